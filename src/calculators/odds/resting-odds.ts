// The odds panel's refinement: a result arrives with a quick simulation
// (MOVING_PATHS); once its inputs have rested REST_DELAY_MS the panel asks for RESTING_PATHS and
// shows them only while that result is still the one it shows.
//
// During a drag on the fast path the panel keeps the last result that had odds while newer
// plans are drawn without theirs (last-odds.ts), and on a phone they are written in place with
// no render at all (direct-results.ts): nothing here re-renders, so a timer started by the
// last odds would fire mid-drag and put 10,000 paths on the cores under the moving thumb. The
// timer therefore checks, when it fires, that no newer result exists; when the drag rests the
// queue's follow-up brings a result with odds for the final inputs, and its own timer runs.
import { startTransition, useEffect, useState } from "react";
import type { PlanOddsResult } from "../../../workers/calc-contract";
import { refinable, REST_DELAY_MS, RESTING_PATHS, type WithOdds } from "./odds";

export function useRestingOdds<Result extends WithOdds, Inputs>(
  result: Result,
  inputs: Inputs,
  /** The newest result, drawn by React or only in place (SectionProps.latestResult). */
  latestResult: (() => Result | undefined) | undefined,
  run: (inputs: Inputs, paths: number) => Promise<PlanOddsResult>,
): PlanOddsResult | undefined {
  const [refined, setRefined] = useState<{ forResult: Result; odds: PlanOddsResult } | null>(null);
  useEffect(() => {
    if (!result.odds || !refinable(result.odds)) return;
    let live = true;
    const timer = window.setTimeout(() => {
      if ((latestResult?.() ?? result) !== result) return;
      run(inputs, RESTING_PATHS).then(
        // A transition: the panel's redraw with the refined odds (its figures, the fan chart, a
        // history's rows) is sliced and gives way to an input (docs/slow-phone.md).
        (odds) => live && startTransition(() => setRefined({ forResult: result, odds })),
        () => undefined, // the quick run stays shown
      );
    }, REST_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [result, inputs, latestResult, run]);
  return refined?.forResult === result ? refined.odds : result.odds;
}
