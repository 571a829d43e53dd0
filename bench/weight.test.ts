// What a page's HTML makes wait before its first paint, as the weight figures count it.
import { describe, expect, it } from "vitest";
import { BUDGETS, missedBudgets, type BenchFigures } from "./budgets";
import { entryOf, renderBlockingRequests, wasmDownloads } from "./weight";

describe("render-blocking requests", () => {
  it("counts stylesheets and classic scripts in the head, not module, async or deferred scripts, data blocks or preloads", () => {
    const html = `<!doctype html><html><head>
      <script src="/page-start.js"></script>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <script async src="/a.js"></script><script defer src="/d.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/style-a.css">
      <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/x.js">
      <link rel="icon" href="/favicon.svg">
      <script type="application/ld+json">{}</script>
      </head><body><link rel="stylesheet" href="/late.css"></body></html>`;
    expect(renderBlockingRequests(html)).toEqual(["/page-start.js", "/assets/style-a.css"]);
  });

  it("finds the entry a prerendered page starts in its #page-scripts block, and refuses a page without one", () => {
    const html = `<head><script type="application/json" id="page-scripts">{"entry":"/assets/index-a.js","preload":["/assets/x.js"]}</script></head>`;
    expect(entryOf(html)).toBe("assets/index-a.js");
    expect(() => entryOf("<head></head>")).toThrow(/page-scripts/);
  });
});

describe("what a page downloads of the core's files", () => {
  const file = (name: string, gzipBytes: number) => ({ file: `assets/${name}`, bytes: 2 * gzipBytes, gzipBytes });

  it("is the calculators' core without odds, and the core with the heavier odds build with them", () => {
    const files = [file("core-Ab_3-x9.wasm", 8_600), file("odds-simd-Q-1z.wasm", 8_300), file("odds-Zz9-_k.wasm", 6_700)];
    expect(wasmDownloads(files)).toEqual({ withoutOdds: 8_600, withOdds: 16_900 });
    expect(wasmDownloads([file("core-a.wasm", 8_000), file("odds-b.wasm", 7_000), file("odds-simd-c.wasm", 6_000)])).toEqual({ withoutOdds: 8_000, withOdds: 15_000 });
  });

  it("refuses a set of files that is not one core and two odds builds", () => {
    expect(() => wasmDownloads([file("core-a.wasm", 14_000), file("core-simd-b.wasm", 15_000)])).toThrow(/odds-simd/);
    expect(() => wasmDownloads([file("core-a.wasm", 8_000), file("odds-b.wasm", 7_000)])).toThrow(/odds-simd/);
  });
});

describe("the .wasm budget", () => {
  const file = (name: string, gzipBytes: number) => ({ file: `assets/${name}`, bytes: 2 * gzipBytes, gzipBytes });
  const weight = (files: ReturnType<typeof file>[]) =>
    ({ weight: { entryScript: file("index.js", 1), largestHtmlPage: file("index.html", 1), renderBlocking: [], wasm: files[0], wasmFiles: files } }) as unknown as BenchFigures;

  it("holds for each file, not for what a page with odds downloads in all", () => {
    const limit = BUDGETS.maxWasmGzipBytes;
    expect(missedBudgets(weight([file("core-a.wasm", limit), file("odds-simd-b.wasm", limit - 1), file("odds-c.wasm", 100)]))).toEqual([]);
    expect(missedBudgets(weight([file("odds-simd-b.wasm", limit + 1), file("core-a.wasm", 100), file("odds-c.wasm", 100)]))).toEqual([`assets/odds-simd-b.wasm ${limit + 1} B gzip > ${limit} B`]);
  });
});
