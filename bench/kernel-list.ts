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
import { incomeTaxReference } from "../tests/reference/tax";
import { TAX_YEARS } from "../src/calculators/tax-rules";
import { swpReference, xirrBisection } from "../tests/reference/returns";
import { epfReference } from "../tests/reference/salary";
import { npsReference, yearlyDepositReference } from "../tests/reference/schemes";
import { croreTwin } from "./twins/crore";
import { debtPlanTwin } from "./twins/debt";
import { sipTwin } from "./twins/growth";
import { emiTwin } from "./twins/loans";
import { swpTwin } from "./twins/returns";
import { npsTwin, ppfTwin } from "./twins/schemes";
import { epfTwin } from "./twins/salary";
import { incomeTaxTwin } from "./twins/tax";
import { xirrTwin } from "./twins/xirr";

export interface Kernel {
  name: string;
  wasm(api: CalcApi): Promise<unknown>;
  /** The same algorithm in plain TypeScript, returning what `wasm` returns (tests/wasm/twins.test.ts). */
  twin(): unknown;
  /** tests/reference: a different method, for context only. */
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

const BENCH_EPF = {
  monthlyBasicDa: 30_000,
  age: 25,
  retirementAge: 58,
  employeeContribution: 12,
  employerContribution: 3.67,
  salaryGrowth: 6,
  annualRate: 8.25,
  currentBalance: 0,
};

/** Five years of a ₹10,000 monthly SIP on the 5th, and its value today. */
const BENCH_SIP_FLOWS = [
  ...Array.from({ length: 60 }, (_, k) => ({ date: `${2020 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, "0")}-05`, amount: -10_000 })),
  { date: "2025-01-05", amount: 840_000 },
];
const BENCH_SIP_TIMED = BENCH_SIP_FLOWS.map((flow) => ({ years: (Date.parse(flow.date) - Date.parse(BENCH_SIP_FLOWS[0].date)) / 86_400_000 / 365, amount: flow.amount }));

/** Ten thousand a month from 30 to the NPS exit at 60, 40% into an annuity (the page's default return and annuity rate). */
const BENCH_NPS = { monthlyContribution: 10_000, currentAge: 30, exitAge: 60, annualReturn: 10, annuityShare: 40, annuityRate: 6 };
/** The PPF maximum for 15 years and two 5-year extensions, at 7.1% (src/calculators/reference-data.ts PPF_RULES). */
const BENCH_PPF = { yearlyDeposit: 150_000, annualRate: 7.1, timePeriod: 25 };

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
  {
    name: "Income tax, both regimes, with deductions and HRA",
    wasm: (api) => api.incomeTax(BENCH_TAX_INPUTS, TAX_YEARS[1].rules),
    twin: () => incomeTaxTwin(BENCH_TAX_INPUTS, TAX_YEARS[1].rules),
    reference: () => incomeTaxReference(BENCH_TAX_INPUTS, TAX_YEARS[1].rules),
  },
  {
    name: "EPF to retirement, 33 years",
    wasm: (api) => api.epf(BENCH_EPF),
    twin: () => epfTwin(BENCH_EPF),
    reference: () => epfReference(BENCH_EPF),
  },
  {
    name: "SWP, ₹10,000 a month from ₹10 lakh at 8%, 30 years",
    wasm: (api) => api.swp({ corpus: 1_000_000, monthlyWithdrawal: 10_000, annualRate: 8, years: 30 }),
    twin: () => swpTwin({ corpus: 1_000_000, monthlyWithdrawal: 10_000, annualRate: 8, years: 30 }),
    reference: () => swpReference(1_000_000, 10_000, 8, 30),
  },
  {
    name: "XIRR of a 5-year monthly SIP (61 dated flows)",
    wasm: (api) => api.xirr({ flows: BENCH_SIP_FLOWS }),
    twin: () => xirrTwin({ flows: BENCH_SIP_FLOWS }),
    reference: () => xirrBisection(BENCH_SIP_TIMED),
  },
  {
    name: "NPS to 60 from 30, ₹10,000 a month (30 yearly rows)",
    wasm: (api) => api.nps(BENCH_NPS),
    twin: () => npsTwin(BENCH_NPS),
    reference: () => npsReference(10_000, 30, 60, 10, 40, 6),
  },
  {
    name: "PPF, ₹1.5 lakh a year for 25 years",
    wasm: (api) => api.ppf(BENCH_PPF),
    twin: () => ppfTwin(BENCH_PPF),
    reference: () => yearlyDepositReference(150_000, 7.1, 25, 25),
  },
];
