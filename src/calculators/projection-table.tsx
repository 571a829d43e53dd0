import { memo } from "react";
import { CsvButton } from "../components/csv-button";
import { TableScroll } from "../components/table-scroll";
import { useRowWindow, WindowedRows } from "../components/windowed-rows";
import { useLocale, useMessages } from "../i18n/use-locale";
import { csvFileName, downloadCsv } from "../lib/csv";
import type { TableDef } from "./definition";
import { useRenderTiming } from "../lib/render-timing";
import { formatValue } from "./format-value";
import { calculatorMessages } from "./messages/calculator";
import { shownColumns, tableCsv } from "./table-csv";

/** Memoised: re-rendered only when its result changes, not on every keystroke. */
export const ProjectionTable = memo(ProjectionTableView) as typeof ProjectionTableView;

interface ProjectionTableProps<Result> {
  table: TableDef<Result>;
  result: Result;
  /** Names the CSV download: the calculator's id, e.g. 'sip' -> sip-year-by-year-projection.csv. */
  calculatorId: string;
  /**
   * The latest result, for the download: an off-screen table may still show an earlier one
   * until the inputs rest (when-seen.ts), and a download is of the inputs as they are now.
   */
  latestResult?: () => Result;
}

function ProjectionTableView<Result>({ table, result, calculatorId, latestResult }: ProjectionTableProps<Result>) {
  useRenderTiming("ProjectionTable");
  const { units } = useMessages(calculatorMessages);
  // English CSVs head their columns with the spec's field names; another locale's with the
  // column labels its readers see (docs/languages.md).
  const header = useLocale() === "en" ? "ids" : "labels";
  const rows = table.rowCount(result);
  const columns = shownColumns(table, result);
  // A long table (a retirement's ages, a long projection) renders the rows near the screen.
  const rowWindow = useRowWindow(rows);
  return (
    <>
      <div className="table-tools">
        <CsvButton what={table.caption} onDownload={() => downloadCsv(csvFileName(calculatorId, table.caption), tableCsv(table, latestResult?.() ?? result, header))} />
      </div>
      <TableScroll label={table.caption}>
        <table {...rowWindow.tableProps}>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={rowWindow.bodyRef}>
            <WindowedRows
              rows={rowWindow}
              columns={columns.length}
              row={(row) => (
                <tr key={row} {...rowWindow.rowProps(row)}>
                  {columns.map((column) => (
                    <td key={column.id}>{formatValue(column.value(result, row), column.format, units)}</td>
                  ))}
                </tr>
              )}
            />
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
