// The render measures: recorded for work that took MIN_RECORDED_MS or more, one entry a name.
import { afterEach, describe, expect, it, vi } from "vitest";
import { MIN_RECORDED_MS, RENDER_MEASURE_PREFIX, timed } from "./render-timing";

/** performance.now() reads `times` in turn. */
function clockReading(...times: number[]): void {
  const now = vi.spyOn(performance, "now");
  for (const time of times) now.mockReturnValueOnce(time);
}

function entries(name: string): PerformanceEntry[] {
  return performance.getEntriesByName(RENDER_MEASURE_PREFIX + name, "measure");
}

afterEach(() => {
  vi.restoreAllMocks();
  performance.clearMeasures();
});

describe("timed", () => {
  it("records work that took MIN_RECORDED_MS or more as render:<name>, and returns its value", () => {
    clockReading(100, 100 + MIN_RECORDED_MS + 3);
    expect(timed("uPlot setData", () => 42)).toBe(42);
    const [entry, ...rest] = entries("uPlot setData");
    expect(rest).toEqual([]);
    expect(entry.startTime).toBe(100);
    expect(entry.duration).toBe(MIN_RECORDED_MS + 3);
  });

  it("leaves no entry for shorter work", () => {
    clockReading(100, 100 + MIN_RECORDED_MS - 0.5);
    timed("uPlot setData", () => undefined);
    expect(entries("uPlot setData")).toEqual([]);
  });

  it("keeps only the newest entry of a name", () => {
    clockReading(100, 110, 200, 230);
    timed("Results", () => undefined);
    timed("Results", () => undefined);
    expect(entries("Results").map((entry) => entry.duration)).toEqual([30]);
  });

  it("records the work even when it throws", () => {
    clockReading(100, 120);
    expect(() =>
      timed("Results", () => {
        throw new Error("bad input");
      }),
    ).toThrow("bad input");
    expect(entries("Results")).toHaveLength(1);
  });
});
