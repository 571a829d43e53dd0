// The plan simulation's limits and shared layout (workers/api/odds-plan.ts planOddsSharedBytes):
// up to 50,000 paths, the fan from the first 10,000, plans of up to 100 years; per fan path the
// yearly balances, nominal and in today's rupees; per path six figures; then 101 Int32 counts.
export const PLAN_ODDS_MAX_PATHS = 50_000;
export const PLAN_ODDS_FAN_PATHS = 10_000;
export const PLAN_ODDS_MAX_YEARS = 100;
const PLAN_ODDS_PATH_FIGURES = 6;
const PLAN_ODDS_COUNTS_BYTES = Math.ceil(((PLAN_ODDS_MAX_YEARS + 1) * 4) / 8) * 8;

/** Bytes of the pool's buffer for `paths` paths. */
export function planOddsSharedBytes(paths: number): number {
  const fanPaths = Math.min(paths, PLAN_ODDS_FAN_PATHS);
  return (2 * PLAN_ODDS_MAX_YEARS * fanPaths + PLAN_ODDS_PATH_FIGURES * paths) * Float64Array.BYTES_PER_ELEMENT + PLAN_ODDS_COUNTS_BYTES;
}

/** Where the per-year counts start in that buffer (the pool zeroes them before a run). */
export function planOddsCountsOffset(paths: number): number {
  return planOddsSharedBytes(paths) - PLAN_ODDS_COUNTS_BYTES;
}

/** The pool's barrier: the Int32 after the counts (workers/api/odds-plan.ts planOddsBarrierIndex). */
export const PLAN_ODDS_BARRIER_INDEX = PLAN_ODDS_MAX_YEARS + 1;

/** Zeroes the per-year counts and the barrier of a pool's buffer for `paths` paths, before a run. */
export function resetPlanOddsShared(shared: SharedArrayBuffer, paths: number): void {
  new Int32Array(shared, planOddsCountsOffset(paths), PLAN_ODDS_BARRIER_INDEX + 1).fill(0);
}
