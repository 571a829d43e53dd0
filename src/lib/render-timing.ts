// User Timing around the page's big renders, so a long main-thread task can be attributed to
// the block that took it (bench/drag-probe.ts reads them; a Chromium trace shows them too).
// Each entry is a measure named `render:<Block>`, from the start of the block's render to the
// end of its commit (its layout effect, which runs after its children's DOM is written).
// A render React throws away (an interrupted transition) leaves no entry.
import { useLayoutEffect } from "react";

/** The prefix of every render measure; the bench matches on it. */
export const RENDER_MEASURE_PREFIX = "render:";

const timing = typeof performance === "object" && typeof performance.measure === "function";

/** Records `render:<name>` from `start` to now, replacing the name's previous entry. */
function record(name: string, start: number): void {
  const measure = RENDER_MEASURE_PREFIX + name;
  performance.clearMeasures(measure);
  performance.measure(measure, { start, end: performance.now() });
}

/**
 * Call first in a component's body: records `render:<name>` for every render of it that React
 * commits. Cheap (two clock reads and one entry); the previous entry of the name is cleared so
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
