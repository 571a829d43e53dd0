// @vitest-environment jsdom
// The odds panel refines a quick simulation to RESTING_PATHS only once the inputs rest, never
// while a newer result exists (a drag on the fast path draws plans the panel does not see), and
// shows the refinement only for the result it was asked for.
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlanOddsResult } from "../../../workers/calc-contract";
import { MOVING_PATHS, REST_DELAY_MS, RESTING_PATHS, type WithOdds } from "./odds";
import { useRestingOdds } from "./resting-odds";

const odds = (paths: number, returnModel = "lognormal") => ({ paths, returnModel }) as unknown as PlanOddsResult;
const withQuickOdds = (): WithOdds => ({ odds: odds(MOVING_PATHS) });

describe("the odds panel's refinement at rest", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks for the finer run once the result has rested, and shows it for that result", async () => {
    const shown = withQuickOdds();
    const run = vi.fn(() => Promise.resolve(odds(RESTING_PATHS)));
    const { result } = renderHook(() => useRestingOdds(shown, { years: 10 }, () => shown, run));
    expect(result.current?.paths).toBe(MOVING_PATHS);
    await act(() => vi.advanceTimersByTimeAsync(REST_DELAY_MS - 1));
    expect(run).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(run).toHaveBeenCalledExactlyOnceWith({ years: 10 }, RESTING_PATHS);
    expect(result.current?.paths).toBe(RESTING_PATHS);
  });

  it("runs nothing while a newer result exists, and refines the next result with odds once it rests", async () => {
    const first = withQuickOdds();
    let newest: WithOdds = first;
    const run = vi.fn(() => Promise.resolve(odds(RESTING_PATHS)));
    const { result, rerender } = renderHook(({ shown }) => useRestingOdds(shown, { step: 1 }, () => newest, run), { initialProps: { shown: first } });
    // A drag: plans without their odds are drawn past the panel, which keeps `first`.
    newest = { oddsPending: true };
    await act(() => vi.advanceTimersByTimeAsync(5 * REST_DELAY_MS));
    expect(run).not.toHaveBeenCalled();
    expect(result.current?.paths).toBe(MOVING_PATHS);
    // The drag rests: the follow-up's result with odds reaches the panel.
    const rested = withQuickOdds();
    newest = rested;
    rerender({ shown: rested });
    await act(() => vi.advanceTimersByTimeAsync(REST_DELAY_MS));
    expect(run).toHaveBeenCalledTimes(1);
    expect(result.current?.paths).toBe(RESTING_PATHS);
  });

  it("drops a refinement that answers after the result has changed", async () => {
    let answer: (value: PlanOddsResult) => void = () => undefined;
    const run = vi.fn(() => new Promise<PlanOddsResult>((resolve) => (answer = resolve)));
    const first = withQuickOdds();
    const { result, rerender } = renderHook(({ shown }) => useRestingOdds(shown, {}, () => shown, run), { initialProps: { shown: first } });
    await act(() => vi.advanceTimersByTimeAsync(REST_DELAY_MS));
    expect(run).toHaveBeenCalledTimes(1);
    const second = withQuickOdds();
    rerender({ shown: second });
    await act(async () => answer(odds(RESTING_PATHS)));
    expect(result.current?.paths).toBe(MOVING_PATHS);
  });

  it("never refines India's history: every start year is already there", async () => {
    const shown: WithOdds = { odds: odds(35, "history") };
    const run = vi.fn(() => Promise.resolve(odds(35, "history")));
    renderHook(() => useRestingOdds(shown, {}, () => shown, run));
    await act(() => vi.advanceTimersByTimeAsync(5 * REST_DELAY_MS));
    expect(run).not.toHaveBeenCalled();
  });
});
