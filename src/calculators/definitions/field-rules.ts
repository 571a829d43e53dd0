// Field rules shared by the EPF, gratuity, SWP, CAGR and simple-interest definitions, worded
// as the generic calculators word theirs (src/calculators/rules.ts: '{label} is required',
// '{label} cannot be negative'), for fields where 0 is a fair answer (no salary rise, no
// balance yet) or where a value must be a whole number.
import { formatNumber, formatPercent, numberFormat } from "../../lib/format-money";
import type { Rule } from "../rules";

/** Required, but 0 is allowed: empty or unreadable is '{label} is required'. */
export function requiredNotNegative(label: string): Rule {
  return ({ value, empty }) => {
    if (empty || Number.isNaN(value)) return `${label} is required`;
    if (value < 0) return `${label} cannot be negative`;
    return undefined;
  };
}

/** Optional: empty counts as 0; unreadable or negative is not. */
export function optionalNotNegative(label: string): Rule {
  return ({ value }) => {
    if (Number.isNaN(value)) return `${label} must be a number`;
    if (value < 0) return `${label} cannot be negative`;
    return undefined;
  };
}

export function wholeYears(label: string): Rule {
  return ({ value }) => (Number.isFinite(value) && !Number.isInteger(value) ? `${label} must be a whole number of years` : undefined);
}

export function atLeast(label: string, minimum: number, unit: "years" | "percent"): Rule {
  const shown = unit === "years" ? `${formatNumber(minimum)} years` : formatPercent(minimum);
  return ({ value }) => (value < minimum ? `${label} must be at least ${shown}` : undefined);
}

const twoDecimals = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A rate in percent to exactly two decimals: 14.8 -> '14.80%', never '-0.00%'. */
export function percentTwoDecimals(value: number): string {
  if (!Number.isFinite(value)) return "—";
  const rounded = Math.round(value * 100) / 100;
  return `${twoDecimals().format(rounded === 0 ? 0 : rounded)}%`;
}

/** A number of months as people say it: '7 months', '2 years', '1 year 3 months'. */
export function formatMonths(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const part = (count: number, unit: string) => `${formatNumber(count)} ${unit}${count === 1 ? "" : "s"}`;
  if (years === 0) return part(months, "month");
  if (months === 0) return part(years, "year");
  return `${part(years, "year")} ${part(months, "month")}`;
}
