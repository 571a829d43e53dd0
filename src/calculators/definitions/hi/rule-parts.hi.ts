// Hindi for the rules the EPF, gratuity, SWP, CAGR, simple-interest, income tax and HRA
// calculators word themselves (field-rules.ts, tax-fields.ts: '{label} is required', '{label}
// must be at least 15 years'...), and for the figures they show as text (a rate to two decimals,
// a span of months). The English definitions keep their English; these patterns turn each
// message into Hindi with the field's Hindi label. A pattern matches only labels it knows, so
// a new field without a Hindi label is reported as missing by the catalogue check.
import type { MessagePattern } from "../../i18n/definition-text";

/** English label -> Hindi label, from a definition's fields and its text's labels by id. */
export function labelsOf(
  fields: readonly { id: string; label: string }[],
  hindi: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  return Object.fromEntries(fields.flatMap((field) => (hindi[field.id] === undefined ? [] : [[field.label, hindi[field.id]]])));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The rule templates of field-rules.ts and tax-fields.ts, for the labels in `labels`. */
export function ruleTemplatesHi(labels: Readonly<Record<string, string>>): MessagePattern[] {
  const known = Object.keys(labels)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");
  if (!known) return [];
  const hi = (english: string) => labels[english];
  return [
    [new RegExp(`^(${known}) is required$`), (label) => `${hi(label)} भरें`],
    [new RegExp(`^(${known}) cannot be negative$`), (label) => `${hi(label)} शून्य से कम नहीं रख सकते`],
    [new RegExp(`^(${known}) must be a number$`), (label) => `${hi(label)} में कोई संख्या भरें`],
    [new RegExp(`^(${known}) must be a whole number of years$`), (label) => `${hi(label)} पूरे वर्षों में भरें`],
    [new RegExp(`^(${known}) must be at least ([\\d,.]+) years$`), (label, years) => `${hi(label)} कम से कम ${years} वर्ष रखें`],
    [new RegExp(`^(${known}) must be at least ([\\d,.]+%)$`), (label, percent) => `${hi(label)} कम से कम ${percent} रखें`],
  ];
}

/** A rate shown as text ('14.87%', '—'): the same in Hindi. */
export const PERCENT_TEXT_HI: MessagePattern = [/^(−?-?[\d,]+(?:\.\d+)?%|—)$/, (shown) => shown];

/** field-rules.ts formatMonths in Hindi: '1 year 3 months' -> '1 वर्ष 3 महीने'. */
export function monthsHi(years: string | undefined, months: string | undefined): string {
  const parts: string[] = [];
  if (years !== undefined) parts.push(`${years} वर्ष`);
  if (months !== undefined) parts.push(`${months} ${months === "1" ? "महीना" : "महीने"}`);
  return parts.join(" ");
}

/** The English of formatMonths: '7 months', '2 years', '1 year 3 months' (groups: years, months). */
export const MONTHS_SOURCE = String.raw`(?:([\d,]+) years?)?(?: ?([\d,]+) months?)?`;
