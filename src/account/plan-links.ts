// How a saved plan is shown and opened: its calculator's page with the saved inputs in the
// query, which computes at once (use-calculation.ts), in the language the plan was saved in.
// The server keeps a plan's inputs as given without reading them (server/routes/plans-rules.ts),
// so a plan saved on a page in another language carries that language as one more entry,
// PLAN_LOCALE_KEY ('lang': 'hi'), which no calculator field is named; a plan without it (every
// plan saved before Hindi calculators existed, and every English one) opens in English.
import { toolEntry } from "../calculators/tool-list";
import { isTranslated } from "../i18n/translated-routes";
import { LOCALES, withLocale, type Locale } from "../i18n/locales";
import type { SavedPlan } from "../lib/api-client";

export const PLAN_LOCALE_KEY = "lang";

/** The inputs as saved from a `locale` page: English ones as they are, others with their language. */
export function planInputs(inputs: Readonly<Record<string, string>>, locale: Locale): Record<string, string> {
  const { [PLAN_LOCALE_KEY]: _ignored, ...fields } = inputs;
  return locale === "en" ? fields : { ...fields, [PLAN_LOCALE_KEY]: locale };
}

/** The language a plan was saved in. */
export function planLocale(plan: Pick<SavedPlan, "inputs">): Locale {
  const saved = plan.inputs[PLAN_LOCALE_KEY];
  return LOCALES.find((locale) => locale === saved) ?? "en";
}

/** The plan's page: '/tools/sip?monthlyInvestment=5000...', or '/hi/tools/sip?...' for a Hindi plan. */
export function planPath(plan: Pick<SavedPlan, "toolId" | "inputs">): string {
  const english = toolEntry(plan.toolId)?.path ?? `/tools/${encodeURIComponent(plan.toolId)}`;
  const locale = planLocale(plan);
  // A calculator not (or no longer) offered in the plan's language opens in English.
  const path = locale !== "en" && isTranslated(english, locale) ? withLocale(english, locale) : english;
  const { [PLAN_LOCALE_KEY]: _language, ...fields } = plan.inputs;
  const query = new URLSearchParams(fields).toString();
  return query === "" ? path : `${path}?${query}`;
}

// A plan's tool title and saved date are shown in the page's language (plan-item.tsx:
// the tools catalogue and formatDate in lib/format-money.ts).
