// What the government-scheme calculators' texts share in any language (../definitions/
// scheme-parts.ts): the scheme rules' messages read back from their English, and the reference
// data's 'as of' dates ('Jan-Mar 2026 quarter', 'rules checked 23 Nov 2026'). A locale gives its
// wording, its labels and its reasons; what it does not know stays English for the tests to name.
import type { MessagePattern } from "./definition-text";
import { oneOf } from "./rule-patterns";

/** A locale's wording of scheme-parts' rule messages, given the label, amount and reason in it. */
export interface SchemeRuleWords {
  atLeast: (label: string, amount: string, why: string) => string;
  atMost: (label: string, amount: string, why: string) => string;
  multipleOf: (label: string, amount: string) => string;
  wholeYears: (label: string) => string;
  required: (label: string) => string;
  negative: (label: string) => string;
}

/**
 * The scheme rules' messages for `labels` (English label -> the locale's) and `reasons` (the
 * English reason a limit gives -> the locale's). The patterns match only those.
 */
export function schemeRuleMessages(
  labels: Readonly<Record<string, string>>,
  reasons: Readonly<Record<string, string>>,
  words: SchemeRuleWords,
): MessagePattern[] {
  const label = `(${oneOf(Object.keys(labels))})`;
  const reason = `(${oneOf(Object.keys(reasons))})`;
  const local = (english: string) => labels[english];
  return [
    [new RegExp(`^${label} must be at least (₹[\\d,]+), ${reason}$`), (l, amount, why) => words.atLeast(local(l), amount, reasons[why])],
    [new RegExp(`^${label} cannot be more than (₹[\\d,]+), ${reason}$`), (l, amount, why) => words.atMost(local(l), amount, reasons[why])],
    [new RegExp(`^${label} must be a multiple of (₹[\\d,]+)$`), (l, amount) => words.multipleOf(local(l), amount)],
    [new RegExp(`^${label} must be a whole number of years$`), (l) => words.wholeYears(local(l))],
    // requiredMayBeZero words itself like the shared rules, but with the English label.
    [new RegExp(`^${label} is required$`), (l) => words.required(local(l))],
    [new RegExp(`^${label} cannot be negative$`), (l) => words.negative(local(l))],
  ];
}

// ─── Where the defaults come from ─────────────────────────────────────────────────────────

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A locale's months and its wording of the kinds of 'as of' the reference data writes. */
export interface AsOfWords {
  /** The full month names, January first (the locale's own catalogue, not Intl: see months.hi.ts). */
  months: readonly string[];
  quarter: (from: string, to: string, year: string) => string;
  checked: (date: string) => string;
  inForce: (month: string, year: string) => string;
}

/** Reads the reference data's 'as of' (each part of a ';'-joined one in turn) into a locale's words. */
export function asOfReader(words: AsOfWords): (english: string) => string {
  /** 'Jan' -> the locale's full month name. */
  const month = (english: string) => {
    const index = MONTHS.indexOf(english);
    return index < 0 ? english : words.months[index];
  };
  /** '23 Nov 2026' -> '23 नवंबर 2026', as the papers write a date. */
  const date = (day: string, english: string, year: string) => `${Number(day)} ${month(english)} ${year}`;
  const patterns: readonly MessagePattern[] = [
    [/^([A-Z][a-z]{2})-([A-Z][a-z]{2}) (\d{4}) quarter$/, (from, to, year) => words.quarter(month(from), month(to), year)],
    [/^rules checked (\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/, (day, english, year) => words.checked(date(day, english, year))],
    [/^in force from ([A-Z][a-z]{2}) (\d{4})$/, (english, year) => words.inForce(month(english), year)],
  ];
  return (english) =>
    english
      .split("; ")
      .map((part) => {
        for (const [pattern, render] of patterns) {
          const match = pattern.exec(part);
          if (match) return render(...match.slice(1));
        }
        return part;
      })
      .join("; ");
}
