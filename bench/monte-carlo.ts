// Monte Carlo: 10,000 paths × 40 years of the retirement planner's simulation.
// Single-threaded in Node: the core through the calc API (simulation, summary, reading the
// scalars and copying the fan out), against the same algorithm in plain TypeScript
// (bench/twins/monte-carlo.ts). Pooled in Chromium: the real page on the real server,
// cross-origin isolated, the refinement to 10,000 paths through src/core/odds-pool.ts, timed by
// the page's own User Timing entry from the request to its answer on the main thread.
import type { Browser, Page } from "playwright-core";
import { createCalcApi } from "../workers/calc-api";
import { instantiateCore } from "../workers/core-module";
import type { OddsRequest } from "../workers/calc-contract";
import { loadCoreBytes } from "../tests/wasm/load-core-bytes";
import { drawdownOddsTwin } from "./twins/monte-carlo";

export interface MonteCarloFigures {
  paths: number;
  years: number;
  /** In Chromium through the worker pool, request to answer on the main thread; null when not measured. */
  pooledMs: number | null;
  /** Threads the pool used. */
  poolThreads: number | null;
  /** The core on one thread (Node), calc API included. */
  singleThreadMs: number;
  /** The same-algorithm TypeScript twin on one thread (Node). */
  twinMs: number;
  /** twin ÷ WASM time: above 1 the core is faster (WASM speed ÷ twin speed). */
  twinRatio: number;
}

const PATHS = 10_000;
const YEARS = 40;
const SEED = 20_261_123;
/** Retirement at 60 with life expectancy 100: 40 years of drawdown. */
const QUERY = "currentAge=40&retirementAge=60&lifeExpectancy=100&monthlyExpenses=100000&inflation=6&taxSlabPostRetirement=30&preRetirementReturn=12&postRetirementReturn=6&returnVolatility=8&inflationVolatility=2";
const REQUEST: OddsRequest = {
  planner: "retirement",
  inputs: { currentAge: 40, retirementAge: 60, lifeExpectancy: 100, monthlyExpenses: 100_000, inflation: 6, taxSlabPostRetirement: 30, preRetirementReturn: 12, postRetirementReturn: 6 },
  settings: { paths: PATHS, seed: SEED, returnVolatility: 8, inflationVolatility: 2 },
};
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

async function singleThread(rounds: number): Promise<{ singleThreadMs: number; twinMs: number }> {
  const api = createCalcApi(instantiateCore(loadCoreBytes()));
  const core = await instantiateCore(loadCoreBytes());
  core.retirementPlan(40, 60, 100, 100_000, 6, 30, 12, 6);
  const scalars = new Float64Array(core.memory.buffer, core.scalarsPtr(), 8);
  const twinInputs = {
    seed: SEED,
    paths: PATHS,
    years: YEARS,
    startBalance: scalars[0],
    firstWithdrawal: scalars[3],
    returnPct: 6,
    returnVolatilityPct: 8,
    inflationPct: 6,
    inflationVolatilityPct: 2,
    priceIndexAtStart: Math.expm1(20 * Math.log1p(0.06)) + 1,
  };
  let singleThreadMs = Number.POSITIVE_INFINITY;
  let twinMs = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    singleThreadMs = Math.min(singleThreadMs, await fastestMs(() => api.odds(REQUEST), SAMPLES));
    // Awaited like the core's call, as it would be behind the worker's async API.
    twinMs = Math.min(twinMs, await fastestMs(async () => drawdownOddsTwin(twinInputs), SAMPLES));
  }
  return { singleThreadMs, twinMs };
}

const READ_MEASURE = `(() => { const e = performance.getEntriesByName("odds-simulation-${PATHS}").at(-1); return e ? { start: e.startTime, duration: e.duration, threads: e.detail?.threads ?? null } : null; })()`;

async function nextRefinement(page: Page, after: number): Promise<{ start: number; duration: number; threads: number | null }> {
  // Polled through the DevTools protocol (the site's CSP forbids waitForFunction's eval).
  const deadline = Date.now() + 30_000;
  for (;;) {
    const entry = (await page.evaluate(READ_MEASURE)) as { start: number; duration: number; threads: number | null } | null;
    if (entry && entry.start > after) return entry;
    if (Date.now() > deadline) throw new Error("no 10,000-path simulation within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The page's 10,000-path runs, each after a step of the return volatility's slider. */
async function pooled(browser: Browser, baseURL: string, rounds: number): Promise<{ pooledMs: number; threads: number | null } | null> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL, serviceWorkers: "block" });
  const page = await context.newPage();
  try {
    await page.goto(`/tools/retirement?${QUERY}`);
    if (!(await page.evaluate("globalThis.crossOriginIsolated"))) return null;
    let last = await nextRefinement(page, -1);
    const slider = page.getByRole("slider", { name: "Return volatility (SD, % a year) slider" });
    let best = Number.POSITIVE_INFINITY;
    // Warm-up steps first (the pool's workers tier up their wasm), then the timed ones.
    for (let step = 0; step < 3 + SAMPLES * rounds; step++) {
      await slider.focus();
      await page.keyboard.press(step % 2 === 0 ? "ArrowRight" : "ArrowLeft");
      last = await nextRefinement(page, last.start);
      if (step >= 3) best = Math.min(best, last.duration);
    }
    return { pooledMs: best, threads: last.threads };
  } finally {
    await context.close();
  }
}

export async function benchMonteCarlo(rounds: number, browser: Browser | null, baseURL: string | null): Promise<MonteCarloFigures> {
  const { singleThreadMs, twinMs } = await singleThread(rounds);
  const pool = browser && baseURL ? await pooled(browser, baseURL, rounds) : null;
  return {
    paths: PATHS,
    years: YEARS,
    pooledMs: pool?.pooledMs ?? null,
    poolThreads: pool?.threads ?? null,
    singleThreadMs,
    twinMs,
    twinRatio: twinMs / singleThreadMs,
  };
}
