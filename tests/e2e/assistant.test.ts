// The AI panels in Chromium against the built site (spec 2 §4, §7-§9), the assistant's
// answers coming from a loopback fake API: a reply, an empty reply, a non-OK answer, a
// time-out and a cancel.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeApi, type FakeApi } from "../fixtures/fake-api";
import { routeApiTo } from "../fixtures/route-api";
import { launchBrowser, openPage, PHONE } from "./browser";

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

async function open(path: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const { context, page, errors } = await openPage(browser, "/", PHONE);
  await routeApiTo(page, api.url);
  await page.clock.install();
  await page.goto(path);
  await page.locator("main h1").waitFor();
  return { page, errors, close: () => context.close() };
}

const prompt = (index: number) => (api.requests[index].body as { prompt: string }).prompt;
const output = (page: Page, placeholder: string) => page.locator(".ai-panel", { hasText: placeholder }).getByTestId("ai-output");

describe("the physical wellness assistant", () => {
  it("sends the coach instruction with the visitor's words and shows the reply as text", async () => {
    const { page, errors, close } = await open("/health/physical-wellness");
    try {
      const held = api.holdNext();
      await page.getByLabel("How are you feeling today?").fill("Feeling very low on energy today");
      await page.getByRole("button", { name: "Get a suggestion" }).click();
      await held.arrived;
      await page.getByRole("button", { name: "Thinking..." }).waitFor();
      await page.getByRole("button", { name: "Cancel" }).waitFor();
      expect(prompt(0)).toMatch(/^You are a friendly Indian fitness and nutrition coach\..*one-line meal idea.*one-line 10-minute activity/s);
      expect(prompt(0)).toContain("Feeling very low on energy today");
      held.release({ status: 200, json: { text: "Meal: <img src=x onerror=alert(1)> sprouts chaat.\nMove: 10 minutes of brisk walking." } });
      const reply = page.getByText("Meal: <img src=x onerror=alert(1)> sprouts chaat.", { exact: false });
      await reply.waitFor();
      await expect.poll(() => page.locator(".ai-output img").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("says so on an empty reply and on a non-OK answer", async () => {
    const { page, close } = await open("/health/physical-wellness");
    try {
      await page.getByLabel("How are you feeling today?").fill("Stiff back from sitting all day");
      api.answerNext({ status: 200, json: { text: "" } });
      await page.getByRole("button", { name: "Get a suggestion" }).click();
      await page.getByText("No suggestion returned. Try again or try a different message.").waitFor();
      api.answerNext({ status: 503, json: { error: "Assistant unavailable" } });
      await page.getByRole("button", { name: "Get a suggestion" }).click();
      await page.getByText('Server returned 503: {"error":"Assistant unavailable"}').waitFor();
      await expect.poll(() => page.getByText("No suggestion returned.", { exact: false }).count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe("the thought reframer", () => {
  it("reads 'Reframing...' while busy, stops on Cancel, and times out after 25 seconds", async () => {
    const { page, close } = await open("/health/mental-wellness");
    try {
      const thought = page.getByLabel("Your thought");
      await thought.fill("I always mess things up.");
      const first = api.holdNext();
      await page.getByRole("button", { name: "Reframe My Thought" }).click();
      await first.arrived;
      await page.getByRole("button", { name: "Reframing..." }).waitFor();
      await page.locator(".ai-panel", { hasText: "Thought reframer" }).getByRole("button", { name: "Cancel" }).click();
      await page.getByText("Request cancelled.", { exact: true }).waitFor();

      const second = api.holdNext();
      await page.getByRole("button", { name: "Reframe My Thought" }).click();
      await second.arrived;
      await expect.poll(() => page.getByText("Request cancelled.", { exact: true }).count()).toBe(0);
      await page.clock.fastForward(25_000);
      await page.getByText("Request cancelled or timed out.").waitFor();
      await expect.poll(() => output(page, "Thought reframer").textContent()).toBe("Your reframe will appear here.");
    } finally {
      await close();
    }
  });

  it("shows the reframe", async () => {
    const { page, close } = await open("/health/mental-wellness");
    try {
      await page.getByLabel("Your thought").fill("Everyone at work thinks I'm useless.");
      api.answerNext({ status: 200, json: { message: "One hard meeting is not proof of what everyone thinks." } });
      await page.getByRole("button", { name: "Reframe My Thought" }).click();
      await page.getByText("One hard meeting is not proof of what everyone thinks.").waitFor();
      expect(prompt(0)).toContain('Thought: "Everyone at work thinks I\'m useless."');
    } finally {
      await close();
    }
  });
});

describe("the medical fund planner", () => {
  it("shows the local estimate when the AI times out after 35 seconds", async () => {
    const { page, close } = await open("/health/financial-wellness");
    try {
      await page.getByLabel("Your monthly essential expenses").fill("My monthly essentials ~ ₹30,000");
      const held = api.holdNext();
      await page.getByRole("button", { name: "Calculate My Safety Net" }).click();
      await held.arrived;
      await page.getByRole("button", { name: "Calculating..." }).waitFor();
      await page.clock.fastForward(35_000);
      await page.getByText("AI failed — showing a local estimate. You can retry.").waitFor();
      const plan = await output(page, "AI Medical Fund Planner").textContent();
      expect(plan).toContain("₹90,000 (3 months) to ₹1,80,000 (6 months)");
      expect(plan).toContain("12-month plan: save ₹7,500 a month");
    } finally {
      await close();
    }
  });
});

describe("a purpose page", () => {
  it("disables only the pressed button, reading 'Loading...', then shows the nudge", async () => {
    const { page, close } = await open("/purpose/shared");
    try {
      const held = api.holdNext();
      await page.getByRole("button", { name: "Get a Family Connection Idea" }).click();
      await held.arrived;
      await expect.poll(() => page.getByRole("button", { name: "Loading..." }).isDisabled()).toBe(true);
      await expect.poll(() => page.getByRole("button", { name: "Get a Community Action Idea" }).isDisabled()).toBe(false);
      await expect.poll(() => page.getByRole("button", { name: "Get a Relationship Nudge" }).isDisabled()).toBe(false);
      expect(prompt(0)).toBe("Give me a family connection idea.");
      held.release({ status: 200, json: { text: "Cook your grandmother's recipe together this Sunday." } });
      await page.getByText("Cook your grandmother's recipe together this Sunday.").waitFor();
      await expect.poll(() => page.getByRole("button", { name: "Get a Family Connection Idea" }).isDisabled()).toBe(false);
    } finally {
      await close();
    }
  });
});
