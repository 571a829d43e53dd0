// CSV downloads and printing in Chromium against the built site: each download's rows are the
// table on screen (same rows, same columns, the numbers unformatted), and the print layout
// hides the site's chrome, shows tables whole and draws charts within the paper.
import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatNumber, formatRupees } from "../../src/lib/format-money";
import { parseCsv } from "../support/parse-csv";
import { calculate, launchBrowser, openPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Presses the download button and reads the file the browser saved. */
async function download(page: Page, buttonName: string): Promise<{ filename: string; rows: string[][] }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: buttonName, exact: true }).click()]);
  const path = await file.path();
  return { filename: file.suggestedFilename(), rows: parseCsv(await readFile(path, "utf8")) };
}

/** The table's header and body cells as shown. */
async function screenTable(region: Locator): Promise<{ header: string[]; rows: string[][] }> {
  const header = await region.locator("thead th").allTextContents();
  const rows = await region.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll("td"), (td) => td.textContent ?? "")));
  return { header, rows };
}

/** A CSV number shown the way the screen shows its column: rupees ('₹23,23,391') or a plain number. */
function shownLike(screen: string, csv: string): string {
  return screen.startsWith("₹") ? formatRupees(Number(csv)) : formatNumber(Number(csv));
}

function expectSameNumbers(csvRows: string[][], screenRows: string[][]) {
  expect(csvRows).toHaveLength(screenRows.length);
  csvRows.forEach((cells, row) => {
    expect(cells).toHaveLength(screenRows[row].length);
    cells.forEach((cell, column) => {
      // Unformatted: digits and a decimal point only, never ₹ or the en-IN commas.
      expect(cell).toMatch(/^-?\d+(\.\d{1,2})?$/);
      expect(shownLike(screenRows[row][column], cell)).toBe(screenRows[row][column]);
    });
  });
}

describe("CSV downloads", () => {
  it("SIP: the yearly projection, headed by the spec's field names, matching the table on screen", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/sip");
    try {
      await calculate(page);
      const region = page.getByRole("region", { name: "Year-by-year projection" });
      await region.locator("tbody tr").first().waitFor();
      const { filename, rows } = await download(page, "Download year-by-year projection (CSV)");
      expect(filename).toBe("sip-year-by-year-projection.csv");
      expect(rows[0]).toEqual(["year", "principal", "growth", "total"]);
      const shown = await screenTable(region);
      expect(shown.header).toEqual(["Year", "Invested", "Growth", "Total value"]);
      expectSameNumbers(rows.slice(1), shown.rows);
      expect(rows.at(-1)?.[0]).toBe("10");
      expect(Math.round(Number(rows.at(-1)?.[3]))).toBe(2_323_391);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a goal planner: year, investedAmount, returnsEarned, totalValue, matching the table on screen", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/education");
    try {
      await calculate(page);
      const region = page.getByRole("region", { name: "Year-by-year projection" });
      await region.locator("tbody tr").first().waitFor();
      const { filename, rows } = await download(page, "Download year-by-year projection (CSV)");
      expect(filename).toBe("education-year-by-year-projection.csv");
      expect(rows[0]).toEqual(["year", "investedAmount", "returnsEarned", "totalValue"]);
      expectSameNumbers(rows.slice(1), (await screenTable(region)).rows);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("retirement: the drawdown with the spec's field names, ending at a zero balance, matching the table on screen", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/retirement");
    try {
      await calculate(page);
      const region = page.getByRole("region", { name: "Year-by-year drawdown" });
      await region.locator("tbody tr").first().waitFor();
      const { filename, rows } = await download(page, "Download year-by-year drawdown (CSV)");
      expect(filename).toBe("retirement-year-by-year-drawdown.csv");
      expect(rows[0]).toEqual(["age", "year", "openingBalance", "preTaxWithdrawal", "postTaxWithdrawal", "return", "yearEndBalance", "capitalProtectionAmount", "balance"]);
      expectSameNumbers(rows.slice(1), (await screenTable(region)).rows);
      expect(rows.at(-1)?.[6]).toBe("0");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("debt tracker: the month-by-month payoff schedule with ISO months and the names as typed, matching the table on screen", async () => {
    const query = new URLSearchParams();
    for (const debt of ["Card, HDFC~50000~36~1500", "Car loan~200000~14~4000", "Friend~10000~0~"]) query.append("debt", debt);
    query.set("budget", "15000");
    const { context, page, errors } = await openPage(browser, `/tools/debt?${query}`);
    try {
      const region = page.getByRole("region", { name: "Payoff schedule" });
      await region.locator("tbody tr").first().waitFor();
      const { filename, rows } = await download(page, "Download payoff schedule (CSV)");
      expect(filename).toBe("debt-payoff-schedule.csv");
      expect(rows[0]).toEqual(["month", "date", "snowballBalance", "snowballInterestPaid", "snowballCleared", "avalancheBalance", "avalancheInterestPaid", "avalancheCleared"]);
      const shown = (await screenTable(region)).rows;
      expect(rows).toHaveLength(shown.length + 1);
      // Month 1 is the current calendar month.
      const now = new Date();
      expect(rows[1][1]).toBe(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`);
      // The browser's own short month names ('Sept' in en-IN), as the page uses them.
      const monthNames = await page.evaluate(() => Array.from({ length: 12 }, (_, month) => new Intl.DateTimeFormat("en-IN", { month: "short", timeZone: "UTC" }).format(Date.UTC(2000, month, 1))));
      rows.slice(1).forEach(([month, date, ...strategies], row) => {
        const [screenMonth, screenDate, ...screenStrategies] = shown[row];
        expect(month).toBe(screenMonth);
        expect(date).toMatch(/^\d{4}-\d{2}$/);
        const [year, monthOfYear] = date.split("-").map(Number);
        expect(`${monthNames[monthOfYear - 1]} ${year}`).toBe(screenDate);
        strategies.forEach((cell, column) => {
          expect(column % 3 === 2 ? cell : formatRupees(Number(cell))).toBe(screenStrategies[column]);
        });
      });
      // Both orders clear all three debts, the names kept whole (the comma was quoted).
      const cleared = (column: number) => rows.slice(1).flatMap((line) => (line[column] ? line[column].split("; ") : []));
      expect(cleared(4).sort()).toEqual(["Car loan", "Card, HDFC", "Friend"]);
      expect(cleared(7)[0]).toBe("Card, HDFC");
      expect(rows.at(-1)?.[2]).toBe("0");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("printing", () => {
  it("hides the site's chrome and every button, shows the inputs' values and the tables whole, black on white in the dark theme", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/retirement");
    try {
      await calculate(page);
      // The drawdown's table (the odds panel's year-by-year path sits closed in its own box).
      const scroll = page.locator(".table-scroll:visible").first();
      await scroll.locator("tbody tr").first().waitFor();
      // On screen the 20-row drawdown scrolls inside its box.
      expect(await scroll.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);

      await page.emulateMedia({ media: "print" });
      for (const selector of [".site-header", ".site-footer", ".help-button", ".skip-link", "input[type=range]"]) {
        const shown = await page.locator(selector).evaluateAll((elements) => elements.filter((element) => element.getBoundingClientRect().height > 0).length);
        expect(shown, selector).toBe(0);
      }
      const visibleButtons = await page.locator("button").evaluateAll((buttons) => buttons.filter((button) => button.getBoundingClientRect().height > 0).map((button) => button.textContent));
      expect(visibleButtons).toEqual([]);
      // The whole table: no scroll box, no clipping; its header repeats on each printed page.
      expect(await scroll.evaluate((box) => [getComputedStyle(box).maxHeight, getComputedStyle(box).overflowY, box.scrollHeight <= box.clientHeight])).toEqual(["none", "visible", true]);
      expect(await scroll.locator("thead").evaluate((head) => getComputedStyle(head).display)).toBe("table-header-group");
      expect(await scroll.locator("tr").first().evaluate((row) => getComputedStyle(row).breakInside)).toBe("avoid");
      // Typed values print in black on white, beside their labels.
      const input = page.getByLabel("Current age", { exact: true });
      expect(await input.isVisible()).toBe(true);
      expect(await input.inputValue()).toBe("40");
      expect(await input.evaluate((element) => getComputedStyle(element).color)).toBe("rgb(0, 0, 0)");
      expect(await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color])).toEqual(["rgb(255, 255, 255)", "rgb(0, 0, 0)"]);
      expect(await page.locator(".result-box").first().evaluate((box) => [getComputedStyle(box).boxShadow, getComputedStyle(box).breakInside])).toEqual(["none", "avoid"]);
      expect(await page.getByTestId("result-retirementCorpusRequired").isVisible()).toBe(true);
      // Charts stay within the page's width.
      const overflow = await page.locator(".uplot canvas").evaluateAll((canvases) => canvases.map((canvas) => canvas.getBoundingClientRect().right - document.documentElement.clientWidth));
      expect(overflow.length).toBeGreaterThan(0);
      for (const excess of overflow) expect(excess).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("draws a wide chart at paper width before printing and back at screen width after", async () => {
    const { context, page } = await openPage(browser, "/tools/retirement");
    try {
      await calculate(page);
      const canvas = page.locator(".uplot canvas").first();
      await canvas.waitFor();
      const width = () => canvas.evaluate((element) => element.getBoundingClientRect().width);
      const screenWidth = await width();
      expect(screenWidth).toBeGreaterThan(700);
      await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
      expect(await width()).toBeLessThanOrEqual(700);
      await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
      expect(await width()).toBe(screenWidth);
    } finally {
      await context.close();
    }
  });

  it("prints the debt tracker's whole schedule to PDF, and Print opens the browser's print dialog", async () => {
    const query = new URLSearchParams({ budget: "3000" });
    query.append("debt", "Personal loan~100000~18~");
    const { context, page, errors } = await openPage(browser, `/tools/debt?${query}`);
    try {
      const region = page.getByRole("region", { name: "Payoff schedule" });
      await region.locator("tbody tr").first().waitFor();
      const months = await region.locator("tbody tr").count();
      expect(months).toBeGreaterThan(40);
      const pdf = await page.pdf({ format: "A4" });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      // Dozens of rows run over more than one A4 page; the chart went back to screen width after.
      expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThan(1);
      expect(await page.locator(".uplot canvas").evaluate((canvas) => canvas.getBoundingClientRect().width)).toBeGreaterThan(0);

      await page.evaluate(() => {
        const counter = window as unknown as { printCalls: number };
        counter.printCalls = 0;
        window.print = () => void counter.printCalls++;
      });
      await page.getByRole("button", { name: "Print" }).click();
      expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
