// Marshals calls into the WASM core: scalars in; the core writes into its one preallocated
// buffer; here the scalars are read and the table is copied, once, into a fresh buffer that
// the worker then transfers (not copies) to the main thread.
import type { CalcApi, GrowthProjection, GrowthResult, SipInputs } from "./calc-contract";
import type { CoreExports } from "./core-module";

export class CoreDomainError extends Error {
  constructor(calculation: string) {
    super(`The ${calculation} calculation was given inputs outside its range.`);
    this.name = "CoreDomainError";
  }
}

function checkedRows(rows: number, calculation: string): number {
  if (rows < 0) throw new CoreDomainError(calculation);
  return rows;
}

function readScalars(core: CoreExports, count: number): Float64Array {
  return new Float64Array(core.memory.buffer, core.scalarsPtr(), count);
}

/** Copies a column-major table of `rows` rows out of linear memory, one view per column. */
function readTable<Name extends string>(core: CoreExports, rows: number, names: readonly Name[]): Record<Name, Float64Array> {
  const copy = new Float64Array(core.memory.buffer, core.columnsPtr(), rows * names.length).slice();
  const table = {} as Record<Name, Float64Array>;
  names.forEach((name, column) => {
    table[name] = copy.subarray(column * rows, (column + 1) * rows);
  });
  return table;
}

const GROWTH_COLUMNS = ["year", "principal", "growth", "total"] as const satisfies readonly (keyof GrowthProjection)[];

export function createCalcApi(corePromise: Promise<CoreExports>): CalcApi {
  return {
    async sip({ monthlyInvestment, annualRate, timePeriod }: SipInputs): Promise<GrowthResult> {
      const core = await corePromise;
      const rows = checkedRows(core.sipProjection(monthlyInvestment, annualRate, timePeriod), "SIP");
      const [invested, gained, total] = readScalars(core, 3);
      return { invested, gained, total, projection: readTable(core, rows, GROWTH_COLUMNS) };
    },
  } satisfies CalcApi;
}

/** The distinct buffers behind every typed array in a result, for a zero-copy transfer. */
export function transferablesOf(value: unknown, found = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.add(value.buffer);
  } else if (value !== null && typeof value === "object") {
    for (const member of Object.values(value)) transferablesOf(member, found);
  }
  return [...found];
}
