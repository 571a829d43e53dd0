// The yearly step-up of a SIP end to end in Chromium, against the built site and the real
// server: on the SIP calculator (percent and fixed amount, the final instalment, the flat SIP
// beside it on the chart and in the table, its own messages, a copied link) and on Difference in
// Returns in SIP mode. Figures are the ones worked out by hand in tests/wasm/step-up.test.ts.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculate, expectResult, expectResults, field, launchBrowser, openPage, PHONE, result } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The series named in the chart's legend, after the x axis's own entry. */
async function chartSeries(page: Page): Promise<string[]> {
  await page.locator(".uplot-host canvas").first().waitFor();
  const labels = await page.locator(".uplot-host .u-legend .u-series .u-label").allTextContents();
  return labels.slice(1);
}

async function chooseStepUp(page: Page, mode: "none" | "percent" | "amount", value?: string): Promise<void> {
  await field(page, "Yearly step-up").selectOption(mode);
  if (value === undefined) return;
  const label = mode === "percent" ? "Step-up percentage" : "Step-up amount";
  await field(page, label).fill(value);
}

describe("step-up SIP", () => {
  it("steps ₹10,000 a month up 10% a year: ₹33,74,326 against ₹23,23,391 flat, the last year at ₹23,579 a month", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/sip");
    try {
      await field(page, "Monthly investment").waitFor();
      await expect.poll(() => field(page, "Step-up percentage").count()).toBe(0);
      await chooseStepUp(page, "percent", "10");
      await calculate(page);
      await expectResults(page, {
        invested: "₹19,12,491",
        gained: "₹14,61,835",
        total: "₹33,74,326",
        finalInstalment: "₹23,579",
        flatTotal: "₹23,23,391",
      });
      expect(await chartSeries(page)).toEqual(["Invested", "Total value", "Total value without step-up"]);
      const table = page.getByRole("region", { name: "Year-by-year projection" });
      const headers = await table.locator("thead th").allTextContents();
      expect(headers).toEqual(["Year", "Monthly instalment", "Invested", "Growth", "Total value", "Without step-up"]);
      await expect.poll(() => table.locator("tbody tr").nth(1).locator("td").first().textContent()).toBe("2");
      await expect.poll(() => table.locator("tbody tr").nth(1).locator("td").nth(1).textContent()).toBe("₹11,000");
      await expect.poll(() => table.locator("tbody tr").last().locator("td").allTextContents()).toEqual([
        "10",
        "₹23,579",
        "₹19,12,491",
        "₹14,61,835",
        "₹33,74,326",
        "₹23,23,391",
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("adds a fixed ₹1,000 a year, recomputing live as the mode changes, and goes back to the flat SIP with None", async () => {
    const { context, page } = await openPage(browser, "/tools/sip");
    try {
      await calculate(page);
      await expectResult(page, "total", "₹23,23,391");
      await chooseStepUp(page, "amount", "1,000");
      await expectResults(page, { invested: "₹17,40,000", total: "₹31,45,356", finalInstalment: "₹19,000", flatTotal: "₹23,23,391" });
      await chooseStepUp(page, "none");
      await expectResults(page, { invested: "₹12,00,000", gained: "₹11,23,391", total: "₹23,23,391" });
      await expect.poll(() => result(page, "finalInstalment").count()).toBe(0);
      await expect.poll(() => result(page, "flatTotal").count()).toBe(0);
      await expect.poll(() => field(page, "Step-up amount").count()).toBe(0);
      await page.waitForFunction(() => document.querySelectorAll(".uplot-host .u-legend .u-series").length === 3);
      expect(await chartSeries(page)).toEqual(["Invested", "Total value"]);
    } finally {
      await context.close();
    }
  });

  it("keeps the plain SIP's figures with no step-up, or with a step-up of 0", async () => {
    const { context, page } = await openPage(browser, "/tools/sip");
    try {
      await calculate(page);
      await expectResults(page, { invested: "₹12,00,000", gained: "₹11,23,391", total: "₹23,23,391" });
      // The plain SIP's own boxes (the odds panel below has its own).
      await expect.poll(() => page.getByRole("region", { name: "Results" }).locator('[data-testid^="result-"]').count()).toBe(3);
      await expect.poll(() => page.getByRole("region", { name: "Year-by-year projection" }).locator("thead th").allTextContents()).toEqual([
        "Year",
        "Invested",
        "Growth",
        "Total value",
      ]);
      await chooseStepUp(page, "percent", "0");
      await expectResults(page, { invested: "₹12,00,000", total: "₹23,23,391", finalInstalment: "₹10,000", flatTotal: "₹23,23,391" });
    } finally {
      await context.close();
    }
  });

  it("says 'Step-up cannot be negative.' under the field, tied to it, and hides the results", async () => {
    const { context, page } = await openPage(browser, "/tools/sip");
    try {
      await calculate(page);
      await expectResult(page, "total", "₹23,23,391");
      await chooseStepUp(page, "percent", "-5");
      const message = page.getByText("Step-up cannot be negative.", { exact: true });
      await message.waitFor();
      const input = field(page, "Step-up percentage");
      await expect.poll(() => input.getAttribute("aria-describedby")).toBe(await message.getAttribute("id"));
      await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
      await expect.poll(() => page.locator('[data-testid^="result-"]').count()).toBe(0);
      await input.fill("150");
      await page.getByText("Step-up cannot be more than 100% a year.", { exact: true }).waitFor();
      await input.fill("10");
      await expectResult(page, "total", "₹33,74,326");
    } finally {
      await context.close();
    }
  });

  it("restores a step-up from a copied link on a phone", async () => {
    const { context, page } = await openPage(
      browser,
      "/tools/sip?monthlyInvestment=10000&annualRate=12&timePeriod=10&stepUpMode=amount&stepUpPercent=&stepUpAmount=1000",
      PHONE,
    );
    try {
      await expectResults(page, { total: "₹31,45,356", finalInstalment: "₹19,000" });
      await expect.poll(() => field(page, "Yearly step-up").inputValue()).toBe("amount");
      await expect.poll(() => field(page, "Step-up amount").inputValue()).toBe("1,000");
    } finally {
      await context.close();
    }
  });
});

describe("Difference in Returns with a step-up", () => {
  it("steps up the SIP in every scenario: ₹10,000 rising 10% a year for 15 years at 8% and 12%", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/difference-in-returns");
    try {
      await field(page, "Monthly SIP amount").waitFor();
      await chooseStepUp(page, "percent", "10");
      await calculate(page);
      // Invested 1,20,000 × (1.1^15 − 1) / 0.1 = 38,12,698; the last year's instalment 10,000 × 1.1^14.
      await expectResults(page, {
        invested: "₹38,12,698",
        finalInstalment: "₹37,975",
        total1: "₹64,16,131",
        total2: "₹86,83,849",
        gap21: "₹22,67,718",
      });
      await chooseStepUp(page, "none");
      await expectResults(page, { invested: "₹18,00,000", total1: "₹34,83,451", total2: "₹50,45,760" });
      await expect.poll(() => result(page, "finalInstalment").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("offers no step-up for a lumpsum", async () => {
    const { context, page } = await openPage(browser, "/tools/difference-in-returns");
    try {
      await field(page, "Yearly step-up").waitFor();
      await page.getByRole("tab", { name: "Lumpsum" }).click();
      await field(page, "Lumpsum amount").waitFor();
      await expect.poll(() => field(page, "Yearly step-up").count()).toBe(0);
      await calculate(page);
      await expectResults(page, { invested: "₹1,20,000", total1: "₹3,80,660" });
    } finally {
      await context.close();
    }
  });
});
