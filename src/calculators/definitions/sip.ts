// SIP (spec 1 §3, §5, §9; DESIGN.md "Formulas"): payments at the start of each month,
// monthly rate annual% / 12, a yearly projection.
import type { GrowthResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { atLeastOneMonth, atMost, firstError, genericRequired } from "../rules";

type SipField = "monthlyInvestment" | "annualRate" | "timePeriod";

/** Upper bounds the spec leaves open: ₹100 crore a month, 50% a year, 100 years (the core's longest period). */
const MAX_MONTHLY_INVESTMENT = 1_000_000_000;
const MAX_ANNUAL_RATE_PCT = 50;
const MAX_YEARS = 100;

const LABELS = {
  monthlyInvestment: "Monthly investment",
  annualRate: "Expected return rate (p.a.)",
  timePeriod: "Time period",
} as const satisfies Record<SipField, string>;

export const sipDefinition: CalculatorDefinition<SipField, GrowthResult> = {
  id: "sip",
  title: "SIP Calculator",
  description:
    "See what a fixed monthly investment (a Systematic Investment Plan) can grow to, and how much of the final amount is growth rather than your own money.",
  fields: [
    { id: "monthlyInvestment", label: LABELS.monthlyInvestment, unit: "rupees", defaultValue: 10_000, slider: { min: 500, max: 100_000, step: 500 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 12, slider: { min: 1, max: 30, step: 0.1 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 10, slider: { min: 1, max: 40, step: 1 } },
  ],
  validate: (values) => ({
    monthlyInvestment: firstError(values.monthlyInvestment, [
      genericRequired(LABELS.monthlyInvestment),
      atMost(LABELS.monthlyInvestment, MAX_MONTHLY_INVESTMENT, "rupees"),
    ]),
    annualRate: firstError(values.annualRate, [genericRequired(LABELS.annualRate), atMost(LABELS.annualRate, MAX_ANNUAL_RATE_PCT, "percent")]),
    timePeriod: firstError(values.timePeriod, [
      genericRequired(LABELS.timePeriod),
      atLeastOneMonth(LABELS.timePeriod),
      atMost(LABELS.timePeriod, MAX_YEARS, "years"),
    ]),
  }),
  compute: (client, inputs) => client.sip(inputs),
  results: [
    { id: "invested", label: "Invested amount", format: "rupees", value: (r) => r.invested },
    { id: "gained", label: "Est. returns", format: "rupees", value: (r) => r.gained },
    { id: "total", label: "Total value", format: "rupees", value: (r) => r.total },
  ],
  convention: "Payments at the start of each month; returns compounded monthly at the annual rate ÷ 12.",
  method: [
    "Each instalment is invested on the first day of the month and grows at a monthly rate of the annual rate divided by 12.",
    "Total value = P × ((1 + i)^n − 1) ÷ i × (1 + i), where P is the monthly investment, i the monthly rate and n the number of months (years × 12).",
    "Invested amount = P × n; estimated returns = total value − invested amount. Figures are computed in full precision and rounded to the rupee only for display.",
    "Real funds do not return a fixed rate: treat the result as an estimate on the assumption you entered, not a promise.",
  ],
  donut: (r) => [
    { label: "Invested amount", value: r.invested, tone: "accent" },
    { label: "Est. returns", value: r.gained, tone: "accent2" },
  ],
  charts: [
    {
    title: "Growth of your SIP",
    xLabel: "Years",
    x: (r) => r.projection.year,
    series: [
      { label: "Invested", tone: "accent", values: (r) => r.projection.principal },
      { label: "Total value", tone: "accent2", fill: true, values: (r) => r.projection.total },
    ],
    },
  ],
  tables: [
    {
    caption: "Year-by-year projection",
    rowCount: (r) => r.projection.year.length,
    columns: [
      { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
      { id: "principal", label: "Invested", format: "rupees", value: (r, i) => r.projection.principal[i] },
      { id: "growth", label: "Growth", format: "rupees", value: (r, i) => r.projection.growth[i] },
      { id: "total", label: "Total value", format: "rupees", value: (r, i) => r.projection.total[i] },
    ],
    },
  ],
};
