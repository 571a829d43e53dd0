// The payoff schedule on screen, with its CSV download. Rows follow the plan at React's
// deferred priority: the strategy cards paint first while a figure is being typed.
import { memo, useDeferredValue, useMemo } from "react";
import { CsvButton } from "../components/csv-button";
import { TableScroll } from "../components/table-scroll";
import { useRowWindow, WindowedRows } from "../components/windowed-rows";
import { LOCALE_INFO, type Locale } from "../i18n/locales";
import { useLocale, useMessages } from "../i18n/use-locale";
import { formatMonthYear } from "../lib/format-month";
import { csvFileName, downloadCsv } from "../lib/csv";
import { formatRupees } from "../lib/format-money";
import { useRenderTiming } from "../lib/render-timing";
import { clearedText, payoffSchedule, payoffScheduleCsv, type StrategyMonth } from "./payoff-schedule";
import { debtMessages } from "./messages/debt";
import type { ShownPlan } from "./use-debt-plan";

/** The download keeps one English file name in every language (file names stay plain ASCII). */
const FILE_NAME = csvFileName("debt", "Payoff schedule");

/** The schedule's columns: month, calendar month, and three for each strategy. */
const COLUMNS = 8;

const MONTH_YEAR = new Map<Locale, Intl.DateTimeFormat>();

/** The nukta, which the Hindi glossary leaves out ('फ़र॰' -> 'फर॰'); Marathi's months have none. */
const NUKTA = /\u093C/g;

/**
 * 'Mar 2041' in English (written out, see format-month.ts); in another language ICU's short
 * month for its `<html lang>` ('मार्च 2041' in Hindi and Marathi), Latin digits in every language.
 */
function monthYear(locale: Locale, year: number, month: number): string {
  if (locale === "en") return formatMonthYear(year, month);
  let format = MONTH_YEAR.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].htmlLang, { month: "short", year: "numeric", timeZone: "UTC", numberingSystem: "latn" });
    MONTH_YEAR.set(locale, format);
  }
  return format.format(Date.UTC(year, month - 1, 1)).replace(NUKTA, "");
}

export const PayoffScheduleTable = memo(function PayoffScheduleTable({ shown }: { shown: ShownPlan }) {
  useRenderTiming("PayoffScheduleTable");
  const m = useMessages(debtMessages).schedule;
  const locale = useLocale();
  const deferred = useDeferredValue(shown);
  const rows = useMemo(() => payoffSchedule(deferred.plan, deferred.request.names, deferred.start), [deferred]);
  // Every month until the last debt is cleared (hundreds of rows): the rows near the screen are rendered.
  const rowWindow = useRowWindow(rows.length);
  if (rows.length === 0) return null;
  return (
    <section className="card calculator-table debt-schedule">
      <div className="table-tools">
        <CsvButton what={m.name} onDownload={() => downloadCsv(FILE_NAME, payoffScheduleCsv(rows, m.csvHeader))} />
      </div>
      <TableScroll label={m.name}>
        <table {...rowWindow.tableProps}>
          <caption>{m.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.month}</th>
              <th scope="col">{m.calendarMonth}</th>
              <th scope="col">{m.snowballOwed}</th>
              <th scope="col">{m.snowballInterest}</th>
              <th scope="col">{m.snowballCleared}</th>
              <th scope="col">{m.avalancheOwed}</th>
              <th scope="col">{m.avalancheInterest}</th>
              <th scope="col">{m.avalancheCleared}</th>
            </tr>
          </thead>
          <tbody ref={rowWindow.bodyRef}>
            <WindowedRows
              rows={rowWindow}
              columns={COLUMNS}
              row={(index) => {
                const row = rows[index];
                return (
                  <tr key={row.month} {...rowWindow.rowProps(index)}>
                    <td>{row.month}</td>
                    <td>{monthYear(locale, row.year, row.calendarMonth)}</td>
                    <StrategyCells month={row.snowball} />
                    <StrategyCells month={row.avalanche} />
                  </tr>
                );
              }}
            />
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
});

function StrategyCells({ month }: { month: StrategyMonth }) {
  return (
    <>
      <td>{formatRupees(month.balance)}</td>
      <td>{formatRupees(month.interestPaid)}</td>
      <td className="debt-cleared">{clearedText(month.cleared)}</td>
    </>
  );
}
