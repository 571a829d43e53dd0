// The site-serving rules of server/site.ts and server/security-headers.ts, against a small
// built site in a temp folder (the real dist/ is checked by the browser tests).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config/env";

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "site-test-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title><div id=root></div>");
  const script = "console.log('hello');".repeat(200);
  writeFileSync(join(dist, "assets", "index-abc123.js"), script);
  writeFileSync(join(dist, "assets", "index-abc123.js.gz"), gzipSync(script));
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

  it("sends the app page for any client route, never cached", async () => {
    for (const url of ["/", "/tools/sip?monthlyInvestment=5000", "/no/such/page"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toContain("text/html");
      expect(response.body, url).toContain('<div id=root>');
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("caches hashed assets for a year and sends the precompressed file to browsers that accept it", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toContain("javascript");
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
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("a built site with its manifest", () => {
  let withManifest: string;
  let site: FastifyInstance;

  beforeAll(async () => {
    withManifest = mkdtempSync(join(tmpdir(), "site-manifest-test-"));
    mkdirSync(join(withManifest, ".vite"), { recursive: true });
    writeFileSync(join(withManifest, "index.html"), "<!doctype html><html><head><title>app</title></head><body><div id=root></div></body></html>");
    const manifest = {
      "index.html": { file: "assets/index-a1.js", isEntry: true },
      "src/calculators/calculator-route.tsx": { file: "assets/calculator-route-k1.js", imports: ["index.html"] },
      "src/calculators/definitions/sip.ts": { file: "assets/sip-s1.js", imports: ["src/calculators/calculator-route.tsx"], css: ["assets/sip-s1.css"] },
    };
    writeFileSync(join(withManifest, ".vite", "manifest.json"), JSON.stringify(manifest));
    site = await buildApp({ ...loadConfig({ LOG_LEVEL: "silent", DATA_DIR: join(withManifest, "data") }), distDir: withManifest });
  });

  afterAll(async () => {
    await site?.close();
    rmSync(withManifest, { recursive: true, force: true });
  });

  it("names a calculator page's chunks in its head, and sends other pages as built", async () => {
    const sip = await site.inject({ method: "GET", url: "/tools/sip?monthlyInvestment=5000" });
    expect(sip.statusCode).toBe(200);
    expect(sip.headers["content-type"]).toContain("text/html");
    expect(sip.headers["cache-control"]).toBe("no-cache");
    expect(sip.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/calculator-route-k1.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/sip-s1.js">');
    expect(sip.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/sip-s1.css">');
    expect(sip.body.indexOf("sip-s1.js")).toBeLessThan(sip.body.indexOf("</head>"));
    const other = await site.inject({ method: "GET", url: "/money" });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain("modulepreload");
  });
});

describe("the configuration", () => {
  it("defaults to port 8080 and refuses a malformed port", () => {
    expect(loadConfig({}).port).toBe(8080);
    expect(loadConfig({ PORT: "3000" }).port).toBe(3000);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });
});
