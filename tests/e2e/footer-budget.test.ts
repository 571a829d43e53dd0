// The footer (spec 1 §2, §4): the newsletter alert, the community row, the #faq/#privacy/#terms
// anchors, the copyright year; and the Monthly Budget Planner, in the footer and at /tools/budget.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, PHONE } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the newsletter form", () => {
  it("alerts 'Subscribed with: {email}' and resets", async () => {
    const { context, page } = await openPage(browser, "/money");
    try {
      const alerts: string[] = [];
      page.on("dialog", (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      const email = page.getByLabel("Your email");
      await email.fill("asha@example.in");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect.poll(() => alerts).toEqual(["Subscribed with: asha@example.in"]);
      await expect.poll(() => email.inputValue()).toBe("");
    } finally {
      await context.close();
    }
  });
});

describe("the footer", () => {
  it("shows the community row with disabled 'coming soon' entries and the current year", async () => {
    const { context, page } = await openPage(browser, "/health", PHONE);
    try {
      const footer = page.locator("footer");
      await footer.getByText("Join the Community").waitFor();
      const disabled = footer.locator('[aria-disabled="true"]');
      await expect.poll(() => disabled.count()).toBe(6);
      await expect.poll(() => disabled.first().getAttribute("aria-label")).toContain("coming soon");
      await expect.poll(() => footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
    } finally {
      await context.close();
    }
  });

  it("opens the FAQ, privacy and terms sections of the home page from any page", async () => {
    const { context, page } = await openPage(browser, "/tools/sip");
    try {
      for (const [name, id] of [
        ["FAQ", "faq"],
        ["Privacy", "privacy"],
        ["Terms", "terms"],
      ] as const) {
        await page.locator("footer").getByRole("link", { name, exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/" && url.hash === `#${id}`);
        const section = page.locator(`section#${id}`);
        await section.waitFor();
        await page.waitForFunction((target) => {
          const box = document.getElementById(target)?.getBoundingClientRect();
          return !!box && box.top < window.innerHeight && box.bottom > 0;
        }, id);
      }
      await expect.poll(() => page.locator("#privacy").textContent()).toContain("Calculators run in your browser and send nothing");
    } finally {
      await context.close();
    }
  });
});

async function budgetIn(page: Page, scope: string) {
  const root = page.locator(scope);
  return {
    root,
    income: root.getByLabel("Monthly Income"),
    category: (n: number) => root.getByLabel(`Expense ${n} category`),
    amount: (n: number) => root.getByLabel(`Expense ${n} amount`),
    button: (name: string) => root.getByRole("button", { name, exact: true }),
  };
}

describe("the Monthly Budget Planner", () => {
  it("at /tools/budget: adds rows, sums them, removes only while more than one, and clears", async () => {
    const { context, page } = await openPage(browser, "/tools/budget");
    try {
      const budget = await budgetIn(page, "main");
      await budget.income.fill("60,000");
      await expect.poll(() => budget.root.getByRole("button", { name: /Remove expense/ }).count()).toBe(0);
      await budget.category(1).fill("Rent");
      await budget.amount(1).fill("18000");
      await budget.button("Add Expense").click();
      await budget.category(2).fill("Groceries");
      await budget.amount(2).fill("9,500");
      await budget.button("Add Expense").click();
      await budget.amount(3).fill("not a number");
      await budget.button("Calculate").click();
      await expect.poll(() => budget.root.getByTestId("result-monthlyIncome").textContent()).toBe("₹60,000");
      await expect.poll(() => budget.root.getByTestId("result-totalExpenses").textContent()).toBe("₹27,500");
      await expect.poll(() => budget.root.getByTestId("result-remainingBalance").textContent()).toBe("₹32,500");
      await budget.root.getByRole("button", { name: "Remove expense 3" }).click();
      await budget.root.getByRole("button", { name: "Remove expense 2" }).click();
      await expect.poll(() => budget.root.getByRole("button", { name: /Remove expense/ }).count()).toBe(0);
      await budget.button("Clear").click();
      await expect.poll(() => budget.income.inputValue()).toBe("");
      await expect.poll(() => budget.amount(1).inputValue()).toBe("");
      await expect.poll(() => budget.root.getByTestId("result-totalExpenses").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("in the footer: refuses a blank income with the spec's message", async () => {
    const { context, page } = await openPage(browser, "/", PHONE);
    try {
      const footer = page.locator("footer");
      await footer.getByText("Monthly Budget Planner").click();
      const budget = await budgetIn(page, "footer");
      await budget.amount(1).fill("500");
      await budget.button("Calculate").click();
      await footer.getByText("Please enter a valid monthly income.", { exact: true }).waitFor();
      await expect.poll(() => footer.getByTestId("result-totalExpenses").count()).toBe(0);
      await budget.income.fill("1000");
      await budget.button("Calculate").click();
      await expect.poll(() => footer.getByTestId("result-remainingBalance").textContent()).toBe("₹500");
    } finally {
      await context.close();
    }
  });
});
