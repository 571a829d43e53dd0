// Runs a plan simulation (workers/contracts/odds-plan.ts) on a small pool of workers when the
// page is cross-origin isolated, else on the one calc worker. Each pool worker instantiates the
// same odds engine (workers/core-url.ts) and simulates a range of path indices into one SharedArrayBuffer; then each
// summarises a range of the fan's rows over every path. Paths are seeded by index, so the pooled
// answer is exactly the single-threaded one (tests/wasm/plan-odds.test.ts). This module and
// calc-client.ts are the only ones that create workers.
import * as Comlink from "comlink";
import type { CalcApi, PlanOddsRequest, PlanOddsResult } from "../../workers/calc-contract";
import type { CalcClient } from "./calc-client";
import { CalcWorkerError } from "./calc-client";
import { PLAN_ODDS_MAX_PATHS, planOddsSharedBytes, resetPlanOddsShared } from "./odds-layout";

/** At most this many pool workers: beyond it the summary, which one worker does, dominates. */
const MAX_POOL_WORKERS = 4;

interface Pool {
  workers: Comlink.Remote<CalcApi>[];
  /** The simulation's buffer, made on its first run. */
  shared?: SharedArrayBuffer;
  /** Rejects if a pool worker fails to start. */
  failure: Promise<never>;
}

let pool: Pool | undefined;
/** Simulations run one at a time: they share one buffer. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Workers for the pool: about hardwareConcurrency − 1 (the page's own thread mostly waits),
 * at least 2, at most 4; 0 where SharedArrayBuffer is unavailable (no cross-origin isolation).
 */
export function oddsPoolSize(): number {
  if (!globalThis.crossOriginIsolated || typeof SharedArrayBuffer !== "function") return 0;
  const cores = navigator.hardwareConcurrency || 2;
  return Math.min(MAX_POOL_WORKERS, Math.max(2, cores - 1));
}

function startPool(size: number): Pool {
  const errors: Promise<never>[] = [];
  const workers = Array.from({ length: size }, (_, index) => {
    const worker = new Worker(new URL("../../workers/calc.worker.ts", import.meta.url), { type: "module", name: `odds-${index + 1}` });
    errors.push(new Promise<never>((_, reject) => worker.addEventListener("error", () => reject(new CalcWorkerError()), { once: true })));
    return Comlink.wrap<CalcApi>(worker);
  });
  const failure = Promise.race(errors);
  failure.catch(() => undefined);
  return { workers, failure };
}

/** Ranges of paths (or of rows) for `count` workers, as even as whole ones allow; none empty. */
export function pathRanges(paths: number, count: number): { firstPath: number; pathCount: number }[] {
  const ranges = [];
  for (let k = 0; k < count; k++) {
    const firstPath = Math.floor((paths * k) / count);
    const pathCount = Math.floor((paths * (k + 1)) / count) - firstPath;
    if (pathCount > 0) ranges.push({ firstPath, pathCount });
  }
  return ranges;
}

/**
 * Joins summaries of consecutive row ranges of a plan simulation: the first part's result (its
 * scalars cover every path, and it alone carries the explained path) with the fan's columns
 * concatenated, and a SIP's final percentiles from the last row.
 */
export function mergePlanOddsParts(parts: readonly PlanOddsResult[]): PlanOddsResult {
  const first = parts[0];
  const last = parts[parts.length - 1];
  const names = Object.keys(first.fan) as (keyof PlanOddsResult["fan"])[];
  const rows = parts.reduce((sum, part) => sum + part.fan.year.length, 0);
  const buffer = new Float64Array(rows * names.length);
  const fan = {} as PlanOddsResult["fan"];
  names.forEach((name, column) => {
    const joined = buffer.subarray(column * rows, (column + 1) * rows);
    let offset = 0;
    for (const part of parts) {
      joined.set(part.fan[name], offset);
      offset += part.fan[name].length;
    }
    fan[name] = joined;
  });
  if (first.planner === "sip" && last.planner === "sip") return { ...first, fan, finalP10: last.finalP10, finalP50: last.finalP50, finalP90: last.finalP90 };
  return { ...first, fan };
}

async function runPlanPooled(current: Pool, request: PlanOddsRequest): Promise<PlanOddsResult> {
  const paths = request.settings.paths;
  current.shared ??= new SharedArrayBuffer(planOddsSharedBytes(PLAN_ODDS_MAX_PATHS));
  const shared = current.shared;
  // The per-year counts are added to by every worker, and the barrier counts the parts: zeroed first.
  resetPlanOddsShared(shared, paths);
  return mergePlanOddsParts(await pooledParts(current.workers, shared, request));
}

/**
 * The pool's two steps, one part per worker (`shared` ready, its counts and barrier zeroed), in
 * one call each (planOddsRunShared): each worker simulates a range of paths into `shared`,
 * keeping in its own memory the fan rows it will summarise (so only the rows the others
 * summarise go out, and only the others' paths come in); waits at a barrier in `shared` until
 * every worker has; then summarises its rows (a worker left without rows, in a plan shorter
 * than the pool, answers null). No message passes through the page's thread between the steps.
 * The parts in row order, for mergePlanOddsParts.
 */
export async function pooledParts(workers: readonly Pick<CalcApi, "planOddsRunShared">[], shared: SharedArrayBuffer, request: PlanOddsRequest): Promise<PlanOddsResult[]> {
  const ranges = pathRanges(request.settings.paths, workers.length);
  const parts = await Promise.all(
    ranges.map((range, k) => workers[k].planOddsRunShared(request, range.firstPath, range.pathCount, shared, { index: k, count: ranges.length })),
  );
  return parts.filter((part): part is PlanOddsResult => part !== null);
}

/** The User Timing entry of each plan simulation (DevTools shows it; the bench reads it): `plan-odds-<model>-<paths>`. */
export const PLAN_ODDS_MEASURE = "plan-odds";

function measuredPlan(run: () => Promise<PlanOddsResult>, request: PlanOddsRequest, threads: number): Promise<PlanOddsResult> {
  const start = performance.now();
  return run().then((result) => {
    const name = `${PLAN_ODDS_MEASURE}-${request.settings.returnModel}-${request.settings.paths}`;
    performance.clearMeasures(name);
    performance.measure(name, { start, detail: { planner: request.planner, paths: request.settings.paths, model: request.settings.returnModel, threads } });
    return result;
  });
}

/**
 * The odds of the visitor's plan (workers/contracts/odds-plan.ts): lognormal and bootstrap on the
 * pool where the page is isolated, else (and `history`, every start year in well under a
 * millisecond) on `client`'s worker. Pooled or not, the answer is the same to the last bit.
 */
export function runPlanOdds(client: CalcClient, request: PlanOddsRequest): Promise<PlanOddsResult> {
  const size = oddsPoolSize();
  const { paths, returnModel } = request.settings;
  // A request the worker will refuse is refused there, with its error, rather than split.
  const poolable = returnModel !== "history" && Number.isInteger(paths) && paths >= 1 && paths <= PLAN_ODDS_MAX_PATHS;
  if (size < 2 || !poolable) return measuredPlan(() => client.planOdds(request), request, 1);
  pool ??= startPool(size);
  const current = pool;
  const run = queue.then(() => measuredPlan(() => Promise.race([runPlanPooled(current, request), current.failure]), request, size));
  queue = run.catch(() => undefined);
  return run;
}
