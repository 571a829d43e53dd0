// The first-crore planner: marshals calls into assembly/crore.ts.
import type { CroreApi, CroreInputs, CroreProjection, CroreResult } from "../contracts/crore";
import { checkedRows, readScalars, readTable, resultBuffers, settledValue, type BufferExports, type ResultBuffers } from "../core-buffers";

/** The raw exports of assembly/crore.ts. */
export interface CroreCoreExports {
  firstCrore(monthlyInvestment: number, annualRatePct: number, inflationPct: number): number;
}

const CRORE_COLUMNS = ["year", "invested", "returns", "value", "target"] as const satisfies readonly (keyof CroreProjection)[];

/** The first-crore result from the scalars and table of the last search (the core's, or bench/twins'). */
export function croreResult(buffers: ResultBuffers, rows: number): CroreResult {
  const [reached, totalMonths, years, months, invested, returns, fvAtGoal, inflatedTarget] = readScalars(buffers, 8);
  return {
    reached: reached === 1,
    totalMonths,
    years,
    months,
    invested,
    returns,
    fvAtGoal,
    inflatedTarget,
    projection: readTable(buffers, rows, CRORE_COLUMNS),
  };
}

export function croreApi(corePromise: Promise<BufferExports & CroreCoreExports>): CroreApi {
  const coreNow = settledValue(corePromise);
  return {
    async crore({ monthlyInvestment, annualRate, inflationRate }: CroreInputs): Promise<CroreResult> {
      const core = coreNow() ?? (await corePromise);
      const rows = checkedRows(core.firstCrore(monthlyInvestment, annualRate, inflationRate), "first crore");
      return croreResult(resultBuffers(core), rows);
    },
  };
}
