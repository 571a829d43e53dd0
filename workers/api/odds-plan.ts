// The odds of the visitor's own plan: marshals a PlanOddsRequest into assembly/plan-odds.ts, a
// module of its own (build/odds.wasm or build/odds-simd.wasm), loaded on the first request.
// The planner's own plan (its SIP, its corpus, its capital-back fund) is computed here by the
// calculators' core (build/core.wasm), unrounded, so an absent field of the visitor's plan is the planner's suggestion and
// the simulation at zero volatility is the deterministic plan.
import type {
  ExplainedPath,
  HistoryTable,
  PlanOddsApi,
  PlanOddsFan,
  PlanOddsRequest,
  PlanOddsResult,
  PlanOddsSettings,
  ResolvedPlan,
} from "../contracts/odds-plan";
import type { CroreCoreExports } from "./crore";
import type { GoalsCoreExports } from "./goals";
import type { RetirementCoreExports } from "./retirement";
import { CoreDomainError, checkedRows, inputBuffer, readScalars, readTable, resultBuffers, type BufferExports } from "../core-buffers";

/** The raw exports of assembly/plan-odds.ts (through assembly/odds.ts, the odds module's export list). */
export interface PlanOddsCoreExports {
  poSimulate(firstPath: number, pathCount: number): number;
  poSummarize(pathCount: number, firstRow: number, rowCount: number, withScalars: number): number;
  poExplain(path: number): number;
  poHistoryTable(): number;
  poNominalPtr(): number;
  poRealPtr(): number;
  poPathsPtr(): number;
  poAgeCountsPtr(): number;
  poMaxPaths(): number;
  poFanPaths(): number;
  poMaxYears(): number;
}

/** The odds module: the simulation and its own buffers. */
export type OddsCoreExports = BufferExports & PlanOddsCoreExports;
/** What the planner's own plan needs of the calculators' module. */
type PlannerCore = BufferExports & RetirementCoreExports & GoalsCoreExports & CroreCoreExports;

/** Most paths a request may ask for (PO_MAX_PATHS). */
export const PLAN_ODDS_MAX_PATHS = 50_000;
/** Paths behind the fan (PO_FAN_PATHS). */
export const PLAN_ODDS_FAN_PATHS = 10_000;
/** Longest plan in years (PO_MAX_YEARS). */
export const PLAN_ODDS_MAX_YEARS = 100;
/** Per-path figures the core keeps (PO_PATH_FIGURES). */
const PATH_FIGURES = 6;
const CRORE_SEARCH_MONTHS = 1200;
const CRORE_RUPEES = 10_000_000;

// INPUTS slots and codes (assembly/plan-odds.ts PO_IN_*, PO_KIND_*, PO_MODEL_*).
const IN = {
  kind: 0,
  model: 1,
  seed: 2,
  savingYears: 3,
  retiredYears: 4,
  months: 5,
  savings: 6,
  sip: 7,
  stepUpPct: 8,
  stepUpAmount: 9,
  ratePct: 10,
  sigmaPct: 11,
  retiredRatePct: 12,
  retiredSigmaPct: 13,
  inflationPct: 14,
  inflationSigmaPct: 15,
  equityPct: 16,
  retiredEquityPct: 17,
  spend: 18,
  taxPct: 19,
  target: 20,
  inflationYears: 21,
  targetGrows: 22,
  fanRows: 23,
} as const;
const IN_COUNT = 24;
const KIND = { retirement: 0, goal: 1, reach: 2 } as const;
const MODEL = { lognormal: 0, history: 1, bootstrap: 2 } as const;
// Scalars (PO_*).
const S = { odds: 0, failed: 1, needP90: 2, secondP: 3, spendP10: 4, earliestOffset: 5, medianRunOutYear: 6, firstFailed: 7, worst: 8, monthP50: 9, monthP90: 10, historyStarts: 11, historyWraps: 12 };
const SCALAR_COUNT = 13;
const FAN_COLUMNS = ["year", "p10", "p25", "p50", "p75", "p90", "realP10", "realP25", "realP50", "realP75", "realP90"] as const satisfies readonly (keyof PlanOddsFan)[];
const EXPLAIN_COLUMNS = ["year", "dataYear", "returnPct", "inflationPct", "contribution", "withdrawal", "balance", "balanceReal"] as const;
const HISTORY_COLUMNS = ["startYear", "worked", "lowestBalanceReal", "endBalanceReal", "runOutYear"] as const;

/**
 * Bytes of the SharedArrayBuffer a pool hands its workers for `paths` paths: the fan's yearly
 * balances (nominal, then today's rupees) for PLAN_ODDS_MAX_YEARS rows of the fan's paths, the
 * per-path figures, then the per-year counts of paths in which retiring that year works (Int32,
 * added to with Atomics by each worker). src/core/odds-layout.ts sizes the pool's buffer the same
 * way; tests/wasm/plan-odds.test.ts checks the two agree.
 */
export function planOddsSharedBytes(paths: number): number {
  const fanPaths = Math.min(paths, PLAN_ODDS_FAN_PATHS);
  return (2 * PLAN_ODDS_MAX_YEARS * fanPaths + PATH_FIGURES * paths) * 8 + countsBytes();
}
function countsBytes(): number {
  return Math.ceil(((PLAN_ODDS_MAX_YEARS + 1) * 4) / 8) * 8;
}
/**
 * The pool's barrier (planOddsRunShared): the Int32 after the counts, in the counts block's
 * padding (101 counts round up to 102 Int32). The pool zeroes it with the counts.
 */
export const planOddsBarrierIndex = PLAN_ODDS_MAX_YEARS + 1;

/** A request resolved: what the core is asked, and how its summary becomes the planner's result. */
interface Job {
  rows: number;
  /** Paths (history: start years, known after the first call). */
  paths: number;
  inputs: Float64Array;
  plan: ResolvedPlan;
  /** The fan's `year` column for rows from `firstRow` (goals: a part year at the end). */
  yearAxis(fan: PlanOddsFan, firstRow: number): void;
  result(scalars: number[], common: Common): PlanOddsResult;
}

type Common = Pick<PlanOddsResult, "returnModel" | "paths" | "fan" | "plan" | "history" | "explained">;

function finite(...values: (number | undefined)[]): boolean {
  return values.every((v) => v === undefined || Number.isFinite(v));
}

function checkedSettings(settings: PlanOddsSettings): void {
  const { returnModel, paths, seed, returnVolatility, retiredReturnVolatility, inflationVolatility, equityShare, retiredEquityShare } = settings;
  const pct = (v: number | undefined) => v === undefined || (v >= 0 && v <= 100);
  if (!(returnModel in MODEL)) throw new CoreDomainError("simulation");
  if (returnModel !== "history" && !(Number.isInteger(paths) && paths >= 1 && paths <= PLAN_ODDS_MAX_PATHS)) throw new CoreDomainError("simulation");
  if (!(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff)) throw new CoreDomainError("simulation");
  if (![returnVolatility, retiredReturnVolatility, inflationVolatility, equityShare, retiredEquityShare].every(pct)) throw new CoreDomainError("simulation");
}

function checkedPlan(plan: { savingsNow?: number; sipNow?: number; sipStepUp?: number }): void {
  const ok = (v: number | undefined) => v === undefined || (Number.isFinite(v) && v >= 0);
  if (!ok(plan.savingsNow) || !ok(plan.sipNow) || !ok(plan.sipStepUp) || (plan.sipStepUp ?? 0) > 100) throw new CoreDomainError("simulation");
}

/** The INPUTS every request shares: the model, the seed, the volatilities and the mixes. */
function baseInputs(settings: PlanOddsSettings): Float64Array {
  const inputs = new Float64Array(IN_COUNT);
  inputs[IN.model] = MODEL[settings.returnModel];
  inputs[IN.seed] = settings.seed;
  inputs[IN.sigmaPct] = settings.returnVolatility;
  inputs[IN.retiredSigmaPct] = settings.retiredReturnVolatility ?? settings.returnVolatility;
  inputs[IN.inflationSigmaPct] = settings.inflationVolatility;
  inputs[IN.equityPct] = settings.equityShare;
  inputs[IN.retiredEquityPct] = settings.retiredEquityShare ?? settings.equityShare;
  return inputs;
}

/** Odds and their margin, or nulls when the plan has no goal. */
function odds(share: number, paths: number, model: PlanOddsSettings["returnModel"]): { yourOdds: number; oddsMargin: number } {
  return { yourOdds: share, oddsMargin: model === "history" ? 0 : Math.sqrt((share * (1 - share)) / paths) };
}

function retirementJob(core: PlannerCore, request: Extract<PlanOddsRequest, { planner: "retirement" }>): Job {
  const { inputs: r, plan, settings } = request;
  if (!finite(r.currentAge, r.retirementAge, r.lifeExpectancy, r.monthlyExpenses, r.inflation, r.taxSlabPostRetirement, r.preRetirementReturn, r.postRetirementReturn)) {
    throw new CoreDomainError("retirement");
  }
  checkedRows(
    core.retirementPlan(r.currentAge, r.retirementAge, r.lifeExpectancy, r.monthlyExpenses, r.inflation, r.taxSlabPostRetirement, r.preRetirementReturn, r.postRetirementReturn),
    "retirement",
  );
  const [corpus, , totalCorpus, , , monthlyInvestment, yearsToGo, yearsRetired] = readScalars(resultBuffers(core), 8);
  if (!Number.isInteger(yearsToGo) || yearsToGo + yearsRetired > PLAN_ODDS_MAX_YEARS) throw new CoreDomainError("simulation");
  const resolved: ResolvedPlan = {
    savingsNow: plan.savingsNow ?? (yearsToGo === 0 ? totalCorpus : 0),
    sipNow: plan.sipNow ?? monthlyInvestment,
    sipStepUp: plan.sipStepUp ?? 0,
  };
  const inputs = baseInputs(settings);
  inputs[IN.kind] = KIND.retirement;
  inputs[IN.savingYears] = yearsToGo;
  inputs[IN.retiredYears] = yearsRetired;
  inputs[IN.savings] = resolved.savingsNow;
  inputs[IN.sip] = resolved.sipNow;
  inputs[IN.stepUpPct] = resolved.sipStepUp;
  inputs[IN.ratePct] = r.preRetirementReturn;
  inputs[IN.retiredRatePct] = r.postRetirementReturn;
  inputs[IN.inflationPct] = r.inflation;
  inputs[IN.spend] = r.monthlyExpenses;
  inputs[IN.taxPct] = r.taxSlabPostRetirement;
  const spendShare = corpus / totalCorpus;
  return {
    rows: yearsToGo + yearsRetired,
    paths: settings.paths,
    inputs,
    plan: resolved,
    yearAxis: () => undefined,
    result: (s, common) => ({
      planner: "retirement",
      ...common,
      ...odds(s[S.odds], common.paths, settings.returnModel),
      suggestedSip: monthlyInvestment,
      plannedCorpus: corpus,
      plannedTotalCorpus: totalCorpus,
      corpusFor90: s[S.needP90],
      totalCorpusFor90: s[S.needP90] / spendShare,
      sipFor90: yearsToGo > 0 ? s[S.secondP] : null,
      spendFor90: s[S.spendP10],
      earliestAgeFor90: s[S.earliestOffset] >= 0 ? r.currentAge + s[S.earliestOffset] : null,
      medianRunOutAge: s[S.failed] > 0 ? r.currentAge + s[S.medianRunOutYear] - 1 : null,
      failedPaths: s[S.failed],
    }),
  };
}

/** Years elapsed at each row's end for a plan of `months` months (the last row may be a part year). */
function monthsAxis(months: number): Job["yearAxis"] {
  return (fan, firstRow) => {
    for (let row = 0; row < fan.year.length; row++) fan.year[row] = Math.min(12 * (firstRow + row + 1), months) / 12;
  };
}

function goalJob(core: PlannerCore, request: Extract<PlanOddsRequest, { planner: "goal" }>): Job {
  const { inputs: g, plan, settings } = request;
  if (!finite(g.presentCost, g.sharePct, g.years, g.annualRate, g.inflationRate)) throw new CoreDomainError("goal");
  checkedRows(core.goalProjection(g.presentCost, g.sharePct, g.years, g.annualRate, g.inflationRate, 0), "goal");
  const [, monthlyInvestment] = readScalars(resultBuffers(core), 2);
  const months = Math.round(g.years * 12);
  const resolved: ResolvedPlan = { savingsNow: plan.savingsNow ?? 0, sipNow: plan.sipNow ?? monthlyInvestment, sipStepUp: plan.sipStepUp ?? 0 };
  const inputs = baseInputs(settings);
  inputs[IN.kind] = KIND.goal;
  inputs[IN.months] = months;
  inputs[IN.savings] = resolved.savingsNow;
  inputs[IN.sip] = resolved.sipNow;
  inputs[IN.stepUpPct] = resolved.sipStepUp;
  inputs[IN.ratePct] = g.annualRate;
  inputs[IN.inflationPct] = g.inflationRate;
  inputs[IN.target] = (g.presentCost * g.sharePct) / 100;
  inputs[IN.inflationYears] = g.years;
  inputs[IN.targetGrows] = 1;
  return {
    rows: Math.ceil(months / 12),
    paths: settings.paths,
    inputs,
    plan: resolved,
    yearAxis: monthsAxis(months),
    result: (s, common) => ({
      planner: "goal",
      ...common,
      ...odds(s[S.odds], common.paths, settings.returnModel),
      suggestedSip: monthlyInvestment,
      goalMedian: s[S.secondP],
      sipFor90: s[S.needP90],
    }),
  };
}

function sipJob(request: Extract<PlanOddsRequest, { planner: "sip" }>): Job {
  const { inputs: p, plan, settings, target } = request;
  if (!finite(p.monthlyInvestment, p.annualRate, p.timePeriod, p.stepUpValue, target ?? 0)) throw new CoreDomainError("SIP");
  const months = Math.round(p.timePeriod * 12);
  if (!(p.monthlyInvestment > 0) || !(target === null || target > 0)) throw new CoreDomainError("SIP");
  const mode = p.stepUpMode ?? "none";
  const step = p.stepUpValue ?? 0;
  const resolved: ResolvedPlan = { savingsNow: plan.savingsNow ?? 0, sipNow: p.monthlyInvestment, sipStepUp: mode === "percent" ? step : 0 };
  const inputs = baseInputs(settings);
  inputs[IN.kind] = KIND.goal;
  inputs[IN.months] = months;
  inputs[IN.savings] = resolved.savingsNow;
  inputs[IN.sip] = p.monthlyInvestment;
  inputs[IN.stepUpPct] = resolved.sipStepUp;
  inputs[IN.stepUpAmount] = mode === "amount" ? step : 0;
  inputs[IN.ratePct] = p.annualRate;
  // The SIP calculator has no inflation: the lognormal model draws none; history and bootstrap
  // still divide by their own years' prices for today's rupees.
  inputs[IN.inflationSigmaPct] = 0;
  inputs[IN.target] = target ?? 0;
  inputs[IN.targetGrows] = 0;
  return {
    rows: Math.ceil(months / 12),
    paths: settings.paths,
    inputs,
    plan: resolved,
    yearAxis: monthsAxis(months),
    result: (s, common) => {
      const last = common.fan.year.length - 1;
      const withTarget = target !== null;
      return {
        planner: "sip",
        ...common,
        ...(withTarget ? odds(s[S.odds], common.paths, settings.returnModel) : { yourOdds: null, oddsMargin: null }),
        explained: withTarget ? common.explained : null,
        finalP10: common.fan.p10[last],
        finalP50: common.fan.p50[last],
        finalP90: common.fan.p90[last],
        sipFor90: withTarget ? s[S.needP90] : null,
      };
    },
  };
}

function croreJob(core: PlannerCore, request: Extract<PlanOddsRequest, { planner: "crore" }>): Job {
  const { inputs: c, plan, settings } = request;
  if (!finite(c.monthlyInvestment, c.annualRate, c.inflationRate)) throw new CoreDomainError("first crore");
  checkedRows(core.firstCrore(c.monthlyInvestment, c.annualRate, c.inflationRate), "first crore");
  const [reached, goalMonth] = readScalars(resultBuffers(core), 2);
  // The fan runs to the deterministic goal month (or the whole search when it is never reached).
  const fanMonths = reached === 1 ? goalMonth : CRORE_SEARCH_MONTHS;
  const resolved: ResolvedPlan = { savingsNow: plan.savingsNow ?? 0, sipNow: c.monthlyInvestment, sipStepUp: 0 };
  const inputs = baseInputs(settings);
  inputs[IN.kind] = KIND.reach;
  inputs[IN.months] = CRORE_SEARCH_MONTHS;
  inputs[IN.savings] = resolved.savingsNow;
  inputs[IN.sip] = c.monthlyInvestment;
  inputs[IN.ratePct] = c.annualRate;
  inputs[IN.inflationPct] = c.inflationRate;
  inputs[IN.target] = CRORE_RUPEES;
  inputs[IN.fanRows] = Math.ceil(fanMonths / 12);
  return {
    rows: Math.ceil(fanMonths / 12),
    paths: settings.paths,
    inputs,
    plan: resolved,
    yearAxis: monthsAxis(fanMonths),
    result: (s, common) => ({
      planner: "crore",
      ...common,
      yourOdds: null,
      oddsMargin: null,
      explained: null,
      monthsFor50: s[S.monthP50] > 0 ? s[S.monthP50] : null,
      monthsFor90: s[S.monthP90] > 0 ? s[S.monthP90] : null,
    }),
  };
}

function jobOf(core: PlannerCore, request: PlanOddsRequest): Job {
  checkedSettings(request.settings);
  checkedPlan(request.plan);
  switch (request.planner) {
    case "retirement":
      return retirementJob(core, request);
    case "goal":
      return goalJob(core, request);
    case "sip":
      return sipJob(request);
    case "crore":
      return croreJob(core, request);
  }
}

/** Writes the job's request into the core's INPUTS. */
function load(core: OddsCoreExports, job: Job): void {
  inputBuffer(core).set(job.inputs);
}

function readExplained(core: OddsCoreExports, job: Job, path: number): ExplainedPath {
  load(core, job);
  const rows = checkedRows(core.poExplain(path), "simulation");
  const table = readTable(resultBuffers(core), rows, EXPLAIN_COLUMNS);
  const source: ExplainedPath["source"] = job.inputs[IN.model] === MODEL.history ? { kind: "history", startYear: table.dataYear[0] } : { kind: "simulated", path };
  return { source, ...table };
}

function readHistory(core: OddsCoreExports, job: Job): Omit<HistoryTable, "worstStartYear" | "wrapped"> {
  load(core, job);
  const rows = checkedRows(core.poHistoryTable(), "simulation");
  const table = readTable(resultBuffers(core), rows, HISTORY_COLUMNS);
  return { ...table, workedCount: table.worked.reduce((sum, w) => sum + w, 0), startYears: rows };
}

/**
 * The summary of the paths simulated (in the core's buffers): the fan's rows [firstRow,
 * firstRow + rowCount) and, with `withDetail`, the scalars, the history table and the explained
 * path (without, the scalars are the core's blanks: a pool part that only carries fan rows).
 */
function summarize(core: OddsCoreExports, job: Job, paths: number, firstRow: number, rowCount: number, withDetail: boolean): PlanOddsResult {
  const isHistory = job.inputs[IN.model] === MODEL.history;
  const historyRows = withDetail && isHistory && job.inputs[IN.kind] !== KIND.reach ? readHistory(core, job) : null;
  load(core, job);
  checkedRows(core.poSummarize(paths, firstRow, rowCount, withDetail ? 1 : 0), "simulation");
  const scalars = readScalars(resultBuffers(core), SCALAR_COUNT);
  const fan = readTable(resultBuffers(core), rowCount, FAN_COLUMNS);
  job.yearAxis(fan, firstRow);
  const count = isHistory ? scalars[S.historyStarts] : paths;
  const history: HistoryTable | null = historyRows
    ? { ...historyRows, worstStartYear: historyRows.startYear[scalars[S.worst]], wrapped: scalars[S.historyWraps] === 1 }
    : null;
  const explainedPath = isHistory ? scalars[S.worst] : scalars[S.firstFailed];
  const explained = withDetail && explainedPath >= 0 && (!isHistory || history !== null) && (isHistory || scalars[S.failed] > 0) ? readExplained(core, job, explainedPath) : null;
  return job.result(scalars, { returnModel: isHistory ? "history" : job.inputs[IN.model] === MODEL.bootstrap ? "bootstrap" : "lognormal", paths: count, fan, plan: job.plan, history, explained });
}

/** Views of the core's per-path buffers. */
function pathViews(core: OddsCoreExports) {
  // The pointers first: the first one allocates the buffers, which may grow (and so detach) the memory.
  const pointers = { nominal: core.poNominalPtr(), real: core.poRealPtr(), paths: core.poPathsPtr(), counts: core.poAgeCountsPtr() };
  const buffer = core.memory.buffer;
  const fanPaths = core.poFanPaths();
  const maxPaths = core.poMaxPaths();
  const cells = fanPaths * core.poMaxYears();
  return {
    fanPaths,
    maxPaths,
    nominal: new Float64Array(buffer, pointers.nominal, cells),
    real: new Float64Array(buffer, pointers.real, cells),
    figures: new Float64Array(buffer, pointers.paths, PATH_FIGURES * maxPaths),
    counts: new Int32Array(buffer, pointers.counts, PLAN_ODDS_MAX_YEARS + 1),
  };
}

/** The shared buffer's parts for `paths` paths (see planOddsSharedBytes). */
function sharedViews(shared: SharedArrayBuffer, paths: number) {
  const fanPaths = Math.min(paths, PLAN_ODDS_FAN_PATHS);
  const fanCells = PLAN_ODDS_MAX_YEARS * fanPaths;
  const all = new Float64Array(shared, 0, 2 * fanCells + PATH_FIGURES * paths);
  return {
    fanPaths,
    nominal: all.subarray(0, fanCells),
    real: all.subarray(fanCells, 2 * fanCells),
    figures: all.subarray(2 * fanCells),
    counts: new Int32Array(shared, all.byteLength, PLAN_ODDS_MAX_YEARS + 1),
  };
}

function checkedShared(shared: SharedArrayBuffer, paths: number): void {
  if (shared.byteLength < planOddsSharedBytes(paths)) throw new RangeError("the shared buffer is too small for the paths asked");
}

/**
 * The first part of a pool's summary takes this share of the rows another part takes: it also
 * copies in every path's figures, computes the scalars (selections over every path) and replays
 * the explained path, about 0.35 ms (lognormal) to 0.6 ms (bootstrap) at 10,000 paths, some
 * 8–12 rows' worth (docs/odds-engine.md, "The pool").
 */
const FIRST_PART_WEIGHT = 0.75;

/**
 * The rows of part `index` of `count` of a pool's summary: the first part FIRST_PART_WEIGHT of
 * an even share, the others even, in whole rows (some empty when there are fewer rows than
 * parts; the part that starts at row 0 is then a later one).
 */
export function summaryRows(rows: number, index: number, count: number): { firstRow: number; rowCount: number } {
  const boundary = (k: number) => (k === 0 ? 0 : k === count ? rows : Math.floor((rows * (k - 1 + FIRST_PART_WEIGHT)) / (count - 1 + FIRST_PART_WEIGHT)));
  const firstRow = boundary(index);
  return { firstRow, rowCount: boundary(index + 1) - firstRow };
}

/**
 * What a pool worker's last simulation left in its own memory for its own part of the summary:
 * the fan's rows [firstRow, firstRow + rowCount) of paths [firstPath, endPath), not copied into
 * the shared buffer (no other worker reads them). `lost` once another odds call has used the
 * memory: the summary of that run is then refused, not answered from the rows left behind.
 */
interface KeptRows {
  request: string;
  firstPath: number;
  endPath: number;
  firstRow: number;
  rowCount: number;
  lost: boolean;
}

/**
 * The odds API over the calculators' core (for the planner's own plan) and the odds module,
 * which `oddsCore` loads when first asked (it is asked again after a failed load).
 */
export function planOddsApi(corePromise: Promise<PlannerCore>, oddsCore: () => Promise<OddsCoreExports>): PlanOddsApi {
  let kept: KeptRows | null = null;
  const cores = async () => {
    const [planner, core] = await Promise.all([corePromise, oddsCore()]);
    return { planner, core };
  };
  const api: PlanOddsApi = {
    async planOdds(request) {
      const { planner, core } = await cores();
      if (kept) kept.lost = true;
      const job = jobOf(planner, request);
      load(core, job);
      const history = request.settings.returnModel === "history";
      checkedRows(core.poSimulate(0, history ? 0 : job.paths), "simulation");
      return summarize(core, job, history ? 1 : job.paths, 0, job.rows, true);
    },

    async planOddsSimulateShared(request, firstPath, pathCount, shared, part) {
      const { planner, core } = await cores();
      if (kept) kept.lost = true;
      const job = jobOf(planner, request);
      const paths = job.paths;
      if (request.settings.returnModel === "history") throw new CoreDomainError("simulation");
      if (!Number.isInteger(firstPath) || !Number.isInteger(pathCount) || firstPath < 0 || pathCount < 1 || firstPath + pathCount > paths) {
        throw new CoreDomainError("simulation");
      }
      if (part !== undefined && !(Number.isInteger(part.index) && Number.isInteger(part.count) && part.index >= 0 && part.index < part.count)) {
        throw new CoreDomainError("simulation");
      }
      checkedShared(shared, paths);
      load(core, job);
      checkedRows(core.poSimulate(firstPath, pathCount), "simulation");
      const from = pathViews(core);
      const to = sharedViews(shared, paths);
      const end = firstPath + pathCount;
      const fanEnd = Math.min(end, to.fanPaths);
      // This worker's own part of the summary stays in its memory: only the other parts' rows go out.
      const own = part === undefined ? { firstRow: 0, rowCount: 0 } : summaryRows(job.rows, part.index, part.count);
      if (firstPath < fanEnd) {
        for (let row = 0; row < job.rows; row++) {
          if (row >= own.firstRow && row < own.firstRow + own.rowCount) continue;
          to.nominal.set(from.nominal.subarray(row * from.fanPaths + firstPath, row * from.fanPaths + fanEnd), row * to.fanPaths + firstPath);
          to.real.set(from.real.subarray(row * from.fanPaths + firstPath, row * from.fanPaths + fanEnd), row * to.fanPaths + firstPath);
        }
      }
      for (let figure = 0; figure < PATH_FIGURES; figure++) {
        to.figures.set(from.figures.subarray(figure * from.maxPaths + firstPath, figure * from.maxPaths + end), figure * paths + firstPath);
      }
      // Each worker adds its paths' counts; the pool zeroes them before the first worker starts.
      for (let n = 0; n < job.rows; n++) if (from.counts[n] !== 0) Atomics.add(to.counts, n, from.counts[n]);
      // Without a part every row went out to `shared`: nothing is kept, and no earlier run's
      // kept rows are waited for (their run's summary was never asked).
      if (part === undefined) {
        kept = null;
        return { simulatedPaths: pathCount, rows: job.rows };
      }
      kept = own.rowCount > 0 ? { request: JSON.stringify(request), firstPath, endPath: end, ...own, lost: false } : null;
      return { simulatedPaths: pathCount, rows: job.rows, summaryRows: own };
    },

    async planOddsSummarizeShared(request, shared, firstRow = 0, rowCount) {
      const { planner, core } = await cores();
      const mine = kept;
      kept = null;
      const job = jobOf(planner, request);
      const paths = job.paths;
      const count = rowCount ?? job.rows - firstRow;
      if (request.settings.returnModel === "history") throw new CoreDomainError("simulation");
      checkedShared(shared, paths);
      if (!Number.isInteger(firstRow) || !Number.isInteger(count) || firstRow < 0 || count < 1 || firstRow + count > job.rows) {
        throw new CoreDomainError("simulation");
      }
      // After this worker's own simulation of the same request for these rows, its paths' rows
      // are still in its memory (and nowhere else): only the other paths are copied in.
      const own = mine !== null && !mine.lost && mine.request === JSON.stringify(request) && mine.firstRow === firstRow && mine.rowCount === count ? mine : null;
      if (mine !== null && own === null) throw new CoreDomainError("simulation");
      const to = pathViews(core);
      const from = sharedViews(shared, paths);
      const copyPaths = (start: number, end: number) => {
        const stop = Math.min(end, from.fanPaths);
        if (start >= stop) return;
        for (let row = firstRow; row < firstRow + count; row++) {
          to.nominal.set(from.nominal.subarray(row * from.fanPaths + start, row * from.fanPaths + stop), row * to.fanPaths + start);
          to.real.set(from.real.subarray(row * from.fanPaths + start, row * from.fanPaths + stop), row * to.fanPaths + start);
        }
      };
      if (own === null) copyPaths(0, from.fanPaths);
      else {
        copyPaths(0, own.firstPath);
        copyPaths(own.endPath, from.fanPaths);
      }
      // The first part carries the scalars (selections over every path's figures) and the
      // explained path (one replayed path); the others only their fan rows.
      const first = firstRow === 0;
      if (first) {
        for (let figure = 0; figure < PATH_FIGURES; figure++) to.figures.set(from.figures.subarray(figure * paths, (figure + 1) * paths), figure * to.maxPaths);
        for (let n = 0; n <= PLAN_ODDS_MAX_YEARS; n++) to.counts[n] = Atomics.load(from.counts, n);
      }
      return summarize(core, job, paths, firstRow, count, first);
    },

    async planOddsRunShared(request, firstPath, pathCount, shared, part) {
      let simulated: Awaited<ReturnType<PlanOddsApi["planOddsSimulateShared"]>>;
      try {
        simulated = await api.planOddsSimulateShared(request, firstPath, pathCount, shared, part);
      } finally {
        // Arrived even when the simulation failed, so no other part waits for this one in vain
        // (the pool's answer fails with this part's error either way).
        await arrive(shared, request.settings.paths, part.count);
      }
      const rows = simulated.summaryRows;
      return rows && rows.rowCount > 0 ? api.planOddsSummarizeShared(request, shared, rows.firstRow, rows.rowCount) : null;
    },
  };
  return api;
}

/** Longest a pool part waits at the barrier for the others: a part that never comes is an error, not a hang. */
const BARRIER_PATIENCE_MS = 30_000;

type WaitAsync = (array: Int32Array, index: number, value: number, timeout?: number) => { async: false; value: string } | { async: true; value: Promise<string> };

/**
 * The pool's barrier between its two steps, in the shared buffer (planOddsBarrierIndex): this
 * part has simulated and copied out its rows; resolves once all `parties` have. Waits with
 * Atomics.waitAsync where there is one (the worker's event loop stays free, and parts in one
 * thread, as in the tests, work), else with Atomics.wait (a worker thread may block).
 */
async function arrive(shared: SharedArrayBuffer, paths: number, parties: number): Promise<void> {
  const counts = new Int32Array(shared, planOddsSharedBytes(paths) - countsBytes(), planOddsBarrierIndex + 1);
  if (Atomics.add(counts, planOddsBarrierIndex, 1) + 1 >= parties) {
    Atomics.notify(counts, planOddsBarrierIndex);
    return;
  }
  const deadline = performance.now() + BARRIER_PATIENCE_MS;
  const waitAsync = (Atomics as unknown as { waitAsync?: WaitAsync }).waitAsync;
  for (;;) {
    const seen = Atomics.load(counts, planOddsBarrierIndex);
    if (seen >= parties) return;
    const left = deadline - performance.now();
    if (left <= 0) throw new CoreDomainError("simulation");
    if (waitAsync) {
      const waiting = waitAsync(counts, planOddsBarrierIndex, seen, left);
      if (waiting.async) await waiting.value;
    } else {
      Atomics.wait(counts, planOddsBarrierIndex, seen, left);
    }
  }
}
