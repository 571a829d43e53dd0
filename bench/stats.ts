// Summaries of a list of durations in milliseconds.
export interface Summary {
  samples: number;
  p50: number;
  p95: number;
  max: number;
  /** How many took longer than one 60 Hz frame (16.7 ms). */
  overFrame: number;
}

export const FRAME_MS = 1000 / 60;

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index];
}

export function summarise(durations: readonly number[]): Summary {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? Number.NaN,
    overFrame: sorted.filter((value) => value > FRAME_MS).length,
  };
}
