// Weight: gzip sizes of the entry script, the largest route chunk, the CSS, each .wasm file
// and what a page with and without the odds panel downloads of them, the heaviest prerendered
// page, the requests each Lighthouse page's HTML makes wait before its
// first paint (stylesheets and classic scripts in its head), and
// what the home page loads before it is interactive (every response until the load event and
// a quiet network, with its bytes on the wire).
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { LIGHTHOUSE_PATHS } from "./lighthouse";

export interface FileWeight {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface WeightFigures {
  entryScript: FileWeight;
  largestRouteChunk: FileWeight;
  css: FileWeight[];
  /** The heaviest .wasm file (the budget is per file: docs/decisions/0224-core-in-two-files.md). */
  wasm: FileWeight;
  /** Every .wasm file, heaviest first: the calculators' core, the odds engine's scalar and SIMD builds (workers/core-url.ts). */
  wasmFiles: FileWeight[];
  /** What a page downloads of them (gzip -9 bytes): without the odds panel, and with it on the heavier odds build. */
  wasmDownloads: WasmDownloads;
  worker: FileWeight;
  /** The heaviest prerendered page (every `.html` under dist, each language's pages included). */
  largestHtmlPage: FileWeight;
  homePage: { requests: number; transferBytes: number; scripts: string[] };
  /** Each Lighthouse page's render-blocking requests, as its prerendered HTML names them. */
  renderBlocking: { path: string; requests: string[] }[];
}

export interface WasmDownloads {
  /** A calculator page without odds: the calculators' core alone. */
  withoutOdds: number;
  /** A page that shows a plan's odds: the calculators' core and one build of the odds engine, the heavier one. */
  withOdds: number;
}

/**
 * What a page downloads of the core's files (dist/assets/core-*.wasm, odds-*.wasm and
 * odds-simd-*.wasm, as Vite names them): core.wasm always; one odds build when it shows odds
 * (workers/core-url.ts picks the build by the browser's SIMD), weighed here at the heavier.
 */
export function wasmDownloads(files: readonly FileWeight[]): WasmDownloads {
  const named = (prefix: string) => files.filter((file) => file.file.replace(/^.*\//, "").startsWith(prefix) && file.file.endsWith(".wasm"));
  const core = named("core-");
  const simdOdds = named("odds-simd-");
  const scalarOdds = named("odds-").filter((file) => !simdOdds.includes(file));
  if (core.length !== 1 || simdOdds.length !== 1 || scalarOdds.length !== 1 || files.length !== 3) {
    throw new Error(`dist/assets should hold core-*.wasm, odds-*.wasm and odds-simd-*.wasm, not ${files.map((file) => file.file).join(", ")}`);
  }
  return { withoutOdds: core[0].gzipBytes, withOdds: core[0].gzipBytes + Math.max(scalarOdds[0].gzipBytes, simdOdds[0].gzipBytes) };
}

/**
 * What a page's HTML makes the browser fetch before it may paint: each stylesheet link and each
 * classic script with a src and neither async nor defer (a module script never blocks).
 */
export function renderBlockingRequests(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  const stylesheets = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((tag) => /href="([^"]+)"/.exec(tag[0])?.[1] ?? "?");
  const scripts = [...head.matchAll(/<script\b([^>]*)>/g)]
    .map((tag) => tag[1])
    .filter((attributes) => /\bsrc="/.test(attributes) && !/\btype="module"|\basync\b|\bdefer\b/.test(attributes))
    .map((attributes) => /src="([^"]+)"/.exec(attributes)?.[1] ?? "?");
  return [...scripts, ...stylesheets];
}

/**
 * The entry script a prerendered page starts: named in its #page-scripts data block, which
 * public/page-start.js reads once the page has painted.
 */
export function entryOf(html: string): string {
  const block = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html)?.[1];
  if (!block) throw new Error("dist/index.html has no #page-scripts block: was it prerendered (npm run build)?");
  return (JSON.parse(block) as { entry: string }).entry.replace(/^\//, "");
}

/** The prerendered file of a page path (scripts/prerender.ts: `/` -> index.html, `/hi/tools/sip` -> hi/tools/sip/index.html). */
function pageFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

function weigh(dist: string, file: string): FileWeight {
  const bytes = readFileSync(join(dist, file));
  return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

/** Every `.html` file under `folder`, as paths relative to `dist`. */
function htmlFiles(dist: string, folder = dist): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const path = join(folder, item.name);
    if (item.isDirectory()) return item.name === "assets" ? [] : htmlFiles(dist, path);
    return item.name.endsWith(".html") ? [relative(dist, path)] : [];
  });
}

export function weighDist(dist: string): Omit<WeightFigures, "homePage"> {
  const entry = entryOf(readFileSync(join(dist, "index.html"), "utf8"));
  const assets = readdirSync(join(dist, "assets")).map((name) => `assets/${name}`);
  const scripts = assets.filter((file) => file.endsWith(".js") && file !== entry && !file.includes("worker"));
  const weighed = scripts.map((file) => weigh(dist, file)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const wasmFiles = assets
    .filter((file) => file.endsWith(".wasm"))
    .map((file) => weigh(dist, file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const worker = assets.find((file) => file.endsWith(".js") && file.includes("worker"));
  if (!wasmFiles.length || !worker) throw new Error("dist/assets has no .wasm or no worker script");
  return {
    entryScript: weigh(dist, entry),
    largestRouteChunk: weighed[0],
    css: assets.filter((file) => file.endsWith(".css")).map((file) => weigh(dist, file)),
    wasm: wasmFiles[0],
    wasmFiles,
    wasmDownloads: wasmDownloads(wasmFiles),
    worker: weigh(dist, worker),
    largestHtmlPage: htmlFiles(dist)
      .map((file) => weigh(dist, file))
      .reduce((largest, page) => (page.gzipBytes > largest.gzipBytes ? page : largest)),
    renderBlocking: LIGHTHOUSE_PATHS.map((path) => ({ path, requests: renderBlockingRequests(readFileSync(join(dist, pageFile(path)), "utf8")) })),
  };
}

export async function weighHomePage(browser: Browser, baseURL: string): Promise<WeightFigures["homePage"]> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const finished: Promise<{ url: string; bytes: number }>[] = [];
  page.on("requestfinished", (request) => {
    finished.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize })));
  });
  try {
    await page.goto(`${baseURL}/`, { waitUntil: "networkidle" });
    const loaded = await Promise.all(finished);
    return {
      requests: loaded.length,
      transferBytes: loaded.reduce((sum, item) => sum + item.bytes, 0),
      scripts: loaded.filter((item) => item.url.endsWith(".js")).map((item) => new URL(item.url).pathname),
    };
  } finally {
    await context.close();
  }
}
