// What the bench installs in a page to time live dragging (runs inside the browser):
// - drag: from a key event on the slider to the first animation frame after the watched
//   result's text changed;
// - round trip: from the key event to the calculation's reply arriving on the main thread
//   (the 'calc-round-trip' User Timing entry that src/calculators/calc-runner.tsx records).
// Kept as source text: a function serialised from here would carry the TypeScript runner's
// helpers into the page.

export interface ProbeReadings {
  drag: number[];
  roundTrip: number[];
}

/** Evaluated in the page with the result's CSS selector. */
export function probeSource(resultSelector: string): string {
  return `(() => {
    const selector = ${JSON.stringify(resultSelector)};
    const readings = { drag: [], roundTrip: [] };
    let keyAt = null;
    let roundTripKeyAt = null;
    const read = () => document.querySelector(selector)?.textContent ?? "";
    let last = read();
    document.addEventListener("keydown", (event) => { keyAt = event.timeStamp; roundTripKeyAt = event.timeStamp; }, { capture: true });
    new MutationObserver(() => {
      const now = read();
      if (now === last) return;
      last = now;
      const started = keyAt;
      if (started === null) return;
      keyAt = null;
      requestAnimationFrame(() => readings.drag.push(performance.now() - started));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (roundTripKeyAt === null) continue;
        readings.roundTrip.push(entry.startTime + entry.duration - roundTripKeyAt);
        roundTripKeyAt = null;
      }
    }).observe({ entryTypes: ["measure"] });
    window.__benchProbe = readings;
  })()`;
}

export const READ_PROBE = "window.__benchProbe";
export const DRAG_COUNT = "window.__benchProbe.drag.length";

/** The bench's own bare page: a slider that updates one text node, the floor of what the browser allows. */
export const BARE_PAGE = `<!doctype html><meta name=viewport content="width=device-width">
<label for=s>Bare slider</label><input id=s type=range min=0 max=100000 step=1 value=50000>
<p data-testid=result-bare id=out>50000</p>
<script>const s=document.getElementById("s"),o=document.getElementById("out").firstChild;s.addEventListener("input",()=>{o.data=s.value});</script>`;
