// SIP need (spec 1 §3, §5, §9; DESIGN.md "Formulas"): the monthly SIP that reaches a target,
// with an optional amount invested on day one; n = round(years) × 12,
// sip = (T − L(1+i)^n) × i / (((1+i)^n − 1)(1+i)), 0 when L alone reaches T.
// Messages word for word from spec 1 §5; the initial investment may be empty or 0.
import type { SipNeedResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { atMost, firstError, type Rule } from "../rules";

type SipNeedField = "targetAmount" | "timePeriod" | "annualRate" | "initialInvestment";

/** ₹1,000 crore for the amounts, 50% a year, 100 years (the core's longest period). */
const MAX_AMOUNT = 10_000_000_000;
const MAX_ANNUAL_RATE_PCT = 50;
const MAX_YEARS = 100;

export const SIP_NEED_MESSAGES = {
  required: "This is a required field.",
  zero: "This field cannot be 0.",
  negative: "This field cannot be negative.",
} as const;

const LABELS = {
  targetAmount: "Target amount",
  timePeriod: "Time period",
  annualRate: "Expected return rate (p.a.)",
  initialInvestment: "Initial investment (optional)",
} as const satisfies Record<SipNeedField, string>;

/** Target, years and rate: required, not 0, not negative. */
const requiredPositive: Rule = ({ value, empty }) => {
  if (empty || Number.isNaN(value)) return SIP_NEED_MESSAGES.required;
  if (value < 0) return SIP_NEED_MESSAGES.negative;
  if (value === 0) return SIP_NEED_MESSAGES.zero;
  return undefined;
};

/** The initial investment: empty counts as 0, and 0 is allowed (spec 1 §5). */
const optionalAmount: Rule = ({ value }) => {
  if (Number.isNaN(value)) return SIP_NEED_MESSAGES.required;
  if (value < 0) return SIP_NEED_MESSAGES.negative;
  return undefined;
};

/** The years are rounded (spec 1 §9), so less than half a year would plan for none. */
const atLeastOneYearRounded: Rule = ({ value }) =>
  value > 0 && Math.round(value) < 1 ? "Time period must be at least 1 year (it is rounded to whole years)" : undefined;

export const sipNeedDefinition: CalculatorDefinition<SipNeedField, SipNeedResult> = {
  id: "sip-need",
  title: "SIP Need Calculator",
  description:
    "Work backwards from a goal: how much you need to invest every month to reach a target amount, counting anything you have already set aside for it.",
  fields: [
    { id: "targetAmount", label: LABELS.targetAmount, unit: "rupees", defaultValue: 10_000_000, slider: { min: 100_000, max: 100_000_000, step: 100_000 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 15, slider: { min: 1, max: 40, step: 1 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 12, slider: { min: 1, max: 30, step: 0.1 } },
    { id: "initialInvestment", label: LABELS.initialInvestment, unit: "rupees", defaultValue: "", slider: { min: 0, max: 10_000_000, step: 10_000 } },
  ],
  validate: (values) => ({
    targetAmount: firstError(values.targetAmount, [requiredPositive, atMost(LABELS.targetAmount, MAX_AMOUNT, "rupees")]),
    timePeriod: firstError(values.timePeriod, [requiredPositive, atLeastOneYearRounded, atMost(LABELS.timePeriod, MAX_YEARS, "years")]),
    annualRate: firstError(values.annualRate, [requiredPositive, atMost(LABELS.annualRate, MAX_ANNUAL_RATE_PCT, "percent")]),
    initialInvestment: firstError(values.initialInvestment, [optionalAmount, atMost("Initial investment", MAX_AMOUNT, "rupees")]),
  }),
  compute: (client, inputs) => client.sipNeed(inputs),
  headline: ["sip", "total"],
  results: [
    { id: "sip", label: "Monthly SIP needed", format: "rupees", value: (r) => r.sip },
    { id: "invested", label: "Total invested", format: "rupees", value: (r) => r.invested },
    { id: "wealthGain", label: "Wealth gain", format: "rupees", value: (r) => r.wealthGain },
    { id: "total", label: "Value at the end", format: "rupees", value: (r) => r.total },
  ],
  convention: "Instalments at the start of each month for whole years (the period is rounded); returns compounded monthly at the annual rate ÷ 12.",
  method: [
    "The monthly rate i is the annual rate ÷ 12 and the number of instalments n is the years, rounded to a whole number, × 12.",
    "Anything you invest on day one (L) grows to L × (1 + i)^n by the end; the SIP only has to make up the rest of the target T.",
    "Monthly SIP = (T − L × (1 + i)^n) × i ÷ (((1 + i)^n − 1) × (1 + i)): the payment at the start of each month whose instalments and their growth add up to what is missing. If your initial investment alone grows past the target, you need no SIP and the figure is ₹0.",
    "Total invested = L + SIP × n; wealth gain = value at the end − total invested. Returns are an assumption, not a promise: review the plan every year.",
  ],
  donut: (r) => [
    { label: "Total invested", value: r.invested, tone: "accent" },
    { label: "Wealth gain", value: r.wealthGain, tone: "accent2" },
  ],
  charts: [
    {
      title: "Your investment on the way to the target",
      xLabel: "Years",
      x: (r) => r.projection.year,
      series: [
        { label: "Invested", tone: "accent", values: (r) => r.projection.invested },
        { label: "Value", tone: "accent2", fill: true, values: (r) => r.projection.total },
      ],
    },
  ],
  tables: [
    {
      caption: "Year-by-year projection",
      rowCount: (r) => r.projection.year.length,
      columns: [
        { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
        { id: "invested", label: "Invested", format: "rupees", value: (r, i) => r.projection.invested[i] },
        { id: "wealthGain", label: "Wealth gain", format: "rupees", value: (r, i) => r.projection.wealthGain[i] },
        { id: "total", label: "Value", format: "rupees", value: (r, i) => r.projection.total[i] },
      ],
    },
  ],
};
