// What the bench installs in a page to time live dragging (runs inside the browser):
// - drag: from an input event on the slider (a key press, or a pointer move with the button
//   down) to the first animation frame after the watched result's text changed, in ms and in
//   frames (1: the result was drawn in the input's own frame);
// - dropped frames: while the drag runs, animation frames that came more than 1.5 frame
//   intervals after the one before (a frame the browser could not produce in time);
// - round trip: from the input to the calculation's reply arriving on the main thread (the
//   'calc-round-trip' User Timing entry that src/calculators/calc-runner.tsx and
//   fast-runner.tsx record, the fast path's included);
// - long tasks: every main-thread task over 50 ms (the Long Tasks API) from the first input
//   until the probe is read, which the bench does once the drag has rested and a planner's
//   simulated odds have arrived and been drawn (the budget: none while the odds panel is on);
// - renders: the page's 'render:<Block>' User Timing measures (src/lib/render-timing.ts) over
//   the same span, so that each long task can be laid to the blocks rendered inside it
//   (longTaskCauses).
// Only the 'calc-round-trip' measure counts as a round trip, not the render measures.
// Kept as source text: a function serialised from here would carry the TypeScript runner's
// helpers into the page.

export interface ProbeReadings {
  drag: number[];
  /** Frames from each input to the frame that showed its result (1: the input's own frame). */
  frames: number[];
  /** Frames the browser dropped while the drag ran. */
  dropped: number;
  /** Frames drawn while the drag ran. */
  framesDrawn: number;
  roundTrip: number[];
  /** The main-thread tasks over 50 ms from the first input to the reading: start and duration, ms. */
  longTasks: TimedEntry[];
  /** The 'render:<Block>' measures over the same span. */
  renders: (TimedEntry & { name: string })[];
}

export interface TimedEntry {
  start: number;
  duration: number;
}

/**
 * What each long task was: the render measures inside it, summed by block, the longest first,
 * as 'Results 61, ProjectionTable 40' (ms); 'no render measured' when none fell inside (a
 * worker reply's own script, the browser's style and layout, or a block not yet measured).
 */
export function longTaskCauses(readings: Pick<ProbeReadings, "longTasks" | "renders">): string[] {
  return readings.longTasks.map((task) => {
    const end = task.start + task.duration;
    const byBlock = new Map<string, number>();
    for (const render of readings.renders) {
      const overlap = Math.min(end, render.start + render.duration) - Math.max(task.start, render.start);
      if (overlap <= 0) continue;
      const block = render.name.slice(RENDER_PREFIX.length);
      byBlock.set(block, (byBlock.get(block) ?? 0) + overlap);
    }
    const blocks = [...byBlock].sort((a, b) => b[1] - a[1]).map(([block, ms]) => `${block} ${Math.round(ms)}`);
    return `${Math.round(task.duration)} ms: ${blocks.length ? blocks.join(", ") : "no render measured"}`;
  });
}

/** src/lib/render-timing.ts's RENDER_MEASURE_PREFIX (the bench does not import the app). */
const RENDER_PREFIX = "render:";

/** Evaluated in the page with the result's CSS selector. */
export function probeSource(resultSelector: string): string {
  return `(() => {
    const selector = ${JSON.stringify(resultSelector)};
    const FRAME_MS = 1000 / 60;
    const readings = { drag: [], frames: [], dropped: 0, framesDrawn: 0, roundTrip: [], longTasks: [], renders: [] };
    let dragStartedAt = null;
    let inputAt = null;
    let inputFrame = 0;
    let roundTripInputAt = null;
    let frame = 0;
    let lastFrameAt = null;
    let running = false;
    const tick = (now) => {
      frame++;
      if (!running) return;
      if (lastFrameAt !== null && now - lastFrameAt > 1.5 * FRAME_MS) readings.dropped += Math.round((now - lastFrameAt) / FRAME_MS) - 1;
      readings.framesDrawn++;
      lastFrameAt = now;
      requestAnimationFrame(tick);
    };
    const read = () => document.querySelector(selector)?.textContent ?? "";
    let last = read();
    const started = (event) => {
      if (!running) { running = true; lastFrameAt = null; requestAnimationFrame(tick); }
      if (dragStartedAt === null) dragStartedAt = event.timeStamp;
      inputAt = event.timeStamp;
      inputFrame = frame;
      roundTripInputAt = event.timeStamp;
    };
    document.addEventListener("keydown", started, { capture: true });
    document.addEventListener("pointermove", (event) => { if (event.buttons & 1) started(event); }, { capture: true });
    new MutationObserver(() => {
      const now = read();
      if (now === last) return;
      last = now;
      const at = inputAt;
      if (at === null) return;
      const since = inputFrame;
      inputAt = null;
      requestAnimationFrame(() => {
        readings.drag.push(performance.now() - at);
        // The frame loop's callback was queued first, so it has already counted this frame.
        readings.frames.push(frame - since);
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name.startsWith(${JSON.stringify(RENDER_PREFIX)})) {
          if (dragStartedAt !== null && entry.startTime + entry.duration >= dragStartedAt) readings.renders.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
          continue;
        }
        if (entry.name !== "calc-round-trip" || roundTripInputAt === null) continue;
        readings.roundTrip.push(entry.startTime + entry.duration - roundTripInputAt);
        roundTripInputAt = null;
      }
    }).observe({ entryTypes: ["measure"] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (dragStartedAt !== null && entry.startTime + entry.duration >= dragStartedAt) readings.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask" });
    window.__benchProbe = readings;
    window.__benchProbeStop = () => { running = false; };
  })()`;
}

/** Ends the drag's frame count (dropped frames are counted only while the drag runs). */
export const STOP_PROBE = "window.__benchProbeStop()";
export const READ_PROBE = "window.__benchProbe";
export const DRAG_COUNT = "window.__benchProbe.drag.length";

/** The bench's own bare page: a slider that updates one text node, the floor of what the browser allows. */
export const BARE_PAGE = `<!doctype html><meta name=viewport content="width=device-width">
<label for=s>Bare slider</label><input id=s type=range min=0 max=100000 step=1 value=50000 style="width:90%;height:44px">
<p data-testid=result-bare id=out>50000</p>
<script>const s=document.getElementById("s"),o=document.getElementById("out").firstChild;s.addEventListener("input",()=>{o.data=s.value});</script>`;
