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

/** The first `count` scalars of the last call, read in place: use them before the next call. */
export function readScalars(core: BufferExports, count: number): Float64Array {
  return new Float64Array(core.memory.buffer, core.scalarsPtr(), count);
}

/** Copies a column-major table of `rows` rows out of linear memory, one view per column. */
export function readTable<Name extends string>(core: BufferExports, rows: number, names: readonly Name[]): Record<Name, Float64Array> {
  const copy = new Float64Array(core.memory.buffer, core.columnsPtr(), rows * names.length).slice();
  const table = {} as Record<Name, Float64Array>;
  names.forEach((name, column) => {
    table[name] = copy.subarray(column * rows, (column + 1) * rows);
  });
  return table;
}

/** Writes a list argument into the core's INPUTS buffer before a call that reads it. */
export function writeInputs(core: BufferExports, values: ArrayLike<number>): void {
  if (values.length > core.inputCapacity()) throw new RangeError(`at most ${core.inputCapacity()} input numbers, got ${values.length}`);
  new Float64Array(core.memory.buffer, core.inputsPtr(), values.length).set(values);
}
