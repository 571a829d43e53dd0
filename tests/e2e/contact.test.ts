// The contact page in Chromium against the built site (spec 2 §4, §5, §7-§9), its API calls
// answered by a loopback fake API: OK, 500 and a dropped connection.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeApi, type FakeApi } from "../fixtures/fake-api";
import { routeApiTo } from "../fixtures/route-api";
import { launchBrowser, openPage, PHONE } from "./browser";

const SUCCESS = "We've received your message. You'll hear from us soon.";
const FAILURE = "Oops! Something went wrong. Please try again later.";

let browser: Browser;
let api: FakeApi;
beforeAll(async () => {
  [browser, api] = await Promise.all([launchBrowser(), startFakeApi()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), api?.close()]);
});
afterEach(() => {
  api.requests.length = 0;
});

async function openContact(): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const { context, page, errors } = await openPage(browser, "/", PHONE);
  await routeApiTo(page, api.url);
  await page.clock.install();
  await page.goto("/contact");
  await page.locator("main h1").waitFor();
  return { page, errors, close: () => context.close() };
}

/** A field of the contact form (the footer has its own email field). */
function field(page: Page, label: string) {
  return page.locator("main").getByLabel(label, { exact: true });
}

async function fill(page: Page, phone = "9876543210") {
  await field(page, "Name").fill("Asha Rao");
  await field(page, "Email").fill("asha@example.in");
  await field(page, "Phone").fill(phone);
  await field(page, "Message").fill("Could you add a PPF calculator?");
}

describe("the contact form in the browser", () => {
  it("sends, reads 'Sending...', thanks, empties the form and clears the banner after 5 seconds", async () => {
    const { page, errors, close } = await openContact();
    try {
      await expect.poll(() => page.locator("main h1").textContent()).toMatch(/contact/i);
      await fill(page);
      const held = api.holdNext();
      await page.getByRole("button", { name: "Send message" }).click();
      await held.arrived;
      await expect.poll(() => page.getByRole("button", { name: "Sending..." }).isDisabled()).toBe(true);
      held.release({ status: 201, json: { ok: true, id: 1 } });
      await page.getByText(SUCCESS).waitFor();
      expect(api.requests.map((request) => request.body)).toEqual([
        { name: "Asha Rao", email: "asha@example.in", phoneno: "9876543210", message: "Could you add a PPF calculator?" },
      ]);
      for (const label of ["Name", "Email", "Phone", "Message"]) await expect.poll(() => field(page, label).inputValue()).toBe("");
      await page.clock.runFor(5_000);
      await page.getByText(SUCCESS).waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the failure banner on a 500 and on a dropped connection, keeping what was typed", async () => {
    const { page, close } = await openContact();
    try {
      await fill(page);
      api.answerNext({ status: 500, json: { error: "Database unavailable" } });
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByText(FAILURE).waitFor();
      await expect.poll(() => field(page, "Message").inputValue()).toBe("Could you add a PPF calculator?");
      await page.clock.runFor(5_000);
      await page.getByText(FAILURE).waitFor({ state: "detached" });

      api.answerNext({ drop: true });
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByText(FAILURE).waitFor();
      expect(api.requests).toHaveLength(2);
    } finally {
      await close();
    }
  });

  it("refuses a number that passes the browser pattern but is not an Indian mobile number", async () => {
    const { page, close } = await openContact();
    try {
      await fill(page, "5123456789");
      await page.getByRole("button", { name: "Send message" }).click();
      const message = page.getByText("Please enter a valid 10-digit mobile number.");
      await message.waitFor();
      const phone = field(page, "Phone");
      await expect.poll(() => phone.getAttribute("aria-describedby")).toBe(await message.getAttribute("id"));
      await expect.poll(() => phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(false);
      await phone.fill("98765");
      await expect.poll(() => phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
      expect(api.requests).toHaveLength(0);
    } finally {
      await close();
    }
  });
});
