import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findMonthlyEssentials, medicalFundPlan } from "./medical-fund";

describe("medicalFundPlan", () => {
  it("targets 3 to 6 months and saves them over 12 and 24 months (₹30,000 a month)", () => {
    expect(medicalFundPlan(30_000)).toEqual({ monthlyEssentials: 30_000, lowerTarget: 90_000, upperTarget: 180_000, monthlySaving12: 7_500, monthlySaving24: 7_500 });
  });

  it("rounds each monthly saving up to a whole rupee (₹33,333 a month)", () => {
    const plan = medicalFundPlan(33_333);
    expect(plan.lowerTarget).toBe(99_999);
    expect(plan.monthlySaving12).toBe(8_334);
    expect(plan.monthlySaving24).toBe(8_334);
  });

  it("always saves at least the target, and less than one rupee a month more than needed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (monthly) => {
        const plan = medicalFundPlan(monthly);
        expect(plan.monthlySaving12 * 12).toBeGreaterThanOrEqual(plan.lowerTarget);
        expect((plan.monthlySaving12 - 1) * 12).toBeLessThan(plan.lowerTarget);
        expect(plan.monthlySaving24 * 24).toBeGreaterThanOrEqual(plan.upperTarget);
        expect((plan.monthlySaving24 - 1) * 24).toBeLessThan(plan.upperTarget);
      }),
    );
  });
});

describe("findMonthlyEssentials", () => {
  it.each([
    ["My monthly essentials ~ ₹30,000", 30_000],
    ["Rs. 45,500 a month for rent and food", 45_500],
    ["INR 22000 per month", 22_000],
    ["I spend about 45k every month", 45_000],
    ["around 1.2 lakh monthly", 120_000],
    ["about ₹25,000.50", 25_001],
    ["Plan a fund of 3-6 months with plans for 12 and 24 months. Note: rent 15000, food 8000. Detected monthly essentials: ₹23,000.", 23_000],
    ["Plan for 12 and 24 months; my costs are 18,000 and rising", 18_000],
  ])("reads %j as %d", (prompt, amount) => {
    expect(findMonthlyEssentials(prompt)).toBe(amount);
  });

  it.each(["I have 2 kids and need a plan for 6 months", "Plan for 12 and 24 months please", "My expenses are high", "₹0 right now"])("finds no amount in %j", (prompt) => {
    expect(findMonthlyEssentials(prompt)).toBeUndefined();
  });
});
