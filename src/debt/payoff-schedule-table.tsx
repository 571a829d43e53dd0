// The payoff schedule on screen, with its CSV download. Rows follow the plan at React's
// deferred priority: the strategy cards paint first while a figure is being typed.
import { formatMonthYear } from "../lib/format-month";
import { memo, useDeferredValue, useMemo } from "react";
import { CsvButton } from "../components/csv-button";
import { csvFileName, downloadCsv } from "../lib/csv";
import { formatRupees } from "../lib/format-money";
import { clearedText, payoffSchedule, payoffScheduleCsv, type StrategyMonth } from "./payoff-schedule";
import type { ShownPlan } from "./use-debt-plan";

const CAPTION = "Payoff schedule";

export const PayoffScheduleTable = memo(function PayoffScheduleTable({ shown }: { shown: ShownPlan }) {
  const deferred = useDeferredValue(shown);
  const rows = useMemo(() => payoffSchedule(deferred.plan, deferred.request.names, deferred.start), [deferred]);
  if (rows.length === 0) return null;
  return (
    <section className="card calculator-table debt-schedule">
      <div className="table-tools">
        <CsvButton what={CAPTION} onDownload={() => downloadCsv(csvFileName("debt", CAPTION), payoffScheduleCsv(rows))} />
      </div>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={CAPTION}>
        <table>
          <caption>{`${CAPTION}, month by month (month 1 is this month)`}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Calendar month</th>
              <th scope="col">Snowball: owed</th>
              <th scope="col">Snowball: interest so far</th>
              <th scope="col">Snowball: cleared</th>
              <th scope="col">Avalanche: owed</th>
              <th scope="col">Avalanche: interest so far</th>
              <th scope="col">Avalanche: cleared</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <td>{row.month}</td>
                <td>{formatMonthYear(row.year, row.calendarMonth)}</td>
                <StrategyCells month={row.snowball} />
                <StrategyCells month={row.avalanche} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
