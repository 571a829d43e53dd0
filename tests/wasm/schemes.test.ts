// The government-scheme core (compiled WASM, wrapped as the worker wraps it) against worked
// examples checked by hand from the scheme rules, and against the month-by-month reference.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { certificateReference, npsReference, payoutReference, yearlyDepositReference } from "../reference/schemes";
import { calcApi } from "./load-core";

/** Agreement to a part in 10^11: the two methods only round differently. */
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-11 + 1e-9);

describe("PPF core", () => {
  it("grows ₹1,50,000 a year at 7.1% for 15 years to ₹40,68,209", async () => {
    // FV = D × ((1 + r)^n − 1) ÷ r × (1 + r); 1.071^15 = 2.797964…, so
    // 1,50,000 × (1.797964… ÷ 0.071) × 1.071 = 1,50,000 × 27.121395… = 40,68,209.22.
    const r = await calcApi.ppf({ yearlyDeposit: 150_000, annualRate: 7.1, timePeriod: 15 });
    expect(r.total).toBeCloseTo(4_068_209.22, 2);
    expect(r.invested).toBe(2_250_000); // 15 × 1,50,000
    expect(r.interest).toBeCloseTo(1_818_209.22, 2);
  });

  it("credits a year's interest on the deposit made by 5 April, and it earns from the next year", async () => {
    const r = await calcApi.ppf({ yearlyDeposit: 150_000, annualRate: 7.1, timePeriod: 15 });
    // Year 1: 1,50,000 × 0.071 = 10,650; balance 1,60,650.
    expect(r.projection.interest[0]).toBeCloseTo(10_650, 9);
    expect(r.projection.balance[0]).toBeCloseTo(160_650, 9);
    // Year 2: (1,60,650 + 1,50,000) × 0.071 = 22,056.15; balance 3,32,706.15.
    expect(r.projection.interest[1]).toBeCloseTo(22_056.15, 9);
    expect(r.projection.balance[1]).toBeCloseTo(332_706.15, 9);
    expect(r.projection.year.length).toBe(15);
    expect(r.projection.balance[14]).toBe(r.total);
    expect(r.projection.depositedSoFar[14]).toBe(r.invested);
  });

  it("keeps depositing through a 5-year extension: 20 years come to ₹66,58,288", async () => {
    // 1.071^20 = 3.946660…; 1,50,000 × (2.946660… ÷ 0.071) × 1.071 = 66,58,288.17.
    const r = await calcApi.ppf({ yearlyDeposit: 150_000, annualRate: 7.1, timePeriod: 20 });
    expect(r.total).toBeCloseTo(6_658_288.17, 2);
    expect(r.projection.deposit[19]).toBe(150_000);
  });

  it("agrees with the month-by-month reference for any deposit, rate and extension", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 500, max: 150_000 }), fc.double({ min: 0, max: 20, noNaN: true }), fc.integer({ min: 0, max: 7 }), async (deposit, rate, blocks) => {
        const years = 15 + 5 * blocks;
        const r = await calcApi.ppf({ yearlyDeposit: deposit, annualRate: rate, timePeriod: years });
        const reference = yearlyDepositReference(deposit, rate, years, years);
        close(r.total, reference.total);
        close(r.invested, reference.invested);
        reference.rows.forEach((row, i) => {
          close(r.projection.balance[i], row.balance);
          close(r.projection.interest[i], row.interest);
        });
      }),
      { numRuns: 200 },
    );
  });

  it("never pays less when the deposit or the rate rises", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 500, max: 149_999 }), fc.integer({ min: 1, max: 1000 }), fc.double({ min: 0, max: 20, noNaN: true }), async (deposit, more, rate) => {
        const lower = await calcApi.ppf({ yearlyDeposit: deposit, annualRate: rate, timePeriod: 15 });
        const higher = await calcApi.ppf({ yearlyDeposit: Math.min(deposit + more, 150_000), annualRate: rate, timePeriod: 15 });
        expect(higher.total).toBeGreaterThan(lower.total);
        const higherRate = await calcApi.ppf({ yearlyDeposit: deposit, annualRate: rate + 0.05, timePeriod: 15 });
        expect(higherRate.total).toBeGreaterThan(lower.total);
      }),
      { numRuns: 100 },
    );
  });

  it("refuses a fractional or negative term and a negative deposit", async () => {
    await expect(calcApi.ppf({ yearlyDeposit: 150_000, annualRate: 7.1, timePeriod: 15.5 })).rejects.toThrow(/outside its range/);
    await expect(calcApi.ppf({ yearlyDeposit: -1, annualRate: 7.1, timePeriod: 15 })).rejects.toThrow(/outside its range/);
    await expect(calcApi.ppf({ yearlyDeposit: 150_000, annualRate: Number.NaN, timePeriod: 15 })).rejects.toThrow(/outside its range/);
  });
});

describe("Sukanya Samriddhi core", () => {
  it("pays ₹71,82,119 at 21 years for ₹1,50,000 a year for 15 years at 8.2%", async () => {
    // After 15 deposits: 1,50,000 × ((1.082^15 − 1) ÷ 0.082) × 1.082 = 44,75,989.33;
    // six more years with nothing added: × 1.082^6 (= 1.604594…) = 71,82,119.17.
    const r = await calcApi.ssy({ yearlyDeposit: 150_000, annualRate: 8.2, girlAge: 5 });
    expect(r.projection.balance[14]).toBeCloseTo(4_475_989.33, 2);
    expect(r.total).toBeCloseTo(7_182_119.17, 2);
    expect(r.invested).toBe(2_250_000);
    expect(r.maturityAge).toBe(26);
    expect(r.openingAge).toBe(5);
  });

  it("stops deposits after year 15 and runs 21 rows", async () => {
    const r = await calcApi.ssy({ yearlyDeposit: 1_000, annualRate: 8.2, girlAge: 0 });
    expect(r.projection.year.length).toBe(21);
    expect(r.projection.deposit[14]).toBe(1_000);
    expect(r.projection.deposit[15]).toBe(0);
    expect(r.projection.depositedSoFar[20]).toBe(15_000);
    expect(r.maturityAge).toBe(21);
  });

  it("agrees with the month-by-month reference", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 250, max: 150_000 }), fc.double({ min: 0, max: 20, noNaN: true }), async (deposit, rate) => {
        const r = await calcApi.ssy({ yearlyDeposit: deposit, annualRate: rate, girlAge: 3 });
        const reference = yearlyDepositReference(deposit, rate, 15, 21);
        close(r.total, reference.total);
        close(r.interest, reference.interest);
        reference.rows.forEach((row, i) => close(r.projection.balance[i], row.balance));
      }),
      { numRuns: 150 },
    );
  });
});

describe("SCSS and Post Office MIS core", () => {
  it("pays ₹30,750 a quarter on ₹15 lakh at 8.2%, ₹6,15,000 over 5 years", async () => {
    // 15,00,000 × 0.082 ÷ 4 = 30,750 a quarter; × 4 = 1,23,000 a year; × 5 = 6,15,000.
    const r = await calcApi.scss({ deposit: 1_500_000, annualRate: 8.2, timePeriod: 5 });
    expect(r.payout).toBeCloseTo(30_750, 9);
    expect(r.yearlyInterest).toBeCloseTo(123_000, 9);
    expect(r.totalInterest).toBeCloseTo(615_000, 9);
    expect(r.totalReceived).toBeCloseTo(2_115_000, 9);
    expect(r.projection.year.length).toBe(5);
    expect(r.projection.interestSoFar[4]).toBeCloseTo(615_000, 9);
  });

  it("pays 3 more years of the same interest when extended to 8", async () => {
    const r = await calcApi.scss({ deposit: 1_500_000, annualRate: 8.2, timePeriod: 8 });
    expect(r.totalInterest).toBeCloseTo(984_000, 9); // 1,23,000 × 8
  });

  it("pays ₹5,550 a month on ₹9 lakh at 7.4%, ₹3,33,000 over 5 years", async () => {
    // 9,00,000 × 0.074 ÷ 12 = 5,550; × 12 = 66,600 a year; × 5 = 3,33,000.
    const r = await calcApi.postOfficeMis({ deposit: 900_000, annualRate: 7.4 });
    expect(r.payout).toBeCloseTo(5_550, 9);
    expect(r.totalInterest).toBeCloseTo(333_000, 9);
    expect(r.totalReceived).toBeCloseTo(1_233_000, 9);
    expect(r.projection.year.length).toBe(5);
  });

  it("agrees with the payment-by-payment reference, and pays more on a bigger deposit", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3_000 }), fc.double({ min: 0.01, max: 20, noNaN: true }), async (thousands, rate) => {
        const deposit = thousands * 1_000;
        const scss = await calcApi.scss({ deposit, annualRate: rate, timePeriod: 5 });
        const reference = payoutReference(deposit, rate, 5, 4);
        close(scss.payout, reference.payout);
        close(scss.totalInterest, reference.totalInterest);
        reference.yearlyInterest.forEach((paid, i) => close(scss.projection.interest[i], paid));
        const mis = await calcApi.postOfficeMis({ deposit, annualRate: rate });
        close(mis.totalReceived, payoutReference(deposit, rate, 5, 12).totalReceived);
        const bigger = await calcApi.postOfficeMis({ deposit: deposit + 1_000, annualRate: rate });
        expect(bigger.payout).toBeGreaterThan(mis.payout);
      }),
      { numRuns: 150 },
    );
  });
});

describe("NSC core", () => {
  it("grows ₹1,00,000 at 7.7% to ₹1,44,903 in 5 years", async () => {
    // 1.077^5 = 1.449033…; year 1 earns 7,700, year 2 earns 1,07,700 × 0.077 = 8,292.90.
    const r = await calcApi.nsc({ amount: 100_000, annualRate: 7.7 });
    expect(r.total).toBeCloseTo(144_903.38, 2);
    expect(r.interest).toBeCloseTo(44_903.38, 2);
    expect(r.projection.interest[0]).toBeCloseTo(7_700, 9);
    expect(r.projection.interest[1]).toBeCloseTo(8_292.9, 9);
    expect(r.projection.accrued[4]).toBeCloseTo(r.interest, 9);
  });

  it("agrees with the year-by-year reference, and the value never falls as the amount rises", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 10, max: 10_000_000 }), fc.double({ min: 0, max: 20, noNaN: true }), async (hundreds, rate) => {
        const amount = hundreds * 100;
        const r = await calcApi.nsc({ amount, annualRate: rate });
        const reference = certificateReference(amount, rate, 5);
        close(r.total, reference.total);
        reference.values.forEach((value, i) => close(r.projection.value[i], value));
        expect((await calcApi.nsc({ amount: amount + 100, annualRate: rate })).total).toBeGreaterThan(r.total);
      }),
      { numRuns: 150 },
    );
  });
});

describe("NPS core", () => {
  it("builds ₹1,13,96,627 from ₹5,000 a month from 30 to 60 at 10%, and a ₹22,793 pension from 40% at 6%", async () => {
    // 360 months at i = 0.10 ÷ 12: (1 + i)^360 = 19.837399…; 5,000 × (18.837399… ÷ i) × (1 + i)
    // = 1,13,96,626.62. Annuity 40% = 45,58,650.65; pension = 45,58,650.65 × 0.06 ÷ 12 = 22,793.25.
    const r = await calcApi.nps({ monthlyContribution: 5_000, currentAge: 30, exitAge: 60, annualReturn: 10, annuityShare: 40, annuityRate: 6 });
    expect(r.corpus).toBeCloseTo(11_396_626.62, 1);
    expect(r.invested).toBe(1_800_000);
    expect(r.lumpSum).toBeCloseTo(6_837_975.97, 1);
    expect(r.annuityPurchase).toBeCloseTo(4_558_650.65, 1);
    expect(r.monthlyPension).toBeCloseTo(22_793.25, 2);
    expect(r.projection.age[0]).toBe(31);
    expect(r.projection.age[29]).toBe(60);
    expect(r.projection.value[29]).toBeCloseTo(r.corpus, 6);
  });

  it("agrees with the month-by-month reference; the lump sum and annuity add up to the corpus", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 500, max: 1_000_000 }),
        fc.integer({ min: 18, max: 59 }),
        fc.double({ min: 0.01, max: 30, noNaN: true }),
        fc.integer({ min: 20, max: 100 }),
        fc.double({ min: 1, max: 20, noNaN: true }),
        async (monthly, age, rate, share, annuityRate) => {
          const r = await calcApi.nps({ monthlyContribution: monthly, currentAge: age, exitAge: 60, annualReturn: rate, annuityShare: share, annuityRate });
          const reference = npsReference(monthly, age, 60, rate, share, annuityRate);
          const near = (actual: number, expected: number) => expect(Math.abs(actual / expected - 1)).toBeLessThan(1e-10);
          near(r.corpus, reference.corpus);
          near(r.monthlyPension, reference.monthlyPension);
          reference.yearEndValues.forEach((value, i) => near(r.projection.value[i], value));
          // lump sum = corpus − annuity, so they add back to the corpus within a rounding step.
          expect(Math.abs(r.lumpSum + r.annuityPurchase - r.corpus)).toBeLessThanOrEqual(r.corpus * 1e-15);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("refuses an age at or past the exit age and a share above 100%", async () => {
    const base = { monthlyContribution: 5_000, currentAge: 30, exitAge: 60, annualReturn: 10, annuityShare: 40, annuityRate: 6 };
    await expect(calcApi.nps({ ...base, currentAge: 60 })).rejects.toThrow(/outside its range/);
    await expect(calcApi.nps({ ...base, annuityShare: 101 })).rejects.toThrow(/outside its range/);
    await expect(calcApi.nps({ ...base, currentAge: 30.5 })).rejects.toThrow(/outside its range/);
  });
});
