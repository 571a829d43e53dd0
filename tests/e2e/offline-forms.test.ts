// The forms that need our server, with the browser offline (Chromium's network emulation),
// against the real server on loopback: each says plainly that it needs a connection, a submit
// offline keeps what was typed and sends nothing, and once back online it sends as usual.
// openPage blocks the service worker, so nothing answers from a cache.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { messages as contactEnglish } from "../../src/contact/messages/contact.en";
import { ASSISTANT_OFFLINE_MESSAGE } from "../../src/lib/use-assistant";
import { TYPED_OFFLINE_NOTICE } from "../../src/pages/ai/messages/ai.en";
import { PLANNER_OFFLINE_ESTIMATE_MESSAGE, PLANNER_OFFLINE_NOTICE } from "../../src/pages/health/messages/planner.en";
import { messages as purposeEnglish } from "../../src/pages/purpose/messages/purpose-topics.en";

const PURPOSE_OFFLINE_NOTICE = purposeEnglish.panel.offline;
const { success: SUCCESS_MESSAGE, failure: FAILURE_MESSAGE, offline: OFFLINE_NOTICE, offlineNotSent: OFFLINE_NOT_SENT } = contactEnglish.banners;
import { baseURL, launchBrowser, openPage, PHONE } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every API call the page makes (the service worker is blocked, so each one shows here). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
}

const contactField = (page: Page, label: string) => page.locator("main").getByLabel(label, { exact: true });

/** The messages the server stored, newest first (read with the admin token). */
async function storedMessages(): Promise<{ message: string }[]> {
  const response = await fetch(`${baseURL()}/api/contact?limit=100`, { headers: { authorization: `Bearer ${inject("adminToken")}` } });
  return ((await response.json()) as { messages: { message: string }[] }).messages;
}

describe("the contact form offline", () => {
  it("says it is offline beside Send, keeps the message when Send is pressed, and sends it once back online", async () => {
    const { context, page, errors } = await openPage(browser, "/contact", PHONE);
    try {
      const calls = apiCalls(page);
      const message = `Please add a PPF calculator (offline test ${Date.now()}).`;
      await contactField(page, "Name").fill("Asha Rao");
      await contactField(page, "Email").fill("asha@example.in");
      await contactField(page, "Phone").fill("9876543210");
      await contactField(page, "Message").fill(message);
      await expect.poll(() => page.getByText(OFFLINE_NOTICE).count()).toBe(0);

      await context.setOffline(true);
      await page.getByText(OFFLINE_NOTICE).waitFor();
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByRole("alert").getByText(OFFLINE_NOT_SENT).waitFor();
      await expect.poll(() => page.getByText(FAILURE_MESSAGE).count()).toBe(0);
      await expect.poll(() => contactField(page, "Message").inputValue()).toBe(message);
      await expect.poll(() => contactField(page, "Name").inputValue()).toBe("Asha Rao");
      expect(calls).toEqual([]);

      await context.setOffline(false);
      await page.getByText(OFFLINE_NOTICE).waitFor({ state: "detached" });
      await expect.poll(() => page.getByText(OFFLINE_NOT_SENT).count()).toBe(0);
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByText(SUCCESS_MESSAGE).waitFor();
      expect(calls).toEqual(["POST /api/contact"]);
      expect((await storedMessages()).map((stored) => stored.message)).toContain(message);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the AI panels offline", () => {
  it("the wellness assistant says it needs a connection, keeps the words, and answers once back online", async () => {
    const { context, page, errors } = await openPage(browser, "/health/physical-wellness", PHONE);
    try {
      const calls = apiCalls(page);
      const panel = page.locator(".ai-panel", { hasText: "Ask the wellness assistant" });
      const input = panel.getByLabel("How are you feeling today?");
      await input.fill("Feeling very low on energy today");
      await context.setOffline(true);
      await panel.getByText(TYPED_OFFLINE_NOTICE).waitFor();
      await panel.getByRole("button", { name: "Get a suggestion" }).click();
      await panel.getByRole("alert").getByText(ASSISTANT_OFFLINE_MESSAGE).waitFor();
      await expect.poll(() => input.inputValue()).toBe("Feeling very low on energy today");
      await expect.poll(() => panel.getByTestId("ai-output").textContent()).toBe("Your suggestion will appear here.");
      expect(calls).toEqual([]);

      await context.setOffline(false);
      await panel.getByText(TYPED_OFFLINE_NOTICE).waitFor({ state: "detached" });
      await expect.poll(() => panel.getByRole("alert").textContent()).toBe("");
      await panel.getByRole("button", { name: "Get a suggestion" }).click();
      // The server's offline responder answers from its library of tips.
      await panel.locator(".ai-reply").waitFor();
      expect((await panel.locator(".ai-reply").textContent())?.trim().length).toBeGreaterThan(0);
      expect(calls).toEqual(["POST /api/wellness-assistant"]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the medical fund planner still shows its local estimate offline, and says the AI's plan needs a connection", async () => {
    const { context, page, errors } = await openPage(browser, "/health/financial-wellness", PHONE);
    try {
      const calls = apiCalls(page);
      const panel = page.locator(".ai-panel", { hasText: "AI Medical Fund Planner" });
      await panel.getByLabel("Your monthly essential expenses").waitFor();
      await context.setOffline(true);
      await panel.getByText(PLANNER_OFFLINE_NOTICE).waitFor();
      await panel.getByLabel("Your monthly essential expenses").fill("My monthly essentials ~ ₹30,000");
      await panel.getByRole("button", { name: "Calculate My Safety Net" }).click();
      await panel.getByRole("alert").getByText(PLANNER_OFFLINE_ESTIMATE_MESSAGE).waitFor();
      await expect.poll(() => panel.getByTestId("ai-output").textContent()).toContain("₹90,000 (3 months) to ₹1,80,000 (6 months)");
      await expect.poll(() => panel.getByLabel("Your monthly essential expenses").inputValue()).toBe("My monthly essentials ~ ₹30,000");
      expect(calls).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a purpose nudge says it needs a connection and sends nothing", async () => {
    const { context, page, errors } = await openPage(browser, "/purpose/inner", PHONE);
    try {
      const calls = apiCalls(page);
      const button = page.getByRole("button", { name: "Get a Reflection Prompt" });
      await button.waitFor();
      await context.setOffline(true);
      await page.getByText(PURPOSE_OFFLINE_NOTICE).waitFor();
      await button.click();
      await page.locator(".ai-panel").getByRole("alert").getByText(ASSISTANT_OFFLINE_MESSAGE).waitFor();
      await expect.poll(() => button.isEnabled()).toBe(true);
      expect(calls).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
