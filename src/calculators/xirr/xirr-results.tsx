// The XIRR's answer: the rate (result-xirr, percent to two decimals), the money in and out,
// a clear message when the flows cannot be solved, and the flows' table with its CSV.
import { memo } from "react";
import { CsvButton } from "../../components/csv-button";
import { TableScroll } from "../../components/table-scroll";
import { useLocale, useMessages } from "../../i18n/use-locale";
import { csvFileName, downloadCsv, toCsv } from "../../lib/csv";
import { formatDate, formatNumber, formatRupees } from "../../lib/format-money";
import { percentTwoDecimals } from "../definitions/field-rules";
import { xirrMessages } from "./messages/xirr";
import type { ShownXirr } from "./use-xirr";

export { XIRR_STATUS_MESSAGES } from "./xirr-form";

/** The download keeps one English file name in every language (file names stay plain ASCII). */
const FILE_NAME = csvFileName("xirr", "Your cash flows at the XIRR");

/** Memoised: re-rendered only when a reply arrives, not on every keystroke. */
export const XirrResults = memo(function XirrResults({ shown }: { shown: ShownXirr }) {
  const m = useMessages(xirrMessages);
  const { result, flows } = shown;
  if (result.status !== "solved") {
    return (
      <p className="alert error" role="alert">
        {m.status[result.status]}
      </p>
    );
  }
  const r = m.results;
  return (
    <div className="results">
      <dl className="result-boxes">
        <div className="result-box card">
          <dt>{r.xirr}</dt>
          <dd data-testid="result-xirr">{percentTwoDecimals(result.xirr)}</dd>
        </div>
        <div className="result-box card">
          <dt>{r.invested}</dt>
          <dd data-testid="result-invested">{formatRupees(result.invested)}</dd>
        </div>
        <div className="result-box card">
          <dt>{r.returned}</dt>
          <dd data-testid="result-returned">{formatRupees(result.returned)}</dd>
        </div>
        <div className="result-box card">
          <dt>{r.gain}</dt>
          <dd data-testid="result-gain">{formatRupees(result.gain)}</dd>
        </div>
      </dl>
      <p className="convention muted">{r.convention}</p>
      <FlowsTable result={result} flows={flows} />
    </div>
  );
});

function FlowsTable({ result, flows }: ShownXirr) {
  const r = useMessages(xirrMessages).results;
  const locale = useLocale();
  const rows = flows.map((flow, i) => [flow.date, flow.amount, result.flows.years[i], result.flows.presentValue[i]] as const);
  // The CSV's header is in the page's language; its figures are the same in every language.
  const download = () => downloadCsv(FILE_NAME, toCsv(r.csvHeader, rows));
  return (
    <section className="card calculator-table">
      <div className="table-tools">
        <CsvButton what={r.caption} onDownload={download} />
      </div>
      <TableScroll label={r.caption}>
        <table>
          <caption>{r.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{r.date}</th>
              <th scope="col">{r.amount}</th>
              <th scope="col">{r.years}</th>
              <th scope="col">{r.presentValue}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([date, amount, years, presentValue], i) => (
              <tr key={i}>
                <td>{formatDate(date, locale) || date}</td>
                <td>{formatRupees(amount)}</td>
                <td>{formatNumber(years)}</td>
                <td>{formatRupees(presentValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
