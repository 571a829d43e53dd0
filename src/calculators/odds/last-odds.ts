// While a slider is dragged on the fast path a planner's result arrives first as the
// plan alone (odds.ts, oddsPending) and its odds a moment later. The panel keeps showing the
// last result that had its odds, the same object, so its memoised body does no work at all
// until the odds for newer inputs arrive: the fan and figures catch up once per simulation, not
// once per frame of the drag.
import { useRef } from "react";
import { awaitsOdds, type WithOdds } from "./odds";

export function useLastWithOdds<Result extends WithOdds, Inputs>(result: Result, inputs: Inputs): { result: Result; inputs: Inputs } {
  const last = useRef<{ result: Result; inputs: Inputs } | null>(null);
  if (!awaitsOdds(result) || !last.current) last.current = { result, inputs };
  return last.current;
}
