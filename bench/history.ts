// The bench's history as data: each run's headline figures become one JSON line of
// bench/results/history.jsonl (kept in git: a few hundred bytes a run), and the bench prints how
// this run compares with the last ones. latest.json keeps the whole report of the last run.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import type { BenchFigures } from "./budgets";

export interface HistoryEntry {
  /** ISO date and time the run ended. */
  date: string;
  /** The commit measured (short hash), or "unknown" outside a git checkout. */
  commit: string;
  /** The machine's 1-minute load average at the end of the run: read every figure with it. */
  load: number;
  /** CPU count and model, and the Node version. */
  machine: string;
  rounds: number;
  /** Headline figures by name; the name says the unit (see `headlineFigures`). */
  figures: Record<string, number>;
  /** How many budgets the run missed. */
  missed: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const kb = (bytes: number) => round(bytes / 1024, 1);

/** The figures worth following from run to run, flat, each name ending in its unit. */
export function headlineFigures(figures: BenchFigures): Record<string, number> {
  const out: Record<string, number> = {};
  for (const kernel of figures.kernels ?? []) out[`kernel ${kernel.name}: WASM ÷ twin`] = round(kernel.twinRatio, 2);
  const mc = figures.monteCarlo;
  if (mc) {
    out["Monte Carlo one thread: ms"] = round(mc.singleThreadMs, 1);
    if (mc.singleThreadScalarMs !== undefined) out["Monte Carlo one thread, scalar build: ms"] = round(mc.singleThreadScalarMs, 1);
    out["Monte Carlo: WASM ÷ twin"] = round(mc.twinRatio, 2);
    if (mc.pooledMs !== null) out["Monte Carlo pooled: ms"] = round(mc.pooledMs, 1);
    if (mc.pooledChromiumMs !== null && mc.pooledChromiumPaths !== undefined) {
      out[`Monte Carlo pooled in Chromium, ${mc.pooledChromiumPaths} paths: ms`] = round(mc.pooledChromiumMs, 1);
    }
  }
  for (const page of figures.pages ?? []) {
    if (page.skipped || !page.drag) continue;
    const label = `${page.name} ${page.mode} ${page.throttle}x`;
    out[`drag p95 ${label}: ms`] = round(page.drag.p95, 1);
    if (page.roundTrip) out[`round trip p95 ${label}: ms`] = round(page.roundTrip.p95, 2);
  }
  const weight = figures.weight;
  if (weight) {
    out["entry script gzip: KB"] = kb(weight.entryScript.gzipBytes);
    // The heaviest .wasm file, which the budget limits; then what a page downloads of them.
    out[".wasm gzip: KB"] = kb(weight.wasm.gzipBytes);
    if (weight.wasmDownloads) {
      out[".wasm a page without odds downloads, gzip: KB"] = kb(weight.wasmDownloads.withoutOdds);
      out[".wasm a page with odds downloads, gzip: KB"] = kb(weight.wasmDownloads.withOdds);
    }
    out["heaviest page gzip: KB"] = kb(weight.largestHtmlPage.gzipBytes);
    out["home page on the wire: KB"] = kb(weight.homePage.transferBytes);
  }
  for (const report of figures.lighthouse ?? []) {
    out[`Lighthouse ${report.path}: score`] = report.performance;
    out[`Lighthouse ${report.path} LCP: ms`] = Math.round(report.lcpMs);
    out[`Lighthouse ${report.path} TBT: ms`] = Math.round(report.tbtMs);
    // The largest shift of any round (older entries kept only the best round's, not this).
    out[`Lighthouse ${report.path} worst CLS`] = round(report.worstCls ?? report.cls, 4);
  }
  return out;
}

/** A ratio or a score is better higher; a time or a size is better lower. */
export function higherIsBetter(name: string): boolean {
  return name.endsWith("÷ twin") || name.endsWith(": score");
}

/** Every well-formed entry of the history file, oldest first; a missing file is an empty history. */
export function readHistory(file: string): HistoryEntry[] {
  if (!existsSync(file)) return [];
  const entries: HistoryEntry[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as Partial<HistoryEntry>;
      if (typeof entry.date === "string" && entry.figures && typeof entry.figures === "object") entries.push(entry as HistoryEntry);
    } catch {
      // A line cut short (a run killed mid-write) is skipped, not fatal: the rest still compares.
    }
  }
  return entries;
}

/** Adds one run at the end of the history file (created with its folder if absent). */
export function appendHistory(file: string, entry: HistoryEntry): void {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

const when = (entry: HistoryEntry) => `${entry.date.slice(0, 16).replace("T", " ")} UTC, load ${entry.load.toFixed(1)}`;

/**
 * This run against the history: a line naming the last `count` runs, then one line per figure
 * with its values in the last `count` runs that measured it (oldest first) and the change from
 * the latest of them, marked better, worse or unchanged (under 0.5%).
 */
export function compareWithHistory(previous: readonly HistoryEntry[], current: HistoryEntry, count = 3): string[] {
  const recent = previous.slice(-count);
  if (recent.length === 0) return ["No earlier run in the history to compare with."];
  const lines = [`Compared with the last ${recent.length} run(s): ${recent.map(when).join("; ")}. This run: ${when(current)}.`];
  for (const [name, value] of Object.entries(current.figures)) {
    const earlier = previous
      .map((entry) => entry.figures[name])
      .filter((figure): figure is number => typeof figure === "number")
      .slice(-count);
    if (earlier.length === 0) {
      lines.push(`  ${name}: ${value} (first time measured)`);
      continue;
    }
    const last = earlier[earlier.length - 1];
    const change = last === 0 ? 0 : (value - last) / Math.abs(last);
    const verdict =
      Math.abs(change) < 0.005
        ? "unchanged"
        : `${change > 0 ? "+" : ""}${(change * 100).toFixed(1)}% ${(change > 0) === higherIsBetter(name) ? "better" : "worse"}`;
    lines.push(`  ${name}: ${value} (before: ${earlier.join(", ")}; ${verdict})`);
  }
  return lines;
}
