// The bench's same-algorithm TypeScript twin of the whole-life simulation (bench/twins/plan-odds.ts)
// must be the core's algorithm, not merely a similar one: equal to the core to 1e-9 relative,
// path by path through the odds, the 90% figures, the earliest age and the fan's percentiles.
import { describe, expect, it } from "vitest";
import { wholeLifeOddsTwin } from "../../bench/twins/plan-odds";
import type { RetirementInputs } from "../../workers/calc-contract";
import { calcApi } from "./load-core";

const INPUTS: RetirementInputs = {
  currentAge: 30,
  retirementAge: 60,
  lifeExpectancy: 90,
  monthlyExpenses: 50_000,
  inflation: 6,
  taxSlabPostRetirement: 10,
  preRetirementReturn: 12,
  postRetirementReturn: 7,
};
const FAN = ["p10", "p25", "p50", "p75", "p90", "realP10", "realP25", "realP50", "realP75", "realP90"] as const;

describe("the whole-life twin", () => {
  it.each([
    [3_000, 25.1, 8.6, 2.8, 30_000, 0],
    [12_000, 40, 20, 5, 45_000, 5],
    [500, 0, 0, 0, 20_000, 10],
  ])("equals the core to 1e-9: %i paths, volatilities %d/%d/%d, SIP %d stepping up %d%%", async (paths, pre, post, inflation, sipNow, sipStepUp) => {
    const odds = await calcApi.planOdds({
      planner: "retirement",
      inputs: INPUTS,
      plan: { savingsNow: 500_000, sipNow, sipStepUp },
      settings: { returnModel: "lognormal", paths, seed: 11, returnVolatility: pre, retiredReturnVolatility: post, inflationVolatility: inflation, equityShare: 100 },
    });
    if (odds.planner !== "retirement") throw new Error("wrong planner");
    const twin = wholeLifeOddsTwin({
      seed: 11,
      paths,
      savingYears: 30,
      retiredYears: 30,
      savingsNow: 500_000,
      sipNow,
      sipStepUpPct: sipStepUp,
      preReturnPct: 12,
      preSigmaPct: pre,
      postReturnPct: 7,
      postSigmaPct: post,
      inflationPct: 6,
      inflationSigmaPct: inflation,
      monthlyExpenses: 50_000,
      taxPct: 10,
    });
    const close = (a: number, b: number) => expect(Math.abs(a - b) / Math.max(Math.abs(b), 1e-6)).toBeLessThan(1e-9);
    expect(twin.yourOdds).toBe(odds.yourOdds);
    expect(twin.failedPaths).toBe(odds.failedPaths);
    close(twin.corpusFor90, odds.corpusFor90);
    close(twin.sipFor90, odds.sipFor90!);
    close(twin.spendFor90, odds.spendFor90);
    expect(twin.earliestOffset < 0 ? null : 30 + twin.earliestOffset).toBe(odds.earliestAgeFor90);
    expect(twin.failedPaths > 0 ? 30 + twin.medianRunOutYear - 1 : null).toBe(odds.medianRunOutAge);
    FAN.forEach((name, k) => {
      for (let year = 0; year < 60; year++) expect(Math.abs(twin.fan[k][year] - odds.fan[name][year])).toBeLessThanOrEqual(1e-9 * Math.max(Math.abs(odds.fan[name][year]), 1));
    });
  });
});
