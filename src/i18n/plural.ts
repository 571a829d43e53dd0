// Counts inside sentences: the plural form chosen by Intl.PluralRules for the locale and the
// number written by the one formatting module (en-IN grouping, Latin digits, in every locale),
// never by concatenating words onto a number.
import { formatNumber } from "../lib/format-money";
import { LOCALE_INFO, type Locale } from "./locales";

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Locale, Intl.PluralRules>();

/** ICU-style plural: '#' in the chosen form is replaced by the formatted count. */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(LOCALE_INFO[locale].htmlLang);
    rules.set(locale, rule);
  }
  const form = forms[rule.select(count)] ?? forms.other;
  return form.replace(/#/g, formatNumber(count));
}
