// The raw exports of build/core.wasm (assembly/index.ts) and how to instantiate them.
// No generated glue: the core takes and returns numbers, and results are read from its
// linear memory, so a hand-written type per family is all the binding there is.
import type { CroreCoreExports } from "./api/crore";
import type { DebtCoreExports } from "./api/debt";
import type { GoalsCoreExports } from "./api/goals";
import type { GrowthCoreExports } from "./api/growth";
import type { LoansCoreExports } from "./api/loans";
import type { PlanOddsCoreExports } from "./api/odds-plan";
import type { RetirementCoreExports } from "./api/retirement";
import type { SchemesCoreExports } from "./api/schemes";
import type { TaxCoreExports } from "./api/tax";
import type { ReturnsCoreExports } from "./api/returns";
import type { SalaryCoreExports } from "./api/salary";
import type { BufferExports } from "./core-buffers";

export type CoreExports = BufferExports & GrowthCoreExports & GoalsCoreExports & RetirementCoreExports & LoansCoreExports & CroreCoreExports & DebtCoreExports & SchemesCoreExports & TaxCoreExports & SalaryCoreExports & ReturnsCoreExports & PlanOddsCoreExports;

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

/** Instantiates the core from its bytes (Node, tests) or a fetch Response (the worker). */
export async function instantiateCore(source: BufferSource | Response | Promise<Response>): Promise<CoreExports> {
  const resolved = await source;
  const { instance } =
    resolved instanceof Response
      ? await WebAssembly.instantiateStreaming(resolved, coreImports())
      : await WebAssembly.instantiate(resolved, coreImports());
  return instance.exports as unknown as CoreExports;
}
