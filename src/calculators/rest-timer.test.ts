import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RestTimer } from "./rest-timer";

describe("RestTimer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fires once, delayMs after the last of a run of pokes, with one timer armed at a time", () => {
    const onRest = vi.fn();
    const timer = new RestTimer(150, onRest);
    // The arms are counted by a wrapper put back by hand, not vi.spyOn: a spy stays in Vitest's
    // registry after mockRestore, and a later file's vi.restoreAllMocks (files share a worker)
    // would put this test's fake setTimeout back, whose clock nothing ever moves.
    const fakeSetTimeout = globalThis.setTimeout;
    let armed = 0;
    globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
      armed++;
      return fakeSetTimeout(...args);
    }) as typeof setTimeout;
    try {
      for (let step = 0; step < 10; step++) {
        timer.poke();
        vi.advanceTimersByTime(20);
      }
      // Ten steps 20 ms apart armed one timer (it fired early once, at 150 ms, and re-armed).
      expect(armed).toBeLessThanOrEqual(2);
      expect(onRest).not.toHaveBeenCalled();
      expect(timer.pending).toBe(true);
      // The last poke was at 180 ms; now is 200 ms: the rest comes at 330 ms.
      vi.advanceTimersByTime(129);
      expect(onRest).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onRest).toHaveBeenCalledTimes(1);
      expect(timer.pending).toBe(false);
      vi.advanceTimersByTime(1_000);
      expect(onRest).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.setTimeout = fakeSetTimeout;
    }
  });

  it("fires again after a new poke, and never once cancelled", () => {
    const onRest = vi.fn();
    const timer = new RestTimer(100, onRest);
    timer.poke();
    vi.advanceTimersByTime(100);
    expect(onRest).toHaveBeenCalledTimes(1);
    timer.poke();
    vi.advanceTimersByTime(50);
    timer.cancel();
    expect(timer.pending).toBe(false);
    vi.advanceTimersByTime(500);
    expect(onRest).toHaveBeenCalledTimes(1);
  });
});
