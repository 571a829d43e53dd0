import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GoalInputs } from "../../workers/calc-contract";
import { goalReference } from "../reference/goals";
import { calcApi, corePromise } from "./load-core";

function closeTo(actual: number, expected: number, relative = 1e-9): boolean {
  return Math.abs(actual - expected) <= relative * Math.max(1, Math.abs(expected));
}

/** Hundreds of runs on a busy two-core machine: room beyond vitest's 5 s default. */
const PROPERTY_TIMEOUT_MS = 60_000;

const goal = (inputs: Partial<GoalInputs> & Pick<GoalInputs, "presentCost" | "years" | "annualRate">) =>
  calcApi.goal({ sharePct: 100, inflationRate: 0, wholeRupees: false, ...inputs });

const inputsArbitrary = fc.record({
  presentCost: fc.double({ min: 1, max: 1e10, noNaN: true }),
  sharePct: fc.double({ min: 0.01, max: 100, noNaN: true }),
  months: fc.integer({ min: 1, max: 1200 }),
  annualRate: fc.double({ min: 0.01, max: 50, noNaN: true }),
  inflationRate: fc.double({ min: 0, max: 50, noNaN: true }),
  wholeRupees: fc.boolean(),
});

describe("goal planner core (compiled WASM, called as the worker calls it)", () => {
  // Education defaults, by hand: 25,00,000 × 1.1^15 = 25,00,000 × 4.17724817 = 1,04,43,120.
  // i = 1% a month, n = 180: ₹1 a month paid at the start of each month grows to
  // (1.01^180 − 1) / 0.01 × 1.01 = (5.99580198 − 1) × 101 = 504.576, so the SIP is
  // 1,04,43,120 / 504.576 = 20,696.82 a month; 180 of them are 37,25,428 invested.
  it("plans ₹25,00,000 of education in 15 years at 10% inflation and 12% return as ₹20,697 a month", async () => {
    const result = await goal({ presentCost: 2_500_000, years: 15, annualRate: 12, inflationRate: 10 });
    expect(Math.round(result.futureCost)).toBe(10_443_120);
    expect(Math.round(result.monthlyInvestment)).toBe(20_697);
    expect(Math.round(result.totalInvested)).toBe(3_725_428);
    expect(Math.round(result.totalReturns)).toBe(6_717_692);
    expect(result.presentCost).toBe(2_500_000);
    expect([...result.projection.year]).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(closeTo(result.projection.totalValue[14], result.futureCost)).toBe(true);
  });

  // 80,00,000 × 20% = 16,00,000 today; × 1.06^7 (1.50363026) = 24,05,808.
  it("saves only the down payment share of an inflated home price", async () => {
    const result = await goal({ presentCost: 8_000_000, sharePct: 20, years: 7, annualRate: 11, inflationRate: 6 });
    expect(Math.round(result.futureCost)).toBe(2_405_808);
    expect(result.presentCost).toBe(1_600_000);
  });

  it("at a zero return invests the cost in equal parts and earns nothing", async () => {
    const result = await goal({ presentCost: 120_000, years: 1, annualRate: 0 });
    expect(result.monthlyInvestment).toBe(10_000);
    expect(result.totalInvested).toBe(120_000);
    expect(Object.is(result.totalReturns, 0)).toBe(true);
    expect(Object.is(result.projection.returnsEarned[0], 0)).toBe(true);
  });

  // ₹1,20,000 in a year at 12%: ₹1 a month grows to (1.01^12 − 1) / 0.01 × 1.01 = 12.809328.
  it("finds the annuity-due payment: ₹1,20,000 in 12 months at 12% is ₹9,368 a month", async () => {
    const result = await goal({ presentCost: 120_000, years: 1, annualRate: 12 });
    expect(result.monthlyInvestment).toBeCloseTo(120_000 / 12.809328, 2);
  });

  it("rounds every amount to whole rupees when asked (vacation and custom)", async () => {
    const result = await goal({ presentCost: 300_000, years: 2, annualRate: 7, inflationRate: 5, wholeRupees: true });
    const amounts = [result.futureCost, result.monthlyInvestment, result.totalInvested, result.totalReturns];
    for (const amount of amounts) expect(Number.isInteger(amount)).toBe(true);
    expect(result.futureCost).toBe(330_750); // 3,00,000 × 1.05² exactly
    expect(result.totalInvested + result.totalReturns).toBe(result.futureCost);
    for (const column of [result.projection.investedAmount, result.projection.returnsEarned]) {
      for (const value of column) expect(Number.isInteger(value)).toBe(true);
    }
  });

  it("ends a part year with a row at the goal date", async () => {
    const result = await goal({ presentCost: 100_000, years: 2.5, annualRate: 8, inflationRate: 6 });
    expect([...result.projection.year]).toEqual([1, 2, 2.5]);
    expect(closeTo(result.projection.investedAmount[2], result.totalInvested)).toBe(true);
  });

  it("matches the year-by-year inflation and month-by-month SIP reference over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(inputsArbitrary, async ({ presentCost, sharePct, months, annualRate, inflationRate }) => {
        const years = months / 12;
        const wasm = await calcApi.goal({ presentCost, sharePct, years, annualRate, inflationRate, wholeRupees: false });
        const reference = goalReference(presentCost, sharePct, years, annualRate, inflationRate);
        expect(closeTo(wasm.futureCost, reference.futureCost, 1e-9)).toBe(true);
        expect(closeTo(wasm.monthlyInvestment, reference.monthlyInvestment, 1e-9)).toBe(true);
        expect(closeTo(wasm.totalInvested, reference.totalInvested, 1e-9)).toBe(true);
        expect([...wasm.projection.year]).toEqual(reference.rows.map((row) => row.year));
        // Row by row, collected so that one expect reports every mismatch of a run.
        const mismatches = reference.rows.flatMap((row, i) => [
          ...(closeTo(wasm.projection.investedAmount[i], row.investedAmount, 1e-9) ? [] : [`invested ${i}`]),
          ...(closeTo(wasm.projection.totalValue[i], row.totalValue, 1e-9) ? [] : [`total ${i}`]),
        ]);
        expect(mismatches).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it("keeps every figure finite, returns never below 0, and invested + returns = the goal within a rupee", async () => {
    await fc.assert(
      fc.asyncProperty(inputsArbitrary, async ({ presentCost, sharePct, months, annualRate, inflationRate, wholeRupees }) => {
        const r = await calcApi.goal({ presentCost, sharePct, years: months / 12, annualRate, inflationRate, wholeRupees });
        for (const value of [r.futureCost, r.monthlyInvestment, r.totalInvested, r.totalReturns, r.presentCost]) {
          expect(Number.isFinite(value)).toBe(true);
        }
        expect(r.totalReturns).toBeGreaterThanOrEqual(0);
        expect(Math.abs(r.totalInvested + r.totalReturns - r.futureCost)).toBeLessThanOrEqual(Math.max(1, r.futureCost * 1e-12));
        expect(Object.values(r.projection).every((column) => column.every(Number.isFinite))).toBe(true);
        expect(r.projection.returnsEarned.every((value) => value >= 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it("refuses inputs outside its domain instead of writing nonsense", async () => {
    await expect(goal({ presentCost: 0, years: 5, annualRate: 10 })).rejects.toThrow(/outside its range/);
    await expect(goal({ presentCost: 1e5, years: 0, annualRate: 10 })).rejects.toThrow(/outside its range/);
    await expect(goal({ presentCost: 1e5, years: 101, annualRate: 10 })).rejects.toThrow(/outside its range/);
    await expect(goal({ presentCost: 1e5, sharePct: 101, years: 5, annualRate: 10 })).rejects.toThrow(/outside its range/);
    await expect(goal({ presentCost: 1e5, years: 5, annualRate: 10, inflationRate: -1 })).rejects.toThrow(/outside its range/);
    await expect(goal({ presentCost: Number.NaN, years: 5, annualRate: 10 })).rejects.toThrow(/outside its range/);
    await expect(goal({ presentCost: 1e300, years: 100, annualRate: 10, inflationRate: 1000 })).rejects.toThrow(/outside its range/);
  });

  it("does not grow its memory however many times it is called", async () => {
    const core = await corePromise;
    await goal({ presentCost: 1, years: 100, annualRate: 1 });
    const before = core.memory.buffer.byteLength;
    for (let i = 0; i < 20_000; i++) core.goalProjection(2_500_000, 100, 100, 12, 10, 0);
    expect(core.memory.buffer.byteLength).toBe(before);
  });
});
