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
 * Chart axis tick (spec 1 §9, DESIGN.md): at least 1,00,000 in lakhs ('12.5L'), at least
 * 1,000 in thousands ('45k'), else the number itself.
 */
export function formatAxisTick(value: number): string {
  if (!Number.isFinite(value)) return "";
  const size = Math.abs(value);
  if (size >= 100_000) return `${trimmed(value / 100_000, 2)}L`;
  if (size >= 1_000) return `${trimmed(value / 1_000, 1)}k`;
  return trimmed(value, 2);
}

/** Goal charts' y axis is in lakhs whatever the size (spec 2 §9): 250000 -> '2.5L'. */
export function formatLakhsTick(value: number): string {
  return Number.isFinite(value) ? `${trimmed(value / 100_000, 2)}L` : "";
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
  return format.format(time);
}
