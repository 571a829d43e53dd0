// Serves the built site from memory (site-files.ts): hashed assets cached for a year,
// everything else revalidated, the gzip and brotli files written at build time
// (scripts/precompress.mjs) sent to browsers that accept them. Every page was prerendered at build (scripts/prerender.ts) into its own file,
// dist/<path>/index.html, listed in dist/.prerender/site.json: a GET for a page path answers
// that file, whatever the case of the path, a final '/' or a query (a link with inputs gets the
// page's HTML and the app computes them). A path of another locale whose page is not translated
// yet is sent to the English page; any other unknown path gets its locale's 404 page with status
// 404. A build without site.json (made without the prerender) answers index.html for every page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sendSiteFile, siteFiles } from "./site-files";

/** Where the prerender lists what it wrote (scripts/prerender.ts, PrerenderedSite). */
const SITE_LIST_PATH = ".prerender/site.json";

/**
 * A path with a segment that starts with a dot (/.vite/manifest.json, the build manifest; a
 * stray .env or .git) is never served: not as a file, and not as the app page either.
 */
const DOT_SEGMENT = /(?:^|\/)\.[^/]*/;

/** The URL's path with its %-escapes decoded (so /%2evite is /.vite), or as sent when it cannot be decoded. */
function decodedPath(url: string): string {
  const path = url.split("?")[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Vite names hashed files name-<hash>.ext under /assets: their content never changes. */
const HASHED_ASSET = /^\/assets\//;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

interface PrerenderedSite {
  pages: string[];
  notFound: Record<string, string>;
  /** CSP sources of the stylesheet the pages carry inline (absent in a build before it was inlined). */
  styleHashes?: string[];
}

/** The CSP sources that allow the built pages' inline stylesheet; none without a prerendered build. */
export function inlineStyleHashes(distDir: string): string[] {
  const siteList = join(distDir, SITE_LIST_PATH);
  if (!existsSync(siteList)) return [];
  const site = JSON.parse(readFileSync(siteList, "utf8")) as PrerenderedSite;
  return site.styleHashes ?? [];
}

/** A page's file for `pathname`, or a redirect to its English page, or its locale's 404 page. */
type PageAnswer = { file: string } | { redirect: string } | { notFound: string };

/** The prerendered file of a page path: '/' -> index.html, '/hi/' -> hi/index.html. */
function fileOf(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/index.html` : "index.html";
}

export function pageAnswerer(site: PrerenderedSite): (pathname: string) => PageAnswer {
  const pages = new Set(site.pages);
  // Longest prefix first; '' (English) last, it matches every path.
  const prefixes = Object.keys(site.notFound).sort((a, b) => b.length - a.length);
  return (pathname) => {
    let path: string;
    try {
      path = decodeURIComponent(pathname).toLowerCase();
    } catch {
      path = pathname.toLowerCase();
    }
    const prefix = prefixes.find((candidate) => candidate === "" || path === candidate || path.startsWith(`${candidate}/`)) ?? "";
    const rest = path.slice(prefix.length).replace(/\/+$/, "");
    const canonical = prefix ? `${prefix}/${rest.replace(/^\//, "")}` : rest || "/";
    if (pages.has(canonical)) return { file: fileOf(canonical) };
    const english = rest || "/";
    if (prefix && pages.has(english)) return { redirect: english };
    return { notFound: site.notFound[prefix] ?? site.notFound[""] };
  };
}

export async function registerSite(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, "index.html"))) {
    throw new Error(`${distDir}/index.html is missing: build the site first (npm run build; npm start does it).`);
  }
  const files = siteFiles(distDir);
  const siteList = join(distDir, SITE_LIST_PATH);
  const answer = existsSync(siteList) ? pageAnswerer(JSON.parse(readFileSync(siteList, "utf8")) as PrerenderedSite) : () => ({ file: "index.html" }) as PageAnswer;
  const sendBuilt = (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
    const built = files.get(`/${file}`);
    if (!built) throw new Error(`${distDir}/${file} is listed by the prerender but missing`);
    return sendSiteFile(request, reply, built, "no-cache", status);
  };
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, "http://site");
    const found = answer(url.pathname);
    if ("redirect" in found) return reply.header("cache-control", "no-cache").redirect(`${found.redirect}${url.search}`, 302);
    // The 404 page is sent with its status, never as a 200 file.
    if ("notFound" in found) return sendBuilt(request, reply, found.notFound, 404);
    return sendBuilt(request, reply, found.file);
  };
  const sendFileOrPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodedPath(request.url);
    // A path ending in '/' names a page's folder (dist/tools/sip/): the page answers it.
    const file = path.endsWith("/") || DOT_SEGMENT.test(path) ? undefined : files.get(path);
    if (file) return sendSiteFile(request, reply, file, HASHED_ASSET.test(path) ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
    if (path.startsWith("/api/") || HASHED_ASSET.test(path) || DOT_SEGMENT.test(path)) return reply.code(404).send({ error: "Not found." });
    return sendPage(request, reply);
  };
  // GET (and with it HEAD) of any path the API does not own: a file of the build, else a page.
  app.get("/", sendFileOrPage);
  app.get("/*", sendFileOrPage);
  app.setNotFoundHandler(async (_request: FastifyRequest, reply: FastifyReply) => reply.code(404).send({ error: "Not found." }));
}
