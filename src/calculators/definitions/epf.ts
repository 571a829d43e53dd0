// EPF: the Employees' Provident Fund balance at retirement. Each month 12% of basic
// + DA from the employee and the employer's share to EPF (3.67%: the other 8.33% of the
// employer's 12% goes to the pension scheme, EPS); interest on the monthly running balance,
// credited once a year (assembly/salary.ts). Outside figures: reference-data.ts.
import type { EpfResult } from "../../../workers/calc-contract";
import { formatRupees } from "../../lib/format-money";
import type { CalculatorDefinition, FieldErrors, ParsedValues } from "../definition";
import { EPF_EMPLOYEE_SHARE, EPF_EMPLOYER_SHARE, EPF_INTEREST_RATE, EPS_WAGE_CEILING } from "../reference-data";
import { atMost, firstError, genericRequired } from "../rules";
import { atLeast, optionalNotNegative, requiredNotNegative, wholeYears } from "./field-rules";

type EpfField =
  | "monthlyBasicDa"
  | "age"
  | "retirementAge"
  | "employeeContribution"
  | "employerContribution"
  | "salaryGrowth"
  | "annualRate"
  | "currentBalance";

/** ₹1 crore a month of basic + DA; EPF membership from 15; retirement at 58 (up to 60 by choice). */
const MAX_MONTHLY_BASIC = 10_000_000;
const MIN_AGE = 15;
const MAX_RETIREMENT_AGE = 60;
/** Voluntary PF may take the employee's share up to 100% of basic + DA; the employer's is at most 12%. */
const MAX_EMPLOYEE_PCT = 100;
const MAX_EMPLOYER_PCT = 12;
const MAX_GROWTH_PCT = 50;
const MAX_RATE_PCT = 15;
const MAX_BALANCE = 10_000_000_000;

const LABELS = {
  monthlyBasicDa: "Basic salary + DA (monthly)",
  age: "Your age",
  retirementAge: "Retirement age",
  employeeContribution: "Your contribution (% of basic + DA)",
  employerContribution: "Employer's share to EPF (% of basic + DA)",
  salaryGrowth: "Yearly salary increase",
  annualRate: "EPF interest rate (p.a.)",
  currentBalance: "Current EPF balance (optional)",
} as const satisfies Record<EpfField, string>;

function validateEpf(values: ParsedValues<EpfField>): FieldErrors<EpfField> {
  const errors: FieldErrors<EpfField> = {
    monthlyBasicDa: firstError(values.monthlyBasicDa, [genericRequired(LABELS.monthlyBasicDa), atMost(LABELS.monthlyBasicDa, MAX_MONTHLY_BASIC, "rupees")]),
    age: firstError(values.age, [genericRequired(LABELS.age), wholeYears(LABELS.age), atLeast(LABELS.age, MIN_AGE, "years"), atMost(LABELS.age, MAX_RETIREMENT_AGE - 1, "years")]),
    retirementAge: firstError(values.retirementAge, [
      genericRequired(LABELS.retirementAge),
      wholeYears(LABELS.retirementAge),
      atMost(LABELS.retirementAge, MAX_RETIREMENT_AGE, "years"),
    ]),
    employeeContribution: firstError(values.employeeContribution, [
      requiredNotNegative(LABELS.employeeContribution),
      atMost(LABELS.employeeContribution, MAX_EMPLOYEE_PCT, "percent"),
    ]),
    employerContribution: firstError(values.employerContribution, [
      requiredNotNegative(LABELS.employerContribution),
      atMost(LABELS.employerContribution, MAX_EMPLOYER_PCT, "percent"),
    ]),
    salaryGrowth: firstError(values.salaryGrowth, [requiredNotNegative(LABELS.salaryGrowth), atMost(LABELS.salaryGrowth, MAX_GROWTH_PCT, "percent")]),
    annualRate: firstError(values.annualRate, [requiredNotNegative(LABELS.annualRate), atMost(LABELS.annualRate, MAX_RATE_PCT, "percent")]),
    currentBalance: firstError(values.currentBalance, [optionalNotNegative(LABELS.currentBalance), atMost(LABELS.currentBalance, MAX_BALANCE, "rupees")]),
  };
  if (!errors.age && !errors.retirementAge && values.retirementAge.value <= values.age.value) {
    errors.retirementAge = "Retirement age must be more than your age";
  }
  return errors;
}

export const epfDefinition: CalculatorDefinition<EpfField, EpfResult> = {
  id: "epf",
  title: "EPF Calculator",
  description:
    "See what your Employees' Provident Fund grows to by the time you retire: your contribution and your employer's every month, with interest worked out as EPFO does.",
  fields: [
    { id: "monthlyBasicDa", label: LABELS.monthlyBasicDa, unit: "rupees", defaultValue: 30_000, slider: { min: 5_000, max: 500_000, step: 1_000 } },
    { id: "age", label: LABELS.age, unit: "years", defaultValue: 30, slider: { min: 18, max: 57, step: 1 } },
    { id: "retirementAge", label: LABELS.retirementAge, unit: "years", defaultValue: 58, slider: { min: 40, max: 60, step: 1 } },
    {
      id: "employeeContribution",
      label: LABELS.employeeContribution,
      unit: "percent",
      defaultValue: EPF_EMPLOYEE_SHARE.value,
      slider: { min: 0, max: 30, step: 0.5 },
    },
    {
      id: "employerContribution",
      label: LABELS.employerContribution,
      unit: "percent",
      defaultValue: EPF_EMPLOYER_SHARE.value,
      slider: { min: 0, max: 12, step: 0.01 },
    },
    { id: "salaryGrowth", label: LABELS.salaryGrowth, unit: "percent", defaultValue: 5, slider: { min: 0, max: 20, step: 0.5 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: EPF_INTEREST_RATE.value, slider: { min: 5, max: 12, step: 0.05 } },
    { id: "currentBalance", label: LABELS.currentBalance, unit: "rupees", defaultValue: "", slider: { min: 0, max: 5_000_000, step: 10_000 } },
  ],
  validate: validateEpf,
  compute: (client, inputs) => client.epf(inputs),
  results: [
    { id: "corpus", label: "EPF balance at retirement", format: "rupees", value: (r) => r.corpus },
    { id: "employeeTotal", label: "Your contributions", format: "rupees", value: (r) => r.employeeTotal },
    { id: "employerTotal", label: "Employer's contributions", format: "rupees", value: (r) => r.employerTotal },
    { id: "interestTotal", label: "Interest earned", format: "rupees", value: (r) => r.interestTotal },
  ],
  convention: () =>
    `Interest at ${EPF_INTEREST_RATE.value}% (${EPF_INTEREST_RATE.asOf}; ${EPF_INTEREST_RATE.source}) on each month's closing balance, credited at the end of each year; the employer's 8.33% to the pension scheme (EPS) is not in this balance.`,
  method: [
    `Every month you put ${EPF_EMPLOYEE_SHARE.value}% of your basic salary + dearness allowance (DA) into EPF (${EPF_EMPLOYEE_SHARE.source}). Your employer also pays 12%, but only ${EPF_EMPLOYER_SHARE.value}% of basic + DA reaches your EPF account: the other 8.33% goes to the Employees' Pension Scheme (EPS), which pays a monthly pension from age 58 and is not part of this balance.`,
    `The pension part is worked out on basic + DA of at most ${formatRupees(EPS_WAGE_CEILING.value)} a month, so it is at most ${formatRupees((EPS_WAGE_CEILING.value * 8.33) / 100)} (${EPS_WAGE_CEILING.source}). Many employers whose staff earn more pay 12% of the full basic + DA and put everything above that ${formatRupees((EPS_WAGE_CEILING.value * 8.33) / 100)} into EPF: at ₹40,000 basic + DA that is (4,800 − 1,250) ÷ 40,000 = 8.875%. Your payslip shows the split: enter your employer's EPF share as a percentage of basic + DA.`,
    "Interest is worked out as EPFO does it (EPF Scheme, 1952, para 60): each month, the balance at the month's end earns the annual rate ÷ 12, and the year's interest is added to your account once, at the end of the year, so it earns interest from the next year on. With a balance B at the start of a year and the same contribution c every month, the month-end balances are B + c, B + 2c, …, B + 12c, so the year's interest is rate ÷ 1200 × (12 × B + 78 × c).",
    "Your salary rises by the yearly increase at the start of each year after the first; each year is one row of the table. The rate is set by EPFO every year: the figure shown is the latest declared, and future years may differ.",
    "EPF balances are tax-free on withdrawal after 5 years of continuous service. Interest on your own contributions above ₹2.5 lakh a year (₹5 lakh where the employer does not contribute) is taxable each year; this calculator shows figures before any tax.",
  ],
  donut: (r) => [
    { label: "Contributions", value: r.openingBalance + r.employeeTotal + r.employerTotal, tone: "accent" },
    { label: "Interest earned", value: r.interestTotal, tone: "accent2" },
  ],
  charts: [
    {
      title: "Your EPF balance by age",
      xLabel: "Age",
      x: (r) => r.projection.age,
      series: [{ label: "EPF balance", tone: "accent2", fill: true, values: (r) => r.projection.balance }],
    },
  ],
  tables: [
    {
      caption: "Year-by-year EPF balance",
      rowCount: (r) => r.projection.year.length,
      columns: [
        { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
        { id: "age", label: "Age at year end", format: "number", value: (r, i) => r.projection.age[i] },
        { id: "monthlySalary", label: "Basic + DA a month", format: "rupees", value: (r, i) => r.projection.monthlySalary[i] },
        { id: "employee", label: "Your contribution", format: "rupees", value: (r, i) => r.projection.employee[i] },
        { id: "employer", label: "Employer's contribution", format: "rupees", value: (r, i) => r.projection.employer[i] },
        { id: "interest", label: "Interest", format: "rupees", value: (r, i) => r.projection.interest[i] },
        { id: "balance", label: "Balance at year end", format: "rupees", value: (r, i) => r.projection.balance[i] },
      ],
    },
  ],
};
