// Simple interest: interest on the principal only, P × r × t / 100
// (assembly/returns.ts). Generic messages as the lumpsum and FD calculators word them.
import type { SimpleInterestResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { atLeastOneMonth, atMost, firstError, genericRequired } from "../rules";

type SimpleInterestField = "principal" | "annualRate" | "timePeriod";

/** ₹1,000 crore; 50% a year; 100 years. */
const MAX_PRINCIPAL = 10_000_000_000;
const MAX_RATE_PCT = 50;
const MAX_YEARS = 100;

const LABELS = {
  principal: "Principal amount",
  annualRate: "Rate of interest (p.a.)",
  timePeriod: "Time period",
} as const satisfies Record<SimpleInterestField, string>;

export const simpleInterestDefinition: CalculatorDefinition<SimpleInterestField, SimpleInterestResult> = {
  id: "simple-interest",
  title: "Simple Interest Calculator",
  description: "Work out simple interest: interest earned (or charged) on the principal alone, as on many personal loans between friends, some bonds and interest paid out rather than reinvested.",
  fields: [
    { id: "principal", label: LABELS.principal, unit: "rupees", defaultValue: 100_000, slider: { min: 1_000, max: 10_000_000, step: 1_000 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 8, slider: { min: 1, max: 30, step: 0.1 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 3, slider: { min: 1, max: 30, step: 1 } },
  ],
  validate: (values) => ({
    principal: firstError(values.principal, [genericRequired(LABELS.principal), atMost(LABELS.principal, MAX_PRINCIPAL, "rupees")]),
    annualRate: firstError(values.annualRate, [genericRequired(LABELS.annualRate), atMost(LABELS.annualRate, MAX_RATE_PCT, "percent")]),
    timePeriod: firstError(values.timePeriod, [genericRequired(LABELS.timePeriod), atLeastOneMonth(LABELS.timePeriod), atMost(LABELS.timePeriod, MAX_YEARS, "years")]),
  }),
  compute: (client, inputs) => client.simpleInterest(inputs),
  results: [
    { id: "principal", label: "Principal amount", format: "rupees", value: (r) => r.total - r.interest },
    { id: "interest", label: "Total interest", format: "rupees", value: (r) => r.interest },
    { id: "total", label: "Total amount", format: "rupees", value: (r) => r.total },
  ],
  convention: "Interest on the principal only, never on earlier interest; a part year counts by whole months.",
  method: [
    "Simple interest = P × R × T ÷ 100, where P is the principal, R the yearly rate in percent and T the time in years. Example: ₹1,00,000 at 8% for 3 years earns 1,00,000 × 8 × 3 ÷ 100 = ₹24,000, for ₹1,24,000 in all.",
    "The interest is the same every year, because it is always worked out on the original principal. Compound interest adds each year's interest to the principal, so it earns more over time: see the lumpsum and FD calculators.",
    "The time is counted in whole months: 2.5 years is 30 months, and the interest for it is 30 ÷ 12 years' worth.",
  ],
  donut: (r) => [
    { label: "Principal amount", value: r.total - r.interest, tone: "accent" },
    { label: "Total interest", value: r.interest, tone: "accent2" },
  ],
  charts: [
    {
      title: "Principal and interest, year by year",
      xLabel: "Years",
      x: (r) => r.projection.year,
      series: [{ label: "Total amount", tone: "accent2", fill: true, values: (r) => r.projection.total }],
    },
  ],
  tables: [
    {
      caption: "Year-by-year interest",
      rowCount: (r) => r.projection.year.length,
      columns: [
        { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
        { id: "interest", label: "Interest so far", format: "rupees", value: (r, i) => r.projection.interest[i] },
        { id: "total", label: "Total amount", format: "rupees", value: (r, i) => r.projection.total[i] },
      ],
    },
  ],
};
