// The site shell (spec 1 §2-§4): theme, session, breadcrumbs, the mobile menu, the help button.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, PHONE } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

describe("theme", () => {
  it("defaults to dark, toggles, and keeps the choice across a reload", async () => {
    const { context, page } = await openPage(browser, "/");
    try {
      expect(await isDark(page)).toBe(true);
      // The logo is drawn in the theme's colours.
      const logoColours = () => page.evaluate(() => [".logo-disc", ".logo-face", ".logo-name"].map((part) => getComputedStyle(document.querySelector(`header ${part}`)!).getPropertyValue(part === ".logo-face" ? "stroke" : "fill")));
      expect(await logoColours()).toEqual(["rgb(45, 212, 191)", "rgb(4, 47, 46)", "rgb(229, 233, 240)"]);
      await page.getByRole("button", { name: "Switch to light theme" }).click();
      expect(await isDark(page)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
      expect(await logoColours()).toEqual(["rgb(15, 118, 110)", "rgb(255, 255, 255)", "rgb(15, 23, 42)"]);
      await page.reload();
      await page.locator("main h1").first().waitFor();
      expect(await isDark(page)).toBe(false);
      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      expect(await isDark(page)).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    } finally {
      await context.close();
    }
  });
});

describe("session", () => {
  it("greets a stored user, closes the dropdown on an outside click, and logs out to home", async () => {
    const { context, page } = await openPage(browser, "/money");
    try {
      await page.evaluate(() => {
        localStorage.setItem("token", "t-123");
        localStorage.setItem("userName", "Asha");
      });
      await page.reload();
      const greeting = page.getByRole("button", { name: "Hi, Asha" });
      await greeting.click();
      await expect.poll(() => page.getByRole("button", { name: "Logout" }).isVisible()).toBe(true);
      await page.locator("main h1").first().click();
      await expect.poll(() => page.getByRole("button", { name: "Logout" }).count()).toBe(0);
      await greeting.click();
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("userName")])).toEqual([null, null]);
      await expect.poll(() => page.getByRole("link", { name: "Login / Sign Up" }).first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("is not restored unless both token and userName are stored", async () => {
    const { context, page } = await openPage(browser, "/");
    try {
      await page.evaluate(() => localStorage.setItem("token", "only-a-token"));
      await page.reload();
      await page.locator("main h1").first().waitFor();
      await expect.poll(() => page.getByRole("link", { name: "Login / Sign Up" }).first().isVisible()).toBe(true);
      await expect.poll(() => page.getByRole("button", { name: /^Hi, / }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("breadcrumbs", () => {
  it("read Home › tools › SIP Need on /tools/sip-need, each crumb but the last a link", async () => {
    const { context, page } = await openPage(browser, "/tools/sip-need");
    try {
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).locator("li");
      await crumbs.first().waitFor();
      await expect.poll(() => crumbs.allTextContents()).toEqual(["Home", "tools", "SIP Need"]);
      const links = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
      expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(["/", "/tools"]);
    } finally {
      await context.close();
    }
  });

  it("spell out hyphenated segments", async () => {
    const { context, page } = await openPage(browser, "/money/borrowing/debt-strategies");
    try {
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).locator("li");
      await crumbs.first().waitFor();
      await expect.poll(() => crumbs.allTextContents()).toEqual(["Home", "money", "borrowing", "debt strategies"]);
    } finally {
      await context.close();
    }
  });
});

describe("mobile menu at 360 px", () => {
  it("opens from its toggle and closes when a link is chosen", async () => {
    const { context, page } = await openPage(browser, "/", PHONE);
    try {
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect.poll(() => page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
      await toggle.click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect.poll(() => menu.isVisible()).toBe(true);
      await menu.getByRole("link", { name: "Health" }).click();
      await page.waitForURL((url) => url.pathname === "/health");
      await expect.poll(() => page.getByRole("navigation", { name: "Mobile" }).count()).toBe(0);
      await expect.poll(() => page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    } finally {
      await context.close();
    }
  });
});

describe("the floating help button", () => {
  it("is on every page and leads to /contact", async () => {
    const { context, page } = await openPage(browser, "/tools/sip");
    try {
      await page.getByRole("link", { name: "Want us to help you?" }).click();
      await page.waitForURL((url) => url.pathname === "/contact");
      await expect.poll(() => page.getByRole("link", { name: "Want us to help you?" }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe("route changes", () => {
  it("scroll back to the top", async () => {
    const { context, page } = await openPage(browser, "/tools/sip");
    try {
      await page.locator("main h1").first().waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // Home is long enough that a stale scroll position would survive the change.
      await page.getByRole("link", { name: "Sense & Life home" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.waitForFunction(() => window.scrollY === 0 && document.documentElement.scrollHeight > window.innerHeight * 1.5);
    } finally {
      await context.close();
    }
  });
});
