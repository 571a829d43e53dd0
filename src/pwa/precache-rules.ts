// The rules of the offline cache, shared by the service worker (service-worker.ts) and the build
// step that lists the files (write-service-worker.ts). Pure functions, so they are unit-tested.
//
// One version of the site = one list of files with a revision each (the first 16 hex digits
// of the file's SHA-256) = one cache named after the whole list. A service worker serves only
// from its own version's cache, so a page always gets the index.html, chunks, worker and .wasm
// of one build, never a mix. Every page is prerendered (scripts/prerender.ts) at
// <path>/index.html, each locale's 404 page at <prefix>/404.html: a page load is answered with
// its own page, offline too.
import { LOCALE_INFO, LOCALES, localeOfPath, stripLocale, type Locale } from "../i18n/locales";

export interface PrecacheEntry {
  /** Site path, e.g. '/assets/sip-C5h9oqQm.js' or '/index.html'. */
  url: string;
  /** First 16 hex digits of the SHA-256 of the file's bytes. */
  revision: string;
}

export interface PrecacheManifest {
  /** Names this version's cache: a digest of every entry's url and revision. */
  version: string;
  entries: PrecacheEntry[];
}

/** Every cache this site's service worker makes starts with this; others are left alone. */
export const CACHE_PREFIX = "sense-life-offline-";
/** The home page's file: a build without it is not a site. */
export const HOME_PAGE_URL = "/index.html";
/** The service worker script: served from the site root so its scope is the whole site. */
export const SERVICE_WORKER_URL = "/sw.js";

/** Files of the built site worth keeping offline; anything else (robots.txt, .br/.gz twins) is not. */
const PRECACHED_FILE = /\.(html|js|css|wasm|svg|png|ico|webmanifest|woff2)$/;

const REVISION_HEX_DIGITS = 16;

function hex(digest: ArrayBuffer): string {
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The revision of a file's bytes (Web Crypto, so the build and the service worker agree). */
export async function revisionOf(bytes: BufferSource): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", bytes)).slice(0, REVISION_HEX_DIGITS);
}

/**
 * Chunks of use only online, left out of the offline cache so no visitor downloads them in the
 * background: the sign-up form's password estimator (about 210 KB compressed; signing up
 * needs the server anyway).
 */
const ONLINE_ONLY_CHUNK = /^assets\/password-strength-[\w-]+\.js$/;

/** True for a built file that belongs in the offline cache (`path` relative to dist/, with '/'). */
export function shouldPrecache(path: string): boolean {
  return PRECACHED_FILE.test(path) && `/${path}` !== SERVICE_WORKER_URL && !ONLINE_ONLY_CHUNK.test(path);
}

/** The manifest for these files (path relative to dist/ -> revision), in a stable order. */
export async function buildManifest(files: ReadonlyMap<string, string>): Promise<PrecacheManifest> {
  const entries = [...files]
    .filter(([path]) => shouldPrecache(path))
    .map(([path, revision]) => ({ url: `/${path}`, revision }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  if (!entries.some((entry) => entry.url === HOME_PAGE_URL)) throw new Error(`the offline cache needs ${HOME_PAGE_URL}`);
  const listing = entries.map((entry) => `${entry.url} ${entry.revision}`).join("\n");
  return { version: await revisionOf(new TextEncoder().encode(listing)), entries };
}

/**
 * The language a cached file is for, or null for a file every visitor needs. A page is in the
 * locale of its path (English pages too); a chunk named `<feature>.<locale>-<hash>.js` is a
 * message catalogue or a calculator's text in that locale (a page loads only its own
 * locale's, catalogue.ts). Everything else (the entry, the route chunks, styles, the worker,
 * the .wasm, icons) is shared.
 */
export function localeOfFile(url: string): Locale | null {
  if (url.endsWith(".html")) return localeOfPath(url);
  const named = /^\/assets\/[^/]+\.([a-z]{2})-[\w-]+\.js$/.exec(url)?.[1];
  return LOCALES.find((locale) => locale === named) ?? null;
}

/** The file whose presence in a cache says a locale's files are all there: its home page, stored last. */
export function localeMarkerOf(locale: Locale): string {
  return `${LOCALE_INFO[locale].prefix}/index.html`;
}

/**
 * The entries a visitor's cache holds: the shared files and those of `locales` (the language of
 * the page that installed the service worker, and each one the visitor opened since). A page
 * of another language is still served online; offline it is not there.
 */
export function entriesFor(entries: readonly PrecacheEntry[], locales: ReadonlySet<Locale>): PrecacheEntry[] {
  return entries.filter((entry) => {
    const locale = localeOfFile(entry.url);
    return locale === null || locales.has(locale);
  });
}

/** The entries of one locale alone, its marker (home page) last, so a cache that has the marker has them all. */
export function localeEntries(entries: readonly PrecacheEntry[], locale: Locale): PrecacheEntry[] {
  const marker = localeMarkerOf(locale);
  const own = entries.filter((entry) => localeOfFile(entry.url) === locale);
  return [...own.filter((entry) => entry.url !== marker), ...own.filter((entry) => entry.url === marker)];
}

/** The locale a request asks for files of: a page load's path, or a locale's chunk; null for a shared file. */
export function localeOfRequest(request: RequestFacts, origin: string): Locale | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname.startsWith("/api/")) return null;
  if (request.mode === "navigate" && isClientRoute(url.pathname)) return localeOfPath(url.pathname);
  return localeOfFile(url.pathname);
}

export function cacheNameFor(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** Caches of older versions of this site, to delete once this version is the active one. */
export function isOutdatedCache(name: string, currentName: string): boolean {
  return name.startsWith(CACHE_PREFIX) && name !== currentName;
}

/** What the service worker does with a request: answer it from the cache (with this key), or leave it to the network. */
export type Route = { from: "cache"; key: string } | { from: "network" };

export interface RequestFacts {
  method: string;
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

/** A path with no file extension in its last segment is a client route of the app (/tools/sip). */
function isClientRoute(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !lastSegment.includes(".");
}

/** The prerendered file of a page path, as the prerender writes it: lower case, no final '/'. */
export function pageFileOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "").toLowerCase();
  return `${trimmed}/index.html`;
}

/** The 404 page of the path's locale ('/404.html', '/hi/404.html'). */
export function notFoundFileOf(pathname: string): string {
  return `${LOCALE_INFO[localeOfPath(pathname)].prefix}/404.html`;
}

/**
 * Decides where a request is answered from. Only GETs of our own origin are ever cached; the
 * API (/api/...) always goes to the network, never into the cache. A file of this version is
 * answered from the cache whatever its query; a page load gets its prerendered page, and a path
 * with no page the 404 page of its locale, so every route opens offline. A path of another
 * locale whose English page exists but which is not translated yet goes to the network: the
 * server sends the visitor to the English page.
 */
export function routeRequest(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Route {
  if (request.method !== "GET") return { from: "network" };
  const url = new URL(request.url);
  if (url.origin !== origin) return { from: "network" };
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return { from: "network" };
  if (precached.has(url.pathname)) return { from: "cache", key: url.pathname };
  if (request.mode !== "navigate" || !isClientRoute(url.pathname)) return { from: "network" };
  const page = pageFileOf(url.pathname);
  if (precached.has(page)) return { from: "cache", key: page };
  if (precached.has(pageFileOf(stripLocale(url.pathname)))) return { from: "network" };
  const notFound = notFoundFileOf(url.pathname);
  return precached.has(notFound) ? { from: "cache", key: notFound } : { from: "network" };
}
