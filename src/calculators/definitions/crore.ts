// First crore (spec 1 §3, §5, §8, §9; DESIGN.md "Formulas"): how long a monthly SIP takes to
// reach ₹1 crore, with the crore itself growing by inflation month by month, so the goal
// keeps today's buying power.
import type { CroreResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { withOdds, type WithOdds } from "../odds/odds";
import { oddsFields, savingsField, validateOdds } from "../odds/odds-fields";
import { oddsPanel } from "../odds/odds-panel";
import { CRORE_ODDS, type CroreOddsField } from "../odds/planner-odds";
import { EQUITY_RETURN_VOLATILITY } from "../reference-data";
import { atMost, firstError, type Rule } from "../rules";

type CroreField = "monthlyInvestment" | "annualRate" | "inflationRate";

/** Upper bounds the spec leaves open: ₹100 crore a month, 50% return, 30% inflation. */
const MAX_MONTHLY_INVESTMENT = 1_000_000_000;
const MAX_ANNUAL_RATE_PCT = 50;
const MAX_INFLATION_PCT = 30;

const LABELS = {
  monthlyInvestment: "Monthly investment",
  annualRate: "Expected return rate (p.a.)",
  inflationRate: "Inflation rate (p.a.)",
} as const satisfies Record<CroreField, string>;

// Spec 1 §5 (first crore). An empty inflation counts as 0, which is allowed.
const positiveNumber: Rule = ({ value, empty }) => (empty || !(value > 0) ? "Must be a positive number." : undefined);
const notNegative: Rule = ({ value }) => (Number.isNaN(value) ? "Must be a number." : value < 0 ? "Cannot be negative." : undefined);

export const croreDefinition: CalculatorDefinition<CroreOddsField, CroreResult & WithOdds> = {
  id: "crore",
  title: "First Crore Planner",
  description:
    "Find out how long your monthly SIP takes to build your first crore — a crore in today's money, so the goal grows with inflation while you save.",
  fields: [
    { id: "monthlyInvestment", label: LABELS.monthlyInvestment, unit: "rupees", defaultValue: 25_000, slider: { min: 1_000, max: 500_000, step: 1_000 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 12, slider: { min: 1, max: 30, step: 0.1 } },
    { id: "inflationRate", label: LABELS.inflationRate, unit: "percent", defaultValue: 6, slider: { min: 0, max: 15, step: 0.1 } },
    savingsField(),
    ...oddsFields(EQUITY_RETURN_VOLATILITY, true),
  ],
  validate: (values) => ({
    monthlyInvestment: firstError(values.monthlyInvestment, [positiveNumber, atMost(LABELS.monthlyInvestment, MAX_MONTHLY_INVESTMENT, "rupees")]),
    annualRate: firstError(values.annualRate, [positiveNumber, atMost(LABELS.annualRate, MAX_ANNUAL_RATE_PCT, "percent")]),
    inflationRate: firstError(values.inflationRate, [notNegative, atMost(LABELS.inflationRate, MAX_INFLATION_PCT, "percent")]),
    ...validateOdds(values),
  }),
  compute: withOdds(
    (client, inputs) => client.crore({ monthlyInvestment: inputs.monthlyInvestment, annualRate: inputs.annualRate, inflationRate: inputs.inflationRate }),
    CRORE_ODDS.request,
  ),
  notice: (r) => (r.reached ? null : "Goal may be unreachable with these inputs."),
  headline: ["years", "months", "fvAtGoal"],
  results: [
    { id: "years", label: "Years", format: "number", value: (r) => r.years },
    { id: "months", label: "Months", format: "number", value: (r) => r.months },
    { id: "invested", label: "Total invested", format: "rupees", value: (r) => r.invested },
    { id: "returns", label: "Returns earned", format: "rupees", value: (r) => r.returns },
    { id: "fvAtGoal", label: "Value at the goal", format: "rupees", value: (r) => r.fvAtGoal },
    { id: "inflatedTarget", label: "₹1 crore grown by inflation", format: "rupees", value: (r) => r.inflatedTarget },
  ],
  convention: "SIP paid at the start of each month at the annual return ÷ 12; the ₹1 crore goal grows by inflation ÷ 12 every month.",
  method: [
    "Your SIP is invested on the first day of each month and grows at a monthly rate of the annual return ÷ 12. After m months it is worth P × ((1 + i)^m − 1) ÷ i × (1 + i).",
    "The goal is ₹1,00,00,000 in today's money: after m months it is ₹1,00,00,000 × (1 + inflation ÷ 12)^m, so with 6% inflation it is about ₹1.82 crore after 10 years.",
    "We check month by month, up to 100 years (1,200 months), for the first month in which the SIP's value reaches the grown goal, and show that time as years and months.",
    "Total invested = monthly investment × months; returns earned = value at the goal − total invested. If your return does not beat inflation by enough, the goal may never be reached.",
    "Markets do not return a fixed rate every year: treat the answer as a guide on the assumptions you entered, and raise your SIP each year as your income grows to get there sooner.",
    "How likely is this plan to work? The same SIP, with anything already saved, is run many times over: each year's return drawn around the return you entered and each year's inflation around yours, or India's own years replayed, every start year since FY1981, or blocks of Indian years drawn at random (the form's 'How the future is drawn'). Each future notes the month it first reaches the inflating crore: half the futures have reached it by the first month shown, 9 in 10 by the second.",
  ],
  donut: (r) => [
    { label: "Total invested", value: r.invested, tone: "accent" },
    { label: "Returns earned", value: r.returns, tone: "accent2" },
  ],
  charts: [
    {
      title: "Your SIP against the inflating crore",
      xLabel: "Years",
      x: (r) => r.projection.year,
      xFormat: "yearMark",
      series: [
        { label: "Invested", tone: "accent", values: (r) => r.projection.invested },
        { label: "SIP value", tone: "accent2", fill: true, values: (r) => r.projection.value },
        { label: "Goal (₹1 crore grown by inflation)", tone: "muted", values: (r) => r.projection.target },
      ],
    },
  ],
  sections: [oddsPanel(CRORE_ODDS)],
  tables: [
    {
      caption: "Year-by-year progress",
      rowCount: (r) => r.projection.year.length,
      columns: [
        { id: "year", label: "Year", format: "yearMark", value: (r, i) => r.projection.year[i] },
        { id: "invested", label: "Invested", format: "rupees", value: (r, i) => r.projection.invested[i] },
        { id: "returns", label: "Returns", format: "rupees", value: (r, i) => r.projection.returns[i] },
        { id: "value", label: "SIP value", format: "rupees", value: (r, i) => r.projection.value[i] },
        { id: "target", label: "Goal then", format: "rupees", value: (r, i) => r.projection.target[i] },
      ],
    },
  ],
};
