// The bench's same-algorithm TypeScript twins (bench/twins) against the compiled core through
// the calc API: every scalar and every cell to 1e-9 relative, the same shape, the same errors.
// A twin that drifted from the algorithm it mirrors would make the bench's twinRatio a
// comparison with something else.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { croreTwin } from "../../bench/twins/crore";
import { debtPlanTwin } from "../../bench/twins/debt";
import { sipTwin } from "../../bench/twins/growth";
import { emiTwin } from "../../bench/twins/loans";
import type { EmiInputs } from "../../workers/calc-contract";
import { CoreDomainError } from "../../workers/core-buffers";
import { calcApi } from "./load-core";

const RELATIVE = 1e-9;

/** Where `actual` first differs from `expected` (numbers to RELATIVE), or null when they agree. */
function firstDifference(actual: unknown, expected: unknown, path = "result"): string | null {
  if (typeof expected === "number") {
    if (typeof actual !== "number") return `${path}: ${String(actual)} is not a number`;
    if (Number.isNaN(expected) || !Number.isFinite(expected)) return `${path}: the core gave ${expected}`;
    const close = Math.abs(actual - expected) <= RELATIVE * Math.max(1, Math.abs(expected));
    return close ? null : `${path}: twin ${actual}, core ${expected}`;
  }
  if (expected instanceof Float64Array) {
    if (!(actual instanceof Float64Array)) return `${path}: the twin's is not a Float64Array`;
    if (actual.length !== expected.length) return `${path}: twin ${actual.length} rows, core ${expected.length}`;
    for (let row = 0; row < expected.length; row++) {
      const difference = firstDifference(actual[row], expected[row], `${path}[${row}]`);
      if (difference) return difference;
    }
    return null;
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object") return `${path}: the twin's is not an object`;
    const keys = Object.keys(expected).sort();
    const twinKeys = Object.keys(actual).sort();
    if (keys.join() !== twinKeys.join()) return `${path}: twin keys ${twinKeys.join()}, core keys ${keys.join()}`;
    for (const key of keys) {
      const difference = firstDifference((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], `${path}.${key}`);
      if (difference) return difference;
    }
    return null;
  }
  return Object.is(actual, expected) ? null : `${path}: twin ${String(actual)}, core ${String(expected)}`;
}

/** The twin agrees with the core: the same result, or the same domain error. */
async function agrees<Inputs, Result>(twin: (inputs: Inputs) => Result, core: (inputs: Inputs) => Promise<Result>, inputs: Inputs): Promise<void> {
  let expected: Result;
  try {
    expected = await core(inputs);
  } catch (error) {
    expect(error).toBeInstanceOf(CoreDomainError);
    expect(() => twin(inputs)).toThrow(CoreDomainError);
    return;
  }
  expect(firstDifference(twin(inputs), expected), JSON.stringify(inputs)).toBeNull();
}

const rate = (max: number) => fc.oneof(fc.constant(0), fc.double({ min: 0.01, max, noNaN: true }));

describe("bench twins equal the core through the calc API", () => {
  it("catches a twin that is off by more than 1e-9", () => {
    const table = new Float64Array([1, 2, 3]);
    expect(firstDifference({ a: 1, t: table }, { a: 1, t: table })).toBeNull();
    expect(firstDifference({ a: 1 + 1e-8 }, { a: 1 })).toMatch(/result\.a/);
    expect(firstDifference({ t: new Float64Array([1, 2, 3.001]) }, { t: table })).toMatch(/result\.t\[2\]/);
    expect(firstDifference({ t: new Float64Array([1, 2]) }, { t: table })).toMatch(/rows/);
    expect(firstDifference({ b: 1 }, { a: 1 })).toMatch(/keys/);
  });

  it("SIP, flat", async () => {
    await agrees(sipTwin, calcApi.sip, { monthlyInvestment: 10_000, annualRate: 12, timePeriod: 30 });
    await agrees(sipTwin, calcApi.sip, { monthlyInvestment: 500, annualRate: 0, timePeriod: 1 / 12 });
    await agrees(sipTwin, calcApi.sip, { monthlyInvestment: 500, annualRate: 12, timePeriod: 101 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({ monthlyInvestment: fc.double({ min: 0, max: 1e6, noNaN: true }), annualRate: rate(30), timePeriod: fc.integer({ min: 1, max: 1200 }).map((months) => months / 12) }),
        (inputs) => agrees(sipTwin, calcApi.sip, inputs),
      ),
      { numRuns: 200 },
    );
  });

  const loanArbitrary = fc.record({
    amount: fc.double({ min: 1_000, max: 1e9, noNaN: true }),
    annualRate: rate(40),
    months: fc.integer({ min: 1, max: 480 }),
    startYear: fc.integer({ min: 1990, max: 2100 }),
    startMonth: fc.integer({ min: 1, max: 12 }),
  });

  it("EMI schedule", async () => {
    await agrees(emiTwin, calcApi.emi, { amount: 5_000_000, annualRate: 8.5, tenure: 30, startYear: 2025, startMonth: 4 });
    await agrees(emiTwin, calcApi.emi, { amount: -1, annualRate: 8.5, tenure: 30, startYear: 2025, startMonth: 4 });
    await fc.assert(
      fc.asyncProperty(loanArbitrary, ({ months, ...loan }) => agrees(emiTwin, calcApi.emi, { ...loan, tenure: months / 12 })),
      { numRuns: 200 },
    );
  });

  it("EMI with part-payments, both modes", async () => {
    const bench: EmiInputs = {
      amount: 5_000_000,
      annualRate: 8.5,
      tenure: 30,
      startYear: 2025,
      startMonth: 4,
      prepayment: { oneTimeAmount: 500_000, oneTimeMonth: 24, extraMonthly: 10_000, extraFromMonth: 13, mode: "reduceEmi" },
    };
    await agrees(emiTwin, calcApi.emi, bench);
    await agrees(emiTwin, calcApi.emi, { ...bench, prepayment: { ...bench.prepayment, mode: "reduceTenure" } });
    await agrees(emiTwin, calcApi.emi, { ...bench, prepayment: { ...bench.prepayment, oneTimeMonth: 361 } });
    await fc.assert(
      fc.asyncProperty(
        loanArbitrary,
        fc.double({ min: 0, max: 1.2, noNaN: true }),
        fc.double({ min: 0, max: 1 }),
        fc.double({ min: 0, max: 0.05, noNaN: true }),
        fc.double({ min: 0, max: 1 }),
        fc.constantFrom("reduceTenure" as const, "reduceEmi" as const),
        ({ months, ...loan }, oneTimeShare, oneTimeAt, extraShare, extraAt, mode) => {
          const monthOf = (share: number) => 1 + Math.floor(share * (months - 1));
          const prepayment = { oneTimeAmount: oneTimeShare * loan.amount, oneTimeMonth: monthOf(oneTimeAt), extraMonthly: extraShare * loan.amount, extraFromMonth: monthOf(extraAt), mode };
          return agrees(emiTwin, calcApi.emi, { ...loan, tenure: months / 12, prepayment });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("first crore", async () => {
    await agrees(croreTwin, calcApi.crore, { monthlyInvestment: 5_000, annualRate: 12, inflationRate: 6 });
    await agrees(croreTwin, calcApi.crore, { monthlyInvestment: 100, annualRate: 0, inflationRate: 6 }); // never reached
    await agrees(croreTwin, calcApi.crore, { monthlyInvestment: 0, annualRate: 12, inflationRate: 6 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({ monthlyInvestment: fc.double({ min: 100, max: 2e7, noNaN: true }), annualRate: rate(30), inflationRate: rate(15) }),
        (inputs) => agrees(croreTwin, calcApi.crore, inputs),
      ),
      { numRuns: 200 },
    );
  });

  it("debt payoff, both strategies", async () => {
    const debts = [
      { balance: 60_000, rate: 42, minimumPayment: 3_000 },
      { balance: 25_000, rate: 36, minimumPayment: 1_250 },
      { balance: 200_000, rate: 14, minimumPayment: 6_900 },
    ];
    for (const monthlyBudget of [0, 5_000, 11_150, 40_000, 1e7]) await agrees(debtPlanTwin, calcApi.debtPlan, { debts, monthlyBudget });
    await agrees(debtPlanTwin, calcApi.debtPlan, { debts: [{ balance: 0, rate: 10, minimumPayment: 0 }], monthlyBudget: 1_000 });
    const debtArbitrary = fc.record({
      balance: fc.double({ min: 100, max: 1e7, noNaN: true }),
      rate: rate(60),
      minimumPayment: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 20_000, noNaN: true })),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(debtArbitrary, { minLength: 1, maxLength: 20 }), fc.double({ min: 0, max: 3e5, noNaN: true }), (list, monthlyBudget) =>
        agrees(debtPlanTwin, calcApi.debtPlan, { debts: list, monthlyBudget }),
      ),
      { numRuns: 200 },
    );
  });
});
