// The odds panel's words and rounding: a chance as a whole percent, its margin, a 90% figure to
// what the paths support, and the sentences each planner leads with and suggests.
import { describe, expect, it } from "vitest";
import type { GoalPlanOdds, HistoryTable, PlanOddsResult, RetirementPlanOdds } from "../../../workers/calc-contract";
import { messages as en } from "./messages/odds.en";
import { messages as hi } from "./messages/odds.hi";
import { formatMonths, formatOdds, formatSimulatedRupees, marginPoints, perThousand, roundSignificant } from "./odds-format";
import { goalOdds, RETIREMENT_ODDS, steadySavings } from "./planner-odds";

describe("a chance, as the paths support it", () => {
  it("is a whole percent, 'about' for an estimate and bare for a count", () => {
    expect(formatOdds(0.6371)).toBe("about 64%");
    expect(formatOdds(0.6349)).toBe("about 63%");
    expect(formatOdds(31 / 35, false)).toBe("89%");
    expect(formatOdds(1)).toBe("100%");
    expect(formatOdds(0)).toBe("0%");
  });

  it("never rounds a chance short of certainty up to 100%, or one above none down to 0%", () => {
    expect(formatOdds(0.996)).toBe("over 99%");
    expect(formatOdds(0.004)).toBe("under 1%");
    expect(formatOdds(34 / 35, false)).toBe("97%");
  });

  it("says the lead's count of 1,000 futures to the nearest 10", () => {
    expect(perThousand(0.6371)).toBe(640);
    expect(perThousand(0.999)).toBe(1000);
    expect(en.lead.simulated("640", "your money lasted to age 80")).toBe("In about 640 of 1,000 simulated futures, your money lasted to age 80.");
    expect(en.lead.history(31, 35, 1981)).toBe("In 31 of India's 35 start years since FY1981, this plan worked.");
  });

  it("gives the margin as two standard errors in points: a decimal below a point, whole above", () => {
    // 2,000 futures at 50%: a standard error of 1.1 points, ±2.2 shown as 2.
    expect(marginPoints(Math.sqrt(0.25 / 2_000))).toBe("2");
    // 50,000 futures at 50%: ±0.45 points.
    expect(marginPoints(Math.sqrt(0.25 / 50_000))).toBe("0.4");
    expect(marginPoints(0)).toBe("0.1");
  });
});

describe("a 90% figure, to three significant figures", () => {
  it("rounds what the paths cannot tell apart", () => {
    expect(roundSignificant(1_234_567)).toBe(1_230_000);
    expect(roundSignificant(23_456)).toBe(23_500);
    expect(roundSignificant(99.4)).toBe(99);
    expect(roundSignificant(0)).toBe(0);
    expect(formatSimulatedRupees(31_249_999)).toBe("₹3,12,00,000");
    expect(formatSimulatedRupees(Number.NaN)).toBe("₹0");
  });

  it("says months as years and months, and none as not within the search", () => {
    expect(formatMonths(269)).toBe("22 years 5 months");
    expect(formatMonths(12)).toBe("1 year");
    expect(formatMonths(null)).toBe("Not within 100 years");
  });
});

const fan = () => {
  const column = () => Float64Array.of(1, 2);
  return { year: Float64Array.of(1, 2), p10: column(), p25: column(), p50: column(), p75: column(), p90: column(), realP10: column(), realP25: column(), realP50: column(), realP75: column(), realP90: column() };
};

const history: HistoryTable = {
  startYear: Float64Array.of(1981, 1982, 1983),
  worked: Float64Array.of(1, 0, 1),
  lowestBalanceReal: Float64Array.of(1, 0, 1),
  endBalanceReal: Float64Array.of(1, 0, 1),
  runOutYear: Float64Array.of(0, 12, 0),
  workedCount: 2,
  startYears: 3,
  worstStartYear: 1982,
  wrapped: false,
};

function retirementOdds(changes: Partial<RetirementPlanOdds> = {}): PlanOddsResult {
  return {
    planner: "retirement",
    returnModel: "lognormal",
    paths: 2_000,
    fan: fan(),
    plan: { savingsNow: 0, sipNow: 20_000, sipStepUp: 0 },
    yourOdds: 0.52,
    oddsMargin: 0.011,
    history: null,
    explained: null,
    suggestedSip: 20_000,
    plannedCorpus: 20_000_000,
    plannedTotalCorpus: 25_000_000,
    corpusFor90: 26_543_210,
    totalCorpusFor90: 33_000_000,
    sipFor90: 27_777,
    spendFor90: 38_888,
    earliestAgeFor90: 64,
    medianRunOutAge: 78,
    failedPaths: 960,
    ...changes,
  };
}

const RETIREMENT_INPUTS = {
  currentAge: 30,
  retirementAge: 60,
  lifeExpectancy: 85,
  monthlyExpenses: 50_000,
  inflation: 6,
  taxSlabPostRetirement: 10,
  preRetirementReturn: 12,
  postRetirementReturn: 6,
  returnVolatility: 8.6,
  preRetirementVolatility: 25.1,
  inflationVolatility: 2.8,
  returnModel: 0,
  equityShare: 100,
  retiredEquityShare: 30,
  savingsNow: 0,
  sipNow: Number.NaN,
  sipStepUp: 0,
};

describe("what the retirement panel says", () => {
  it("suggests the SIP, the age and the spend that reach 90%, each rounded", () => {
    expect(RETIREMENT_ODDS.todo(retirementOdds(), RETIREMENT_INPUTS, en)).toBe(
      "For a 90% chance: invest ₹27,800 a month, or retire at 64, or spend at most ₹38,900 a month in today's rupees.",
    );
    expect(RETIREMENT_ODDS.todo(retirementOdds({ yourOdds: 0.93 }), RETIREMENT_INPUTS, en)).toBe("Your plan already works in at least 9 futures in 10.");
  });

  it("compares the 90% corpus with the corpus it is a margin over, not with the total", () => {
    expect(RETIREMENT_ODDS.note!(retirementOdds(), RETIREMENT_INPUTS, en)).toBe(
      "A 90% chance needs ₹2,65,00,000 at retirement, 33% more than the ₹2,00,00,000 the plan computes (the capital-back fund kept aside in both).",
    );
  });

  it("shows every figure the page hooks, and the start years in the history model", () => {
    const ids = (odds: PlanOddsResult) => RETIREMENT_ODDS.figures(odds, RETIREMENT_INPUTS, en).map((figure) => figure.id);
    expect(ids(retirementOdds())).toEqual(["sipFor90", "corpusFor90", "earliestAgeFor90", "spendFor90", "medianRunOutAge"]);
    const fromHistory = RETIREMENT_ODDS.figures(retirementOdds({ returnModel: "history", history, oddsMargin: 0 }), RETIREMENT_INPUTS, en);
    expect(fromHistory.slice(0, 2).map((figure) => figure.text)).toEqual(["2 of 3 start years since FY1981, 67%", "FY1982"]);
    const inHindi = RETIREMENT_ODDS.figures(retirementOdds({ returnModel: "history", history }), RETIREMENT_INPUTS, hi);
    expect(inHindi[0].text).toBe("वित्त वर्ष 1981 से 3 में से 2 शुरुआती वर्ष, 67%");
  });

  it("says when a path ran out as an age", () => {
    expect(RETIREMENT_ODDS.when(12, RETIREMENT_INPUTS, en)).toBe("at age 41");
    expect(en.history.ranOut(RETIREMENT_ODDS.when(32, RETIREMENT_INPUTS, en))).toBe("No, ran out at age 61");
  });
});

describe("what a goal planner's panel says", () => {
  const config = goalOdds<"cost" | "years">((inputs) => ({ presentCost: inputs.cost, sharePct: 100, years: inputs.years, annualRate: 12, inflationRate: 6, wholeRupees: false }));
  const inputs = { cost: 1_000_000, years: 10, returnModel: 0, equityShare: 100, returnVolatility: 25.1, inflationVolatility: 2.8, savingsNow: 0, sipNow: 6_000, sipStepUp: 0 };
  const odds = (changes: Partial<GoalPlanOdds>): PlanOddsResult => ({
    planner: "goal",
    returnModel: "lognormal",
    paths: 2_000,
    fan: fan(),
    plan: { savingsNow: 0, sipNow: 6_000, sipStepUp: 0 },
    yourOdds: 0.4,
    oddsMargin: 0.011,
    history: null,
    explained: null,
    suggestedSip: 7_000,
    goalMedian: 1_790_000,
    sipFor90: 11_234,
    ...changes,
  });

  it("suggests the SIP for 90%, or says the savings already do it", () => {
    expect(config.todo(odds({}), inputs, en)).toBe("For a 90% chance: invest ₹11,200 a month.");
    expect(config.todo(odds({ sipFor90: 0 }), inputs, en)).toBe("For a 90% chance: what you have saved already does it.");
    expect(config.todo(odds({}), inputs, hi)).toBe("90% संभावना के लिए: हर महीने ₹11,200 निवेश करें।");
  });
});

describe("your plan at steady rates (the line drawn in front of the fan)", () => {
  it("is the planners' SIP at the start of each month, compounded monthly, plus the savings, with the step-up each year", () => {
    const rate = 0.01;
    const annuityDue = (months: number) => (((1 + rate) ** months - 1) / rate) * (1 + rate);
    const [one, two] = steadySavings({ savingsNow: 100_000, sipNow: 10_000, sipStepUp: 10 }, 12, 24, Float64Array.of(1, 2));
    expect(one).toBeCloseTo(100_000 * 1.01 ** 12 + 10_000 * annuityDue(12), 6);
    expect(two).toBeCloseTo(one * 1.01 ** 12 + 11_000 * annuityDue(12), 6);
  });
});
