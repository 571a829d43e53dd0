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
  buffer: ArrayBuffer;
}

const viewsByCore = new WeakMap<BufferExports, CoreViews>();

/**
 * Views of the output buffers, made once per core instance: the buffers never move (they are
 * allocated when the module starts and no call allocates), and a view is only rebuilt if the
 * memory ever grew, which detaches the old buffer. Making views and asking the core for its
 * pointers on every call cost more than the calculation itself (bench/, instruction counts).
 */
export function resultBuffers(core: BufferExports): ResultBuffers {
  const buffer = core.memory.buffer;
  let views = viewsByCore.get(core);
  if (!views || views.buffer !== buffer) {
    views = {
      buffer,
      scalars: new Float64Array(buffer, core.scalarsPtr(), core.scalarCapacity()),
      columns: new Float64Array(buffer, core.columnsPtr(), core.columnCapacity()),
    };
    viewsByCore.set(core, views);
  }
  return views;
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

/** Writes a list argument into the core's INPUTS buffer before a call that reads it. */
export function writeInputs(core: BufferExports, values: ArrayLike<number>): void {
  if (values.length > core.inputCapacity()) throw new RangeError(`at most ${core.inputCapacity()} input numbers, got ${values.length}`);
  new Float64Array(core.memory.buffer, core.inputsPtr(), values.length).set(values);
}
