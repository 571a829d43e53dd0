// CAGR: the steady yearly growth that turns the initial value into the final one,
// (final / initial)^(1 / years) − 1, shown in percent to two decimals (assembly/returns.ts).
import type { CagrResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { atLeastOneMonth, atMost, firstError, genericRequired } from "../rules";
import { percentTwoDecimals } from "./field-rules";

type CagrField = "initialValue" | "finalValue" | "years";

/** ₹1,000 crore; 100 years. */
const MAX_VALUE = 10_000_000_000;
const MAX_YEARS = 100;

const LABELS = {
  initialValue: "Initial value",
  finalValue: "Final value",
  years: "Duration of investment",
} as const satisfies Record<CagrField, string>;

export const cagrDefinition: CalculatorDefinition<CagrField, CagrResult> = {
  id: "cagr",
  title: "CAGR Calculator",
  description:
    "Find the compound annual growth rate of an investment: the one steady yearly return that would take it from what you put in to what it is worth now.",
  fields: [
    { id: "initialValue", label: LABELS.initialValue, unit: "rupees", defaultValue: 100_000, slider: { min: 1_000, max: 10_000_000, step: 1_000 } },
    { id: "finalValue", label: LABELS.finalValue, unit: "rupees", defaultValue: 200_000, slider: { min: 1_000, max: 50_000_000, step: 1_000 } },
    { id: "years", label: LABELS.years, unit: "years", defaultValue: 5, slider: { min: 1, max: 40, step: 1 } },
  ],
  validate: (values) => ({
    initialValue: firstError(values.initialValue, [genericRequired(LABELS.initialValue), atMost(LABELS.initialValue, MAX_VALUE, "rupees")]),
    finalValue: firstError(values.finalValue, [genericRequired(LABELS.finalValue), atMost(LABELS.finalValue, MAX_VALUE, "rupees")]),
    years: firstError(values.years, [genericRequired(LABELS.years), atLeastOneMonth(LABELS.years), atMost(LABELS.years, MAX_YEARS, "years")]),
  }),
  compute: (client, inputs) => client.cagr(inputs),
  results: [
    { id: "cagr", label: "CAGR", format: "percent", value: (r) => r.cagr, text: (r) => percentTwoDecimals(r.cagr) },
    { id: "absoluteReturn", label: "Absolute return", format: "percent", value: (r) => r.absoluteReturn, text: (r) => percentTwoDecimals(r.absoluteReturn) },
    { id: "gain", label: "Gain", format: "rupees", value: (r) => r.gain },
  ],
  convention: "Compounded once a year; a part year counts for its share (2.5 years is 2.5).",
  method: [
    "CAGR = (final value ÷ initial value)^(1 ÷ years) − 1. Example: ₹1,00,000 growing to ₹2,00,000 in 5 years gives 2^(1/5) − 1 = 1.1487 − 1 = 14.87% a year.",
    "The absolute return, (final − initial) ÷ initial, ignores time: 100% over 5 years and 100% over 10 years are very different investments, which the CAGR shows.",
    "CAGR suits a single amount invested once. For money put in or taken out at different times (a SIP, part withdrawals), use the XIRR calculator, which weighs each amount by the time it was invested.",
    "The table shows the steady path at the CAGR; the real value will have gone up and down along the way.",
  ],
  charts: [
    {
      title: "The steady path at this CAGR",
      xLabel: "Years",
      x: (r) => r.projection.year,
      series: [{ label: "Value", tone: "accent2", fill: true, values: (r) => r.projection.value }],
    },
  ],
  tables: [
    {
      caption: "Year-by-year value at the CAGR",
      rowCount: (r) => r.projection.year.length,
      columns: [
        { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
        { id: "value", label: "Value", format: "rupees", value: (r, i) => r.projection.value[i] },
      ],
    },
  ],
};
