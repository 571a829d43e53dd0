// openPage reuses a page a test has closed (tests/e2e/browser.ts): the next test must still meet
// the site as a first-time visitor. What the first visit leaves (a stored theme and session, a
// cookie, the tab's session storage, a route, a dialog handler, a resized window) is gone, and
// a page or context changed in a way no clean-up undoes (an init script, a clock) is closed.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, openPage, PHONE } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What a page holds that an earlier visit could have left. */
async function leftOver(page: Page) {
  return page.evaluate(() => ({
    local: { ...localStorage },
    session: { ...sessionStorage },
    cookie: document.cookie,
    dark: document.documentElement.classList.contains("dark"),
    width: window.innerWidth,
  }));
}

describe("a page openPage reuses", () => {
  it("is the same renderer, cleared of storage, cookies, routes, listeners and a new window size", async () => {
    const first = await openPage(browser, "/money", PHONE);
    await first.page.getByRole("button", { name: "Switch to light theme" }).click();
    await first.page.evaluate(() => {
      localStorage.setItem("token", "left-by-the-first-test");
      sessionStorage.setItem("draft", "left-by-the-first-test");
      document.cookie = "left=by-the-first-test; path=/";
    });
    expect((await leftOver(first.page)).dark).toBe(false);
    // A route that would break every later page, and a handler that would accept its dialogs.
    await first.page.route("**/assets/**", (route) => route.abort());
    const dialogsSeenByTheFirst: string[] = [];
    first.page.on("dialog", (dialog) => void dialogsSeenByTheFirst.push(dialog.message()));
    await first.page.setViewportSize({ width: 500, height: 700 });
    await first.context.close();

    const second = await openPage(browser, "/money", PHONE);
    try {
      expect(second.page, "the closed page is opened again").toBe(first.page);
      expect(await leftOver(second.page)).toEqual({ local: {}, session: {}, cookie: "", dark: true, width: PHONE.width });
      second.page.once("dialog", (dialog) => void dialog.accept());
      await second.page.evaluate(() => alert("for the second test"));
      expect(dialogsSeenByTheFirst).toEqual([]);
      // The app's scripts arrived past the old route: the page hydrated (openPage waited for it).
      expect(second.errors).toEqual([]);
      expect(await second.page.evaluate(() => document.documentElement.lang)).toBe("en-IN");
    } finally {
      await second.context.close();
    }
  });

  it("is another page, in another context, after an init script or a clock", async () => {
    const first = await openPage(browser, "/money", PHONE);
    await first.context.addInitScript(() => localStorage.setItem("theme", "light"));
    await first.context.close();
    const second = await openPage(browser, "/money", PHONE);
    try {
      expect(second.page).not.toBe(first.page);
      expect(first.page.isClosed()).toBe(true);
      expect((await leftOver(second.page)).dark).toBe(true);
      await second.page.clock.install();
    } finally {
      await second.context.close();
    }
    const third = await openPage(browser, "/money", PHONE);
    try {
      expect(third.page).not.toBe(second.page);
      expect(second.page.isClosed()).toBe(true);
    } finally {
      await third.context.close();
    }
  });

  it("is never one that allowed the service worker, whose cache the offline tests are about", async () => {
    const first = await openPage(browser, "/money", PHONE, { serviceWorkers: "allow" });
    await first.context.close();
    expect(first.page.isClosed()).toBe(true);
    const second = await openPage(browser, `${baseURL()}/money`, PHONE, { serviceWorkers: "allow" });
    expect(second.page).not.toBe(first.page);
    await second.context.close();
  });
});
