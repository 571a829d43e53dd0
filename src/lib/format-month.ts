// Calendar months for schedules: 'Mar 2041' (en-IN short month names; the month may run past
// 12, e.g. loan month 14 of a loan starting in November rolls into the next year).
const MONTH_YEAR = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });

/** `month` is 1-12 for January-December of `year`; larger or smaller values roll over years. */
export function formatMonthYear(year: number, month: number): string {
  return MONTH_YEAR.format(Date.UTC(year, month - 1, 1));
}

/**
 * The same with the month names of a catalogue (January first): (['Jan', ...], 2026, 14) ->
 * 'Feb 2027'. A page in another language names the months in its own words.
 */
export function formatMonthYearWith(months: readonly string[], year: number, month: number): string {
  const index = year * 12 + month - 1;
  return `${months[((index % 12) + 12) % 12]} ${Math.floor(index / 12)}`;
}
