// Monte Carlo: the odds of a whole-life retirement plan (workers/contracts/odds-plan.ts), 10,000
// paths × 60 years (saving from 30 to 60, retired to 90), returns and inflation drawn.
// Single-threaded in Node: the core through the calc API (simulation, summary, the explained
// path, the fan copied out), the build a page's worker would pick here (workers/core-url.ts:
// the SIMD build where SIMD runs) and the scalar build in the same minutes, against the same
// algorithm in plain TypeScript (bench/twins/plan-odds.ts), whose ratio is taken against the
// scalar build: the twin runs the scalar build's algorithm, one path at a time. Pooled: the page's pool algorithm (src/core/odds-pool.ts: paths
// split between workers into one SharedArrayBuffer, the fan's rows split for the summary) on
// Node worker threads, one per pool worker the page would start on this machine; and, when the
// page runs the plan simulation, in Chromium through the real page (its User Timing entry).
// Also: bootstrap on one thread, and history (every start year replayed) on one thread.
import { cpus } from "node:os";
import { Worker } from "node:worker_threads";
import type { Browser, Page } from "playwright-core";
import { createCalcApi } from "../workers/calc-api";
import { instantiateCore, instantiateOddsCore, simdSupported } from "../workers/core-module";
import type { CalcApi, PlanOddsRequest, PlanOddsResult, PlanOddsSettings } from "../workers/calc-contract";
import { loadCoreBytes, loadOddsBytes, loadPageOddsBytes } from "../tests/wasm/load-core-bytes";
import { planOddsSharedBytes, resetPlanOddsShared } from "../src/core/odds-layout";
import { mergePlanOddsParts, pooledParts } from "../src/core/odds-pool";
import { EQUITY_RETURN_VOLATILITY, INFLATION_VOLATILITY, RETIREMENT_RETURN_VOLATILITY } from "../src/calculators/reference-data";
import { RESTING_PATHS } from "../src/calculators/odds/odds";
import { wholeLifeOddsTwin } from "./twins/plan-odds";

export interface MonteCarloFigures {
  paths: number;
  /** The plan's whole length: saving years plus retirement years. */
  years: number;
  /** The page's pool algorithm on worker threads (Node), request to merged answer; `poolThreads` of them. */
  pooledMs: number | null;
  /** Threads the pool used. */
  poolThreads: number | null;
  /**
   * In Chromium through the page's pool, request to answer on the main thread, for the paths the
   * page runs once its inputs rest (`pooledChromiumPaths`); null when the page does not run the
   * plan simulation.
   */
  pooledChromiumMs: number | null;
  /** The paths of that run: the page's resting simulation (RESTING_PATHS), not `paths`. */
  pooledChromiumPaths?: number;
  /** The core on one thread (Node), calc API included: the build a page would load here (SIMD where it runs). */
  singleThreadMs: number;
  /** The scalar build on one thread, measured in the same rounds (absent from runs before the SIMD build). */
  singleThreadScalarMs?: number;
  /** Whether singleThreadMs and the pool ran the SIMD build. */
  simd?: boolean;
  /** The same-algorithm TypeScript twin on one thread (Node). */
  twinMs: number;
  /** twin ÷ the scalar build's time (the same algorithm): above 1 the core is faster (WASM speed ÷ twin speed). */
  twinRatio: number;
  /** Bootstrap (blocks of Indian years), the same plan and paths, one thread. */
  bootstrapMs: number;
  /** Bootstrap on the pool's worker threads. */
  bootstrapPooledMs: number | null;
  /** History: every start year replayed (45, the plan wrapping round), one thread, calc API included. */
  historyMs: number;
}

const PATHS = 10_000;
const YEARS = 60;
const SEED = 20_261_123;
const INPUTS = { currentAge: 30, retirementAge: 60, lifeExpectancy: 90, monthlyExpenses: 50_000, inflation: 6, taxSlabPostRetirement: 10, preRetirementReturn: 12, postRetirementReturn: 7 };
const LOGNORMAL: PlanOddsSettings = {
  returnModel: "lognormal",
  paths: PATHS,
  seed: SEED,
  returnVolatility: EQUITY_RETURN_VOLATILITY.value,
  retiredReturnVolatility: RETIREMENT_RETURN_VOLATILITY.value,
  inflationVolatility: INFLATION_VOLATILITY.value,
  equityShare: 70,
  retiredEquityShare: 30,
};
const request = (settings: PlanOddsSettings): PlanOddsRequest => ({ planner: "retirement", inputs: INPUTS, plan: { savingsNow: 500_000, sipNow: 30_000, sipStepUp: 5 }, settings });
const QUERY = `currentAge=30&retirementAge=60&lifeExpectancy=90&monthlyExpenses=50000&inflation=6&taxSlabPostRetirement=10&preRetirementReturn=12&postRetirementReturn=7`;
const SAMPLES = 7;

/** The fastest of `samples` timed runs after a warm-up: the one least disturbed by the rest of the machine. */
async function fastestMs(run: () => unknown, samples: number): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

async function singleThread(rounds: number) {
  const calculators = instantiateCore(loadCoreBytes());
  const pageOdds = instantiateOddsCore(loadPageOddsBytes());
  const scalarOdds = instantiateOddsCore(loadOddsBytes());
  const api = createCalcApi(calculators, () => pageOdds);
  const scalarApi = createCalcApi(calculators, () => scalarOdds);
  const twinInputs = {
    seed: SEED,
    paths: PATHS,
    savingYears: 30,
    retiredYears: 30,
    savingsNow: 500_000,
    sipNow: 30_000,
    sipStepUpPct: 5,
    preReturnPct: 12,
    preSigmaPct: LOGNORMAL.returnVolatility,
    postReturnPct: 7,
    postSigmaPct: LOGNORMAL.retiredReturnVolatility!,
    inflationPct: 6,
    inflationSigmaPct: LOGNORMAL.inflationVolatility,
    monthlyExpenses: 50_000,
    taxPct: 10,
  };
  let singleThreadMs = Number.POSITIVE_INFINITY;
  let singleThreadScalarMs = Number.POSITIVE_INFINITY;
  let twinMs = Number.POSITIVE_INFINITY;
  let bootstrapMs = Number.POSITIVE_INFINITY;
  let historyMs = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    singleThreadMs = Math.min(singleThreadMs, await fastestMs(() => api.planOdds(request(LOGNORMAL)), SAMPLES));
    singleThreadScalarMs = Math.min(singleThreadScalarMs, await fastestMs(() => scalarApi.planOdds(request(LOGNORMAL)), SAMPLES));
    // Awaited like the core's call, as it would be behind the worker's async API.
    twinMs = Math.min(twinMs, await fastestMs(async () => wholeLifeOddsTwin(twinInputs), SAMPLES));
    bootstrapMs = Math.min(bootstrapMs, await fastestMs(() => api.planOdds(request({ ...LOGNORMAL, returnModel: "bootstrap" })), SAMPLES));
    historyMs = Math.min(historyMs, await fastestMs(() => api.planOdds(request({ ...LOGNORMAL, returnModel: "history" })), 5 * SAMPLES));
  }
  return { singleThreadMs, singleThreadScalarMs, twinMs, bootstrapMs, historyMs };
}

/** Worker threads answering the pool's two calls. */
function startThreads(count: number) {
  const file = new URL("./plan-odds-worker.ts", import.meta.url).href;
  const threads = Array.from({ length: count }, () => new Worker(`import("tsx/esm/api").then((api) => { api.register(); return import(${JSON.stringify(file)}); })`, { eval: true }));
  let nextId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  for (const thread of threads) {
    thread.on("message", ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const call = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) call?.reject(new Error(error));
      else call?.resolve(result);
    });
  }
  const call = <T>(thread: number, method: string, args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      threads[thread].postMessage({ id, method, args });
    });
  return { count, call, stop: () => Promise.all(threads.map((thread) => thread.terminate())) };
}

/** One pooled run, as src/core/odds-pool.ts runs it. */
async function pooledRun(threads: ReturnType<typeof startThreads>, shared: SharedArrayBuffer, req: PlanOddsRequest): Promise<PlanOddsResult> {
  resetPlanOddsShared(shared, req.settings.paths);
  // The page's call (each thread simulates, waits at the shared barrier, summarises its own part of the fan's rows), over this protocol.
  const workers = Array.from({ length: threads.count }, (_, k) => ({
    planOddsRunShared: (...args: Parameters<CalcApi["planOddsRunShared"]>) => threads.call<PlanOddsResult | null>(k, "planOddsRunShared", args),
  }));
  return mergePlanOddsParts(await pooledParts(workers, shared, req));
}

async function pooledNode(rounds: number) {
  // The page's pool size: hardwareConcurrency − 1, at least 2, at most 4.
  const threads = startThreads(Math.min(4, Math.max(2, cpus().length - 1)));
  try {
    const shared = new SharedArrayBuffer(planOddsSharedBytes(PATHS));
    let pooledMs = Number.POSITIVE_INFINITY;
    let bootstrapPooledMs = Number.POSITIVE_INFINITY;
    for (let round = 0; round < rounds; round++) {
      pooledMs = Math.min(pooledMs, await fastestMs(() => pooledRun(threads, shared, request(LOGNORMAL)), SAMPLES));
      bootstrapPooledMs = Math.min(bootstrapPooledMs, await fastestMs(() => pooledRun(threads, shared, request({ ...LOGNORMAL, returnModel: "bootstrap" })), SAMPLES));
    }
    return { pooledMs, bootstrapPooledMs, poolThreads: threads.count };
  } finally {
    await threads.stop();
  }
}

// The page simulates MOVING_PATHS while an input moves and RESTING_PATHS once it rests: the
// resting run is the one a visitor waits for, and the one timed here.
const READ_MEASURE = `(() => { const e = performance.getEntriesByName("plan-odds-lognormal-${RESTING_PATHS}").at(-1); return e ? { start: e.startTime, duration: e.duration } : null; })()`;

async function nextRefinement(page: Page, after: number, patienceMs: number): Promise<{ start: number; duration: number } | null> {
  // Polled through the DevTools protocol (the site's CSP forbids waitForFunction's eval).
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const entry = (await page.evaluate(READ_MEASURE)) as { start: number; duration: number } | null;
    if (entry && entry.start > after) return entry;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The page's resting plan simulations (RESTING_PATHS), each after a step of the monthly expenses' slider; null when the page does not run them. */
async function pooledChromium(browser: Browser, baseURL: string, rounds: number): Promise<number | null> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL, serviceWorkers: "block" });
  const page = await context.newPage();
  try {
    await page.goto(`/tools/retirement?${QUERY}`);
    if (!(await page.evaluate("globalThis.crossOriginIsolated"))) return null;
    let last = await nextRefinement(page, -1, 10_000);
    if (!last) return null;
    const slider = page.getByRole("slider", { name: /^Monthly expenses/ });
    let best = Number.POSITIVE_INFINITY;
    for (let step = 0; step < 3 + SAMPLES * rounds; step++) {
      await slider.focus();
      await page.keyboard.press(step % 2 === 0 ? "ArrowRight" : "ArrowLeft");
      last = await nextRefinement(page, last.start, 30_000);
      if (!last) return null;
      if (step >= 3) best = Math.min(best, last.duration);
    }
    return best;
  } finally {
    await context.close();
  }
}

export async function benchMonteCarlo(rounds: number, browser: Browser | null, baseURL: string | null): Promise<MonteCarloFigures> {
  const single = await singleThread(rounds);
  const pool = await pooledNode(rounds);
  const pooledChromiumMs = browser && baseURL ? await pooledChromium(browser, baseURL, rounds) : null;
  return {
    paths: PATHS,
    years: YEARS,
    pooledMs: pool.pooledMs,
    poolThreads: pool.poolThreads,
    pooledChromiumMs,
    pooledChromiumPaths: RESTING_PATHS,
    singleThreadMs: single.singleThreadMs,
    singleThreadScalarMs: single.singleThreadScalarMs,
    simd: simdSupported(),
    twinMs: single.twinMs,
    twinRatio: single.twinMs / single.singleThreadScalarMs,
    bootstrapMs: single.bootstrapMs,
    bootstrapPooledMs: pool.bootstrapPooledMs,
    historyMs: single.historyMs,
  };
}
