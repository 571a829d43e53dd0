// Field rules shared by definitions. Each returns the message for an invalid value, or
// undefined. The messages are the spec's, word for word, where it gives one.
import { formatNumber, formatRupees } from "../lib/format-money";
import type { FieldUnit } from "./definition";
import type { ParsedInput } from "./parse-input";

export type Rule = (input: ParsedInput) => string | undefined;

/**
 * How the shared rules word their messages. English (the spec's words) is the default; a
 * localised definition (`i18n/definition-text.ts`) runs the English definition's `validate`
 * inside `withRuleText`, so the same rules answer in the page's language without the English
 * definitions importing any other language. `label` turns the English label a definition
 * passes into the locale's.
 */
export interface RuleText {
  label(english: string): string;
  required(label: string): string;
  negative(label: string): string;
  moreThan(label: string, limit: string): string;
  atLeastOneMonth(label: string): string;
  limit(value: number, unit: FieldUnit): string;
}

const ENGLISH_RULES: RuleText = {
  label: (english) => english,
  required: (label) => `${label} is required`,
  negative: (label) => `${label} cannot be negative`,
  moreThan: (label, limit) => `${label} cannot be more than ${limit}`,
  atLeastOneMonth: (label) => `${label} must be at least 1 month`,
  limit: describeLimit,
};

let ruleText = ENGLISH_RULES;

/** Runs `fn` (a definition's validate, which is synchronous) with the rules worded by `text`. */
export function withRuleText<T>(text: RuleText, fn: () => T): T {
  const previous = ruleText;
  ruleText = text;
  try {
    return fn();
  } finally {
    ruleText = previous;
  }
}

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
    if (empty || Number.isNaN(value) || value === 0) return ruleText.required(ruleText.label(label));
    if (value < 0) return ruleText.negative(ruleText.label(label));
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
  return ({ value }) => (value > limit ? ruleText.moreThan(ruleText.label(label), ruleText.limit(limit, unit)) : undefined);
}

/** A period in years must come to at least one month once rounded to months. */
export function atLeastOneMonth(label: string): Rule {
  return ({ value }) => (value > 0 && Math.round(value * 12) < 1 ? ruleText.atLeastOneMonth(ruleText.label(label)) : undefined);
}
