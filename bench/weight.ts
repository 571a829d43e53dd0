// Weight: gzip sizes of the entry script, the largest route chunk, the CSS, the .wasm and the
// heaviest prerendered page, the requests each Lighthouse page's HTML makes wait before its
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
  /** The heavier of the core's two builds (a page downloads one: the SIMD build where the browser has SIMD, else the scalar one). */
  wasm: FileWeight;
  /** Both builds of the core, scalar and SIMD (workers/core-url.ts). */
  wasmFiles: FileWeight[];
  worker: FileWeight;
  /** The heaviest prerendered page (every `.html` under dist, each language's pages included). */
  largestHtmlPage: FileWeight;
  homePage: { requests: number; transferBytes: number; scripts: string[] };
  /** Each Lighthouse page's render-blocking requests, as its prerendered HTML names them. */
  renderBlocking: { path: string; requests: string[] }[];
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
