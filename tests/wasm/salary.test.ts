// EPF and gratuity: the compiled core, called as the worker calls it, against the
// plain-TypeScript reference (EPF walked month by month; gratuity counted year by year) and
// against worked examples done by hand.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EpfInputs } from "../../workers/calc-contract";
import { epfReference, gratuityReference } from "../reference/salary";
import { expectAllFinite, expectClose } from "./growth-helpers";
import { calcApi, corePromise } from "./load-core";

const TWENTY_LAKH = 2_000_000;

const EPF_DEFAULTS: EpfInputs = {
  monthlyBasicDa: 30_000,
  age: 30,
  retirementAge: 58,
  employeeContribution: 12,
  employerContribution: 3.67,
  salaryGrowth: 5,
  annualRate: 8.25,
  currentBalance: 0,
};

describe("EPF core (interest on the monthly running balance, credited at each year end)", () => {
  it("credits ₹2,521 of interest in the first year on ₹30,000 basic + DA at 8.25%", async () => {
    // By hand: a month's contribution is 15.67% of ₹30,000 = ₹4,701. The month-end balances
    // are 4,701 × 1, 2, ..., 12, summing to 4,701 × 78 = 3,66,678; × 8.25 / 1200 = ₹2,520.91.
    // The year ends at 12 × 4,701 + 2,520.91 = ₹58,932.91.
    const r = await calcApi.epf({ ...EPF_DEFAULTS, retirementAge: 31 });
    expect(r.projection.interest[0]).toBeCloseTo(2_520.91125, 6);
    expect(r.corpus).toBeCloseTo(58_932.91125, 6);
    expect(r.employeeTotal).toBeCloseTo(43_200, 9); // 12% of 30,000 × 12
    expect(r.employerTotal).toBeCloseTo(13_212, 9); // 3.67% of 30,000 × 12
  });

  it("earns a full year of interest on the opening balance, and nothing more on last year's interest until it is credited", async () => {
    // ₹1,00,000 opening, no contributions: 12 × 1,00,000 × 8.25 / 1200 = ₹8,250 in year 1;
    // year 2 on ₹1,08,250: ₹8,930.63. The same as yearly compounding at 8.25%.
    const r = await calcApi.epf({ ...EPF_DEFAULTS, retirementAge: 32, employeeContribution: 0, employerContribution: 0, currentBalance: 100_000 });
    expect(r.projection.interest[0]).toBeCloseTo(8_250, 9);
    expect(r.projection.interest[1]).toBeCloseTo(8_930.625, 9);
    expect(r.corpus).toBeCloseTo(100_000 * 1.0825 ** 2, 6);
  });

  it("raises basic + DA from the second year on", async () => {
    const r = await calcApi.epf(EPF_DEFAULTS);
    expect(r.projection.monthlySalary[0]).toBe(30_000);
    expect(r.projection.monthlySalary[1]).toBeCloseTo(31_500, 9);
    expect(r.projection.year.length).toBe(28);
    expect(r.projection.age[27]).toBe(58);
    expect(r.finalMonthlySalary).toBeCloseTo(30_000 * 1.05 ** 27, 6);
  });

  it("matches the month-by-month reference over random inputs, and the corpus is the sum of its parts", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          monthlyBasicDa: fc.double({ min: 0, max: 1e7, noNaN: true }),
          age: fc.integer({ min: 15, max: 69 }),
          span: fc.integer({ min: 1, max: 50 }),
          employeeContribution: fc.double({ min: 0, max: 100, noNaN: true }),
          employerContribution: fc.double({ min: 0, max: 12, noNaN: true }),
          salaryGrowth: fc.double({ min: 0, max: 30, noNaN: true }),
          annualRate: fc.double({ min: 0, max: 15, noNaN: true }),
          currentBalance: fc.double({ min: 0, max: 1e8, noNaN: true }),
        }),
        async ({ span, ...rest }) => {
          const inputs = { ...rest, retirementAge: rest.age + span };
          const r = await calcApi.epf(inputs);
          const reference = epfReference(inputs);
          expectAllFinite(r);
          expectClose(r.corpus, reference.corpus, 1e-9);
          expectClose(r.interestTotal, reference.interestTotal, 1e-9);
          expect(r.projection.year.length).toBe(reference.rows.length);
          reference.rows.forEach((row, i) => {
            expectClose(r.projection.balance[i], row.balance, 1e-9);
            expectClose(r.projection.interest[i], row.interest, 1e-9);
          });
          expectClose(r.openingBalance + r.employeeTotal + r.employerTotal + r.interestTotal, r.corpus, 1e-9);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("gratuity core (15/26 × last basic + DA × counted years)", () => {
  it("pays ₹2,88,462 on ₹50,000 after 10 years", async () => {
    // By hand: 50,000 × 15 / 26 = 28,846.15 a year of service; × 10 = ₹2,88,461.54.
    const r = await calcApi.gratuity({ monthlySalary: 50_000, years: 10, exemptLimit: TWENTY_LAKH, minimumYears: 5 });
    expect(Math.round(r.gratuity)).toBe(288_462);
    expect(r.countedYears).toBe(10);
    expect(r.eligible).toBe(true);
    expect(r.exempt).toBe(r.gratuity);
    expect(r.taxable).toBe(0);
  });

  it("counts a final part-year over six months as a year, and six months or less not at all", async () => {
    // 10 years 7 months -> 11 years: 28,846.15 × 11 = ₹3,17,307.69; 10 years 6 months -> 10.
    const seven = await calcApi.gratuity({ monthlySalary: 50_000, years: 10 + 7 / 12, exemptLimit: TWENTY_LAKH, minimumYears: 5 });
    expect(seven.countedYears).toBe(11);
    expect(Math.round(seven.gratuity)).toBe(317_308);
    const six = await calcApi.gratuity({ monthlySalary: 50_000, years: 10.5, exemptLimit: TWENTY_LAKH, minimumYears: 5 });
    expect(six.countedYears).toBe(10);
  });

  it("pays nothing before five years of service, even when a part-year rounds up to five", async () => {
    // 4 years 7 months counts as 5 years in the formula, but the Act asks for 5 years' service.
    const r = await calcApi.gratuity({ monthlySalary: 50_000, years: 4 + 7 / 12, exemptLimit: TWENTY_LAKH, minimumYears: 5 });
    expect(r.eligible).toBe(false);
    expect(r.gratuity).toBe(0);
    expect(r.countedYears).toBe(5);
    expect(Math.round(r.formulaAmount)).toBe(144_231); // 28,846.15 × 5
    expect([...r.projection.gratuity]).toEqual([0, 0, 0, 0, 0]);
  });

  it("pays a fixed-term employee after one year (Code on Social Security, 2020)", async () => {
    // 1 year 7 months counts as 2 years: 28,846.15 × 2 = ₹57,692.31.
    const r = await calcApi.gratuity({ monthlySalary: 50_000, years: 1 + 7 / 12, exemptLimit: TWENTY_LAKH, minimumYears: 1 });
    expect(r.eligible).toBe(true);
    expect(Math.round(r.gratuity)).toBe(57_692);
    const short = await calcApi.gratuity({ monthlySalary: 50_000, years: 0.5, exemptLimit: TWENTY_LAKH, minimumYears: 1 });
    expect(short.gratuity).toBe(0);
  });

  it("splits an amount above ₹20 lakh into the exempt ₹20 lakh and the taxable rest", async () => {
    // ₹2,00,000 × 15/26 × 20 = ₹23,07,692.31: ₹20,00,000 exempt, ₹3,07,692.31 taxable.
    const r = await calcApi.gratuity({ monthlySalary: 200_000, years: 20, exemptLimit: TWENTY_LAKH, minimumYears: 5 });
    expect(Math.round(r.gratuity)).toBe(2_307_692);
    expect(r.exempt).toBe(TWENTY_LAKH);
    expect(Math.round(r.taxable)).toBe(307_692);
  });

  it("matches the counting reference over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.integer({ min: 1, max: 720 }), async (salary, months) => {
        const r = await calcApi.gratuity({ monthlySalary: salary, years: months / 12, exemptLimit: TWENTY_LAKH, minimumYears: 5 });
        const reference = gratuityReference(salary, months / 12);
        expectAllFinite(r);
        expect(r.countedYears).toBe(reference.countedYears);
        expectClose(r.gratuity, reference.gratuity, 1e-12);
        expectClose(r.exempt + r.taxable, r.gratuity, 1e-12);
      }),
      { numRuns: 300 },
    );
  });
});

describe("salary core memory", () => {
  it("does not grow its memory however many times EPF and gratuity are called", async () => {
    const core = await corePromise;
    await calcApi.epf(EPF_DEFAULTS);
    const before = core.memory.buffer.byteLength;
    for (let i = 0; i < 2_000; i++) {
      core.epfProjection(30_000, 30, 58 - (i % 20), 12, 3.67, 5, 8.25, 0);
      core.gratuity(50_000, 10 + (i % 30), TWENTY_LAKH, 60);
    }
    expect(core.memory.buffer.byteLength).toBe(before);
  });
});
