// The bench history's append and compare, on figures made up here (no bench run).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUDGETS, missedBudgets, pooledChromiumBudgetMs, type BenchFigures } from "./budgets";
import { appendHistory, compareWithHistory, headlineFigures, higherIsBetter, readHistory, type HistoryEntry } from "./history";

const summary = (p95: number) => ({ p50: p95 / 2, p95, max: p95 * 2, overFrame: 0, count: 100 });

const FIGURES = {
  kernels: [{ name: "SIP, 30 years", wasmCallsPerSecond: 600_000, twinCallsPerSecond: 580_000, twinRatio: 1.0345, twinRatioByRound: [1.03], referenceCallsPerSecond: 800_000, referenceRatio: 0.75 }],
  monteCarlo: { paths: 10_000, years: 40, pooledMs: null, poolThreads: null, singleThreadMs: 45.84, twinMs: 116.5, twinRatio: 2.541 },
  pages: [
    { name: "SIP", throttle: 4, mode: "keyboard", drag: summary(20.84), frames: summary(1), dropped: 0, framesDrawn: 200, roundTrip: summary(1.234), longTasks: 0, longestTaskMs: 0 },
    { name: "EMI", throttle: 1, mode: "pointer", drag: null, frames: null, dropped: 0, framesDrawn: 0, roundTrip: null, longTasks: 0, longestTaskMs: 0, skipped: "no slider" },
  ],
  weight: {
    entryScript: { file: "index.js", bytes: 300_000, gzipBytes: 92_160 },
    largestRouteChunk: { file: "uplot.js", bytes: 50_000, gzipBytes: 22_000 },
    css: [],
    wasm: { file: "core.wasm", bytes: 26_000, gzipBytes: 10_035 },
    worker: { file: "calc.worker.js", bytes: 24_000, gzipBytes: 9_000 },
    largestHtmlPage: { file: "hi/tools/sip.html", bytes: 40_000, gzipBytes: 8_000 },
    homePage: { requests: 16, transferBytes: 104_653, scripts: [] },
    renderBlocking: [{ path: "/", requests: ["/theme-init.js", "/assets/style.css"] }],
  },
  lighthouse: [{ path: "/tools/emi", performance: 96, lcpMs: 2300, tbtMs: 40.4, cls: 0, worstCls: 0.00068 }],
} as unknown as BenchFigures;

function entry(date: string, figures: Record<string, number>, load = 1.5): HistoryEntry {
  return { date, commit: "abc1234", load, machine: "2 × Test CPU, Node v24.9.0", rounds: 3, figures, missed: 0 };
}

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});
const tempFile = () => {
  folder = mkdtempSync(join(tmpdir(), "bench-history-"));
  return join(folder, "results", "history.jsonl");
};

describe("headlineFigures", () => {
  it("flattens a report into named figures with their units, rounded, leaving out what was not measured", () => {
    expect(headlineFigures(FIGURES)).toEqual({
      "kernel SIP, 30 years: WASM ÷ twin": 1.03,
      "Monte Carlo one thread: ms": 45.8,
      "Monte Carlo: WASM ÷ twin": 2.54,
      "drag p95 SIP keyboard 4x: ms": 20.8,
      "round trip p95 SIP keyboard 4x: ms": 1.23,
      "entry script gzip: KB": 90,
      ".wasm gzip: KB": 9.8,
      "heaviest page gzip: KB": 7.8,
      "home page on the wire: KB": 102.2,
      "Lighthouse /tools/emi: score": 96,
      "Lighthouse /tools/emi LCP: ms": 2300,
      "Lighthouse /tools/emi TBT: ms": 40,
      "Lighthouse /tools/emi worst CLS": 0.0007,
    });
  });

  it("names the page's pooled run in Chromium by the paths it simulated, and judges it at the pooled budget's rate", () => {
    const monteCarlo = { ...FIGURES.monteCarlo!, pooledMs: 5.81, pooledChromiumMs: 31.26, pooledChromiumPaths: 50_000 };
    expect(headlineFigures({ monteCarlo })).toMatchObject({ "Monte Carlo pooled: ms": 5.8, "Monte Carlo pooled in Chromium, 50000 paths: ms": 31.3 });
    expect(pooledChromiumBudgetMs(monteCarlo)).toBe(BUDGETS.maxMonteCarloPooledMs * 5);
    expect(missedBudgets({ monteCarlo: { ...monteCarlo, pooledChromiumMs: BUDGETS.maxMonteCarloPooledMs * 5 + 0.1 } })).toContain(
      `Monte Carlo pooled in Chromium ${(BUDGETS.maxMonteCarloPooledMs * 5 + 0.1).toFixed(1)} ms > ${BUDGETS.maxMonteCarloPooledMs * 5} ms`,
    );
    expect(missedBudgets({ monteCarlo }).filter((line) => line.includes("in Chromium"))).toEqual([]);
  });

  it("is empty for a run of no section", () => expect(headlineFigures({})).toEqual({}));

  it("knows which way is better", () => {
    expect(higherIsBetter("kernel SIP, 30 years: WASM ÷ twin")).toBe(true);
    expect(higherIsBetter("Lighthouse /: score")).toBe(true);
    expect(higherIsBetter("drag p95 SIP keyboard 4x: ms")).toBe(false);
    expect(higherIsBetter("entry script gzip: KB")).toBe(false);
  });
});

describe("the history file", () => {
  it("starts empty, then keeps every appended run in order, one JSON line each", () => {
    const file = tempFile();
    expect(readHistory(file)).toEqual([]);
    const first = entry("2026-11-25T10:00:00.000Z", { "entry script gzip: KB": 90 });
    const second = entry("2026-11-25T11:00:00.000Z", { "entry script gzip: KB": 91 });
    appendHistory(file, first);
    appendHistory(file, second);
    expect(readHistory(file)).toEqual([first, second]);
    expect(readFileSync(file, "utf8").trimEnd().split("\n")).toHaveLength(2);
  });

  it("skips a line cut short and lines that are not runs, keeping the rest", () => {
    const file = tempFile();
    const good = entry("2026-11-25T10:00:00.000Z", { ".wasm gzip: KB": 9.8 });
    appendHistory(file, good);
    writeFileSync(file, `${readFileSync(file, "utf8")}{"date":"2026-11-25T11:0\n[1,2]\n\n`);
    expect(readHistory(file)).toEqual([good]);
  });
});

describe("compareWithHistory", () => {
  it("says so when there is nothing to compare with", () => {
    expect(compareWithHistory([], entry("2026-11-25T12:00:00.000Z", { ".wasm gzip: KB": 9.8 }))).toEqual(["No earlier run in the history to compare with."]);
  });

  it("shows each figure's last values and whether it got better or worse, by the figure's own direction", () => {
    const history = [
      entry("2026-11-24T09:00:00.000Z", { "drag p95 SIP keyboard 4x: ms": 30, "kernel SIP, 30 years: WASM ÷ twin": 0.9 }, 4),
      entry("2026-11-24T10:00:00.000Z", { "drag p95 SIP keyboard 4x: ms": 25, "kernel SIP, 30 years: WASM ÷ twin": 1.0 }, 2),
    ];
    const now = entry("2026-11-25T12:30:00.000Z", {
      "drag p95 SIP keyboard 4x: ms": 20,
      "kernel SIP, 30 years: WASM ÷ twin": 0.95,
      "entry script gzip: KB": 90,
      "Lighthouse /: score": 97,
    });
    expect(compareWithHistory(history, now)).toEqual([
      "Compared with the last 2 run(s): 2026-11-24 09:00 UTC, load 4.0; 2026-11-24 10:00 UTC, load 2.0. This run: 2026-11-25 12:30 UTC, load 1.5.",
      "  drag p95 SIP keyboard 4x: ms: 20 (before: 30, 25; -20.0% better)",
      "  kernel SIP, 30 years: WASM ÷ twin: 0.95 (before: 0.9, 1; -5.0% worse)",
      "  entry script gzip: KB: 90 (first time measured)",
      "  Lighthouse /: score: 97 (first time measured)",
    ]);
  });

  it("looks back only `count` runs, finds a figure in the runs that measured it, and calls a tiny change unchanged", () => {
    const history = [
      entry("2026-11-20T09:00:00.000Z", { ".wasm gzip: KB": 9.5 }),
      entry("2026-11-21T09:00:00.000Z", { ".wasm gzip: KB": 9.6 }),
      entry("2026-11-22T09:00:00.000Z", { "Lighthouse /: score": 95 }),
      entry("2026-11-23T09:00:00.000Z", { ".wasm gzip: KB": 9.8 }),
    ];
    const lines = compareWithHistory(history, entry("2026-11-25T09:00:00.000Z", { ".wasm gzip: KB": 9.8, "Lighthouse /: score": 98 }), 2);
    expect(lines[0]).toBe("Compared with the last 2 run(s): 2026-11-22 09:00 UTC, load 1.5; 2026-11-23 09:00 UTC, load 1.5. This run: 2026-11-25 09:00 UTC, load 1.5.");
    expect(lines[1]).toBe("  .wasm gzip: KB: 9.8 (before: 9.6, 9.8; unchanged)");
    expect(lines[2]).toBe("  Lighthouse /: score: 98 (before: 95; +3.2% better)");
  });
});
