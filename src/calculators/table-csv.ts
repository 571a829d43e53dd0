// A definition's table as the screen shows it and as its CSV download writes it: the same
// columns (those its shownWhen keeps), the header row of column ids (the spec's field names) or,
// on a page in another language, of the column labels as shown, and the numbers unformatted
// (rupees without ₹ or grouping).
import { toCsv } from "../lib/csv";
import type { TableColumn, TableDef } from "./definition";

/** The columns this result has (e.g. the SIP's step-up columns only with a step-up). */
export function shownColumns<Result>(table: TableDef<Result>, result: Result): TableColumn<Result>[] {
  return table.columns.filter((column) => !column.shownWhen || column.shownWhen(result));
}

/** `header`: the column ids (English pages) or their labels (a page in another language). */
export function tableCsv<Result>(table: TableDef<Result>, result: Result, header: "ids" | "labels" = "ids"): string {
  const columns = shownColumns(table, result);
  const rows = Array.from({ length: table.rowCount(result) }, (_, row) => columns.map((column) => column.value(result, row)));
  return toCsv(
    columns.map((column) => (header === "ids" ? column.id : column.label)),
    rows,
  );
}
