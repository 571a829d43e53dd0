// Debian's Chromium driven by playwright-core: no test tool downloads a browser here.
import { chromium, type Browser, type BrowserContext, type Page, type Response } from "playwright-core";
import { expect, inject } from "vitest";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./browser-launch";

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 360, height: 740 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export function baseURL(): string {
  return inject("baseURL");
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far (CSP violations show up here). */
  errors: string[];
}

export interface OpenPageOptions {
  /**
   * 'block' unless a test is about offline use (tests/e2e/offline.test.ts): once the service
   * worker controls a page it answers the site's files from its cache, out of reach of
   * page.route (a test that fails a chunk on purpose would race it), and every fresh context
   * would download the whole site into its cache.
   */
  serviceWorkers?: "allow" | "block";
  /** A touch screen, as a phone has: touch events reach the page (tests/e2e/phone-slider.ts drags with a finger). */
  hasTouch?: boolean;
}

/**
 * In the page: whether React has taken over the app, its main part and the page's heading (it
 * marks each node it hydrates). A page arrives prerendered: a click or a keystroke before
 * the entry script has run would reach HTML with no handlers yet.
 */
export function pageHydrated(): boolean {
  const root = document.getElementById("root");
  if (!root) return true;
  // The shell, the main element and the page's own heading (the lazy page's content): nodes
  // drawn by other code (uPlot's canvas, a figure written in place) never carry a fiber.
  const elements = [root.firstElementChild, root.querySelector("main"), root.querySelector("main h1")];
  return elements.every((element) => element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber$")));
}

/**
 * The heading of a page as the server sent it: the text of the first `<h1>` inside `<main>` in
 * the prerendered HTML, tags dropped and entities read. A hydrated page shows the same heading.
 */
export function builtHeading(html: string): string | null {
  const main = html.indexOf("<main");
  const found = main < 0 ? null : /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(main));
  if (!found) return null;
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: "\u00a0" };
  return found[1].replace(/<[^>]*>/g, "").replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole);
}

/**
 * After a page load: React took over the page it was sent (the heading it shows is the one in
 * the prerendered HTML) and nothing is left loading. Console errors, a hydration mismatch among
 * them (main.tsx logs every error React recovers from), are the caller's `errors`.
 */
export async function expectHydratedAsBuilt(page: Page, response: Response | null, path: string): Promise<void> {
  expect(response, path).not.toBeNull();
  expect(await page.evaluate(pageHydrated), `${path} hydrated`).toBe(true);
  const shown = await page.locator("main h1").first().textContent();
  expect(shown, `${path}: the heading sent is the heading shown`).toBe(builtHeading(await response!.text()));
  expect(await page.locator(".page-loading").count(), `${path} still loading`).toBe(0);
}

/** Waits until the app has hydrated the page now loaded (a page of the site; anything else at once). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(pageHydrated, undefined, { timeout: 30_000 });
}

/** Requests a page has started and not yet finished or failed, and when that count last changed. */
const requestsInFlight = new WeakMap<Page, { count: number; changedAt: number }>();

/**
 * Counts a page's requests in flight from now on, for `waitForQuiet`. `openPage` does it for
 * every page it opens; a test that makes its own context calls it on each new page.
 */
export function trackRequests(page: Page): void {
  if (requestsInFlight.has(page)) return;
  const state = { count: 0, changedAt: Date.now() };
  requestsInFlight.set(page, state);
  page.on("request", () => {
    state.count += 1;
    state.changedAt = Date.now();
  });
  const ended = () => {
    state.count = Math.max(0, state.count - 1);
    state.changedAt = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
}

/** How long no request may be in flight before a page counts as settled: lazy chunks a render asks for start well within it. */
const QUIET_MS = 150;

/**
 * Waits until the page has nothing loading: no request in flight for QUIET_MS and two frames
 * drawn since (lazy chunks, fonts and images in, what they render laid out). The same
 * condition as playwright's 'networkidle' with a 150 ms quiet window rather than a fixed 500 ms
 * wait after every load.
 */
export async function waitForQuiet(page: Page, timeout = 30_000): Promise<void> {
  const state = requestsInFlight.get(page);
  if (!state) throw new Error("waitForQuiet: the page's requests are not tracked (open it with openPage, or call trackRequests)");
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    if (state.count === 0 && Date.now() - state.changedAt >= QUIET_MS) return;
    if (Date.now() > deadline) throw new Error(`still loading after ${timeout} ms: ${state.count} requests in flight`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Two frames drawn: what a scroll or a resize changes (observers, sticky bars) has been laid out. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Pages `openPage` opened that a test has since closed, cleared and ready for the next `openPage`
 * with the same options, per browser (each test file launches its own). Opening a page in a new
 * context costs about three times loading one more document in a page already open: the page's
 * renderer process starts, and its caches of the site's scripts and their compiled code start
 * empty. What a visit leaves for the next (storage, cookies, history of listeners, routes) is
 * cleared before reuse, so every test still meets the site as a first-time visitor.
 */
interface PooledPage {
  context: BrowserContext;
  page: Page;
}
const idlePages = new WeakMap<Browser, Map<string, PooledPage[]>>();

/**
 * Methods whose effect a clean-up cannot undo (an init script, a CDP session, a clock, an
 * emulated medium, a context-wide listener...): a context or page a test has called one of
 * them on is really closed, never reused.
 */
const LASTING_CONTEXT_CHANGES = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "on",
  "once",
  "addListener",
  "prependListener",
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "setOffline",
  "setExtraHTTPHeaders",
  "setGeolocation",
  "setHTTPCredentials",
  "grantPermissions",
  "newCDPSession",
  "newPage",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
  "addCookies",
  "setStorageState",
] as const;
const LASTING_PAGE_CHANGES = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "emulateMedia",
  "setExtraHTTPHeaders",
  "routeFromHAR",
  "routeWebSocket",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
] as const;

/** Calls `onCall` before each of `names` on `target`, and on a read of its `clock`. */
function watch(target: object, names: readonly string[], onCall: () => void): void {
  const methods = target as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const method = methods[name];
    methods[name] = (...args: unknown[]) => {
      onCall();
      return method.apply(target, args);
    };
  }
  const clock = (target as { clock?: unknown }).clock;
  Object.defineProperty(target, "clock", {
    configurable: true,
    get() {
      onCall();
      return clock;
    },
  });
}

/**
 * Clears what a test left in its page and keeps the page for the next `openPage`; false when
 * it cannot be reused (closed, on another site, a popup opened).
 */
async function recycle(entry: PooledPage, original: { goto: Page["goto"]; newCDPSession: BrowserContext["newCDPSession"] }, viewport: { width: number; height: number }): Promise<boolean> {
  const { context, page } = entry;
  if (page.isClosed() || context.pages().length !== 1) return false;
  const origin = new URL(baseURL()).origin;
  if (new URL(page.url()).origin !== origin) return false;
  await page.unrouteAll({ behavior: "ignoreErrors" });
  // The tab's own session storage, then off the app to a plain file of the same site (a page
  // of another site would cost a new renderer process), so that nothing the old document does
  // as it goes reaches the next test's listeners.
  await page.evaluate(() => sessionStorage.clear());
  await original.goto("/robots.txt");
  page.removeAllListeners();
  requestsInFlight.delete(page);
  // The site's storage of every kind, through the DevTools protocol (not the HTTP cache).
  const cdp = await original.newCDPSession(page);
  try {
    await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems" });
  } finally {
    await cdp.detach();
  }
  await context.clearCookies();
  await context.clearPermissions();
  const size = page.viewportSize();
  if (size?.width !== viewport.width || size.height !== viewport.height) await page.setViewportSize(viewport);
  return true;
}

/**
 * A page for `openPage`: one a closed test left, if there is one with the same options, or a new
 * one in a new context. The context's `close()` puts the page back clean (see `recycle`) unless
 * the test changed the page or its context lastingly. Pages that allow the service worker are
 * never reused: its cache is the subject of the tests that allow it (tests/e2e/offline.test.ts).
 */
async function pooledPage(browser: Browser, options: { viewport: { width: number; height: number }; baseURL: string; serviceWorkers: "allow" | "block"; hasTouch: boolean }): Promise<PooledPage> {
  if (options.serviceWorkers === "allow" || process.env.E2E_NO_POOL) {
    const context = await browser.newContext(options);
    return { context, page: await context.newPage() };
  }
  let pools = idlePages.get(browser);
  if (!pools) idlePages.set(browser, (pools = new Map()));
  const key = JSON.stringify(options);
  let pool = pools.get(key);
  if (!pool) pools.set(key, (pool = []));
  const reused = pool.pop();
  if (reused) return reused;

  const context = await browser.newContext(options);
  const page = await context.newPage();
  const entry = { context, page };
  const original = { goto: page.goto.bind(page), newCDPSession: context.newCDPSession.bind(context) };
  const close = context.close.bind(context);
  let changed = false;
  watch(context, LASTING_CONTEXT_CHANGES, () => (changed = true));
  watch(page, LASTING_PAGE_CHANGES, () => (changed = true));
  const ownPool = pool;
  context.close = async (closeOptions?: Parameters<BrowserContext["close"]>[0]) => {
    if (!changed && (await recycle(entry, original, options.viewport).catch(() => false))) {
      ownPool.push(entry);
      return;
    }
    await close(closeOptions);
  };
  return entry;
}

/** A page's own goto and reload, before `openPage` made them wait for hydration. */
const ownNavigation = new WeakMap<Page, { goto: Page["goto"]; reload: Page["reload"] }>();

export async function openPage(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = DESKTOP,
  { serviceWorkers = "block", hasTouch = false }: OpenPageOptions = {},
): Promise<OpenedPage> {
  const { context, page } = await pooledPage(browser, { viewport, baseURL: baseURL(), serviceWorkers, hasTouch });
  trackRequests(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // Every load of a page waits for hydration, as a person waits for a page to be ready: the
  // tests act on the app, not on the prerendered HTML before the script has run.
  // A reused page keeps the wrappers of its first test: wrap its own methods, once.
  let navigation = ownNavigation.get(page);
  if (!navigation) ownNavigation.set(page, (navigation = { goto: page.goto.bind(page), reload: page.reload.bind(page) }));
  const { goto, reload } = navigation;
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  await page.goto(path);
  return { context, page, errors };
}

/**
 * Closes a test's browser context after removing its route handlers and its pages' handlers.
 * A handler still running when its page closes (a `route.fetch` in flight) would otherwise fail
 * with 'Request context disposed' as an unhandled error after the test; removed with
 * 'ignoreErrors', such a handler ends quietly. Use it for every context that routes requests.
 */
export async function closeContext(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((page) => page.unrouteAll({ behavior: "ignoreErrors" })));
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.close();
}

/** An input found by its visible label, as a visitor finds it. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A result value: the element with data-testid="result-<id>" (the spec's field name). */
export const result = (page: Page, id: string) => page.getByTestId(`result-${id}`);

export const calculate = (page: Page) => page.getByRole("button", { name: "Calculate" }).click();

/** Waits until result-<id> reads `expected`; on failure says what it read instead. */
export async function expectResult(page: Page, id: string, expected: string): Promise<void> {
  const selector = `[data-testid="result-${id}"]`;
  try {
    await page.waitForFunction(([s, text]) => document.querySelector(s)?.textContent === text, [selector, expected] as const, { timeout: 15_000 });
  } catch {
    const seen = await page.evaluate((s) => document.querySelector(s)?.textContent ?? "(no such result)", selector);
    throw new Error(`result-${id}: expected ${expected}, read ${seen}`);
  }
}

export async function expectResults(page: Page, figures: Record<string, string>): Promise<void> {
  for (const [id, text] of Object.entries(figures)) await expectResult(page, id, text);
}

/**
 * The texts of result boxes and table cells that are not a real figure: blank, NaN, Infinity,
 * 'undefined', a negative zero, or the formatter's '—' for a non-finite number. (uPlot's
 * legend cells are empty until the pointer hovers a point: they are not figures.)
 */
export async function brokenFigures(page: Page): Promise<string[]> {
  const texts = await page.locator('[data-testid^="result-"], main table:not(.u-legend) td').allTextContents();
  // A negative zero, not a figure such as '-0.8%' (a year's return in the odds panel's tables).
  return texts.filter((text) => !text.trim() || /NaN|Infinity|undefined|[-−]0(?![.\d])|—/.test(text));
}

/** The message appears under the field, tied to it by aria-describedby, and the results go. */
export async function expectFieldMessage(page: Page, label: string, message: string): Promise<void> {
  await page.getByText(message, { exact: true }).first().waitFor();
  const input = field(page, label);
  const describedBy = await input.getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  await expect.poll(() => page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
  await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
  await expect.poll(() => page.locator('[data-testid^="result-"]').count()).toBe(0);
}

/**
 * Puts `value` into the field labelled `label`, expects the field's `message` (and no result),
 * then puts back what was there and waits for the result `id` to read `text` again.
 */
export async function expectMessageThenRecover(page: Page, label: string, value: string, message: string, [id, text]: [string, string]): Promise<void> {
  const input = field(page, label);
  const before = await input.inputValue();
  await input.fill(value);
  await expectFieldMessage(page, label, message);
  await input.fill(before);
  await expectResult(page, id, text);
}

/**
 * A link copied from one visit and opened in another on a phone: `fill` works the page at
 * `path`, `ready` says when the address bar holds the inputs, `check` looks at the new visit.
 */
export async function expectLinkRestores(
  browser: Browser,
  path: string,
  { fill, ready, check }: { fill(page: Page): Promise<void>; ready(url: URL): boolean; check(page: Page): Promise<void> },
): Promise<void> {
  const first = await openPage(browser, path);
  let copied: string;
  try {
    await fill(first.page);
    await first.page.waitForURL(ready);
    copied = first.page.url();
  } finally {
    await first.context.close();
  }
  const second = await openPage(browser, copied, PHONE);
  try {
    await check(second.page);
  } finally {
    await second.context.close();
  }
}
