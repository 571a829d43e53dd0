// The kernels the bench times: each calculation of assembly/, called through the worker's API,
// and its plain-TypeScript reference from tests/reference, with the same inputs. A new core
// calculation joins the suite with one entry here.
import type { CalcApi } from "../workers/calc-contract";
import { referencePayoff } from "../tests/reference/debt";
import { sipReference } from "../tests/reference/growth";
import { croreReference, emiPrepaymentReference, emiReference } from "../tests/reference/loans";
import { incomeTaxReference } from "../tests/reference/tax";
import { TAX_YEARS } from "../src/calculators/tax-rules";

export interface Kernel {
  name: string;
  wasm(api: CalcApi): Promise<unknown>;
  reference(): unknown;
}

/** A salaried person claiming the usual old-regime deductions and HRA in a metro. */
const BENCH_TAX_INPUTS = {
  salary: 2_400_000,
  otherIncome: 50_000,
  age: 42,
  deductions80C: 150_000,
  deductions80D: 50_000,
  nps80CCD1B: 50_000,
  homeLoanInterest: 200_000,
  basicSalary: 1_000_000,
  hraReceived: 400_000,
  rentPaid: 480_000,
  metroCity: 1,
};

/** A typical Indian mix: two cards, a personal loan, a two-wheeler loan and a car loan. */
const BENCH_DEBTS = [
  { balance: 60_000, rate: 42, minimumPayment: 3_000 },
  { balance: 25_000, rate: 36, minimumPayment: 1_250 },
  { balance: 200_000, rate: 14, minimumPayment: 6_900 },
  { balance: 40_000, rate: 11, minimumPayment: 3_600 },
  { balance: 450_000, rate: 9.5, minimumPayment: 9_500 },
];

export const KERNELS: readonly Kernel[] = [
  {
    name: "SIP projection, 30 years",
    wasm: (api) => api.sip({ monthlyInvestment: 10_000, annualRate: 12, timePeriod: 30 }),
    reference: () => sipReference(10_000, 12, 30),
  },
  {
    name: "EMI schedule, 30 years (360 months)",
    wasm: (api) => api.emi({ amount: 5_000_000, annualRate: 8.5, tenure: 30, startYear: 2025, startMonth: 4 }),
    reference: () => emiReference(5_000_000, 8.5, 30, 2025, 4),
  },
  {
    name: "EMI with prepayments, 30 years: ₹5 lakh in month 24, ₹10,000 a month from month 13, reduce EMI",
    wasm: (api) =>
      api.emi({
        amount: 5_000_000,
        annualRate: 8.5,
        tenure: 30,
        startYear: 2025,
        startMonth: 4,
        prepayment: { oneTimeAmount: 500_000, oneTimeMonth: 24, extraMonthly: 10_000, extraFromMonth: 13, mode: "reduceEmi" },
      }),
    reference: () =>
      emiPrepaymentReference(5_000_000, 8.5, 30, 2025, 4, { oneTimeAmount: 500_000, oneTimeMonth: 24, extraMonthly: 10_000, extraFromMonth: 13, mode: "reduceEmi" }),
  },
  {
    name: "First crore, ₹5,000 a month (goal in month 603)",
    wasm: (api) => api.crore({ monthlyInvestment: 5_000, annualRate: 12, inflationRate: 6 }),
    reference: () => croreReference(5_000, 12, 6),
  },
  {
    name: "Debt payoff, 5 debts, both strategies",
    wasm: (api) => api.debtPlan({ debts: BENCH_DEBTS, monthlyBudget: 40_000 }),
    reference: () => [referencePayoff(BENCH_DEBTS, 40_000, "snowball"), referencePayoff(BENCH_DEBTS, 40_000, "avalanche")],
  },
  {
    name: "Income tax, both regimes, with deductions and HRA",
    wasm: (api) => api.incomeTax(BENCH_TAX_INPUTS, TAX_YEARS[1].rules),
    reference: () => incomeTaxReference(BENCH_TAX_INPUTS, TAX_YEARS[1].rules),
  },
];
