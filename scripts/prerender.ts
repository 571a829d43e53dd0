// The build's prerender (npm run build, after `vite build` and `vite build --ssr`): every page
// of the router in every locale that has it, rendered by React over the same components the
// browser hydrates (build/ssr/entry-server.js), each written to dist/<path>/index.html with its
// own <html lang>, title, description, canonical URL, alternates, Open Graph and Twitter tags,
// BreadcrumbList and its stylesheet inline (prerender/inline-styles.ts); each locale's 404 page; /sitemap.xml and robots.txt's
// Sitemap line; then the service worker, which keeps all of them offline. Calculators' worked
// examples are computed by the real WebAssembly core (build/core.wasm, the calculators' file the worker
// loads), instantiated here in Node. See docs/prerender.md.
//
// SITE_ORIGIN (default http://localhost:8080, where `npm start` serves) is the origin the
// canonical URLs, alternates, Open Graph URLs and the sitemap name.
import { readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { CalcClient } from "../src/core/calc-client";
import type * as ServerEntry from "../src/entry-server";
import { writeServiceWorker } from "../src/pwa/write-service-worker";
import { createCalcApi } from "../workers/calc-api";
import { instantiateCore, instantiateOddsCore } from "../workers/core-module";
import { createPageAssets, type BuildManifest } from "./prerender/asset-tags";
import { inlineStylesheets } from "./prerender/inline-styles";
import { headingAndLead, pageDocument, sitemapXml, type PageFacts } from "./prerender/page-document";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DIST = join(ROOT, "dist");
const SSR_ENTRY = join(ROOT, "build", "ssr", "entry-server.js");
const CORE_WASM = join(ROOT, "build", "core.wasm");
const ODDS_WASM = join(ROOT, "build", "odds.wasm");
/** The English path the 404 page is rendered at: any path the router does not have renders the same. */
const UNKNOWN_PATH = "/404";
/** The preview image of every page (the app icon). */
const IMAGE_PATH = "/icons/icon-512.png";

/** What the prerender tells the server (server/site.ts): the pages there are, and each locale's 404 page. */
export interface PrerenderedSite {
  /** Every page's path as written (lower case, no final '/' but the locale homes'). */
  pages: string[];
  /** Locale prefix ('' for English) -> its 404 page, relative to dist/. */
  notFound: Record<string, string>;
  /** The CSP sources ('sha256-…') of the stylesheets the pages carry inline (prerender/inline-styles.ts). */
  styleHashes: string[];
}

function siteOrigin(): string {
  const origin = process.env.SITE_ORIGIN ?? "http://localhost:8080";
  const url = new URL(origin);
  if (url.pathname !== "/" || url.search || url.hash) throw new Error(`SITE_ORIGIN must be an origin alone, not ${origin}`);
  return url.origin;
}

/** 'en-IN' -> 'en_IN', as Open Graph writes a locale. */
const ogLocale = (htmlLang: string) => htmlLang.replace("-", "_");

/** dist/ file of a page path: '/' -> index.html, '/hi/' -> hi/index.html, '/tools/sip' -> tools/sip/index.html. */
function fileOf(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/index.html` : "index.html";
}

async function main(): Promise<void> {
  // React's production build, as the browser runs: the same markup, rendered faster. Set before
  // the app (and React with it) is imported below.
  process.env.NODE_ENV ??= "production";
  const started = performance.now();
  const origin = siteOrigin();
  const app = (await import(pathToFileURL(SSR_ENTRY).href)) as typeof ServerEntry;
  // The odds module is read only if a page asks for odds while it renders (none does).
  const core = createCalcApi(instantiateCore(await readFile(CORE_WASM)), async () => instantiateOddsCore(await readFile(ODDS_WASM))) as unknown as CalcClient;
  const runner: ServerEntry.CalcRunner = (definition, inputs) => definition.compute(core, inputs);

  const template = await readFile(join(DIST, "index.html"), "utf8");
  if (!template.includes('<div id="root"></div>')) throw new Error("dist/index.html is not Vite's build of index.html: run vite build first (npm run build)");
  const manifest = JSON.parse(await readFile(join(DIST, ".vite", "manifest.json"), "utf8")) as BuildManifest;
  const pageAssets = createPageAssets(manifest);
  const image = `${origin}${IMAGE_PATH}`;

  const site: PrerenderedSite = { pages: [], notFound: {}, styleHashes: [] };
  const styleHashes = new Set<string>();
  const stylesheets = new Map<string, string>();
  const cssOf = (href: string) => {
    let css = stylesheets.get(href);
    if (css === undefined) stylesheets.set(href, (css = readFileSync(join(DIST, href.replace(/^\//, "")), "utf8")));
    return css;
  };
  const sitemap: { url: string; alternates: readonly { hrefLang: string; href: string }[] }[] = [];
  const sizes: { path: string; gzip: number }[] = [];

  const write = async (file: string, page: string, path: string) => {
    const { html, hashes } = inlineStylesheets(page, cssOf);
    for (const hash of hashes) styleHashes.add(hash);
    await mkdir(dirname(join(DIST, file)), { recursive: true });
    await writeFile(join(DIST, file), html);
    sizes.push({ path, gzip: gzipSync(html, { level: 9 }).length });
  };

  for (const locale of app.LOCALES) {
    const words = await app.siteWords(locale);
    const { htmlLang, prefix } = app.LOCALE_INFO[locale];
    const otherLocales = app.LOCALES.filter((other) => other !== locale).map((other) => ogLocale(app.LOCALE_INFO[other].htmlLang));
    const facts = async (path: string, englishPath: string, sources: readonly string[], indexable: boolean): Promise<PageFacts> => {
      const rootHtml = await app.renderRoot(path, runner);
      const { heading, lead } = headingAndLead(rootHtml);
      const isHome = englishPath === "/";
      const canonical = `${origin}${path}`;
      return {
        htmlLang,
        title: app.documentTitleFor(heading, words.title, isHome || !indexable),
        description: app.descriptionFor(lead, words.description),
        canonical,
        alternates: app.alternateLinks(path, origin),
        ogLocale: ogLocale(htmlLang),
        ogAlternateLocales: indexable ? otherLocales : [],
        siteName: app.BRAND_NAME,
        image,
        breadcrumbs: app.breadcrumbTrail(englishPath, words.breadcrumbs).map((crumb) => ({ name: crumb.label, url: `${origin}${app.withLocale(crumb.path, locale)}` })),
        assets: pageAssets(sources, locale),
        rootHtml,
        indexable,
      };
    };

    for (const routePath of app.routePaths()) {
      if (!app.isTranslated(routePath, locale)) continue;
      const path = app.canonicalPath(app.withLocale(routePath, locale));
      const englishPath = app.englishPathOf(path);
      const page = await facts(path, englishPath, await app.pageSources(englishPath, locale), true);
      await write(fileOf(path), pageDocument(template, page), path);
      site.pages.push(path);
      sitemap.push({ url: page.canonical, alternates: page.alternates });
    }
    const notFoundPath = app.withLocale(UNKNOWN_PATH, locale);
    const notFound = await facts(notFoundPath, "/", await app.pageSources("/", locale), false);
    const notFoundFile = `${prefix.replace(/^\//, "")}${prefix ? "/" : ""}404.html`;
    await write(notFoundFile, pageDocument(template, notFound), notFoundPath);
    site.notFound[prefix] = notFoundFile;
  }

  site.styleHashes = [...styleHashes];
  await writeFile(join(DIST, "sitemap.xml"), sitemapXml(sitemap));
  const robots = await readFile(join(DIST, "robots.txt"), "utf8");
  await writeFile(join(DIST, "robots.txt"), `${robots.replace(/^Sitemap:.*\n?/gm, "").trimEnd()}\n\nSitemap: ${origin}/sitemap.xml\n`);
  await mkdir(join(DIST, ".prerender"), { recursive: true });
  await writeFile(join(DIST, ".prerender", "site.json"), `${JSON.stringify(site, null, 2)}\n`);
  const rendered = performance.now() - started;

  const worker = await writeServiceWorker(ROOT, DIST, "es2022");
  const largest = [...sizes].sort((a, b) => b.gzip - a.gzip)[0];
  console.log(
    `prerendered ${sizes.length} pages (${app.LOCALES.join(", ")}) in ${(rendered / 1000).toFixed(1)} s; ` +
      `largest ${largest.path} ${(largest.gzip / 1024).toFixed(1)} KB gzip; offline cache: ${worker.files} files, version ${worker.version}`,
  );
}

await main();
