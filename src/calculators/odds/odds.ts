// How a planner's result carries the odds of the visitor's own plan: the deterministic plan and
// a quick simulation (MOVING_PATHS) are computed together, so the panel's odds always belong to
// the inputs the page shows (the latest-wins queue never shows an older reply); the panel then
// refines to RESTING_PATHS once the inputs rest, and drops that refinement if they move.
// India's history is every start year once: it has nothing to refine.
import type { PlanOddsRequest, PlanOddsResult, PlanOddsSettings, YourPlan } from "../../../workers/calc-contract";
import type { CalcClient } from "../../core/calc-client";
import { isFastClient } from "../../core/fast-path";
import { runPlanOdds } from "../../core/odds-pool";
import { returnModelOf, type ModelField, type PlanField, type VolatilityField } from "./odds-fields";

/** The one seed: the same futures on every recompute (common random numbers), so a drag moves the answer smoothly. */
export const ODDS_SEED = 20_261_123;
/** Futures while an input moves. */
export const MOVING_PATHS = 2_000;
/**
 * Futures once the inputs rest: at 50,000 a chance near 50% is good to about ±0.45 points (two
 * standard errors), so the whole percent shown rarely differs between two seeds, and a 90%
 * figure moves by about 0.1% (docs/odds-page.md).
 */
export const RESTING_PATHS = 50_000;
/** How long the inputs must rest before the finer run. */
export const REST_DELAY_MS = 300;

export interface WithOdds {
  /** The simulation for these inputs; absent until computed, or when it could not run. */
  odds?: PlanOddsResult;
  /** Why the simulation could not run for these inputs (e.g. a plan longer than 100 years). */
  oddsFailure?: string;
  /**
   * The plan alone, computed on the fast path within the input's frame; the same request then
   * runs with its simulation, and the panel shows the last odds until it answers.
   */
  oddsPending?: true;
}

/** This result is the plan alone, its odds still to come. */
export function awaitsOdds(result: unknown): boolean {
  return typeof result === "object" && result !== null && (result as WithOdds).oddsPending === true;
}

/** Whether these odds are a quick run that a finer one would sharpen. */
export function refinable(odds: PlanOddsResult): boolean {
  return odds.returnModel !== "history" && odds.paths < RESTING_PATHS;
}

type SettingsInputs = Partial<Record<VolatilityField | ModelField | "retiredEquityShare" | "preRetirementVolatility", number>>;

/**
 * How the future is drawn, from the form. Retirement has a second period: its returnVolatility
 * is the retirement years' (the field it always was) and preRetirementVolatility the saving
 * years'; equityShare the saving years' and retiredEquityShare the retirement years'.
 */
export function planSettings(inputs: SettingsInputs, paths: number): PlanOddsSettings {
  const settings: PlanOddsSettings = {
    returnModel: returnModelOf(inputs.returnModel),
    paths,
    seed: ODDS_SEED,
    returnVolatility: inputs.returnVolatility ?? 0,
    inflationVolatility: inputs.inflationVolatility ?? 0,
    equityShare: inputs.equityShare ?? 100,
  };
  if (inputs.preRetirementVolatility !== undefined) {
    settings.returnVolatility = inputs.preRetirementVolatility;
    settings.retiredReturnVolatility = inputs.returnVolatility ?? 0;
  }
  if (inputs.retiredEquityShare !== undefined) settings.retiredEquityShare = inputs.retiredEquityShare;
  return settings;
}

/** The visitor's plan from the form: an empty SIP (NaN) is left out, so the engine takes the planner's own. */
export function yourPlan(inputs: Partial<Record<PlanField, number>>): YourPlan {
  const plan: YourPlan = {};
  if (Number.isFinite(inputs.savingsNow)) plan.savingsNow = inputs.savingsNow;
  if (Number.isFinite(inputs.sipNow)) plan.sipNow = inputs.sipNow;
  if (Number.isFinite(inputs.sipStepUp)) plan.sipStepUp = inputs.sipStepUp;
  return plan;
}

/** A definition's compute with the quick simulation alongside. */
export function withOdds<Inputs, Result extends object>(
  compute: (client: CalcClient, inputs: Inputs) => Promise<Result>,
  request: (inputs: Inputs, paths: number) => PlanOddsRequest,
): (client: CalcClient, inputs: Inputs) => Promise<Result & WithOdds> {
  return async (client, inputs) => {
    // The fast path answers within a frame; a simulation takes longer, so it follows.
    if (isFastClient(client)) return { ...(await compute(client, inputs)), oddsPending: true };
    const [result, odds] = await Promise.all([
      compute(client, inputs),
      // Through then(), so a request that cannot be built rejects here instead of throwing.
      Promise.resolve()
        .then(() => runPlanOdds(client, request(inputs, MOVING_PATHS)))
        .then(
          (value): WithOdds => ({ odds: value }),
          (error: unknown): WithOdds => ({ oddsFailure: error instanceof Error ? error.message : "The simulation could not run." }),
        ),
    ]);
    return { ...result, ...odds };
  };
}
