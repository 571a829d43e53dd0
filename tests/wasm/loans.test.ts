import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emiReference } from "../reference/loans";
import { calcApi, corePromise } from "./load-core";

function closeTo(actual: number, expected: number, relative = 1e-9): boolean {
  return Math.abs(actual - expected) <= relative * Math.max(1, Math.abs(expected));
}

/**
 * Rounding error in a long loan at a high rate grows with (1+i)^n (an early error compounds
 * like the debt does): 3 × 10^6 for 49% over 31 years. Tolerances scale with it.
 */
const growth = (annualRate: number, months: number) => (1 + annualRate / 1200) ** months;

const sum = (column: Float64Array) => column.reduce((total, value) => total + value, 0);

const loan = (amount: number, annualRate: number, tenure: number, startYear = 2025, startMonth = 1) =>
  calcApi.emi({ amount, annualRate, tenure, startYear, startMonth });

const loanArbitrary = fc.record({
  amount: fc.double({ min: 1_000, max: 1e9, noNaN: true }),
  annualRate: fc.double({ min: 0.01, max: 50, noNaN: true }),
  months: fc.integer({ min: 1, max: 480 }),
  startMonth: fc.integer({ min: 1, max: 12 }),
});

describe("EMI core (compiled WASM, called as the worker calls it)", () => {
  it("charges ₹8,678 a month and ₹10,82,776 of interest on ₹10,00,000 at 8.5% for 20 years", async () => {
    const r = await loan(1_000_000, 8.5, 20);
    expect(r.emi.toFixed(2)).toBe("8678.23");
    expect(Math.round(r.emi)).toBe(8_678);
    expect(Math.round(r.interest)).toBe(1_082_776);
    expect(Math.round(r.total)).toBe(2_082_776);
    expect(r.principal).toBe(1_000_000);
    expect(r.months).toBe(240);
  });

  it("works a 2-month loan of ₹1,000 at 12% as by hand", async () => {
    // i = 1%: EMI = 1000 × 0.01 × 1.01² / (1.01² − 1) = 10.201 / 0.0201 = 507.5124…
    const r = await loan(1_000, 12, 2 / 12);
    expect(r.emi).toBeCloseTo(507.512438, 6);
    expect(r.monthly.interest[0]).toBeCloseTo(10, 12);
    expect(r.monthly.principal[0]).toBeCloseTo(497.512438, 6);
    expect(r.monthly.balance[0]).toBeCloseTo(502.487562, 6);
    expect(r.monthly.interest[1]).toBeCloseTo(5.02487562, 8);
    expect(r.monthly.principal[1]).toBe(r.monthly.balance[0]);
    expect(Object.is(r.monthly.balance[1], 0)).toBe(true);
  });

  it("repays a 1-month loan with one instalment of principal plus one month's interest", async () => {
    const r = await loan(50_000, 12, 1 / 12, 2030, 6);
    expect(r.months).toBe(1);
    expect(r.emi).toBeCloseTo(50_500, 9);
    expect(r.interest).toBeCloseTo(500, 9);
    expect([...r.monthly.loanMonth]).toEqual([1]);
    expect([...r.monthly.principal]).toEqual([50_000]);
    expect([...r.yearly.year]).toEqual([2030]);
    expect([...r.yearly.balance]).toEqual([0]);
  });

  it("repays a 0% loan in equal parts with no interest, without dividing by zero", async () => {
    const r = await loan(120_000, 0, 1);
    expect(r.emi).toBe(10_000);
    expect(Object.is(r.interest, 0)).toBe(true);
    expect(r.total).toBe(120_000);
    expect([...r.monthly.principal]).toEqual(Array(12).fill(10_000));
    expect([...r.monthly.balance].at(-1)).toBe(0);
  });

  it("starts in the given calendar month and groups the years by calendar year", async () => {
    const r = await loan(300_000, 9, 3 / 12, 2025, 11);
    expect([...r.monthly.calendarYear]).toEqual([2025, 2025, 2026]);
    expect([...r.monthly.calendarMonth]).toEqual([11, 12, 1]);
    expect([...r.yearly.year]).toEqual([2025, 2026]);
    expect(r.yearly.principal[0]).toBeCloseTo(r.monthly.principal[0] + r.monthly.principal[1], 9);
    expect(r.yearly.interest[1]).toBe(r.monthly.interest[2]);
    expect(r.yearly.balance[0]).toBe(r.monthly.balance[1]);
  });

  it("gives a 30-year loan 30 yearly rows from January and 31 from any other month", async () => {
    expect((await loan(5_000_000, 9, 30, 2025, 1)).yearly.year.length).toBe(30);
    const fromMarch = await loan(5_000_000, 9, 30, 2025, 3);
    expect(fromMarch.monthly.loanMonth.length).toBe(360);
    expect(fromMarch.yearly.year.length).toBe(31);
    expect(fromMarch.yearly.year[30]).toBe(2055);
  });

  it("closes every loan at exactly 0, with the last instalment taking the whole remaining balance", async () => {
    await fc.assert(
      fc.asyncProperty(loanArbitrary, async ({ amount, annualRate, months, startMonth }) => {
        const r = await loan(amount, annualRate, months / 12, 2025, startMonth);
        const last = r.months - 1;
        expect(Object.is(r.monthly.balance[last], 0)).toBe(true);
        expect(Object.is(r.yearly.balance[r.yearly.balance.length - 1], 0)).toBe(true);
        if (last > 0) expect(r.monthly.principal[last]).toBe(r.monthly.balance[last - 1]);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps principal + interest = total paid, every figure finite and the balance falling", async () => {
    await fc.assert(
      fc.asyncProperty(loanArbitrary, async ({ amount, annualRate, months, startMonth }) => {
        const r = await loan(amount, annualRate, months / 12, 2025, startMonth);
        for (const value of [r.emi, r.total, r.principal, r.interest]) expect(Number.isFinite(value)).toBe(true);
        expect(r.principal + r.interest).toBe(r.total);
        expect(closeTo(sum(r.monthly.principal), amount, 1e-12)).toBe(true);
        expect(closeTo(sum(r.yearly.interest), r.interest, 1e-12)).toBe(true);
        expect(closeTo(r.emi * months, r.total, 1e-12 + 1e-14 * growth(annualRate, months))).toBe(true);
        // Checked in plain code and asserted once: an expect per row makes the run slow.
        const notFalling = [...r.monthly.balance].filter((balance, k) => {
          const previous = k === 0 ? amount : r.monthly.balance[k - 1];
          return !Number.isFinite(balance) || balance < 0 || !(balance < previous);
        });
        expect(notFalling).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("matches the bisection and closed-form reference row by row", async () => {
    await fc.assert(
      fc.asyncProperty(loanArbitrary, fc.integer({ min: 1990, max: 2100 }), async ({ amount, annualRate, months, startMonth }, startYear) => {
        const r = await loan(amount, annualRate, months / 12, startYear, startMonth);
        const reference = emiReference(amount, annualRate, months / 12, startYear, startMonth);
        const tolerance = amount * (1e-9 + 1e-13 * growth(annualRate, months));
        expect(closeTo(r.emi, reference.emi, 1e-9)).toBe(true);
        expect(closeTo(r.interest, reference.interest, 1e-10 + 1e-15 * growth(annualRate, months))).toBe(true);
        const near = (a: number, b: number) => Math.abs(a - b) <= tolerance;
        const badMonths = reference.monthly.filter(
          (row, k) =>
            r.monthly.calendarYear[k] !== row.calendarYear ||
            r.monthly.calendarMonth[k] !== row.calendarMonth ||
            !near(r.monthly.balance[k], row.balance) ||
            !near(r.monthly.interest[k], row.interest),
        );
        expect(badMonths).toEqual([]);
        expect([...r.yearly.year]).toEqual(reference.yearly.map((row) => row.year));
        const badYears = reference.yearly.filter((row, y) => !near(r.yearly.principal[y], row.principal) || !near(r.yearly.interest[y], row.interest));
        expect(badYears).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it("refuses inputs outside its domain instead of writing past its buffer", async () => {
    await expect(loan(0, 8.5, 20)).rejects.toThrow(/outside its range/);
    await expect(loan(100_000, -1, 20)).rejects.toThrow(/outside its range/);
    await expect(loan(100_000, 8.5, 0)).rejects.toThrow(/outside its range/);
    await expect(loan(100_000, 8.5, 101)).rejects.toThrow(/outside its range/);
    await expect(loan(Number.NaN, 8.5, 20)).rejects.toThrow(/outside its range/);
    await expect(loan(100_000, 8.5, 20, 2025, 13)).rejects.toThrow(/outside its range/);
    await expect(loan(100_000, 8.5, 20, 2025.5, 1)).rejects.toThrow(/outside its range/);
  });

  it("does not grow its memory however many times it is called", async () => {
    const core = await corePromise;
    await loan(1_000_000, 8.5, 100);
    const before = core.memory.buffer.byteLength;
    for (let i = 0; i < 5_000; i++) core.emiSchedule(1_000_000, 8.5, 100, 2025, 7);
    expect(core.memory.buffer.byteLength).toBe(before);
  });

  it("returns columns that a later call does not overwrite", async () => {
    const first = await loan(1_000_000, 8.5, 20);
    await loan(1, 1, 1);
    expect(Math.round(first.emi)).toBe(8_678);
    expect(first.monthly.balance.length).toBe(240);
    expect(first.yearly.year.length).toBe(20); // January to December, 20 times
    expect(first.yearly.year.buffer).not.toBe((await corePromise).memory.buffer);
  });
});
