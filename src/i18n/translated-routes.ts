// Which pages exist in each locale other than English. A page not listed here is not offered in
// that locale yet: links from a translated page go to its English page, the language switch on
// it offers the locale's nearest translated page, and its prefixed URL (say /hi/tools/sip from
// an old link) opens the English page, keeping the query. English has every page.
import type { Locale } from "./locales";

/**
 * Pages translated into Hindi, as English paths; a page joins this list when its catalogue has
 * a Hindi translation. The tools with pages of their own (/tools/xirr, /tools/debt,
 * /tools/budget) are listed here; the calculators that are definitions (/tools/<id>) are in
 * HINDI_CALCULATORS below.
 */
const HINDI_PAGES: readonly string[] = [
  "/",
  "/tools",
  "/money/financial",
  "/goals",
  "/contact",
  "/blog",
  "/money",
  "/money/budgeting",
  "/money/saving",
  "/money/investing",
  "/money/borrowing",
  "/money/borrowing/debt-strategies",
  "/money/protection",
  "/money/protection/jargon-buster",
  "/health",
  "/health/physical-wellness",
  "/health/mental-wellness",
  "/health/financial-wellness",
  "/purpose",
  "/purpose/inner",
  "/purpose/shared",
  "/purpose/exploratory",
  "/login",
  "/my-plans",
  "/tools/xirr",
  "/tools/debt",
  "/tools/budget",
];

/**
 * Calculators (/tools/<id>) with a Hindi text (`src/calculators/definitions/hi/<id>.hi.ts`, listed
 * in the registry's DEFINITION_TEXTS, which a unit test holds to this list). They are offered in
 * Hindi once the calculator page's own words are (CALCULATOR_PAGE_TRANSLATED).
 */
export const HINDI_CALCULATORS: readonly string[] = [
  "sip",
  "lumpsum",
  "fd",
  "rd",
  "compounding",
  "sip-need",
  "inflation",
  "delay-cost",
  "difference-in-returns",
  "crore",
  "emergency",
  "ppf",
  "ssy",
  "scss",
  "nsc",
  "post-office-mis",
  "nps",
  "retirement",
  "parents",
  "education",
  "marriage",
  "wedding",
  "car",
  "home",
  "vacation",
  "custom",
  "emi",
  "income-tax",
  "hra",
  "epf",
  "gratuity",
  "swp",
  "cagr",
  "simple-interest",
];

/** Whether the calculator page itself (buttons, units, tables, the odds panel) reads in Hindi. */
export const CALCULATOR_PAGE_TRANSLATED = true;

/**
 * Pages translated into Marathi, as English paths (the same rules as HINDI_PAGES): every page
 * Hindi has. A page of a new language joins its list when every catalogue it reads is written
 * (no `<locale>: notYetWritten` left in its bundles; the catalogue check lists those).
 */
const MARATHI_PAGES: readonly string[] = HINDI_PAGES;

/**
 * Calculators (/tools/<id>) with a Marathi text (`definitions/mr/<id>.mr.ts`): every calculator
 * Hindi has, so the same list (the registry's DEFINITION_TEXTS.mr is held to it by a unit test).
 */
export const MARATHI_CALCULATORS: readonly string[] = HINDI_CALCULATORS;

/** Pages translated into Bengali: every page Hindi has, as MARATHI_PAGES. */
const BENGALI_PAGES: readonly string[] = HINDI_PAGES;

/** Calculators (/tools/<id>) with a Bengali text (`definitions/bn/<id>.bn.ts`): every calculator Hindi has. */
export const BENGALI_CALCULATORS: readonly string[] = HINDI_CALCULATORS;

type OtherLocale = Exclude<Locale, "en">;

/** Each language's translated calculators (the registry's DEFINITION_TEXTS hold the same ids). */
export const TRANSLATED_CALCULATORS: Record<OtherLocale, readonly string[]> = {
  hi: CALCULATOR_PAGE_TRANSLATED ? HINDI_CALCULATORS : [],
  mr: MARATHI_CALCULATORS,
  bn: BENGALI_CALCULATORS,
};

const PAGES: Record<OtherLocale, readonly string[]> = { hi: HINDI_PAGES, mr: MARATHI_PAGES, bn: BENGALI_PAGES };

const TRANSLATED = new Map<Locale, ReadonlySet<string>>(
  (Object.keys(PAGES) as OtherLocale[]).map((locale) => [
    locale,
    new Set([...PAGES[locale], ...TRANSLATED_CALCULATORS[locale].map((id) => `/tools/${id}`)].map((path) => path.toLowerCase())),
  ]),
);

function normalise(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed.toLowerCase();
}

/** Whether the English path `path` (no query, no hash) has a page in `locale`. */
export function isTranslated(path: string, locale: Locale): boolean {
  const paths = TRANSLATED.get(locale);
  return paths === undefined || paths.has(normalise(path));
}

/** Every translated English path of `locale` (for the browser tests and hreflang). */
export function translatedPaths(locale: OtherLocale): readonly string[] {
  return [...(TRANSLATED.get(locale) ?? [])];
}

/**
 * Where the language switch takes a visitor from the English path `path` into `locale`: the
 * same page when it is translated (in Hindi that includes /tools/xirr, /tools/debt,
 * /tools/budget and the debt strategies page); for a calculator not yet translated, the
 * locale's tools hub (when that is translated); else its home.
 */
export function counterpartPath(path: string, locale: Locale): { path: string; samePage: boolean } {
  if (isTranslated(path, locale)) return { path, samePage: true };
  const calculator = /^\/(tools|money\/borrowing\/debt-strategies)(\/|$)/.test(normalise(path));
  return { path: calculator && isTranslated("/tools", locale) ? "/tools" : "/", samePage: false };
}
