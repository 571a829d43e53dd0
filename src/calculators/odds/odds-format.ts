// How the odds panel words a share and a duration. English is the default, so the unit tests
// and any caller without a locale get the English wording; the page passes its locale's words
// (messages/odds.<locale>.ts, which spells English as these same words).
import { formatNumber } from "../../lib/format-money";

export interface OddsWords {
  share: { over: string; under: string };
  duration: { notWithin: string; years(years: number): string; months(months: number): string };
}

export const ENGLISH_ODDS_WORDS: OddsWords = {
  share: { over: "over 99.9%", under: "under 0.1%" },
  duration: {
    notWithin: "Not within 100 years",
    years: (years) => `${years} ${years === 1 ? "year" : "years"}`,
    months: (months) => `${months} ${months === 1 ? "month" : "months"}`,
  },
};

/** '48.7%'; never rounds a share short of certainty up to 100%. */
export function formatShare(share: number, words: OddsWords = ENGLISH_ODDS_WORDS): string {
  const percent = Math.round(share * 1000) / 10;
  if (share < 1 && percent >= 100) return words.share.over;
  if (share > 0 && percent <= 0) return words.share.under;
  return `${formatNumber(percent)}%`;
}

/** '21 years 2 months'; 'Not within 100 years' for 0. */
export function formatMonths(months: number, words: OddsWords = ENGLISH_ODDS_WORDS): string {
  if (!(months > 0)) return words.duration.notWithin;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(words.duration.years(years));
  if (rest > 0) parts.push(words.duration.months(rest));
  return parts.join(" ");
}
