import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RetirementInputs } from "../../workers/calc-contract";
import { retirementReference } from "../reference/retirement";
import { calcApi } from "./load-core";

function closeTo(actual: number, expected: number, relative = 1e-9): boolean {
  return Math.abs(actual - expected) <= relative * Math.max(1, Math.abs(expected));
}

/** Hundreds of runs on a busy two-core machine: room beyond vitest's 5 s default. */
const PROPERTY_TIMEOUT_MS = 60_000;

const RETIREMENT_DEFAULTS: RetirementInputs = {
  currentAge: 40,
  retirementAge: 60,
  lifeExpectancy: 80,
  monthlyExpenses: 100_000,
  inflation: 6,
  taxSlabPostRetirement: 30,
  preRetirementReturn: 12,
  postRetirementReturn: 6,
};

const PARENT_DEFAULTS: RetirementInputs = { ...RETIREMENT_DEFAULTS, currentAge: 65, retirementAge: 65, lifeExpectancy: 85, monthlyExpenses: 50_000 };

const inputsArbitrary = fc
  .record({
    currentAge: fc.integer({ min: 0, max: 100 }),
    yearsToGo: fc.integer({ min: 0, max: 60 }),
    yearsRetired: fc.integer({ min: 1, max: 80 }),
    monthlyExpenses: fc.double({ min: 0, max: 1e9, noNaN: true }),
    inflation: fc.double({ min: 0, max: 30, noNaN: true }),
    taxSlabPostRetirement: fc.double({ min: 0, max: 50, noNaN: true }),
    preRetirementReturn: fc.double({ min: 0, max: 30, noNaN: true }),
    postRetirementReturn: fc.double({ min: 0, max: 30, noNaN: true }),
  })
  .filter(({ currentAge, yearsToGo, yearsRetired }) => currentAge + yearsToGo + yearsRetired <= 150)
  .map(({ yearsToGo, yearsRetired, ...rest }) => ({
    ...rest,
    retirementAge: rest.currentAge + yearsToGo,
    lifeExpectancy: rest.currentAge + yearsToGo + yearsRetired,
  }));

describe("retirement core (compiled WASM, called as the worker calls it)", () => {
  // The defaults, by hand. N = 60 − 40 = 20 years to go, M = 80 − 60 = 20 years retired.
  // First-year expense W = 1,00,000 × 12 × 1.06^20 / (1 − 0.30) = 12,00,000 × 3.20713547 / 0.7
  //   = 54,97,946.52.
  // Inflation 6% = post-retirement return 6%: the real return is 0 (g = 1.06/1.06 = 1), so the
  // corpus is simply M withdrawals in today's-at-retirement money: 20 × W = 10,99,58,930.48.
  // Fund to get capital back = corpus / 1.06^20 = 20 × 12,00,000 / 0.7 = 3,42,85,714.29.
  // Total = 14,42,44,644.76. SIP over 240 months at 1%: ₹1 a month grows to
  // (1.01^240 − 1) / 0.01 × 1.01 = (10.8925537 − 1) × 101 = 999.1479, so 1,44,367.66 a month.
  it("computes the defaults' zero-real-return retirement as worked out by hand", async () => {
    const r = await calcApi.retirement(RETIREMENT_DEFAULTS);
    expect(r.firstYearExpensePreTax).toBeCloseTo((1_200_000 * 1.06 ** 20) / 0.7, 4);
    expect(Math.round(r.firstYearExpensePreTax)).toBe(5_497_947);
    expect(r.retirementCorpusRequired).toBe(20 * r.firstYearExpensePreTax);
    expect(Math.round(r.retirementCorpusRequired)).toBe(109_958_930);
    expect(r.fundToGetCapitalBack).toBeCloseTo(24_000_000 / 0.7, 4);
    expect(Math.round(r.totalRetirementCorpusRequired)).toBe(144_244_645);
    expect(r.taxRate).toBe(30);
    expect(Math.round(r.monthlyInvestment)).toBe(144_368);
    expect(r.yearsToRetirement).toBe(20);
    expect(r.yearsInRetirement).toBe(20);
  });

  it("draws the defaults down over ages 60 to 79 and leaves exactly 0, with the side fund back at the corpus", async () => {
    const r = await calcApi.retirement(RETIREMENT_DEFAULTS);
    const p = r.projection;
    expect([...p.age]).toEqual(Array.from({ length: 20 }, (_, i) => 60 + i));
    expect([...p.year]).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(p.openingBalance[0]).toBe(r.retirementCorpusRequired);
    expect(p.preTaxWithdrawal[0]).toBe(r.firstYearExpensePreTax);
    expect(p.postTaxWithdrawal[0]).toBeCloseTo(r.firstYearExpensePreTax * 0.7, 6);
    expect(p.withdrawal[5]).toBe(p.preTaxWithdrawal[5]);
    // Year 1: (10,99,58,930.48 − 54,97,946.52) × 6% = 62,67,659.04 of return.
    expect(Math.round(p.return[0])).toBe(6_267_659);
    expect(Object.is(p.yearEndBalance[19], 0)).toBe(true);
    expect(closeTo(p.capitalProtectionAmount[19], r.retirementCorpusRequired, 1e-12)).toBe(true);
    for (let i = 0; i < 20; i++) {
      expect(closeTo(p.balance[i], p.yearEndBalance[i] + p.capitalProtectionAmount[i], 1e-15)).toBe(true);
      if (i > 0) expect(p.openingBalance[i]).toBe(p.yearEndBalance[i - 1]);
    }
  });

  // The parent has retired (N = 0): W = 50,000 × 12 / 0.7 = 8,57,142.86; corpus = 20 W =
  // 1,71,42,857.14; the side fund is that / 1.06^20 = 53,45,223.89; no SIP is needed.
  it("plans a parent who has already retired, with no SIP", async () => {
    const r = await calcApi.retirement(PARENT_DEFAULTS);
    expect(r.firstYearExpensePreTax).toBeCloseTo(600_000 / 0.7, 6);
    expect(Math.round(r.retirementCorpusRequired)).toBe(17_142_857);
    expect(Math.round(r.fundToGetCapitalBack)).toBe(5_345_224);
    expect(Math.round(r.totalRetirementCorpusRequired)).toBe(22_488_081);
    expect(r.monthlyInvestment).toBe(0);
    expect(r.projection.age[0]).toBe(65);
    expect(r.projection.age[19]).toBe(84);
    expect(Object.is(r.projection.yearEndBalance[19], 0)).toBe(true);
  });

  it("discounts on the real return when inflation and the post-retirement return differ", async () => {
    const r = await calcApi.retirement({ ...RETIREMENT_DEFAULTS, postRetirementReturn: 8 });
    const g = 1.06 / 1.08;
    expect(closeTo(r.retirementCorpusRequired, (r.firstYearExpensePreTax * (1 - g ** 20)) / (1 - g), 1e-12)).toBe(true);
    expect(r.retirementCorpusRequired).toBeLessThan(20 * r.firstYearExpensePreTax);
  });

  it("handles zero returns, zero inflation and zero tax without dividing by zero", async () => {
    const r = await calcApi.retirement({ ...RETIREMENT_DEFAULTS, inflation: 0, taxSlabPostRetirement: 0, preRetirementReturn: 0, postRetirementReturn: 0 });
    expect(r.firstYearExpensePreTax).toBe(1_200_000);
    expect(r.retirementCorpusRequired).toBe(24_000_000);
    expect(r.fundToGetCapitalBack).toBe(24_000_000);
    expect(r.monthlyInvestment).toBe(48_000_000 / 240);
    expect(Object.is(r.projection.yearEndBalance[19], 0)).toBe(true);
  });

  // Carried forward year by year, a balance's rounding error grows by (1 + post) a year: at 50%
  // for 110 years that is 10^19 times, far more than the last years' balances.
  it("stays exact over a long retirement at a high return: the last year opens with exactly its withdrawal", async () => {
    const r = await calcApi.retirement({ ...RETIREMENT_DEFAULTS, currentAge: 10, retirementAge: 10, lifeExpectancy: 120, inflation: 3, postRetirementReturn: 50 });
    const p = r.projection;
    const last = p.age.length - 1;
    expect(closeTo(p.openingBalance[last], p.withdrawal[last], 1e-12)).toBe(true);
    expect(closeTo(p.withdrawal[last], r.firstYearExpensePreTax * 1.03 ** last, 1e-12)).toBe(true);
    expect(p.yearEndBalance.every((value) => value >= 0)).toBe(true);
    expect(Object.is(p.yearEndBalance[last], 0)).toBe(true);
  });

  it("matches the discount-each-year and simulate-the-drawdown reference over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(inputsArbitrary, async (inputs) => {
        const wasm = await calcApi.retirement(inputs);
        const reference = retirementReference(inputs);
        expect(closeTo(wasm.firstYearExpensePreTax, reference.firstYearExpensePreTax, 1e-9)).toBe(true);
        expect(closeTo(wasm.retirementCorpusRequired, reference.retirementCorpusRequired, 1e-9)).toBe(true);
        expect(closeTo(wasm.fundToGetCapitalBack, reference.fundToGetCapitalBack, 1e-9)).toBe(true);
        expect(closeTo(wasm.monthlyInvestment, reference.monthlyInvestment, 1e-9)).toBe(true);
        expect(closeTo(reference.rows[0].openingBalance, reference.retirementCorpusRequired, 1e-9)).toBe(true);
        expect([...wasm.projection.age]).toEqual(reference.rows.map((row) => row.age));
        // Row by row, collected so that one expect reports every mismatch of a run.
        const p = wasm.projection;
        const mismatches = reference.rows.flatMap((row, i) => {
          const wrong: string[] = [];
          if (!closeTo(p.preTaxWithdrawal[i], row.withdrawal, 1e-9)) wrong.push(`withdrawal ${i}`);
          if (!closeTo(p.openingBalance[i], row.openingBalance, 1e-9)) wrong.push(`opening ${i}`);
          if (!closeTo(p.yearEndBalance[i], row.yearEndBalance, 1e-9)) wrong.push(`year-end ${i}`);
          // The reference's return is a difference of two balances: compare on their scale.
          if (Math.abs(p.return[i] - row.return) > 1e-9 * Math.max(1, row.yearEndBalance)) wrong.push(`return ${i}`);
          if (!closeTo(p.capitalProtectionAmount[i], row.capitalProtectionAmount, 1e-9)) wrong.push(`capital protection ${i}`);
          return wrong;
        });
        expect(mismatches).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it("keeps every figure finite, every row adding up, and ends every plan at exactly 0", async () => {
    await fc.assert(
      fc.asyncProperty(inputsArbitrary, async (inputs) => {
        const r = await calcApi.retirement(inputs);
        const scalars = [r.retirementCorpusRequired, r.fundToGetCapitalBack, r.totalRetirementCorpusRequired, r.firstYearExpensePreTax, r.taxRate, r.monthlyInvestment];
        for (const value of scalars) expect(Number.isFinite(value)).toBe(true);
        expect(Object.values(r.projection).every((column) => column.every(Number.isFinite))).toBe(true);
        const rows = inputs.lifeExpectancy - inputs.retirementAge;
        expect(r.projection.age.length).toBe(rows);
        expect(Object.is(r.projection.yearEndBalance[rows - 1], 0)).toBe(true);
        const p = r.projection;
        expect(p.yearEndBalance.every((value) => value >= 0)).toBe(true);
        // opening − withdrawal + return = year-end, to rounding on the opening balance's scale;
        // each year opens with the last one's closing balance.
        const addsUp = (i: number) =>
          Math.abs(p.openingBalance[i] - p.withdrawal[i] + p.return[i] - p.yearEndBalance[i]) <= 1e-12 * Math.max(1, p.openingBalance[i] + p.return[i]);
        expect(p.age.every((_, i) => addsUp(i))).toBe(true);
        expect(p.age.every((_, i) => i === 0 || p.openingBalance[i] === p.yearEndBalance[i - 1])).toBe(true);
        if (inputs.retirementAge === inputs.currentAge) expect(r.monthlyInvestment).toBe(0);
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it("refuses inputs outside its domain", async () => {
    const bad: Partial<RetirementInputs>[] = [
      { retirementAge: 39 },
      { lifeExpectancy: 60 },
      { lifeExpectancy: 80.5 },
      { lifeExpectancy: 1e6 },
      { taxSlabPostRetirement: 100 },
      { monthlyExpenses: -1 },
      { inflation: Number.NaN },
      { postRetirementReturn: -1 },
    ];
    for (const change of bad) {
      await expect(calcApi.retirement({ ...RETIREMENT_DEFAULTS, ...change })).rejects.toThrow(/outside its range/);
    }
  });
});
