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

@inline
export function setScalar(index: i32, value: f64): void {
  unchecked((SCALARS[index] = value));
}

@inline
export function setCell(column: i32, rows: i32, row: i32, value: f64): void {
  unchecked((COLUMNS[column * rows + row] = value));
}

/**
 * After a call: its own result, or ERR_DOMAIN when it wrote a NaN or an infinity where the
 * worker reads (inputs whose result cannot be computed finitely, a rate of 10^15 % say, are
 * found here, where an up-front domain check for every one would be impractical). Scans every
 * scalar and the first `result` rows of every column (a table of R rows and C columns fills
 * COLUMNS[0 .. C × R)): `v × 0` is ±0 for a finite v and NaN otherwise, summed four ways so the
 * additions do not wait on each other. It costs what a flag set in setCell on every cell costs
 * (docs/decisions/0113-output-check-after-the-call.md) and keeps setCell a plain store. A refused
 * call clears both buffers, so nothing it wrote can be read as part of a later call's table. A
 * call that writes its columns further apart than its final row count and packs them
 * afterwards (packColumns) passes how many cells it may have written, so what it left behind
 * is checked too.
 */
export function finishOutputs(result: i32, writtenCells: i32 = -1): i32 {
  if (result < 0) return result;
  let a: f64 = 0;
  let b: f64 = 0;
  let c: f64 = 0;
  let d: f64 = 0;
  for (let i: i32 = 0; i < SCALAR_CAPACITY; i += 4) {
    a += unchecked(SCALARS[i]) * 0;
    b += unchecked(SCALARS[i + 1]) * 0;
    c += unchecked(SCALARS[i + 2]) * 0;
    d += unchecked(SCALARS[i + 3]) * 0;
  }
  const cells = writtenCells >= 0 ? max(writtenCells, min(result, MAX_ROWS) * MAX_COLUMNS) : min(result, MAX_ROWS) * MAX_COLUMNS;
  for (let i: i32 = 0; i < cells; i += 4) {
    a += unchecked(COLUMNS[i]) * 0;
    b += unchecked(COLUMNS[i + 1]) * 0;
    c += unchecked(COLUMNS[i + 2]) * 0;
    d += unchecked(COLUMNS[i + 3]) * 0;
  }
  // Rows past a packed call's count (a debt's 601-month stride) may be read in the last
  // group of four: stale cells, finite, within the buffer.
  if (a + b + c + d == 0) return result;
  for (let i: i32 = 0; i < SCALAR_CAPACITY; i++) unchecked((SCALARS[i] = 0));
  for (let i: i32 = 0; i < MAX_ROWS * MAX_COLUMNS; i++) unchecked((COLUMNS[i] = 0));
  return ERR_DOMAIN;
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

// The buffers' addresses and sizes, exported by both modules (index.ts and odds.ts): each
// module has its own linear memory and so its own buffers.
export function scalarsPtr(): usize {
  return changetype<usize>(SCALARS);
}

export function columnsPtr(): usize {
  return changetype<usize>(COLUMNS);
}

export function scalarCapacity(): i32 {
  return SCALAR_CAPACITY;
}

export function columnCapacity(): i32 {
  return MAX_ROWS * MAX_COLUMNS;
}

export function inputsPtr(): usize {
  return changetype<usize>(INPUTS);
}

export function inputCapacity(): i32 {
  return INPUT_CAPACITY;
}
