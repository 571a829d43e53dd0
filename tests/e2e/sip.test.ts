// The SIP calculator end to end: main-thread validation with the spec's messages, the WASM
// core in the worker, live recompute from a slider, and a copied URL that restores the result.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculate, expectLinkRestores, expectResult, field, launchBrowser, openPage, result } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("SIP calculator", () => {
  it("shows nothing before Calculate, then ₹23,23,391 for ₹10,000 a month at 12% for 10 years", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/sip");
    try {
      await field(page, "Monthly investment").waitFor();
      await expect.poll(() => result(page, "total").count()).toBe(0);
      await field(page, "Monthly investment").fill("10000");
      await field(page, "Expected return rate (p.a.)").fill("12");
      await field(page, "Time period").fill("10");
      await calculate(page);
      await expect.poll(() => result(page, "total").textContent()).toBe("₹23,23,391");
      await expect.poll(() => result(page, "invested").textContent()).toBe("₹12,00,000");
      await expect.poll(() => result(page, "gained").textContent()).toBe("₹11,23,391");
      await page.locator(".uplot-host canvas").first().waitFor();
      const rows = page.getByRole("region", { name: "Year-by-year projection" }).locator("tbody tr");
      await expect.poll(() => rows.count()).toBe(10);
      await expect.poll(() => rows.last().locator("td").allTextContents()).toEqual(["10", "₹12,00,000", "₹11,23,391", "₹23,23,391"]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the spec's messages for an empty or negative field, tied to the input, and hides the results", async () => {
    const { context, page } = await openPage(browser, "/tools/sip");
    try {
      await calculate(page);
      await result(page, "total").waitFor();
      const input = field(page, "Monthly investment");
      await input.fill("");
      const message = page.getByText("Monthly investment is required", { exact: true });
      await message.waitFor();
      const describedBy = await input.getAttribute("aria-describedby");
      expect(describedBy).toBeTruthy();
      expect(await message.getAttribute("id")).toBe(describedBy);
      await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
      await expect.poll(() => result(page, "total").count()).toBe(0);
      await field(page, "Time period").fill("-3");
      await page.getByText("Time period cannot be negative", { exact: true }).waitFor();
      await input.fill("5000");
      await field(page, "Time period").fill("10");
      await expect.poll(() => result(page, "total").textContent()).toBe("₹11,61,695");
    } finally {
      await context.close();
    }
  });

  it("recomputes live when a slider moves, and announces the slider's value", async () => {
    const { context, page } = await openPage(browser, "/tools/sip");
    try {
      await calculate(page);
      await expect.poll(() => result(page, "total").textContent()).toBe("₹23,23,391");
      const slider = page.getByRole("slider", { name: "Time period slider" });
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => slider.getAttribute("aria-valuetext")).toBe("11 years");
      await page.waitForFunction(() => document.querySelector('[data-testid="result-total"]')?.textContent === "₹27,46,148");
      await expect.poll(() => field(page, "Time period").inputValue()).toBe("11");
      const amount = page.getByRole("slider", { name: "Monthly investment slider" });
      await amount.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => amount.getAttribute("aria-valuetext")).toBe("₹10,500");
      await page.waitForFunction(() => document.querySelector('[data-testid="result-invested"]')?.textContent === "₹13,86,000");
    } finally {
      await context.close();
    }
  });

  it("restores the inputs and the result from a copied URL", async () => {
    await expectLinkRestores(browser, "/tools/sip", {
      async fill(page) {
        await field(page, "Monthly investment").fill("25,000");
        await field(page, "Expected return rate (p.a.)").fill("10");
        await field(page, "Time period").fill("15");
        await calculate(page);
        await expectResult(page, "total", "₹1,04,48,107");
      },
      ready: (url) => url.searchParams.get("timePeriod") === "15",
      async check(page) {
        await expectResult(page, "total", "₹1,04,48,107");
        await expect.poll(() => field(page, "Monthly investment").inputValue()).toBe("25,000");
      },
    });
  });
});
