// Every page in every locale, opened in Chromium: React hydrates the prerendered HTML with no
// mismatch (main.tsx logs any error React recovers from as a console error) and no other
// console error, and the page is the same afterwards. In small groups, each with its own
// time-out, so a slow, shared machine fails one group, not the file. And a calculator read with
// JavaScript off: its worked example, its form and the note that calculating needs JavaScript.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalPath } from "../../src/app/page-head";
import { routePaths } from "../../src/app/routes";
import { LOCALES, withLocale, type Locale } from "../../src/i18n/locales";
import { isTranslated } from "../../src/i18n/translated-routes";
import { baseURL, DESKTOP, launchBrowser, openPage } from "./browser";

const GROUP_SIZE = 8;
const GROUP_TIMEOUT_MS = 180_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** In the page: whether React has taken over the app and every element of the page's main part (it marks each node it hydrates). */
function allHydrated(): boolean {
  const root = document.getElementById("root");
  const elements = root ? [root.firstElementChild, ...root.querySelectorAll("main *")] : [];
  return elements.length > 1 && elements.every((element) => element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber$")));
}

const hydrated = (page: Page) => page.evaluate(allHydrated);

const urls = LOCALES.flatMap((locale: Locale) => routePaths().filter((path) => isTranslated(path, locale)).map((path) => canonicalPath(withLocale(path, locale))));
const groups: string[][] = [];
for (let at = 0; at < urls.length; at += GROUP_SIZE) groups.push(urls.slice(at, at + GROUP_SIZE));

describe("hydrating every prerendered page", () => {
  it.each(groups.map((group) => [group.join(" "), group] as const))(
    "hydrates %s with no mismatch or console error",
    async (_name, group) => {
      const { context, page, errors } = await openPage(browser, "about:blank", DESKTOP);
      try {
        for (const url of group) {
          await page.goto(`${baseURL()}${url}`);
          const before = await page.locator("main h1").first().textContent();
          await page.waitForFunction(allHydrated, undefined, { timeout: 30_000 });
          expect(await hydrated(page), url).toBe(true);
          // The page as built is the page as hydrated: same heading, nothing shown as loading.
          await expect(page.locator("main h1").first().textContent(), url).resolves.toBe(before);
          await expect(page.locator(".page-loading").count(), url).resolves.toBe(0);
          expect(errors, url).toEqual([]);
        }
      } finally {
        await context.close();
      }
    },
    GROUP_TIMEOUT_MS,
  );
});

describe("a calculator without JavaScript", () => {
  it("reads its worked example, its form at its starting values and the note that calculating needs JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL(), viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await page.goto("/tools/sip");
      await expect(page.locator("main h1").textContent()).resolves.toBe("SIP Calculator");
      await expect(page.locator(".worked-example").textContent()).resolves.toContain("Total value ₹23,23,391");
      await expect(page.getByLabel("Monthly investment", { exact: true }).inputValue()).resolves.toBe("10000");
      await expect(page.getByText("Calculating needs JavaScript", { exact: false }).isVisible()).resolves.toBe(true);
      await page.goto("/hi/tools/emi");
      await expect(page.locator(".worked-example").textContent()).resolves.toContain("₹8,678");
      await expect(page.getByText("गणना के लिए JavaScript चाहिए", { exact: false }).isVisible()).resolves.toBe(true);
      // An explainer page reads in full.
      await page.goto("/money/investing");
      await expect(page.locator("main h1").textContent()).resolves.toBe("Investing");
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(1500);
    } finally {
      await context.close();
    }
  });
});
