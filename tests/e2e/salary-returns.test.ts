// EPF, gratuity, SWP, CAGR, simple interest and XIRR end to end in Chromium,
// against the built site and the real server, on a desktop and a 360 × 740 phone: each route
// computes the figures worked out by hand in tests/wasm/salary.test.ts and returns.test.ts,
// shows its convention line and method, a table and (where it has one) a chart, follows a
// slider, and gives the generic messages for empty and negative inputs while hiding results.
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../support/parse-csv";
import { baseURL, brokenFigures, calculate, DESKTOP, expectFieldMessage, expectMessageThenRecover, expectResult, expectResults, field, launchBrowser, openPage, PHONE, result } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page fits the viewport: nothing scrolls sideways (a phone must not). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

interface RouteCase {
  path: string;
  firstLabel: string;
  /** Figures from the defaults (worked out by hand in tests/wasm). */
  defaults: Record<string, string>;
  rows: number;
  chart: boolean;
  /** Words the convention line must carry (a dated, sourced rate where there is one). */
  convention: RegExp;
  empty: { label: string; message: string };
  negative: { label: string; message: string };
  slider: { label: string; announced: string; result: string; text: string };
}

const ROUTES: RouteCase[] = [
  {
    path: "/tools/epf",
    firstLabel: "Basic salary + DA (monthly)",
    // ₹30,000 at 30 to 58, 12% + 3.67%, 5% rises, 8.25%: year 1's interest is ₹2,520.91 by hand.
    defaults: { corpus: "₹95,81,532", employeeTotal: "₹25,22,992", employerTotal: "₹7,71,615", interestTotal: "₹62,86,926" },
    rows: 28,
    chart: true,
    convention: /8\.25%.*FY 2024-25.*EPFO.*8\.33%/,
    empty: { label: "Basic salary + DA (monthly)", message: "Basic salary + DA (monthly) is required" },
    negative: { label: "Yearly salary increase", message: "Yearly salary increase cannot be negative" },
    slider: { label: "Your age", announced: "31 years", result: "corpus", text: "₹86,48,045" },
  },
  {
    path: "/tools/gratuity",
    firstLabel: "Last drawn basic salary + DA (monthly)",
    // ₹50,000 × 15 / 26 × 10 = ₹2,88,461.54.
    defaults: { gratuity: "₹2,88,462", countedYears: "10 years", exempt: "₹2,88,462", taxable: "₹0" },
    rows: 10,
    chart: false,
    convention: /₹20,00,000 tax-free.*29 Mar 2018/,
    empty: { label: "Years of service", message: "Years of service is required" },
    negative: { label: "Last drawn basic salary + DA (monthly)", message: "Last drawn basic salary + DA (monthly) cannot be negative" },
    // 11 years: 28,846.15 × 11 = ₹3,17,307.69.
    slider: { label: "Years of service", announced: "11 years", result: "gratuity", text: "₹3,17,308" },
  },
  {
    path: "/tools/swp",
    firstLabel: "Total investment",
    defaults: { totalWithdrawn: "₹12,00,000", finalBalance: "₹3,90,180", totalReturns: "₹5,90,180" },
    rows: 10,
    chart: true,
    convention: /end of the month/,
    empty: { label: "Withdrawal per month", message: "Withdrawal per month is required" },
    negative: { label: "Expected return rate (p.a.)", message: "Expected return rate (p.a.) cannot be negative" },
    slider: { label: "Time period", announced: "11 years", result: "finalBalance", text: "₹2,98,065" },
  },
  {
    path: "/tools/cagr",
    firstLabel: "Initial value",
    // 2^(1/5) − 1 = 14.87%.
    defaults: { cagr: "14.87%", absoluteReturn: "100.00%", gain: "₹1,00,000" },
    rows: 5,
    chart: true,
    convention: /once a year/,
    empty: { label: "Final value", message: "Final value is required" },
    negative: { label: "Initial value", message: "Initial value cannot be negative" },
    // 2^(1/6) − 1 = 12.25%.
    slider: { label: "Duration of investment", announced: "6 years", result: "cagr", text: "12.25%" },
  },
  {
    path: "/tools/simple-interest",
    firstLabel: "Principal amount",
    // 1,00,000 × 8 × 3 / 100 = 24,000.
    defaults: { principal: "₹1,00,000", interest: "₹24,000", total: "₹1,24,000" },
    rows: 3,
    chart: true,
    convention: /principal only/,
    empty: { label: "Rate of interest (p.a.)", message: "Rate of interest (p.a.) is required" },
    negative: { label: "Time period", message: "Time period cannot be negative" },
    slider: { label: "Time period", announced: "4 years", result: "interest", text: "₹32,000" },
  },
];

for (const [viewportName, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  describe.each(ROUTES)(`$path on a ${viewportName}`, (route) => {
    it("shows nothing before Calculate, then the expected figures, convention, method and table, and follows a slider", async () => {
      const { context, page, errors } = await openPage(browser, route.path, viewport);
      try {
        await field(page, route.firstLabel).waitFor();
        await expect.poll(() => page.locator('[data-testid^="result-"]').count()).toBe(0);
        await calculate(page);
        await expectResults(page, route.defaults);
        if (route.chart) await page.locator(".uplot-host canvas").first().waitFor();
        await expect.poll(() => page.locator(".convention").textContent()).toMatch(route.convention);
        await expect.poll(() => page.getByRole("heading", { name: "How this is calculated" }).count()).toBe(1);
        await expect.poll(() => page.locator(".calculator-table").first().locator("tbody tr").count()).toBe(route.rows);
        await expect.poll(() => brokenFigures(page)).toEqual([]);
        await expect.poll(() => page.getByRole("button", { name: /\(CSV\)$/ }).count()).toBeGreaterThan(0);
        await expectNoSidewaysScroll(page);

        const slider = page.getByRole("slider", { name: `${route.slider.label} slider` });
        await slider.focus();
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => slider.getAttribute("aria-valuetext")).toBe(route.slider.announced);
        await expectResult(page, route.slider.result, route.slider.text);
        await page.waitForFunction(() => window.location.search.length > 0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it("shows the generic messages for an empty and a negative field, hiding the results until both are fixed", async () => {
      const { context, page } = await openPage(browser, route.path, viewport);
      try {
        await field(page, route.firstLabel).waitFor();
        await calculate(page);
        const first = Object.entries(route.defaults)[0];
        await expectResult(page, ...first);
        await expectMessageThenRecover(page, route.empty.label, "", route.empty.message, first);
        await expectMessageThenRecover(page, route.negative.label, "-5", route.negative.message, first);
        await expectResults(page, route.defaults);
      } finally {
        await context.close();
      }
    });
  });
}

describe("calculator-specific rules in the browser", () => {
  it("EPF and gratuity show their figures' dates and sources on the page", async () => {
    const { context, page } = await openPage(browser, "/tools/gratuity?monthlySalary=200000&years=20&employment=permanent", PHONE);
    try {
      // ₹2,00,000 × 15/26 × 20 = ₹23,07,692: ₹20 lakh tax-free, ₹3,07,692 taxable.
      await expectResults(page, { gratuity: "₹23,07,692", exempt: "₹20,00,000", taxable: "₹3,07,692" });
      await page.getByText(/CBDT notification S\.O\. 1213\(E\)/).first().waitFor();
      await field(page, "Years of service").fill("4.5");
      await page.getByText(/Gratuity is paid only after at least 5 years of continuous service/).waitFor();
      await expect.poll(() => result(page, "gratuity").count()).toBe(0);
      await field(page, "Employment").selectOption("fixed-term");
      // Fixed-term: payable after a year; 4 years 6 months counts as 4: ₹2,00,000 × 15/26 × 4 = ₹4,61,538.46.
      await expectResult(page, "gratuity", "₹4,61,538");
    } finally {
      await context.close();
    }
  });

  it("SWP says so when the withdrawal is bigger than the corpus, and says how long the money lasts", async () => {
    const { context, page } = await openPage(browser, "/tools/swp");
    try {
      await calculate(page);
      // ₹10,000 a month from ₹10 lakh at 8%: 165 full withdrawals.
      await expect.poll(() => result(page, "lasts").textContent()).toMatch(/^13 years 9 months, then ₹[\d,]+ in the month after$/);
      await field(page, "Withdrawal per month").fill("20,00,000");
      await expectFieldMessage(page, "Withdrawal per month", "Withdrawal per month cannot be more than the total investment");
      await field(page, "Withdrawal per month").fill("5000");
      await expectResult(page, "lasts", "For ever: the returns cover every withdrawal");
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("/tools/xirr on a %s", (_name, viewport) => {
  it("computes the example's XIRR, adds and removes flows, and keeps them in the URL with ISO dates", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/xirr", viewport);
    try {
      await page.getByRole("heading", { name: "XIRR Calculator", level: 1 }).waitFor();
      await expect.poll(() => page.locator('[data-testid^="result-"]').count()).toBe(0);
      await calculate(page);
      // −1,00,000 on 2023-01-01, −50,000 on 2024-01-01, +1,80,000 on 2025-01-01: 11.45%
      // (checked by bisection in tests/wasm/returns.test.ts's reference).
      await expectResults(page, { xirr: "11.45%", invested: "₹1,50,000", returned: "₹1,80,000", gain: "₹30,000" });
      await expect.poll(() => page.locator(".calculator-table tbody tr").count()).toBe(3);
      await expect.poll(() => brokenFigures(page)).toEqual([]);
      await page.waitForFunction(() => new URLSearchParams(window.location.search).get("flow1") === "2023-01-01~-100000");

      await page.getByRole("button", { name: "Add cash flow" }).click();
      const dates = page.getByLabel("Date", { exact: true });
      const amounts = page.getByLabel("Amount (₹, − for money put in)", { exact: true });
      await expect.poll(() => dates.nth(3).evaluate((input) => input === document.activeElement)).toBe(true);
      await page.getByText("Please enter a date and an amount for every cash flow.").waitFor();
      await expect.poll(() => page.locator('[data-testid^="result-"]').count()).toBe(0);
      await dates.nth(3).fill("2025-06-01");
      await amounts.nth(3).fill("-10000");
      await expect.poll(() => result(page, "xirr").textContent()).toMatch(/^-?\d+\.\d\d%$/);
      await page.getByRole("button", { name: "Remove cash flow 4" }).click();
      await expectResult(page, "xirr", "11.45%");
      await expectNoSidewaysScroll(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("/tools/xirr messages", () => {
  it("says so when every flow has the same sign, when no rate balances them, and for a zero amount", async () => {
    const { context, page } = await openPage(browser, "/tools/xirr?flow1=2023-01-01~-100&flow2=2024-01-01~-50", PHONE);
    try {
      await page.getByText(/An XIRR needs money going both ways/).waitFor();
      await expect.poll(() => page.locator('[data-testid^="result-"]').count()).toBe(0);
      const amounts = page.getByLabel("Amount (₹, − for money put in)", { exact: true });
      await page.getByRole("button", { name: "Add cash flow" }).click();
      await page.getByLabel("Date", { exact: true }).nth(2).fill("2025-01-01");
      await amounts.nth(2).fill("-100");
      await amounts.nth(1).fill("50");
      await page.getByText(/No annual return between −99\.99% and 10,00,000%/).waitFor();
      await amounts.nth(1).fill("0");
      const message = page.getByText("Enter an amount other than ₹0.", { exact: true });
      await message.waitFor();
      const describedBy = await amounts.nth(1).getAttribute("aria-describedby");
      await expect.poll(() => page.locator(`[id="${describedBy}"]`).textContent()).toBe("Enter an amount other than ₹0.");
    } finally {
      await context.close();
    }
  });
});

describe("/tools/xirr downloads", () => {
  it("downloads the flows as CSV: ISO dates, unformatted amounts, and values at the first date that sum to about 0", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/xirr?flow1=2023-01-01~-100000&flow2=2024-01-01~-50000&flow3=2025-01-01~180000");
    try {
      await expectResult(page, "xirr", "11.45%");
      const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download your cash flows at the XIRR (CSV)" }).click()]);
      expect(file.suggestedFilename()).toBe("xirr-your-cash-flows-at-the-xirr.csv");
      const rows = parseCsv(await readFile(await file.path(), "utf8"));
      expect(rows[0]).toEqual(["date", "amount", "years", "presentValue"]);
      expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
        ["2023-01-01", "-100000"],
        ["2024-01-01", "-50000"],
        ["2025-01-01", "180000"],
      ]);
      const presentValues = rows.slice(1).map((row) => Number(row[3]));
      expect(Math.abs(presentValues.reduce((sum, value) => sum + value, 0))).toBeLessThan(0.05);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("Save plan on the new calculators", () => {
  it("saves an XIRR's flows as one input each and reopens them computed, and lists EPF and gratuity in the hub", async () => {
    const email = `e2e.xirr.${Date.now()}@example.in`;
    const signUp = await fetch(`${baseURL()}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Meera", email, password: "monsoon evening walk xirr" }),
    });
    expect(signUp.status).toBe(202);
    const logIn = await fetch(`${baseURL()}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "monsoon evening walk xirr" }),
    });
    const { token } = (await logIn.json()) as { token: string };
    const { context, page } = await openPage(browser, "/tools", PHONE);
    try {
      await page.getByRole("heading", { name: "Tax", level: 2 }).waitFor();
      await page.getByRole("link", { name: /Gratuity Calculator/ }).waitFor();
      await page.getByRole("link", { name: /EPF Calculator/ }).waitFor();
      await page.evaluate(([t]) => {
        localStorage.setItem("token", t);
        localStorage.setItem("userName", "Meera");
      }, [token] as const);
      await page.goto("/tools/xirr?flow1=2023-01-01~-100000&flow2=2024-01-01~-50000&flow3=2025-01-01~180000");
      await expectResult(page, "xirr", "11.45%");
      await page.getByRole("button", { name: "Save plan" }).click();
      await expect.poll(() => page.getByLabel("Plan name").inputValue()).toBe("XIRR Calculator");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByRole("status").getByText("Saved as “XIRR Calculator”.").waitFor();
      const plans = await fetch(`${baseURL()}/api/plans`, { headers: { authorization: `Bearer ${token}` } });
      const { plans: saved } = (await plans.json()) as { plans: { toolId: string; inputs: Record<string, string> }[] };
      expect(saved).toEqual([
        expect.objectContaining({ toolId: "xirr", inputs: { flow1: "2023-01-01~-100000", flow2: "2024-01-01~-50000", flow3: "2025-01-01~180000" } }),
      ]);
      await page.goto(`/tools/xirr?${new URLSearchParams(saved[0].inputs).toString()}`);
      await expectResult(page, "xirr", "11.45%");
    } finally {
      await context.close();
    }
  });
});
