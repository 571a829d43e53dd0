// Formatting at the edge: numbers stay numbers until they are shown (DESIGN.md,
// "Number conventions"). en-IN grouping: ₹23,23,391.

const rupeeFormat = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const rupeePaiseFormat = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plainFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** A value that rounds to zero is shown as zero, never as a negative zero. */
function clean(value: number, fractionDigits: number): number {
  const scale = 10 ** fractionDigits;
  const rounded = Math.round(value * scale) / scale;
  return rounded === 0 ? 0 : rounded;
}

/** Whole rupees, en-IN grouping: 2323390.76 -> '₹23,23,391'. Non-finite input shows '—'. */
export function formatRupees(value: number): string {
  return Number.isFinite(value) ? rupeeFormat.format(clean(value, 0)) : "—";
}

/** Rupees and paise: 8678.23 -> '₹8,678.23'. */
export function formatRupeesPaise(value: number): string {
  return Number.isFinite(value) ? rupeePaiseFormat.format(clean(value, 2)) : "—";
}

/** A plain number with en-IN grouping and at most two decimals: 1234567.891 -> '12,34,567.89'. */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? plainFormat.format(clean(value, 2)) : "—";
}

export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** '1 year', '2.5 years'. */
export function formatYears(value: number): string {
  return `${formatNumber(value)} ${value === 1 ? "year" : "years"}`;
}

const tickFormats = [0, 1, 2].map((digits) => new Intl.NumberFormat("en-IN", { maximumFractionDigits: digits }));

/** At most `fractionDigits` decimals, trailing zeros dropped, en-IN grouping for large counts (12,500L). */
function trimmed(value: number, fractionDigits: 0 | 1 | 2): string {
  return tickFormats[fractionDigits].format(clean(value, fractionDigits));
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
 * A calendar date in the page's language, Latin digits in every locale (hi: '12 जन॰ 2025',
 * en: '12 Jan 2025'); an unreadable date shows nothing rather than 'Invalid Date'.
 */
export function formatDate(iso: string, locale: "en" | "hi" = "en"): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return "";
  const tag = locale === "hi" ? "hi-IN" : "en-IN";
  let format = DATE_FORMATS.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", year: "numeric", numberingSystem: "latn" });
    DATE_FORMATS.set(tag, format);
  }
  return format.format(time);
}
