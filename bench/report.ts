// The bench's one readable table.
import { BUDGETS, pooledChromiumBudgetMs, type BenchFigures } from "./budgets";
import type { Summary } from "./stats";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : "-");
const count = (value: number) => Math.round(value).toLocaleString("en-IN");

function table(title: string, head: string[], rows: string[][]): void {
  const widths = head.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(widths.map((width) => "─".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

const summaryCells = (summary: Summary | null) => (summary ? [ms(summary.p50), ms(summary.p95), ms(summary.max), String(summary.overFrame)] : ["-", "-", "-", "-"]);

export function printTable(figures: BenchFigures, missed: string[]): void {
  if (figures.kernels) {
    table(
      `Core kernels (calls per second of CPU time, boundary and copy-out included on both sides; budget: WASM ÷ twin ≥ ${BUDGETS.minKernelTwinRatio}; the reference is a different, slower method, for context only)`,
      ["kernel", "WASM", "TS twin", "WASM ÷ twin", "per round", "TS reference (context)", "WASM ÷ reference"],
      figures.kernels.map((k) => [
        k.name,
        count(k.wasmCallsPerSecond),
        count(k.twinCallsPerSecond),
        k.twinRatio.toFixed(2),
        k.twinRatioByRound.map((ratio) => ratio.toFixed(2)).join(" "),
        count(k.referenceCallsPerSecond),
        k.referenceRatio.toFixed(2),
      ]),
    );
  }
  if (figures.monteCarlo) {
    const mc = figures.monteCarlo;
    table(
      `Monte Carlo, a whole-life plan, ${count(mc.paths)} paths × ${mc.years} years (ms; budgets: one thread ≤ ${BUDGETS.maxMonteCarloSingleMs}, pooled ≤ ${BUDGETS.maxMonteCarloPooledMs}, WASM ≥ ${BUDGETS.minMonteCarloTwinRatio}× twin, history ≤ ${BUDGETS.maxHistoryMs})`,
      ["run", "ms", "WASM speed-up"],
      [
        ["lognormal, WASM, one thread (Node)", ms(mc.singleThreadMs), ""],
        ["lognormal, same-algorithm TypeScript twin (Node)", ms(mc.twinMs), `${mc.twinRatio.toFixed(2)}×`],
        [`lognormal, pooled (Node, ${mc.poolThreads ?? "-"} threads)`, mc.pooledMs === null ? "-" : ms(mc.pooledMs), ""],
        [
          `lognormal, pooled in Chromium, the page's ${count(mc.pooledChromiumPaths ?? mc.paths)} paths (budget ≤ ${pooledChromiumBudgetMs(mc)})`,
          mc.pooledChromiumMs === null ? "-" : ms(mc.pooledChromiumMs),
          "",
        ],
        ["bootstrap, one thread", ms(mc.bootstrapMs), ""],
        ["bootstrap, pooled (Node)", mc.bootstrapPooledMs === null ? "-" : ms(mc.bootstrapPooledMs), ""],
        ["history, every start year, one thread", ms(mc.historyMs), ""],
      ],
    );
  }
  if (figures.pages) {
    table(
      `Live drag at 360 px, 100 keyboard steps and 100 pointer moves (ms; budgets: round trip p95 ≤ ${BUDGETS.maxRoundTripP95Ms}, drag p95 ≤ ${BUDGETS.maxDragVsBare}× the bare page's at 1x and 4x, no dropped frame at 1x, no task over 50 ms at 1x and 4x; each long task's renders are listed under the table; a step's drag is the browser's wait to dispatch its input, then the page's work to the frame)`,
      ["page", "CPU", "input", "drag p50", "p95", "max", ">16.7ms", "wait p95", "work p95", "frames p50", "p95", "dropped", "round trip p50", "p95", "tasks >50ms", "longest"],
      figures.pages.map((page) =>
        page.skipped
          ? [page.name, `${page.throttle}x`, page.mode, "skipped", "", "", "", "", "", "", "", "", "", "", "", ""]
          : [
              page.name,
              `${page.throttle}x`,
              page.mode,
              ...summaryCells(page.drag),
              page.dispatchWait ? ms(page.dispatchWait.p95) : "-",
              page.afterDispatch ? ms(page.afterDispatch.p95) : "-",
              page.frames ? String(page.frames.p50) : "-",
              page.frames ? String(page.frames.p95) : "-",
              `${page.dropped}/${page.framesDrawn}`,
              page.roundTrip ? ms(page.roundTrip.p50) : "-",
              page.roundTrip ? ms(page.roundTrip.p95) : "-",
              String(page.longTasks),
              page.longTasks ? ms(page.longestTaskMs) : "-",
            ],
      ),
    );
    const readyAt = figures.pages.flatMap((page) => (page.offlineReadyMs === undefined ? [] : [page.offlineReadyMs / 1000]));
    if (readyAt.length) {
      console.log(
        `  Each page was dragged once its service worker was active (its first visit's install done), ${Math.min(...readyAt).toFixed(1)}-${Math.max(...readyAt).toFixed(1)} s after its navigation (docs/slow-phone.md).`,
      );
    }
    // Each long task with the blocks rendered inside it (render:<Block> measures), per run.
    for (const page of figures.pages) {
      if (!page.longTaskCauses?.length) continue;
      console.log(`  ${page.name}, ${page.mode} at ${page.throttle}x: ${page.longTaskCauses.join("; ")}`);
    }
  }
  if (figures.weight) {
    const w = figures.weight;
    table(
      `Weight (gzip -9; budgets: entry ≤ ${kb(BUDGETS.maxEntryGzipBytes)}, each .wasm ≤ ${kb(BUDGETS.maxWasmGzipBytes)}, a page's HTML ≤ ${kb(BUDGETS.maxHtmlPageGzipBytes)})`,
      ["file", "bytes", "gzip"],
      [
        [`entry ${w.entryScript.file}`, kb(w.entryScript.bytes), kb(w.entryScript.gzipBytes)],
        [`largest route chunk ${w.largestRouteChunk.file}`, kb(w.largestRouteChunk.bytes), kb(w.largestRouteChunk.gzipBytes)],
        ...w.css.map((css) => [css.file, kb(css.bytes), kb(css.gzipBytes)]),
        ...(w.wasmFiles ?? [w.wasm]).map((file) => [`core ${file.file}`, kb(file.bytes), kb(file.gzipBytes)]),
        ...(w.wasmDownloads ? [[".wasm a page downloads: without odds / with odds", "", `${kb(w.wasmDownloads.withoutOdds)} / ${kb(w.wasmDownloads.withOdds)}`]] : []),
        [`worker ${w.worker.file}`, kb(w.worker.bytes), kb(w.worker.gzipBytes)],
        [`heaviest page ${w.largestHtmlPage.file}`, kb(w.largestHtmlPage.bytes), kb(w.largestHtmlPage.gzipBytes)],
        [`home page: ${w.homePage.requests} requests (${w.homePage.scripts.length} scripts) on the wire`, "", kb(w.homePage.transferBytes)],
        ...(w.renderBlocking ?? []).map((page) => [`${page.path}: ${page.requests.length} render-blocking (budget ≤ ${BUDGETS.maxRenderBlockingRequests})`, page.requests.join(" "), ""]),
      ],
    );
  }
  if (figures.lighthouse) {
    table(
      `Lighthouse, mobile (budgets: performance ≥ ${BUDGETS.minLighthouseScore}, LCP ≤ ${BUDGETS.maxLcpMs} ms, CLS ≤ ${BUDGETS.maxCls})`,
      ["page", "performance", "LCP ms", "TBT ms", "CLS (worst round)", "on CPU time: performance / LCP / TBT"],
      figures.lighthouse.map((report) => [
        report.path,
        String(report.performance),
        count(report.lcpMs),
        count(report.tbtMs),
        `${report.cls.toFixed(3)} (${(report.worstCls ?? report.cls).toFixed(4)})`,
        report.onCpuTime ? `${report.onCpuTime.performance} / ${count(report.onCpuTime.lcpMs)} / ${count(report.onCpuTime.tbtMs)}` : "",
      ]),
    );
  }
  for (const report of figures.lighthouse ?? []) for (const line of report.layoutShifts ?? []) console.log(`  ${report.path} shifted: ${line}`);
  for (const page of figures.pages ?? []) if (page.skipped) console.log(`  ${page.name} (${page.mode} at ${page.throttle}x) skipped: ${page.skipped}`);
  console.log(missed.length ? `\nBudgets missed:\n${missed.map((item) => `  - ${item}`).join("\n")}` : "\nEvery budget holds.");
}
