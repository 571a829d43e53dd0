// The bench's same-algorithm TypeScript twin of the retirement simulation (bench/twins/) must be
// the core's algorithm, not merely a similar one: equal to the core to 1e-9 relative, path
// generator, drawdown, success count and percentiles alike.
import { describe, expect, it } from "vitest";
import { drawdownOddsTwin } from "../../bench/twins/monte-carlo";
import type { RetirementInputs } from "../../workers/calc-contract";
import { calcApi, corePromise } from "./load-core";

const FORTY_YEARS: RetirementInputs = {
  currentAge: 40,
  retirementAge: 60,
  lifeExpectancy: 100,
  monthlyExpenses: 100_000,
  inflation: 6,
  taxSlabPostRetirement: 30,
  preRetirementReturn: 12,
  postRetirementReturn: 6,
};

const FAN = ["p10", "p25", "p50", "p75", "p90", "realP10", "realP25", "realP50", "realP75", "realP90"] as const;

describe("the Monte Carlo twin", () => {
  it.each([
    [2_000, 8, 2],
    [3_000, 20, 0],
    [500, 0, 0],
  ])("equals the core to 1e-9: %i paths, return volatility %d, inflation volatility %d", async (paths, returnVolatility, inflationVolatility) => {
    const odds = await calcApi.odds({ planner: "retirement", inputs: FORTY_YEARS, settings: { paths, seed: 7, returnVolatility, inflationVolatility } });
    if (odds.planner !== "retirement") throw new Error("wrong planner");
    const core = await corePromise;
    core.retirementPlan(40, 60, 100, 100_000, 6, 30, 12, 6);
    const scalars = new Float64Array(core.memory.buffer, core.scalarsPtr(), 8);
    const twin = drawdownOddsTwin({
      seed: 7,
      paths,
      years: 40,
      startBalance: scalars[0],
      firstWithdrawal: scalars[3],
      returnPct: 6,
      returnVolatilityPct: returnVolatility,
      inflationPct: 6,
      inflationVolatilityPct: inflationVolatility,
      priceIndexAtStart: Math.expm1(20 * Math.log1p(0.06)) + 1,
    });
    expect(twin.successProbability).toBe(odds.successProbability);
    expect(twin.failedPaths).toBe(odds.failedPaths);
    expect(twin.medianRunOutYear).toBe(odds.medianRunOutYear);
    expect(Math.abs(twin.corpusFor90 - odds.corpusFor90) / odds.corpusFor90).toBeLessThan(1e-9);
    FAN.forEach((name, column) => {
      for (let year = 0; year < 40; year++) {
        const scale = Math.max(Math.abs(odds.fan[name][year]), 1e-6 * odds.plannedCorpus);
        expect(Math.abs(twin.fan[column][year] - odds.fan[name][year]) / scale).toBeLessThan(1e-9);
      }
    });
    // Not a vacuous match: with volatility the fan opens.
    if (returnVolatility > 0) expect(odds.fan.p90[39]).toBeGreaterThan(odds.fan.p10[39]);
  });
});
