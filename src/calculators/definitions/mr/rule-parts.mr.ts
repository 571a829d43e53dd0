// Marathi for the rules the EPF, gratuity, SWP, CAGR, simple-interest, income tax and HRA
// calculators word themselves (field-rules.ts, tax-fields.ts: '{label} is required', '{label}
// must be at least 15 years'...), and for the figures they show as text (a span of months).
// i18n/rule-patterns.ts turns each English message into Marathi with the field's Marathi label.
import type { MessagePattern } from "../../i18n/definition-text";
import { monthsIn, ruleTemplates, type RuleWords } from "../../i18n/rule-patterns";

const RULE_WORDS_MR: RuleWords = {
  required: (label) => `${label} भरा`,
  negative: (label) => `${label} शून्यापेक्षा कमी ठेवता येत नाही`,
  notNumber: (label) => `${label} मध्ये एखादी संख्या भरा`,
  wholeYears: (label) => `${label} पूर्ण वर्षांत भरा`,
  atLeastYears: (label, years) => `${label} किमान ${years} वर्षे ठेवा`,
  atLeastPercent: (label, percent) => `${label} किमान ${percent} ठेवा`,
};

/** The rule templates of field-rules.ts and tax-fields.ts in Marathi, for the labels in `labels`. */
export function ruleTemplatesMr(labels: Readonly<Record<string, string>>): MessagePattern[] {
  return ruleTemplates(labels, RULE_WORDS_MR);
}

/** field-rules.ts formatMonths in Marathi: '1 year 3 months' -> '1 वर्ष 3 महिने'. */
export function monthsMr(years: string | undefined, months: string | undefined): string {
  return monthsIn({ years: (count) => (count === "1" ? "वर्ष" : "वर्षे"), months: (count) => (count === "1" ? "महिना" : "महिने") }, years, months);
}
