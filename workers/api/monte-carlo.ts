// Simulated odds: marshals calls into assembly/monte-carlo.ts. A request names a planner and
// its inputs; the plan it tests (the corpus, the monthly investment) is computed here by the
// same core, unrounded, so the simulation at zero volatility is the deterministic plan.
import type { OddsApi, OddsFan, OddsRequest, OddsResult } from "../contracts/monte-carlo";
import type { CroreCoreExports } from "./crore";
import type { GoalsCoreExports } from "./goals";
import type { RetirementCoreExports } from "./retirement";
import { CoreDomainError, checkedRows, readScalars, readTable, resultBuffers, type BufferExports } from "../core-buffers";

/** The raw exports of assembly/monte-carlo.ts. */
export interface MonteCarloCoreExports {
  mcDrawdown(
    seed: number,
    firstPath: number,
    pathCount: number,
    years: number,
    startBalance: number,
    firstWithdrawal: number,
    returnPct: number,
    returnVolatilityPct: number,
    inflationPct: number,
    inflationVolatilityPct: number,
    priceIndexAtStart: number,
  ): number;
  mcAccumulate(
    seed: number,
    firstPath: number,
    pathCount: number,
    months: number,
    monthlyInvestment: number,
    stepUpMode: number,
    stepUpValue: number,
    annualRatePct: number,
    returnVolatilityPct: number,
    inflationPct: number,
    inflationVolatilityPct: number,
    monthlyInflation: number,
    inflationYears: number,
    target: number,
    searchMonths: number,
  ): number;
  mcSummarize(kind: number, pathCount: number, totalRows: number, firstRow: number, rowCount: number, plan: number): number;
  mcNominalPtr(): number;
  mcRealPtr(): number;
  mcNeedPtr(): number;
  mcEventPtr(): number;
  mcMaxPaths(): number;
  mcMaxYears(): number;
}

type OddsCore = BufferExports & MonteCarloCoreExports & RetirementCoreExports & GoalsCoreExports & CroreCoreExports;

/** Most paths a request may ask for (assembly/monte-carlo.ts MC_MAX_PATHS). */
export const ODDS_MAX_PATHS = 10_000;
/** Longest simulation in years (MC_MAX_YEARS): the rows a shared buffer is laid out for. */
export const ODDS_MAX_YEARS = 100;
/** First crore searches up to 100 years of months (assembly/crore.ts). */
const CRORE_SEARCH_MONTHS = 1200;
const CRORE_RUPEES = 10_000_000;

// mcSummarize's kinds and scalar slots (assembly/monte-carlo.ts MC_KIND_*, MC_*).
const KIND_DRAWDOWN = 0;
const KIND_GOAL = 1;
const KIND_REACH = 2;
const SCALAR_COUNT = 7;
const FAN_COLUMNS = ["year", "p10", "p25", "p50", "p75", "p90", "realP10", "realP25", "realP50", "realP75", "realP90"] as const satisfies readonly (keyof OddsFan)[];
const STEP_UP_MODE = { none: 0, percent: 1, amount: 2 } as const;

/**
 * Bytes of the SharedArrayBuffer a pool hands its workers for `paths` paths: the yearly
 * balances (nominal, then today's rupees) for ODDS_MAX_YEARS rows of `paths` each, then each
 * path's need and event. The UI's pool (src/core/odds-pool.ts) sizes its buffer the same way;
 * tests/wasm/monte-carlo.test.ts checks the two agree.
 */
export function oddsSharedBytes(paths: number): number {
  return (2 * ODDS_MAX_YEARS + 2) * paths * Float64Array.BYTES_PER_ELEMENT;
}

/** A request resolved to one kernel call: what to simulate, and the plan it tests. */
interface Job {
  kind: number;
  rows: number;
  plan: number;
  simulate(core: OddsCore, firstPath: number, pathCount: number): number;
  /** Turns the summary of rows from `firstRow` on into the planner's result. */
  result(scalars: number[], fan: OddsFan, paths: number, firstRow: number): OddsResult;
}

function checkedSettings(request: OddsRequest): void {
  const { paths, seed, returnVolatility, inflationVolatility } = request.settings;
  if (!Number.isInteger(paths) || paths < 1 || paths > ODDS_MAX_PATHS || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new CoreDomainError("simulation");
  }
  if (!(returnVolatility >= 0 && returnVolatility <= 100) || !(inflationVolatility >= 0 && inflationVolatility <= 100)) {
    throw new CoreDomainError("simulation");
  }
}

function retirementJob(core: OddsCore, request: Extract<OddsRequest, { planner: "retirement" }>): Job {
  const { inputs, settings } = request;
  checkedRows(
    core.retirementPlan(
      inputs.currentAge,
      inputs.retirementAge,
      inputs.lifeExpectancy,
      inputs.monthlyExpenses,
      inputs.inflation,
      inputs.taxSlabPostRetirement,
      inputs.preRetirementReturn,
      inputs.postRetirementReturn,
    ),
    "retirement",
  );
  const [corpus, , , firstWithdrawal, , , yearsToRetirement, yearsInRetirement] = readScalars(resultBuffers(core), 8);
  if (yearsInRetirement > ODDS_MAX_YEARS) throw new CoreDomainError("simulation");
  // Prices at the first retirement year against today's, on the entered inflation.
  const priceIndexAtStart = Math.expm1(yearsToRetirement * Math.log1p(inputs.inflation / 100)) + 1;
  return {
    kind: KIND_DRAWDOWN,
    rows: yearsInRetirement,
    plan: corpus,
    simulate: (c, firstPath, pathCount) =>
      c.mcDrawdown(
        settings.seed,
        firstPath,
        pathCount,
        yearsInRetirement,
        corpus,
        firstWithdrawal,
        inputs.postRetirementReturn,
        settings.returnVolatility,
        inputs.inflation,
        settings.inflationVolatility,
        priceIndexAtStart,
      ),
    result: (s, fan, paths) => ({
      planner: "retirement",
      paths,
      fan,
      successProbability: s[0],
      plannedCorpus: corpus,
      corpusFor90: s[1],
      medianRunOutYear: s[3],
      failedPaths: s[4],
    }),
  };
}

function goalJob(core: OddsCore, request: Extract<OddsRequest, { planner: "goal" }>): Job {
  const { inputs, settings } = request;
  // The plan unrounded (vacation and custom show whole rupees; the simulation tests the exact plan).
  checkedRows(core.goalProjection(inputs.presentCost, inputs.sharePct, inputs.years, inputs.annualRate, inputs.inflationRate, 0), "goal");
  const [, monthlyInvestment] = readScalars(resultBuffers(core), 2);
  const months = Math.round(inputs.years * 12);
  const target = (inputs.presentCost * inputs.sharePct) / 100;
  return {
    kind: KIND_GOAL,
    rows: Math.ceil(months / 12),
    plan: monthlyInvestment,
    simulate: (c, firstPath, pathCount) =>
      c.mcAccumulate(
        settings.seed,
        firstPath,
        pathCount,
        months,
        monthlyInvestment,
        0,
        0,
        inputs.annualRate,
        settings.returnVolatility,
        inputs.inflationRate,
        settings.inflationVolatility,
        0,
        inputs.years,
        target,
        0,
      ),
    result: (s, fan, paths, firstRow) => ({ planner: "goal", paths, fan: monthsAxis(fan, months, firstRow), successProbability: s[0], plannedSip: monthlyInvestment, sipFor90: s[1] }),
  };
}

function croreJob(core: OddsCore, request: Extract<OddsRequest, { planner: "crore" }>): Job {
  const { inputs, settings } = request;
  checkedRows(core.firstCrore(inputs.monthlyInvestment, inputs.annualRate, inputs.inflationRate), "first crore");
  const [reached, goalMonth] = readScalars(resultBuffers(core), 2);
  // The fan runs to the deterministic goal month (or the whole search when it is never reached).
  const months = reached === 1 ? goalMonth : CRORE_SEARCH_MONTHS;
  return {
    kind: KIND_REACH,
    rows: Math.ceil(months / 12),
    plan: inputs.monthlyInvestment,
    simulate: (c, firstPath, pathCount) =>
      c.mcAccumulate(
        settings.seed,
        firstPath,
        pathCount,
        months,
        inputs.monthlyInvestment,
        0,
        0,
        inputs.annualRate,
        settings.returnVolatility,
        inputs.inflationRate,
        settings.inflationVolatility,
        1,
        0,
        CRORE_RUPEES,
        CRORE_SEARCH_MONTHS,
      ),
    result: (s, fan, paths, firstRow) => ({ planner: "crore", paths, fan: monthsAxis(fan, months, firstRow), monthsFor50: s[5], monthsFor90: s[6] }),
  };
}

function sipJob(request: Extract<OddsRequest, { planner: "sip" }>): Job {
  const { inputs, settings } = request;
  const months = Math.round(inputs.timePeriod * 12);
  const mode = STEP_UP_MODE[inputs.stepUpMode ?? "none"];
  return {
    kind: KIND_GOAL,
    rows: Math.ceil(months / 12),
    plan: inputs.monthlyInvestment,
    simulate: (c, firstPath, pathCount) =>
      c.mcAccumulate(
        settings.seed,
        firstPath,
        pathCount,
        months,
        inputs.monthlyInvestment,
        mode,
        mode === 0 ? 0 : (inputs.stepUpValue ?? 0),
        inputs.annualRate,
        settings.returnVolatility,
        0,
        0,
        0,
        0,
        0,
        0,
      ),
    // The final value is the last row's: a pool takes it from the worker that summarised that row.
    result: (_s, fan, paths, firstRow) => {
      const last = fan.year.length - 1;
      return { planner: "sip", paths, fan: monthsAxis(fan, months, firstRow), finalP10: fan.p10[last], finalP50: fan.p50[last], finalP90: fan.p90[last] };
    },
  };
}

/** Years elapsed at each row's end for a plan of `months` months (the last row may be a part year). */
function monthsAxis(fan: OddsFan, months: number, firstRow: number): OddsFan {
  for (let row = 0; row < fan.year.length; row++) fan.year[row] = Math.min(12 * (firstRow + row + 1), months) / 12;
  return fan;
}

function jobOf(core: OddsCore, request: OddsRequest): Job {
  checkedSettings(request);
  switch (request.planner) {
    case "retirement":
      return retirementJob(core, request);
    case "goal":
      return goalJob(core, request);
    case "crore":
      return croreJob(core, request);
    case "sip":
      return sipJob(request);
  }
}

function summarize(core: OddsCore, job: Job, paths: number, firstRow = 0, rowCount = job.rows): OddsResult {
  checkedRows(core.mcSummarize(job.kind, paths, job.rows, firstRow, rowCount, job.plan), "simulation");
  const scalars = readScalars(resultBuffers(core), SCALAR_COUNT);
  return job.result(scalars, readTable(resultBuffers(core), rowCount, FAN_COLUMNS), paths, firstRow);
}

/** The per-path buffers of the core: rows of MC_MAX_PATHS for the balances, one for need and event. */
function pathViews(core: OddsCore) {
  // The pointers first: the first one allocates the buffers, which may grow (and so detach) the memory.
  const pointers = { nominal: core.mcNominalPtr(), real: core.mcRealPtr(), need: core.mcNeedPtr(), event: core.mcEventPtr() };
  const buffer = core.memory.buffer;
  const maxPaths = core.mcMaxPaths();
  const cells = maxPaths * core.mcMaxYears();
  return {
    maxPaths,
    nominal: new Float64Array(buffer, pointers.nominal, cells),
    real: new Float64Array(buffer, pointers.real, cells),
    need: new Float64Array(buffer, pointers.need, maxPaths),
    event: new Float64Array(buffer, pointers.event, maxPaths),
  };
}

/** The shared buffer's parts for `paths` paths (see oddsSharedBytes). */
function sharedViews(shared: SharedArrayBuffer, paths: number) {
  const rowsCells = ODDS_MAX_YEARS * paths;
  const all = new Float64Array(shared, 0, (2 * ODDS_MAX_YEARS + 2) * paths);
  return {
    nominal: all.subarray(0, rowsCells),
    real: all.subarray(rowsCells, 2 * rowsCells),
    need: all.subarray(2 * rowsCells, 2 * rowsCells + paths),
    event: all.subarray(2 * rowsCells + paths, 2 * rowsCells + 2 * paths),
  };
}

export function monteCarloApi(corePromise: Promise<OddsCore>): OddsApi {
  return {
    async odds(request) {
      const core = await corePromise;
      const job = jobOf(core, request);
      const paths = request.settings.paths;
      checkedRows(job.simulate(core, 0, paths), "simulation");
      return summarize(core, job, paths);
    },

    async oddsSimulateShared(request, firstPath, pathCount, shared) {
      const core = await corePromise;
      const job = jobOf(core, request);
      const paths = request.settings.paths;
      if (!Number.isInteger(firstPath) || !Number.isInteger(pathCount) || firstPath < 0 || pathCount < 1 || firstPath + pathCount > paths) {
        throw new CoreDomainError("simulation");
      }
      if (shared.byteLength < oddsSharedBytes(paths)) throw new RangeError("the shared buffer is too small for the paths asked");
      checkedRows(job.simulate(core, firstPath, pathCount), "simulation");
      const from = pathViews(core);
      const to = sharedViews(shared, paths);
      const end = firstPath + pathCount;
      for (let row = 0; row < job.rows; row++) {
        to.nominal.set(from.nominal.subarray(row * from.maxPaths + firstPath, row * from.maxPaths + end), row * paths + firstPath);
        to.real.set(from.real.subarray(row * from.maxPaths + firstPath, row * from.maxPaths + end), row * paths + firstPath);
      }
      to.need.set(from.need.subarray(firstPath, end), firstPath);
      to.event.set(from.event.subarray(firstPath, end), firstPath);
      return { simulatedPaths: pathCount, rows: job.rows };
    },

    async oddsSummarizeShared(request, shared, firstRow = 0, rowCount) {
      const core = await corePromise;
      const job = jobOf(core, request);
      const paths = request.settings.paths;
      const count = rowCount ?? job.rows - firstRow;
      if (shared.byteLength < oddsSharedBytes(paths)) throw new RangeError("the shared buffer is too small for the paths asked");
      if (!Number.isInteger(firstRow) || !Number.isInteger(count) || firstRow < 0 || count < 1 || firstRow + count > job.rows) {
        throw new CoreDomainError("simulation");
      }
      const to = pathViews(core);
      const from = sharedViews(shared, paths);
      for (let row = firstRow; row < firstRow + count; row++) {
        to.nominal.set(from.nominal.subarray(row * paths, (row + 1) * paths), row * to.maxPaths);
        to.real.set(from.real.subarray(row * paths, (row + 1) * paths), row * to.maxPaths);
      }
      to.need.set(from.need);
      to.event.set(from.event);
      return summarize(core, job, paths, firstRow, count);
    },
  };
}
