import { formatNumber, formatPercent, formatRupees, formatRupeesPaise, formatYears } from "../lib/format-money";
import type { FieldUnit, ValueFormat } from "./definition";

export function formatValue(value: number, format: ValueFormat): string {
  switch (format) {
    case "rupees":
      return formatRupees(value);
    case "rupeesPaise":
      return formatRupeesPaise(value);
    case "percent":
      return formatPercent(value);
    case "years":
      return formatYears(value);
    case "number":
      return formatNumber(value);
  }
}

/** How a slider announces its value (aria-valuetext): '₹10,000', '12%', '10 years'. */
export function formatFieldValue(value: number, unit: FieldUnit): string {
  switch (unit) {
    case "rupees":
      return formatRupees(value);
    case "percent":
      return formatPercent(value);
    case "years":
      return formatYears(value);
    case "months":
      return `${formatNumber(value)} ${value === 1 ? "month" : "months"}`;
    case "loanMonth":
      return `month ${formatNumber(value)}`;
  }
}

/** A loan month needs no suffix: its label says what it counts. */
export const UNIT_SUFFIX: Record<FieldUnit, string> = { rupees: "₹", percent: "%", years: "years", months: "months", loanMonth: "" };
