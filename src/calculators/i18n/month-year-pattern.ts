// A month and year shown as a result ('Mar 2041', the EMI's payoff month) read into a language
// from that language's month names. A month name it does not know stays English, which the
// tests catch.
import { ENGLISH_SHORT_MONTHS, formatMonthYearWith } from "../../lib/format-month";
import type { MessagePattern } from "./definition-text";

/** English short month names as result boxes show them ('Mar 2041'), January first. */
const ENGLISH_MONTHS: readonly string[] = ENGLISH_SHORT_MONTHS;

/** 'Mar 2041' -> the same month named from `months` (January first). */
export function monthYearPattern(months: readonly string[]): MessagePattern {
  return [
    /^(\S+) (\d{4})$/,
    (month, year) => {
      const index = ENGLISH_MONTHS.indexOf(month);
      return index < 0 ? `${month} ${year}` : formatMonthYearWith(months, Number(year), index + 1);
    },
  ];
}
