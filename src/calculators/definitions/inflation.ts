// Inflation (spec 1 §3, §5; DESIGN.md "Formulas"): future = cost × (1 + f)^years; difference =
// future − cost. Messages word for word from spec 1 §5; the upper bounds are ours.
import type { InflationResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { atMost, firstError, type Rule } from "../rules";

type InflationField = "currentCost" | "inflationRate" | "years";

/** ₹1,000 crore, 50% a year, 100 years (the core's table has a row for each year from today). */
const MAX_COST = 10_000_000_000;
const MAX_INFLATION_PCT = 50;
const MAX_YEARS = 100;

export const INFLATION_MESSAGES = {
  currentCost: "Current cost must be greater than 0",
  inflationRate: "Inflation rate cannot be negative",
  years: "Years must be greater than 0",
} as const;

const LABELS = {
  currentCost: "Current cost",
  inflationRate: "Inflation rate (p.a.)",
  years: "Years",
} as const satisfies Record<InflationField, string>;

const greaterThanZero =
  (message: string): Rule =>
  ({ value, empty }) =>
    empty || Number.isNaN(value) || value <= 0 ? message : undefined;

/** An empty rate counts as 0% (spec 1 §4: an empty input counts as 0 where the rules allow). */
const notNegative: Rule = ({ value }) => (Number.isNaN(value) || value < 0 ? INFLATION_MESSAGES.inflationRate : undefined);

const yearsAtMost: Rule = ({ value }) => (value > MAX_YEARS ? `Years cannot be more than ${MAX_YEARS}` : undefined);

export const inflationDefinition: CalculatorDefinition<InflationField, InflationResult> = {
  id: "inflation",
  title: "Inflation Calculator",
  description:
    "What will something that costs a given amount today cost in a few years? See how inflation raises prices, for school fees, a wedding, or your monthly household budget.",
  fields: [
    { id: "currentCost", label: LABELS.currentCost, unit: "rupees", defaultValue: 100_000, slider: { min: 1_000, max: 10_000_000, step: 1_000 } },
    { id: "inflationRate", label: LABELS.inflationRate, unit: "percent", defaultValue: 6, slider: { min: 0, max: 20, step: 0.1 } },
    { id: "years", label: LABELS.years, unit: "years", defaultValue: 10, slider: { min: 1, max: 50, step: 1 } },
  ],
  validate: (values) => ({
    currentCost: firstError(values.currentCost, [greaterThanZero(INFLATION_MESSAGES.currentCost), atMost(LABELS.currentCost, MAX_COST, "rupees")]),
    inflationRate: firstError(values.inflationRate, [notNegative, atMost("Inflation rate", MAX_INFLATION_PCT, "percent")]),
    years: firstError(values.years, [greaterThanZero(INFLATION_MESSAGES.years), yearsAtMost]),
  }),
  compute: (client, inputs) => client.inflation(inputs),
  results: [
    { id: "current", label: "Cost today", format: "rupees", value: (r) => r.current },
    { id: "future", label: "Future cost", format: "rupees", value: (r) => r.future },
    { id: "difference", label: "Increase", format: "rupees", value: (r) => r.difference },
  ],
  convention: "Inflation compounded once a year at the rate you enter; a part year counts for its share.",
  method: [
    "Prices rise on top of last year's prices, so inflation compounds like interest: each year the cost is multiplied by (1 + f), where f is the yearly inflation rate as a fraction (6% = 0.06).",
    "Future cost = current cost × (1 + f)^years; the increase = future cost − current cost.",
    "The RBI aims to keep consumer price inflation at 4% a year, within a band of 2% to 6%; over the last decade it has mostly run between 4% and 7%. Costs such as education and healthcare have often risen faster: use the rate that fits what you are pricing.",
  ],
  donut: (r) => [
    { label: "Cost today", value: r.current, tone: "accent" },
    { label: "Increase", value: r.difference, tone: "accent2" },
  ],
  charts: [
    {
      title: "The cost, year by year",
      xLabel: "Years from now",
      x: (r) => r.projection.year,
      series: [{ label: "Cost", tone: "accent2", fill: true, values: (r) => r.projection.cost }],
    },
  ],
  tables: [
    {
      caption: "Year-by-year cost",
      rowCount: (r) => r.projection.year.length,
      columns: [
        { id: "year", label: "Years from now", format: "number", value: (r, i) => r.projection.year[i] },
        { id: "cost", label: "Cost", format: "rupees", value: (r, i) => r.projection.cost[i] },
      ],
    },
  ],
};
