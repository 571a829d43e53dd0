// Offline use end to end in Chromium, against the built site and the real server: after one
// visit the service worker has cached this version, and with the network cut a calculator opens
// (by a fresh page load, by a reload and in a new tab), computes in its worker from the cached
// .wasm, and an explainer page opens. The manifest and icons make the site installable.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, field, launchBrowser, openPage, PHONE, result } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Service workers are blocked in the other browser tests (tests/e2e/browser.ts); here they are the subject. */
const ALLOW = { serviceWorkers: "allow" } as const;
/** A first visit downloads the shared files and every page of the visitor's language into the cache: slow on a busy machine. */
const PRECACHE_TIMEOUT_MS = 150_000;

/** Waits until the service worker is active (so its install, the precache, is complete) and controls the page. */
async function waitForOfflineReady(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith("sense-life-offline-"));
    if (names.length !== 1) throw new Error(`expected one offline cache, found ${names.join(", ") || "none"}`);
    const cache = await caches.open(names[0]);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

/** Computes the SIP from its defaults (₹10,000 a month, 12%, 10 years) and waits for the total. */
async function computeSip(page: Page): Promise<void> {
  await field(page, "Monthly investment").waitFor();
  await page.getByRole("button", { name: "Calculate" }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="result-total"]')?.textContent === "₹23,23,391");
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  // The network is really gone, and the API is never answered from the cache. (Probed from a
  // page of its own: the failed load is logged as an error on the page that makes it.)
  const probe = await context.newPage();
  await expect(probe.goto("/api/health")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await probe.close();
}

describe("offline use after one visit", () => {
  it("caches this version's prerendered pages of the visitor's language, chunks, worker and .wasm on the first visit", async () => {
    const { context, page, errors } = await openPage(browser, "/", DESKTOP, ALLOW);
    try {
      const cached = await waitForOfflineReady(page);
      // Every page of the visitor's language is its own prerendered file, and its 404 page.
      for (const file of ["/index.html", "/tools/sip/index.html", "/money/investing/index.html", "/404.html"]) {
        expect(cached).toContain(file);
      }
      // Other languages' pages and words are not downloaded until one of their pages is opened.
      expect(cached.filter((path) => /^\/(hi|mr|bn)\//.test(path) || /\.(hi|mr|bn)-[\w-]+\.js$/.test(path))).toEqual([]);
      expect(cached.some((path) => /^\/assets\/shell\.en-[\w-]+\.js$/.test(path))).toBe(true);
      expect(cached).toContain("/manifest.webmanifest");
      expect(cached).toContain("/icons/icon-192.png");
      expect(cached.some((path) => /^\/assets\/core-[\w-]+\.wasm$/.test(path))).toBe(true);
      expect(cached.some((path) => /^\/assets\/calc\.worker-[\w-]+\.js$/.test(path))).toBe(true);
      expect(cached.some((path) => /^\/assets\/sip-[\w-]+\.js$/.test(path))).toBe(true);
      expect(cached.some((path) => path.startsWith("/api/"))).toBe(false);
      // The worker script is revalidated on every visit, so the next version is found then.
      const script = await page.request.get("/sw.js");
      expect(script.headers()["cache-control"]).toBe("no-cache");
      expect(script.headers()["content-type"]).toMatch(/javascript/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, PRECACHE_TIMEOUT_MS);

  it("opens a calculator with no network by a fresh page load, a reload and in a new tab, and computes", async () => {
    const { context, page, errors } = await openPage(browser, "/", PHONE, ALLOW);
    try {
      await waitForOfflineReady(page);
      await goOffline(context);

      const response = await page.goto("/tools/sip");
      expect(response?.fromServiceWorker()).toBe(true);
      await computeSip(page);
      await page.waitForURL((url) => url.searchParams.get("timePeriod") === "10");

      // A reload of a link with inputs computes at once, from the cached app, worker and .wasm.
      await page.reload();
      await expect.poll(() => result(page, "total").textContent()).toBe("₹23,23,391");
      await field(page, "Time period").fill("11");
      await page.waitForFunction(() => document.querySelector('[data-testid="result-total"]')?.textContent === "₹27,46,148");

      const tab = await context.newPage();
      await tab.goto("/tools/lumpsum");
      await tab.getByRole("button", { name: "Calculate" }).click();
      await tab.waitForFunction(() => document.querySelector('[data-testid="result-total"]')?.textContent === "₹3,10,585");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, PRECACHE_TIMEOUT_MS);

  it("opens an explainer page and moves between pages with no network", async () => {
    const { context, page } = await openPage(browser, "/tools/sip", DESKTOP, ALLOW);
    try {
      await waitForOfflineReady(page);
      await goOffline(context);
      const response = await page.goto("/money/investing");
      expect(response?.fromServiceWorker()).toBe(true);
      await page.getByRole("heading", { level: 1, name: "Investing" }).waitFor();
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "Investing" }).waitFor();
      await page.goto("/tools");
      await page.getByRole("link", { name: /SIP Calculator/ }).first().click();
      await computeSip(page);
    } finally {
      await context.close();
    }
  }, PRECACHE_TIMEOUT_MS);
});

describe("offline use in the visitor's languages", () => {
  it("adds a language once one of its pages is opened, and then opens that language's pages with no network", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/sip", PHONE, ALLOW);
    try {
      await waitForOfflineReady(page);
      await page.goto("/hi/tools/emi");
      // The Hindi files are stored in the background; their home page is stored last.
      // Polled from here: waitForFunction takes an async predicate's promise itself as truthy.
      const hindiStored = () =>
        page.evaluate(async () => {
          const names = (await caches.keys()).filter((name) => name.startsWith("sense-life-offline-"));
          return names.length === 1 && (await (await caches.open(names[0])).match("/hi/index.html", { ignoreVary: true })) !== undefined;
        });
      await expect.poll(hindiStored, { timeout: 60_000, interval: 500 }).toBe(true);
      await goOffline(context);
      const response = await page.goto("/hi/tools/sip");
      expect(response?.fromServiceWorker()).toBe(true);
      await page.getByRole("button", { name: "गणना करें" }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="result-total"]')?.textContent === "₹23,23,391");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, PRECACHE_TIMEOUT_MS);
});

describe("installing the site", () => {
  it("links a manifest with the site's name, standalone display, the dark theme colour and real PNG icons", async () => {
    const { context, page } = await openPage(browser, "/");
    try {
      const href = await page.locator('link[rel="manifest"]').getAttribute("href");
      expect(href).toBe("/manifest.webmanifest");
      const manifest = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { type: response.headers.get("content-type"), body: await response.json() };
      }, href ?? "");
      expect(manifest.type).toMatch(/^application\/manifest\+json/);
      expect(manifest.body).toMatchObject({ name: "Sense & Life", display: "standalone", start_url: "/", theme_color: "#0b1220" });
      const icons: { src: string; sizes: string; purpose: string }[] = manifest.body.icons;
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
      for (const icon of icons) {
        const size = await page.evaluate(async (src) => {
          const bitmap = await createImageBitmap(await (await fetch(src)).blob());
          return `${bitmap.width}x${bitmap.height}`;
        }, icon.src);
        expect(size).toBe(icon.sizes);
      }
    } finally {
      await context.close();
    }
  });
});
