import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { croreReference } from "../reference/loans";
import { calcApi } from "./load-core";

const crore = (monthlyInvestment: number, annualRate: number, inflationRate: number) => calcApi.crore({ monthlyInvestment, annualRate, inflationRate });

/** FVdue(P, i, n) written out, for building boundary cases. */
const fvDue = (payment: number, monthlyRate: number, months: number) => ((payment * ((1 + monthlyRate) ** months - 1)) / monthlyRate) * (1 + monthlyRate);

describe("First crore core (compiled WASM)", () => {
  it("reaches exactly ₹1 crore in 8 years 4 months with ₹1,00,000 a month, no return and no inflation", async () => {
    const r = await crore(100_000, 0, 0);
    expect(r.reached).toBe(true);
    expect([r.totalMonths, r.years, r.months]).toEqual([100, 8, 4]);
    expect(r.fvAtGoal).toBe(10_000_000);
    expect(r.inflatedTarget).toBe(10_000_000);
    expect(r.invested).toBe(10_000_000);
    expect(Object.is(r.returns, 0)).toBe(true);
  });

  it("needs one month more when a rupee short of the exact instalment", async () => {
    const r = await crore(99_999, 0, 0);
    expect(r.totalMonths).toBe(101);
    expect([r.years, r.months]).toEqual([8, 5]);
  });

  it("finds the month at the boundary: just above the instalment that reaches ₹1 crore in 120 months at 12%", async () => {
    const exact = 10_000_000 / fvDue(1, 0.01, 120);
    expect((await crore(exact * (1 + 1e-9), 12, 0)).totalMonths).toBe(120);
    expect((await crore(exact * (1 - 1e-6), 12, 0)).totalMonths).toBe(121);
  });

  it("takes 24 years 2 months at ₹25,000 a month, 12% return and 6% inflation", async () => {
    const r = await crore(25_000, 12, 6);
    expect([r.years, r.months]).toEqual([24, 2]);
    expect(r.invested).toBe(25_000 * 290);
    expect(r.fvAtGoal).toBeGreaterThanOrEqual(r.inflatedTarget);
    const reference = croreReference(25_000, 12, 6);
    expect(reference.months).toBe(290);
    expect(r.fvAtGoal).toBeCloseTo(reference.value, 4);
    expect(r.inflatedTarget).toBeCloseTo(reference.target, 4);
  });

  it("gives one row per year, the last one at the goal month", async () => {
    const r = await crore(25_000, 12, 6);
    expect(r.projection.year.length).toBe(25);
    expect(r.projection.year[24]).toBeCloseTo(290 / 12, 12);
    expect(r.projection.value[24]).toBe(r.fvAtGoal);
    expect(r.projection.target[24]).toBe(r.inflatedTarget);
    expect(r.projection.invested[0]).toBe(300_000);
  });

  it("reports an unreachable goal, with every figure 0 and no rows", async () => {
    const r = await crore(1_000, 1, 10);
    expect(r.reached).toBe(false);
    expect([r.totalMonths, r.years, r.months, r.invested, r.returns, r.fvAtGoal, r.inflatedTarget]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(r.projection.year.length).toBe(0);
  });

  it("agrees with the closed-form reference and keeps every figure finite", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 100, max: 1e8, noNaN: true }),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        async (monthly, rate, inflation) => {
          const r = await crore(monthly, rate, inflation);
          const reference = croreReference(monthly, rate, inflation);
          for (const value of [r.totalMonths, r.invested, r.returns, r.fvAtGoal, r.inflatedTarget]) expect(Number.isFinite(value)).toBe(true);
          // The two methods round differently; they may disagree only where the value and
          // the target are equal to about nine digits.
          if (r.reached !== reference.reached || r.totalMonths !== reference.months) {
            expect(Math.abs(reference.value / reference.target - 1)).toBeLessThan(1e-9);
            return;
          }
          if (!r.reached) return;
          expect(r.years * 12 + r.months).toBe(r.totalMonths);
          expect(r.months).toBeLessThan(12);
          expect(r.invested + r.returns).toBeCloseTo(r.fvAtGoal, 6);
          expect(r.fvAtGoal).toBeGreaterThanOrEqual(r.inflatedTarget);
          expect(Math.abs(r.fvAtGoal / reference.value - 1)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses a non-positive investment or a negative rate", async () => {
    await expect(crore(0, 12, 6)).rejects.toThrow(/outside its range/);
    await expect(crore(1_000, -1, 6)).rejects.toThrow(/outside its range/);
    await expect(crore(1_000, 12, -1)).rejects.toThrow(/outside its range/);
    await expect(crore(Number.NaN, 12, 6)).rejects.toThrow(/outside its range/);
  });
});
