// The offline cache's rules: which built files are kept, how a version is named, which caches
// an update removes, and where each request is answered from.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildManifest, cacheNameFor, entriesFor, isOutdatedCache, localeEntries, localeOfFile, localeOfRequest, revisionOf, routeRequest, shouldPrecache } from "./precache-rules";

const ORIGIN = "https://senseandlife.in";
const PRECACHED = new Set([
  "/index.html",
  "/tools/sip/index.html",
  "/tools/emi/index.html",
  "/contact/index.html",
  "/hi/index.html",
  "/hi/tools/sip/index.html",
  "/404.html",
  "/hi/404.html",
  "/assets/index-B7Xf31Ib.js",
  "/assets/core-CZfjEt3u.wasm",
  "/manifest.webmanifest",
]);
const route = (path: string, mode = "cors", method = "GET") => routeRequest({ method, url: `${ORIGIN}${path}`, mode }, ORIGIN, PRECACHED);

describe("the offline cache's files", () => {
  it("gives a file the first 16 hex digits of its SHA-256, the same in Node and in the service worker", async () => {
    const bytes = new TextEncoder().encode("<!doctype html><title>Sense & Life</title>");
    expect(await revisionOf(bytes)).toBe(createHash("sha256").update(bytes).digest("hex").slice(0, 16));
  });

  it("keeps the app page, every chunk, style, worker, .wasm, icon and the manifest, not the service worker or compressed twins", () => {
    for (const path of ["index.html", "assets/index-B7Xf31Ib.js", "assets/calc.worker-EANSm9OF.js", "assets/core-CZfjEt3u.wasm", "assets/index-CJDycfBy.css"]) {
      expect(shouldPrecache(path)).toBe(true);
    }
    for (const path of ["icons/icon-512.png", "favicon.svg", "manifest.webmanifest", "page-start.js"]) expect(shouldPrecache(path)).toBe(true);
    for (const path of ["sw.js", "assets/index-B7Xf31Ib.js.br", "index.html.gz", "robots.txt", "assets/password-strength-Dlx4FLmx.js"]) expect(shouldPrecache(path)).toBe(false);
  });

  it("lists a build's files in a stable order, and names the version after all of them", async () => {
    const files = new Map([
      ["index.html", "aaaa"],
      ["assets/b.js", "bbbb"],
      ["assets/a.js", "cccc"],
      ["sw.js", "dddd"],
    ]);
    const manifest = await buildManifest(files);
    expect(manifest.entries).toEqual([
      { url: "/assets/a.js", revision: "cccc" },
      { url: "/assets/b.js", revision: "bbbb" },
      { url: "/index.html", revision: "aaaa" },
    ]);
    expect(manifest.version).toMatch(/^[0-9a-f]{16}$/);
    const reordered = await buildManifest(new Map([...files].reverse()));
    expect(reordered.version).toBe(manifest.version);
    const changed = await buildManifest(new Map([...files, ["index.html", "eeee"]]));
    expect(changed.version).not.toBe(manifest.version);
  });

  it("refuses to build a version without the home page", async () => {
    await expect(buildManifest(new Map([["assets/a.js", "cccc"]]))).rejects.toThrow(/index\.html/);
  });
});

describe("an update", () => {
  it("removes older versions' caches once the new version is active, and nobody else's", () => {
    const current = cacheNameFor("1111222233334444");
    expect(isOutdatedCache(cacheNameFor("0000000000000000"), current)).toBe(true);
    expect(isOutdatedCache(current, current)).toBe(false);
    expect(isOutdatedCache("some-other-cache", current)).toBe(false);
  });
});

describe("where a request is answered from", () => {
  it("answers this version's files from the cache, whatever their query", () => {
    expect(route("/assets/index-B7Xf31Ib.js")).toEqual({ from: "cache", key: "/assets/index-B7Xf31Ib.js" });
    expect(route("/assets/core-CZfjEt3u.wasm?v=2")).toEqual({ from: "cache", key: "/assets/core-CZfjEt3u.wasm" });
  });

  it("answers a page load with that page's own prerendered file, whatever its case, final '/' or query", () => {
    expect(route("/", "navigate")).toEqual({ from: "cache", key: "/index.html" });
    expect(route("/tools/sip?monthlyInvestment=10000", "navigate")).toEqual({ from: "cache", key: "/tools/sip/index.html" });
    expect(route("/tools/EMI", "navigate")).toEqual({ from: "cache", key: "/tools/emi/index.html" });
    expect(route("/contact/", "navigate")).toEqual({ from: "cache", key: "/contact/index.html" });
    expect(route("/hi", "navigate")).toEqual({ from: "cache", key: "/hi/index.html" });
    expect(route("/hi/tools/sip", "navigate")).toEqual({ from: "cache", key: "/hi/tools/sip/index.html" });
  });

  it("answers a page load of an unknown path with its locale's 404 page, and an untranslated page from the network", () => {
    expect(route("/money/what-is-a-sip", "navigate")).toEqual({ from: "cache", key: "/404.html" });
    expect(route("/hi/no/such/page", "navigate")).toEqual({ from: "cache", key: "/hi/404.html" });
    // /tools/emi has a page in English only here: the server redirects its Hindi address.
    expect(route("/hi/tools/emi", "navigate")).toEqual({ from: "network" });
  });

  it("never caches the API, and leaves other requests to the network", () => {
    expect(route("/api/health", "navigate")).toEqual({ from: "network" });
    expect(route("/api/contact", "cors", "POST")).toEqual({ from: "network" });
    expect(route("/api/wellness-assistant")).toEqual({ from: "network" });
    expect(route("/robots.txt", "navigate")).toEqual({ from: "network" });
    expect(route("/assets/sip-OLDHASH.js")).toEqual({ from: "network" });
    expect(route("/", "navigate", "POST")).toEqual({ from: "network" });
    expect(routeRequest({ method: "GET", url: "https://example.com/index.html", mode: "cors" }, ORIGIN, PRECACHED)).toEqual({ from: "network" });
  });
});

describe("the offline cache's languages", () => {
  it("gives each page its path's language and each catalogue chunk its name's; everything else is shared", () => {
    expect(localeOfFile("/index.html")).toBe("en");
    expect(localeOfFile("/tools/sip/index.html")).toBe("en");
    expect(localeOfFile("/404.html")).toBe("en");
    expect(localeOfFile("/hi/index.html")).toBe("hi");
    expect(localeOfFile("/mr/tools/sip/index.html")).toBe("mr");
    expect(localeOfFile("/bn/404.html")).toBe("bn");
    expect(localeOfFile("/assets/shell.en-C8uGKbCa.js")).toBe("en");
    expect(localeOfFile("/assets/odds.hi-4B4F-vrf.js")).toBe("hi");
    expect(localeOfFile("/assets/sip.bn-Ab_c1234.js")).toBe("bn");
    for (const shared of ["/assets/index-CnGBdklu.js", "/assets/calc.worker-EANSm9OF.js", "/assets/core-CZfjEt3u.wasm", "/assets/index-BWctdCtt.css", "/manifest.webmanifest", "/page-start.js", "/assets/step-up-parts-lEZUiTEN.js"]) {
      expect(localeOfFile(shared)).toBeNull();
    }
  });

  it("keeps the shared files and the visitor's languages; a language's own files end with its home page", () => {
    const entries = ["/index.html", "/hi/index.html", "/hi/tools/sip/index.html", "/mr/index.html", "/assets/index-a.js", "/assets/shell.en-a.js", "/assets/shell.hi-a.js"].map((url) => ({ url, revision: "r" }));
    expect(entriesFor(entries, new Set(["hi"] as const)).map((entry) => entry.url)).toEqual(["/hi/index.html", "/hi/tools/sip/index.html", "/assets/index-a.js", "/assets/shell.hi-a.js"]);
    expect(localeEntries(entries, "hi").map((entry) => entry.url)).toEqual(["/hi/tools/sip/index.html", "/assets/shell.hi-a.js", "/hi/index.html"]);
  });

  it("says which language a request asks for: a page load's path, or a catalogue chunk", () => {
    const ask = (path: string, mode = "cors", method = "GET") => localeOfRequest({ method, url: `${ORIGIN}${path}`, mode }, ORIGIN);
    expect(ask("/mr/tools/sip?monthlyInvestment=5000", "navigate")).toBe("mr");
    expect(ask("/tools/sip", "navigate")).toBe("en");
    expect(ask("/assets/shell.bn-a1b2c3d4.js")).toBe("bn");
    expect(ask("/assets/index-a1b2c3d4.js")).toBeNull();
    expect(ask("/api/health")).toBeNull();
    expect(ask("/hi/", "navigate", "POST")).toBeNull();
    expect(localeOfRequest({ method: "GET", url: "https://elsewhere.example/hi/", mode: "navigate" }, ORIGIN)).toBeNull();
  });
});
