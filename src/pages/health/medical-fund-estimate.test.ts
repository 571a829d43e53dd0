import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeEstimate, detectMonthlyEssentials, medicalFundEstimate } from "./medical-fund-estimate";

describe("reading the monthly essentials from a note", () => {
  it("takes the first number, with an optional ₹ and Indian or western commas", () => {
    expect(detectMonthlyEssentials("My monthly essentials ~ ₹30,000")).toBe(30000);
    expect(detectMonthlyEssentials("₹ 1,25,000 rent, food and EMIs")).toBe(125000);
    expect(detectMonthlyEssentials("about 45000 a month, 2 kids")).toBe(45000);
    expect(detectMonthlyEssentials("2 kids, 45,000 a month")).toBe(2);
  });

  it("rounds decimals", () => {
    expect(detectMonthlyEssentials("₹30,000.50")).toBe(30001);
    expect(detectMonthlyEssentials("₹30,000.49")).toBe(30000);
  });

  it("counts only a positive amount", () => {
    expect(detectMonthlyEssentials("no idea yet")).toBeUndefined();
    expect(detectMonthlyEssentials("₹0 right now")).toBeUndefined();
    expect(detectMonthlyEssentials("0.3 lakh")).toBeUndefined();
  });
});

describe("the local estimate", () => {
  it("is 3x and 6x the monthly essentials, saved over 12 and 24 months, rounded up", () => {
    expect(medicalFundEstimate(30000)).toEqual({
      monthlyEssentials: 30000,
      lowerTarget: 90000,
      upperTarget: 180000,
      monthlyFor12Months: 7500,
      monthlyFor24Months: 7500,
    });
    expect(medicalFundEstimate(10001)).toMatchObject({ lowerTarget: 30003, monthlyFor12Months: 2501, upperTarget: 60006, monthlyFor24Months: 2501 });
  });

  it("saves at least the target in each plan, never a rupee more than needed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (essentials) => {
        const estimate = medicalFundEstimate(essentials);
        expect(estimate.monthlyFor12Months * 12).toBeGreaterThanOrEqual(estimate.lowerTarget);
        expect((estimate.monthlyFor12Months - 1) * 12).toBeLessThan(estimate.lowerTarget);
        expect(estimate.monthlyFor24Months * 24).toBeGreaterThanOrEqual(estimate.upperTarget);
        expect((estimate.monthlyFor24Months - 1) * 24).toBeLessThan(estimate.upperTarget);
      }),
    );
  });

  it("is described in Indian grouping", () => {
    expect(describeEstimate(medicalFundEstimate(125000))).toBe(
      [
        "Local estimate for monthly essentials of ₹1,25,000:",
        "• Medical emergency fund: ₹3,75,000 (3 months) to ₹7,50,000 (6 months).",
        "• 12-month plan: save ₹31,250 a month to reach ₹3,75,000.",
        "• 24-month plan: save ₹31,250 a month to reach ₹7,50,000.",
      ].join("\n"),
    );
  });
});
