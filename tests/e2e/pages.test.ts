// The explainer pages in Chromium against the built site (spec 1 §2, spec 2 §2, §4, §9):
// each shows its own content at phone width, the sample credit-score check keeps the PAN in
// the page, and the protection quiz works from the keyboard.
import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, PHONE } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Route -> its h1 and words it must show (the spec's own words where it gives them). */
const PAGES: Record<string, { h1: string; shows: string[] }> = {
  "/money": { h1: "Money", shows: ["Budgeting", "Saving", "Investing", "Borrowing", "Protection", "Financial tools"] },
  "/money/budgeting": { h1: "Budgeting", shows: ["Pay yourself first"] },
  "/money/saving": { h1: "Saving", shows: ["First: an emergency fund"] },
  "/money/investing": { h1: "Investing", shows: ["Match the investment to the goal's date"] },
  "/money/borrowing": { h1: "Borrowing", shows: ["Good borrowing", "Harmful borrowing", "Three rules of smart borrowing", "under 30% of your credit limit"] },
  "/money/protection": { h1: "Protection", shows: ["umbrella", "Health insurance", "Term life insurance", "₹5-10 lakh", "3-6 months"] },
  "/money/protection/jargon-buster": {
    h1: "Insurance Jargon Buster",
    shows: ["Premium", "Deductible/Co-payment", "Sum Insured", "Claim", "No-Claim Bonus", "Policy Term"],
  },
  "/health": { h1: "Health", shows: ["Physical Wellness", "Mental Wellness", "Financial Wellness"] },
  "/health/physical-wellness": { h1: "Physical Wellness", shows: ["Sleep 7-8 hours", "Your suggestion will appear here."] },
  "/health/mental-wellness": { h1: "Mental Wellness", shows: ["Reframe My Thought", "Your reframe will appear here."] },
  "/health/financial-wellness": {
    h1: "Financial Wellness",
    shows: ["Health Insurance Clarity", "Medical Emergency Fund", "Smart Healthcare Spending", "Calculate My Safety Net", "Your plan will appear here."],
  },
  "/purpose": { h1: "Purpose", shows: ["Inner Purpose", "Shared Purpose", "Exploratory Purpose"] },
  "/purpose/inner": { h1: "Inner Purpose", shows: ["Self-Reflection", "Get a Mindfulness Exercise", "Your nudge will appear here."] },
  "/purpose/shared": { h1: "Shared Purpose", shows: ["Relationships", "Get a Relationship Nudge", "Your connection nudge will appear here."] },
  "/purpose/exploratory": {
    h1: "Exploratory Purpose",
    shows: ["Travel & Nature", "Suggest an Act of Kindness", "Your exploration nudge will appear here."],
  },
  "/goals": { h1: "Goals", shows: ["Retirement Planner", "First Crore Planner", "Custom Goal Planner"] },
  "/blog": { h1: "Content & Community", shows: ["coming soon"] },
  "/contact": { h1: "Contact Us", shows: ["Send message"] },
};

describe("the explainer pages", () => {
  it("each show their own content at 360 px, without a script or CSP error", async () => {
    const { context, page, errors } = await openPage(browser, "/", PHONE);
    try {
      for (const [path, { h1, shows }] of Object.entries(PAGES)) {
        await page.goto(path);
        const heading = page.locator("main h1");
        await heading.waitFor();
        await expect.poll(() => heading.textContent(), { message: path }).toBe(h1);
        const text = (await page.locator("main").textContent()) ?? "";
        for (const words of shows) expect(text, `${path} shows "${words}"`).toContain(words);
        expect(text, path).not.toMatch(/lorem ipsum|\bundefined\b|\bNaN\b/);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the sample credit-score check", () => {
  it("uppercases the PAN, waits 1.5 s reading 'Checking...', shows a 650-850 sample, and never lets the PAN leave the page", async () => {
    const { context, page, errors } = await openPage(browser, "/", PHONE);
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    try {
      await page.clock.install();
      await page.goto("/money/borrowing");
      const pan = page.getByLabel("PAN (Permanent Account Number)");
      await pan.pressSequentially("abcde1234fgh");
      await expect.poll(() => pan.inputValue()).toBe("ABCDE1234F");
      await pan.fill("abc");
      await page.getByRole("button", { name: "Check sample score" }).click();
      await page.getByText("Please enter a valid 10-character PAN.").waitFor();

      await pan.fill("abcde1234f");
      await page.getByRole("button", { name: "Check sample score" }).click();
      await expect.poll(() => page.getByRole("button", { name: "Checking..." }).isDisabled()).toBe(true);
      await page.clock.runFor(1_500);
      const score = Number(await page.getByTestId("credit-score").textContent());
      expect(score).toBeGreaterThanOrEqual(650);
      expect(score).toBeLessThanOrEqual(850);
      await page.getByText(score > 750 ? "Good" : "Fair", { exact: true }).waitFor();
      await expect.poll(() => page.getByRole("meter").getAttribute("aria-valuemax")).toBe("900");

      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie + location.href);
      expect(stored).not.toMatch(/ABCDE1234F/i);
      for (const request of requests) {
        expect(request.url()).not.toMatch(/ABCDE1234F/i);
        expect(request.postData() ?? "").not.toMatch(/ABCDE1234F/i);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the protection quiz", () => {
  it("works from the keyboard and hides its checklist when an answer changes", async () => {
    const { context, page } = await openPage(browser, "/money/protection", PHONE);
    try {
      const dependents = page.getByLabel(/depends on my income/);
      await dependents.focus();
      await page.keyboard.press("Space");
      await expect.poll(() => dependents.isChecked()).toBe(true);
      await page.getByRole("button", { name: "Show my checklist" }).focus();
      await page.keyboard.press("Enter");
      const checklist = page.getByRole("heading", { name: "Your protection checklist" });
      await checklist.waitFor();
      await expect.poll(() => page.locator(".checklist").getByText(/10-15 times your yearly income/).count()).toBe(1);
      await page.getByLabel(/own a car, scooter or motorcycle/).focus();
      await page.keyboard.press("Space");
      await checklist.waitFor({ state: "detached" });
    } finally {
      await context.close();
    }
  });
});
