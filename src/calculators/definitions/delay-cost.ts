// Delay cost (spec 1 §3, §5; DESIGN.md "Formulas"): a monthly SIP started now against the same
// SIP started `delayPeriod` months later, both ending on the same date.
// fv_now = FVdue(P, i, 12t); fv_delayed = FVdue(P, i, 12t − d), 0 when the delay takes the
// whole period; cost = fv_now − fv_delayed. Messages word for word from spec 1 §5.
import type { DelayCostResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { atLeastOneMonth, atMost, firstError, type Rule } from "../rules";

type DelayCostField = "monthlyInvestment" | "annualRate" | "investmentPeriod" | "delayPeriod";

/** ₹100 crore a month, 50% a year, 100 years (the core's longest period), a delay of up to 100 years. */
const MAX_MONTHLY_INVESTMENT = 1_000_000_000;
const MAX_ANNUAL_RATE_PCT = 50;
const MAX_YEARS = 100;
const MAX_DELAY_MONTHS = 1_200;

export const DELAY_COST_MESSAGES = {
  required: "This is a required field.",
  positive: "This field must be greater than 0.",
} as const;

const LABELS = {
  monthlyInvestment: "Monthly investment",
  annualRate: "Expected return rate (p.a.)",
  investmentPeriod: "Investment period",
  delayPeriod: "Delay",
} as const satisfies Record<DelayCostField, string>;

const requiredPositive: Rule = ({ value, empty }) => {
  if (empty || Number.isNaN(value)) return DELAY_COST_MESSAGES.required;
  if (value <= 0) return DELAY_COST_MESSAGES.positive;
  return undefined;
};

/** The delay is counted in whole months. */
const wholeMonthAtLeast: Rule = ({ value }) => (value > 0 && Math.round(value) < 1 ? "Delay must be at least 1 month" : undefined);

export const delayCostDefinition: CalculatorDefinition<DelayCostField, DelayCostResult> = {
  id: "delay-cost",
  title: "Delay Cost Calculator",
  description:
    "Waiting a few months to start your SIP feels harmless. See what the wait costs by the same end date: the instalments you skip and, more, the growth they would have earned.",
  fields: [
    { id: "monthlyInvestment", label: LABELS.monthlyInvestment, unit: "rupees", defaultValue: 10_000, slider: { min: 500, max: 100_000, step: 500 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 12, slider: { min: 1, max: 30, step: 0.1 } },
    { id: "investmentPeriod", label: LABELS.investmentPeriod, unit: "years", defaultValue: 20, slider: { min: 1, max: 40, step: 1 } },
    { id: "delayPeriod", label: LABELS.delayPeriod, unit: "months", defaultValue: 12, slider: { min: 1, max: 120, step: 1 } },
  ],
  validate: (values) => ({
    monthlyInvestment: firstError(values.monthlyInvestment, [requiredPositive, atMost(LABELS.monthlyInvestment, MAX_MONTHLY_INVESTMENT, "rupees")]),
    annualRate: firstError(values.annualRate, [requiredPositive, atMost(LABELS.annualRate, MAX_ANNUAL_RATE_PCT, "percent")]),
    investmentPeriod: firstError(values.investmentPeriod, [
      requiredPositive,
      atLeastOneMonth(LABELS.investmentPeriod),
      atMost(LABELS.investmentPeriod, MAX_YEARS, "years"),
    ]),
    delayPeriod: firstError(values.delayPeriod, [requiredPositive, wholeMonthAtLeast, atMost(LABELS.delayPeriod, MAX_DELAY_MONTHS, "months")]),
  }),
  compute: (client, inputs) => client.delayCost(inputs),
  results: [
    { id: "fv_now", label: "If you start now", format: "rupees", value: (r) => r.fv_now },
    { id: "fv_delayed", label: "If you start later", format: "rupees", value: (r) => r.fv_delayed },
    { id: "cost", label: "Cost of the delay", format: "rupees", value: (r) => r.cost },
  ],
  convention: "Both SIPs pay at the start of each month and end on the same date; returns compounded monthly at the annual rate ÷ 12.",
  method: [
    "Starting now, you invest P every month for the whole period of n months (the years × 12). Starting d months later, you invest the same P but only for n − d months, ending on the same date.",
    "Each value is the SIP formula P × ((1 + i)^m − 1) ÷ i × (1 + i) for its number of months m, with i the annual rate ÷ 12. A delay as long as the whole period leaves nothing invested.",
    "Cost of the delay = value if you start now − value if you start later. Only P × d of it is money you did not put in; the rest is growth those early instalments would have earned for the longest time.",
  ],
  donut: (r) => [
    { label: "If you start later", value: r.fv_delayed, tone: "accent" },
    { label: "Cost of the delay", value: r.cost, tone: "accent2" },
  ],
  charts: [
    {
      title: "Starting now against starting later",
      xLabel: "Years from now",
      x: (r) => r.projection.year,
      series: [
        { label: "Start now", tone: "accent", values: (r) => r.projection.valueNow },
        { label: "Start later", tone: "accent2", values: (r) => r.projection.valueDelayed },
      ],
    },
  ],
  tables: [
    {
      caption: "Year-by-year values",
      rowCount: (r) => r.projection.year.length,
      columns: [
        { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
        { id: "investedNow", label: "Invested (start now)", format: "rupees", value: (r, i) => r.projection.investedNow[i] },
        { id: "valueNow", label: "Value (start now)", format: "rupees", value: (r, i) => r.projection.valueNow[i] },
        { id: "investedDelayed", label: "Invested (start later)", format: "rupees", value: (r, i) => r.projection.investedDelayed[i] },
        { id: "valueDelayed", label: "Value (start later)", format: "rupees", value: (r, i) => r.projection.valueDelayed[i] },
      ],
    },
  ],
};
