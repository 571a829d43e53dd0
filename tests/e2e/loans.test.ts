// The EMI calculator, the First Crore planner and the emergency fund estimator end to end:
// the spec's messages, the WASM core in the worker, live recompute, the EMI year filter.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brokenFigures, calculate, field, launchBrowser, openPage, PHONE, result } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const resultText = (page: Page, id: string, text: string) =>
  page.waitForFunction(([testId, expected]) => document.querySelector(`[data-testid="result-${testId}"]`)?.textContent === expected, [id, text] as const);

const paise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The EMI by the textbook formula, written out here independently of the core. */
function emi(amount: number, annualRate: number, years: number): string {
  const i = annualRate / 1200;
  const growth = (1 + i) ** (years * 12);
  return paise.format((amount * i * growth) / (growth - 1));
}

describe("EMI calculator", () => {
  it("shows nothing before Calculate, then ₹8,678 a month and ₹10,82,776 of interest for the defaults", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/EMI");
    try {
      await field(page, "Loan amount").waitFor();
      await expect.poll(() => result(page, "emi").count()).toBe(0);
      await calculate(page);
      await expect.poll(() => result(page, "emi").textContent()).toBe("₹8,678.23");
      await expect.poll(() => result(page, "interest").textContent()).toBe("₹10,82,776");
      await expect.poll(() => result(page, "principal").textContent()).toBe("₹10,00,000");
      await expect.poll(() => result(page, "total").textContent()).toBe("₹20,82,776");
      await page.getByText("the last one clears the loan", { exact: false }).waitFor();
      await page.locator(".uplot-host canvas").first().waitFor();
      const now = new Date();
      const yearly = page.getByRole("region", { name: "Year-by-year repayment" }).locator("tbody tr");
      await expect.poll(() => yearly.count()).toBe(now.getMonth() === 0 ? 20 : 21);
      expect((await yearly.last().locator("td").allTextContents()).at(-1)).toBe("₹0");
      const monthly = page.getByRole("region", { name: "Month-by-month repayment" }).locator("tbody tr");
      await expect.poll(() => monthly.count()).toBe(12 - now.getMonth());
      await expect.poll(() => monthly.first().locator("td").first().textContent()).toBe("1");
      await page.getByRole("heading", { name: "How this is calculated" }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("answers at /tools/emi too", async () => {
    const { context, page } = await openPage(browser, "/tools/emi?amount=500000&annualRate=10&tenure=5");
    try {
      await expect.poll(() => result(page, "emi").textContent()).toBe(emi(500_000, 10, 5));
    } finally {
      await context.close();
    }
  });

  it("says 'This is a required field.' and 'Value must be greater than 0.', tied to the input, and hides the results", async () => {
    const { context, page } = await openPage(browser, "/tools/EMI");
    try {
      await calculate(page);
      await result(page, "emi").waitFor();
      const amount = field(page, "Loan amount");
      await amount.fill("");
      const required = page.getByText("This is a required field.", { exact: true });
      await required.waitFor();
      expect(await required.getAttribute("id")).toBe(await amount.getAttribute("aria-describedby"));
      await expect.poll(() => result(page, "emi").count()).toBe(0);
      const rate = field(page, "Interest rate (p.a.)");
      await rate.fill("-2");
      const positive = page.getByText("Value must be greater than 0.", { exact: true });
      await positive.waitFor();
      expect(await positive.getAttribute("id")).toBe(await rate.getAttribute("aria-describedby"));
      await field(page, "Loan tenure").fill("0");
      await expect.poll(() => page.getByText("Value must be greater than 0.", { exact: true }).count()).toBe(2);
      await amount.fill("2,00,000");
      await rate.fill("12");
      await field(page, "Loan tenure").fill("1");
      await resultText(page, "emi", emi(200_000, 12, 1));
    } finally {
      await context.close();
    }
  });

  it("recomputes live while a slider moves", async () => {
    const { context, page } = await openPage(browser, "/tools/EMI");
    try {
      await calculate(page);
      await expect.poll(() => result(page, "emi").textContent()).toBe("₹8,678.23");
      const slider = page.getByRole("slider", { name: "Loan tenure slider" });
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => slider.getAttribute("aria-valuetext")).toBe("21 years");
      await resultText(page, "emi", emi(1_000_000, 8.5, 21));
      const rate = page.getByRole("slider", { name: "Interest rate (p.a.) slider" });
      await rate.focus();
      await page.keyboard.press("ArrowLeft");
      await resultText(page, "emi", emi(1_000_000, 8.45, 21));
      await expect.poll(() => field(page, "Loan tenure").inputValue()).toBe("21");
    } finally {
      await context.close();
    }
  });

  it("shows one calendar year of months at a time, and goes back to the current year on Calculate", async () => {
    const { context, page } = await openPage(browser, "/tools/EMI");
    try {
      await calculate(page);
      const thisYear = new Date().getFullYear();
      const filter = page.getByLabel("Show year");
      await expect.poll(() => filter.inputValue()).toBe(String(thisYear));
      await filter.selectOption(String(thisYear + 5));
      const monthly = page.getByRole("region", { name: "Month-by-month repayment" });
      await monthly.getByText(`Month-by-month repayment in ${thisYear + 5}`).waitFor();
      const months = await monthly.locator("tbody tr td:nth-child(2)").allTextContents();
      expect(months).toHaveLength(12);
      expect(months[0]).toBe(`Jan ${thisYear + 5}`);
      expect(months[11]).toBe(`Dec ${thisYear + 5}`);
      // A live change keeps the visitor's choice...
      await field(page, "Loan amount").fill("1500000");
      await resultText(page, "principal", "₹15,00,000");
      await expect.poll(() => filter.inputValue()).toBe(String(thisYear + 5));
      // ...Calculate puts it back to the current year.
      await calculate(page);
      await expect.poll(() => filter.inputValue()).toBe(String(thisYear));
      await monthly.getByText(`Month-by-month repayment in ${thisYear}`).waitFor();
    } finally {
      await context.close();
    }
  });

  it("never renders a 30-year loan's 360 months at once", async () => {
    const { context, page } = await openPage(browser, "/tools/EMI?amount=5000000&annualRate=9&tenure=30", PHONE);
    try {
      await result(page, "emi").waitFor();
      await expect.poll(() => result(page, "emi").textContent()).toBe(emi(5_000_000, 9, 30));
      const yearlyRows = await page.getByRole("region", { name: "Year-by-year repayment" }).locator("tbody tr").count();
      expect(yearlyRows).toBeLessThanOrEqual(31);
      expect(await page.getByRole("region", { name: "Month-by-month repayment" }).locator("tbody tr").count()).toBeLessThanOrEqual(12);
      expect(await page.locator("tbody tr").count()).toBeLessThanOrEqual(31 + 12);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});

describe("First Crore planner", () => {
  it("takes 24 years 2 months at ₹25,000 a month, 12% return and 6% inflation", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/crore");
    try {
      await field(page, "Monthly investment").waitFor();
      await expect.poll(() => result(page, "years").count()).toBe(0);
      await calculate(page);
      await expect.poll(() => result(page, "years").textContent()).toBe("24");
      await expect.poll(() => result(page, "months").textContent()).toBe("2");
      await expect.poll(() => result(page, "invested").textContent()).toBe("₹72,50,000");
      for (const id of ["returns", "fvAtGoal", "inflatedTarget"]) await expect.poll(() => result(page, id).textContent()).toMatch(/^₹[\d,]+$/);
      const rows = page.getByRole("region", { name: "Year-by-year progress" }).locator("tbody tr");
      await expect.poll(() => rows.count()).toBe(25);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("reaches exactly ₹1 crore in 8 years 4 months with no inflation and a tiny return", async () => {
    const { context, page } = await openPage(browser, "/tools/crore?monthlyInvestment=100000&annualRate=0.001&inflationRate=0");
    try {
      await expect.poll(() => result(page, "years").textContent()).toBe("8");
      await expect.poll(() => result(page, "months").textContent()).toBe("4");
    } finally {
      await context.close();
    }
  });

  it("says 'Goal may be unreachable with these inputs.' when 100 years are not enough", async () => {
    const { context, page } = await openPage(browser, "/tools/crore");
    try {
      await field(page, "Monthly investment").fill("1000");
      await field(page, "Expected return rate (p.a.)").fill("1");
      await field(page, "Inflation rate (p.a.)").fill("10");
      await calculate(page);
      await page.getByText("Goal may be unreachable with these inputs.", { exact: true }).waitFor();
      await expect.poll(() => result(page, "years").count()).toBe(0);
      await field(page, "Expected return rate (p.a.)").fill("15");
      await result(page, "years").waitFor();
      await expect.poll(() => page.getByText("Goal may be unreachable with these inputs.", { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("says 'Must be a positive number.' and 'Cannot be negative.'", async () => {
    const { context, page } = await openPage(browser, "/tools/crore");
    try {
      await field(page, "Monthly investment").fill("");
      await field(page, "Inflation rate (p.a.)").fill("-1");
      await calculate(page);
      await page.getByText("Must be a positive number.", { exact: true }).waitFor();
      await page.getByText("Cannot be negative.", { exact: true }).waitFor();
      await field(page, "Expected return rate (p.a.)").fill("0");
      await expect.poll(() => page.getByText("Must be a positive number.", { exact: true }).count()).toBe(2);
      await expect.poll(() => result(page, "years").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("Emergency fund estimator", () => {
  it("keeps 3 months of ₹30,000 as the minimum and 6 as the ideal", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/emergency");
    try {
      const expenses = field(page, "Monthly essential expenses");
      await expenses.fill("30,000");
      await expect.poll(() => result(page, "minimum").count()).toBe(0);
      await calculate(page);
      await expect.poll(() => result(page, "minimum").textContent()).toBe("₹90,000");
      await expect.poll(() => result(page, "ideal").textContent()).toBe("₹1,80,000");
      await expect.poll(() => result(page, "monthlyForMinimumIn12").textContent()).toBe("₹7,500");
      await page.getByText("sweep-in fixed deposit", { exact: false }).waitFor();
      await expenses.fill("45000");
      await resultText(page, "ideal", "₹2,70,000");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says 'Please enter valid monthly essential expenses.' for an empty or zero amount", async () => {
    const { context, page } = await openPage(browser, "/tools/emergency");
    try {
      const expenses = field(page, "Monthly essential expenses");
      await expenses.fill("");
      await calculate(page);
      const message = page.getByText("Please enter valid monthly essential expenses.", { exact: true });
      await message.waitFor();
      expect(await message.getAttribute("id")).toBe(await expenses.getAttribute("aria-describedby"));
      await expenses.fill("0");
      await message.waitFor();
      await expect.poll(() => result(page, "minimum").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("extreme valid inputs", () => {
  const CASES = [
    "/tools/EMI?amount=1000000000&annualRate=50&tenure=40",
    "/tools/EMI?amount=1&annualRate=0.01&tenure=0.09",
    "/tools/crore?monthlyInvestment=1000000000&annualRate=50&inflationRate=30",
    "/tools/crore?monthlyInvestment=10&annualRate=30&inflationRate=0",
    "/tools/emergency?monthlyEssentials=100000000",
    "/tools/emergency?monthlyEssentials=0.5",
  ];

  it("show a real figure in every result and table cell: never NaN, Infinity, undefined, -0 or a blank", async () => {
    const { context, page, errors } = await openPage(browser, "/tools");
    try {
      const bad: string[] = [];
      for (const path of CASES) {
        await page.goto(path);
        await result(page, path.includes("crore") ? "years" : path.includes("EMI") ? "emi" : "minimum").waitFor();
        await expect.poll(() => page.locator('[data-testid^="result-"], main table:not(.u-legend) td').count(), { message: path }).toBeGreaterThan(0);
        for (const text of await brokenFigures(page)) bad.push(`${path}: '${text}'`);
      }
      expect(bad).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
