// The budgets of `npm run bench -- --check` (docs/bench.md). Start here, and tighten
// them as the site beats them.
import type { KernelFigure } from "./kernels";
import type { LighthouseFigures } from "./lighthouse";
import type { MonteCarloFigures } from "./monte-carlo";
import type { DragFigures } from "./page-scenarios";
import type { WeightFigures } from "./weight";

export const BUDGETS = {
  /** Every kernel: WASM calls per second (calc API, boundary included) at least its same-algorithm TypeScript twin's. */
  minKernelTwinRatio: 1.0,
  /** Worker round trip p95, unthrottled. */
  maxRoundTripP95Ms: 2,
  /** Live drag p95 as a multiple of the bare page's p95 at the same throttling and by the same input (keyboard or pointer), at 1x and 4x. */
  maxDragVsBare: 1.5,
  /** Frames dropped while a slider is dragged, unthrottled. */
  maxDroppedFramesAt1x: 0,
  /** No main-thread task over 50 ms (a long task, the Long Tasks API) while a slider is dragged and its result, a planner's odds included, settles; unthrottled. */
  maxLongTasksAt1x: 0,
  /**
   * The same at 4x CPU (the stand-in for the phones most visitors use), the two seconds after
   * the drag rests included: the render at rest and a worker's reply are sliced (docs/slow-phone.md).
   */
  maxLongTasksAt4x: 0,
  /** The English entry script (gzip -9): no heavier than before every page was prerendered (89.0 KB). */
  maxEntryGzipBytes: 89 * 1024,
  /** Requests a Lighthouse page waits for before its first paint: page-start.js (the stylesheet is inline, docs/decisions/0223-stylesheet-inline-in-each-page.md). */
  maxRenderBlockingRequests: 1,
  /** Every prerendered page's HTML (gzip -9). */
  maxHtmlPageGzipBytes: 30 * 1024,
  /**
   * Each .wasm file as it travels (gzip -9). The core is two modules: the calculators'
   * arithmetic (core.wasm), which every calculator page downloads, and the Monte Carlo engine
   * (odds.wasm, or odds-simd.wasm where SIMD runs), downloaded only by a page that shows a
   * plan's odds. The budget holds for every file, so a calculator page downloads at most 12 KB
   * of it; a page with odds downloads two files (the bench reports their sum beside;
   * docs/decisions/0224-core-in-two-files.md).
   */
  maxWasmGzipBytes: 12 * 1024,
  /** Lighthouse mobile (4x CPU, simulated slow 4G) on each of LIGHTHOUSE_PATHS. */
  minLighthouseScore: 98,
  maxLcpMs: 1200,
  /** Layout shift through hydration: none. */
  maxCls: 0,
  /** Monte Carlo, a whole-life plan (10,000 paths × 60 years, inflation drawn), lognormal or bootstrap, on one thread. */
  maxMonteCarloSingleMs: 12,
  /** The same on the worker pool. */
  maxMonteCarloPooledMs: 8,
  /** Monte Carlo on one thread: the core at least this many times faster than its same-algorithm TypeScript twin. */
  minMonteCarloTwinRatio: 3,
  /** History: every start year of the same plan replayed, one thread. */
  maxHistoryMs: 1,
} as const;

export interface BenchFigures {
  kernels?: KernelFigure[];
  pages?: DragFigures[];
  weight?: WeightFigures;
  lighthouse?: LighthouseFigures[];
  monteCarlo?: MonteCarloFigures;
}

/** Each budget missed, in words with the figure; empty when all hold. */
export function missedBudgets(figures: BenchFigures): string[] {
  const missed: string[] = [];
  for (const kernel of figures.kernels ?? []) {
    if (kernel.twinRatio < BUDGETS.minKernelTwinRatio) missed.push(`kernel '${kernel.name}': WASM/twin ${kernel.twinRatio.toFixed(2)} < ${BUDGETS.minKernelTwinRatio}`);
  }
  const bare = (page: DragFigures) =>
    figures.pages?.find((candidate) => candidate.throttle === page.throttle && candidate.mode === page.mode && candidate.roundTrip === null && !candidate.skipped)?.drag?.p95;
  for (const page of figures.pages ?? []) {
    if (page.skipped || !page.drag) continue;
    const label = `${page.name}, ${page.mode} at ${page.throttle}x`;
    if (page.throttle === 1 && page.dropped > BUDGETS.maxDroppedFramesAt1x) missed.push(`${label}: ${page.dropped} frames dropped > ${BUDGETS.maxDroppedFramesAt1x}`);
    const maxLongTasks = page.throttle === 1 ? BUDGETS.maxLongTasksAt1x : BUDGETS.maxLongTasksAt4x;
    if (page.longTasks > maxLongTasks) {
      // Which renders took them (drag-probe.ts): the budget's miss says where to cut.
      const causes = page.longTaskCauses?.length ? `: ${page.longTaskCauses.join("; ")}` : "";
      missed.push(`${label}: ${page.longTasks} main-thread tasks over 50 ms (longest ${page.longestTaskMs.toFixed(0)} ms)${causes}`);
    }
    if (page.roundTrip === null) continue;
    if (page.throttle === 1 && page.roundTrip.p95 > BUDGETS.maxRoundTripP95Ms) missed.push(`${label}: round trip p95 ${page.roundTrip.p95.toFixed(2)} ms > ${BUDGETS.maxRoundTripP95Ms} ms`);
    const floor = bare(page);
    if (floor !== undefined && page.drag.p95 > BUDGETS.maxDragVsBare * floor) {
      const slowest = page.slowestSteps ? ` (slowest: ${page.slowestSteps})` : "";
      missed.push(`${label}: drag p95 ${page.drag.p95.toFixed(1)} ms > ${BUDGETS.maxDragVsBare} x bare ${floor.toFixed(1)} ms${slowest}`);
    }
  }
  const mc = figures.monteCarlo;
  if (mc) {
    const over = (label: string, value: number | null, budget: number) => {
      if (value !== null && value > budget) missed.push(`Monte Carlo ${label} ${value.toFixed(1)} ms > ${budget} ms`);
    };
    over("one thread", mc.singleThreadMs, BUDGETS.maxMonteCarloSingleMs);
    over("pooled", mc.pooledMs, BUDGETS.maxMonteCarloPooledMs);
    over("pooled in Chromium", mc.pooledChromiumMs, pooledChromiumBudgetMs(mc));
    over("bootstrap, one thread", mc.bootstrapMs, BUDGETS.maxMonteCarloSingleMs);
    over("bootstrap pooled", mc.bootstrapPooledMs, BUDGETS.maxMonteCarloPooledMs);
    over("history, every start year", mc.historyMs, BUDGETS.maxHistoryMs);
  }
  if (mc && mc.twinRatio < BUDGETS.minMonteCarloTwinRatio) missed.push(`Monte Carlo WASM/twin ${mc.twinRatio.toFixed(2)} < ${BUDGETS.minMonteCarloTwinRatio}`);
  const weight = figures.weight;
  if (weight && weight.entryScript.gzipBytes > BUDGETS.maxEntryGzipBytes) missed.push(`entry script ${weight.entryScript.gzipBytes} B gzip > ${BUDGETS.maxEntryGzipBytes} B`);
  if (weight && weight.largestHtmlPage.gzipBytes > BUDGETS.maxHtmlPageGzipBytes) {
    missed.push(`page ${weight.largestHtmlPage.file} ${weight.largestHtmlPage.gzipBytes} B gzip > ${BUDGETS.maxHtmlPageGzipBytes} B`);
  }
  for (const page of weight?.renderBlocking ?? []) {
    if (page.requests.length > BUDGETS.maxRenderBlockingRequests) missed.push(`${page.path}: ${page.requests.length} render-blocking requests > ${BUDGETS.maxRenderBlockingRequests} (${page.requests.join(", ")})`);
  }
  for (const file of weight ? (weight.wasmFiles ?? [weight.wasm]) : []) {
    if (file.gzipBytes > BUDGETS.maxWasmGzipBytes) missed.push(`${file.file} ${file.gzipBytes} B gzip > ${BUDGETS.maxWasmGzipBytes} B`);
  }
  for (const report of figures.lighthouse ?? []) {
    if (report.performance < BUDGETS.minLighthouseScore) missed.push(`Lighthouse ${report.path}: ${report.performance} < ${BUDGETS.minLighthouseScore}`);
    if (report.lcpMs > BUDGETS.maxLcpMs) missed.push(`Lighthouse ${report.path}: LCP ${Math.round(report.lcpMs)} ms > ${BUDGETS.maxLcpMs} ms`);
    const cls = Math.max(report.cls, report.worstCls ?? 0);
    if (cls > BUDGETS.maxCls) missed.push(`Lighthouse ${report.path}: CLS ${cls.toFixed(4)} > ${BUDGETS.maxCls} (worst round)`);
  }
  return missed;
}

/**
 * The pooled budget is for `paths` futures; the page's timed run simulates its resting paths, so
 * its budget is the same rate: maxMonteCarloPooledMs for every `paths` of them.
 */
export function pooledChromiumBudgetMs(mc: Pick<MonteCarloFigures, "paths" | "pooledChromiumPaths">): number {
  return (BUDGETS.maxMonteCarloPooledMs * (mc.pooledChromiumPaths ?? mc.paths)) / mc.paths;
}
