// Hindi for the rules the EPF, gratuity, SWP, CAGR, simple-interest, income tax and HRA
// calculators word themselves (field-rules.ts, tax-fields.ts: '{label} is required', '{label}
// must be at least 15 years'...), and for the figures they show as text (a rate to two decimals,
// a span of months). The English definitions keep their English; i18n/rule-patterns.ts turns
// each message into Hindi with the field's Hindi label and the wording below.
import type { MessagePattern } from "../../i18n/definition-text";
import { monthsIn, PERCENT_TEXT, ruleTemplates, type RuleWords } from "../../i18n/rule-patterns";

export { labelsOf, MONTHS_SOURCE } from "../../i18n/rule-patterns";

const RULE_WORDS_HI: RuleWords = {
  required: (label) => `${label} भरें`,
  negative: (label) => `${label} शून्य से कम नहीं रख सकते`,
  notNumber: (label) => `${label} में कोई संख्या भरें`,
  wholeYears: (label) => `${label} पूरे वर्षों में भरें`,
  atLeastYears: (label, years) => `${label} कम से कम ${years} वर्ष रखें`,
  atLeastPercent: (label, percent) => `${label} कम से कम ${percent} रखें`,
};

/** The rule templates of field-rules.ts and tax-fields.ts in Hindi, for the labels in `labels`. */
export function ruleTemplatesHi(labels: Readonly<Record<string, string>>): MessagePattern[] {
  return ruleTemplates(labels, RULE_WORDS_HI);
}

/** A rate shown as text ('14.87%', '—'): the same in Hindi. */
export const PERCENT_TEXT_HI: MessagePattern = PERCENT_TEXT;

/** field-rules.ts formatMonths in Hindi: '1 year 3 months' -> '1 वर्ष 3 महीने'. */
export function monthsHi(years: string | undefined, months: string | undefined): string {
  return monthsIn({ years: () => "वर्ष", months: (count) => (count === "1" ? "महीना" : "महीने") }, years, months);
}
