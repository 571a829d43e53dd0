// The rules the EPF, gratuity, SWP, CAGR, simple-interest, income tax and HRA calculators word
// themselves (field-rules.ts, tax-fields.ts: '{label} is required', '{label} must be at least
// 15 years'...), read back from their English into any language. A locale gives its wording of
// each template (RuleWords); the patterns match only labels the locale knows, so a new field
// without a label in that language stays English and the catalogue check names it.
import type { MessagePattern } from "./definition-text";

/** English label -> the locale's label, from a definition's fields and its text's labels by id. */
export function labelsOf(
  fields: readonly { id: string; label: string }[],
  local: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  return Object.fromEntries(fields.flatMap((field) => (local[field.id] === undefined ? [] : [[field.label, local[field.id]]])));
}

/** `text` as a literal inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One alternative of each of `texts`, longest first (so a label never matches a shorter one's prefix). */
export function oneOf(texts: readonly string[]): string {
  return [...texts]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");
}

/** A locale's wording of field-rules.ts's and tax-fields.ts's templates, given the label in that locale. */
export interface RuleWords {
  required: (label: string) => string;
  negative: (label: string) => string;
  notNumber: (label: string) => string;
  wholeYears: (label: string) => string;
  atLeastYears: (label: string, years: string) => string;
  atLeastPercent: (label: string, percent: string) => string;
}

/** The rule templates of field-rules.ts and tax-fields.ts, for the labels in `labels`. */
export function ruleTemplates(labels: Readonly<Record<string, string>>, words: RuleWords): MessagePattern[] {
  const known = oneOf(Object.keys(labels));
  if (!known) return [];
  const local = (english: string) => labels[english];
  return [
    [new RegExp(`^(${known}) is required$`), (label) => words.required(local(label))],
    [new RegExp(`^(${known}) cannot be negative$`), (label) => words.negative(local(label))],
    [new RegExp(`^(${known}) must be a number$`), (label) => words.notNumber(local(label))],
    [new RegExp(`^(${known}) must be a whole number of years$`), (label) => words.wholeYears(local(label))],
    [new RegExp(`^(${known}) must be at least ([\\d,.]+) years$`), (label, years) => words.atLeastYears(local(label), years)],
    [new RegExp(`^(${known}) must be at least ([\\d,.]+%)$`), (label, percent) => words.atLeastPercent(local(label), percent)],
  ];
}

/** A rate shown as text ('14.87%', '—'): the same in every language. */
export const PERCENT_TEXT: MessagePattern = [/^(−?-?[\d,]+(?:\.\d+)?%|—)$/, (shown) => shown];

/** The English of field-rules.ts formatMonths: '7 months', '2 years', '1 year 3 months' (groups: years, months). */
export const MONTHS_SOURCE = String.raw`(?:([\d,]+) years?)?(?: ?([\d,]+) months?)?`;

/** A locale's words for a span: 'वर्षे', and the month word for a count ('1' -> 'महिना'). */
export interface SpanWords {
  years: (count: string) => string;
  months: (count: string) => string;
}

/** formatMonths in a locale: '1 year 3 months' -> '1 वर्ष 3 महिने' (either part may be absent). */
export function monthsIn(words: SpanWords, years: string | undefined, months: string | undefined): string {
  const parts: string[] = [];
  if (years !== undefined) parts.push(`${years} ${words.years(years)}`);
  if (months !== undefined) parts.push(`${months} ${words.months(months)}`);
  return parts.join(" ");
}
