// The simulated odds (assembly/monte-carlo.ts through workers/api/monte-carlo.ts) against the
// deterministic planners, against statistics a correct simulation must show, and against
// itself split across workers.
import { describe, expect, it } from "vitest";
import type { GoalInputs, OddsFan, OddsRequest, OddsResult, OddsSettings, RetirementInputs } from "../../workers/calc-contract";
import { createCalcApi } from "../../workers/calc-api";
import { oddsSharedBytes } from "../../workers/api/monte-carlo";
import { instantiateCore } from "../../workers/core-module";
import { ODDS_SHARED_BYTES_PER_PATH } from "../../src/core/odds-layout";
import { mergeOddsParts, pathRanges } from "../../src/core/odds-pool";
import { calcApi, corePromise, loadCoreBytes } from "./load-core";

const SEED = 20_261_123;
const settings = (paths: number, returnVolatility: number, inflationVolatility: number): OddsSettings => ({ paths, seed: SEED, returnVolatility, inflationVolatility });

const RETIREMENT: RetirementInputs = {
  currentAge: 40,
  retirementAge: 60,
  lifeExpectancy: 80,
  monthlyExpenses: 100_000,
  inflation: 6,
  taxSlabPostRetirement: 30,
  preRetirementReturn: 12,
  postRetirementReturn: 6,
};
const PARENT: RetirementInputs = { ...RETIREMENT, currentAge: 65, retirementAge: 65, lifeExpectancy: 85, monthlyExpenses: 50_000 };
const EDUCATION: GoalInputs = { presentCost: 2_500_000, sharePct: 100, years: 15, annualRate: 12, inflationRate: 10, wholeRupees: false };
/** A home's down payment over a part year, rounded like vacation and custom: the plan tested is the unrounded one. */
const HOME_PART_YEAR: GoalInputs = { presentCost: 8_000_000, sharePct: 20, years: 7.4, annualRate: 10, inflationRate: 7, wholeRupees: true };

/** Simulation tests do real work; the machine is shared. */
const SIMULATION_TIMEOUT_MS = 120_000;

function relativeGap(actual: number, expected: number, scale = Math.abs(expected)): number {
  return Math.abs(actual - expected) / Math.max(scale, 1e-300);
}

const PERCENTILES = ["p10", "p25", "p50", "p75", "p90"] as const;
const REAL_PERCENTILES = ["realP10", "realP25", "realP50", "realP75", "realP90"] as const;

function expectOrdered(fan: OddsFan): void {
  for (const names of [PERCENTILES, REAL_PERCENTILES]) {
    for (let row = 0; row < fan.year.length; row++) {
      for (let i = 1; i < names.length; i++) expect(fan[names[i]][row]).toBeGreaterThanOrEqual(fan[names[i - 1]][row]);
    }
  }
}

function fanOf(result: OddsResult): OddsFan {
  return result.fan;
}

describe("at zero volatility every path is the deterministic plan", () => {
  it.each([
    ["retirement", RETIREMENT],
    ["aging parent", PARENT],
  ])("%s: the computed corpus lasts in every path, and the fan is the drawdown table", async (_name, inputs) => {
    const plan = await calcApi.retirement(inputs);
    const odds = await calcApi.odds({ planner: "retirement", inputs, settings: settings(500, 0, 0) });
    if (odds.planner !== "retirement") throw new Error("wrong planner");
    expect(odds.successProbability).toBe(1);
    expect(odds.failedPaths).toBe(0);
    expect(odds.plannedCorpus).toBe(plan.retirementCorpusRequired);
    expect(relativeGap(odds.corpusFor90, plan.retirementCorpusRequired)).toBeLessThan(1e-12);
    const rows = plan.projection.yearEndBalance.length;
    expect(odds.fan.year.length).toBe(rows);
    for (const name of PERCENTILES) {
      for (let row = 0; row < rows; row++) {
        // Year-end balances fall to exactly 0; measure the gap against the corpus.
        expect(relativeGap(odds.fan[name][row], plan.projection.yearEndBalance[row], plan.retirementCorpusRequired)).toBeLessThan(1e-9);
      }
    }
  });

  it.each([
    ["education", EDUCATION],
    ["home, part year, whole rupees", HOME_PART_YEAR],
  ])("%s: the computed SIP reaches the goal in every path, and the fan is the projection", async (_name, inputs) => {
    const plan = await calcApi.goal({ ...inputs, wholeRupees: false });
    const odds = await calcApi.odds({ planner: "goal", inputs, settings: settings(500, 0, 0) });
    if (odds.planner !== "goal") throw new Error("wrong planner");
    expect(odds.successProbability).toBe(1);
    expect(odds.plannedSip).toBe(plan.monthlyInvestment);
    expect(relativeGap(odds.sipFor90, plan.monthlyInvestment)).toBeLessThan(1e-12);
    expect([...odds.fan.year]).toEqual([...plan.projection.year]);
    for (const name of PERCENTILES) {
      for (let row = 0; row < plan.projection.year.length; row++) {
        expect(relativeGap(odds.fan[name][row], plan.projection.totalValue[row])).toBeLessThan(1e-12);
      }
    }
  });

  it("first crore: half and 90% of paths arrive in the deterministic month", async () => {
    for (const inputs of [
      { monthlyInvestment: 25_000, annualRate: 12, inflationRate: 6 },
      { monthlyInvestment: 5_000, annualRate: 15, inflationRate: 0 },
      { monthlyInvestment: 200_000, annualRate: 8, inflationRate: 7.5 },
    ]) {
      const plan = await calcApi.crore(inputs);
      const odds = await calcApi.odds({ planner: "crore", inputs, settings: settings(200, 0, 0) });
      if (odds.planner !== "crore") throw new Error("wrong planner");
      expect(odds.monthsFor50).toBe(plan.totalMonths);
      expect(odds.monthsFor90).toBe(plan.totalMonths);
      expect(relativeGap(odds.fan.p50.at(-1) ?? 0, plan.fvAtGoal)).toBeLessThan(1e-12);
    }
  });

  it("SIP, flat and stepped up: every percentile of the final value is the total", async () => {
    for (const inputs of [
      { monthlyInvestment: 10_000, annualRate: 12, timePeriod: 10 },
      { monthlyInvestment: 10_000, annualRate: 12, timePeriod: 12.5, stepUpMode: "percent" as const, stepUpValue: 10 },
      { monthlyInvestment: 7_500, annualRate: 9, timePeriod: 20, stepUpMode: "amount" as const, stepUpValue: 1_000 },
    ]) {
      const plan = await calcApi.sip(inputs);
      const odds = await calcApi.odds({ planner: "sip", inputs, settings: settings(200, 0, 0) });
      if (odds.planner !== "sip") throw new Error("wrong planner");
      expect(relativeGap(odds.finalP10, plan.total)).toBeLessThan(1e-12);
      expect(relativeGap(odds.finalP90, plan.total)).toBeLessThan(1e-12);
    }
  });
});

describe("with volatility", () => {
  const requests: OddsRequest[] = [
    { planner: "retirement", inputs: RETIREMENT, settings: settings(3_000, 8, 2) },
    { planner: "goal", inputs: HOME_PART_YEAR, settings: settings(3_000, 18, 2) },
    { planner: "crore", inputs: { monthlyInvestment: 25_000, annualRate: 12, inflationRate: 6 }, settings: settings(3_000, 18, 2) },
    { planner: "sip", inputs: { monthlyInvestment: 10_000, annualRate: 12, timePeriod: 10, stepUpMode: "percent", stepUpValue: 5 }, settings: settings(3_000, 18, 0) },
  ];

  it(
    "the same seed gives the same answer run to run, and the percentiles are ordered",
    async () => {
      for (const request of requests) {
        const first = await calcApi.odds(request);
        const second = await calcApi.odds(request);
        expect(second).toEqual(first);
        expectOrdered(fanOf(first));
      }
    },
    SIMULATION_TIMEOUT_MS,
  );

  it(
    "four workers with their own cores, each simulating a range of paths, merge to the one-worker answer exactly",
    async () => {
      const workers = await Promise.all([0, 1, 2, 3].map(() => Promise.resolve(createCalcApi(instantiateCore(loadCoreBytes())))));
      for (const request of requests) {
        const alone = await calcApi.odds(request);
        const paths = request.settings.paths;
        const shared = new SharedArrayBuffer(oddsSharedBytes(paths));
        // Uneven ranges, in reverse order, to show neither size nor order matters.
        const cuts = [0, 701, 1_500, 2_999, paths];
        const simulated = await Promise.all([3, 2, 1, 0].map((k) => workers[k].oddsSimulateShared(request, cuts[k], cuts[k + 1] - cuts[k], shared)));
        expect(await workers[1].oddsSummarizeShared(request, shared)).toEqual(alone);
        // And the summary split by rows between the workers, joined as the page's pool joins it.
        const rows = simulated[0].rows;
        const rowRanges = pathRanges(rows, Math.min(3, rows));
        const parts = await Promise.all(rowRanges.map((range, k) => workers[k].oddsSummarizeShared(request, shared, range.firstPath, range.pathCount)));
        expect(mergeOddsParts(parts)).toEqual(alone);
      }
    },
    SIMULATION_TIMEOUT_MS,
  );

  it("the UI's pool sizes its shared buffer as the worker lays it out", () => {
    expect(ODDS_SHARED_BYTES_PER_PATH * 1_234).toBe(oddsSharedBytes(1_234));
  });

  it(
    "a lump sum's median final value is exp(μT) within three standard errors",
    async () => {
      // A drawdown with nothing withdrawn is a lump sum: ₹1 for T years, ln G ~ N(μ, σ²) each year.
      const core = await corePromise;
      const paths = 10_000;
      const years = 30;
      const returnPct = 10;
      const sigma = 0.2;
      expect(core.mcDrawdown(SEED, 0, paths, years, 1, 0, returnPct, sigma * 100, 0, 0, 1)).toBe(years);
      expect(core.mcSummarize(0, paths, years, 0, years, 1)).toBe(years);
      const median = new Float64Array(core.memory.buffer, core.columnsPtr(), 11 * years)[3 * years + years - 1];
      const mu = Math.log1p(returnPct / 100);
      const expected = Math.exp(mu * years);
      // The sample median of a lognormal: SE ≈ 1 / (2 f(m) √n), f(m) = 1 / (m σ√T √(2π)).
      const standardError = expected * sigma * Math.sqrt(years) * Math.sqrt(Math.PI / (2 * paths));
      expect(Math.abs(median - expected)).toBeLessThan(3 * standardError);
      // And the spread is real: the 90th percentile is about e^(1.2816 σ√T) times the median.
      const p90 = new Float64Array(core.memory.buffer, core.columnsPtr(), 11 * years)[5 * years + years - 1];
      expect(Math.log(p90 / median)).toBeCloseTo(1.2816 * sigma * Math.sqrt(years), 1);
    },
    SIMULATION_TIMEOUT_MS,
  );

  it(
    "the chance of reaching a goal never falls as the SIP rises, and the SIP for 90% reaches it in 90%",
    async () => {
      const core = await corePromise;
      const paths = 4_000;
      const months = 120;
      const target = 2_500_000;
      let previous = -1;
      for (const sip of [5_000, 8_000, 10_000, 11_000, 12_000, 13_500, 15_000, 20_000, 30_000, 60_000]) {
        expect(core.mcAccumulate(SEED, 0, paths, months, sip, 0, 0, 12, 18, 6, 2, 0, 10, target, 0)).toBe(10);
        core.mcSummarize(1, paths, 10, 0, 10, sip);
        const share = new Float64Array(core.memory.buffer, core.scalarsPtr(), 2)[0];
        expect(share).toBeGreaterThanOrEqual(previous);
        previous = share;
      }
      expect(previous).toBeGreaterThan(0.99);
      const odds = await calcApi.odds({ planner: "goal", inputs: EDUCATION, settings: settings(paths, 18, 2) });
      if (odds.planner !== "goal") throw new Error("wrong planner");
      expect(odds.successProbability).toBeGreaterThan(0.35);
      expect(odds.successProbability).toBeLessThan(0.65);
      // Run again at the SIP for 90%: the plan then succeeds in at least 90% of the same paths.
      core.mcAccumulate(SEED, 0, paths, 180, odds.sipFor90, 0, 0, 12, 18, 10, 2, 0, 15, EDUCATION.presentCost, 0);
      core.mcSummarize(1, paths, 15, 0, 15, odds.sipFor90);
      expect(new Float64Array(core.memory.buffer, core.scalarsPtr(), 1)[0]).toBeGreaterThanOrEqual(0.9);
    },
    SIMULATION_TIMEOUT_MS,
  );

  it(
    "a retirement corpus for 90% lasts in 90% of paths; failed paths run out within retirement",
    async () => {
      const odds = await calcApi.odds({ planner: "retirement", inputs: RETIREMENT, settings: settings(4_000, 8, 2) });
      if (odds.planner !== "retirement") throw new Error("wrong planner");
      expect(odds.corpusFor90).toBeGreaterThan(odds.plannedCorpus);
      expect(odds.medianRunOutYear).toBeGreaterThanOrEqual(1);
      expect(odds.medianRunOutYear).toBeLessThanOrEqual(20);
      expect(odds.failedPaths).toBe(Math.round((1 - odds.successProbability) * 4_000));
      const core = await corePromise;
      core.retirementPlan(40, 60, 80, 100_000, 6, 30, 12, 6);
      const scalars = new Float64Array(core.memory.buffer, core.scalarsPtr(), 8);
      const [firstWithdrawal, yearsToGo] = [scalars[3], scalars[6]];
      core.mcDrawdown(SEED, 0, 4_000, 20, odds.corpusFor90, firstWithdrawal, 6, 8, 6, 2, 1.06 ** yearsToGo);
      core.mcSummarize(0, 4_000, 20, 0, 20, odds.corpusFor90);
      expect(new Float64Array(core.memory.buffer, core.scalarsPtr(), 1)[0]).toBeGreaterThanOrEqual(0.9);
    },
    SIMULATION_TIMEOUT_MS,
  );

  it("refuses what it cannot simulate", async () => {
    await expect(calcApi.odds({ planner: "sip", inputs: { monthlyInvestment: 1, annualRate: 1, timePeriod: 1 }, settings: settings(10_001, 1, 0) })).rejects.toThrow(/outside its range/);
    await expect(calcApi.odds({ planner: "retirement", inputs: { ...RETIREMENT, currentAge: 40, retirementAge: 45, lifeExpectancy: 150 }, settings: settings(10, 1, 0) })).rejects.toThrow(/outside its range/);
    await expect(calcApi.odds({ planner: "goal", inputs: EDUCATION, settings: { ...settings(10, 1, 0), returnVolatility: Number.NaN } })).rejects.toThrow(/outside its range/);
  });
});
