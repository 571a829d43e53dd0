// Serves the built site: hashed assets cached for a year, everything else revalidated, the
// gzip and brotli files written at build time (scripts/precompress.mjs) sent to browsers that
// accept them, and the SPA fallback: a GET for a page path answers index.html, so a client
// route opened directly (or an unknown path, which shows the home page) works. A page whose
// lazy chunks are known (route-preloads.ts) gets them named in its head, so they load at once.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { createPreloader, withPreloads, type BuildManifest } from "./route-preloads";

/** Where Vite writes its build manifest (vite.config.ts `build.manifest`). */
const MANIFEST_PATH = ".vite/manifest.json";

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

export async function registerSite(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, "index.html"))) {
    throw new Error(`${distDir}/index.html is missing: build the site first (npm run build; npm start does it).`);
  }
  const assetsDir = join(distDir, "assets") + sep;
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    wildcard: true,
    index: false,
    // send's own check: a dot-segment path is "not found" before the disk is asked.
    dotfiles: "ignore",
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader("cache-control", path.startsWith(assetsDir) ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
    },
  });

  // The build this server started with: its app page and what each route loads first. Without
  // a manifest (a build made without it) every page is index.html as it is.
  const manifestFile = join(distDir, MANIFEST_PATH);
  const preloadsFor = existsSync(manifestFile) ? createPreloader(JSON.parse(readFileSync(manifestFile, "utf8")) as BuildManifest) : () => "";
  const appPage = readFileSync(join(distDir, "index.html"), "utf8");
  const sendAppPage = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
    const tags = preloadsFor(new URL(request.url, "http://site").pathname);
    return tags ? reply.send(withPreloads(appPage, tags)) : reply.sendFile("index.html");
  };
  // The static plugin treats / as a directory listing request: the app page answers it.
  app.get("/", async (request, reply) => sendAppPage(request, reply));
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodedPath(request.url);
    const isPage = (request.method === "GET" || request.method === "HEAD") && !path.startsWith("/api/") && !HASHED_ASSET.test(path) && !DOT_SEGMENT.test(path);
    if (!isPage) return reply.code(404).send({ error: "Not found." });
    return sendAppPage(request, reply);
  });
}
