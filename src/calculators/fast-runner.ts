// The instant path of a calculator page: the definition's own compute() against the
// fast-path client (src/core/fast-path.ts), whose calls are answered synchronously by the
// fast-path worker, so the answer is ready within the input's own task and is drawn in its
// frame. Null (the calc worker then answers through Comlink, as it always has) where the page
// is not cross-origin isolated, when the fast path misses, and when the calculation fails: the
// calc worker's reply carries the error the page shows. Component tests get no instant path:
// they are not isolated.
import { createContext, useContext } from "react";
import { fastCalcClient, FastPathMiss, fastPathSupported } from "../core/fast-path";
import { ROUND_TRIP_MEASURE } from "./calc-runner";
import type { AnyCalculatorDefinition } from "./definition";
import type { InstantAnswer } from "./latest-wins";
import { awaitsOdds } from "./odds/odds";

/**
 * The User Timing mark of a live calculation the fast path could not answer (the calc worker
 * then does), its detail saying why: 'not-ready' (the worker is still loading its core),
 * 'timeout' or 'busy' (its thread was not scheduled in time: a loaded machine), 'failed'.
 */
export const FAST_PATH_MISS_MARK = "calc-fast-path-miss";

export type InstantRunner = (definition: AnyCalculatorDefinition, inputs: Record<string, number>) => Promise<InstantAnswer<unknown>>;

export const fastPathRunner: InstantRunner = async (definition, inputs) => {
  const client = fastCalcClient();
  if (!client) return null;
  const start = performance.now();
  let output: unknown;
  try {
    output = await definition.compute(client, inputs);
  } catch (error) {
    performance.clearMarks(FAST_PATH_MISS_MARK);
    performance.mark(FAST_PATH_MISS_MARK, { detail: { calculator: definition.id, reason: error instanceof FastPathMiss ? error.reason : "failed" } });
    return null;
  }
  performance.clearMeasures(ROUND_TRIP_MEASURE);
  performance.measure(ROUND_TRIP_MEASURE, { start, detail: { calculator: definition.id, path: "fast" } });
  // A planner's odds are simulated on the pool: the plan is shown now, its odds follow.
  return { output, complete: !awaitsOdds(output) };
};

/** None where the page cannot have a fast path, so the queue goes straight to the worker (no extra turn). */
export const InstantRunnerContext = createContext<InstantRunner | null>(fastPathSupported() ? fastPathRunner : null);

export function useInstantRunner(): InstantRunner | null {
  return useContext(InstantRunnerContext);
}
