// The only export list of the calculation core. The worker (workers/calc-api.ts) calls
// these raw exports: scalars in, a row count (or a negative error code) out, results read
// from the buffers whose addresses the *Ptr functions give.
import { COLUMNS, INPUTS, INPUT_CAPACITY, MAX_COLUMNS, MAX_ROWS, SCALARS, SCALAR_CAPACITY } from "./buffers";

export { sipProjection } from "./growth";
export { compoundingProjection, lumpsumProjection, rdProjection } from "./growth";
export { delayCostProjection, inflationProjection, returnsComparison, returnsComparisonWithStepUp, sipNeedProjection } from "./growth-plans";
export { sipStepUpProjection } from "./growth-step-up";
export { goalProjection } from "./goals";
export { retirementPlan } from "./retirement";
export { emiSchedule, emiScheduleWithPrepayment } from "./loans";
export { firstCrore } from "./crore";
export { debtPayoff, emergencyFund } from "./debt";
export { certificatePlan, npsPlan, payoutPlan, yearlyDepositPlan } from "./schemes";
export { hraExemption, incomeTax } from "./tax";
export { epfProjection, gratuity } from "./salary";
export { cagr, simpleInterest, swpProjection } from "./returns";
export { xirr } from "./xirr";
export { poSimulate, poSummarize, poExplain, poHistoryTable, poNominalPtr, poRealPtr, poPathsPtr, poAgeCountsPtr, poMaxPaths, poFanPaths, poMaxYears } from "./plan-odds";

export function scalarsPtr(): usize {
  return changetype<usize>(SCALARS);
}

export function columnsPtr(): usize {
  return changetype<usize>(COLUMNS);
}

export function scalarCapacity(): i32 {
  return SCALAR_CAPACITY;
}

export function columnCapacity(): i32 {
  return MAX_ROWS * MAX_COLUMNS;
}

export function inputsPtr(): usize {
  return changetype<usize>(INPUTS);
}

export function inputCapacity(): i32 {
  return INPUT_CAPACITY;
}

export {
  mcAccumulate,
  mcDrawdown,
  mcEventPtr,
  mcMaxPaths,
  mcMaxYears,
  mcNeedPtr,
  mcNominalPtr,
  mcRealPtr,
  mcSummarize,
} from "./monte-carlo";
