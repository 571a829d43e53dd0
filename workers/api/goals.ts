// The goal planners: marshals calls into assembly/goals.ts.
import type { GoalInputs, GoalProjection, GoalResult, GoalsApi } from "../contracts/goals";
import { checkedRows, readScalars, readTable, resultBuffers, settledValue, type BufferExports } from "../core-buffers";

/** The raw exports of assembly/goals.ts. */
export interface GoalsCoreExports {
  goalProjection(presentCost: number, sharePct: number, years: number, annualRatePct: number, inflationPct: number, wholeRupees: number): number;
}

const GOAL_COLUMNS = ["year", "investedAmount", "returnsEarned", "totalValue"] as const satisfies readonly (keyof GoalProjection)[];

export function goalsApi(corePromise: Promise<BufferExports & GoalsCoreExports>): GoalsApi {
  const coreNow = settledValue(corePromise);
  return {
    async goal({ presentCost, sharePct, years, annualRate, inflationRate, wholeRupees }: GoalInputs): Promise<GoalResult> {
      const core = coreNow() ?? (await corePromise);
      const rows = checkedRows(core.goalProjection(presentCost, sharePct, years, annualRate, inflationRate, wholeRupees ? 1 : 0), "goal");
      const [futureCost, monthlyInvestment, totalInvested, totalReturns, presentCostOfGoal] = readScalars(resultBuffers(core), 5);
      return {
        futureCost,
        monthlyInvestment,
        totalInvested,
        totalReturns,
        presentCost: presentCostOfGoal,
        projection: readTable(resultBuffers(core), rows, GOAL_COLUMNS),
      };
    },
  };
}
