// The twins' output arrays: what a plain-TypeScript calculator would keep between calls in
// place of the core's linear memory (assembly/buffers.ts), the same sizes and layout. A twin
// writes its scalars and its column-major table here and is read out by the worker's own
// functions (workers/core-buffers.ts readScalars, readTable: one copy of the table, a view per
// column), so twin and core pay the same copy-out and build the same result objects.
import type { ResultBuffers } from "../../workers/core-buffers";

/** assembly/buffers.ts MAX_ROWS, MAX_COLUMNS and SCALAR_CAPACITY. */
export const TWIN_MAX_ROWS = 1200;
const TWIN_MAX_COLUMNS = 16;
const TWIN_SCALAR_CAPACITY = 64;

export const TWIN_BUFFERS: ResultBuffers = {
  scalars: new Float64Array(TWIN_SCALAR_CAPACITY),
  columns: new Float64Array(TWIN_MAX_ROWS * TWIN_MAX_COLUMNS),
};
