// The XIRR's answer: the rate (result-xirr, percent to two decimals), the money in and out,
// a clear message when the flows cannot be solved, and the flows' table with its CSV.
import { memo } from "react";
import type { XirrResult } from "../../../workers/calc-contract";
import { CsvButton } from "../../components/csv-button";
import { csvFileName, downloadCsv, toCsv } from "../../lib/csv";
import { formatNumber, formatRupees } from "../../lib/format-money";
import { percentTwoDecimals } from "../definitions/issue15-rules";
import type { ShownXirr } from "./use-xirr";

export const XIRR_STATUS_MESSAGES = {
  "no-sign-change":
    "An XIRR needs money going both ways: at least one amount put in (negative) and one taken out or the value today (positive). With every amount of one sign, no return can be worked out.",
  "no-solution":
    "No annual return between −99.99% and 10,00,000% makes these cash flows balance, so there is no XIRR to show. Check the signs (money put in is negative) and the dates.",
} as const satisfies Record<Exclude<XirrResult["status"], "solved">, string>;

const TABLE_CAPTION = "Your cash flows at the XIRR";
const CSV_HEADER = ["date", "amount", "years", "presentValue"] as const;

/** Memoised: re-rendered only when a reply arrives, not on every keystroke. */
export const XirrResults = memo(function XirrResults({ shown }: { shown: ShownXirr }) {
  const { result, flows } = shown;
  if (result.status !== "solved") {
    return (
      <p className="alert error" role="alert">
        {XIRR_STATUS_MESSAGES[result.status]}
      </p>
    );
  }
  return (
    <div className="results">
      <dl className="result-boxes">
        <div className="result-box card">
          <dt>XIRR (annual return)</dt>
          <dd data-testid="result-xirr">{percentTwoDecimals(result.xirr)}</dd>
        </div>
        <div className="result-box card">
          <dt>Total put in</dt>
          <dd data-testid="result-invested">{formatRupees(result.invested)}</dd>
        </div>
        <div className="result-box card">
          <dt>Total taken out</dt>
          <dd data-testid="result-returned">{formatRupees(result.returned)}</dd>
        </div>
        <div className="result-box card">
          <dt>Gain</dt>
          <dd data-testid="result-gain">{formatRupees(result.gain)}</dd>
        </div>
      </dl>
      <p className="convention muted">
        Actual days between dates ÷ 365, as spreadsheets' XIRR counts them; every amount discounted to the first date at the XIRR sums to ₹0.
      </p>
      <FlowsTable result={result} flows={flows} />
    </div>
  );
});

function FlowsTable({ result, flows }: ShownXirr) {
  const rows = flows.map((flow, i) => [flow.date, flow.amount, result.flows.years[i], result.flows.presentValue[i]] as const);
  const download = () => downloadCsv(csvFileName("xirr", TABLE_CAPTION), toCsv(CSV_HEADER, rows));
  return (
    <section className="card calculator-table">
      <div className="table-tools">
        <CsvButton what={TABLE_CAPTION} onDownload={download} />
      </div>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={TABLE_CAPTION}>
        <table>
          <caption>{TABLE_CAPTION}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Years from the first date</th>
              <th scope="col">Value at the first date</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([date, amount, years, presentValue], i) => (
              <tr key={i}>
                <td>{date}</td>
                <td>{formatRupees(amount)}</td>
                <td>{formatNumber(years)}</td>
                <td>{formatRupees(presentValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
