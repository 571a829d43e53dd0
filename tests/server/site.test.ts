// The site-serving rules of server/site.ts and server/security-headers.ts, against a small
// built site in a temp folder (the real dist/ is checked by the browser tests).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config/env";

let dist: string;

/** An unhashed file, revalidated on every visit. */
const PAGE_START = "document.documentElement.classList.add('dark');\n".repeat(40);
let app: FastifyInstance;

/** The CSP source of the stylesheet the pages carry inline, as the prerender lists it. */
const PAGE_STYLE_HASH = "'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='";

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "site-test-"));
  mkdirSync(join(dist, "assets"));
  // A prerendered site as scripts/prerender.ts writes it: a file per page and locale, a 404 page
  // per locale, and the list the server reads. /tools/emi exists in English only.
  const pages: Record<string, string> = {
    "/": "index.html",
    "/tools/sip": "tools/sip/index.html",
    "/tools/emi": "tools/emi/index.html",
    "/hi/": "hi/index.html",
    "/hi/tools/sip": "hi/tools/sip/index.html",
  };
  for (const [path, file] of Object.entries(pages)) {
    mkdirSync(join(dist, file, ".."), { recursive: true });
    writeFileSync(join(dist, file), `<!doctype html><title>page ${path}</title><div id=root>${path}</div>`);
  }
  writeFileSync(join(dist, "404.html"), "<!doctype html><title>404</title><div id=root>not found en</div>");
  writeFileSync(join(dist, "hi", "404.html"), "<!doctype html><title>404</title><div id=root>not found hi</div>");
  mkdirSync(join(dist, ".prerender"));
  writeFileSync(join(dist, ".prerender", "site.json"), JSON.stringify({ pages: Object.keys(pages), notFound: { "": "404.html", "/hi": "hi/404.html" }, styleHashes: [PAGE_STYLE_HASH] }));
  const script = "console.log('hello');".repeat(200);
  writeFileSync(join(dist, "assets", "index-abc123.js"), script);
  writeFileSync(join(dist, "assets", "index-abc123.js.gz"), gzipSync(script));
  writeFileSync(join(dist, "page-start.js"), PAGE_START);
  writeFileSync(join(dist, "page-start.js.gz"), gzipSync(PAGE_START));
  writeFileSync(join(dist, "page-start.js.br"), brotliCompressSync(PAGE_START));
  writeFileSync(join(dist, "robots.txt"), "User-agent: *\nAllow: /\n");
  // The store goes in the temp folder too, never ./data.
  app = await buildApp({ ...loadConfig({ LOG_LEVEL: "silent", DATA_DIR: join(dist, "data") }), distDir: dist });
});

afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the site server", () => {
  it("answers GET /api/health", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it("sends each page its own prerendered file, whatever its case, final '/' or query, never cached", async () => {
    const cases: [string, string][] = [
      ["/", "/"],
      ["/tools/sip?monthlyInvestment=5000", "/tools/sip"],
      ["/tools/SIP/", "/tools/sip"],
      ["/tools/sip/", "/tools/sip"],
      ["/tools/EMI", "/tools/emi"],
      ["/hi", "/hi/"],
      ["/hi/", "/hi/"],
      ["/hi/tools/sip?timePeriod=5", "/hi/tools/sip"],
    ];
    for (const [url, page] of cases) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toContain("text/html");
      expect(response.body, url).toContain(`<div id=root>${page}</div>`);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("answers an unknown path with its locale's 404 page and status 404", async () => {
    for (const [url, body] of [
      ["/no/such/page", "not found en"],
      ["/tools/nothing?x=1", "not found en"],
      ["/hi/no/such/page", "not found hi"],
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toContain("text/html");
      expect(response.body, url).toContain(body);
    }
  });

  it("sends a page not translated into a locale to its English page, keeping the query", async () => {
    const response = await app.inject({ method: "GET", url: "/hi/tools/emi?amount=500000" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/tools/emi?amount=500000");
  });

  it("caches hashed assets for a year and sends the precompressed file to browsers that accept it", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toContain("javascript");
  });

  it("sends brotli before gzip, each as the browser weighs them, and the file itself to a browser that accepts neither", async () => {
    const cases: [string | undefined, string | undefined, (body: Buffer) => Buffer][] = [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["br;q=0, gzip", "gzip", gunzipSync],
      ["identity", undefined, (body) => body],
      [undefined, undefined, (body) => body],
    ];
    for (const [acceptEncoding, coding, decode] of cases) {
      const response = await app.inject({ method: "GET", url: "/page-start.js", headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers["content-encoding"], acceptEncoding).toBe(coding);
      expect(response.headers.vary, acceptEncoding).toBe("accept-encoding");
      expect(response.headers["cache-control"], acceptEncoding).toBe("no-cache");
      expect(Number(response.headers["content-length"]), acceptEncoding).toBe(response.rawPayload.length);
      expect(decode(response.rawPayload).toString(), acceptEncoding).toBe(PAGE_START);
    }
  });

  it("answers a revalidation with 304 while the file is unchanged, and HEAD with the headers alone", async () => {
    const first = await app.inject({ method: "GET", url: "/tools/sip", headers: { "accept-encoding": "br" } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers["last-modified"]).toMatch(/GMT$/);
    const again = await app.inject({ method: "GET", url: "/tools/sip", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await app.inject({ method: "GET", url: "/tools/emi", headers: { "if-none-match": etag } });
    expect(other.statusCode).toBe(200);
    const head = await app.inject({ method: "HEAD", url: "/page-start.js" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(Number(head.headers["content-length"])).toBe(PAGE_START.length);
  });

  it("answers a missing asset or API path with a JSON 404, not the app page", async () => {
    for (const url of ["/assets/missing-123.js", "/api/nothing-here"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: "Not found." });
    }
  });

  it("serves robots.txt as a file, not the app page", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.body).toContain("User-agent");
  });

  it("puts the security headers on every response", async () => {
    for (const url of ["/", "/api/health", "/api/nothing-here", "/assets/index-abc123.js"]) {
      const response = await app.inject({ method: "GET", url });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp, url).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp, url).toContain("worker-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain("unsafe-inline");
      // Inline style: only the pages' own stylesheet, by its hash.
      expect(csp.split("; ").find((directive) => directive.startsWith("style-src")), url).toBe(`style-src 'self' ${PAGE_STYLE_HASH}`);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("the configuration", () => {
  it("defaults to port 8080 and refuses a malformed port", () => {
    expect(loadConfig({}).port).toBe(8080);
    expect(loadConfig({ PORT: "3000" }).port).toBe(3000);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });
});
