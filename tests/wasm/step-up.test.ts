// Step-up SIP (the SIP calculator and Difference in Returns in SIP mode): the compiled core,
// called as the worker calls it, against worked examples done by hand and the month-by-month
// reference (tests/reference/growth.ts), whose method differs from the core's (the core adds
// each year's increase to the flat SIP's closed form).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SipResult, StepUpMode } from "../../workers/calc-contract";
import { stepUpSipReference } from "../reference/growth";
import { arbitrary, closeTo, expectAllFinite, expectClose } from "./growth-helpers";
import { calcApi, corePromise } from "./load-core";

/** The bounds the definitions accept: up to 100% a year, or up to ₹10 crore a year. */
const stepUp = fc.oneof(
  fc.record({ mode: fc.constant<StepUpMode>("percent"), value: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 100, noNaN: true })) }),
  fc.record({ mode: fc.constant<StepUpMode>("amount"), value: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1e8, noNaN: true })) }),
);
const rateOrZero = fc.oneof(fc.constant(0), arbitrary.rate);

function stepUpOf(result: SipResult) {
  if (!result.stepUp) throw new Error("a SIP with a step-up mode returns its step-up figures");
  return result.stepUp;
}

describe("step-up SIP core: worked examples", () => {
  it("grows ₹10,000 a month rising 10% a year at 12% for 10 years to ₹33,74,326 with ₹19,12,491 invested", async () => {
    // By hand: the instalments are 10,000 × 1.1^y for y = 0..9, so invested = 1,20,000 ×
    // (1.1^10 − 1) / 0.1 = 1,20,000 × 15.9374246 = 19,12,491. A year of ₹1 a month at 1% is
    // worth FVdue(1, 1%, 12) = 12.6825030 × 1.01 = 12.8093280 at the year's end, and then grows
    // 1.01^12 = 1.1268250 a year: total = 12.8093280 × 10,000 × Σ 1.1^y × 1.1268250^(9−y)
    // = 12.8093280 × 10,000 × 26.3430 ≈ 33,74,326.
    const r = await calcApi.sip({ monthlyInvestment: 10_000, annualRate: 12, timePeriod: 10, stepUpMode: "percent", stepUpValue: 10 });
    expect(Math.round(r.total)).toBe(3_374_326);
    expect(Math.round(r.invested)).toBe(1_912_491);
    expect(Math.round(r.gained)).toBe(3_374_326 - 1_912_491);
    const s = stepUpOf(r);
    // 10,000 × 1.1^9 = 23,579.48: the instalment of the tenth year.
    expect(Math.round(s.finalInstalment)).toBe(23_579);
    expect(Math.round(s.flatTotal)).toBe(2_323_391);
    expect(s.flatInvested).toBe(1_200_000);
    expect([...s.projection.instalment.slice(0, 3)].map(Math.round)).toEqual([10_000, 11_000, 12_100]);
    expect(r.projection.total[9]).toBe(r.total);
    expect(s.projection.flatTotal[9]).toBe(s.flatTotal);
  });

  it("adds a fixed ₹1,000 a year: ₹10,000 rising to ₹19,000, 12%, 10 years gives ₹31,45,356 with ₹17,40,000 invested", async () => {
    // By hand: invested = 12 × (10,000 + 11,000 + ... + 19,000) = 12 × 1,45,000 = 17,40,000.
    // total = FVdue(1, 1%, 12) × Σ (10,000 + 1,000y) × 1.01^(12(9−y))
    //       = 12.8093280 × 2,45,553.4 ≈ 31,45,356.
    const r = await calcApi.sip({ monthlyInvestment: 10_000, annualRate: 12, timePeriod: 10, stepUpMode: "amount", stepUpValue: 1_000 });
    expect(Math.round(r.total)).toBe(3_145_356);
    expect(r.invested).toBe(1_740_000);
    expect(stepUpOf(r).finalInstalment).toBe(19_000);
    expect([...stepUpOf(r).projection.instalment]).toEqual([10_000, 11_000, 12_000, 13_000, 14_000, 15_000, 16_000, 17_000, 18_000, 19_000]);
    expect(r.projection.principal[1]).toBe(120_000 + 132_000);
  });

  it("raises the instalment at months 13, 25, ...: a part year is paid at that year's instalment", async () => {
    // 2.5 years: 12 months at 1,000, 12 at 1,500, 6 at 2,000 = 12,000 + 18,000 + 12,000.
    const r = await calcApi.sip({ monthlyInvestment: 1_000, annualRate: 0, timePeriod: 2.5, stepUpMode: "amount", stepUpValue: 500 });
    expect(r.invested).toBe(42_000);
    expect(r.total).toBe(42_000);
    expect(Object.is(r.gained, 0)).toBe(true);
    expect([...r.projection.year]).toEqual([1, 2, 2.5]);
    expect([...r.projection.principal]).toEqual([12_000, 30_000, 42_000]);
    expect(stepUpOf(r).finalInstalment).toBe(2_000);
  });

  it("never steps up within the first year: a one-year plan pays the same instalment throughout", async () => {
    const r = await calcApi.sip({ monthlyInvestment: 5_000, annualRate: 12, timePeriod: 1, stepUpMode: "percent", stepUpValue: 50 });
    const flat = await calcApi.sip({ monthlyInvestment: 5_000, annualRate: 12, timePeriod: 1 });
    expect(r.total).toBe(flat.total);
    expect(stepUpOf(r).finalInstalment).toBe(5_000);
  });

  it("gives the final year's instalment: P × (1 + s)^(years − 1) or P + A × (years − 1)", async () => {
    const percent = await calcApi.sip({ monthlyInvestment: 10_000, annualRate: 12, timePeriod: 20, stepUpMode: "percent", stepUpValue: 5 });
    expectClose(stepUpOf(percent).finalInstalment, 10_000 * 1.05 ** 19, 1e-12);
    const amount = await calcApi.sip({ monthlyInvestment: 10_000, annualRate: 12, timePeriod: 20, stepUpMode: "amount", stepUpValue: 2_500 });
    expect(stepUpOf(amount).finalInstalment).toBe(10_000 + 2_500 * 19);
  });
});

describe("step-up SIP core: properties", () => {
  it("reproduces the flat SIP exactly with a step-up of 0, in either mode", async () => {
    await fc.assert(
      fc.asyncProperty(arbitrary.monthly, rateOrZero, arbitrary.months, fc.constantFrom<StepUpMode>("percent", "amount"), async (monthly, rate, months, mode) => {
        const flat = await calcApi.sip({ monthlyInvestment: monthly, annualRate: rate, timePeriod: months / 12 });
        const zero = await calcApi.sip({ monthlyInvestment: monthly, annualRate: rate, timePeriod: months / 12, stepUpMode: mode, stepUpValue: 0 });
        expect([zero.invested, zero.gained, zero.total]).toEqual([flat.invested, flat.gained, flat.total]);
        expect(Math.round(zero.total)).toBe(Math.round(flat.total));
        expect(zero.projection.total).toEqual(flat.projection.total);
        expect(zero.projection.principal).toEqual(flat.projection.principal);
        expect(stepUpOf(zero).flatTotal).toBe(flat.total);
        expect(stepUpOf(zero).finalInstalment).toBe(monthly);
      }),
      { numRuns: 200 },
    );
  });

  it("matches the month-by-month reference over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(arbitrary.monthly, rateOrZero, arbitrary.months, stepUp, async (monthly, rate, months, { mode, value }) => {
        const r = await calcApi.sip({ monthlyInvestment: monthly, annualRate: rate, timePeriod: months / 12, stepUpMode: mode, stepUpValue: value });
        const reference = stepUpSipReference(monthly, rate, months / 12, mode, value);
        expectClose(r.total, reference.total, 1e-9);
        expectClose(r.invested, reference.invested, 1e-9);
        expectClose(stepUpOf(r).finalInstalment, reference.finalInstalment, 1e-9);
        expect(r.projection.year.length).toBe(reference.rows.length);
        // One assertion for all rows: thousands of expect() calls per run would slow the property.
        const mismatched = reference.rows.filter(
          (row, i) =>
            r.projection.year[i] !== row.year ||
            !closeTo(r.projection.total[i], row.total, 1e-9) ||
            !closeTo(r.projection.principal[i], row.principal, 1e-9) ||
            !closeTo(stepUpOf(r).projection.instalment[i], reference.instalments[i], 1e-9),
        );
        expect(mismatched).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("stays finite, keeps invested + gained = total, and never ends below the flat SIP", async () => {
    await fc.assert(
      fc.asyncProperty(arbitrary.monthly, rateOrZero, arbitrary.months, stepUp, async (monthly, rate, months, { mode, value }) => {
        const r = await calcApi.sip({ monthlyInvestment: monthly, annualRate: rate, timePeriod: months / 12, stepUpMode: mode, stepUpValue: value });
        const s = stepUpOf(r);
        expectAllFinite(r);
        expect(closeTo(r.invested + r.gained, r.total, 1e-12)).toBe(true);
        expect(r.total).toBeGreaterThanOrEqual(s.flatTotal);
        expect(r.invested).toBeGreaterThanOrEqual(s.flatInvested);
        expect(s.finalInstalment).toBeGreaterThanOrEqual(monthly);
        expect(s.finalInstalment).toBe(s.projection.instalment[s.projection.instalment.length - 1]);
        expect(r.projection.total[r.projection.total.length - 1]).toBe(r.total);
      }),
      { numRuns: 200 },
    );
  });

  it("stays finite at the largest inputs: ₹100 crore a month rising 100% a year for 100 years at 50%", async () => {
    expectAllFinite(await calcApi.sip({ monthlyInvestment: 1e9, annualRate: 50, timePeriod: 100, stepUpMode: "percent", stepUpValue: 100 }));
    expectAllFinite(await calcApi.sip({ monthlyInvestment: 1e9, annualRate: 50, timePeriod: 100, stepUpMode: "amount", stepUpValue: 1e8 }));
  });

  it("refuses a negative or non-numeric step-up instead of computing with it", async () => {
    const base = { monthlyInvestment: 10_000, annualRate: 12, timePeriod: 10 };
    await expect(calcApi.sip({ ...base, stepUpMode: "percent", stepUpValue: -1 })).rejects.toThrow(/outside its range/);
    await expect(calcApi.sip({ ...base, stepUpMode: "amount", stepUpValue: Number.NaN })).rejects.toThrow(/outside its range/);
    await expect(calcApi.sip({ ...base, stepUpMode: "amount", stepUpValue: Number.POSITIVE_INFINITY })).rejects.toThrow(/outside its range/);
    const core = await corePromise;
    expect(core.sipStepUpProjection(10_000, 12, 10, 3, 10)).toBe(-1);
  });

  it("does not grow its memory however many times it is called", async () => {
    const core = await corePromise;
    await calcApi.sip({ monthlyInvestment: 1, annualRate: 1, timePeriod: 100, stepUpMode: "percent", stepUpValue: 1 });
    const before = core.memory.buffer.byteLength;
    for (let i = 0; i < 10_000; i++) {
      core.sipStepUpProjection(10_000, 12, 100, 1, 10);
      core.returnsComparisonWithStepUp(0, 10_000, 100, 8, 12, 15, 3, 2, 1_000);
    }
    expect(core.memory.buffer.byteLength).toBe(before);
  });
});

describe("difference in returns with a step-up", () => {
  it("steps up the SIP in every scenario: ₹10,000 rising 10% a year for 10 years at 12% is ₹33,74,326, as on the SIP calculator", async () => {
    const r = await calcApi.returnsComparison({ mode: "sip", amount: 10_000, years: 10, annualRates: [8, 12], stepUpMode: "percent", stepUpValue: 10 });
    expect(Math.round(r.invested)).toBe(1_912_491);
    expect(Math.round(r.scenarios[1].total)).toBe(3_374_326);
    expect(Math.round(r.finalInstalment ?? 0)).toBe(23_579);
    const sip = await calcApi.sip({ monthlyInvestment: 10_000, annualRate: 8, timePeriod: 10, stepUpMode: "percent", stepUpValue: 10 });
    expect(r.scenarios[0].total).toBe(sip.total);
    expect(r.projection.invested[9]).toBe(r.invested);
  });

  it("leaves the comparison as it was without a step-up, and has no final instalment then", async () => {
    const plain = await calcApi.returnsComparison({ mode: "sip", amount: 10_000, years: 15, annualRates: [8, 12, 15] });
    const none = await calcApi.returnsComparison({ mode: "sip", amount: 10_000, years: 15, annualRates: [8, 12, 15], stepUpMode: "none", stepUpValue: 25 });
    expect(none).toEqual(plain);
    expect(plain.finalInstalment).toBeUndefined();
  });

  it("matches the month-by-month reference in every scenario over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitrary.monthly,
        arbitrary.months,
        fc.array(rateOrZero, { minLength: 2, maxLength: 3 }),
        stepUp,
        async (amount, months, rates, { mode, value }) => {
          const r = await calcApi.returnsComparison({ mode: "sip", amount, years: months / 12, annualRates: rates, stepUpMode: mode, stepUpValue: value });
          expectAllFinite({ ...r, gap31: r.gap31 ?? 0, gap32: r.gap32 ?? 0 });
          r.scenarios.forEach((scenario, k) => {
            const reference = stepUpSipReference(amount, rates[k], months / 12, mode, value);
            expectClose(scenario.total, reference.total, 1e-9);
            expectClose(r.invested, reference.invested, 1e-9);
            expect(closeTo(r.invested + scenario.returns, scenario.total, 1e-12)).toBe(true);
          });
          expectClose(r.finalInstalment ?? Number.NaN, stepUpSipReference(amount, 0, months / 12, mode, value).finalInstalment, 1e-9);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("refuses a step-up on a lumpsum, which has no instalments", async () => {
    await expect(
      calcApi.returnsComparison({ mode: "lumpsum", amount: 120_000, years: 15, annualRates: [8, 12], stepUpMode: "percent", stepUpValue: 10 }),
    ).rejects.toThrow(/outside its range/);
  });
});
