import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DebtEntry } from "../../workers/calc-contract";
import { referenceOrder, referencePayoff } from "../reference/debt";
import { calcApi, corePromise } from "./load-core";

const debt = (balance: number, rate: number, minimumPayment = 0): DebtEntry => ({ balance, rate, minimumPayment });
const plan = (debts: DebtEntry[], monthlyBudget = 0) => calcApi.debtPlan({ debts, monthlyBudget });

function closeTo(actual: number, expected: number, relative = 1e-9): boolean {
  return Math.abs(actual - expected) <= relative * Math.max(1, Math.abs(expected));
}

const debtArbitrary = fc.record({
  balance: fc.double({ min: 100, max: 1e7, noNaN: true }),
  rate: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 48, noNaN: true })),
  minimumPayment: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 20_000, noNaN: true })),
});

/** Debts and a budget that covers their minimums and the first month's interest (by a factor of 1.01 to 4). */
const payableArbitrary = fc
  .tuple(fc.array(debtArbitrary, { minLength: 1, maxLength: 8 }), fc.double({ min: 1.01, max: 4, noNaN: true }), fc.double({ min: 100, max: 50_000, noNaN: true }))
  .map(([debts, factor, extra]) => {
    const interest = debts.reduce((sum, d) => sum + (d.balance * d.rate) / 1200, 0);
    const minimums = debts.reduce((sum, d) => sum + d.minimumPayment, 0);
    return { debts, budget: Math.max(minimums, interest * factor) + extra };
  });

describe("Debt payoff core (compiled WASM)", () => {
  const cards = [debt(50_000, 36), debt(200_000, 14), debt(10_000, 0)];

  it("orders snowball by smallest balance and avalanche by highest rate", async () => {
    const r = await plan(cards);
    expect(r.snowball.order).toEqual([2, 0, 1]);
    expect(r.avalanche.order).toEqual([0, 1, 2]);
    expect(r.snowball.status).toBe("no-budget");
    expect(r.snowball.timeline.month.length).toBe(0);
  });

  it("breaks ties by the other key, then by list order", async () => {
    const r = await plan([debt(5_000, 10), debt(5_000, 20), debt(1_000, 20), debt(5_000, 20)]);
    expect(r.snowball.order).toEqual([2, 1, 3, 0]);
    expect(r.avalanche.order).toEqual([2, 1, 3, 0]);
    const rates = await plan([debt(9_000, 18), debt(3_000, 18), debt(3_000, 30)]);
    expect(rates.avalanche.order).toEqual([2, 1, 0]);
    expect(rates.snowball.order).toEqual([2, 1, 0]);
  });

  it("clears ₹12,000 at 0% with ₹1,000 a month in exactly 12 months", async () => {
    const r = (await plan([debt(12_000, 0)], 1_000)).snowball;
    expect(r.status).toBe("cleared");
    expect(r.months).toBe(12);
    expect(Object.is(r.totalInterest, 0)).toBe(true);
    expect(r.totalPaid).toBe(12_000);
    expect(r.payoffMonth).toEqual([12]);
    expect([...r.timeline.balance]).toEqual([12_000, 11_000, 10_000, 9_000, 8_000, 7_000, 6_000, 5_000, 4_000, 3_000, 2_000, 1_000, 0]);
  });

  it("clears ₹10,000 at 12% with ₹5,000 a month in 3 months and ₹152.51 of interest", async () => {
    // Month 1: 10,000 + 100 − 5,000 = 5,100. Month 2: 5,100 + 51 − 5,000 = 151.
    // Month 3: 151 + 1.51 = 152.51, paid in full. Interest 100 + 51 + 1.51.
    const r = (await plan([debt(10_000, 12)], 5_000)).avalanche;
    expect(r.months).toBe(3);
    expect(r.totalInterest).toBeCloseTo(152.51, 9);
    expect(r.totalPaid).toBeCloseTo(10_152.51, 9);
    expect(r.timeline.balance[1]).toBeCloseTo(5_100, 9);
    expect(r.timeline.balance[2]).toBeCloseTo(151, 9);
    expect(r.timeline.interestPaid[3]).toBeCloseTo(152.51, 9);
  });

  it("rolls a cleared debt's minimum over to the next debt", async () => {
    // ₹600 a month, minimums ₹100 each, no interest. Snowball pays A (₹1,000) first:
    // month 1 A 500, B 2,900; month 2 A 0, B 2,800; then B takes all ₹600: 2,200, 1,600,
    // 1,000, 400, 0 — cleared in month 7.
    const r = (await plan([debt(1_000, 0, 100), debt(3_000, 0, 100)], 600)).snowball;
    expect(r.payoffMonth).toEqual([2, 7]);
    expect(r.months).toBe(7);
    expect([...r.timeline.balance]).toEqual([4_000, 3_400, 2_800, 2_200, 1_600, 1_000, 400, 0]);
    expect(r.totalPaid).toBe(4_000);
  });

  it("saves interest with avalanche when the big debt costs more", async () => {
    const r = await plan([debt(10_000, 12), debt(20_000, 24)], 3_000);
    expect(r.snowball.order).toEqual([0, 1]);
    expect(r.avalanche.order).toEqual([1, 0]);
    expect(r.avalanche.totalInterest).toBeLessThan(r.snowball.totalInterest);
    expect(r.avalanche.payoffMonth[1]).toBeLessThan(r.snowball.payoffMonth[1]);
  });

  it("says how much the minimums need when the budget is below them", async () => {
    const r = await plan([debt(50_000, 36, 2_500), debt(200_000, 14, 5_000)], 7_000);
    expect(r.snowball.status).toBe("below-minimums");
    expect(r.snowball.minimumsTotal).toBe(7_500);
    expect(r.snowball.timeline.month.length).toBe(0);
  });

  it("refuses to run when the budget does not beat the first month's interest", async () => {
    // ₹1,00,000 at 36% costs ₹3,000 in the first month.
    const short = await plan([debt(100_000, 36)], 3_000);
    expect(short.avalanche.status).toBe("below-interest");
    expect(short.avalanche.firstMonthInterest).toBeCloseTo(3_000, 9);
    const enough = await plan([debt(100_000, 36)], 3_001);
    expect(enough.avalanche.status).toBe("cleared");
    // n = ln(3001) / ln(1.03) = 270.8 months.
    expect(enough.avalanche.months).toBe(271);
  });

  it("stops after 600 months when the debts outgrow the budget", async () => {
    // ₹10 lakh at 40% costs ₹33,333.33 in month 1, just under the budget; but snowball sends
    // ₹100 of it to the small loan, and from month 2 the big one's interest (₹33,336.64)
    // is more than the whole budget.
    const r = await plan([debt(100, 0), debt(1_000_000, 40)], 33_334);
    expect(r.snowball.status).toBe("not-cleared");
    expect(r.snowball.months).toBe(0);
    expect(r.snowball.timeline.month.length).toBe(601);
    expect(r.snowball.payoffMonth).toEqual([1, 0]);
  });

  it("follows the plain reference's orders, months, interest and payoff months", async () => {
    await fc.assert(
      fc.asyncProperty(payableArbitrary, async ({ debts, budget }) => {
        const r = await plan(debts, budget);
        for (const strategy of ["snowball", "avalanche"] as const) {
          const core = r[strategy];
          const reference = referencePayoff(debts, budget, strategy);
          expect(core.order).toEqual(referenceOrder(debts, strategy));
          expect(core.status).toBe(reference.cleared ? "cleared" : "not-cleared");
          expect(core.months).toBe(reference.months);
          expect(core.payoffMonth).toEqual(reference.payoffMonth);
          expect(closeTo(core.totalInterest, reference.totalInterest)).toBe(true);
          expect(closeTo(core.totalPaid, reference.totalPaid)).toBe(true);
          expect(core.timeline.balance.length).toBe(reference.balances.length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("never lets the total debt grow in a month whose interest the budget covers, and keeps every figure finite", async () => {
    await fc.assert(
      fc.asyncProperty(payableArbitrary, async ({ debts, budget }) => {
        const r = await plan(debts, budget);
        for (const strategy of [r.snowball, r.avalanche]) {
          const { balance, interestPaid } = strategy.timeline;
          const badMonths: number[] = [];
          for (let month = 1; month < balance.length; month++) {
            const interest = interestPaid[month] - interestPaid[month - 1];
            const grew = budget >= interest && balance[month] > balance[month - 1] * (1 + 1e-12);
            if (!Number.isFinite(balance[month]) || balance[month] < 0 || grew) badMonths.push(month);
          }
          expect(badMonths).toEqual([]);
          // What was paid is what was owed plus the interest, less what is still owed (up to
          // the sub-paisa residues the core forgives, and rounding at the scale of the sums).
          const charged = strategy.startBalance + strategy.totalInterest;
          const owed = charged - balance[balance.length - 1];
          expect(Math.abs(strategy.totalPaid - owed)).toBeLessThanOrEqual(1e-9 * charged + 0.005 * debts.length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("pays no more interest with avalanche than with snowball", async () => {
    await fc.assert(
      fc.asyncProperty(payableArbitrary, async ({ debts, budget }) => {
        const { snowball, avalanche } = await plan(debts, budget);
        if (snowball.status === "cleared" && avalanche.status === "cleared") {
          expect(avalanche.totalInterest).toBeLessThanOrEqual(snowball.totalInterest * (1 + 1e-9) + 1e-6);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("refuses an empty list, too many debts and impossible figures", async () => {
    await expect(plan([])).rejects.toThrow(/between 1 and 20/);
    await expect(plan(Array.from({ length: 21 }, () => debt(1_000, 10)))).rejects.toThrow(/between 1 and 20/);
    await expect(plan([debt(0, 10)])).rejects.toThrow(/outside its range/);
    await expect(plan([debt(1_000, -1)])).rejects.toThrow(/outside its range/);
    await expect(plan([debt(1_000, 10, Number.NaN)])).rejects.toThrow(/outside its range/);
    await expect(plan([debt(1_000, 10)], -5)).rejects.toThrow(/outside its range/);
  });

  it("does not grow its memory however many times it is called", async () => {
    const core = await corePromise;
    await plan([debt(100, 0), debt(1_000_000, 40)], 33_334);
    const before = core.memory.buffer.byteLength;
    for (let i = 0; i < 2_000; i++) core.debtPayoff(2, 33_334, i % 2);
    expect(core.memory.buffer.byteLength).toBe(before);
  });
});

describe("Emergency fund core (compiled WASM)", () => {
  it("keeps 3 months as the minimum and 6 as the ideal", async () => {
    const r = await calcApi.emergencyFund({ monthlyEssentials: 30_000 });
    expect(r).toEqual({ minimum: 90_000, ideal: 180_000, monthlyForMinimumIn12: 7_500, monthlyForIdealIn24: 7_500 });
  });

  it("rounds the monthly saving up to the rupee", async () => {
    const r = await calcApi.emergencyFund({ monthlyEssentials: 10_001 });
    expect(r.monthlyForMinimumIn12).toBe(2_501); // 30,003 / 12 = 2,500.25
    expect(r.monthlyForIdealIn24).toBe(2_501); // 60,006 / 24 = 2,500.25
  });

  it("refuses expenses that are not above 0", async () => {
    for (const monthlyEssentials of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(calcApi.emergencyFund({ monthlyEssentials })).rejects.toThrow(/outside its range/);
    }
  });
});
