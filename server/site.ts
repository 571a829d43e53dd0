// Serves the built site: hashed assets cached for a year, everything else revalidated, the
// gzip and brotli files written at build time (scripts/precompress.mjs) sent to browsers that
// accept them, and the SPA fallback: a GET for a page path answers index.html, so a client
// route opened directly (or an unknown path, which shows the home page) works.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import { join, sep } from "node:path";

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
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader("cache-control", path.startsWith(assetsDir) ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
    },
  });

  const sendAppPage = (reply: FastifyReply) => reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile("index.html");
  // The static plugin treats / as a directory listing request: the app page answers it.
  app.get("/", async (_request, reply) => sendAppPage(reply));
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/") && !HASHED_ASSET.test(request.url);
    if (!isPage) return reply.code(404).send({ error: "Not found." });
    return sendAppPage(reply);
  });
}
