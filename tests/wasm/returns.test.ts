// SWP, CAGR, simple interest and XIRR: the compiled core, called as the worker calls it,
// against the plain-TypeScript reference (a month walk; bisection) and hand-worked examples.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CashFlow } from "../../workers/calc-contract";
import { cagrReference, npvAt, simpleInterestReference, swpReference, xirrBisection } from "../reference/returns";
import { expectAllFinite, expectClose } from "./growth-helpers";
import { calcApi, corePromise } from "./load-core";

/** The SWP's rule: a balance or a last withdrawal below half a paisa is none (assembly/returns.ts, tests/reference/returns.ts). */
const HALF_PAISA = 0.005;

/**
 * Two amounts of the core and the month walk agree within 1e-6 of the corpus, or sit either
 * side of the half-paisa edge: an amount within rounding of it may fall below it (and count as
 * none) on one side and not on the other.
 */
function expectSameAmount(core: number, walk: number, corpus: number): void {
  if (splitAtEdge(core, walk, corpus)) return;
  expect(Math.abs(core - walk)).toBeLessThan(1e-6 * corpus);
}

/** One of the two amounts is 0 and the other within rounding of half a paisa. */
function splitAtEdge(core: number, walk: number, corpus: number): boolean {
  const atEdge = (amount: number) => Math.abs(amount - HALF_PAISA) < 1e-9 * corpus;
  return (core === 0 && atEdge(walk)) || (walk === 0 && atEdge(core));
}

describe("SWP core (withdrawal at each month end, returns at rate / 12 a month)", () => {
  it("leaves ₹10,154 of ₹5,00,000 after 5 years of ₹10,000 a month at 8%", async () => {
    // By hand: i = 0.08 / 12 = 0.0066667, g^60 = 1.0066667^60 = 1.4898457.
    // Balance = 5,00,000 × 1.4898457 − 10,000 × (1.4898457 − 1) / 0.0066667
    //         = 7,44,922.87 − 7,34,768.56 = ₹10,154.29.
    const r = await calcApi.swp({ corpus: 500_000, monthlyWithdrawal: 10_000, annualRate: 8, years: 5 });
    expect(Math.round(r.finalBalance)).toBe(10_154);
    expect(r.totalWithdrawn).toBe(600_000);
    expect(Math.round(r.totalReturns)).toBe(110_154);
    // It runs out in month 62: 61 full withdrawals (10,154.29 × 1.0066667 − 10,000 = 222.0 left
    // after month 61), then ₹223.47 in month 62.
    expect(r.fullMonths).toBe(61);
    expect(r.lastPartial).toBeCloseTo(223.467, 2);
    expect(r.projection.year.length).toBe(5);
  });

  it("lasts for ever when the returns pay the withdrawals", async () => {
    // 8% of ₹12,00,000 is ₹8,000 a month: a ₹8,000 withdrawal leaves the corpus whole.
    const r = await calcApi.swp({ corpus: 1_200_000, monthlyWithdrawal: 8_000, annualRate: 8, years: 10 });
    expect(r.fullMonths).toBeNull();
    expectClose(r.finalBalance, 1_200_000, 1e-12);
  });

  it("runs out in the first month when the withdrawal is bigger than the corpus", async () => {
    const r = await calcApi.swp({ corpus: 5_000, monthlyWithdrawal: 10_000, annualRate: 12, years: 1 });
    expect(r.fullMonths).toBe(0);
    expect(r.lastPartial).toBeCloseTo(5_050, 9); // one month of 1% on ₹5,000
    expect(r.finalBalance).toBe(0);
    expect(r.projection.year.length).toBe(1);
  });

  it("matches the month walk over random inputs, and stops its table in the year the money runs out", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 1_000, max: 1e9, noNaN: true }),
        fc.double({ min: 0.001, max: 0.05, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.integer({ min: 1, max: 600 }),
        async (corpus, share, rate, months) => {
          const withdrawal = corpus * share;
          const r = await calcApi.swp({ corpus, monthlyWithdrawal: withdrawal, annualRate: rate, years: months / 12 });
          const reference = swpReference(corpus, withdrawal, rate, months / 12);
          expectAllFinite({ ...r, fullMonths: r.fullMonths ?? 0 });
          // A last withdrawal split at the half-paisa edge is in one side's total only.
          const partialSplit = splitAtEdge(r.lastPartial, reference.lastPartial, corpus);
          const totalsDifferByIt = Math.abs(Math.abs(r.totalWithdrawn - reference.totalWithdrawn) - HALF_PAISA) < 1e-9 * corpus;
          if (!(partialSplit && totalsDifferByIt)) expectClose(r.totalWithdrawn, reference.totalWithdrawn, 1e-8);
          expectSameAmount(r.finalBalance, reference.finalBalance, corpus);
          if (reference.fullMonths !== null && reference.fullMonths < 1200) {
            expect(r.fullMonths).toBe(reference.fullMonths);
            expectSameAmount(r.lastPartial, reference.lastPartial, corpus);
          }
          expect(r.projection.year.length).toBe(reference.rows.length);
          reference.rows.forEach((row, i) => expectSameAmount(r.projection.balance[i], row.balance, corpus));
        },
      ),
      // The first: ₹1,000 at 0% lasts 51 months and leaves ₹0.004999…, under half a paisa, which
      // both sides must count as no last withdrawal (found by a CI run). The second leaves
      // ₹0.00500000001 after 487 months, at the edge itself (found by a local run); the third
      // leaves ₹0.0050000000004 after its 20 months by the walk, a hair under half a paisa by
      // the core's closed form (found by a CI run); the fourth runs out in month 135 with half a
      // paisa that only the walk takes, the fifth with a hair under it, which neither may count
      // in its total; the sixth's last withdrawal is short by a thousandth of a paisa, which both
      // must count in full (all three found by 30,000 runs).
      {
        numRuns: 200,
        examples: [
          [1000, 0.01960774509803922, 0, 1],
          [1000, 0.002053377823408624, 0, 1],
          [1000, 0.049999749999999996, 0, 20],
          [1000, 0.007462649253731343, 0, 135],
          [1000, 0.0022830936073059433, 0, 439],
          [1000, 0.008695652260869567, 0, 115],
        ],
      },
    );
  });
});

describe("CAGR core", () => {
  it("is 14.87% a year from ₹1,00,000 to ₹2,00,000 in 5 years", async () => {
    // By hand: 2^(1/5) = 1.148698; − 1 = 14.87%.
    const r = await calcApi.cagr({ initialValue: 100_000, finalValue: 200_000, years: 5 });
    expect(r.cagr.toFixed(2)).toBe("14.87");
    expect(r.absoluteReturn).toBeCloseTo(100, 12);
    expect(r.gain).toBe(100_000);
    expect(r.projection.value[4]).toBe(200_000);
    expect(r.projection.value[0]).toBeCloseTo(114_869.84, 2);
  });

  it("is negative when the value fell: ₹1,00,000 to ₹50,000 in 2 years is -29.29%", async () => {
    // √0.5 = 0.707107; − 1 = −29.29%.
    const r = await calcApi.cagr({ initialValue: 100_000, finalValue: 50_000, years: 2 });
    expect(r.cagr.toFixed(2)).toBe("-29.29");
  });

  it("refuses a ratio that annualises past any finite number, rather than answer Infinity", async () => {
    const core = await corePromise;
    expect(core.cagr(1, 1e10, 0.001)).toBe(-1);
    const r = await calcApi.cagr({ initialValue: 1, finalValue: 1e10, years: 1 / 12 });
    expectAllFinite(r);
  });

  it("matches bisection over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 1, max: 1e10, noNaN: true }), fc.double({ min: 0.05, max: 20, noNaN: true }), fc.double({ min: 0.5, max: 100, noNaN: true }), async (initial, ratio, years) => {
        const r = await calcApi.cagr({ initialValue: initial, finalValue: initial * ratio, years });
        expectAllFinite({ ...r, cagr: r.cagr === 0 ? 1 : r.cagr });
        expect(Math.abs(r.cagr - cagrReference(initial, initial * ratio, years))).toBeLessThan(1e-9);
      }),
      { numRuns: 200 },
    );
  });
});

describe("simple interest core", () => {
  it("earns ₹24,000 on ₹1,00,000 at 8% for 3 years", async () => {
    // 1,00,000 × 8 × 3 / 100 = 24,000.
    const r = await calcApi.simpleInterest({ principal: 100_000, annualRate: 8, timePeriod: 3 });
    expect(r.interest).toBe(24_000);
    expect(r.total).toBe(124_000);
    expect([...r.projection.interest]).toEqual([8_000, 16_000, 24_000]);
  });

  it("matches month-by-month accrual over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 0, max: 1e10, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), fc.integer({ min: 1, max: 1200 }), async (p, rate, months) => {
        const r = await calcApi.simpleInterest({ principal: p, annualRate: rate, timePeriod: months / 12 });
        expectClose(r.interest, simpleInterestReference(p, rate, months / 12), 1e-9);
        expectClose(r.total, p + r.interest, 1e-12);
      }),
      { numRuns: 200 },
    );
  });
});

describe("XIRR core", () => {
  const flowsOf = (list: [string, number][]): CashFlow[] => list.map(([date, amount]) => ({ date, amount }));

  it("is 10% for ₹1,00,000 growing to ₹1,10,000 over 365 days", async () => {
    // 2023-01-01 to 2024-01-01 is 365 days: 1.1^1 − 1 = 10%.
    const r = await calcApi.xirr({ flows: flowsOf([["2023-01-01", -100_000], ["2024-01-01", 110_000]]) });
    expect(r.status).toBe("solved");
    expect(r.xirr).toBeCloseTo(10, 10);
    expect(r.gain).toBe(10_000);
  });

  it("counts actual days ÷ 365, so a leap year's 366 days give 9.97%", async () => {
    // 1.1^(365/366) − 1 = 9.9714%.
    const r = await calcApi.xirr({ flows: flowsOf([["2024-01-01", -100_000], ["2025-01-01", 110_000]]) });
    expect(r.xirr).toBeCloseTo((1.1 ** (365 / 366) - 1) * 100, 10);
  });

  it("solves a SIP-like list the same as bisection, and takes the flows in any order", async () => {
    const list: [string, number][] = [
      ["2022-04-05", -10_000],
      ["2022-10-05", -10_000],
      ["2023-04-05", -10_000],
      ["2023-10-05", -10_000],
      ["2024-04-05", 46_500],
    ];
    const r = await calcApi.xirr({ flows: flowsOf(list) });
    const shuffled = await calcApi.xirr({ flows: flowsOf([list[4], list[2], list[0], list[3], list[1]]) });
    const reference = xirrBisection(list.map(([date, amount]) => ({ years: (Date.parse(date) - Date.parse(list[0][0])) / 86_400_000 / 365, amount })));
    expect(reference).not.toBeNull();
    expect(r.xirr).toBeCloseTo(reference ?? 0, 8);
    expect(shuffled.xirr).toBeCloseTo(r.xirr, 10);
  });

  it("says so when every flow has the same sign", async () => {
    const r = await calcApi.xirr({ flows: flowsOf([["2023-01-01", -100], ["2024-01-01", -50]]) });
    expect(r.status).toBe("no-sign-change");
    expect(r.flows.years.length).toBe(0);
  });

  it("says so when the signs change but no rate makes the flows cancel", async () => {
    // −100 + 50 v − 100 v² < 0 for every discount factor v > 0 (its discriminant is negative).
    const r = await calcApi.xirr({ flows: flowsOf([["2023-01-01", -100], ["2024-01-01", 50], ["2025-01-01", -100]]) });
    expect(r.status).toBe("no-solution");
  });

  it("falls back to bracketing when Newton cannot start: a 99% loss in a year is -99%", async () => {
    const r = await calcApi.xirr({ flows: flowsOf([["2023-01-01", -100_000], ["2024-01-01", 1_000]]) });
    expect(r.status).toBe("solved");
    expect(r.xirr).toBeCloseTo(-99, 8);
  });

  it("has an NPV of about 0 at its answer, and agrees with bisection, for random flows", async () => {
    const day0 = Date.UTC(2020, 0, 1);
    const flow = fc.record({ day: fc.integer({ min: 0, max: 3_650 }), amount: fc.double({ min: -1e7, max: -1, noNaN: true }) });
    await fc.assert(
      fc.asyncProperty(fc.array(flow, { minLength: 1, maxLength: 12 }), fc.integer({ min: 180, max: 3_650 }), fc.double({ min: 0.25, max: 3, noNaN: true }), async (outflows, lastDay, multiple) => {
        // Money in on random days, one amount back at least 180 days after the last: one sign
        // change, so one root, and within the core's range (0.25^(365/180) − 1 = −94%).
        const invested = outflows.reduce((sum, f) => sum - f.amount, 0);
        const latest = Math.max(...outflows.map((f) => f.day)) + lastDay;
        const all = [...outflows, { day: latest, amount: invested * multiple }];
        const flows = all.map((f) => ({ date: new Date(day0 + f.day * 86_400_000).toISOString().slice(0, 10), amount: f.amount }));
        const r = await calcApi.xirr({ flows });
        expect(r.status).toBe("solved");
        expectAllFinite({ ...r, status: 0, xirr: r.xirr === 0 ? 1 : r.xirr, npvAtRate: 1 });
        const first = Math.min(...all.map((f) => f.day));
        const timed = all.map((f) => ({ years: (f.day - first) / 365, amount: f.amount }));
        // Relative to the size of the discounted terms: at -94% a year they reach billions.
        const scale = timed.reduce((sum, f) => sum + Math.abs(f.amount / (1 + r.xirr / 100) ** f.years), 0);
        expect(Math.abs(npvAt(timed, r.xirr / 100))).toBeLessThan(1e-7 * scale);
        const reference = xirrBisection(timed, -0.9999, 1e4);
        if (reference !== null) expect(Math.abs(r.xirr - reference)).toBeLessThan(1e-6 * Math.max(1, Math.abs(reference)));
      }),
      { numRuns: 200 },
    );
  });
});

describe("returns core memory", () => {
  it("does not grow its memory however many times SWP, CAGR, simple interest and XIRR are called", async () => {
    const core = await corePromise;
    await calcApi.xirr({ flows: [{ date: "2023-01-01", amount: -100 }, { date: "2024-01-01", amount: 110 }] });
    const before = core.memory.buffer.byteLength;
    for (let i = 0; i < 2_000; i++) {
      core.swpProjection(1_000_000, 10_000, 8, 40);
      core.cagr(100_000, 200_000, 5 + (i % 10));
      core.simpleInterest(100_000, 8, 30);
      core.xirr(2);
    }
    expect(core.memory.buffer.byteLength).toBe(before);
  });
});
