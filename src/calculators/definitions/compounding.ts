// Compounding (spec 1 §3, §5, §9; DESIGN.md "Formulas"): a starting amount plus a monthly
// addition, the annual rate compounded yearly, quarterly or monthly; each month grows by the
// equivalent monthly rate j = (1 + r/m)^(m/12) − 1.
// Default frequency: Yearly. Return rates for funds and most investments are quoted as
// yearly (CAGR) figures, and with yearly compounding "12%" means exactly 12% a year; monthly
// compounding of the same 12% would quietly credit 12.68% a year. Quarterly and monthly are
// a choice away for deposits quoted that way.
// Messages (spec 1 §5): while editing 'This field cannot be 0', 'This field cannot be
// negative', 'This is a required field.'; on Calculate 'Cannot be negative.' and 'Cannot be 0
// or empty.'. The initial investment and the addition may be empty or 0.
import type { GrowthResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition, ValidationTrigger } from "../definition";
import type { ParsedInput } from "../parse-input";
import { atMost, firstError, type Rule } from "../rules";
import { growthParts } from "./growth-parts";

type CompoundingField = "initialInvestment" | "periodicAddition" | "timePeriod" | "annualRate" | "frequency";

/** ₹1,000 crore at the start, ₹100 crore a month, 100 years (the core's longest), 50% a year. */
const MAX_INITIAL = 10_000_000_000;
const MAX_MONTHLY_ADDITION = 1_000_000_000;
const MAX_YEARS = 100;
const MAX_ANNUAL_RATE_PCT = 50;

export const COMPOUNDING_MESSAGES = {
  live: { zero: "This field cannot be 0", negative: "This field cannot be negative", required: "This is a required field." },
  calculate: { negative: "Cannot be negative.", zeroOrEmpty: "Cannot be 0 or empty." },
  notANumber: "Please enter a number.",
} as const;

const LABELS = {
  initialInvestment: "Initial investment",
  periodicAddition: "Monthly addition",
  timePeriod: "Time period",
  annualRate: "Annual interest rate",
  frequency: "Compounding frequency",
} as const satisfies Record<CompoundingField, string>;

/** The initial investment and the addition: empty or 0 is fine, negative is not. */
function optionalAmount({ value }: ParsedInput, trigger: ValidationTrigger): string | undefined {
  if (Number.isNaN(value)) return COMPOUNDING_MESSAGES.notANumber;
  if (value < 0) return trigger === "live" ? COMPOUNDING_MESSAGES.live.negative : COMPOUNDING_MESSAGES.calculate.negative;
  return undefined;
}

/** The time period and the rate: required, not 0, not negative. */
function requiredPositive({ value, empty }: ParsedInput, trigger: ValidationTrigger): string | undefined {
  if (trigger === "calculate") {
    if (value < 0) return COMPOUNDING_MESSAGES.calculate.negative;
    if (empty || Number.isNaN(value) || value === 0) return COMPOUNDING_MESSAGES.calculate.zeroOrEmpty;
    return undefined;
  }
  if (empty || Number.isNaN(value)) return COMPOUNDING_MESSAGES.live.required;
  if (value < 0) return COMPOUNDING_MESSAGES.live.negative;
  if (value === 0) return COMPOUNDING_MESSAGES.live.zero;
  return undefined;
}

const withTrigger = (rule: (input: ParsedInput, trigger: ValidationTrigger) => string | undefined, trigger: ValidationTrigger): Rule => (input) =>
  rule(input, trigger);

const atLeastOneMonth: Rule = ({ value }) => (value > 0 && Math.round(value * 12) < 1 ? "Time period must be at least 1 month" : undefined);

export const compoundingDefinition: CalculatorDefinition<CompoundingField, GrowthResult> = {
  id: "compounding",
  title: "Compounding Calculator",
  description:
    "See how a starting amount and a regular monthly addition grow when returns earn returns, and how much difference yearly, quarterly or monthly compounding makes.",
  fields: [
    { id: "initialInvestment", label: LABELS.initialInvestment, unit: "rupees", defaultValue: 100_000, slider: { min: 0, max: 10_000_000, step: 10_000 } },
    { id: "periodicAddition", label: LABELS.periodicAddition, unit: "rupees", defaultValue: 10_000, slider: { min: 0, max: 200_000, step: 500 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 15, slider: { min: 1, max: 40, step: 1 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 12, slider: { min: 1, max: 30, step: 0.1 } },
    {
      kind: "choice",
      id: "frequency",
      label: LABELS.frequency,
      display: "select",
      defaultValue: "1",
      options: [
        { key: "1", label: "Yearly", value: 1 },
        { key: "4", label: "Quarterly", value: 4 },
        { key: "12", label: "Monthly", value: 12 },
      ],
    },
  ],
  validate: (values, trigger) => ({
    initialInvestment: firstError(values.initialInvestment, [withTrigger(optionalAmount, trigger), atMost(LABELS.initialInvestment, MAX_INITIAL, "rupees")]),
    periodicAddition: firstError(values.periodicAddition, [
      withTrigger(optionalAmount, trigger),
      atMost(LABELS.periodicAddition, MAX_MONTHLY_ADDITION, "rupees"),
    ]),
    timePeriod: firstError(values.timePeriod, [withTrigger(requiredPositive, trigger), atLeastOneMonth, atMost(LABELS.timePeriod, MAX_YEARS, "years")]),
    annualRate: firstError(values.annualRate, [withTrigger(requiredPositive, trigger), atMost(LABELS.annualRate, MAX_ANNUAL_RATE_PCT, "percent")]),
  }),
  compute: (client, { frequency, ...inputs }) => client.compounding({ ...inputs, frequency: frequency === 4 || frequency === 12 ? frequency : 1 }),
  ...growthParts({ invested: "Total invested", gained: "Interest earned", total: "Final amount", chartTitle: "Growth with compounding" }),
  convention: "Additions at the start of each month; the annual rate compounded at the frequency you choose, spread evenly over the months.",
  method: [
    "Compounding m times a year at an annual rate r adds r ÷ m to the balance m times a year, so a year multiplies it by (1 + r/m)^m. Yearly compounding at 12% gives exactly 12% a year; quarterly gives 12.55%; monthly 12.68%.",
    "Because the additions come every month, each month grows by the equivalent monthly rate j = (1 + r/m)^(m/12) − 1, which gives exactly the same yearly growth.",
    "Month by month: balance = (balance + monthly addition) × (1 + j), starting from the initial investment. With monthly compounding and no initial investment this is the SIP calculator.",
    "Total invested = initial investment + monthly addition × months; interest earned = final amount − total invested.",
  ],
};
