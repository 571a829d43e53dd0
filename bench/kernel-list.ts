// The kernels the bench times, each with the same inputs three ways: the calculation of
// assembly/ called through the worker's API; its same-algorithm TypeScript twin (bench/twins:
// the same recurrences written into the same kind of buffers and read out by the same
// functions, so twin and core pay the same boundary work); and the plain-TypeScript reference
// of tests/reference, a different, slower method kept for checking, timed only for context.
// A new core calculation joins the suite with one entry here and a twin in bench/twins.
import type { CalcApi, EmiInputs } from "../workers/calc-contract";
import { referencePayoff } from "../tests/reference/debt";
import { sipReference } from "../tests/reference/growth";
import { croreReference, emiPrepaymentReference, emiReference } from "../tests/reference/loans";
import { croreTwin } from "./twins/crore";
import { debtPlanTwin } from "./twins/debt";
import { sipTwin } from "./twins/growth";
import { emiTwin } from "./twins/loans";

export interface Kernel {
  name: string;
  wasm(api: CalcApi): Promise<unknown>;
  /** The same algorithm in plain TypeScript, returning what `wasm` returns (tests/wasm/twins.test.ts). */
  twin(): unknown;
  /** tests/reference: a different method, for context only. */
  reference(): unknown;
}

/** A typical Indian mix: two cards, a personal loan, a two-wheeler loan and a car loan. */
const BENCH_DEBTS = [
  { balance: 60_000, rate: 42, minimumPayment: 3_000 },
  { balance: 25_000, rate: 36, minimumPayment: 1_250 },
  { balance: 200_000, rate: 14, minimumPayment: 6_900 },
  { balance: 40_000, rate: 11, minimumPayment: 3_600 },
  { balance: 450_000, rate: 9.5, minimumPayment: 9_500 },
];

const BENCH_LOAN: EmiInputs = { amount: 5_000_000, annualRate: 8.5, tenure: 30, startYear: 2025, startMonth: 4 };
const BENCH_PREPAID_LOAN: EmiInputs = {
  ...BENCH_LOAN,
  prepayment: { oneTimeAmount: 500_000, oneTimeMonth: 24, extraMonthly: 10_000, extraFromMonth: 13, mode: "reduceEmi" },
};

export const KERNELS: readonly Kernel[] = [
  {
    name: "SIP projection, 30 years",
    wasm: (api) => api.sip({ monthlyInvestment: 10_000, annualRate: 12, timePeriod: 30 }),
    twin: () => sipTwin({ monthlyInvestment: 10_000, annualRate: 12, timePeriod: 30 }),
    reference: () => sipReference(10_000, 12, 30),
  },
  {
    name: "EMI schedule, 30 years (360 months)",
    wasm: (api) => api.emi(BENCH_LOAN),
    twin: () => emiTwin(BENCH_LOAN),
    reference: () => emiReference(5_000_000, 8.5, 30, 2025, 4),
  },
  {
    name: "EMI with prepayments, 30 years: ₹5 lakh in month 24, ₹10,000 a month from month 13, reduce EMI",
    wasm: (api) => api.emi(BENCH_PREPAID_LOAN),
    twin: () => emiTwin(BENCH_PREPAID_LOAN),
    reference: () =>
      emiPrepaymentReference(5_000_000, 8.5, 30, 2025, 4, { oneTimeAmount: 500_000, oneTimeMonth: 24, extraMonthly: 10_000, extraFromMonth: 13, mode: "reduceEmi" }),
  },
  {
    name: "First crore, ₹5,000 a month (goal in month 603)",
    wasm: (api) => api.crore({ monthlyInvestment: 5_000, annualRate: 12, inflationRate: 6 }),
    twin: () => croreTwin({ monthlyInvestment: 5_000, annualRate: 12, inflationRate: 6 }),
    reference: () => croreReference(5_000, 12, 6),
  },
  {
    name: "Debt payoff, 5 debts, both strategies",
    wasm: (api) => api.debtPlan({ debts: BENCH_DEBTS, monthlyBudget: 40_000 }),
    twin: () => debtPlanTwin({ debts: BENCH_DEBTS, monthlyBudget: 40_000 }),
    reference: () => [referencePayoff(BENCH_DEBTS, 40_000, "snowball"), referencePayoff(BENCH_DEBTS, 40_000, "avalanche")],
  },
];
