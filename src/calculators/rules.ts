// Field rules shared by definitions. Each returns the message for an invalid value, or
// undefined. The messages are the spec's, word for word, where it gives one.
import { formatNumber, formatRupees } from "../lib/format-money";
import type { FieldUnit } from "./definition";
import type { ParsedInput } from "./parse-input";

export type Rule = (input: ParsedInput) => string | undefined;

/** The first message any rule gives. */
export function firstError(input: ParsedInput, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    const message = rule(input);
    if (message) return message;
  }
  return undefined;
}

/**
 * The generic calculators (SIP, lumpsum, RD, FD; spec 1 §5): every field is required and
 * neither zero nor NaN ('{label} is required'), and not negative ('{label} cannot be negative').
 */
export function genericRequired(label: string): Rule {
  return ({ value, empty }) => {
    if (empty || Number.isNaN(value) || value === 0) return `${label} is required`;
    if (value < 0) return `${label} cannot be negative`;
    return undefined;
  };
}

function describeLimit(limit: number, unit: FieldUnit): string {
  switch (unit) {
    case "rupees":
      return formatRupees(limit);
    case "percent":
      return `${formatNumber(limit)}%`;
    case "years":
      return `${formatNumber(limit)} years`;
    case "months":
      return `${formatNumber(limit)} months`;
    case "loanMonth":
      return `month ${formatNumber(limit)}`;
  }
}

/** An upper bound the spec leaves open, so the core never sees an absurd input. */
export function atMost(label: string, limit: number, unit: FieldUnit): Rule {
  return ({ value }) => (value > limit ? `${label} cannot be more than ${describeLimit(limit, unit)}` : undefined);
}

/** A period in years must come to at least one month once rounded to months. */
export function atLeastOneMonth(label: string): Rule {
  return ({ value }) => (value > 0 && Math.round(value * 12) < 1 ? `${label} must be at least 1 month` : undefined);
}
