// The raw exports of the core's two modules and how to instantiate them: the calculators'
// (assembly/index.ts: build/core.wasm) and the odds engine's (assembly/odds.ts: build/odds.wasm,
// or build/odds-simd.wasm where SIMD runs; core-url.ts picks).
// No generated glue: the core takes and returns numbers, and results are read from its
// linear memory, so a hand-written type per family is all the binding there is.
import type { CroreCoreExports } from "./api/crore";
import type { DebtCoreExports } from "./api/debt";
import type { GoalsCoreExports } from "./api/goals";
import type { GrowthCoreExports } from "./api/growth";
import type { LoansCoreExports } from "./api/loans";
import type { OddsCoreExports } from "./api/odds-plan";
import type { RetirementCoreExports } from "./api/retirement";
import type { SchemesCoreExports } from "./api/schemes";
import type { TaxCoreExports } from "./api/tax";
import type { ReturnsCoreExports } from "./api/returns";
import type { SalaryCoreExports } from "./api/salary";
import type { BufferExports } from "./core-buffers";

export type CoreExports = BufferExports & GrowthCoreExports & GoalsCoreExports & RetirementCoreExports & LoansCoreExports & CroreCoreExports & DebtCoreExports & SchemesCoreExports & TaxCoreExports & SalaryCoreExports & ReturnsCoreExports;
export type { OddsCoreExports };

function coreImports(): WebAssembly.Imports {
  return {
    env: {
      // Only reachable through a bug in the core: a failed assertion or bounds check.
      abort(_message: number, _file: number, line: number, column: number): never {
        throw new Error(`calculation core aborted at ${line}:${column}`);
      },
    },
  };
}

/**
 * The smallest module that uses a SIMD instruction: one function returning
 * i8x16.popcnt(i8x16.splat(0)) as a v128. It validates exactly where WebAssembly SIMD does.
 */
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);

/** Whether this engine runs WebAssembly SIMD (and so the odds engine's SIMD build, build/odds-simd.wasm). */
export function simdSupported(): boolean {
  try {
    return WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

type ModuleSource = BufferSource | Response | Promise<Response>;

async function instantiate(source: ModuleSource): Promise<WebAssembly.Exports> {
  const resolved = await source;
  const { instance } =
    resolved instanceof Response
      ? await WebAssembly.instantiateStreaming(resolved, coreImports())
      : await WebAssembly.instantiate(resolved, coreImports());
  return instance.exports;
}

/** Instantiates the calculators' module from its bytes (Node, tests) or a fetch Response (the worker). */
export async function instantiateCore(source: ModuleSource): Promise<CoreExports> {
  return (await instantiate(source)) as unknown as CoreExports;
}

/** Instantiates the odds engine's module (either build) from its bytes or a fetch Response. */
export async function instantiateOddsCore(source: ModuleSource): Promise<OddsCoreExports> {
  return (await instantiate(source)) as unknown as OddsCoreExports;
}
