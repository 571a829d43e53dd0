// Hydration in the cases the build could not know (a stored theme, a session, a link with
// inputs), and a calculator read with JavaScript off: its worked example, its form and the note
// that calculating needs JavaScript. Every page in every locale is checked hydrated as built,
// with no mismatch or console error, in the route walks: routes.test.ts (English, desktop),
// phone-targets.test.ts (English, 360 px) and hindi.test.ts (each other language, 360 px).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, DESKTOP, launchBrowser, pageHydrated } from "./browser";

const TEST_TIMEOUT_MS = 180_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const allHydrated = pageHydrated;

describe("what the build could not know", () => {
  it("hydrates as built for a visitor with a stored light theme, a session and a link with inputs, then shows them", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP, serviceWorkers: "block" });
    try {
      await context.addInitScript(() => {
        localStorage.setItem("theme", "light");
        localStorage.setItem("token", "not-checked-until-used");
        localStorage.setItem("userName", "Asha");
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto("/tools/sip?monthlyInvestment=5000&annualRate=12&timePeriod=10");
      // The light theme is on the document before the app runs (page-start.js): no dark flash.
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
      await page.waitForFunction(allHydrated, undefined, { timeout: 30_000 });
      // Then the link's inputs are taken in and computed, as a fresh page did before.
      await page.waitForFunction(() => document.querySelector('[data-testid="result-total"]')?.textContent === "₹11,61,695", undefined, { timeout: 30_000 });
      await expect.poll(() => page.getByLabel("Monthly investment", { exact: true }).inputValue()).toBe("5,000");
      await page.getByText("Hi, Asha").first().waitFor();
      await expect.poll(() => page.getByRole("button", { name: "Switch to dark theme" }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, TEST_TIMEOUT_MS);
});

describe("a calculator without JavaScript", () => {
  it("reads its worked example, its form at its starting values and the note that calculating needs JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL(), viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await page.goto("/tools/sip");
      await expect.poll(() => page.locator("main h1").textContent()).toBe("SIP Calculator");
      await expect.poll(() => page.locator(".worked-example").textContent()).toContain("Total value ₹23,23,391");
      await expect.poll(() => page.getByLabel("Monthly investment", { exact: true }).inputValue()).toBe("10,000");
      await expect.poll(() => page.locator(".needs-script").textContent()).toMatch(/^Calculating needs JavaScript/);
      expect(await page.locator(".needs-script").isVisible(), "the English note is visible").toBe(true);
      await page.goto("/hi/tools/emi");
      await expect.poll(() => page.locator(".worked-example").textContent()).toContain("₹8,678");
      await expect.poll(() => page.locator(".needs-script").textContent()).toMatch(/^गणना के लिए JavaScript चाहिए/);
      expect(await page.locator(".needs-script").isVisible(), "the Hindi note is visible").toBe(true);
      // An explainer page reads in full.
      await page.goto("/money/investing");
      await expect.poll(() => page.locator("main h1").textContent()).toBe("Investing");
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(1500);
    } finally {
      await context.close();
    }
  });
});
