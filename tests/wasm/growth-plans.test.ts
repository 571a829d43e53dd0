// SIP need, difference in returns, inflation and delay cost: the compiled core, called as the
// worker calls it, against the plain-TypeScript reference (month-by-month walks; the SIP need
// solved by linearity instead of the closed form) and worked examples done by hand.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { delayCostReference, inflationReference, scenarioTotalReference, sipNeedReference } from "../reference/growth";
import { arbitrary, closeTo, expectAllFinite, expectClose } from "./growth-helpers";
import { calcApi, corePromise } from "./load-core";

describe("SIP need core", () => {
  it("needs ₹19,819 a month to reach ₹1 crore in 15 years at 12%", async () => {
    // By hand: i = 1%, n = 180, 1.01^180 = 5.9958020;
    // sip = 1,00,00,000 × 0.01 / (4.9958020 × 1.01) = 1,00,000 / 5.0457600 = 19,818.62.
    const r = await calcApi.sipNeed({ targetAmount: 10_000_000, timePeriod: 15, annualRate: 12, initialInvestment: 0 });
    expect(Math.round(r.sip)).toBe(19_819);
    expectClose(r.total, 10_000_000, 1e-12);
    expectClose(r.invested, r.sip * 180, 1e-12);
    expect(r.projection.year.length).toBe(15);
    expect(r.projection.total[14]).toBe(r.total);
  });

  it("needs less with a starting amount: ₹7,936 a month with ₹10,00,000 invested on day one", async () => {
    // (1,00,00,000 − 10,00,000 × 5.9958020) × 0.01 / (4.9958020 × 1.01) = 40,041.98 / 5.0457600 = 7,935.77.
    const r = await calcApi.sipNeed({ targetAmount: 10_000_000, timePeriod: 15, annualRate: 12, initialInvestment: 1_000_000 });
    expect(Math.round(r.sip)).toBe(7_936);
    expectClose(r.total, 10_000_000, 1e-12);
    expect(Math.round(r.projection.invested[0])).toBe(1_000_000 + Math.round(r.sip * 12));
  });

  it("rounds the years: 9.6 years plans for 10", async () => {
    const r = await calcApi.sipNeed({ targetAmount: 1_200_000, timePeriod: 9.6, annualRate: 0.01, initialInvestment: 0 });
    expect(r.projection.year.length).toBe(10);
    expect([...r.projection.year]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("needs no SIP when the starting amount alone reaches the target", async () => {
    // ₹5,00,000 at 12% for 10 years: 5,00,000 × 1.01^120 = 16,50,193 > 10,00,000.
    const r = await calcApi.sipNeed({ targetAmount: 1_000_000, timePeriod: 10, annualRate: 12, initialInvestment: 500_000 });
    expect(r.sip).toBe(0);
    expect(Math.round(r.total)).toBe(1_650_193);
    expect(r.invested).toBe(500_000);
    expectAllFinite(r);
  });

  it("divides evenly at a zero rate: ₹12,00,000 over 10 years is ₹10,000 a month", async () => {
    const r = await calcApi.sipNeed({ targetAmount: 1_200_000, timePeriod: 10, annualRate: 0, initialInvestment: 0 });
    expect(r.sip).toBe(10_000);
    expect(r.total).toBe(1_200_000);
    expect(Object.is(r.wealthGain, 0)).toBe(true);
  });

  it("matches the solve-by-linearity reference, reaches the target, and stays finite", async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitrary.amount,
        fc.integer({ min: 1, max: 100 }),
        arbitrary.rate,
        fc.oneof(fc.constant(0), arbitrary.amount),
        async (target, years, rate, initial) => {
          const r = await calcApi.sipNeed({ targetAmount: target, timePeriod: years, annualRate: rate, initialInvestment: initial });
          const reference = sipNeedReference(target, years, rate, initial);
          expectAllFinite(r);
          expect(r.sip).toBeGreaterThanOrEqual(0);
          expect(closeTo(r.sip, reference.sip, 1e-8)).toBe(true);
          expect(closeTo(r.total, Math.max(target, reference.total), 1e-9)).toBe(true);
          expect(closeTo(r.invested + r.wealthGain, r.total, 1e-12)).toBe(true);
          reference.rows.forEach((row, i) => expect(closeTo(r.projection.total[i], row.total, 1e-8)).toBe(true));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("refuses a period that rounds to less than a year", async () => {
    await expect(calcApi.sipNeed({ targetAmount: 1e6, timePeriod: 0.4, annualRate: 12, initialInvestment: 0 })).rejects.toThrow(/outside its range/);
  });
});

describe("difference in returns core", () => {
  it("compares the defaults: ₹10,000 a month for 15 years at 8% and 12% gives ₹34,83,451 and ₹50,45,760", async () => {
    // By hand: 8%: i = 0.6667%, 1.0066667^180 = 3.3069215; 10,000 × 2.3069215 / 0.0066667 × 1.0066667 = 34,83,451.
    // 12%: i = 1%, 10,000 × 4.9958020 / 0.01 × 1.01 = 50,45,760.
    const r = await calcApi.returnsComparison({ mode: "sip", amount: 10_000, years: 15, annualRates: [8, 12] });
    expect(r.invested).toBe(1_800_000);
    expect(r.scenarios.map((s) => Math.round(s.total))).toEqual([3_483_451, 5_045_760]);
    expect(r.scenarios.map((s) => Math.round(s.returns))).toEqual([1_683_451, 3_245_760]);
    expect(Math.round(r.gap21)).toBe(1_562_309);
    expect(r.gap31).toBeNull();
    expect(r.gap32).toBeNull();
    expect(r.projection.totals.length).toBe(2);
    expect(r.projection.totals[1][14]).toBe(r.scenarios[1].total);
  });

  it("compares a lumpsum compounded yearly: ₹1,20,000 for 15 years at 8%, 12% and 0%", async () => {
    // 1.08^15 = 3.1721691 -> 3,80,660; 1.12^15 = 5.4735658 -> 6,56,828; 0% keeps 1,20,000.
    const r = await calcApi.returnsComparison({ mode: "lumpsum", amount: 120_000, years: 15, annualRates: [8, 12, 0] });
    expect(r.invested).toBe(120_000);
    expect(r.scenarios.map((s) => Math.round(s.total))).toEqual([380_660, 656_828, 120_000]);
    expect(Object.is(r.scenarios[2].returns, 0)).toBe(true);
    expect(Math.round(r.gap31 ?? Number.NaN)).toBe(120_000 - 380_660);
    expect(Math.round(r.gap32 ?? Number.NaN)).toBe(120_000 - 656_828);
    expect(r.projection.totals.length).toBe(3);
    expect([...r.projection.invested].every((value) => value === 120_000)).toBe(true);
  });

  it("matches the walked reference for each scenario, with consistent gaps, over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("sip" as const, "lumpsum" as const),
        arbitrary.monthly,
        arbitrary.months,
        fc.array(fc.oneof(fc.constant(0), arbitrary.rate), { minLength: 2, maxLength: 3 }),
        async (mode, amount, months, rates) => {
          const r = await calcApi.returnsComparison({ mode, amount, years: months / 12, annualRates: rates });
          expectAllFinite({ ...r, gap31: r.gap31 ?? 0, gap32: r.gap32 ?? 0 });
          r.scenarios.forEach((scenario, k) => {
            expect(closeTo(scenario.total, scenarioTotalReference(mode, amount, months / 12, rates[k]), 1e-9)).toBe(true);
            expect(closeTo(r.invested + scenario.returns, scenario.total, 1e-12)).toBe(true);
          });
          expect(closeTo(r.gap21, r.scenarios[1].total - r.scenarios[0].total, 1e-12)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("inflation core", () => {
  it("turns ₹1,00,000 into ₹1,79,085 after 10 years at 6%", async () => {
    // By hand: 1.06^10 = 1.7908477.
    const r = await calcApi.inflation({ currentCost: 100_000, inflationRate: 6, years: 10 });
    expect(r.current).toBe(100_000);
    expect(Math.round(r.future)).toBe(179_085);
    expect(Math.round(r.difference)).toBe(79_085);
    expect([...r.projection.year]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(r.projection.cost[0]).toBe(100_000);
    expect(Math.round(r.projection.cost[1])).toBe(106_000);
  });

  it("keeps the cost at a zero rate and takes fractional years", async () => {
    const flat = await calcApi.inflation({ currentCost: 75_000, inflationRate: 0, years: 5 });
    expect([flat.future, flat.difference]).toEqual([75_000, 0]);
    const half = await calcApi.inflation({ currentCost: 100_000, inflationRate: 6, years: 1.5 });
    expect([...half.projection.year]).toEqual([0, 1, 1.5]);
    expect(Math.round(half.future)).toBe(109_134); // 1.06 × √1.06 = 1.06 × 1.0295630 = 1.0913368
  });

  it("matches the year-by-year reference and stays finite over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(arbitrary.amount, fc.oneof(fc.constant(0), arbitrary.rate), fc.double({ min: 0.01, max: 100, noNaN: true }), async (cost, rate, years) => {
        const r = await calcApi.inflation({ currentCost: cost, inflationRate: rate, years });
        const reference = inflationReference(cost, rate, years);
        expectAllFinite(r);
        expect(closeTo(r.future, reference.future, 1e-9)).toBe(true);
        expect(r.projection.cost.length).toBe(reference.costs.length);
        reference.costs.forEach((value, i) => expect(closeTo(r.projection.cost[i], value, 1e-9)).toBe(true));
        expect(closeTo(r.current + r.difference, r.future, 1e-12)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("delay cost core", () => {
  it("costs ₹12,38,225 to start a ₹10,000 SIP at 12% a year late over 20 years", async () => {
    // By hand: FVdue(10,000, 1%, 240) = 10,000 × (1.01^240 − 1) / 0.01 × 1.01 = 99,91,479;
    // the late start has 228 months: 87,53,254; the gap is 12,38,225.
    const r = await calcApi.delayCost({ monthlyInvestment: 10_000, annualRate: 12, investmentPeriod: 20, delayPeriod: 12 });
    expect(Math.round(r.fv_now)).toBe(9_991_479);
    expect(Math.round(r.fv_delayed)).toBe(8_753_254);
    expect(Math.round(r.cost)).toBe(1_238_225);
    expect([r.investedNow, r.investedDelayed]).toEqual([2_400_000, 2_280_000]);
    expect(r.projection.valueDelayed[0]).toBe(0); // nothing invested in the first year
    expect(r.projection.valueNow[19]).toBe(r.fv_now);
  });

  it("leaves nothing for a delay that takes the whole period", async () => {
    const r = await calcApi.delayCost({ monthlyInvestment: 5_000, annualRate: 10, investmentPeriod: 2, delayPeriod: 30 });
    expect(r.fv_delayed).toBe(0);
    expect(r.cost).toBe(r.fv_now);
    expectAllFinite(r);
  });

  it("matches two month-by-month walks over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(arbitrary.monthly, arbitrary.rate, arbitrary.months, fc.integer({ min: 1, max: 1200 }), async (monthly, rate, months, delay) => {
        const r = await calcApi.delayCost({ monthlyInvestment: monthly, annualRate: rate, investmentPeriod: months / 12, delayPeriod: delay });
        const reference = delayCostReference(monthly, rate, months / 12, delay);
        expectAllFinite(r);
        expect(closeTo(r.fv_now, reference.fv_now, 1e-9)).toBe(true);
        expect(closeTo(r.fv_delayed, reference.fv_delayed, 1e-9)).toBe(true);
        expect(r.cost).toBeGreaterThanOrEqual(0);
        expect(closeTo(r.fv_delayed + r.cost, r.fv_now, 1e-12)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("growth plans at the edges", () => {
  it("stay finite at ₹10 crore a month for 50 years, at 50% and at 0.01%", async () => {
    for (const rate of [50, 0.01]) {
      expectAllFinite(await calcApi.sipNeed({ targetAmount: 1e10, timePeriod: 50, annualRate: rate, initialInvestment: 1e10 }));
      expectAllFinite(await calcApi.sipNeed({ targetAmount: 1e10, timePeriod: 1, annualRate: rate, initialInvestment: 0 }));
      const r = await calcApi.returnsComparison({ mode: "sip", amount: 1e9, years: 50, annualRates: [rate, 50, 0] });
      expectAllFinite({ ...r, gap31: r.gap31 ?? 0, gap32: r.gap32 ?? 0 });
      expectAllFinite(await calcApi.inflation({ currentCost: 1e10, inflationRate: rate, years: 100 }));
      expectAllFinite(await calcApi.delayCost({ monthlyInvestment: 1e9, annualRate: rate, investmentPeriod: 50, delayPeriod: 1 }));
    }
  });

  it("does not grow its memory however many times it is called", async () => {
    const core = await corePromise;
    await calcApi.inflation({ currentCost: 1, inflationRate: 1, years: 100 });
    const before = core.memory.buffer.byteLength;
    for (let i = 0; i < 5_000; i++) {
      core.sipNeedProjection(1e7, 100, 12, 1e5);
      core.returnsComparison(0, 10_000, 100, 8, 12, 15, 3);
      core.inflationProjection(100_000, 6, 100);
      core.delayCostProjection(10_000, 12, 100, 24);
    }
    expect(core.memory.buffer.byteLength).toBe(before);
  });
});
