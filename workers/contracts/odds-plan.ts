// The odds of the visitor's own plan: the worker contract of the plan simulation
// (assembly/plan-odds.ts; docs/odds-engine.md). One request names a planner, its inputs, the
// visitor's plan (what they have and invest) and how the future is drawn: a lognormal model,
// India's history replayed start year by start year, or blocks of Indian years drawn at random.
// Imported by the UI only as types, through workers/calc-contract.ts. The page calls
// runPlanOdds(client, request) from src/core/odds-pool.ts (a worker pool where the page is
// cross-origin isolated, else the calc worker); the data's facts and the convention, as data the
// page can show, are in src/core/india-history.ts (INDIA_HISTORY, generated from data/india-history/).
//
// Units everywhere: rupees (₹) are nominal unless a name says "Real" (then: rupees of the plan's
// first day, i.e. divided by the path's own price index since then); rates and shares are
// percent where a name ends in Pct or is an input field, and 0..1 where a name ends in Share
// or Odds; years are whole years of the plan counted from 1, ages are years of age.
import type { CroreInputs } from "./crore";
import type { GoalInputs } from "./goals";
import type { SipInputs } from "./growth";
import type { RetirementInputs } from "./retirement";

/**
 * How the future is drawn:
 * - `lognormal`: each year's growth and inflation drawn from lognormal distributions around the
 *   planner's own rates, with the volatilities given (the model the page had before);
 * - `history`: every start year India's data allow, the real sequence of years replayed (the
 *   convention is in docs/odds-engine.md; its figures in INDIA_HISTORY, src/core/india-history.ts);
 * - `bootstrap`: blocks of INDIA_HISTORY.blockYears (5) consecutive Indian years drawn at random with
 *   replacement, each year keeping its own inflation beside its returns.
 */
export type ReturnModel = "lognormal" | "history" | "bootstrap";

/** How a plan simulation is run. */
export interface PlanOddsSettings {
  returnModel: ReturnModel;
  /**
   * Simulated futures, 1..50,000, for `lognormal` and `bootstrap`; the
   * fan chart uses the first 10,000 of them, the odds and 90% figures all.
   * Ignored by `history`, which runs every start year once.
   */
  paths: number;
  /**
   * The generator's seed, an integer 0..2^32−1. Path k's random numbers depend only on (seed, k),
   * so the same seed gives the same futures on every recompute (a drag moves the answer smoothly)
   * and a pool of workers gives exactly the single-threaded answer. Ignored by `history`.
   */
  seed: number;
  /**
   * `lognormal` only: the standard deviation of one year's log growth of the investments, percent
   * (0..100). For a retirement plan, the saving years'.
   */
  returnVolatility: number;
  /**
   * `lognormal` retirement plans only: the same during the retirement years (the corpus is
   * usually a safer mix), percent 0..100. Absent: `returnVolatility`.
   */
  retiredReturnVolatility?: number;
  /** `lognormal` only: the standard deviation of one year's log growth of prices, percent (0..100). */
  inflationVolatility: number;
  /**
   * `history` and `bootstrap` only: percent 0..100 of the money in equity (the Sensex with
   * dividends), the rest in the safe asset (PPF), rebalanced once a year at the start of each FY.
   * For a retirement plan, the saving years'.
   */
  equityShare: number;
  /** `history` and `bootstrap` retirement plans only: the same during the retirement years. Absent: `equityShare`. */
  retiredEquityShare?: number;
}

/**
 * The visitor's own plan. Every field may be absent: it then takes the planner's own suggestion,
 * so a page that fills none of them simulates the planner's break-even plan.
 */
export interface YourPlan {
  /** Rupees already put aside for this goal today, invested from day one. Absent: 0 (retirement with no saving years: the planner's total corpus). */
  savingsNow?: number;
  /** Rupees invested each month now, paid at the start of each month. Absent: the planner's own monthly investment (unrounded). */
  sipNow?: number;
  /** Percent by which the monthly investment grows once a year (after each 12 months). Absent: 0. */
  sipStepUp?: number;
}

/** The plan as simulated: every field of YourPlan resolved. */
export interface ResolvedPlan {
  savingsNow: number;
  sipNow: number;
  sipStepUp: number;
}

export type PlanOddsRequest =
  /**
   * Retirement and the aging parent, as one whole life: saving years from `currentAge` to
   * `retirementAge` (savingsNow, then sipNow each month with its step-up, at the pre-retirement
   * return or the saving years' mix), then retirement years to `lifeExpectancy` in which the first
   * withdrawal is monthlyExpenses × 12 × (the path's own price index at retirement) ÷ (1 − tax),
   * taken at the start of each retirement year and grown by that path's own inflation, the rest
   * earning the post-retirement return (or the retirement years' mix). At retirement the
   * planner's capital-back fund is set aside as the same share of the path's balance as in the
   * plan (capitalBackFund ÷ totalCorpus) and not spent. A path works when the rest pays every
   * withdrawal to life expectancy. Ages must be whole years.
   */
  | { planner: "retirement"; inputs: RetirementInputs; plan: YourPlan; settings: PlanOddsSettings }
  /**
   * The goal planners: savingsNow, then sipNow at the start of each month with its step-up, for
   * round(years × 12) months; the goal (presentCost × sharePct%) grows by each year's inflation
   * (a part year as a part power). A path works when the value at the end reaches the grown goal.
   */
  | { planner: "goal"; inputs: GoalInputs; plan: YourPlan; settings: PlanOddsSettings }
  /**
   * The SIP calculator: its own instalment and step-up (inputs) plus plan.savingsNow (sipNow and
   * sipStepUp are not read). `target`: rupees at the end (nominal) the visitor wants to reach, or
   * null for no goal (then yourOdds, sipFor90 and the explained path are null).
   */
  | { planner: "sip"; inputs: SipInputs; plan: Pick<YourPlan, "savingsNow">; target: number | null; settings: PlanOddsSettings }
  /**
   * First crore: the month each path's value (plan.savingsNow, then the monthly investment of
   * the inputs) first reaches ₹1 crore grown by that path's inflation, searched up to 100 years.
   */
  | { planner: "crore"; inputs: CroreInputs; plan: Pick<YourPlan, "savingsNow">; settings: PlanOddsSettings };

/**
 * Percentiles of the balance at each year's end across the paths (or start years), one row per
 * year of the plan: nominal, then in today's rupees (divided by each path's own price index).
 * Retirement: the balance that pays the withdrawals (the capital-back fund, once set aside, is
 * not in it); it is 0 from the year a path runs out.
 */
export interface PlanOddsFan {
  /** Years from the plan's start at the row's end: 1, 2, … (the last row of a goal may be a part year, e.g. 7.5). */
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

/**
 * One path told year by year ("explain a path"), one row per year of the plan.
 */
export interface ExplainedPath {
  /** `history`: the start year replayed; otherwise the simulated path's index (0-based). */
  source: { kind: "history"; startYear: number } | { kind: "simulated"; path: number };
  /** 1 = the plan's first year. */
  year: Float64Array;
  /** `history` and `bootstrap`: the financial year whose data the row replays, named by the calendar year it ends in (2009 = FY 2008-09); 0 for `lognormal`. */
  dataYear: Float64Array;
  /** The year's growth of the invested money, percent (the mix of equity and the safe asset where the model has both). */
  returnPct: Float64Array;
  /** The year's inflation, percent. */
  inflationPct: Float64Array;
  /** Rupees invested during the year (the twelve monthly instalments; savingsNow is the first row's opening balance, not here). */
  contribution: Float64Array;
  /** Rupees withdrawn at the start of the year (retirement years; else 0); the full withdrawal even when the balance could not pay it. */
  withdrawal: Float64Array;
  /** The balance at the year's end, rupees (retirement: the spending balance, 0 once it ran out). */
  balance: Float64Array;
  /** The same in today's rupees. */
  balanceReal: Float64Array;
}

/** `history` only: every start year replayed, one row each (typed columns). */
export interface HistoryTable {
  /** The first financial year of the plan, named by the calendar year it ends in (1981 = FY 1980-81). */
  startYear: Float64Array;
  /** 1 if the plan worked from that start year, else 0. */
  worked: Float64Array;
  /**
   * The lowest year-end balance, in today's rupees: for a retirement plan over the retirement
   * years (0 if it ran out), for a goal over the whole plan.
   */
  lowestBalanceReal: Float64Array;
  /** The balance at the plan's end, in today's rupees (retirement: what was left at life expectancy). */
  endBalanceReal: Float64Array;
  /** The plan's year (1 = first) in which the money ran out; 0 if it lasted (always 0 for goals). */
  runOutYear: Float64Array;
  /** How many start years worked. */
  workedCount: number;
  /** How many start years there are (the table's rows). */
  startYears: number;
  /** The start year whose plan came out worst: the smallest share of the goal or of the withdrawals its money covered. */
  worstStartYear: number;
  /** True when the plan is longer than the data, so each window wraps around from the last FY to the first (after FY 2025 it continues from FY 1981). */
  wrapped: boolean;
}

interface PlanOddsCommon {
  returnModel: ReturnModel;
  /** Paths simulated, or (`history`) start years replayed. */
  paths: number;
  fan: PlanOddsFan;
  /** The plan as simulated. */
  plan: ResolvedPlan;
  /**
   * Share of paths (or start years) in which the plan worked, 0..1; null for the SIP calculator
   * without a target and for first crore.
   */
  yourOdds: number | null;
  /**
   * The Monte Carlo margin of yourOdds: its standard error √(p(1−p)/paths), 0..1 (a 95% range is
   * about ±2 of these); 0 for `history`, which is a count, not a sample; null with yourOdds.
   */
  oddsMargin: number | null;
  /** `history` only: the table of start years; else null. */
  history: HistoryTable | null;
  /**
   * `history`: the worst start year told year by year; `lognormal` and `bootstrap`: the failed
   * path with the lowest index; null when no path failed (or the plan has no goal).
   */
  explained: ExplainedPath | null;
}

export interface RetirementPlanOdds extends PlanOddsCommon {
  planner: "retirement";
  /** The planner's monthly investment (unrounded) that builds its total corpus by retirement; 0 with no saving years. */
  suggestedSip: number;
  /** The planner's corpus (the withdrawals' present value), nominal at retirement. */
  plannedCorpus: number;
  /** The planner's corpus plus its capital-back fund: what the suggested SIP builds. */
  plannedTotalCorpus: number;
  /**
   * The smallest corpus at retirement (nominal, capital-back fund excluded, comparable with
   * plannedCorpus) that pays every withdrawal in 90% of the paths: the 90th percentile of each
   * path's own need (its withdrawals discounted along its own returns).
   */
  corpusFor90: number;
  /** corpusFor90 with the capital-back fund added in the plan's proportion (comparable with plannedTotalCorpus). */
  totalCorpusFor90: number;
  /**
   * The monthly investment now (same savingsNow and step-up) with which 90% of the paths work;
   * 0 when savingsNow alone does it; null with no saving years.
   */
  sipFor90: number | null;
  /** The most the visitor can spend a month, in today's rupees, before the tax gross-up (like monthlyExpenses), with 90% odds for this plan. */
  spendFor90: number;
  /**
   * The earliest whole age from currentAge to lifeExpectancy − 1 at which retiring (saving as
   * planned until then) works in at least 90% of the paths; null when no such age.
   */
  earliestAgeFor90: number | null;
  /** Among the failed paths, the median age at the start of the year the money ran out; null when none failed. */
  medianRunOutAge: number | null;
  failedPaths: number;
}

export interface GoalPlanOdds extends PlanOddsCommon {
  planner: "goal";
  /** The planner's monthly investment, unrounded. */
  suggestedSip: number;
  /** The goal at its date in each path's own prices: the median, nominal rupees. */
  goalMedian: number;
  /** The monthly investment now (same savingsNow and step-up) with which 90% of the paths reach the goal; 0 when savingsNow alone does. */
  sipFor90: number;
}

export interface SipPlanOdds extends PlanOddsCommon {
  planner: "sip";
  /** The final value's 10th, 50th and 90th percentiles, nominal rupees. */
  finalP10: number;
  finalP50: number;
  finalP90: number;
  /** With a target: the monthly investment of the first year (same step-up) that reaches it in 90% of the paths; else null. */
  sipFor90: number | null;
}

export interface CrorePlanOdds extends PlanOddsCommon {
  planner: "crore";
  /** The month by which half the paths have reached the inflated crore; null if not within 1,200 months. */
  monthsFor50: number | null;
  /** The month by which 90% of the paths have; null if not within 1,200 months. */
  monthsFor90: number | null;
}

export type PlanOddsResult = RetirementPlanOdds | GoalPlanOdds | SipPlanOdds | CrorePlanOdds;

// Limits (src/core/odds-layout.ts holds them for the page; tests/wasm/plan-odds.test.ts checks
// they agree with the core): at most 50,000 paths, the fan from the first 10,000, plans of at
// most 100 years (a whole life from current age to life expectancy, or a goal's years).

export interface PlanOddsApi {
  /** The whole simulation in this worker (`history` always runs here: every start year takes well under a millisecond). */
  planOdds(request: PlanOddsRequest): Promise<PlanOddsResult>;
  /**
   * A worker pool's first step (`lognormal` and `bootstrap`): simulates paths
   * [firstPath, firstPath + pathCount) into `shared` (laid out by planOddsSharedBytes), for
   * planOddsSummarizeShared. With `part` (this worker's part `index` of `count` of the summary)
   * the fan rows of that part stay in the worker's own memory and are not written to `shared`:
   * the same worker must then summarise exactly `summaryRows`, as its next odds call.
   * Answers an object (the worker hands every reply to Comlink.transfer).
   */
  planOddsSimulateShared(
    request: PlanOddsRequest,
    firstPath: number,
    pathCount: number,
    shared: SharedArrayBuffer,
    part?: { index: number; count: number },
  ): Promise<{ simulatedPaths: number; rows: number; summaryRows?: { firstRow: number; rowCount: number } }>;
  /**
   * A worker pool's last step: the fan's rows [firstRow, firstRow + rowCount) from every path in
   * `shared` (all rows by default); the part starting at row 0 also carries the scalars and the
   * explained path, the others blank scalars. src/core/odds-pool.ts joins the parts.
   */
  planOddsSummarizeShared(request: PlanOddsRequest, shared: SharedArrayBuffer, firstRow?: number, rowCount?: number): Promise<PlanOddsResult>;
  /**
   * Both steps in one call, for a pool of `part.count` workers each making this call (`shared`'s
   * counts and barrier zeroed first): simulates as planOddsSimulateShared with `part`, waits in
   * `shared` until every part has simulated (a barrier in the shared memory, so no message goes
   * through the page's thread between the steps), then summarises this part's rows as
   * planOddsSummarizeShared; null for a part left without rows. A part that never arrives makes
   * the others fail after 30 s.
   */
  planOddsRunShared(
    request: PlanOddsRequest,
    firstPath: number,
    pathCount: number,
    shared: SharedArrayBuffer,
    part: { index: number; count: number },
  ): Promise<PlanOddsResult | null>;
}
