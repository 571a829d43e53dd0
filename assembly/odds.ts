// The export list of the odds engine's module (build/odds.wasm, build/odds-simd.wasm): the Monte
// Carlo simulation of plan-odds.ts and nothing of the calculators, so a calculator page never
// downloads it (docs/decisions/0224-core-in-two-files.md). The worker fetches it on the first
// odds request; the planner's own plan (retirement, goal, first crore) still comes from the
// calculators' module (workers/api/odds-plan.ts).
import { finishOutputs } from "./buffers";
import * as planOdds from "./plan-odds";

export { poSimulate, poNominalPtr, poRealPtr, poPathsPtr, poAgeCountsPtr, poMaxPaths, poFanPaths, poMaxYears } from "./plan-odds";

// The simulation keeps its paths in its own buffers; what reaches the output buffer (the
// summary, an explained path, the history table) is checked like every other calculation's.
export function poSummarize(pathCount: i32, firstRow: i32, rowCount: i32, withScalars: i32): i32 {
  return finishOutputs(planOdds.poSummarize(pathCount, firstRow, rowCount, withScalars));
}

export function poExplain(path: i32): i32 {
  return finishOutputs(planOdds.poExplain(path));
}

export function poHistoryTable(): i32 {
  return finishOutputs(planOdds.poHistoryTable());
}

export { columnCapacity, columnsPtr, inputCapacity, inputsPtr, scalarCapacity, scalarsPtr } from "./buffers";
