// The EMI schedule: a yearly table (at most 41 rows) and a monthly table that shows one
// calendar year (at most 12 rows) at a time, chosen with a year filter that goes back to the
// current year on every Calculate (spec 1 §4). A 30-year loan has 360 months: rendering them
// all on every slider step would make dragging stutter, so no view ever does (the CSV download
// holds them all, built only when its button is pressed). With prepayments both tables add a
// Prepayment column and end in the month the loan is repaid. Their words, month names and CSV
// header come from the page's catalogue (messages/emi-sections.*.ts).
import { memo, Suspense, useDeferredValue, useId, useState } from "react";
import type { EmiResult } from "../../../workers/calc-contract";
import { TableScroll } from "../../components/table-scroll";
import { useMessages } from "../../i18n/use-locale";
import { downloadCsv } from "../../lib/csv";
import { formatMonthYearWith } from "../../lib/format-month";
import { formatRupees } from "../../lib/format-money";
import { useRenderTiming } from "../../lib/render-timing";
import type { SectionProps } from "../definition";
import { EMI_MONTHLY_CSV_FILE, EMI_YEARLY_CSV_FILE, emiMonthlyCsv, emiYearlyCsv } from "./emi-csv";
import { emiSectionsMessages } from "./messages/emi-sections";
import "./emi.css";

type EmiSectionProps = Pick<SectionProps<string, EmiResult>, "result" | "calculateCount">;

// Memoised, as the page's own tables are: a keystroke re-renders the form, and these only
// when a new result (or a Calculate) arrives. Their rows then follow the result at React's
// deferred priority: the result boxes paint first, and a drag step that comes in meanwhile
// interrupts the tables' render instead of waiting for it.
// Each section waits for its words in its own Suspense (nothing shown meanwhile), so the rest
// of the page never goes back to 'Loading...' for them.
export const EmiYearlySchedule = memo(function EmiYearlySchedule({ result }: Pick<EmiSectionProps, "result">) {
  const shown = useDeferredValue(result);
  return (
    <Suspense fallback={null}>
      <YearlyTable result={shown} />
    </Suspense>
  );
});

function DownloadButton({ name, onDownload }: { name: string; onDownload(): void }) {
  return (
    <button type="button" className="button secondary emi-download" onClick={onDownload}>
      {name}
    </button>
  );
}

const YearlyTable = memo(function YearlyTable({ result }: Pick<EmiSectionProps, "result">) {
  useRenderTiming("EmiYearlyTable");
  const { year, principal, interest, balance } = result.yearly;
  const prepayment = result.prepayment?.byYear;
  const m = useMessages(emiSectionsMessages);
  const caption = m.yearly.caption;
  return (
    <section className="card calculator-table">
      <div className="emi-table-actions">
        <DownloadButton name={m.yearly.download} onDownload={() => downloadCsv(EMI_YEARLY_CSV_FILE, emiYearlyCsv(result, m.csv))} />
      </div>
      <TableScroll label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.yearly.year}</th>
              <th scope="col">{m.yearly.principalPaid}</th>
              {prepayment && <th scope="col">{m.yearly.prepayment}</th>}
              <th scope="col">{m.yearly.interestPaid}</th>
              <th scope="col">{m.yearly.balanceAtYearEnd}</th>
            </tr>
          </thead>
          <tbody>
            {Array.from(year, (calendarYear, row) => (
              <tr key={calendarYear}>
                <td>{calendarYear}</td>
                <td>{formatRupees(principal[row])}</td>
                {prepayment && <td>{formatRupees(prepayment[row])}</td>}
                <td>{formatRupees(interest[row])}</td>
                <td>{formatRupees(balance[row])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
});

/** The instalments that fall in `year`: indices [first, end) of the monthly columns. */
export function monthsOfYear(result: Pick<EmiResult, "startYear" | "startMonth" | "months">, year: number): { first: number; end: number } {
  const offset = result.startMonth - 1;
  const first = Math.max(0, (year - result.startYear) * 12 - offset);
  const end = Math.min(result.months, (year - result.startYear + 1) * 12 - offset);
  return { first, end: Math.max(first, end) };
}

export const EmiMonthlySchedule = memo(function EmiMonthlySchedule(props: EmiSectionProps) {
  return (
    <Suspense fallback={null}>
      <MonthlySchedule {...props} />
    </Suspense>
  );
});

function MonthlySchedule({ result, calculateCount }: EmiSectionProps) {
  useRenderTiming("EmiMonthlySchedule");
  const m = useMessages(emiSectionsMessages);
  const selectId = useId();
  const shown = useDeferredValue(result);
  // The visitor's choice holds only until the next Calculate; then the filter shows the
  // current year again, which is the schedule's first year (month 1 is this month).
  const [choice, setChoice] = useState<{ year: number; calculateCount: number } | null>(null);
  const years = shown.yearly.year;
  const chosen = choice !== null && choice.calculateCount === calculateCount && years.includes(choice.year) ? choice.year : shown.startYear;
  const withPrepayment = shown.prepayment !== undefined;
  return (
    <section className="card calculator-table emi-monthly">
      <div className="emi-table-actions">
        <div className="emi-year-filter">
          <label htmlFor={selectId}>{m.monthly.showYear}</label>
          <select id={selectId} value={chosen} onChange={(event) => setChoice({ year: Number(event.target.value), calculateCount })}>
            <YearOptions years={years} />
          </select>
        </div>
        <DownloadButton name={m.monthly.download} onDownload={() => downloadCsv(EMI_MONTHLY_CSV_FILE, emiMonthlyCsv(shown, m.csv))} />
      </div>
      <TableScroll label={m.monthly.region}>
        <table>
          <caption>{m.monthly.caption(chosen)}</caption>
          <thead>
            <tr>
              <th scope="col">{m.monthly.loanMonth}</th>
              <th scope="col">{m.monthly.month}</th>
              <th scope="col">{m.monthly.principal}</th>
              {withPrepayment && <th scope="col">{m.monthly.prepayment}</th>}
              <th scope="col">{m.monthly.interest}</th>
              <th scope="col">{m.monthly.balance}</th>
            </tr>
          </thead>
          <MonthRows result={shown} year={chosen} months={m.months} />
        </table>
      </TableScroll>
    </section>
  );
}

const YearOptions = memo(function YearOptions({ years }: { years: Float64Array }) {
  return Array.from(years, (year) => (
    <option key={year} value={year}>
      {year}
    </option>
  ));
});

const MonthRows = memo(function MonthRows({ result, year, months }: { result: EmiResult; year: number; months: readonly string[] }) {
  const { first, end } = monthsOfYear(result, year);
  const { loanMonth, calendarYear, calendarMonth, principal, interest, balance } = result.monthly;
  const prepayment = result.prepayment?.byMonth;
  const rows = [];
  for (let k = first; k < end; k++) {
    rows.push(
      <tr key={loanMonth[k]}>
        <td>{loanMonth[k]}</td>
        <td>{formatMonthYearWith(months, calendarYear[k], calendarMonth[k])}</td>
        <td>{formatRupees(principal[k])}</td>
        {prepayment && <td>{formatRupees(prepayment[k])}</td>}
        <td>{formatRupees(interest[k])}</td>
        <td>{formatRupees(balance[k])}</td>
      </tr>,
    );
  }
  return <tbody>{rows}</tbody>;
});
