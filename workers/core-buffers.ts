// Reading results out of the core's linear memory (assembly/buffers.ts): scalars are read in
// place, tables are copied once into a fresh buffer that can be transferred to the main thread.

/** The exports every family uses to find the output buffers. */
export interface BufferExports {
  readonly memory: WebAssembly.Memory;
  scalarsPtr(): number;
  columnsPtr(): number;
  scalarCapacity(): number;
  columnCapacity(): number;
  inputsPtr(): number;
  inputCapacity(): number;
}

/** Returned by a core function instead of a row count when its arguments are out of domain. */
export const CORE_ERR_DOMAIN = -1;

export class CoreDomainError extends Error {
  constructor(calculation: string) {
    super(`The ${calculation} calculation was given inputs outside its range.`);
    this.name = "CoreDomainError";
  }
}

export function checkedRows(rows: number, calculation: string): number {
  if (rows < 0) throw new CoreDomainError(calculation);
  return rows;
}

/**
 * Where a calculation's results are: its scalars and its column-major table. The core's are
 * views of its linear memory (resultBuffers); a same-algorithm twin in bench/twins has its own
 * arrays and is read out through the same functions, so both pay the same copy-out.
 */
export interface ResultBuffers {
  readonly scalars: Float64Array;
  readonly columns: Float64Array;
}

interface CoreViews extends ResultBuffers {
  /** The INPUTS buffer, for a call that takes a list. */
  readonly inputs: Float64Array;
}

const viewsByCore = new WeakMap<BufferExports, CoreViews>();
let lastCore: BufferExports | undefined;
let lastViews: CoreViews | undefined;

/**
 * Views of the core's buffers, made once per core instance: the buffers never move (they are
 * allocated when the module starts and no call allocates). Only a memory that grew would
 * detach them, and a view of a detached buffer has length 0, so that is the check; the last
 * core's views are kept at hand, as the worker has one core. Making views and asking the core
 * for its pointers on every call cost more than the calculation itself (bench/).
 */
function viewsOf(core: BufferExports): CoreViews {
  if (core === lastCore && lastViews !== undefined && lastViews.scalars.length !== 0) return lastViews;
  let views = viewsByCore.get(core);
  if (!views || views.scalars.length === 0) {
    const buffer = core.memory.buffer;
    views = {
      scalars: new Float64Array(buffer, core.scalarsPtr(), core.scalarCapacity()),
      columns: new Float64Array(buffer, core.columnsPtr(), core.columnCapacity()),
      inputs: new Float64Array(buffer, core.inputsPtr(), core.inputCapacity()),
    };
    viewsByCore.set(core, views);
  }
  lastCore = core;
  lastViews = views;
  return views;
}

/** The core's output buffers, as views of its linear memory. */
export function resultBuffers(core: BufferExports): ResultBuffers {
  return viewsOf(core);
}

/** The core's INPUTS buffer, to fill before a call that reads a list (every number written in place, no array made). */
export function inputBuffer(core: BufferExports): Float64Array {
  return viewsOf(core).inputs;
}

/**
 * The value of `promise` once it has settled, read without awaiting: an await of a settled
 * promise still costs a microtask turn, about 50 ns here, a quarter of the SIP projection's
 * own work (bench/). While it is pending, or if it failed, this gives undefined and the
 * caller awaits the promise (and so gets its error).
 */
export function settledValue<T>(promise: Promise<T>): () => T | undefined {
  let value: T | undefined;
  promise.then(
    (resolved) => {
      value = resolved;
    },
    () => undefined,
  );
  return () => value;
}

/** The first `count` scalars of the last call, as a plain array (destructured cheaply). */
export function readScalars(buffers: ResultBuffers, count: number): number[] {
  const { scalars } = buffers;
  const values: number[] = [];
  for (let i = 0; i < count; i++) values.push(scalars[i]);
  return values;
}

/** Copies a column-major table of `rows` rows out in one copy, then one view per column. */
export function readTable<Name extends string>(buffers: ResultBuffers, rows: number, names: readonly Name[]): Record<Name, Float64Array> {
  const copy = buffers.columns.slice(0, rows * names.length);
  const table = {} as Record<Name, Float64Array>;
  for (let column = 0; column < names.length; column++) table[names[column]] = copy.subarray(column * rows, (column + 1) * rows);
  return table;
}

/** Below this many rows a column is copied number by number: cheaper than making a view to copy from. */
const SHORT_COLUMN_ROWS = 64;

/**
 * Copies the first `rows` rows of `count` adjacent columns of a column-major table whose
 * columns are `stride` rows apart into `into` from index `at`, packed `rows` apart: one block
 * copy when the columns are full, else column by column. For a reader that copies only the
 * rows a result uses (the EMI's yearly columns use about one row in twelve).
 */
export function copyColumns(columns: Float64Array, stride: number, first: number, count: number, rows: number, into: Float64Array, at: number): void {
  if (rows === stride) {
    into.set(columns.subarray(first * stride, (first + count) * stride), at);
    return;
  }
  for (let column = 0; column < count; column++) {
    const from = (first + column) * stride;
    const to = at + column * rows;
    if (rows > SHORT_COLUMN_ROWS) into.set(columns.subarray(from, from + rows), to);
    else for (let row = 0; row < rows; row++) into[to + row] = columns[from + row];
  }
}
