// The first-crore planner: marshals calls into assembly/crore.ts.
import type { CroreApi, CroreInputs, CroreProjection, CroreResult } from "../contracts/crore";
import { checkedRows, readScalars, readTable, type BufferExports } from "../core-buffers";

/** The raw exports of assembly/crore.ts. */
export interface CroreCoreExports {
  firstCrore(monthlyInvestment: number, annualRatePct: number, inflationPct: number): number;
}

const CRORE_COLUMNS = ["year", "invested", "returns", "value", "target"] as const satisfies readonly (keyof CroreProjection)[];

export function croreApi(corePromise: Promise<BufferExports & CroreCoreExports>): CroreApi {
  return {
    async crore({ monthlyInvestment, annualRate, inflationRate }: CroreInputs): Promise<CroreResult> {
      const core = await corePromise;
      const rows = checkedRows(core.firstCrore(monthlyInvestment, annualRate, inflationRate), "first crore");
      const [reached, totalMonths, years, months, invested, returns, fvAtGoal, inflatedTarget] = readScalars(core, 8);
      return {
        reached: reached === 1,
        totalMonths,
        years,
        months,
        invested,
        returns,
        fvAtGoal,
        inflatedTarget,
        projection: readTable(core, rows, CRORE_COLUMNS),
      };
    },
  };
}
