import type { TableDef } from "./definition";
import { formatValue } from "./format-value";

export function ProjectionTable<Result>({ table, result }: { table: TableDef<Result>; result: Result }) {
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
