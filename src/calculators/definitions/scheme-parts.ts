// What the government-scheme calculators share: rules with each scheme's limits in the message,
// the rate field with its notified default, and the line that says where that default comes from.
import { formatPercent, formatRupees } from "../../lib/format-money";
import type { NumberFieldDef } from "../definition";
import type { SchemeRules, SourcedFigure } from "../reference-data";
import type { Rule } from "../rules";

/** 20% a year: far above any notified small-savings rate, so a typo is caught. */
export const MAX_SCHEME_RATE_PCT = 20;

export const RATE_LABEL = "Interest rate (p.a.)";

/** The interest-rate field, starting at the notified rate. */
export function rateField(rate: SourcedFigure): NumberFieldDef<"annualRate"> {
  return { id: "annualRate", label: RATE_LABEL, unit: "percent", defaultValue: rate.value, slider: { min: 1, max: 15, step: 0.05 } };
}

/** A lower limit of a scheme, with the reason in the message. */
export function atLeastRupees(label: string, minimum: number, why: string): Rule {
  return ({ value }) => (value < minimum ? `${label} must be at least ${formatRupees(minimum)}, ${why}` : undefined);
}

/** An upper limit of a scheme, with the reason in the message. */
export function atMostRupees(label: string, maximum: number, why: string): Rule {
  return ({ value }) => (value > maximum ? `${label} cannot be more than ${formatRupees(maximum)}, ${why}` : undefined);
}

/** Deposits a scheme takes only in whole multiples (₹1,000 for SCSS and the MIS). */
export function multipleOfRupees(label: string, step: number): Rule {
  return ({ value }) => (Math.abs(value / step - Math.round(value / step)) > 1e-9 ? `${label} must be a multiple of ${formatRupees(step)}` : undefined);
}

/** An age or a count of years the rules take in whole years. */
export function wholeYears(label: string): Rule {
  return ({ value }) => (Number.isInteger(value) ? undefined : `${label} must be a whole number of years`);
}

/**
 * Required, but 0 is a real value (a girl under one year old): only empty, non-numeric and
 * negative entries are refused, in the generic calculators' words.
 */
export function requiredMayBeZero(label: string): Rule {
  return ({ value, empty }) => {
    if (empty || Number.isNaN(value)) return `${label} is required`;
    if (value < 0) return `${label} cannot be negative`;
    return undefined;
  };
}

/** '7.1% p.a. is the rate for the Jan-Mar 2026 quarter (Ministry of Finance …)': the default's date and source. */
export function rateSource(scheme: string, rate: SourcedFigure): string {
  return `The default rate, ${formatPercent(rate.value)} p.a., is the ${scheme} rate notified for the ${rate.asOf} (${rate.source}); rates are reset every quarter.`;
}

/** Where the limits come from and when they were checked. */
export function rulesSource(rules: SchemeRules): string {
  return `Scheme limits: ${rules.source}, ${rules.asOf}.`;
}
