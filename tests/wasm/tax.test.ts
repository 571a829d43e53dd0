// The tax core (compiled WASM) against worked examples checked by hand from the rules
// (REFERENCE-DATA.md "Income tax"), against tests/reference/tax.ts (a different method), and
// against properties: tax never falls as income rises, and the comparison is the difference.
// Most examples put the income in `otherIncome` with no salary, so the taxable income is the
// figure itself (no standard deduction) and the arithmetic stays short.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { IncomeTaxInputs, IncomeTaxResult, TaxRules } from "../../workers/calc-contract";
import { flattenTaxRules } from "../../workers/api/tax";
import { TAX_YEARS } from "../../src/calculators/tax-rules";
import { hraReference, incomeTaxReference, slabTaxByOverlap } from "../reference/tax";
import { calcApi } from "./load-core";

const RULES: TaxRules = TAX_YEARS[0].rules;
const LAKH = 100_000;
const CRORE = 10_000_000;

const NO_INCOME: IncomeTaxInputs = {
  salary: 0,
  otherIncome: 0,
  age: 30,
  deductions80C: 0,
  deductions80D: 0,
  nps80CCD1B: 0,
  homeLoanInterest: 0,
  basicSalary: 0,
  hraReceived: 0,
  rentPaid: 0,
  metroCity: 0,
};

const tax = (changes: Partial<IncomeTaxInputs>, rules: TaxRules = RULES): Promise<IncomeTaxResult> => calcApi.incomeTax({ ...NO_INCOME, ...changes }, rules);
/** Taxable income exactly `income` under both regimes (no salary, so no standard deduction). */
const onIncome = (income: number, age = 30) => tax({ otherIncome: income, age });

/** Rupees to the paisa: the core works in full precision, the hand arithmetic in whole rupees. */
const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 2);

describe("the new regime (section 115BAC), worked by hand", () => {
  it("₹12,00,000 taxable: slab tax ₹60,000, all of it rebated under 87A", async () => {
    // 4-8 L at 5% = 20,000; 8-12 L at 10% = 40,000; total 60,000; rebate min(60,000, 60,000).
    const { newRegime } = await onIncome(12 * LAKH);
    close(newRegime.slabTax, 60_000);
    close(newRegime.rebate, 60_000);
    close(newRegime.totalTax, 0);
  });

  it("₹12,10,000 taxable: marginal relief cuts ₹61,500 to the ₹10,000 above ₹12 lakh, + cess = ₹10,400", async () => {
    // Slab tax 60,000 + 15% × 10,000 = 61,500; income above 12 L = 10,000 < 61,500, so the
    // tax is 10,000 (rebate 51,500); cess 4% = 400; total 10,400.
    const { newRegime } = await onIncome(12.1 * LAKH);
    close(newRegime.slabTax, 61_500);
    close(newRegime.rebate, 51_500);
    close(newRegime.cess, 400);
    close(newRegime.totalTax, 10_400);
  });

  it("marginal relief fades out: ₹12,70,000 still gets it, ₹12,80,000 does not", async () => {
    // 12.7 L: slab 60,000 + 10,500 = 70,500 > 70,000 above the limit → 70,000 + 2,800 cess.
    close((await onIncome(12.7 * LAKH)).newRegime.totalTax, 72_800);
    // 12.8 L: slab 60,000 + 12,000 = 72,000 < 80,000 above the limit → 72,000 + 2,880 cess.
    const past = (await onIncome(12.8 * LAKH)).newRegime;
    close(past.rebate, 0);
    close(past.totalTax, 74_880);
  });

  it("a salary of ₹12,75,000 pays nothing: ₹75,000 standard deduction leaves ₹12 lakh taxable", async () => {
    const { newRegime } = await tax({ salary: 12.75 * LAKH });
    close(newRegime.standardDeduction, 75_000);
    close(newRegime.taxableIncome, 12 * LAKH);
    close(newRegime.totalTax, 0);
  });

  it("₹24,00,000 taxable: ₹3,00,000 across six slabs + ₹12,000 cess", async () => {
    // 20,000 + 40,000 + 60,000 + 80,000 + 1,00,000 = 3,00,000; cess 12,000.
    const result = await onIncome(24 * LAKH);
    close(result.newRegime.totalTax, 3_12_000);
    expect(Array.from(result.newSlabs.taxInSlab)).toEqual([0, 20_000, 40_000, 60_000, 80_000, 100_000, 0]);
    expect(Array.from(result.newSlabs.ratePct)).toEqual([0, 5, 10, 15, 20, 25, 30]);
  });

  it("is the same at every age", async () => {
    for (const age of [30, 65, 85]) close((await onIncome(20 * LAKH, age)).newRegime.totalTax, (await onIncome(20 * LAKH, 30)).newRegime.totalTax);
  });
});

describe("surcharge and its marginal relief, worked by hand", () => {
  it("₹50 lakh: no surcharge; ₹50,10,000: 10% cut back to ₹10,000 over the tax at ₹50 lakh", async () => {
    // New regime at 50 L: 3,00,000 + 30% × 26 L = 10,80,000; cess 43,200 → 11,23,200.
    close((await onIncome(50 * LAKH)).newRegime.totalTax, 11_23_200);
    // At 50.1 L: tax 10,83,000; 10% surcharge 1,08,300 → 11,91,300. Ceiling: 10,80,000 +
    // 10,000 = 10,90,000, so relief 1,01,300 and surcharge 7,000; cess 43,600 → 11,33,600.
    const { newRegime } = await onIncome(50.1 * LAKH);
    close(newRegime.surcharge, 7_000);
    close(newRegime.surchargeRelief, 1_01_300);
    close(newRegime.totalTax, 11_33_600);
  });

  it("₹60 lakh: the full 10%, no relief", async () => {
    // Tax 13,80,000; surcharge 1,38,000; ceiling 10,80,000 + 10,00,000 is higher; cess 60,720.
    const { newRegime } = await onIncome(60 * LAKH);
    close(newRegime.surcharge, 1_38_000);
    close(newRegime.surchargeRelief, 0);
    close(newRegime.totalTax, 15_78_720);
  });

  it("₹1 crore at 10%; ₹1,00,10,000 at 15% less relief, against the tax + 10% at ₹1 crore", async () => {
    // At 1 Cr: 10,80,000 + 30% × 50 L = 25,80,000; + 10% = 28,38,000; cess 1,13,520.
    close((await onIncome(1 * CRORE)).newRegime.totalTax, 29_51_520);
    // At 1.001 Cr: 25,83,000 × 1.15 = 29,70,450 > 28,38,000 + 10,000 = 28,48,000:
    // surcharge 2,65,000, relief 1,22,450; cess 4% of 28,48,000 = 1,13,920.
    const { newRegime } = await onIncome(1 * CRORE + 10_000);
    close(newRegime.surcharge, 2_65_000);
    close(newRegime.surchargeRelief, 1_22_450);
    close(newRegime.totalTax, 29_61_920);
  });

  it("₹2 crore at 15%; ₹2,00,10,000 at 25% less relief", async () => {
    // At 2 Cr: 10,80,000 + 30% × 1.5 Cr = 55,80,000; × 1.15 = 64,17,000.
    // At 2.001 Cr: 55,83,000 × 1.25 = 69,78,750 > 64,17,000 + 10,000 = 64,27,000:
    // surcharge 8,44,000; cess 2,57,080; total 66,84,080.
    const { newRegime } = await onIncome(2 * CRORE + 10_000);
    close(newRegime.surcharge, 8_44_000);
    close(newRegime.totalTax, 66_84_080);
  });

  it("above ₹5 crore the new regime stays at 25%; the old goes to 37% with relief against 25% at ₹5 crore", async () => {
    const income = 5 * CRORE + 10_000;
    const { newRegime, oldRegime } = await onIncome(income);
    // New: 3,00,000 + 30% × 4,76,10,000 = 1,45,83,000; 25% = 36,45,750; cess 7,29,150.
    close(newRegime.surcharge, 36_45_750);
    close(newRegime.totalTax, 1_89_57_900);
    // Old (below 60): at 5 Cr 1,12,500 + 30% × 4.9 Cr = 1,48,12,500, × 1.25 = 1,85,15,625.
    // At 5.001 Cr: 1,48,15,500 × 1.37 = 2,02,97,235 > 1,85,15,625 + 10,000 = 1,85,25,625:
    // surcharge 37,10,125, relief 17,71,610; cess 7,41,025; total 1,92,66,650.
    close(oldRegime.slabTax, 1_48_15_500);
    close(oldRegime.surcharge, 37_10_125);
    close(oldRegime.surchargeRelief, 17_71_610);
    close(oldRegime.totalTax, 1_92_66_650);
  });

  it("the old regime's relief at ₹50 lakh", async () => {
    // Below 60: at 50 L 1,12,500 + 30% × 40 L = 13,12,500. At 50.1 L: 13,15,500 + 10% =
    // 14,47,050 > 13,12,500 + 10,000 = 13,22,500: surcharge 7,000; cess 52,900; total 13,75,400.
    const { oldRegime } = await onIncome(50.1 * LAKH);
    close(oldRegime.surcharge, 7_000);
    close(oldRegime.totalTax, 13_75_400);
  });
});

describe("the old regime, worked by hand", () => {
  it("the 87A rebate at ₹5 lakh taxable, and none (no marginal relief) at ₹5,10,000", async () => {
    // 5% × (5 L − 2.5 L) = 12,500, rebated in full.
    const atLimit = (await onIncome(5 * LAKH)).oldRegime;
    close(atLimit.slabTax, 12_500);
    close(atLimit.totalTax, 0);
    // 12,500 + 20% × 10,000 = 14,500, no rebate; cess 580 → 15,080.
    const above = (await onIncome(5.1 * LAKH)).oldRegime;
    close(above.rebate, 0);
    close(above.totalTax, 15_080);
  });

  it("₹10 lakh taxable in each age band: below 60, 60-79 and 80+", async () => {
    // Below 60: 12,500 + 20% × 5 L = 1,12,500; cess 4,500 → 1,17,000.
    close((await onIncome(10 * LAKH, 59)).oldRegime.totalTax, 1_17_000);
    // 60-79: 5% × (5 L − 3 L) = 10,000 + 1,00,000 = 1,10,000; cess 4,400 → 1,14,400.
    close((await onIncome(10 * LAKH, 60)).oldRegime.totalTax, 1_14_400);
    close((await onIncome(10 * LAKH, 79)).oldRegime.totalTax, 1_14_400);
    // 80+: 20% × (10 L − 5 L) = 1,00,000; cess 4,000 → 1,04,000.
    close((await onIncome(10 * LAKH, 80)).oldRegime.totalTax, 1_04_000);
    expect((await onIncome(10 * LAKH, 85)).oldAgeBand).toBe(2);
    expect(Array.from((await onIncome(10 * LAKH, 85)).oldSlabs.fromRupees)).toEqual([0, 5 * LAKH, 10 * LAKH]);
  });

  it("a senior's nil slab runs to ₹3 lakh, a super senior's to ₹5 lakh", async () => {
    close((await onIncome(3 * LAKH, 65)).oldRegime.slabTax, 0);
    close((await onIncome(3.5 * LAKH, 65)).oldRegime.slabTax, 2_500);
    close((await onIncome(5 * LAKH, 80)).oldRegime.slabTax, 0);
    close((await onIncome(6 * LAKH, 80)).oldRegime.totalTax, 20_800);
  });

  it("the page's defaults: ₹15 lakh salary, 80C and 80D, HRA in a metro; the new regime saves ₹49,140", async () => {
    const result = await tax({ salary: 15 * LAKH, deductions80C: 1.5 * LAKH, deductions80D: 25_000, basicSalary: 6 * LAKH, hraReceived: 2.4 * LAKH, rentPaid: 2.4 * LAKH, metroCity: 1 });
    // New: 15 L − 75,000 = 14,25,000; 60,000 + 15% × 2,25,000 = 93,750; cess 3,750 → 97,500.
    close(result.newRegime.totalTax, 97_500);
    // Old: HRA exempt = least(2,40,000; 2,40,000 − 60,000 = 1,80,000; 3,00,000) = 1,80,000.
    // 15 L − 1,80,000 − 50,000 = 12,70,000; − 1,50,000 − 25,000 = 10,95,000 taxable.
    // 12,500 + 1,00,000 + 30% × 95,000 = 1,41,000; cess 5,640 → 1,46,640.
    close(result.oldRegime.hraExemption, 1_80_000);
    close(result.oldRegime.standardDeduction, 50_000);
    close(result.oldRegime.taxableIncome, 10_95_000);
    close(result.oldRegime.totalTax, 1_46_640);
    close(result.newRegimeSaves, 49_140);
  });

  it("caps each deduction at its limit, and 80D by age", async () => {
    const claims = { otherIncome: 30 * LAKH, deductions80C: 2 * LAKH, deductions80D: 1 * LAKH, nps80CCD1B: 80_000, homeLoanInterest: 3 * LAKH };
    const young = (await tax({ ...claims, age: 30 })).oldRegime;
    expect([young.allowed80C, young.allowed80D, young.allowed80CCD1B, young.allowedHomeLoanInterest]).toEqual([1.5 * LAKH, 75_000, 50_000, 2 * LAKH]);
    // 30 L − 2 L − 1.5 L − 75,000 − 50,000 = 25,25,000.
    close(young.taxableIncome, 25.25 * LAKH);
    const senior = (await tax({ ...claims, age: 60 })).oldRegime;
    close(senior.allowed80D, 1 * LAKH);
    // The new regime allows none of them.
    close((await tax({ ...claims, age: 30 })).newRegime.taxableIncome, 30 * LAKH);
  });

  it("never takes taxable income below 0, and gives the standard deduction only up to the salary", async () => {
    const result = await tax({ salary: 40_000, deductions80C: 1.5 * LAKH, homeLoanInterest: 2 * LAKH });
    close(result.oldRegime.standardDeduction, 40_000);
    close(result.newRegime.standardDeduction, 40_000);
    expect(result.oldRegime.taxableIncome).toBe(0);
    expect(result.newRegime.taxableIncome).toBe(0);
    expect(result.oldRegime.totalTax).toBe(0);
  });
});

describe("HRA exemption, worked by hand", () => {
  const hra = (basicSalary: number, hraReceived: number, rentPaid: number, metroCity: number) =>
    calcApi.hraExemption({ basicSalary, hraReceived, rentPaid, metroCity }, RULES.hra);

  it("the least of the three: rent − 10% in a metro; 40% of salary elsewhere", async () => {
    // Basic 6 L, HRA 3 L, rent 4 L: (1) 3,00,000 (2) 4,00,000 − 60,000 = 3,40,000
    // (3) metro 50% = 3,00,000, non-metro 40% = 2,40,000.
    expect(await hra(6 * LAKH, 3 * LAKH, 4 * LAKH, 1)).toEqual({ exemptHra: 3 * LAKH, taxableHra: 0, actualHra: 3 * LAKH, rentOverTenPct: 3.4 * LAKH, salaryShare: 3 * LAKH });
    const nonMetro = await hra(6 * LAKH, 3 * LAKH, 4 * LAKH, 0);
    expect([nonMetro.exemptHra, nonMetro.taxableHra]).toEqual([2.4 * LAKH, 60_000]);
    // Rent 2.4 L: 2,40,000 − 60,000 = 1,80,000 is the least.
    expect((await hra(6 * LAKH, 3 * LAKH, 2.4 * LAKH, 1)).exemptHra).toBe(1.8 * LAKH);
  });

  it("exempts nothing when the rent is at most 10% of salary", async () => {
    const result = await hra(6 * LAKH, 3 * LAKH, 50_000, 1);
    expect([result.exemptHra, result.rentOverTenPct, result.taxableHra]).toEqual([0, 0, 3 * LAKH]);
  });

  it("refuses what is outside its domain", async () => {
    await expect(hra(-1, 0, 0, 1)).rejects.toThrow(/outside its range/);
    await expect(hra(1, 0, 0, 2)).rejects.toThrow(/outside its range/);
    await expect(tax({ salary: 1 * LAKH, hraReceived: 2 * LAKH })).rejects.toThrow(/outside its range/);
    await expect(tax({ otherIncome: Number.NaN })).rejects.toThrow(/outside its range/);
  });
});

const amount = (max: number) => fc.double({ min: 0, max, noNaN: true });
const inputsArb = fc.record({
  salary: amount(6 * CRORE),
  otherIncome: amount(2 * CRORE),
  age: fc.integer({ min: 0, max: 110 }),
  deductions80C: amount(3 * LAKH),
  deductions80D: amount(2 * LAKH),
  nps80CCD1B: amount(1 * LAKH),
  homeLoanInterest: amount(4 * LAKH),
  basicSalary: amount(1),
  hraReceived: amount(1),
  rentPaid: amount(30 * LAKH),
  metroCity: fc.constantFrom(0, 1),
});
/** Basic and HRA as shares of the salary, so the two stay parts of it. */
const realistic = inputsArb.map((inputs) => ({ ...inputs, basicSalary: inputs.salary * inputs.basicSalary * 0.6, hraReceived: inputs.salary * inputs.hraReceived * 0.3 }));

/** Within a paisa, or a billionth of the figure for very large ones. */
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.max(0.01, Math.abs(expected) * 1e-9));

describe("the core against the reference (a different method)", () => {
  it("agrees on both regimes for random incomes, ages and deductions", async () => {
    await fc.assert(
      fc.asyncProperty(realistic, async (inputs) => {
        const core = await calcApi.incomeTax(inputs, RULES);
        const reference = incomeTaxReference(inputs, RULES);
        for (const regime of ["newRegime", "oldRegime"] as const) {
          near(core[regime].taxableIncome, reference[regime].taxable);
          near(core[regime].slabTax, reference[regime].slabTax);
          near(core[regime].slabTax - core[regime].rebate, reference[regime].afterRebate);
          near(core[regime].surcharge, reference[regime].surcharge);
          near(core[regime].totalTax, reference[regime].total);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("agrees near every threshold, where the rules change (a rupee either side)", async () => {
    const thresholds = [2.5 * LAKH, 3 * LAKH, 4 * LAKH, 5 * LAKH, 8 * LAKH, 10 * LAKH, 12 * LAKH, 12.7 * LAKH, 16 * LAKH, 24 * LAKH, 50 * LAKH, CRORE, 2 * CRORE, 5 * CRORE];
    for (const threshold of thresholds) {
      for (const delta of [-1, -0.01, 0, 0.01, 1, 5_000]) {
        for (const age of [30, 60, 80]) {
          const inputs = { ...NO_INCOME, otherIncome: threshold + delta, age };
          const core = await calcApi.incomeTax(inputs, RULES);
          const reference = incomeTaxReference(inputs, RULES);
          near(core.newRegime.totalTax, reference.newRegime.total);
          near(core.oldRegime.totalTax, reference.oldRegime.total);
        }
      }
    }
  });

  it("agrees on the HRA exemption", async () => {
    await fc.assert(
      fc.asyncProperty(amount(50 * LAKH), amount(30 * LAKH), amount(40 * LAKH), fc.boolean(), async (basic, hraReceived, rent, metro) => {
        const core = await calcApi.hraExemption({ basicSalary: basic, hraReceived, rentPaid: rent, metroCity: metro ? 1 : 0 }, RULES.hra);
        near(core.exemptHra, hraReference(basic, hraReceived, rent, metro, RULES.hra));
        near(core.exemptHra + core.taxableHra, hraReceived);
      }),
    );
  });
});

describe("properties", () => {
  it("tax never falls as income rises, in either regime, at any age", async () => {
    await fc.assert(
      fc.asyncProperty(inputsArb, amount(20 * LAKH), async (inputs, raise) => {
        const base = { ...inputs, basicSalary: 0, hraReceived: 0 };
        const lower = await calcApi.incomeTax(base, RULES);
        const higher = await calcApi.incomeTax({ ...base, otherIncome: base.otherIncome + raise }, RULES);
        expect(higher.newRegime.totalTax).toBeGreaterThanOrEqual(lower.newRegime.totalTax - 1e-6);
        expect(higher.oldRegime.totalTax).toBeGreaterThanOrEqual(lower.oldRegime.totalTax - 1e-6);
      }),
      { numRuns: 300 },
    );
  });

  it("tax never falls rupee by rupee across the rebate and surcharge edges (where relief matters)", async () => {
    for (const edge of [5 * LAKH, 12 * LAKH, 50 * LAKH, CRORE, 2 * CRORE, 5 * CRORE]) {
      let previous = { newTax: -1, oldTax: -1 };
      for (let step = -200; step <= 2_000; step += 50) {
        const { newRegime, oldRegime } = await onIncome(edge + step);
        expect(newRegime.totalTax).toBeGreaterThanOrEqual(previous.newTax);
        expect(oldRegime.totalTax).toBeGreaterThanOrEqual(previous.oldTax);
        previous = { newTax: newRegime.totalTax, oldTax: oldRegime.totalTax };
      }
    }
  });

  it("the comparison is the difference of the two totals, and the slab table adds up to the slab tax", async () => {
    await fc.assert(
      fc.asyncProperty(realistic, async (inputs) => {
        const result = await calcApi.incomeTax(inputs, RULES);
        expect(result.newRegimeSaves).toBe(result.oldRegime.totalTax - result.newRegime.totalTax);
        near(
          result.newSlabs.taxInSlab.reduce((sum, value) => sum + value, 0),
          result.newRegime.slabTax,
        );
        near(
          result.oldSlabs.incomeInSlab.reduce((sum, value) => sum + value, 0),
          result.oldRegime.taxableIncome,
        );
        near(result.newRegime.totalTax, (result.newRegime.slabTax - result.newRegime.rebate + result.newRegime.surcharge) * 1.04);
      }),
      { numRuns: 200 },
    );
  });

  it("the reference's slab tax matches the slabs' own arithmetic", () => {
    // A cross-check of the reference itself: 24 L under the new slabs is 3 lakh.
    expect(slabTaxByOverlap(RULES.newRegime.slabs, 24 * LAKH)).toBe(3 * LAKH);
  });
});

describe("the rules as sent to the core", () => {
  it("carry every year's rules, which Budget 2026 left unchanged", () => {
    expect(TAX_YEARS.map((year) => year.key)).toEqual(["2025-26", "2026-27"]);
    expect(flattenTaxRules(TAX_YEARS[1].rules)).toEqual(flattenTaxRules(TAX_YEARS[0].rules));
  });

  it("are applied as given: a different rebate limit moves the edge", async () => {
    const altered: TaxRules = { ...RULES, newRegime: { ...RULES.newRegime, rebateIncomeLimitRupees: 7 * LAKH, rebateMaxRupees: 25_000 } };
    // The old ₹7 lakh rebate many calculators still use: 12 L would pay 60,000 + cess.
    close((await onIncome(12 * LAKH)).newRegime.totalTax, 0);
    close((await tax({ otherIncome: 12 * LAKH }, altered)).newRegime.totalTax, 62_400);
  });

  it("leave nothing behind for the next call: a year with fewer slabs after one with more", async () => {
    const inputs = { salary: 30 * LAKH, otherIncome: 2 * LAKH, age: 45, deductions80C: 1.5 * LAKH, basicSalary: 12 * LAKH, hraReceived: 5 * LAKH, rentPaid: 6 * LAKH };
    const before = await tax(inputs, RULES);
    // Ten slabs and six surcharge bands in every block, so every slot a year can use is written.
    const slabs = Array.from({ length: 10 }, (_, k) => ({ fromRupees: k * 2 * LAKH, ratePct: 3 * k }));
    const surcharge = Array.from({ length: 6 }, (_, k) => ({ aboveRupees: (k + 1) * 40 * LAKH, ratePct: 5 + k }));
    const crowded: TaxRules = {
      ...RULES,
      newRegime: { ...RULES.newRegime, slabs, surcharge },
      oldRegime: { ...RULES.oldRegime, surcharge, slabsByAge: RULES.oldRegime.slabsByAge.map((band) => ({ ...band, slabs })) },
    };
    expect((await tax(inputs, crowded)).newSlabs.fromRupees).toHaveLength(10);
    expect(await tax(inputs, RULES)).toEqual(before);
  });
});
