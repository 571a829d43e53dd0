import { memo } from "react";
import type { TableDef } from "./definition";
import { formatValue } from "./format-value";

/** Memoised: re-rendered only when its result changes, not on every keystroke. */
export const ProjectionTable = memo(ProjectionTableView) as typeof ProjectionTableView;

function ProjectionTableView<Result>({ table, result }: { table: TableDef<Result>; result: Result }) {
  const rows = table.rowCount(result);
  const columns = table.columns.filter((column) => !column.shownWhen || column.shownWhen(result));
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={table.caption}>
      <table>
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
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {columns.map((column) => (
                <td key={column.id}>{formatValue(column.value(result, row), column.format)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
