// The retirement planner and the aging-parent planner end to end (spec 1 §3, §5, §9; spec 2 §2,
// §4, §5, §9): defaults computed through the WASM worker, the drawdown ending at ₹0, the
// cash-flow chart, live sliders, the spec's messages, and the parent planner's rule that a
// failed Calculate stops live recompute.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculate, field, launchBrowser, openPage, PHONE, result } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const table = (page: Page) => page.getByRole("region", { name: "Year-by-year drawdown" });

async function resultBecomes(page: Page, id: string, text: string) {
  await page.waitForFunction(([testId, expected]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent === expected, [`result-${id}`, text]);
}

async function expectMessageOn(page: Page, label: string, message: string) {
  const text = page.getByText(message, { exact: true });
  await text.waitFor();
  await expect.poll(() => text.getAttribute("id")).toBe(await field(page, label).getAttribute("aria-describedby"));
}

describe("retirement planner", () => {
  // Worked out by hand in tests/wasm/retirement.test.ts (inflation = post-retirement return).
  it("computes the defaults, draws the cash flow and ends the drawdown at ₹0", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/retirement");
    try {
      await field(page, "Current age").waitFor();
      await expect.poll(() => result(page, "retirementCorpusRequired").count()).toBe(0);
      await calculate(page);
      await expect.poll(() => result(page, "retirementCorpusRequired").textContent()).toBe("₹10,99,58,930");
      await expect.poll(() => result(page, "fundToGetCapitalBack").textContent()).toBe("₹3,42,85,714");
      await expect.poll(() => result(page, "totalRetirementCorpusRequired").textContent()).toBe("₹14,42,44,645");
      await expect.poll(() => result(page, "firstYearExpensePreTax").textContent()).toBe("₹54,97,947");
      await expect.poll(() => result(page, "taxRate").textContent()).toBe("30%");
      await expect.poll(() => result(page, "monthlyInvestment").textContent()).toBe("₹1,44,368");

      const rows = table(page).locator("tbody tr");
      await expect.poll(() => rows.count()).toBe(20);
      await expect.poll(() => rows.first().locator("td").allTextContents()).toEqual([
        "60", "1", "₹10,99,58,930", "₹54,97,947", "₹38,48,563", "₹62,67,659", "₹11,07,28,643", "₹3,63,42,857", "₹14,70,71,500",
      ]);
      await expect.poll(() => rows.last().locator("td").allTextContents()).toEqual([
        "79", "20", "₹1,66,34,584", "₹1,66,34,584", "₹1,16,44,209", "₹0", "₹0", "₹10,99,58,930", "₹10,99,58,930",
      ]);
      const chart = page.locator("figure", { has: page.getByText("Cash flow in retirement", { exact: true }) });
      await chart.locator("canvas").waitFor();

      const slider = page.getByRole("slider", { name: "Current age slider" });
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => slider.getAttribute("aria-valuetext")).toBe("41 years");
      await resultBecomes(page, "totalRetirementCorpusRequired", "₹13,60,79,854");
      await resultBecomes(page, "monthlyInvestment", "₹1,55,462");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the spec's messages for an empty, negative or out-of-order field", async () => {
    const { context, page } = await openPage(browser, "/tools/retirement");
    try {
      await calculate(page);
      await result(page, "retirementCorpusRequired").waitFor();
      await field(page, "Monthly expenses today").fill("");
      await expectMessageOn(page, "Monthly expenses today", "This field is required and cannot be negative.");
      await expect.poll(() => result(page, "retirementCorpusRequired").count()).toBe(0);
      await field(page, "Monthly expenses today").fill("-100");
      await expectMessageOn(page, "Monthly expenses today", "This field is required and cannot be negative.");
      await field(page, "Monthly expenses today").fill("100000");
      await field(page, "Retirement age").fill("40");
      await expectMessageOn(page, "Retirement age", "Must be after current age.");
      await field(page, "Retirement age").fill("60");
      await field(page, "Life expectancy").fill("60");
      await expectMessageOn(page, "Life expectancy", "Must be after retirement age.");
      await field(page, "Life expectancy").fill("80");
      await resultBecomes(page, "retirementCorpusRequired", "₹10,99,58,930"); // live again once valid
    } finally {
      await context.close();
    }
  });

  it("never shows NaN, Infinity or a blank for zero returns, zero inflation and the longest life", async () => {
    const { context, page } = await openPage(browser, "/tools/retirement?currentAge=0&retirementAge=1&lifeExpectancy=120&monthlyExpenses=1000000000&inflation=0&taxSlabPostRetirement=0&preRetirementReturn=0&postRetirementReturn=0");
    try {
      await expect.poll(() => result(page, "retirementCorpusRequired").textContent()).toBe("₹14,28,00,00,00,000");
      const text = await page.locator(".calculator-results").textContent();
      expect(text).not.toMatch(/NaN|Infinity|undefined|—/);
      // 119 years: the long table renders the rows near the screen and counts them all for a screen reader.
      const years = table(page).locator("table");
      expect(await years.getAttribute("aria-rowcount")).toBe("120");
      await years.evaluate((element) => element.scrollIntoView({ block: "end" }));
      const lastYear = years.locator('tbody tr[aria-rowindex="120"]');
      await lastYear.waitFor();
      await expect.poll(() => lastYear.textContent()).not.toMatch(/NaN|Infinity|undefined|—/);
    } finally {
      await context.close();
    }
  });
});

describe("aging parent planner", () => {
  it("computes the defaults for a parent already retired: no SIP, drawdown to ₹0, chart and table", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/parents");
    try {
      await calculate(page);
      await expect.poll(() => result(page, "retirementCorpusRequired").textContent()).toBe("₹1,71,42,857");
      await expect.poll(() => result(page, "fundToGetCapitalBack").textContent()).toBe("₹53,45,224");
      await expect.poll(() => result(page, "totalRetirementCorpusRequired").textContent()).toBe("₹2,24,88,081");
      await expect.poll(() => result(page, "firstYearExpensePreTax").textContent()).toBe("₹8,57,143");
      await expect.poll(() => result(page, "taxRate").textContent()).toBe("30%");
      await expect.poll(() => result(page, "monthlyInvestment").count()).toBe(0);
      await expect.poll(() => page.locator(".donut").textContent()).toMatch(/Retirement corpus: ₹1,71,42,857.*Fund to get capital back: ₹53,45,224/);
      const rows = table(page).locator("tbody tr");
      await expect.poll(() => rows.count()).toBe(20);
      await expect.poll(() => rows.last().locator("td").allTextContents()).toEqual([
        "84", "20", "₹25,93,371", "₹25,93,371", "₹18,15,360", "₹0", "₹0", "₹1,71,42,857", "₹1,71,42,857",
      ]);
      await page.locator("figure", { has: page.getByText("Cash flow: withdrawals and balance", { exact: true }) }).locator("canvas").waitFor();

      const slider = page.getByRole("slider", { name: "Life expectancy slider" });
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await resultBecomes(page, "totalRetirementCorpusRequired", "₹2,32,94,797");
      // The table sits below the fold: it catches up once the slider rests (when-seen.ts).
      await expect.poll(() => rows.count()).toBe(21);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows its messages, and after a failed Calculate recomputes only on the next successful one", async () => {
    const { context, page } = await openPage(browser, "/tools/parents", PHONE);
    try {
      await calculate(page);
      await result(page, "retirementCorpusRequired").waitFor();
      await field(page, "Parent's monthly expenses today").fill("");
      await expectMessageOn(page, "Parent's monthly expenses today", "Required and cannot be negative.");
      await field(page, "Parent's monthly expenses today").fill("40000");
      await resultBecomes(page, "retirementCorpusRequired", "₹1,37,14,286");
      await field(page, "Parent's retirement age").fill("64");
      await expectMessageOn(page, "Parent's retirement age", "Must be after current age.");
      await calculate(page);
      await expect.poll(() => result(page, "retirementCorpusRequired").count()).toBe(0);
      await field(page, "Parent's retirement age").fill("65");
      await field(page, "Life expectancy").fill("65");
      await expectMessageOn(page, "Life expectancy", "Must be after retirement age.");
      await field(page, "Life expectancy").fill("85");
      await expect.poll(() => page.getByText("Must be after retirement age.", { exact: true }).count()).toBe(0);
      await expect.poll(() => result(page, "retirementCorpusRequired").count()).toBe(0); // not live any more
      await calculate(page);
      await expect.poll(() => result(page, "retirementCorpusRequired").textContent()).toBe("₹1,37,14,286");
    } finally {
      await context.close();
    }
  });

  it("restores the plan from a copied URL, with a SIP once retirement is ahead", async () => {
    const { context, page } = await openPage(browser, "/tools/parents?currentAge=60&retirementAge=65&lifeExpectancy=85&monthlyExpenses=50000&inflation=6&taxSlabPostRetirement=30&preRetirementReturn=12&postRetirementReturn=6");
    try {
      await expect.poll(() => result(page, "monthlyInvestment").textContent()).toMatch(/^₹[\d,]+$/);
      await expect.poll(() => field(page, "Parent's current age").inputValue()).toBe("60");
    } finally {
      await context.close();
    }
  });
});
