// Formatting at the edge: numbers stay numbers until they are shown (DESIGN.md,
// "Number conventions"). en-IN grouping: ₹23,23,391.
import { LOCALE_INFO, type Locale } from "../i18n/locales";

/**
 * A number format made on its first use and kept. Making one loads the locale's ICU data:
 * the first en-IN currency format costs about 40 ms on this machine's Chromium (160 ms at
 * Lighthouse's 4x phone CPU), in the task that paints a calculator page. So the figures below
 * are grouped by hand, and Intl is left for what that cannot write.
 */
export function numberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat("en-IN", options));
}

/** Whole digits grouped the Indian way: the last three, then pairs ('2323391' -> '23,23,391'). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  let grouped = digits.slice(-3);
  let rest = digits.slice(0, -3);
  while (rest.length > 2) {
    grouped = `${rest.slice(-2)},${grouped}`;
    rest = rest.slice(0, -2);
  }
  return `${rest},${grouped}`;
}

/**
 * `value`, already rounded to at most `maxDigits` decimals, as en-IN writes it: `prefix` after
 * the sign ('-₹5,000'), at least `minDigits` decimals. The digits are the number's shortest
 * round-trip form (String), which is what Intl rounds from, so the text is Intl's (the tests
 * check it against Intl); undefined where that form has an exponent or more decimals than
 * `maxDigits` (past 1e21, or beyond a double's precision), left to Intl.
 */
function enIndian(value: number, minDigits: number, maxDigits: number, prefix = ""): string | undefined {
  const shortest = String(Math.abs(value));
  if (shortest.includes("e")) return undefined;
  const [whole, fraction = ""] = shortest.split(".");
  if (fraction.length > maxDigits) return undefined;
  const shownFraction = fraction.padEnd(minDigits, "0");
  return `${value < 0 ? "-" : ""}${prefix}${groupIndian(whole)}${shownFraction ? `.${shownFraction}` : ""}`;
}

const rupeeFormat = numberFormat({ style: "currency", currency: "INR", maximumFractionDigits: 0 });
const rupeePaiseFormat = numberFormat({ style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plainFormats = [0, 1, 2].map((digits) => numberFormat({ maximumFractionDigits: digits }));

/** A value that rounds to zero is shown as zero, never as a negative zero. */
function clean(value: number, fractionDigits: number): number {
  const scale = 10 ** fractionDigits;
  const rounded = Math.round(value * scale) / scale;
  return rounded === 0 ? 0 : rounded;
}

/** Whole rupees, en-IN grouping: 2323390.76 -> '₹23,23,391'. Non-finite input shows '—'. */
export function formatRupees(value: number): string {
  if (!Number.isFinite(value)) return "—";
  const rounded = clean(value, 0);
  return enIndian(rounded, 0, 0, "₹") ?? rupeeFormat().format(rounded);
}

/** Rupees and paise: 8678.23 -> '₹8,678.23'. */
export function formatRupeesPaise(value: number): string {
  if (!Number.isFinite(value)) return "—";
  const rounded = clean(value, 2);
  return enIndian(rounded, 2, 2, "₹") ?? rupeePaiseFormat().format(rounded);
}

/** A plain number with en-IN grouping and at most two decimals: 1234567.891 -> '12,34,567.89'. */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? trimmed(value, 2) : "—";
}

export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** A time as whole years and months in English: '24', '24 years 2 months', '1 year 1 month'. */
export function formatYearsMonths(years: number, months: number): string {
  if (months === 0) return formatNumber(years);
  return `${formatNumber(years)} ${years === 1 ? "year" : "years"} ${formatNumber(months)} ${months === 1 ? "month" : "months"}`;
}

/** '1 year', '2.5 years'. */
export function formatYears(value: number): string {
  return `${formatNumber(value)} ${value === 1 ? "year" : "years"}`;
}

/** At most `fractionDigits` decimals, trailing zeros dropped, en-IN grouping for large counts (12,500L). */
function trimmed(value: number, fractionDigits: 0 | 1 | 2): string {
  const rounded = clean(value, fractionDigits);
  return enIndian(rounded, 0, fractionDigits) ?? plainFormats[fractionDigits]().format(rounded);
}

/**
 * How each language shortens an amount: a chart's axis ticks ('80k', '25L', '1.5Cr'; Hindi
 * papers' '80 हजार', '25 लाख', '1.5 करोड़') and the words under a large result ('≈ ₹14.42
 * crore'). A new language adds one entry to each table (the type checker asks for it).
 */
interface ShortForms {
  thousand: string;
  lakh: string;
  crore: string;
  /** Between the figure and its short form: none in English ('25L'), a space in Hindi ('25 लाख'). */
  gap: string;
}

const AXIS_SHORT_FORMS: Record<Locale, ShortForms> = {
  en: { thousand: "k", lakh: "L", crore: "Cr", gap: "" },
  hi: { thousand: "हजार", lakh: "लाख", crore: "करोड़", gap: " " },
  mr: { thousand: "हजार", lakh: "लाख", crore: "कोटी", gap: " " },
  bn: { thousand: "হাজার", lakh: "লক্ষ", crore: "কোটি", gap: " " },
};

const AMOUNT_WORDS: Record<Locale, { lakh: string; crore: string }> = {
  en: { lakh: "lakh", crore: "crore" },
  hi: { lakh: "लाख", crore: "करोड़" },
  mr: { lakh: "लाख", crore: "कोटी" },
  bn: { lakh: "লক্ষ", crore: "কোটি" },
};

const LAKH = 100_000;
const CRORE = 10_000_000;

/**
 * Chart axis tick (spec 1 §9, DESIGN.md) in `locale`'s short forms: from ₹1 crore in crores
 * ('1.5Cr'), from 1,00,000 in lakhs ('12.5L'), from 1,000 in thousands ('45k'), else the number
 * itself. (Spec 1 names thousands and lakhs; crores keep a large axis from reading '1,500L':
 * docs/decisions/0140-axis-ticks-in-crores.md.)
 */
export function formatAxisTick(value: number, locale: Locale = "en"): string {
  if (!Number.isFinite(value)) return "";
  const forms = AXIS_SHORT_FORMS[locale];
  const size = Math.abs(value);
  if (size >= CRORE) return `${trimmed(value / CRORE, 2)}${forms.gap}${forms.crore}`;
  if (size >= LAKH) return `${trimmed(value / LAKH, 2)}${forms.gap}${forms.lakh}`;
  if (size >= 1_000) return `${trimmed(value / 1_000, 1)}${forms.gap}${forms.thousand}`;
  return trimmed(value, 2);
}

/**
 * Goal charts' y axis is in lakhs (spec 2 §9): 250000 -> '2.5L'; from ₹1 crore in crores
 * ('1.5Cr'), as every other axis.
 */
export function formatLakhsTick(value: number, locale: Locale = "en"): string {
  if (!Number.isFinite(value)) return "";
  const forms = AXIS_SHORT_FORMS[locale];
  if (Math.abs(value) >= CRORE) return `${trimmed(value / CRORE, 2)}${forms.gap}${forms.crore}`;
  return `${trimmed(value / LAKH, 2)}${forms.gap}${forms.lakh}`;
}

/**
 * A rupee amount of ₹1 lakh or more in words, as a reader says it: '≈ ₹14.42 crore',
 * '₹52 लाख' (two decimals at most); '' below ₹1 lakh, where the grouped figure reads at once.
 * '≈' only where the words round the figure.
 */
export function formatAmountWords(value: number, locale: Locale = "en"): string {
  if (!Number.isFinite(value)) return "";
  const size = Math.abs(value);
  if (size < LAKH) return "";
  const words = AMOUNT_WORDS[locale];
  const [unit, word] = size >= CRORE ? [CRORE, words.crore] : [LAKH, words.lakh];
  const shown = clean(value / unit, 2);
  const exact = shown * unit === Math.round(value);
  return `${exact ? "" : "≈ "}${value < 0 ? "-" : ""}₹${trimmed(Math.abs(shown), 2)} ${word}`;
}

/**
 * What a rupee field shows while it is not being edited: the typed number grouped the Indian
 * way ('5200000' -> '52,00,000', decimals kept up to two); text that is not a plain number is
 * shown as typed, so its message still matches it.
 */
export function groupedFieldText(raw: string): string {
  const trimmedRaw = raw.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(trimmedRaw)) return raw;
  const [whole, fraction] = trimmedRaw.replace(/^-/, "").split(".");
  return `${trimmedRaw.startsWith("-") ? "-" : ""}${groupIndian(whole.replace(/^0+(?=\d)/, ""))}${fraction === undefined ? "" : `.${fraction}`}`;
}

const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date in the page's language (ICU's short month names for its `<html lang>`), Latin
 * digits in every locale (hi: '12 जन॰ 2025', mr: '12 जाने, 2025',
 * en: '12 Jan 2025'); an unreadable date shows nothing rather than 'Invalid Date'.
 */
export function formatDate(iso: string, locale: Locale = "en"): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return "";
  const tag = LOCALE_INFO[locale].htmlLang;
  let format = DATE_FORMATS.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", year: "numeric", numberingSystem: "latn" });
    DATE_FORMATS.set(tag, format);
  }
  // Without the nukta, as the site's Hindi is written ('फ़र॰' -> 'फर॰').
  return format.format(time).replace(/\u093C/g, "");
}
