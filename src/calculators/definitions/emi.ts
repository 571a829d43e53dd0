// EMI (spec 1 §3, §4, §5, §9; DESIGN.md "Formulas"): the monthly instalment of a loan, its
// interest, and a repayment schedule that starts this calendar month and closes at exactly 0;
// optionally with prepayments (emi-prepayment-parts.ts). With a prepayment,
// result-interest and result-total are the prepaid loan's, result-emi stays the EMI it starts
// with, and the boxes it adds compare against the same loan without it.
import type { EmiResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition, FieldErrors, ParsedValues, ValidationTrigger } from "../definition";
import { atLeastOneMonth, atMost, firstError, type Rule } from "../rules";
import { EmiBalanceChart } from "./emi-chart";
import { prepaymentFields, prepaymentInputs, prepaymentResults, validatePrepayment, type PrepaymentField } from "./emi-prepayment-parts";
import { EmiMonthlySchedule, EmiYearlySchedule } from "./emi-schedule";

type PlainEmiField = "amount" | "annualRate" | "tenure";
type EmiField = PlainEmiField | PrepaymentField;

/** Upper bounds the spec leaves open: ₹100 crore, 50% a year, 40 years (longer than any Indian home loan). */
const MAX_AMOUNT = 1_000_000_000;
const MAX_ANNUAL_RATE_PCT = 50;
const MAX_TENURE_YEARS = 40;

const LABELS = {
  amount: "Loan amount",
  annualRate: "Interest rate (p.a.)",
  tenure: "Loan tenure",
} as const satisfies Record<PlainEmiField, string>;

// The spec's two messages (spec 1 §5, EMI): an empty or unreadable field is missing; zero or
// below is not a loan.
const required: Rule = ({ value, empty }) => (empty || Number.isNaN(value) ? "This is a required field." : undefined);
const aboveZero: Rule = ({ value }) => (value <= 0 ? "Value must be greater than 0." : undefined);

const PLAIN_CONVENTION = "Interest is charged monthly at the annual rate ÷ 12 on the balance still owed; the first EMI falls this month and the last one clears the loan.";

/** The plain convention, and with a prepayment what it does to the EMI. */
function emiConvention(result: EmiResult): string {
  if (!result.prepayment) return PLAIN_CONVENTION;
  return result.prepayment.mode === "reduceEmi"
    ? `${PLAIN_CONVENTION} A prepayment is paid just after that month's EMI, and the EMI is then recomputed over the months left to the original end (every month, with a regular extra).`
    : `${PLAIN_CONVENTION} A prepayment is paid just after that month's EMI and the EMI stays the same, so the loan ends sooner.`;
}

/** Takes values without the prepayment fields too: the plain EMI (an older link, the spec's own checks). */
function validateEmi(values: ParsedValues<PlainEmiField> & Partial<ParsedValues<PrepaymentField>>, _trigger: ValidationTrigger): FieldErrors<EmiField> {
  const tenure = firstError(values.tenure, [required, aboveZero, atLeastOneMonth(LABELS.tenure), atMost(LABELS.tenure, MAX_TENURE_YEARS, "years")]);
  return {
    amount: firstError(values.amount, [required, aboveZero, atMost(LABELS.amount, MAX_AMOUNT, "rupees")]),
    annualRate: firstError(values.annualRate, [required, aboveZero, atMost(LABELS.annualRate, MAX_ANNUAL_RATE_PCT, "percent")]),
    tenure,
    // A prepayment month is checked against the tenure only while the tenure is valid.
    ...validatePrepayment(values, tenure ? { value: Number.NaN, empty: true } : values.tenure),
  };
}

export const emiDefinition = {
  id: "emi",
  title: "EMI Calculator",
  description:
    "Work out the monthly instalment (EMI) on a home, car or personal loan, how much of what you repay is interest, and the full month-by-month schedule.",
  fields: [
    { id: "amount", label: LABELS.amount, unit: "rupees", defaultValue: 1_000_000, slider: { min: 100_000, max: 20_000_000, step: 50_000 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 8.5, slider: { min: 1, max: 24, step: 0.05 } },
    { id: "tenure", label: LABELS.tenure, unit: "years", defaultValue: 20, slider: { min: 1, max: 30, step: 1 } },
    ...prepaymentFields<EmiField>(),
  ],
  validate: validateEmi,
  compute: (client, inputs) => {
    // Month 1 of the schedule is the current calendar month (spec 1 §9).
    const today = new Date();
    const { amount, annualRate, tenure } = inputs;
    return client.emi({ amount, annualRate, tenure, startYear: today.getFullYear(), startMonth: today.getMonth() + 1, ...prepaymentInputs(inputs) });
  },
  headline: ["emi", "interest", "total"],
  results: [
    { id: "emi", label: "Monthly EMI", format: "rupeesPaise", value: (r) => r.emi },
    { id: "principal", label: "Principal amount", format: "rupees", value: (r) => r.principal },
    { id: "interest", label: "Total interest", format: "rupees", value: (r) => r.interest },
    { id: "total", label: "Total amount payable", format: "rupees", value: (r) => r.total },
    ...prepaymentResults,
  ],
  convention: emiConvention,
  method: [
    "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), where P is the loan amount, i the monthly rate (annual rate ÷ 12) and n the number of monthly instalments (tenure in years × 12). At 0% the EMI is simply P ÷ n.",
    "Each month, interest = the balance still owed × i, and the rest of the EMI repays principal. Early EMIs are mostly interest; later ones are mostly principal.",
    "The last EMI repays whatever balance is left, so the schedule ends at exactly ₹0. Total interest is the sum of every month's interest; total payable = loan amount + total interest.",
    "The schedule starts in the current month and the yearly table adds up each calendar year (January to December). The EMI is shown with paise; other figures are rounded to the rupee.",
    "Prepayments are optional: a one-time amount in a loan month you choose and/or a fixed extra every month from a loan month on (month 1 is the month of the first EMI). Each is paid just after that month's EMI and goes wholly to principal; one larger than what is still owed simply closes the loan that month.",
    "Reduce the tenure: the EMI stays the same, so the balance reaches ₹0 sooner and the last EMI is whatever is left. Reduce the EMI: after every month with a prepayment, the EMI is worked out again with the same formula for the balance left over the months left to the original end date, so a regular extra lowers it every month.",
    "Interest saved = total interest without the prepayments − total interest with them; months saved = the EMIs no longer needed. The chart draws the balance both ways. RBI rules bar prepayment charges on floating-rate loans to individuals; a fixed-rate loan may carry one, so check with your lender.",
    "Banks may round the EMI to the rupee, charge processing fees or change a floating rate during the loan: treat this as a close estimate, not your lender's statement.",
  ],
  donut: (r) => [
    { label: "Principal amount", value: r.principal, tone: "accent" },
    { label: "Total interest", value: r.interest, tone: "accent2" },
  ],
  sections: [EmiBalanceChart, EmiYearlySchedule, EmiMonthlySchedule],
} satisfies CalculatorDefinition<EmiField, EmiResult>;
