// The income tax and HRA calculators in Chromium against the built site and the real server,
// on a phone (360 × 740) and a desktop: the figures worked out by hand in
// tests/wasm/tax.test.ts, the side-by-side steps and slab tables, the dated and sourced rules
// and the scope note on the page, the messages for empty and negative inputs tied to their
// fields, a URL that computes at once, the CSV download and Save plan.
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../support/parse-csv";
import { baseURL, brokenFigures, calculate, DESKTOP, expectFieldMessage, expectResult, expectResults, field, launchBrowser, openPage, PHONE, result } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Nothing wider than the viewport: no sideways scrolling of the page itself. */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("income tax on a %s", (_name, viewport) => {
  it("compares the regimes for the defaults (no deduction entered): ₹97,500 new, ₹2,57,400 old, the new saves ₹1,59,900", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/income-tax", viewport);
    try {
      await field(page, "Gross salary (a year)").waitFor();
      await expect.poll(() => field(page, "Age").inputValue()).toBe("30");
      await calculate(page);
      // Old: 15,00,000 − 50,000 = 14,50,000 taxable; 1,12,500 + 30% × 4,50,000 = 2,47,500, + 4%.
      await expectResults(page, { newRegimeTax: "₹97,500", oldRegimeTax: "₹2,57,400", saving: "New regime saves ₹1,59,900" });
      const steps = page.getByRole("region", { name: "New and old regime, step by step" });
      await expect.poll(() => steps.getByRole("row", { name: /^Taxable income/ }).locator("td").allTextContents()).toEqual(["₹14,25,000", "₹14,50,000"]);
      const newSlabs = page.getByRole("region", { name: "New regime, slab by slab" }).locator("tbody tr");
      await expect.poll(() => newSlabs.count()).toBe(7);
      await expect.poll(() => newSlabs.nth(3).locator("td").allTextContents()).toEqual(["₹12,00,000", "15%", "₹2,25,000", "₹33,750"]);
      await expect.poll(() => page.getByRole("region", { name: "Old regime, slab by slab" }).locator("tbody tr").count()).toBe(4);
      const convention = (await page.locator(".convention").textContent()) ?? "";
      expect(convention).toContain("FY 2026-27");
      expect(convention).toMatch(/Rules checked \d+ \w+ \d{4}\. Sources: /);
      const method = (await page.locator(".calculator-method").textContent()) ?? "";
      expect(method).toContain("Out of scope: capital gains");
      expect(method).toContain("not the old ₹7 lakh");
      expect(method).toContain("never 37%");
      expect(await brokenFigures(page)).toEqual([]);
      await expectNoPageOverflow(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("salary ₹6 lakh, nothing else entered: deducts only the standard deduction, and no message about HRA", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/income-tax", viewport);
    try {
      await field(page, "Gross salary (a year)").fill("600000");
      await calculate(page);
      // New: 6,00,000 − 75,000 = 5,25,000, within the 87A rebate. Old: 6,00,000 − 50,000 = 5,50,000;
      // 12,500 + 20% × 50,000 = 22,500 (past ₹5 lakh, no rebate), + 4% = 23,400.
      await expectResults(page, { newRegimeTax: "₹0", oldRegimeTax: "₹23,400" });
      const steps = page.getByRole("region", { name: "New and old regime, step by step" });
      await expect.poll(() => steps.getByRole("row", { name: /^Taxable income/ }).locator("td").allTextContents()).toEqual(["₹5,25,000", "₹5,50,000"]);
      await expect.poll(() => steps.getByRole("row", { name: /^Standard deduction/ }).locator("td").allTextContents()).toEqual(["− ₹75,000", "− ₹50,000"]);
      for (const name of [/^HRA exemption/, /^Home-loan interest/, /^80C(?!CD)/, /^80D/, /^80CCD\(1B\)/]) {
        // Both regimes' cells read ₹0 (a minus sign or spaces aside), polled: the table renders in an idle slice.
        const cells = steps.getByRole("row", { name }).locator("td");
        await expect.poll(async () => (await cells.allTextContents()).map((cell) => cell.replace(/[−\s]/g, "")), { message: String(name) }).toEqual(["₹0", "₹0"]);
      }
      await expect.poll(() => page.locator(".field-error").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the messages for an empty and a negative field, hiding the results until fixed", async () => {
    const { context, page } = await openPage(browser, "/tools/income-tax", viewport);
    try {
      await field(page, "Gross salary (a year)").waitFor();
      await calculate(page);
      await expectResult(page, "newRegimeTax", "₹97,500");
      await field(page, "Gross salary (a year)").fill("");
      await expectFieldMessage(page, "Gross salary (a year)", "Gross salary (a year) is required");
      await field(page, "Gross salary (a year)").fill("1500000");
      await expectResult(page, "newRegimeTax", "₹97,500");
      await field(page, "Age").fill("");
      await expectFieldMessage(page, "Age", "Age is required");
      await field(page, "Age").fill("30");
      await field(page, "Section 80C investments").fill("-5");
      await expectFieldMessage(page, "Section 80C investments", "Section 80C investments cannot be negative");
      await field(page, "Section 80C investments").fill("150000");
      // 14,50,000 − 1,50,000 = 13,00,000: 1,12,500 + 30% × 3,00,000 = 2,02,500, + 4%.
      await expectResult(page, "oldRegimeTax", "₹2,10,600");
    } finally {
      await context.close();
    }
  });
});

describe("income tax from a link", () => {
  it("computes at once: ₹12,10,000 of other income pays ₹10,400 in the new regime (marginal relief)", async () => {
    const query = "year=2025-26&salary=0&otherIncome=1210000&age=30&deductions80C=0&deductions80D=0&basicSalary=0&hraReceived=0&rentPaid=0";
    const { context, page, errors } = await openPage(browser, `/tools/income-tax?${query}`);
    try {
      // New: 61,500 cut to the 10,000 above ₹12 lakh, + 4%. Old: 1,12,500 + 30% × 2,10,000 = 1,75,500, + 4%.
      await expectResults(page, { newRegimeTax: "₹10,400", oldRegimeTax: "₹1,82,520" });
      expect((await page.locator(".convention").textContent()) ?? "").toContain("FY 2025-26 (AY 2026-27)");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("applies the senior slabs by age, and recomputes when the age changes", async () => {
    const { context, page } = await openPage(browser, "/tools/income-tax?salary=0&otherIncome=1000000&age=59&deductions80C=0&deductions80D=0&basicSalary=0&hraReceived=0&rentPaid=0");
    try {
      // Below 60: 12,500 + 1,00,000 + 4% = 1,17,000; from 80: 1,00,000 + 4% = 1,04,000.
      await expectResult(page, "oldRegimeTax", "₹1,17,000");
      await field(page, "Age").fill("80");
      await expectResult(page, "oldRegimeTax", "₹1,04,000");
      await expectResult(page, "newRegimeTax", "₹0");
    } finally {
      await context.close();
    }
  });

  it("downloads the slab table as CSV, the numbers unformatted", async () => {
    const { context, page } = await openPage(browser, "/tools/income-tax?salary=2475000");
    try {
      await page.getByRole("region", { name: "New regime, slab by slab" }).locator("tbody tr").first().waitFor();
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download new regime, slab by slab (CSV)", exact: true }).click(),
      ]);
      expect(file.suggestedFilename()).toBe("income-tax-new-regime-slab-by-slab.csv");
      const rows = parseCsv(await readFile(await file.path(), "utf8"));
      expect(rows[0]).toEqual(["fromRupees", "ratePct", "incomeInSlab", "taxInSlab"]);
      // 24,75,000 − 75,000 = 24,00,000 taxable: the top slab holds nothing.
      expect(rows.slice(1).map((row) => row[3])).toEqual(["0", "20000", "40000", "60000", "80000", "100000", "0"]);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("HRA exemption on a %s", (_name, viewport) => {
  it("shows the least of the three amounts and follows the metro choice", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/hra", viewport);
    try {
      await field(page, "Basic salary + DA (a year)").waitFor();
      await calculate(page);
      // Basic 6 L, HRA 2.4 L, rent 2.4 L: rent − 60,000 = 1,80,000 is the least.
      await expectResults(page, { exemptHra: "₹1,80,000", taxableHra: "₹60,000", actualHra: "₹2,40,000", rentOverTenPct: "₹1,80,000", salaryShare: "₹3,00,000" });
      await field(page, "Rent paid (a year)").fill("400000");
      await expectResult(page, "exemptHra", "₹2,40,000");
      await field(page, "Metro city").selectOption("no");
      await expectResult(page, "salaryShare", "₹2,40,000");
      await field(page, "HRA received (a year)").fill("300000");
      await expectResults(page, { exemptHra: "₹2,40,000", taxableHra: "₹60,000" });
      expect((await page.locator(".convention").textContent()) ?? "").toMatch(/Metro cities: Delhi, Mumbai, Kolkata and Chennai.*Rules checked/);
      expect(await brokenFigures(page)).toEqual([]);
      await expectNoPageOverflow(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the messages for an empty and a negative field", async () => {
    const { context, page } = await openPage(browser, "/tools/hra", viewport);
    try {
      await field(page, "Basic salary + DA (a year)").waitFor();
      await calculate(page);
      await expectResult(page, "exemptHra", "₹1,80,000");
      await field(page, "Basic salary + DA (a year)").fill("");
      await expectFieldMessage(page, "Basic salary + DA (a year)", "Basic salary + DA (a year) is required");
      await field(page, "Basic salary + DA (a year)").fill("600000");
      await field(page, "Rent paid (a year)").fill("-1");
      await expectFieldMessage(page, "Rent paid (a year)", "Rent paid (a year) cannot be negative");
      await field(page, "Rent paid (a year)").fill("240000");
      await expectResult(page, "exemptHra", "₹1,80,000");
    } finally {
      await context.close();
    }
  });
});

describe("the tax tools on the site", () => {
  it("are listed in the hub's Tax group and on the home page", async () => {
    const { context, page } = await openPage(browser, "/tools");
    try {
      const group = page.getByRole("region", { name: "Tax", exact: true });
      await group.getByRole("link", { name: /Income Tax Calculator/ }).waitFor();
      await group.getByRole("link", { name: /HRA Exemption Calculator/ }).waitFor();
      await page.goto("/");
      await page.getByRole("link", { name: /^Income tax/ }).click();
      await page.waitForURL((url) => url.pathname === "/tools/income-tax");
      await field(page, "Gross salary (a year)").waitFor();
    } finally {
      await context.close();
    }
  });

  it("saves a plan with its inputs, which reopens to the same result", async () => {
    const person = { name: "Meera", email: `e2e.tax.${Date.now()}@example.in`, password: "monsoon evening walk tax" };
    await fetch(`${baseURL()}/api/auth/signup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(person) });
    const logIn = await fetch(`${baseURL()}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: person.email, password: person.password }) });
    const { token } = (await logIn.json()) as { token: string };
    const { context, page } = await openPage(browser, "/");
    try {
      await page.evaluate(([value, name]) => {
        localStorage.setItem("token", value);
        localStorage.setItem("userName", name);
      }, [token, person.name]);
      await page.goto("/tools/income-tax?salary=2000000&age=65");
      await expectResult(page, "newRegimeTax", "₹1,92,400");
      await page.getByRole("button", { name: "Save plan" }).click();
      await page.getByLabel("Plan name").fill("Tax at 65");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByRole("status").getByText("Saved as “Tax at 65”.").waitFor();
      const saved = await fetch(`${baseURL()}/api/plans`, { headers: { authorization: `Bearer ${token}` } });
      const { plans } = (await saved.json()) as { plans: { toolId: string; inputs: Record<string, string> }[] };
      expect(plans).toEqual([expect.objectContaining({ toolId: "income-tax", inputs: expect.objectContaining({ salary: "2000000", age: "65", metroCity: "yes", year: "2026-27" }) })]);
      await page.goto("/my-plans");
      await page.getByRole("link", { name: "Tax at 65" }).click();
      await page.waitForURL((url) => url.pathname === "/tools/income-tax");
      await expect.poll(() => result(page, "newRegimeTax").textContent()).toBe("₹1,92,400");
    } finally {
      await context.close();
    }
  });
});
