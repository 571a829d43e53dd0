// One output buffer for every calculation, allocated once when the module starts.
// A call writes its scalar results into SCALARS and its table, column by column, into
// COLUMNS: column c of a table with `rows` rows occupies COLUMNS[c * rows .. c * rows + rows).
// A call that takes a list (the debt payoff's debts) reads it from INPUTS, which the worker
// fills before the call. The worker reads the outputs through Float64Array views of linear
// memory and copies them out before the next call, so no call ever allocates (the stub
// runtime never frees).

/** Longest table a call may write: 100 years of months. */
export const MAX_ROWS: i32 = 1200;
/** Widest table a call may write (the retirement table has 9 columns). */
export const MAX_COLUMNS: i32 = 16;
export const SCALAR_CAPACITY: i32 = 64;
/** Numbers a call may read from INPUTS (e.g. 20 debts of a few numbers each). */
export const INPUT_CAPACITY: i32 = 256;

export const SCALARS = new StaticArray<f64>(SCALAR_CAPACITY);
export const COLUMNS = new StaticArray<f64>(MAX_ROWS * MAX_COLUMNS);
export const INPUTS = new StaticArray<f64>(INPUT_CAPACITY);

/** Returned instead of a row count when the arguments are outside the core's domain. */
export const ERR_DOMAIN: i32 = -1;

/**
 * Set when a call writes a NaN or an infinity into its outputs: inputs whose result cannot
 * be computed finitely (a rate of 10^15 %, say) are found where an up-front domain check for
 * every one would be impractical. index.ts clears it before each call and turns a call that
 * set it into ERR_DOMAIN. `v - v` is 0 for every finite number and NaN otherwise.
 */
let wroteNonFinite: bool = false;

@inline
export function setScalar(index: i32, value: f64): void {
  wroteNonFinite |= !(value - value == 0);
  unchecked((SCALARS[index] = value));
}

@inline
export function setCell(column: i32, rows: i32, row: i32, value: f64): void {
  wroteNonFinite |= !(value - value == 0);
  unchecked((COLUMNS[column * rows + row] = value));
}

/** Before a call: no non-finite output written yet. */
export function beginOutputs(): void {
  wroteNonFinite = false;
}

/** After a call: its own result, or ERR_DOMAIN when it wrote a non-finite output. */
export function finishOutputs(result: i32): i32 {
  return result >= 0 && wroteNonFinite ? ERR_DOMAIN : result;
}

@inline
export function input(index: i32): f64 {
  return unchecked(INPUTS[index]);
}

/** Moves columns written `stride` apart to `rows` apart (rows ≤ stride, so copying forward is safe), for a table whose row count was known only at its end. */
export function packColumns(stride: i32, rows: i32, columns: i32): void {
  for (let column: i32 = 1; column < columns; column++) {
    for (let row: i32 = 0; row < rows; row++) {
      unchecked((COLUMNS[column * rows + row] = COLUMNS[column * stride + row]));
    }
  }
}
