// One output buffer for every calculation, allocated once when the module starts.
// A call writes its scalar results into SCALARS and its table, column by column, into
// COLUMNS: column c of a table with `rows` rows occupies COLUMNS[c * rows .. c * rows + rows).
// The worker reads both through Float64Array views of linear memory and copies them out
// before the next call, so no call ever allocates (the stub runtime never frees).

/** Longest table a call may write: 100 years of months. */
export const MAX_ROWS: i32 = 1200;
/** Widest table a call may write. */
export const MAX_COLUMNS: i32 = 8;
export const SCALAR_CAPACITY: i32 = 16;

export const SCALARS = new StaticArray<f64>(SCALAR_CAPACITY);
export const COLUMNS = new StaticArray<f64>(MAX_ROWS * MAX_COLUMNS);

/** Returned instead of a row count when the arguments are outside the core's domain. */
export const ERR_DOMAIN: i32 = -1;

@inline
export function setScalar(index: i32, value: f64): void {
  unchecked((SCALARS[index] = value));
}

@inline
export function setCell(column: i32, rows: i32, row: i32, value: f64): void {
  unchecked((COLUMNS[column * rows + row] = value));
}
