// Simulated odds (DESIGN.md "Simulated odds (Monte Carlo)"): the same plans as the
// deterministic planners, run over thousands of paths of yearly returns and inflation. Imported
// by the UI only as types, through workers/calc-contract.ts.
import type { CroreInputs } from "./crore";
import type { GoalInputs } from "./goals";
import type { SipInputs } from "./growth";
import type { RetirementInputs } from "./retirement";

/** How a simulation is run. */
export interface OddsSettings {
  /** Paths to simulate, 1..10,000 (the page uses 2,000 while an input moves, 10,000 at rest). */
  paths: number;
  /** The generator's seed; the page always uses ODDS_SEED, so a recompute moves smoothly (common random numbers). */
  seed: number;
  /** Standard deviation of the yearly log growth of the investments, percent. */
  returnVolatility: number;
  /** Standard deviation of the yearly log growth of prices, percent (0 where the planner has no inflation). */
  inflationVolatility: number;
}

export type OddsRequest =
  | { planner: "retirement"; inputs: RetirementInputs; settings: OddsSettings }
  | { planner: "goal"; inputs: GoalInputs; settings: OddsSettings }
  | { planner: "crore"; inputs: CroreInputs; settings: OddsSettings }
  | { planner: "sip"; inputs: SipInputs; settings: OddsSettings };

/**
 * Percentiles of the balance at each year's end over all paths, one row per year: nominal
 * rupees, and the same in today's rupees. `year` counts years from the simulation's start
 * (retirement: from the first retirement year; the last row may be a part year).
 */
export interface OddsFan {
  year: Float64Array;
  p10: Float64Array;
  p25: Float64Array;
  p50: Float64Array;
  p75: Float64Array;
  p90: Float64Array;
  realP10: Float64Array;
  realP25: Float64Array;
  realP50: Float64Array;
  realP75: Float64Array;
  realP90: Float64Array;
}

interface OddsCommon {
  paths: number;
  fan: OddsFan;
}

export interface RetirementOdds extends OddsCommon {
  planner: "retirement";
  /** Share of paths in which the corpus lasts to the life expectancy, 0..1. */
  successProbability: number;
  /** The corpus the deterministic plan computes (what the simulation starts with). */
  plannedCorpus: number;
  /** The smallest corpus that lasts in at least 90% of the paths. */
  corpusFor90: number;
  /** Among the paths that fail, the median year of retirement (1 = first) in which the money runs out; 0 when none fails. */
  medianRunOutYear: number;
  failedPaths: number;
}

export interface GoalOdds extends OddsCommon {
  planner: "goal";
  /** Share of paths in which the computed monthly investment reaches the inflated goal, 0..1. */
  successProbability: number;
  /** The deterministic plan's monthly investment, unrounded (what the simulation invests). */
  plannedSip: number;
  /** The smallest monthly investment that reaches the goal in at least 90% of the paths. */
  sipFor90: number;
}

export interface CroreOdds extends OddsCommon {
  planner: "crore";
  /** The month by which half the paths have reached the inflated crore; 0 if not within 1,200 months. */
  monthsFor50: number;
  /** The month by which 90% of the paths have; 0 if not within 1,200 months. */
  monthsFor90: number;
}

export interface SipOdds extends OddsCommon {
  planner: "sip";
  /** The final value's 10th, 50th and 90th percentiles, rupees. */
  finalP10: number;
  finalP50: number;
  finalP90: number;
}

export type OddsResult = RetirementOdds | GoalOdds | CroreOdds | SipOdds;

export interface OddsApi {
  /** The whole simulation in this worker. */
  odds(request: OddsRequest): Promise<OddsResult>;
  /**
   * A worker pool's first step: simulates paths [firstPath, firstPath + pathCount) of the
   * request and writes them into `shared` (laid out by oddsSharedBytes), for oddsSummarizeShared. Answers how many paths it wrote: an object,
   * because the worker hands every reply to Comlink.transfer, which keys a WeakMap on it.
   */
  oddsSimulateShared(request: OddsRequest, firstPath: number, pathCount: number, shared: SharedArrayBuffer): Promise<{ simulatedPaths: number; rows: number }>;
  /**
   * A worker pool's last step: the result from every path in `shared`, with the fan's rows
   * [firstRow, firstRow + rowCount) only (all of them by default), so the workers can share the
   * summary; the pool joins the parts (src/core/odds-pool.ts mergeOddsParts).
   */
  oddsSummarizeShared(request: OddsRequest, shared: SharedArrayBuffer, firstRow?: number, rowCount?: number): Promise<OddsResult>;
}
