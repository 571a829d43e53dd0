import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sipReference } from "../reference/growth";
import { calcApi, corePromise } from "./load-core";

function closeTo(actual: number, expected: number, relative = 1e-9): boolean {
  return Math.abs(actual - expected) <= relative * Math.max(1, Math.abs(expected));
}

describe("SIP core (compiled WASM, called as the worker calls it)", () => {
  it("grows ₹10,000 a month at 12% for 10 years to ₹23,23,391 with ₹12,00,000 invested", async () => {
    const result = await calcApi.sip({ monthlyInvestment: 10_000, annualRate: 12, timePeriod: 10 });
    expect(Math.round(result.total)).toBe(2_323_391);
    expect(result.invested).toBe(1_200_000);
    expect(Math.round(result.gained)).toBe(1_123_391);
  });

  it("gives one row per year whose last row equals the totals", async () => {
    const result = await calcApi.sip({ monthlyInvestment: 5_000, annualRate: 10, timePeriod: 7 });
    expect([...result.projection.year]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(result.projection.total[6]).toBe(result.total);
    expect(result.projection.principal[6]).toBe(result.invested);
  });

  it("ends a part year with a row at the end of the period", async () => {
    const result = await calcApi.sip({ monthlyInvestment: 1_000, annualRate: 8, timePeriod: 2.5 });
    expect([...result.projection.year]).toEqual([1, 2, 2.5]);
    expect(result.invested).toBe(30_000);
  });

  it("matches the month-by-month reference over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 1, max: 1e9, noNaN: true }),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        fc.integer({ min: 1, max: 1200 }),
        async (monthly, rate, months) => {
          const years = months / 12;
          const wasm = await calcApi.sip({ monthlyInvestment: monthly, annualRate: rate, timePeriod: years });
          const reference = sipReference(monthly, rate, years);
          expect(closeTo(wasm.total, reference.total)).toBe(true);
          expect(closeTo(wasm.invested, reference.invested)).toBe(true);
          expect(wasm.projection.year.length).toBe(reference.rows.length);
          reference.rows.forEach((row, i) => {
            expect(closeTo(wasm.projection.total[i], row.total)).toBe(true);
            expect(closeTo(wasm.projection.growth[i], row.growth, 1e-7)).toBe(true);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps invested + gained = total and every figure finite", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 1, max: 1e9, noNaN: true }),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        fc.integer({ min: 1, max: 1200 }),
        async (monthly, rate, months) => {
          const r = await calcApi.sip({ monthlyInvestment: monthly, annualRate: rate, timePeriod: months / 12 });
          for (const value of [r.invested, r.gained, r.total]) expect(Number.isFinite(value)).toBe(true);
          expect(closeTo(r.invested + r.gained, r.total, 1e-12)).toBe(true);
          expect(r.gained).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("treats a zero rate as plain saving, without dividing by zero", async () => {
    const result = await calcApi.sip({ monthlyInvestment: 2_000, annualRate: 0, timePeriod: 3 });
    expect(result.total).toBe(72_000);
    expect(Object.is(result.gained, 0)).toBe(true);
  });

  it("refuses a period outside 1 to 1200 months instead of writing past its buffer", async () => {
    await expect(calcApi.sip({ monthlyInvestment: 1_000, annualRate: 12, timePeriod: 0 })).rejects.toThrow(/outside its range/);
    await expect(calcApi.sip({ monthlyInvestment: 1_000, annualRate: 12, timePeriod: 101 })).rejects.toThrow(/outside its range/);
    await expect(calcApi.sip({ monthlyInvestment: Number.NaN, annualRate: 12, timePeriod: 5 })).rejects.toThrow(/outside its range/);
  });

  it("does not grow its memory however many times it is called", async () => {
    const core = await corePromise;
    await calcApi.sip({ monthlyInvestment: 1, annualRate: 1, timePeriod: 100 });
    const before = core.memory.buffer.byteLength;
    for (let i = 0; i < 20_000; i++) core.sipProjection(10_000, 12, 100);
    expect(core.memory.buffer.byteLength).toBe(before);
  });

  it("returns columns that own their buffer, so they can be transferred", async () => {
    const a = await calcApi.sip({ monthlyInvestment: 10_000, annualRate: 12, timePeriod: 10 });
    const core = await corePromise;
    expect(a.projection.total.buffer).not.toBe(core.memory.buffer);
    await calcApi.sip({ monthlyInvestment: 1, annualRate: 1, timePeriod: 10 });
    expect(Math.round(a.total)).toBe(2_323_391); // a later call does not overwrite an earlier result
    expect(Math.round(a.projection.total[9])).toBe(2_323_391);
  });
});
