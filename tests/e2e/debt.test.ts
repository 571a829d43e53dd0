// The debt tracker (spec 2 §2, §4, §5, §9) at /tools/debt and on the debt strategies page:
// rows added, removed and cleared, the spec's message, both orders side by side, and the
// month-by-month payoff from the WASM core with a budget.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculate, expectLinkRestores, launchBrowser, openPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MISSING = "Please fill in all debt details.";

const debtRows = (page: Page) => page.locator("fieldset.debt-row");
const input = (page: Page, row: number, label: string) => debtRows(page).nth(row).getByLabel(label, { exact: true });
const order = (page: Page, strategy: "snowball" | "avalanche") => page.getByTestId(`${strategy}-order`).locator("li strong").allTextContents();

async function fillDebt(page: Page, row: number, name: string, balance: string, rate: string, minimum = "") {
  await input(page, row, "Name").fill(name);
  await input(page, row, "Balance").fill(balance);
  await input(page, row, "Interest rate (p.a.)").fill(rate);
  if (minimum) await input(page, row, "Minimum payment (optional)").fill(minimum);
}

describe("Debt tracker", () => {
  it("starts with one empty debt that cannot be removed, and asks for every detail", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/debt");
    try {
      await page.getByRole("heading", { name: "Debt Tracker" }).waitFor();
      await expect.poll(() => debtRows(page).count()).toBe(1);
      await expect.poll(() => page.getByRole("button", { name: /^Remove/ }).count()).toBe(0);
      await expect.poll(() => page.getByText(MISSING).count()).toBe(0);
      await calculate(page);
      const message = page.getByText(MISSING, { exact: true });
      await message.waitFor();
      expect(await input(page, 0, "Name").getAttribute("aria-describedby")).toBe(await message.getAttribute("id"));
      await fillDebt(page, 0, "Credit card", "50000", "");
      await calculate(page);
      await message.waitFor();
      await input(page, 0, "Interest rate (p.a.)").fill("36");
      await expect.poll(() => page.getByText(MISSING, { exact: true }).count()).toBe(0);
      // A Calculate that failed does not start live updates: the next valid one shows the plan.
      await expect.poll(() => page.getByTestId("snowball-order").count()).toBe(0);
      await calculate(page);
      await expect.poll(() => order(page, "snowball")).toEqual(["Credit card"]);
      await page.getByText("Add the monthly budget you can spare", { exact: false }).waitFor();
      await page.getByText("How this is calculated").waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("adds, removes and clears rows, and orders snowball by balance and avalanche by rate", async () => {
    const { context, page } = await openPage(browser, "/tools/debt");
    try {
      await fillDebt(page, 0, "Credit card", "50,000", "36");
      await page.getByRole("button", { name: "Add debt" }).click();
      await expect.poll(() => debtRows(page).count()).toBe(2);
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest("fieldset")?.querySelector("legend")?.textContent)).toBe("Debt 2");
      await expect.poll(() => page.getByRole("button", { name: /^Remove/ }).count()).toBe(2);
      await fillDebt(page, 1, "Personal loan", "2,00,000", "14");
      await page.getByRole("button", { name: "Add debt" }).click();
      await fillDebt(page, 2, "Loan from uncle", "10000", "0");
      await calculate(page);
      await expect.poll(() => order(page, "snowball")).toEqual(["Loan from uncle", "Credit card", "Personal loan"]);
      await expect.poll(() => order(page, "avalanche")).toEqual(["Credit card", "Personal loan", "Loan from uncle"]);
      // An added empty row hides the plan until it is filled in.
      await page.getByRole("button", { name: "Add debt" }).click();
      await page.getByText(MISSING, { exact: true }).waitFor();
      await expect.poll(() => page.getByTestId("snowball-order").count()).toBe(0);
      await page.getByRole("button", { name: "Remove debt 4" }).click();
      await expect.poll(() => order(page, "snowball")).toEqual(["Loan from uncle", "Credit card", "Personal loan"]);
      await page.getByRole("button", { name: "Remove debt 1 (Credit card)" }).click();
      await expect.poll(() => order(page, "avalanche")).toEqual(["Personal loan", "Loan from uncle"]);
      await page.getByRole("button", { name: "Remove debt 2 (Loan from uncle)" }).click();
      await expect.poll(() => page.getByRole("button", { name: /^Remove/ }).count()).toBe(0);
      await page.getByRole("button", { name: "Clear" }).click();
      await expect.poll(() => debtRows(page).count()).toBe(1);
      await expect.poll(() => input(page, 0, "Name").inputValue()).toBe("");
      await expect.poll(() => input(page, 0, "Balance").inputValue()).toBe("");
      await expect.poll(() => page.getByTestId("snowball-order").count()).toBe(0);
      await expect.poll(() => page.getByText(MISSING).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("pays ₹10,000 at 12% off in 3 months with ₹5,000 a month, and charts both strategies", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/debt");
    try {
      await fillDebt(page, 0, "Card", "10000", "12");
      await page.getByLabel("Monthly budget for all debts (optional)").fill("5000");
      await calculate(page);
      // Month 1: 10,000 + 100 − 5,000; month 2: 5,100 + 51 − 5,000; month 3: 151 + 1.51.
      await expect.poll(() => page.getByTestId("result-snowball-months").textContent()).toBe("3 months");
      await expect.poll(() => page.getByTestId("result-snowball-interest").textContent()).toBe("₹153");
      await expect.poll(() => page.getByTestId("result-avalanche-totalPaid").textContent()).toBe("₹10,153");
      await page.locator(".uplot-host canvas").first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says how much budget is needed instead of running a plan that never ends", async () => {
    const { context, page } = await openPage(browser, "/tools/debt");
    try {
      await fillDebt(page, 0, "Card", "1,00,000", "36");
      const budget = page.getByLabel("Monthly budget for all debts (optional)");
      await budget.fill("3000");
      await calculate(page);
      await page.getByText("does not cover the first month's interest of ₹3,000", { exact: false }).waitFor();
      await page.getByText("Budget at least ₹3,001 a month", { exact: false }).waitFor();
      await expect.poll(() => page.getByTestId("result-snowball-months").count()).toBe(0);
      await input(page, 0, "Minimum payment (optional)").fill("5000");
      await page.getByText("does not cover the minimum payments of ₹5,000", { exact: false }).waitFor();
      await budget.fill("6000");
      // n = ln(6000 / 3000) / ln(1.03) = 23.4 months.
      await expect.poll(() => page.getByTestId("result-avalanche-months").textContent()).toBe("2 years");
    } finally {
      await context.close();
    }
  });

  it("restores the debts and the plan from a copied link", async () => {
    await expectLinkRestores(browser, "/tools/debt", {
      async fill(page) {
        await fillDebt(page, 0, "Card", "10000", "12");
        await page.getByLabel("Monthly budget for all debts (optional)").fill("5000");
        await calculate(page);
        await page.getByTestId("result-snowball-months").waitFor();
      },
      ready: (url) => url.searchParams.get("budget") === "5000",
      async check(page) {
        await expect.poll(() => page.getByTestId("result-snowball-months").textContent()).toBe("3 months");
        await expect.poll(() => input(page, 0, "Name").inputValue()).toBe("Card");
      },
    });
  });
});

describe("Debt strategies page", () => {
  it("explains snowball and avalanche for Indian borrowers and loads an example into the tracker", async () => {
    const { context, page, errors } = await openPage(browser, "/money/borrowing/debt-strategies");
    try {
      await page.getByRole("heading", { level: 1, name: "Debt strategies: snowball or avalanche" }).waitFor();
      await page.getByRole("heading", { name: "The snowball: smallest balance first" }).waitFor();
      await page.getByRole("heading", { name: "The avalanche: highest interest first" }).waitFor();
      await page.getByText("about 36–42% a year", { exact: false }).waitFor();
      await expect.poll(() => page.getByRole("link", { name: "EMI calculator" }).getAttribute("href")).toBe("/tools/emi");
      await page.getByRole("link", { name: "load an example" }).click();
      await expect.poll(() => order(page, "snowball")).toEqual(["Two-wheeler loan", "Credit card", "Personal loan"]);
      await expect.poll(() => order(page, "avalanche")).toEqual(["Credit card", "Personal loan", "Two-wheeler loan"]);
      await page.getByText("Avalanche saves you", { exact: false }).waitFor();
      await expect.poll(() => page.getByTestId("result-avalanche-months").textContent()).toMatch(/year|month/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
