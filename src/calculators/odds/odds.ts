// How a planner's result carries its simulated odds: the deterministic plan and a
// quick simulation (MOVING_PATHS) are computed together, so the panel's odds always belong to
// the inputs the page shows (the latest-wins queue never shows an older reply); the panel then
// refines to RESTING_PATHS once the inputs rest, and drops that refinement if they move.
import type { OddsRequest, OddsResult, OddsSettings } from "../../../workers/calc-contract";
import type { CalcClient } from "../../core/calc-client";
import { isFastClient } from "../../core/fast-path";
import { runOdds } from "../../core/odds-pool";
import type { OddsField } from "./odds-fields";

/** The one seed: the same paths on every recompute (common random numbers), so a drag moves the answer smoothly. */
export const ODDS_SEED = 20_261_123;
/** Paths while an input moves. */
export const MOVING_PATHS = 2_000;
/** Paths once the inputs rest. */
export const RESTING_PATHS = 10_000;
/** How long the inputs must rest before the finer run. */
export const REST_DELAY_MS = 300;

export interface WithOdds {
  /** The simulation for these inputs; absent until computed, or when it could not run. */
  odds?: OddsResult;
  /** Why the simulation could not run for these inputs (e.g. a retirement longer than 100 years). */
  oddsFailure?: string;
  /**
   * The plan alone, computed on the fast path within the input's frame; the same
   * request then runs with its simulation, and the panel shows the last odds until it answers.
   */
  oddsPending?: true;
}

/** This result is the plan alone, its odds still to come. */
export function awaitsOdds(result: unknown): boolean {
  return typeof result === "object" && result !== null && (result as WithOdds).oddsPending === true;
}

export function oddsSettings(inputs: Partial<Record<OddsField, number>>, paths: number): OddsSettings {
  return { paths, seed: ODDS_SEED, returnVolatility: inputs.returnVolatility ?? 0, inflationVolatility: inputs.inflationVolatility ?? 0 };
}

/** A definition's compute with the quick simulation alongside. */
export function withOdds<Inputs, Result extends object>(
  compute: (client: CalcClient, inputs: Inputs) => Promise<Result>,
  request: (inputs: Inputs, paths: number) => OddsRequest,
): (client: CalcClient, inputs: Inputs) => Promise<Result & WithOdds> {
  return async (client, inputs) => {
    // The fast path answers within a frame; a simulation takes longer, so it follows.
    if (isFastClient(client)) return { ...(await compute(client, inputs)), oddsPending: true };
    const [result, odds] = await Promise.all([
      compute(client, inputs),
      // Through then(), so a request that cannot be built rejects here instead of throwing.
      Promise.resolve()
        .then(() => runOdds(client, request(inputs, MOVING_PATHS)))
        .then(
        (value): WithOdds => ({ odds: value }),
        (error: unknown): WithOdds => ({ oddsFailure: error instanceof Error ? error.message : "The simulation could not run." }),
      ),
    ]);
    return { ...result, ...odds };
  };
}
