// User Timing around the page's big renders, so a long main-thread task can be attributed to
// the block that took it (bench/drag-probe.ts reads them; a Chromium trace shows them too).
// Each entry is a measure named `render:<Block>`, from the start of the block's render to the
// end of its commit (its layout effect, which runs after its children's DOM is written).
// A render React throws away (an interrupted transition) leaves no entry, and neither does one
// shorter than MIN_RECORDED_MS.
import { useLayoutEffect } from "react";

/** The prefix of every render measure; the bench matches on it. */
export const RENDER_MEASURE_PREFIX = "render:";

/**
 * Renders shorter than this are not recorded. A trace of a drag at 4x CPU throttling had
 * `performance.measure` as the main thread's largest script function by self time (a measure
 * per block per commit, the many 1 ms commits of a drag's steps included), and a block that
 * renders in under 2 ms is never what makes a task pass 50 ms.
 */
export const MIN_RECORDED_MS = 2;

const timing = typeof performance === "object" && typeof performance.measure === "function";

/** Records `render:<name>` from `start` to now, replacing the name's previous entry; not when it was shorter than MIN_RECORDED_MS. */
function record(name: string, start: number): void {
  const end = performance.now();
  if (end - start < MIN_RECORDED_MS) return;
  const measure = RENDER_MEASURE_PREFIX + name;
  performance.clearMeasures(measure);
  performance.measure(measure, { start, end });
}

/**
 * Call first in a component's body: records `render:<name>` for every render of it that React
 * commits and that took MIN_RECORDED_MS or more. Cheap (two clock reads, and one entry for a
 * render that long); the previous entry of the name is cleared so
 * the timeline does not grow through a long drag (a PerformanceObserver still sees each one).
 */
export function useRenderTiming(name: string): void {
  const start = timing ? performance.now() : 0;
  useLayoutEffect(() => {
    if (timing) record(name, start);
  });
}

/** The same for work done outside React (a chart's setData and redraw): wraps `work` in a measure. */
export function timed<T>(name: string, work: () => T): T {
  if (!timing) return work();
  const start = performance.now();
  try {
    return work();
  } finally {
    record(name, start);
  }
}
