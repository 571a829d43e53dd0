// Bengali for the rules the EPF, gratuity, SWP, CAGR, simple-interest, income tax and HRA
// calculators word themselves (field-rules.ts, tax-fields.ts: '{label} is required', '{label}
// must be at least 15 years'...), and for the figures they show as text (a span of months).
// i18n/rule-patterns.ts turns each English message into Bengali with the field's Bengali label.
// The label comes first and stands alone ('<label> লিখুন'), as in calculators.bn.ts: a case
// ending joined to a label by a hyphen does not read right after every label.
import type { MessagePattern } from "../../i18n/definition-text";
import { monthsIn, ruleTemplates, type RuleWords } from "../../i18n/rule-patterns";

const RULE_WORDS_BN: RuleWords = {
  required: (label) => `${label} লিখুন`,
  negative: (label) => `${label} শূন্যের কম হতে পারে না`,
  notNumber: (label) => `${label} সংখ্যায় লিখুন`,
  wholeYears: (label) => `${label} পূর্ণ বছরে লিখুন`,
  atLeastYears: (label, years) => `${label} অন্তত ${years} বছর হতে হবে`,
  atLeastPercent: (label, percent) => `${label} অন্তত ${percent} হতে হবে`,
};

/** The rule templates of field-rules.ts and tax-fields.ts in Bengali, for the labels in `labels`. */
export function ruleTemplatesBn(labels: Readonly<Record<string, string>>): MessagePattern[] {
  return ruleTemplates(labels, RULE_WORDS_BN);
}

/** field-rules.ts formatMonths in Bengali: '1 year 3 months' -> '1 বছর 3 মাস' (Bengali nouns take no plural after a number). */
export function monthsBn(years: string | undefined, months: string | undefined): string {
  return monthsIn({ years: () => "বছর", months: () => "মাস" }, years, months);
}
