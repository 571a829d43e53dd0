// Calendar months for schedules: 'Mar 2041' (en-IN short month names; the month may run past
// 12, e.g. loan month 14 of a loan starting in November rolls into the next year).
const MONTH_YEAR = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });

/** `month` is 1-12 for January-December of `year`; larger or smaller values roll over years. */
export function formatMonthYear(year: number, month: number): string {
  return MONTH_YEAR.format(Date.UTC(year, month - 1, 1));
}
