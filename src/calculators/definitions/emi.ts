// EMI (spec 1 §3, §4, §5, §9; DESIGN.md "Formulas"): the monthly instalment of a loan, its
// interest, and a repayment schedule that starts this calendar month and closes at exactly 0.
import type { EmiResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { atLeastOneMonth, atMost, firstError, type Rule } from "../rules";
import { EmiBalanceChart } from "./emi-chart";
import { EmiMonthlySchedule, EmiYearlySchedule } from "./emi-schedule";

type EmiField = "amount" | "annualRate" | "tenure";

/** Upper bounds the spec leaves open: ₹100 crore, 50% a year, 40 years (longer than any Indian home loan). */
const MAX_AMOUNT = 1_000_000_000;
const MAX_ANNUAL_RATE_PCT = 50;
const MAX_TENURE_YEARS = 40;

const LABELS = {
  amount: "Loan amount",
  annualRate: "Interest rate (p.a.)",
  tenure: "Loan tenure",
} as const satisfies Record<EmiField, string>;

// The spec's two messages (spec 1 §5, EMI): an empty or unreadable field is missing; zero or
// below is not a loan.
const required: Rule = ({ value, empty }) => (empty || Number.isNaN(value) ? "This is a required field." : undefined);
const aboveZero: Rule = ({ value }) => (value <= 0 ? "Value must be greater than 0." : undefined);

export const emiDefinition: CalculatorDefinition<EmiField, EmiResult> = {
  id: "emi",
  title: "EMI Calculator",
  description:
    "Work out the monthly instalment (EMI) on a home, car or personal loan, how much of what you repay is interest, and the full month-by-month schedule.",
  fields: [
    { id: "amount", label: LABELS.amount, unit: "rupees", defaultValue: 1_000_000, slider: { min: 100_000, max: 20_000_000, step: 50_000 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 8.5, slider: { min: 1, max: 24, step: 0.05 } },
    { id: "tenure", label: LABELS.tenure, unit: "years", defaultValue: 20, slider: { min: 1, max: 30, step: 1 } },
  ],
  validate: (values) => ({
    amount: firstError(values.amount, [required, aboveZero, atMost(LABELS.amount, MAX_AMOUNT, "rupees")]),
    annualRate: firstError(values.annualRate, [required, aboveZero, atMost(LABELS.annualRate, MAX_ANNUAL_RATE_PCT, "percent")]),
    tenure: firstError(values.tenure, [required, aboveZero, atLeastOneMonth(LABELS.tenure), atMost(LABELS.tenure, MAX_TENURE_YEARS, "years")]),
  }),
  compute: (client, inputs) => {
    // Month 1 of the schedule is the current calendar month (spec 1 §9).
    const today = new Date();
    return client.emi({ ...inputs, startYear: today.getFullYear(), startMonth: today.getMonth() + 1 });
  },
  results: [
    { id: "emi", label: "Monthly EMI", format: "rupeesPaise", value: (r) => r.emi },
    { id: "principal", label: "Principal amount", format: "rupees", value: (r) => r.principal },
    { id: "interest", label: "Total interest", format: "rupees", value: (r) => r.interest },
    { id: "total", label: "Total amount payable", format: "rupees", value: (r) => r.total },
  ],
  convention: "Interest is charged monthly at the annual rate ÷ 12 on the balance still owed; the first EMI falls this month and the last one clears the loan.",
  method: [
    "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), where P is the loan amount, i the monthly rate (annual rate ÷ 12) and n the number of monthly instalments (tenure in years × 12). At 0% the EMI is simply P ÷ n.",
    "Each month, interest = the balance still owed × i, and the rest of the EMI repays principal. Early EMIs are mostly interest; later ones are mostly principal.",
    "The last EMI repays whatever balance is left, so the schedule ends at exactly ₹0. Total interest is the sum of every month's interest; total payable = loan amount + total interest.",
    "The schedule starts in the current month and the yearly table adds up each calendar year (January to December). The EMI is shown with paise; other figures are rounded to the rupee.",
    "Banks may round the EMI to the rupee, charge processing fees or change a floating rate during the loan: treat this as a close estimate, not your lender's statement.",
  ],
  donut: (r) => [
    { label: "Principal amount", value: r.principal, tone: "accent" },
    { label: "Total interest", value: r.interest, tone: "accent2" },
  ],
  sections: [EmiBalanceChart, EmiYearlySchedule, EmiMonthlySchedule],
};
