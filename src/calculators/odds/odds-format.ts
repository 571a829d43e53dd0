// How the odds panel words a chance, its margin, a rupee figure the paths can support and a
// duration. English is the default, so the unit tests and any caller without a locale get the
// English wording; the page passes its locale's words (messages/odds.<locale>.ts, which spells
// English as these same words).
import { formatNumber, formatRupees } from "../../lib/format-money";

export interface OddsWords {
  /** A chance: 'about 64%'; never 100% short of certainty, never 0% above none. */
  odds: { about(percent: string): string; over: string; under: string };
  duration: { notWithin: string; years(years: number): string; months(months: number): string };
}

export const ENGLISH_ODDS_WORDS: OddsWords = {
  odds: { about: (percent) => `about ${percent}`, over: "over 99%", under: "under 1%" },
  duration: {
    notWithin: "Not within 100 years",
    years: (years) => `${years} ${years === 1 ? "year" : "years"}`,
    months: (months) => `${months} ${months === 1 ? "month" : "months"}`,
  },
};

/**
 * A chance as a whole percent: 'about 64%' for an estimate from simulated futures, '89%' for a
 * count (India's start years); never rounds a chance short of certainty up to 100%, or one
 * above none down to 0%. Whole percents, because a simulation's figure moves by about a point
 * between two runs: a decimal would promise what the paths cannot.
 */
export function formatOdds(share: number, estimate = true, words: OddsWords = ENGLISH_ODDS_WORDS): string {
  const percent = Math.round(share * 100);
  if (share < 1 && percent >= 100) return words.odds.over;
  if (share > 0 && percent <= 0) return words.odds.under;
  const text = `${formatNumber(percent)}%`;
  return estimate && share > 0 && share < 1 ? words.odds.about(text) : text;
}

/** How many in 1,000 futures, to the nearest 10 (the lead sentence's 'about 640 of 1,000'). */
export function perThousand(share: number): number {
  return Math.round(share * 100) * 10;
}

/**
 * The margin of a simulated chance in percentage points, as shown: two standard errors (a 95%
 * range), one decimal below a point, whole points above.
 */
export function marginPoints(standardError: number): string {
  const points = 200 * standardError;
  return points < 0.95 ? formatNumber(Math.max(0.1, Math.round(points * 10) / 10)) : formatNumber(Math.round(points));
}

/**
 * A figure read off simulated paths (a 90% SIP, corpus or spend) to `digits` significant figures:
 * between two runs such a figure moves by a few tenths of a percent, so the fourth digit on is
 * noise. Below ₹100 it is kept to the rupee.
 */
export function roundSignificant(value: number, digits = 3): number {
  if (!(value > 0) || !Number.isFinite(value)) return Number.isFinite(value) ? value : 0;
  const step = Math.max(1, 10 ** (Math.floor(Math.log10(value)) - digits + 1));
  return Math.round(value / step) * step;
}

/** A simulated rupee figure, rounded to what the paths support: '₹12,30,000'. */
export function formatSimulatedRupees(value: number): string {
  return formatRupees(roundSignificant(value));
}

/** '21 years 2 months'; 'Not within 100 years' for 0 or none. */
export function formatMonths(months: number | null, words: OddsWords = ENGLISH_ODDS_WORDS): string {
  if (months === null || !(months > 0)) return words.duration.notWithin;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(words.duration.years(years));
  if (rest > 0) parts.push(words.duration.months(rest));
  return parts.join(" ");
}
