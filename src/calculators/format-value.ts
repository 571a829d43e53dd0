import { formatAmountWords, formatNumber, formatPercent, formatRupees, formatRupeesPaise, formatYears, formatYearsMonths } from "../lib/format-money";
import type { FieldUnit, ValueFormat } from "./definition";
import type { CalculatorMessages } from "./messages/calculator.en";

/** The words a locale puts after a figure (messages/calculator.<locale>.ts, `units`). */
export type UnitWords = Pick<CalculatorMessages["units"], "years" | "months" | "loanMonth" | "yearMark" | "amountWords">;

/** English, the page's words before it had a catalogue (format-money's formatYears). */
const ENGLISH_UNITS: UnitWords = {
  years: formatYears,
  months: (value) => `${formatNumber(value)} ${value === 1 ? "month" : "months"}`,
  loanMonth: (value) => `month ${formatNumber(value)}`,
  yearMark: formatYearsMonths,
  amountWords: (value) => formatAmountWords(value, "en"),
};

/** A time in years as whole years and months (24.1667 -> 24 years 2 months), in `units`' words. */
function yearMark(value: number, units: UnitWords): string {
  if (!Number.isFinite(value)) return "—";
  const totalMonths = Math.round(value * 12);
  return units.yearMark(Math.trunc(totalMonths / 12), Math.abs(totalMonths % 12));
}

/** `units`: the page's locale's words (English without them). */
export function formatValue(value: number, format: ValueFormat, units: UnitWords = ENGLISH_UNITS): string {
  switch (format) {
    case "rupees":
      return formatRupees(value);
    case "rupeesPaise":
      return formatRupeesPaise(value);
    case "percent":
      return formatPercent(value);
    case "years":
      return units.years(value);
    case "number":
      return formatNumber(value);
    case "yearMark":
      return yearMark(value, units);
  }
}

/** How a slider announces its value (aria-valuetext): '₹10,000', '12%', '10 years'. */
export function formatFieldValue(value: number, unit: FieldUnit, units: UnitWords = ENGLISH_UNITS): string {
  switch (unit) {
    case "rupees":
      return formatRupees(value);
    case "percent":
      return formatPercent(value);
    case "years":
      return units.years(value);
    case "months":
      return units.months(value);
    case "loanMonth":
      return units.loanMonth(value);
  }
}

/** A field's suffix in the page's locale; a loan month needs none: its label says what it counts. */
export function unitSuffix(unit: FieldUnit, words: Pick<CalculatorMessages["units"], "yearsSuffix" | "monthsSuffix">): string {
  return { rupees: "₹", percent: "%", years: words.yearsSuffix, months: words.monthsSuffix, loanMonth: "" }[unit];
}
