// Lumpsum, FD, RD and compounding: the compiled core, called as the worker calls it, against
// the plain-TypeScript reference (whole periods multiplied one by one; RD summed deposit by
// deposit; compounding walked month by month) and against worked examples done by hand.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GrowthResult } from "../../workers/calc-contract";
import { compoundingReference, lumpsumReference, rdReference, sipReference, type GrowthReference } from "../reference/growth";
import { arbitrary, closeTo, expectAllFinite, expectClose } from "./growth-helpers";
import { calcApi, corePromise } from "./load-core";

function expectMatches(wasm: GrowthResult, reference: GrowthReference, relative = 1e-9): void {
  expectClose(wasm.total, reference.total, relative);
  expectClose(wasm.invested, reference.invested, relative);
  expectClose(wasm.gained, reference.gained, relative * 100);
  expect(wasm.projection.year.length).toBe(reference.rows.length);
  reference.rows.forEach((row, i) => {
    expect(wasm.projection.year[i]).toBe(row.year);
    expectClose(wasm.projection.principal[i], row.principal, relative);
    expectClose(wasm.projection.total[i], row.total, relative);
  });
}

function expectConsistent(r: GrowthResult): void {
  expectAllFinite(r);
  expect(closeTo(r.invested + r.gained, r.total, 1e-12)).toBe(true);
  const last = r.projection.year.length - 1;
  expect(r.projection.total[last]).toBe(r.total);
  expect(r.projection.principal[last]).toBe(r.invested);
}

describe("lumpsum core (annual compounding)", () => {
  it("grows ₹1,00,000 at 12% for 10 years to ₹3,10,585", async () => {
    // By hand: 1.12^10 = 3.1058482; × 1,00,000 = 3,10,584.82.
    const r = await calcApi.lumpsum({ initialInvestment: 100_000, annualRate: 12, timePeriod: 10 });
    expect(Math.round(r.total)).toBe(310_585);
    expect(r.invested).toBe(100_000);
    expect(Math.round(r.gained)).toBe(210_585);
    expect(Math.round(r.projection.total[0])).toBe(112_000); // one year: × 1.12
    expect(Math.round(r.projection.total[1])).toBe(125_440); // two years: × 1.2544
  });

  it("compounds a part year as a fractional power: 2.5 years of 12% on ₹1,00,000 is ₹1,32,753", async () => {
    // 1.12^2.5 = 1.2544 × √1.12 = 1.2544 × 1.0583005 = 1.3275322.
    const r = await calcApi.lumpsum({ initialInvestment: 100_000, annualRate: 12, timePeriod: 2.5 });
    expect([...r.projection.year]).toEqual([1, 2, 2.5]);
    expect(Math.round(r.total)).toBe(132_753);
  });

  it("matches the year-by-year reference over random inputs and keeps invested + gained = total", async () => {
    await fc.assert(
      fc.asyncProperty(arbitrary.amount, arbitrary.rate, arbitrary.months, async (amount, rate, months) => {
        const r = await calcApi.lumpsum({ initialInvestment: amount, annualRate: rate, timePeriod: months / 12 });
        expectMatches(r, lumpsumReference(amount, rate, months / 12, 1), 1e-9);
        expectConsistent(r);
      }),
      { numRuns: 200 },
    );
  });
});

describe("FD core (quarterly compounding)", () => {
  it("grows ₹1,00,000 at 7% for 5 years to ₹1,41,478", async () => {
    // By hand: 20 quarters of 1.75%: 1.0175^20 = 1.4147782; × 1,00,000 = 1,41,477.82.
    const r = await calcApi.fd({ principal: 100_000, annualRate: 7, timePeriod: 5 });
    expect(Math.round(r.total)).toBe(141_478);
    expect(Math.round(r.gained)).toBe(41_478);
    expect(Math.round(r.projection.total[0])).toBe(107_186); // 1.0175^4 = 1.0718590
  });

  it("matches the quarter-by-quarter reference over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(arbitrary.amount, arbitrary.rate, arbitrary.months, async (amount, rate, months) => {
        const r = await calcApi.fd({ principal: amount, annualRate: rate, timePeriod: months / 12 });
        expectMatches(r, lumpsumReference(amount, rate, months / 12, 4), 1e-9);
        expectConsistent(r);
      }),
      { numRuns: 200 },
    );
  });
});

describe("RD core (monthly deposits, quarterly compounding)", () => {
  it("grows ₹1,000 a month at 8% for a year to ₹12,529", async () => {
    // By hand: q = 1.02^(1/3) = 1.0066227 a month; the 12 deposits are worth
    // 1,000 × (q + q² + … + q¹²) = 1,000 × q × (q¹² − 1) / (q − 1) = 1,000 × 12.529326.
    const r = await calcApi.rd({ monthlyDeposit: 1_000, annualRate: 8, timePeriod: 1 });
    expect(Math.round(r.total)).toBe(12_529);
    expect(r.invested).toBe(12_000);
  });

  it("grows ₹5,000 a month at 7% for 5 years to ₹3,59,664 on ₹3,00,000 deposited", async () => {
    const r = await calcApi.rd({ monthlyDeposit: 5_000, annualRate: 7, timePeriod: 5 });
    expect(Math.round(r.total)).toBe(359_664);
    expect(r.invested).toBe(300_000);
    expect(r.projection.year.length).toBe(5);
  });

  it("matches the deposit-by-deposit sum over random inputs", async () => {
    await fc.assert(
      fc.asyncProperty(arbitrary.monthly, arbitrary.rate, fc.integer({ min: 1, max: 600 }), async (deposit, rate, months) => {
        const r = await calcApi.rd({ monthlyDeposit: deposit, annualRate: rate, timePeriod: months / 12 });
        expectMatches(r, rdReference(deposit, rate, months / 12), 1e-9);
        expectConsistent(r);
      }),
      { numRuns: 100 },
    );
  });
});

describe("compounding core (initial amount + monthly additions)", () => {
  it("grows the defaults (₹1,00,000, ₹10,000 a month, 15 years, 12% compounded yearly) to ₹53,06,671", async () => {
    // j = 1.12^(1/12) − 1 = 0.9489%; 1,00,000 × 1.12^15 = 5,47,357 plus the additions'
    // annuity due 10,000 × ((1+j)^180 − 1) / j × (1+j) = 47,59,314; invested 19,00,000.
    const r = await calcApi.compounding({ initialInvestment: 100_000, periodicAddition: 10_000, timePeriod: 15, annualRate: 12, frequency: 1 });
    expect(Math.round(r.total)).toBe(5_306_671);
    expect(r.invested).toBe(1_900_000);
    expect(Math.round(r.gained)).toBe(3_406_671);
  });

  it("gives more the more often it compounds: quarterly ₹55,78,274, monthly ₹56,45,340", async () => {
    const quarterly = await calcApi.compounding({ initialInvestment: 100_000, periodicAddition: 10_000, timePeriod: 15, annualRate: 12, frequency: 4 });
    const monthly = await calcApi.compounding({ initialInvestment: 100_000, periodicAddition: 10_000, timePeriod: 15, annualRate: 12, frequency: 12 });
    expect(Math.round(quarterly.total)).toBe(5_578_274);
    expect(Math.round(monthly.total)).toBe(5_645_340);
  });

  it("with monthly compounding and no initial amount equals the SIP calculator", async () => {
    await fc.assert(
      fc.asyncProperty(arbitrary.monthly, arbitrary.rate, arbitrary.months, async (monthly, rate, months) => {
        const compounding = await calcApi.compounding({ initialInvestment: 0, periodicAddition: monthly, timePeriod: months / 12, annualRate: rate, frequency: 12 });
        const sip = await calcApi.sip({ monthlyInvestment: monthly, annualRate: rate, timePeriod: months / 12 });
        expectClose(compounding.total, sip.total, 1e-11);
        expectClose(compounding.gained, sip.gained, 1e-9);
        expect(compounding.invested).toBe(sip.invested);
      }),
      { numRuns: 200 },
    );
  });

  it("matches the month-by-month walk for every frequency, with or without either amount", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(0), arbitrary.amount),
        fc.oneof(fc.constant(0), arbitrary.monthly),
        arbitrary.rate,
        arbitrary.months,
        fc.constantFrom(1 as const, 4 as const, 12 as const),
        async (initial, addition, rate, months, frequency) => {
          const r = await calcApi.compounding({ initialInvestment: initial, periodicAddition: addition, timePeriod: months / 12, annualRate: rate, frequency });
          const reference = compoundingReference(initial, addition, months / 12, rate, frequency);
          expectClose(r.total, reference.total, 1e-9);
          expect(r.invested).toBe(reference.invested);
          expectAllFinite(r);
          expect(closeTo(r.invested + r.gained, r.total, 1e-12)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("shows zeros, not NaN, when both amounts are 0", async () => {
    const r = await calcApi.compounding({ initialInvestment: 0, periodicAddition: 0, timePeriod: 10, annualRate: 12, frequency: 4 });
    expect([r.invested, r.gained, r.total]).toEqual([0, 0, 0]);
    expectAllFinite(r);
  });
});

describe("the growth family at the edges", () => {
  it("stays finite at ₹10 crore a month (or ₹1,000 crore at once) for 100 years at 50%", async () => {
    const years = 100;
    expectAllFinite(await calcApi.lumpsum({ initialInvestment: 1e10, annualRate: 50, timePeriod: years }));
    expectAllFinite(await calcApi.fd({ principal: 1e10, annualRate: 50, timePeriod: years }));
    expectAllFinite(await calcApi.rd({ monthlyDeposit: 1e9, annualRate: 50, timePeriod: years }));
    expectAllFinite(await calcApi.compounding({ initialInvestment: 1e10, periodicAddition: 1e9, timePeriod: years, annualRate: 50, frequency: 12 }));
  });

  it("keeps a 0.01% rate's growth precise instead of cancelling it away", async () => {
    // ₹1,00,000 for one year at 0.01%: exactly ₹10 of growth.
    const r = await calcApi.lumpsum({ initialInvestment: 100_000, annualRate: 0.01, timePeriod: 1 });
    expectClose(r.gained, 10, 1e-10);
    const rd = await calcApi.rd({ monthlyDeposit: 1_000, annualRate: 0.01, timePeriod: 1 });
    expectClose(rd.gained, rdReference(1_000, 0.01, 1).gained, 1e-7);
  });

  it("treats a zero rate as plain saving", async () => {
    const cases = [
      await calcApi.lumpsum({ initialInvestment: 50_000, annualRate: 0, timePeriod: 3 }),
      await calcApi.fd({ principal: 50_000, annualRate: 0, timePeriod: 3 }),
    ];
    for (const r of cases) expect([r.invested, r.gained, r.total]).toEqual([50_000, 0, 50_000]);
    const rd = await calcApi.rd({ monthlyDeposit: 2_000, annualRate: 0, timePeriod: 3 });
    expect([rd.invested, rd.gained, rd.total]).toEqual([72_000, 0, 72_000]);
    const compounding = await calcApi.compounding({ initialInvestment: 10_000, periodicAddition: 2_000, timePeriod: 3, annualRate: 0, frequency: 1 });
    expect(compounding.total).toBe(82_000);
    expect(Object.is(compounding.gained, 0)).toBe(true);
  });

  it("refuses periods outside 1 to 1200 months and non-numbers", async () => {
    await expect(calcApi.lumpsum({ initialInvestment: 1, annualRate: 12, timePeriod: 0.02 })).rejects.toThrow(/outside its range/);
    await expect(calcApi.fd({ principal: 1, annualRate: 12, timePeriod: 101 })).rejects.toThrow(/outside its range/);
    await expect(calcApi.rd({ monthlyDeposit: Number.NaN, annualRate: 12, timePeriod: 5 })).rejects.toThrow(/outside its range/);
    await expect(
      calcApi.compounding({ initialInvestment: Number.POSITIVE_INFINITY, periodicAddition: 0, timePeriod: 5, annualRate: 12, frequency: 1 }),
    ).rejects.toThrow(/outside its range/);
  });

  it("does not grow its memory however many times it is called", async () => {
    const core = await corePromise;
    await calcApi.compounding({ initialInvestment: 1, periodicAddition: 1, timePeriod: 100, annualRate: 1, frequency: 4 });
    const before = core.memory.buffer.byteLength;
    for (let i = 0; i < 5_000; i++) {
      core.lumpsumProjection(100_000, 12, 100, 4);
      core.rdProjection(5_000, 7, 100);
      core.compoundingProjection(100_000, 10_000, 100, 12, 12);
    }
    expect(core.memory.buffer.byteLength).toBe(before);
  });

  it("agrees with the SIP reference where the SIP and compounding meet (a sanity check of the reference itself)", () => {
    const sip = sipReference(10_000, 12, 10);
    const compounding = compoundingReference(0, 10_000, 10, 12, 12);
    expectClose(compounding.total, sip.total, 1e-12);
    expect(Math.round(sip.total)).toBe(2_323_391);
  });
});
