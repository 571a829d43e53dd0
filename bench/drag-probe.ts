// What the bench installs in a page to time live dragging (runs inside the browser):
// - drag: from an input event on the slider (a key press, or a pointer move with the button
//   down) to the first animation frame after the watched result's text changed, in ms and in
//   frames (1: the result was drawn in the input's own frame); and split at the input's dispatch
//   on the main thread: the browser's wait for it (a pointer move is dispatched at the next
//   frame, a key as soon as the thread is free), then the page's work up to that frame (where a
//   page and the bare page differ);
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
//   (longTaskCauses);
// - long animation frames (the Long Animation Frames API) over the same span: the scripts each
//   ran (what invoked them: a worker's message, a timer, an input event, an animation frame
//   callback) and its rendering (style, layout, paint), so that a long task no render measure
//   covers is still named.
// Only the 'calc-round-trip' measure counts as a round trip, not the render measures.
// Kept as source text: a function serialised from here would carry the TypeScript runner's
// helpers into the page.

export interface ProbeReadings {
  drag: number[];
  /**
   * Each step's drag split in two: from the input's timestamp to its dispatch on the main thread
   * (the browser's wait: a pointer move waits for the next frame, a key for the thread), and from
   * the dispatch to the frame that showed its result (the page's work and the frame).
   */
  dispatchWait?: number[];
  afterDispatch?: number[];
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
  /** The animation frames over 50 ms over the same span (absent where the browser has no such entries). */
  longFrames?: LongFrame[];
  /** When each of the drag's inputs came (a key press, a pointer move with the button down), ms. */
  inputs?: number[];
  /** When the drag ended (the probe was stopped after its last step), ms; null before. */
  stoppedAt?: number | null;
}

/** A long animation frame: its scripts, and when its rendering (style, layout, paint) began. */
export interface LongFrame extends TimedEntry {
  /** When the rendering update began (0: the frame rendered nothing). */
  renderStart: number;
  /** When its style and layout began, after requestAnimationFrame callbacks and resize observers. */
  styleAndLayoutStart: number;
  scripts: LongFrameScript[];
}

export interface LongFrameScript extends TimedEntry {
  /** What ran it and where: 'DedicatedWorker.onmessage', 'TimerHandler:setTimeout uplot.js', … */
  name: string;
  /** Style and layout the script forced by reading the layout, ms. */
  forcedLayout: number;
}

export interface TimedEntry {
  start: number;
  duration: number;
}

/** How much of [start, start + duration) lies within [from, to). */
function overlap(entry: TimedEntry, from: number, to: number): number {
  return Math.max(0, Math.min(to, entry.start + entry.duration) - Math.max(from, entry.start));
}

/** Adds `ms` under `key`. */
export function add(map: Map<string, number>, key: string, ms: number): void {
  map.set(key, (map.get(key) ?? 0) + ms);
}

/** 'name ms, name ms', the largest first, leaving out what rounds to 0. */
function listed(map: Map<string, number>): string[] {
  return [...map].filter(([, ms]) => Math.round(ms) > 0).sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${Math.round(ms)}`);
}

/**
 * What each long task was: the render measures inside it, summed by block, the longest first,
 * as 'Results 61, ProjectionTable 40' (ms), or 'no render measured' when none fell inside; then,
 * from the long animation frames, the scripts that ran in it by what invoked them ('scripts:
 * DedicatedWorker.onmessage 48') and the frame's rendering that fell in it ('rendering 30, of
 * which style and layout 12'; a script's forced layout is named with the script).
 */
export function longTaskCauses(readings: Pick<ProbeReadings, "longTasks" | "renders" | "longFrames" | "inputs" | "stoppedAt">): string[] {
  return readings.longTasks.map((task) => {
    const when = taskTime(task, readings.inputs, readings.stoppedAt);
    const end = task.start + task.duration;
    const byBlock = new Map<string, number>();
    for (const render of readings.renders) {
      const ms = overlap(render, task.start, end);
      if (ms > 0) add(byBlock, render.name.slice(RENDER_PREFIX.length), ms);
    }
    const blocks = listed(byBlock);
    const scripts = new Map<string, number>();
    let forced = 0;
    let rendering = 0;
    let styleAndLayout = 0;
    for (const frame of readings.longFrames ?? []) {
      if (overlap(frame, task.start, end) <= 0) continue;
      for (const script of frame.scripts) {
        const ms = overlap(script, task.start, end);
        if (ms <= 0) continue;
        add(scripts, script.name, ms);
        forced += script.duration > 0 ? (script.forcedLayout * ms) / script.duration : 0;
      }
      if (frame.renderStart > 0) {
        const frameEnd = frame.start + frame.duration;
        rendering += overlap({ start: frame.renderStart, duration: frameEnd - frame.renderStart }, task.start, end);
        if (frame.styleAndLayoutStart > 0) styleAndLayout += overlap({ start: frame.styleAndLayoutStart, duration: frameEnd - frame.styleAndLayoutStart }, task.start, end);
      }
    }
    const parts = [blocks.length ? blocks.join(", ") : "no render measured"];
    const scriptList = listed(scripts);
    if (scriptList.length) parts.push(`scripts: ${scriptList.join(", ")}${Math.round(forced) > 0 ? ` (forced style and layout ${Math.round(forced)})` : ""}`);
    if (Math.round(rendering) > 0) parts.push(`rendering ${Math.round(rendering)}${Math.round(styleAndLayout) > 0 ? `, of which style and layout ${Math.round(styleAndLayout)}` : ""}`);
    return `${Math.round(task.duration)} ms${when ? ` ${when}` : ""}: ${parts.join(" · ")}`;
  });
}

/**
 * When in the drag a long task began: 'at input 3 of 100' (the input it began at or after), or
 * '0.4 s after the drag' (the rest, the settling after it); '' where the probe kept no inputs.
 * A drag's long tasks gathered at its first inputs are the page's first steps, a cold start;
 * spread along it, the steps themselves; after it, the render at rest.
 */
export function taskTime(task: TimedEntry, inputs: readonly number[] = [], stoppedAt?: number | null): string {
  if (inputs.length === 0) return "";
  if (stoppedAt != null && task.start >= stoppedAt) return `${((task.start - inputs[inputs.length - 1]) / 1000).toFixed(1)} s after the drag`;
  const index = inputs.filter((at) => at <= task.start).length;
  return index === 0 ? "before the first input" : `at input ${index} of ${inputs.length}`;
}

/**
 * The drag's slowest steps, slowest first, as 'step 1 128, step 9 121' (ms): where the p95 came
 * from, a cold start (the first steps) or steps along the drag.
 */
export function slowestSteps(drag: readonly number[], count = 5): string {
  return drag
    .map((ms, index) => ({ ms, step: index + 1 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ ms, step }) => `step ${step} ${Math.round(ms)}`)
    .join(", ");
}

/** src/lib/render-timing.ts's RENDER_MEASURE_PREFIX (the bench does not import the app). */
const RENDER_PREFIX = "render:";

/** Evaluated in the page with the result's CSS selector. */
export function probeSource(resultSelector: string): string {
  return `(() => {
    const selector = ${JSON.stringify(resultSelector)};
    const FRAME_MS = 1000 / 60;
    const readings = { drag: [], dispatchWait: [], afterDispatch: [], frames: [], dropped: 0, framesDrawn: 0, roundTrip: [], longTasks: [], renders: [], longFrames: [], inputs: [], stoppedAt: null };
    let dragStartedAt = null;
    let inputAt = null;
    let dispatchedAt = null;
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
      dispatchedAt = performance.now();
      readings.inputs.push(event.timeStamp);
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
      const dispatched = dispatchedAt;
      inputAt = null;
      requestAnimationFrame(() => {
        const now = performance.now();
        readings.drag.push(now - at);
        readings.dispatchWait.push(dispatched - at);
        readings.afterDispatch.push(now - dispatched);
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
    // What invoked a frame's script, and the file it came from: 'DedicatedWorker.onmessage',
    // 'TimerHandler:setTimeout uplot-lib-X.js'.
    const scriptName = (script) => {
      const file = script.sourceURL ? script.sourceURL.slice(script.sourceURL.lastIndexOf("/") + 1) : "";
      const fn = script.sourceFunctionName ? " " + script.sourceFunctionName : "";
      return (script.invoker || script.invokerType || "script") + fn + (file ? " " + file : "");
    };
    if ((PerformanceObserver.supportedEntryTypes || []).includes("long-animation-frame")) {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (dragStartedAt === null || entry.startTime + entry.duration < dragStartedAt) continue;
          readings.longFrames.push({
            start: entry.startTime,
            duration: entry.duration,
            renderStart: entry.renderStart,
            styleAndLayoutStart: entry.styleAndLayoutStart,
            scripts: entry.scripts.map((script) => ({ name: scriptName(script), start: script.startTime, duration: script.duration, forcedLayout: script.forcedStyleAndLayoutDuration })),
          });
        }
      }).observe({ type: "long-animation-frame" });
    }
    window.__benchProbe = readings;
    window.__benchProbeStop = () => { running = false; readings.stoppedAt = performance.now(); };
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
