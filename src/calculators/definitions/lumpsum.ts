// Lumpsum (spec 1 §3, §5, §9; DESIGN.md "Formulas"): one amount invested today, compounded
// once a year: total = A × (1 + r)^t. Generic messages ('{label} is required', '{label}
// cannot be negative'); the upper bounds are ours, the spec leaves them open.
import type { GrowthResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { atLeastOneMonth, atMost, firstError, genericRequired } from "../rules";
import { growthParts } from "./growth-parts";

type LumpsumField = "initialInvestment" | "annualRate" | "timePeriod";

/** ₹1,000 crore, 50% a year, 100 years (the core's longest period). */
const MAX_INVESTMENT = 10_000_000_000;
const MAX_ANNUAL_RATE_PCT = 50;
const MAX_YEARS = 100;

const LABELS = {
  initialInvestment: "Total investment",
  annualRate: "Expected return rate (p.a.)",
  timePeriod: "Time period",
} as const satisfies Record<LumpsumField, string>;

export const lumpsumDefinition: CalculatorDefinition<LumpsumField, GrowthResult> = {
  id: "lumpsum",
  title: "Lumpsum Calculator",
  description:
    "See what a one-time investment, such as a bonus put into a mutual fund, can grow to over the years, and how much of the final amount is growth.",
  fields: [
    { id: "initialInvestment", label: LABELS.initialInvestment, unit: "rupees", defaultValue: 100_000, slider: { min: 5_000, max: 10_000_000, step: 5_000 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 12, slider: { min: 1, max: 30, step: 0.1 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 10, slider: { min: 1, max: 40, step: 1 } },
  ],
  validate: (values) => ({
    initialInvestment: firstError(values.initialInvestment, [
      genericRequired(LABELS.initialInvestment),
      atMost(LABELS.initialInvestment, MAX_INVESTMENT, "rupees"),
    ]),
    annualRate: firstError(values.annualRate, [genericRequired(LABELS.annualRate), atMost(LABELS.annualRate, MAX_ANNUAL_RATE_PCT, "percent")]),
    timePeriod: firstError(values.timePeriod, [
      genericRequired(LABELS.timePeriod),
      atLeastOneMonth(LABELS.timePeriod),
      atMost(LABELS.timePeriod, MAX_YEARS, "years"),
    ]),
  }),
  compute: (client, inputs) => client.lumpsum(inputs),
  ...growthParts({ invested: "Invested amount", gained: "Est. returns", total: "Total value", chartTitle: "Growth of your lumpsum" }),
  convention: "Returns compounded once a year at the annual rate; a part year compounds for its share of the year.",
  method: [
    "The whole amount is invested on day one and grows by the annual rate once a year, each year's growth earning growth the next year.",
    "Total value = A × (1 + r)^t, where A is the amount invested, r the annual rate as a fraction (12% = 0.12) and t the years. The period is counted in whole months, so 2.5 years is 30 months.",
    "Est. returns = total value − invested amount. Figures are computed in full precision and rounded to the rupee only for display.",
    "Market-linked funds do not return a fixed rate every year: read the result as what the rate you entered would give, not a promise.",
  ],
};
