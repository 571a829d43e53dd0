// EMI prepayments and the EMI tables' CSV download, in Chromium against the real
// server and worker: the prepayment fields on a phone, both modes, their messages, a link with
// a prepayment, and each downloaded CSV checked row by row against its table.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emiPrepaymentReference, type EmiPrepaymentInputs } from "../reference/loans";
import { brokenFigures, calculate, field, launchBrowser, openPage, PHONE, result, waitForQuiet } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const resultText = (page: Page, id: string, text: string) => expect.poll(() => result(page, id).textContent()).toBe(text);

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const paise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const monthYear = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });
/** As the page shows a rupee amount: a value that rounds to 0 is ₹0, never -₹0. */
const shownRupees = (value: number) => rupees.format(Math.round(value) === 0 ? 0 : Math.round(value));

/** The schedule starts this month (spec 1 §9): the calendar month of loan month `k`. */
function calendarOf(k: number): string {
  const now = new Date();
  return monthYear.format(Date.UTC(now.getFullYear(), now.getMonth() + k - 1, 1));
}

function reference(prepayment: Partial<EmiPrepaymentInputs>, amount = 1_000_000, annualRate = 8.5, tenure = 20) {
  const now = new Date();
  const inputs: EmiPrepaymentInputs = { oneTimeAmount: 0, oneTimeMonth: 0, extraMonthly: 0, extraFromMonth: 1, mode: "reduceTenure", ...prepayment };
  return emiPrepaymentReference(amount, annualRate, tenure, now.getFullYear(), now.getMonth() + 1, inputs);
}

/** A CSV without quoted cells (ours has none: numbers and ISO months) as rows of cells. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .slice(0, -2)
    .split("\r\n")
    .map((line) => line.split(","));
}

async function download(page: Page, name: string): Promise<string[][]> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
  const path = await file.path();
  return parseCsv(await readFile(path, "utf8"));
}

const cellTexts = (rows: Locator) => rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll("td"), (td) => td.textContent ?? "")));

describe("EMI prepayment", () => {
  it("on a phone: ₹2,00,000 in month 12 saves 84 months and ₹5,33,630 of interest, then lowers the EMI instead", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/EMI", PHONE);
    try {
      await calculate(page);
      await resultText(page, "emi", "₹8,678.23");
      for (const id of ["interestSaved", "monthsSaved", "payoffDate", "newEmi"]) await expect.poll(() => result(page, id).count()).toBe(0);
      await expect.poll(() => field(page, "Prepayment in loan month").count()).toBe(0);

      await field(page, "One-time prepayment").fill("2,00,000");
      await field(page, "Prepayment in loan month").fill("12");
      const tenureCut = reference({ oneTimeAmount: 200_000, oneTimeMonth: 12 });
      expect(tenureCut.months).toBe(156);
      await resultText(page, "monthsSaved", "84");
      await resultText(page, "interestSaved", shownRupees(tenureCut.interestSaved));
      await expect.poll(() => result(page, "interestSaved").textContent()).toBe("₹5,33,630");
      await expect.poll(() => result(page, "payoffDate").textContent()).toBe(calendarOf(156));
      await expect.poll(() => result(page, "emi").textContent()).toBe("₹8,678.23");
      await expect.poll(() => result(page, "interest").textContent()).toBe(shownRupees(tenureCut.interest));
      await expect.poll(() => result(page, "newEmi").count()).toBe(0);
      await page.getByText("the EMI stays the same, so the loan ends sooner", { exact: false }).waitFor();

      // The yearly table ends in the payoff year, with the prepayment in its own column.
      const yearly = page.getByRole("region", { name: "Year-by-year repayment" });
      await expect.poll(() => yearly.getByRole("columnheader", { name: "Prepayment" }).count()).toBe(1);
      const years = await cellTexts(yearly.locator("tbody tr"));
      expect(years).toHaveLength(tenureCut.yearly.length);
      expect(years.at(-1)?.[0]).toBe(calendarOf(156).slice(-4));
      expect(years.at(-1)?.at(-1)).toBe("₹0");
      expect(years.map((cells) => cells[2])).toContain("₹2,00,000");

      await field(page, "Prepayments reduce").selectOption({ label: "EMI (same end date, lower EMI)" });
      const emiCut = reference({ oneTimeAmount: 200_000, oneTimeMonth: 12, mode: "reduceEmi" });
      const newEmi = emiCut.monthly[12].principal + emiCut.monthly[12].interest;
      await resultText(page, "newEmi", paise.format(newEmi));
      await resultText(page, "monthsSaved", "0");
      await expect.poll(() => result(page, "payoffDate").textContent()).toBe(calendarOf(240));
      await expect.poll(() => result(page, "interestSaved").textContent()).toBe(shownRupees(emiCut.interestSaved));
      await page.getByText("recomputed over the months left to the original end", { exact: false }).waitFor();

      await page.locator(".uplot-host canvas").first().waitFor();
      await expect.poll(() => page.locator(".uplot-host").first().getAttribute("aria-label")).toMatch(/with and without the prepayments/);
      // Never a table of every month, and nothing wider than the phone.
      expect(await page.locator("tbody tr").count()).toBeLessThanOrEqual(21 + 12);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("takes a monthly extra from a link, and goes back to the plain loan when the amounts are cleared", async () => {
    const path = "/tools/EMI?amount=2500000&annualRate=9&tenure=15&extraMonthly=5000&extraFromMonth=7";
    const { context, page } = await openPage(browser, path);
    try {
      const extra = reference({ extraMonthly: 5_000, extraFromMonth: 7 }, 2_500_000, 9, 15);
      await resultText(page, "monthsSaved", String(extra.monthsSaved));
      expect(extra.monthsSaved).toBeGreaterThan(0);
      await expect.poll(() => result(page, "payoffDate").textContent()).toBe(calendarOf(extra.months));
      await expect.poll(() => result(page, "interestSaved").textContent()).toBe(shownRupees(extra.interestSaved));
      await expect.poll(() => field(page, "Extra payments from loan month").inputValue()).toBe("7");

      await field(page, "Extra payment every month").fill("");
      await expect.poll(() => result(page, "monthsSaved").count()).toBe(0);
      await expect.poll(() => result(page, "interestSaved").count()).toBe(0);
      await expect.poll(() => field(page, "Prepayments reduce").count()).toBe(0);
      await expect.poll(() => page.getByRole("columnheader", { name: "Prepayment" }).count()).toBe(0);
      const plain = reference({}, 2_500_000, 9, 15);
      await expect.poll(() => result(page, "interest").textContent()).toBe(shownRupees(plain.interest));
      await page.getByText("the last one clears the loan.", { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("says 'Prepayment month must be within the loan tenure.', tied to the field, and hides the results until it is", async () => {
    const { context, page } = await openPage(browser, "/tools/EMI");
    try {
      await calculate(page);
      await result(page, "emi").waitFor();
      await field(page, "One-time prepayment").fill("100000");
      const month = field(page, "Prepayment in loan month");
      await month.fill("300");
      const message = page.getByText("Prepayment month must be within the loan tenure.", { exact: true });
      await message.waitFor();
      expect(await message.getAttribute("id")).toBe(await month.getAttribute("aria-describedby"));
      await expect.poll(() => result(page, "emi").count()).toBe(0);
      // A longer tenure takes the month in.
      await field(page, "Loan tenure").fill("25");
      await result(page, "payoffDate").waitFor();
      await expect.poll(() => message.count()).toBe(0);
      await field(page, "Extra payment every month").fill("-5");
      await page.getByText("Prepayment cannot be negative.", { exact: true }).waitFor();
      await expect.poll(() => result(page, "emi").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("EMI prepayment, every figure and the page's accessibility", () => {
  const CASES = [
    // The largest loan cleared by one prepayment in month 1; a tiny loan with a tiny extra; reduce-EMI at the extremes.
    "/tools/EMI?amount=1000000000&annualRate=50&tenure=40&oneTimeAmount=1000000000&oneTimeMonth=1",
    "/tools/EMI?amount=1&annualRate=0.01&tenure=1&extraMonthly=0.01&extraFromMonth=12&prepaymentMode=emi",
    "/tools/EMI?amount=1000000000&annualRate=50&tenure=40&extraMonthly=1&extraFromMonth=1&prepaymentMode=emi",
    "/tools/EMI?amount=500000&annualRate=12&tenure=5&oneTimeAmount=100000&oneTimeMonth=60&prepaymentMode=emi",
  ];

  it("show a real figure in every result and table cell: never NaN, Infinity, undefined, -0 or a blank", async () => {
    const { context, page, errors } = await openPage(browser, "/tools");
    try {
      const bad: string[] = [];
      for (const path of CASES) {
        await page.goto(path);
        await result(page, "payoffDate").waitFor();
        for (const text of await brokenFigures(page)) bad.push(`${path}: '${text}'`);
      }
      expect(bad).toEqual([]);
      await expect.poll(() => result(page, "interestSaved").textContent()).toBe("₹0");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("has no WCAG A or AA violation with a prepayment shown on a phone, in either theme", async () => {
    const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
    const { context, page } = await openPage(browser, "/", PHONE);
    try {
      const problems: string[] = [];
      for (const theme of ["dark", "light"]) {
        await page.evaluate((value) => localStorage.setItem("theme", value), theme);
        await page.goto("/tools/EMI?amount=1000000&annualRate=8.5&tenure=20&oneTimeAmount=200000&oneTimeMonth=12&prepaymentMode=emi");
        await result(page, "newEmi").waitFor();
        await waitForQuiet(page);
        // Evaluated through the DevTools protocol: the site's CSP would refuse it as a script.
        await page.evaluate(axeSource);
        const found = (await page.evaluate(
          `axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] }).then(r => r.violations.map(v => v.id + ": " + v.nodes.map(n => n.target.join(" ")).slice(0, 3).join(", ")))`,
        )) as string[];
        problems.push(...found.map((problem) => `${theme}: ${problem}`));
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("EMI schedule CSV download", () => {
  it("downloads every month, and the rows of the year on screen match the monthly table", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/EMI?amount=1000000&annualRate=8.5&tenure=20&oneTimeAmount=200000&oneTimeMonth=12");
    try {
      await result(page, "payoffDate").waitFor();
      const csv = await download(page, "Download monthly schedule (CSV)");
      expect(csv[0]).toEqual(["loanMonth", "calendarYear", "calendarMonth", "month", "principal", "interest", "balance", "prepayment"]);
      const rows = csv.slice(1);
      expect(rows).toHaveLength(156);
      expect(rows.map((row) => Number(row[0]))).toEqual(Array.from({ length: 156 }, (_, k) => k + 1));
      expect(rows.at(-1)?.[6]).toBe("0");
      expect(rows[11][7]).toBe("200000");
      const now = new Date();
      expect(rows[0][3]).toBe(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`);

      // The year with the prepayment, as the table shows it.
      const prepaymentYear = rows[11][1];
      await page.getByLabel("Show year").selectOption(prepaymentYear);
      const table = page.getByRole("region", { name: "Month-by-month repayment" });
      await table.getByText(`Month-by-month repayment in ${prepaymentYear}`).waitFor();
      const shown = await cellTexts(table.locator("tbody tr"));
      const inYear = rows.filter((row) => row[1] === prepaymentYear);
      expect(shown).toEqual(
        inYear.map(([loanMonth, year, month, , principal, interest, balance, prepayment]) => [
          loanMonth,
          monthYear.format(Date.UTC(Number(year), Number(month) - 1, 1)),
          shownRupees(Number(principal)),
          shownRupees(Number(prepayment)),
          shownRupees(Number(interest)),
          shownRupees(Number(balance)),
        ]),
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("downloads the yearly table as it is shown, without a prepayment column for a plain loan", async () => {
    const { context, page } = await openPage(browser, "/tools/EMI", PHONE);
    try {
      await calculate(page);
      await result(page, "emi").waitFor();
      const csv = await download(page, "Download yearly schedule (CSV)");
      expect(csv[0]).toEqual(["year", "principal", "interest", "balance"]);
      const shown = await cellTexts(page.getByRole("region", { name: "Year-by-year repayment" }).locator("tbody tr"));
      expect(shown).toEqual(csv.slice(1).map(([year, ...amounts]) => [year, ...amounts.map((value) => shownRupees(Number(value)))]));
      const principal = csv.slice(1).reduce((total, row) => total + Number(row[1]), 0);
      expect(Math.abs(principal - 1_000_000)).toBeLessThan(0.01 * csv.length);
      const monthly = await download(page, "Download monthly schedule (CSV)");
      expect(monthly).toHaveLength(241);
      expect(monthly[0]).not.toContain("prepayment");
    } finally {
      await context.close();
    }
  });
});
