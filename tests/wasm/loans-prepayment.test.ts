import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EmiPrepayment, EmiResult } from "../../workers/calc-contract";
import { emiPrepaymentReference, type EmiPrepaymentInputs } from "../reference/loans";
import { calcApi, corePromise } from "./load-core";

const sum = (column: Float64Array) => column.reduce((total, value) => total + value, 0);

/** The part-payment of each month (all 0 for a result without part-payments). */
const byMonth = (r: EmiResult) => r.prepayment?.byMonth ?? new Float64Array(r.months);
const byYear = (r: EmiResult) => r.prepayment?.byYear ?? new Float64Array(r.yearly.year.length);

const loan = (amount: number, annualRate: number, tenure: number, prepayment?: EmiPrepayment, startYear = 2025, startMonth = 1) =>
  calcApi.emi({ amount, annualRate, tenure, startYear, startMonth, prepayment });

/** The closed-form balance of the plain loan after `k` EMIs of `emi`. */
function balanceAfter(amount: number, monthlyRate: number, emi: number, k: number): number {
  const growth = (1 + monthlyRate) ** k;
  return amount * growth - (emi * (growth - 1)) / monthlyRate;
}

/** EMIs of `emi` that repay `balance`: n = −ln(1 − B·i/E) / ln(1 + i), the last one partial. */
function instalmentsToRepay(balance: number, monthlyRate: number, emi: number): number {
  return Math.ceil(-Math.log(1 - (balance * monthlyRate) / emi) / Math.log(1 + monthlyRate));
}

const textbookEmi = (amount: number, monthlyRate: number, months: number) => {
  const growth = (1 + monthlyRate) ** months;
  return (amount * monthlyRate * growth) / (growth - 1);
};

describe("EMI part-payments, worked examples (compiled WASM)", () => {
  it("repays a 0% loan of ₹1,20,000 in 10 months, not 12, after ₹20,000 extra in month 3 (reduce tenure)", async () => {
    const r = await loan(120_000, 0, 1, { oneTimeAmount: 20_000, oneTimeMonth: 3, mode: "reduceTenure" });
    expect(r.months).toBe(10);
    expect([...r.monthly.principal]).toEqual(Array(10).fill(10_000));
    expect([...byMonth(r)]).toEqual([0, 0, 20_000, 0, 0, 0, 0, 0, 0, 0]);
    expect([...r.monthly.balance]).toEqual([110_000, 100_000, 70_000, 60_000, 50_000, 40_000, 30_000, 20_000, 10_000, 0]);
    expect(r.prepayment).toMatchObject({ prepaid: 20_000, interestSaved: 0, monthsSaved: 2, newEmi: 10_000 });
  });

  it("spreads the same ₹20,000 over the 9 months left when it reduces the EMI: ₹70,000 ÷ 9", async () => {
    const r = await loan(120_000, 0, 1, { oneTimeAmount: 20_000, oneTimeMonth: 3, mode: "reduceEmi" });
    expect(r.months).toBe(12);
    expect(r.prepayment?.newEmi).toBeCloseTo(70_000 / 9, 9);
    expect(r.monthly.principal[3]).toBeCloseTo(70_000 / 9, 9);
    expect(r.prepayment?.monthsSaved).toBe(0);
    expect(Object.is(r.monthly.balance[11], 0)).toBe(true);
  });

  it("finishes ₹10,00,000 at 8.5% over 20 years in as many months as the closed form says after ₹2,00,000 in month 12", async () => {
    const i = 8.5 / 1200;
    const r = await loan(1_000_000, 8.5, 20, { oneTimeAmount: 200_000, oneTimeMonth: 12, mode: "reduceTenure" });
    const left = balanceAfter(1_000_000, i, r.emi, 12) - 200_000;
    expect(r.months).toBe(12 + instalmentsToRepay(left, i, r.emi));
    expect(r.months).toBe(156); // 13 years: 7 years (84 months) sooner
    expect(r.prepayment?.monthsSaved).toBe(84);
    expect(r.monthly.balance[11]).toBeCloseTo(left, 6);
    // Interest = everything paid less the loan: 155 full EMIs, the last month's remainder, ₹2,00,000.
    const lastPayment = r.monthly.principal[155] + r.monthly.interest[155];
    expect(r.interest).toBeCloseTo(155 * r.emi + lastPayment + 200_000 - 1_000_000, 6);
    expect(Math.round(r.prepayment?.interestSaved ?? 0)).toBe(Math.round(1_082_775.76 - r.interest));
    expect(Math.round(r.prepayment?.interestSaved ?? 0)).toBe(533_630);
  });

  it("lowers the EMI to the textbook annuity on the balance left when the same ₹2,00,000 reduces the EMI", async () => {
    const i = 8.5 / 1200;
    const r = await loan(1_000_000, 8.5, 20, { oneTimeAmount: 200_000, oneTimeMonth: 12, mode: "reduceEmi" });
    const left = balanceAfter(1_000_000, i, r.emi, 12) - 200_000;
    const newEmi = textbookEmi(left, i, 228);
    expect(r.months).toBe(240);
    expect(r.prepayment?.newEmi).toBeCloseTo(newEmi, 6);
    expect(r.monthly.principal[12] + r.monthly.interest[12]).toBeCloseTo(newEmi, 6);
    expect(r.interest).toBeCloseTo(12 * r.emi + 228 * newEmi + 200_000 - 1_000_000, 4);
    expect(r.prepayment?.interestSaved).toBeGreaterThan(0);
    expect(r.prepayment?.monthsSaved).toBe(0);
  });

  it("closes the loan in the month of a part-payment larger than the balance, month 1 included", async () => {
    const r = await loan(500_000, 10, 5, { oneTimeAmount: 10_000_000, oneTimeMonth: 1 });
    expect(r.months).toBe(1);
    expect(byMonth(r)[0]).toBe(500_000 - r.monthly.principal[0]);
    expect(Object.is(r.monthly.balance[0], 0)).toBe(true);
    expect(r.interest).toBeCloseTo(500_000 * (10 / 1200), 9);
    expect(r.prepayment).toMatchObject({ prepaid: byMonth(r)[0], monthsSaved: 59, newEmi: 0 });
    expect([...r.yearly.year]).toEqual([2025]);
    expect(r.prepayment?.comparison.year.length).toBe(5);
    expect([...(r.prepayment?.comparison.balance ?? [])]).toEqual([0, 0, 0, 0, 0]);
  });

  it("changes nothing with a part-payment in the last month: the last EMI already clears the loan", async () => {
    const plain = await loan(300_000, 9, 2);
    const r = await loan(300_000, 9, 2, { oneTimeAmount: 50_000, oneTimeMonth: 24, mode: "reduceEmi" });
    expect(r.prepayment).toMatchObject({ prepaid: 0, interestSaved: 0, monthsSaved: 0 });
    expect(r.interest).toBe(plain.interest);
    expect([...r.monthly.balance]).toEqual([...plain.monthly.balance]);
  });

  it("gives exactly the plain schedule when every part-payment is 0 or absent", async () => {
    const plain = await loan(1_000_000, 8.5, 20);
    expect(plain.prepayment).toBeUndefined();
    const zero = await loan(1_000_000, 8.5, 20, { oneTimeAmount: 0, oneTimeMonth: 0, extraMonthly: 0, extraFromMonth: 0, mode: "reduceEmi" });
    expect(zero).toEqual(plain);
    const core = await corePromise;
    core.emiScheduleWithPrepayment(1_000_000, 8.5, 20, 2025, 1, 0, 0, 0, 0, 1);
    const viaPrepayment = new Float64Array(core.memory.buffer, core.columnsPtr(), 240 * 13).slice();
    core.emiSchedule(1_000_000, 8.5, 20, 2025, 1);
    expect(new Float64Array(core.memory.buffer, core.columnsPtr(), 240 * 13)).toEqual(viaPrepayment);
  });

  it("adds the extra every month from its month on, and keeps the yearly part-payments to the months'", async () => {
    const r = await loan(600_000, 9, 5, { extraMonthly: 2_000, extraFromMonth: 7 }, 2025, 4);
    expect([...byMonth(r).subarray(0, 8)]).toEqual([0, 0, 0, 0, 0, 0, 2_000, 2_000]);
    expect(byYear(r)[0]).toBe(2_000 * 3); // October to December 2025
    expect(sum(byYear(r))).toBeCloseTo(r.prepayment?.prepaid ?? Number.NaN, 6);
    expect(sum(r.monthly.principal) + (r.prepayment?.prepaid ?? 0)).toBeCloseTo(600_000, 6);
  });
});

const prepaymentArbitrary = fc.record({
  amount: fc.double({ min: 10_000, max: 1e9, noNaN: true }),
  // 0% and the UI's range (the reference's textbook formula loses precision at a rate near 0).
  annualRate: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 50, noNaN: true })),
  months: fc.integer({ min: 1, max: 480 }),
  startMonth: fc.integer({ min: 1, max: 12 }),
  oneTimeShare: fc.option(fc.double({ min: 1e-9, max: 1.5, noNaN: true })),
  oneTimeAt: fc.double({ min: 0, max: 1, noNaN: true }),
  extraShare: fc.option(fc.double({ min: 1e-9, max: 0.1, noNaN: true })),
  extraAt: fc.double({ min: 0, max: 1, noNaN: true }),
  mode: fc.constantFrom("reduceTenure" as const, "reduceEmi" as const),
});

type Case = typeof prepaymentArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The case's part-payments: shares of the loan, months spread over the tenure. */
function prepaymentOf(c: Case): EmiPrepaymentInputs {
  const monthAt = (share: number) => Math.min(c.months, 1 + Math.floor(share * c.months));
  return {
    oneTimeAmount: c.oneTimeShare === null ? 0 : c.oneTimeShare * c.amount,
    oneTimeMonth: monthAt(c.oneTimeAt),
    extraMonthly: c.extraShare === null ? 0 : c.extraShare * c.amount,
    extraFromMonth: monthAt(c.extraAt),
    mode: c.mode,
  };
}

const run = (c: Case): Promise<EmiResult> => loan(c.amount, c.annualRate, c.months / 12, prepaymentOf(c), 2025, c.startMonth);

describe("EMI part-payments, properties over both modes (compiled WASM)", () => {
  it("close the loan at exactly 0, the last month paying what is left, and never owe less than 0", async () => {
    await fc.assert(
      fc.asyncProperty(prepaymentArbitrary, async (c) => {
        const r = await run(c);
        const last = r.months - 1;
        expect(Object.is(r.monthly.balance[last], 0)).toBe(true);
        expect(Object.is(r.yearly.balance[r.yearly.balance.length - 1], 0)).toBe(true);
        const opening = last === 0 ? c.amount : r.monthly.balance[last - 1];
        // (Principal + part-payment is what was owed, to the last bit of the sum of two doubles.)
        expect(Math.abs(r.monthly.principal[last] + byMonth(r)[last] - opening)).toBeLessThanOrEqual(Number.EPSILON * opening);
        const bad = [...r.monthly.balance].filter((balance, k) => !(balance >= 0) || !(balance < (k === 0 ? c.amount : r.monthly.balance[k - 1])));
        expect(bad).toEqual([]);
        expect([...r.monthly.balance.subarray(0, last)].includes(0)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("never cost interest or months: the saving is at least 0 and the plain loan is the one without part-payments", async () => {
    await fc.assert(
      fc.asyncProperty(prepaymentArbitrary, async (c) => {
        const r = await run(c);
        const plain = await loan(c.amount, c.annualRate, c.months / 12, undefined, 2025, c.startMonth);
        const effect = r.prepayment;
        if (!effect) {
          expect(prepaymentOf(c).oneTimeAmount + prepaymentOf(c).extraMonthly).toBe(0);
          return;
        }
        expect(effect.plain).toEqual({ interest: plain.interest, total: plain.total, months: plain.months });
        expect(effect.interestSaved).toBeGreaterThanOrEqual(0);
        // The unclamped difference too. Reducing the tenure keeps every balance at or below the
        // plain loan's, bit for bit (float rounding is monotone), so it never falls below 0;
        // a recomputed EMI may land a rounding error below, which grows like the debt, (1+i)^n.
        const raw = plain.interest - r.interest;
        if (c.mode === "reduceTenure") expect(raw).toBeGreaterThanOrEqual(0);
        else expect(raw).toBeGreaterThanOrEqual(-1e-14 * c.amount * (1 + c.annualRate / 1200) ** c.months);
        expect(effect.monthsSaved).toBe(plain.months - r.months);
        expect(effect.monthsSaved).toBeGreaterThanOrEqual(0);
        expect([...effect.comparison.plainBalance]).toEqual([...plain.yearly.balance]);
        expect(r.principal + r.interest).toBe(r.total);
        const repaid = sum(r.monthly.principal) + effect.prepaid;
        expect(Math.abs(repaid - c.amount)).toBeLessThanOrEqual(1e-9 * c.amount);
        for (const value of [r.emi, r.total, r.interest, effect.prepaid, effect.interestSaved, effect.newEmi]) expect(Number.isFinite(value)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("match the month-by-month reference (balance grown by interest, textbook EMI) row by row", async () => {
    await fc.assert(
      fc.asyncProperty(prepaymentArbitrary, async (c) => {
        const r = await run(c);
        const reference = emiPrepaymentReference(c.amount, c.annualRate, c.months / 12, 2025, c.startMonth, prepaymentOf(c));
        // Rounding error grows like the debt does, (1+i)^n.
        const tolerance = c.amount * (1e-9 + 1e-13 * (1 + c.annualRate / 1200) ** c.months);
        expect(r.months).toBe(reference.months);
        const near = (a: number, b: number) => Math.abs(a - b) <= tolerance;
        const badMonths = reference.monthly.filter(
          (row, k) =>
            r.monthly.calendarYear[k] !== row.calendarYear ||
            r.monthly.calendarMonth[k] !== row.calendarMonth ||
            !near(r.monthly.balance[k], row.balance) ||
            !near(r.monthly.interest[k], row.interest) ||
            !near(byMonth(r)[k], row.prepayment),
        );
        expect(badMonths).toEqual([]);
        expect([...r.yearly.year]).toEqual(reference.yearly.map((row) => row.year));
        expect(near(r.interest, reference.interest)).toBe(true);
        if (r.prepayment) {
          expect(near(r.prepayment.interestSaved, Math.max(0, reference.interestSaved))).toBe(true);
          expect(r.prepayment.monthsSaved).toBe(reference.monthsSaved);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("keep the end date when reducing the EMI unless the part-payments repay the loan first", async () => {
    await fc.assert(
      fc.asyncProperty(prepaymentArbitrary, async (c) => {
        const r = await run({ ...c, mode: "reduceEmi", extraShare: null });
        // A one-time part-payment alone either closes the loan that month or leaves the end date.
        const at = prepaymentOf(c).oneTimeMonth;
        expect(r.months === c.months || r.months === at).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe("EMI part-payments, the core's domain", () => {
  const core = () => corePromise;
  it("refuses a part-payment month outside the tenure, a fractional month, a negative amount or an unknown mode", async () => {
    const c = await core();
    const call = (oneTime: number, oneTimeMonth: number, extra: number, extraFrom: number, mode = 0) =>
      c.emiScheduleWithPrepayment(1_000_000, 8.5, 20, 2025, 1, oneTime, oneTimeMonth, extra, extraFrom, mode);
    expect(call(100_000, 0, 0, 0)).toBe(-1);
    expect(call(100_000, 241, 0, 0)).toBe(-1);
    expect(call(100_000, 12.5, 0, 0)).toBe(-1);
    expect(call(0, 0, 5_000, 241)).toBe(-1);
    expect(call(-1, 12, 0, 0)).toBe(-1);
    expect(call(0, 0, Number.NaN, 1)).toBe(-1);
    expect(call(Number.POSITIVE_INFINITY, 12, 0, 0)).toBe(-1);
    expect(call(100_000, 12, 0, 0, 2)).toBe(-1);
    // A month is not checked when its amount is 0; month 240 and month 1 are within the tenure.
    expect(call(0, 999, 5_000, 240)).toBe(240);
    expect(call(100_000, 1, 0, 0, 1)).toBe(240);
    await expect(loan(100_000, 8.5, 20, { oneTimeAmount: 1_000, oneTimeMonth: 300 })).rejects.toThrow(/outside its range/);
  });

  it("does not grow its memory however many times it is called", async () => {
    const c = await core();
    await loan(1_000_000, 8.5, 100, { extraMonthly: 1_000, extraFromMonth: 1, mode: "reduceEmi" });
    const before = c.memory.buffer.byteLength;
    for (let k = 0; k < 3_000; k++) c.emiScheduleWithPrepayment(1_000_000, 8.5, 100, 2025, 7, 50_000, 60, 1_000, 1, k % 2);
    expect(c.memory.buffer.byteLength).toBe(before);
  });
});
