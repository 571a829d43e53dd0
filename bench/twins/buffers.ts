// The twins' output arrays: what a plain-TypeScript calculator would keep between calls in
// place of the core's linear memory (assembly/buffers.ts), the same sizes and layout. A twin
// writes its scalars and its column-major table here and is read out by the worker's own
// functions (workers/core-buffers.ts readScalars, readTable: one copy of the table, a view per
// column), so twin and core pay the same copy-out and build the same result objects.
import { CoreDomainError, type ResultBuffers } from "../../workers/core-buffers";

/** assembly/buffers.ts MAX_ROWS, MAX_COLUMNS and SCALAR_CAPACITY. */
export const TWIN_MAX_ROWS = 1200;
const TWIN_MAX_COLUMNS = 16;
const TWIN_SCALAR_CAPACITY = 64;

export const TWIN_BUFFERS: ResultBuffers = {
  scalars: new Float64Array(TWIN_SCALAR_CAPACITY),
  columns: new Float64Array(TWIN_MAX_ROWS * TWIN_MAX_COLUMNS),
};

/**
 * As the core's finishOutputs (assembly/buffers.ts): after a twin has written `rows` rows,
 * refuses a result with a NaN or an infinity among the scalars or in the table's rows, so twin
 * and core do the same work for the same guarantee. Returns `rows`.
 */
export function finishedRows(rows: number): number {
  const { scalars, columns } = TWIN_BUFFERS;
  const cells = Math.min(rows, TWIN_MAX_ROWS) * TWIN_MAX_COLUMNS;
  for (let i = 0; i < TWIN_SCALAR_CAPACITY; i++) if (!Number.isFinite(scalars[i])) return refused();
  for (let i = 0; i < cells; i++) if (!Number.isFinite(columns[i])) return refused();
  return rows;
}

function refused(): never {
  TWIN_BUFFERS.scalars.fill(0);
  TWIN_BUFFERS.columns.fill(0);
  throw new CoreDomainError("twin");
}
