// SWP, the systematic withdrawal plan: a corpus earning the expected return,
// compounded monthly at rate / 12, pays a fixed withdrawal at the end of each month;
// the balance year by year and how long the money lasts (assembly/returns.ts).
import type { SwpResult } from "../../../workers/calc-contract";
import { formatRupees } from "../../lib/format-money";
import type { CalculatorDefinition, FieldErrors, ParsedValues } from "../definition";
import { atLeastOneMonth, atMost, firstError, genericRequired } from "../rules";
import { formatMonths, requiredNotNegative } from "./field-rules";

type SwpField = "corpus" | "monthlyWithdrawal" | "annualRate" | "years";

/** ₹1,000 crore; 30% a year; 100 years (the core's longest table). */
const MAX_CORPUS = 10_000_000_000;
const MAX_RATE_PCT = 30;
const MAX_YEARS = 100;

const LABELS = {
  corpus: "Total investment",
  monthlyWithdrawal: "Withdrawal per month",
  annualRate: "Expected return rate (p.a.)",
  years: "Time period",
} as const satisfies Record<SwpField, string>;

export const SWP_MESSAGES = {
  withdrawalAboveCorpus: "Withdrawal per month cannot be more than the total investment",
} as const;

function validateSwp(values: ParsedValues<SwpField>): FieldErrors<SwpField> {
  const errors: FieldErrors<SwpField> = {
    corpus: firstError(values.corpus, [genericRequired(LABELS.corpus), atMost(LABELS.corpus, MAX_CORPUS, "rupees")]),
    monthlyWithdrawal: firstError(values.monthlyWithdrawal, [genericRequired(LABELS.monthlyWithdrawal)]),
    annualRate: firstError(values.annualRate, [requiredNotNegative(LABELS.annualRate), atMost(LABELS.annualRate, MAX_RATE_PCT, "percent")]),
    years: firstError(values.years, [genericRequired(LABELS.years), atLeastOneMonth(LABELS.years), atMost(LABELS.years, MAX_YEARS, "years")]),
  };
  if (!errors.corpus && !errors.monthlyWithdrawal && values.monthlyWithdrawal.value > values.corpus.value) {
    errors.monthlyWithdrawal = SWP_MESSAGES.withdrawalAboveCorpus;
  }
  return errors;
}

/** How long the money lasts, as the result box reads it. */
export function lastingText(r: SwpResult): string {
  if (r.fullMonths === null) return "For ever: the returns cover every withdrawal";
  if (r.fullMonths >= 1_200) return "More than 100 years";
  const partial = r.lastPartial > 0 ? `, then ${formatRupees(r.lastPartial)} in the month after` : "";
  return `${formatMonths(r.fullMonths)}${partial}`;
}

export const swpDefinition: CalculatorDefinition<SwpField, SwpResult> = {
  id: "swp",
  title: "SWP Calculator",
  description:
    "Plan a regular monthly income from a lump sum, such as a retirement corpus in a mutual fund: what you take out, what is left each year, and how long the money lasts.",
  fields: [
    { id: "corpus", label: LABELS.corpus, unit: "rupees", defaultValue: 1_000_000, slider: { min: 10_000, max: 50_000_000, step: 10_000 } },
    { id: "monthlyWithdrawal", label: LABELS.monthlyWithdrawal, unit: "rupees", defaultValue: 10_000, slider: { min: 500, max: 500_000, step: 500 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 8, slider: { min: 0, max: 20, step: 0.1 } },
    { id: "years", label: LABELS.years, unit: "years", defaultValue: 10, slider: { min: 1, max: 40, step: 1 } },
  ],
  validate: validateSwp,
  compute: (client, inputs) => client.swp(inputs),
  results: [
    { id: "totalWithdrawn", label: "Total withdrawn", format: "rupees", value: (r) => r.totalWithdrawn },
    { id: "finalBalance", label: "Balance at the end", format: "rupees", value: (r) => r.finalBalance },
    { id: "totalReturns", label: "Est. returns", format: "rupees", value: (r) => r.totalReturns },
    { id: "lasts", label: "The money lasts", format: "number", value: (r) => r.fullMonths ?? -1, text: lastingText },
  ],
  convention: "Returns compounded monthly at the annual rate ÷ 12; each withdrawal at the end of the month, after that month's returns; before tax.",
  method: [
    "Each month the balance earns the expected annual return ÷ 12, and then the withdrawal is taken out. Balance after k months = C × (1 + i)^k − W × ((1 + i)^k − 1) ÷ i, where C is the amount invested, W the monthly withdrawal and i the annual rate ÷ 1200.",
    "How long it lasts: if the monthly withdrawal is no more than a month's returns on the amount invested (W ≤ C × i), the balance never falls and the money lasts for ever. Otherwise the balance reaches zero after ln(W ÷ (W − C × i)) ÷ ln(1 + i) months: that many full withdrawals, then a last, smaller one of whatever is left.",
    "Est. returns = total withdrawn + balance at the end − amount invested. The table stops in the year the money runs out.",
    "Market-linked funds do not return the same every month: a bad year early in the plan shortens it more than the average suggests, so keep the withdrawal well inside the returns if the money has to last. Each withdrawal from a mutual fund redeems units and may carry capital-gains tax, which these figures do not show.",
  ],
  donut: (r) => [
    { label: "Total withdrawn", value: r.totalWithdrawn, tone: "accent" },
    { label: "Balance at the end", value: r.finalBalance, tone: "accent2" },
  ],
  charts: [
    {
      title: "Your balance, year by year",
      xLabel: "Years",
      x: (r) => r.projection.year,
      series: [{ label: "Balance", tone: "accent2", fill: true, values: (r) => r.projection.balance }],
    },
  ],
  tables: [
    {
      caption: "Year-by-year balance",
      rowCount: (r) => r.projection.year.length,
      columns: [
        { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
        { id: "withdrawn", label: "Withdrawn in the year", format: "rupees", value: (r, i) => r.projection.withdrawn[i] },
        { id: "returns", label: "Returns in the year", format: "rupees", value: (r, i) => r.projection.returns[i] },
        { id: "balance", label: "Balance at year end", format: "rupees", value: (r, i) => r.projection.balance[i] },
      ],
    },
  ],
};
