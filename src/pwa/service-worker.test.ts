// The service worker's lifecycle, run in Node against a fake Cache Storage and a fake server:
// an install stores every shared file of its version and those of the visitor's languages, or
// nothing; a page load of another language adds that language; an update waits (no skipWaiting)
// and, once active, removes the older version's cache; requests are answered from the cache of
// the worker's own version. (In Chromium: tests/e2e/offline.test.ts.)
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheNameFor, pageFileOf, revisionOf, type PrecacheManifest } from "./precache-rules";

const ORIGIN = "https://senseandlife.in";

/** Cache Storage, in memory. */
class FakeCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    return {
      put: async (url: string, response: Response) => void store.set(url, response),
      match: async (url: string) => store.get(url)?.clone(),
      delete: async (url: string) => store.delete(url),
      keys: async () => [...store.keys()],
    };
  }
  async has(name: string) {
    return this.stores.has(name);
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

interface Listeners {
  install?(event: unknown): void;
  activate?(event: unknown): void;
  fetch?(event: unknown): void;
}

let caches: FakeCaches;
let server: Map<string, string>;
let listeners: Listeners;
let claim: ReturnType<typeof vi.fn>;
let skipWaiting: ReturnType<typeof vi.fn>;
/** The URLs of the pages of the site open in the browser (the service worker's window clients). */
let openPages: string[];

async function manifestOf(files: Record<string, string>): Promise<PrecacheManifest> {
  const entries = await Promise.all(
    Object.entries(files).map(async ([url, body]) => ({ url, revision: await revisionOf(new TextEncoder().encode(body)) })),
  );
  return { version: await revisionOf(new TextEncoder().encode(JSON.stringify(entries))), entries };
}

/** Loads service-worker.ts as a browser would start it, built with `manifest`. */
async function startWorker(manifest: PrecacheManifest): Promise<void> {
  listeners = {};
  vi.resetModules();
  vi.stubGlobal("__PRECACHE_MANIFEST__", manifest);
  vi.stubGlobal("location", { origin: ORIGIN });
  vi.stubGlobal("clients", { claim, matchAll: async () => openPages.map((path) => ({ url: `${ORIGIN}${path}` })) });
  vi.stubGlobal("skipWaiting", skipWaiting);
  vi.stubGlobal("addEventListener", (type: keyof Listeners, listener: (event: unknown) => void) => {
    listeners[type] = listener;
  });
  await import("./service-worker");
}

/** Fires an install or activate event and waits for what the worker asked to wait for. */
async function lifecycle(type: "install" | "activate"): Promise<void> {
  const pending: Promise<unknown>[] = [];
  listeners[type]?.({ waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
  await Promise.all(pending);
}

/** The response the worker gives, or null when it leaves the request to the network; waits for the work it started beside the answer. */
async function request(path: string, mode: RequestMode | "navigate" = "cors"): Promise<string | null> {
  let response: Promise<Response> | null = null;
  const pending: Promise<unknown>[] = [];
  const facts = { method: "GET", url: `${ORIGIN}${path}`, mode };
  listeners.fetch?.({ request: facts, respondWith: (promise: Promise<Response>) => (response = promise), waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
  const text = response === null ? null : await (await (response as Promise<Response>)).text();
  await Promise.all(pending);
  return text;
}

/** The paths in the one cache of `manifest`'s version. */
async function cached(manifest: PrecacheManifest): Promise<string[]> {
  const cache = await caches.open(cacheNameFor(manifest.version));
  return (await cache.keys()).sort();
}

beforeEach(() => {
  caches = new FakeCaches();
  server = new Map();
  claim = vi.fn(async () => undefined);
  skipWaiting = vi.fn(async () => undefined);
  openPages = [];
  vi.stubGlobal("caches", caches);
  vi.stubGlobal("fetch", async (input: string | { url: string }) => {
    // A page load (a Request) is answered as the server does: with the path's prerendered page.
    const url = typeof input === "string" ? input : pageFileOf(new URL(input.url).pathname);
    const body = server.get(url);
    return body === undefined ? new Response("Not found", { status: 404 }) : new Response(body);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const VERSION_1 = {
  "/index.html": "<html>v1</html>",
  "/tools/sip/index.html": "<html>sip v1</html>",
  "/404.html": "<html>404 v1</html>",
  "/assets/index-aaa.js": "app v1",
  "/assets/core-aaa.wasm": "wasm v1",
};
const VERSION_2 = { "/index.html": "<html>v2</html>", "/assets/index-bbb.js": "app v2", "/assets/core-aaa.wasm": "wasm v1" };

function serve(files: Record<string, string>): void {
  server = new Map(Object.entries(files));
}

describe("the service worker", () => {
  it("stores every file of its version on install, then answers pages and files from that cache", async () => {
    const manifest = await manifestOf(VERSION_1);
    serve(VERSION_1);
    await startWorker(manifest);
    await lifecycle("install");
    await lifecycle("activate");
    expect([...caches.stores.keys()]).toEqual([cacheNameFor(manifest.version)]);
    expect(claim).toHaveBeenCalledOnce();
    serve({}); // offline from here on
    await expect(request("/tools/sip?monthlyInvestment=5000", "navigate")).resolves.toBe("<html>sip v1</html>");
    await expect(request("/no/such/page", "navigate")).resolves.toBe("<html>404 v1</html>");
    await expect(request("/assets/core-aaa.wasm")).resolves.toBe("wasm v1");
    await expect(request("/api/health")).resolves.toBeNull();
  });

  it("fails its install, keeping nothing, when the server already has another version of a file", async () => {
    const manifest = await manifestOf(VERSION_1);
    serve({ ...VERSION_1, "/index.html": "<html>v2</html>" });
    await startWorker(manifest);
    await expect(lifecycle("install")).rejects.toThrow(/index\.html is not the file this version was built with/);
    expect(caches.stores.size).toBe(0);
  });

  it("fails its install when a file is missing on the server", async () => {
    const manifest = await manifestOf(VERSION_1);
    serve({ "/index.html": VERSION_1["/index.html"] });
    await startWorker(manifest);
    await expect(lifecycle("install")).rejects.toThrow(/answered 404/);
    expect(caches.stores.size).toBe(0);
  });

  it("installs an update beside the old version without taking over, and drops the old cache only once active", async () => {
    const first = await manifestOf(VERSION_1);
    serve(VERSION_1);
    await startWorker(first);
    await lifecycle("install");
    await lifecycle("activate");

    const second = await manifestOf(VERSION_2);
    serve(VERSION_2);
    await startWorker(second);
    await lifecycle("install");
    // Waiting: both versions' files are there, so open pages of version 1 keep loading theirs.
    expect(new Set(caches.stores.keys())).toEqual(new Set([cacheNameFor(first.version), cacheNameFor(second.version)]));
    expect(skipWaiting).not.toHaveBeenCalled();

    await lifecycle("activate");
    expect([...caches.stores.keys()]).toEqual([cacheNameFor(second.version)]);
    await expect(request("/", "navigate")).resolves.toBe("<html>v2</html>");
    await expect(request("/assets/index-aaa.js")).resolves.toBeNull();
  });

  describe("languages", () => {
    const SITE = {
      "/index.html": "<html>home</html>",
      "/tools/sip/index.html": "<html>sip</html>",
      "/404.html": "<html>404</html>",
      "/hi/index.html": "<html>hi home</html>",
      "/hi/tools/sip/index.html": "<html>hi sip</html>",
      "/hi/404.html": "<html>hi 404</html>",
      "/mr/index.html": "<html>mr home</html>",
      "/mr/tools/sip/index.html": "<html>mr sip</html>",
      "/mr/404.html": "<html>mr 404</html>",
      "/assets/index-aaa.js": "app",
      "/assets/shell.en-aaa.js": "en words",
      "/assets/shell.hi-aaa.js": "hi words",
      "/assets/shell.mr-aaa.js": "mr words",
      "/assets/core-aaa.wasm": "wasm",
    };
    const SHARED = ["/assets/core-aaa.wasm", "/assets/index-aaa.js"];
    const HINDI = ["/assets/shell.hi-aaa.js", "/hi/404.html", "/hi/index.html", "/hi/tools/sip/index.html"];
    const MARATHI = ["/assets/shell.mr-aaa.js", "/mr/404.html", "/mr/index.html", "/mr/tools/sip/index.html"];

    /** `site` served, its worker installed and active with a Hindi page open; its manifest. */
    async function activeWithHindiOpen(site: Record<string, string>): Promise<PrecacheManifest> {
      const manifest = await manifestOf(site);
      serve(site);
      openPages = ["/hi/"];
      await startWorker(manifest);
      await lifecycle("install");
      await lifecycle("activate");
      return manifest;
    }

    it("installs the shared files and the language of the page that registered it, no other", async () => {
      const manifest = await manifestOf(SITE);
      serve(SITE);
      openPages = ["/hi/tools/sip?monthlyInvestment=5000"];
      await startWorker(manifest);
      await lifecycle("install");
      expect(await cached(manifest)).toEqual([...SHARED, ...HINDI].sort());
    });

    it("adds a language when one of its pages is loaded, and then opens that language offline", async () => {
      const manifest = await activeWithHindiOpen(SITE);
      // Online: the Marathi page comes from the network, and Marathi is stored beside it.
      await expect(request("/mr/tools/sip", "navigate")).resolves.toBe("<html>mr sip</html>");
      expect(await cached(manifest)).toEqual([...SHARED, ...HINDI, ...MARATHI].sort());
      serve({});
      await expect(request("/mr/", "navigate")).resolves.toBe("<html>mr home</html>");
      await expect(request("/assets/shell.mr-aaa.js")).resolves.toBe("mr words");
      // English was never opened: not stored, so the page load goes to the network (offline here).
      await expect(request("/tools/sip", "navigate")).resolves.toBe("Not found");
      expect((await cached(manifest)).filter((path) => path === "/index.html" || path === "/tools/sip/index.html")).toEqual([]);
    });

    it("adds a language its chunk is asked for (a switch inside the app), and leaves nothing of it when a file fails", async () => {
      const manifest = await activeWithHindiOpen(SITE);
      serve({ ...SITE, "/mr/404.html": "<html>another version</html>" });
      await request("/assets/shell.mr-aaa.js");
      expect(await cached(manifest)).toEqual([...SHARED, ...HINDI].sort());
      serve(SITE);
      await request("/assets/shell.mr-aaa.js");
      expect(await cached(manifest)).toEqual([...SHARED, ...HINDI, ...MARATHI].sort());
    });

    it("keeps the languages the older version held when it installs an update", async () => {
      await activeWithHindiOpen(SITE);
      await request("/mr/", "navigate");

      const updated = { ...SITE, "/assets/index-aaa.js": "app v2" };
      const second = await manifestOf(updated);
      serve(updated);
      openPages = [];
      await startWorker(second);
      await lifecycle("install");
      expect(await cached(second)).toEqual([...SHARED, ...HINDI, ...MARATHI].sort());
    });
  });
});
