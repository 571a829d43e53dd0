// Calendar months for schedules: 'Mar 2041' (en-IN short month names; the month may run past
// 12, e.g. loan month 14 of a loan starting in November rolls into the next year).

/**
 * en-IN's short month names, as Intl.DateTimeFormat("en-IN", { month: "short" }) writes them
 * ('Sept', not 'Sep'; format-month.test.ts checks them against Intl). Written out rather than
 * asked of Intl: the first date format loads ICU data, about 15 ms on this machine's Chromium
 * (60 ms at a phone's 4x CPU), in the task that draws a loan's first schedule.
 */
export const ENGLISH_SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;

/** `month` is 1-12 for January-December of `year`; larger or smaller values roll over years. */
export function formatMonthYear(year: number, month: number): string {
  return formatMonthYearWith(ENGLISH_SHORT_MONTHS, year, month);
}

/**
 * The same with the month names of a catalogue (January first): (['Jan', ...], 2026, 14) ->
 * 'Feb 2027'. A page in another language names the months in its own words.
 */
export function formatMonthYearWith(months: readonly string[], year: number, month: number): string {
  const index = year * 12 + month - 1;
  return `${months[((index % 12) + 12) % 12]} ${Math.floor(index / 12)}`;
}
