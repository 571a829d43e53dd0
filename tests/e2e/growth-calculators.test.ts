// The growth-family calculators end to end in Chromium, against the built site and the real
// server: each route computes the expected figures from its defaults (the same figures the
// WASM tests work out by hand), shows the spec's messages for empty and negative inputs and
// hides the results meanwhile, and recomputes when a slider moves by keyboard.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculate, expectFieldMessage, expectLinkRestores, expectMessageThenRecover, expectResult, expectResults, field, launchBrowser, openPage, result } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every result box and table cell holds a number ('—' is what the formatter shows for a non-finite one). */
async function expectNoBrokenNumbers(page: Page): Promise<void> {
  const cells = await page.locator('[data-testid^="result-"], .calculator-table td').allTextContents();
  expect(cells.length).toBeGreaterThan(0);
  const broken = cells.filter((text) => !/^-?₹?[\d,]+(\.\d+)?%?$/.test(text) || /^-₹?0$/.test(text));
  expect(broken).toEqual([]);
}

interface RouteCase {
  path: string;
  /** A field label to wait for before anything else. */
  firstLabel: string;
  /** Figures from the defaults (worked out by hand in tests/wasm/growth*.test.ts). */
  defaults: Record<string, string>;
  rows: number;
  empty: { label: string; message: string };
  negative: { label: string; message: string };
  slider: { label: string; announced: string; result: string; text: string };
}

const ROUTES: RouteCase[] = [
  {
    path: "/tools/lumpsum",
    firstLabel: "Total investment",
    defaults: { invested: "₹1,00,000", gained: "₹2,10,585", total: "₹3,10,585" },
    rows: 10,
    empty: { label: "Total investment", message: "Total investment is required" },
    negative: { label: "Expected return rate (p.a.)", message: "Expected return rate (p.a.) cannot be negative" },
    slider: { label: "Time period", announced: "11 years", result: "total", text: "₹3,47,855" },
  },
  {
    path: "/tools/FD",
    firstLabel: "Deposit amount",
    defaults: { invested: "₹1,00,000", gained: "₹41,478", total: "₹1,41,478" },
    rows: 5,
    empty: { label: "Interest rate (p.a.)", message: "Interest rate (p.a.) is required" },
    negative: { label: "Deposit amount", message: "Deposit amount cannot be negative" },
    slider: { label: "Time period", announced: "6 years", result: "total", text: "₹1,51,644" },
  },
  {
    path: "/tools/RD",
    firstLabel: "Monthly deposit",
    defaults: { invested: "₹3,00,000", gained: "₹59,664", total: "₹3,59,664" },
    rows: 5,
    empty: { label: "Monthly deposit", message: "Monthly deposit is required" },
    negative: { label: "Time period", message: "Time period cannot be negative" },
    slider: { label: "Time period", announced: "6 years", result: "total", text: "₹4,47,820" },
  },
  {
    path: "/tools/sip-need",
    firstLabel: "Target amount",
    defaults: { sip: "₹19,819", total: "₹1,00,00,000" },
    rows: 15,
    empty: { label: "Target amount", message: "This is a required field." },
    negative: { label: "Initial investment (optional)", message: "This field cannot be negative." },
    slider: { label: "Time period", announced: "16 years", result: "sip", text: "₹17,201" },
  },
  {
    path: "/tools/compounding",
    firstLabel: "Initial investment",
    defaults: { invested: "₹19,00,000", gained: "₹34,06,671", total: "₹53,06,671" },
    rows: 15,
    empty: { label: "Annual interest rate", message: "This is a required field." },
    negative: { label: "Monthly addition", message: "This field cannot be negative" },
    slider: { label: "Time period", announced: "16 years", result: "total", text: "₹60,71,136" },
  },
  {
    path: "/tools/difference-in-returns",
    firstLabel: "Monthly SIP amount",
    defaults: { invested: "₹18,00,000", total1: "₹34,83,451", total2: "₹50,45,760", gap21: "₹15,62,309" },
    rows: 2,
    empty: { label: "Monthly SIP amount", message: "SIP amount must be positive." },
    negative: { label: "Scenario 3 return rate (p.a., optional)", message: "Return rate cannot be negative." },
    slider: { label: "Time period", announced: "16 years", result: "total2", text: "₹58,13,782" },
  },
  {
    path: "/tools/inflation",
    firstLabel: "Current cost",
    defaults: { current: "₹1,00,000", future: "₹1,79,085", difference: "₹79,085" },
    rows: 11,
    empty: { label: "Current cost", message: "Current cost must be greater than 0" },
    negative: { label: "Inflation rate (p.a.)", message: "Inflation rate cannot be negative" },
    slider: { label: "Years", announced: "11 years", result: "future", text: "₹1,89,830" },
  },
  {
    path: "/tools/delay-cost",
    firstLabel: "Monthly investment",
    defaults: { fv_now: "₹99,91,479", fv_delayed: "₹87,53,254", cost: "₹12,38,225" },
    rows: 20,
    empty: { label: "Delay", message: "This is a required field." },
    negative: { label: "Expected return rate (p.a.)", message: "This field must be greater than 0." },
    slider: { label: "Delay", announced: "13 months", result: "cost", text: "₹13,34,891" },
  },
];

describe.each(ROUTES)("$path", (route) => {
  it("shows nothing before Calculate, then the expected figures, chart and table, and follows a slider", async () => {
    const { context, page, errors } = await openPage(browser, route.path);
    try {
      await field(page, route.firstLabel).waitFor();
      await expect.poll(() => page.locator('[data-testid^="result-"]').count()).toBe(0);
      await calculate(page);
      await expectResults(page, route.defaults);
      await page.locator(".uplot-host canvas").first().waitFor();
      await expect.poll(() => page.locator(".convention").textContent()).toMatch(/\w/);
      await expect.poll(() => page.getByRole("heading", { name: "How this is calculated" }).count()).toBe(1);
      const table = page.locator(".calculator-table").first().locator("tbody tr");
      await expect.poll(() => table.count()).toBe(route.rows);
      await expectNoBrokenNumbers(page);

      const slider = page.getByRole("slider", { name: `${route.slider.label} slider` });
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => slider.getAttribute("aria-valuetext")).toBe(route.slider.announced);
      await expectResult(page, route.slider.result, route.slider.text);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the spec's messages for an empty and a negative field, hiding the results until both are fixed", async () => {
    const { context, page } = await openPage(browser, route.path);
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

describe("lower-case deposit routes", () => {
  it.each([
    ["/tools/fd", "Deposit amount", "₹1,41,478"],
    ["/tools/rd", "Monthly deposit", "₹3,59,664"],
  ])("%s is the same calculator", async (path, label, total) => {
    const { context, page, errors } = await openPage(browser, path);
    try {
      await field(page, label).waitFor();
      await calculate(page);
      await expectResult(page, "total", total);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("compounding", () => {
  it("words the messages differently on Calculate, and recomputes when the frequency changes", async () => {
    const { context, page } = await openPage(browser, "/tools/compounding");
    try {
      await field(page, "Time period").fill("0");
      await field(page, "Annual interest rate").fill("-1");
      await page.getByText("This field cannot be 0", { exact: true }).waitFor();
      await page.getByText("This field cannot be negative", { exact: true }).waitFor();
      await calculate(page);
      await expectFieldMessage(page, "Time period", "Cannot be 0 or empty.");
      await expectFieldMessage(page, "Annual interest rate", "Cannot be negative.");
      await field(page, "Time period").fill("15");
      await field(page, "Annual interest rate").fill("12");
      await field(page, "Initial investment").fill("");
      await calculate(page);
      // No initial amount, monthly compounding: the SIP's ₹10,000 a month for 15 years at 12%.
      await field(page, "Compounding frequency").selectOption("12");
      await expectResults(page, { total: "₹50,45,760", invested: "₹18,00,000" });
      await field(page, "Monthly addition").fill("0");
      await expectResults(page, { invested: "₹0", gained: "₹0", total: "₹0" });
      await expectNoBrokenNumbers(page);
    } finally {
      await context.close();
    }
  });
});

describe("difference in returns", () => {
  it("adds a third scenario when its rate is given, clears the results on a tab switch, and compares lumpsums", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/difference-in-returns");
    try {
      await field(page, "Monthly SIP amount").waitFor();
      await calculate(page);
      await expectResult(page, "total2", "₹50,45,760");
      await expect.poll(() => result(page, "total3").count()).toBe(0);
      await field(page, "Scenario 3 return rate (p.a., optional)").fill("0");
      await expectResults(page, { total3: "₹18,00,000", gap31: "-₹16,83,451", gap32: "-₹32,45,760" });
      const scenarios = page.getByRole("region", { name: "Scenarios side by side" }).locator("tbody tr");
      await expect.poll(() => scenarios.nth(2).locator("td").allTextContents()).toEqual(["3", "0%", "₹18,00,000", "₹0", "₹18,00,000", "-₹16,83,451"]);
      await expect.poll(() => page.locator(".u-legend .u-series").count()).toBe(4); // x plus three scenarios

      await page.getByRole("tab", { name: "Lumpsum" }).click();
      await expect.poll(() => result(page, "total1").count()).toBe(0);
      await expect.poll(() => field(page, "Monthly SIP amount").count()).toBe(0);
      await expect.poll(() => field(page, "Lumpsum amount").inputValue()).toBe("1,20,000");
      await page.getByText("Enter your numbers and press Calculate to see the results.").waitFor();
      await calculate(page);
      await expectResults(page, { invested: "₹1,20,000", total1: "₹3,80,660", total2: "₹6,56,828", total3: "₹1,20,000" });
      await expectNoBrokenNumbers(page);
      await field(page, "Lumpsum amount").fill("");
      await expectFieldMessage(page, "Lumpsum amount", "Lumpsum amount must be positive.");
      await field(page, "Lumpsum amount").fill("120000");
      await field(page, "Scenario 1 return rate (p.a.)").fill("0");
      await expectFieldMessage(page, "Scenario 1 return rate (p.a.)", "Return rate must be positive.");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("URL state", () => {
  it("restores a typed inflation case from a copied link, on a phone", async () => {
    await expectLinkRestores(browser, "/tools/inflation", {
      async fill(page) {
        await field(page, "Current cost").fill("25,000");
        await field(page, "Inflation rate (p.a.)").fill("7.5");
        await field(page, "Years").fill("8");
        await calculate(page);
        await expectResult(page, "future", "₹44,587");
      },
      ready: (url) => url.searchParams.get("years") === "8",
      check: (page) => expectResults(page, { current: "₹25,000", future: "₹44,587", difference: "₹19,587" }),
    });
  });

  it("keeps an empty third scenario empty through a link", async () => {
    const { context, page } = await openPage(browser, "/tools/difference-in-returns?mode=sip&sipAmount=10000&lumpsumAmount=120000&years=15&returnRate1=8&returnRate2=12&returnRate3=");
    try {
      await expectResult(page, "total1", "₹34,83,451");
      await expect.poll(() => result(page, "total3").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("extreme valid inputs", () => {
  it("show whole rupee figures everywhere at ₹10 crore a month for 50 years, at 50% and at 0.01%", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/difference-in-returns");
    try {
      await field(page, "Monthly SIP amount").fill("10,00,00,000");
      await field(page, "Time period").fill("50");
      await field(page, "Scenario 1 return rate (p.a.)").fill("0.01");
      await field(page, "Scenario 2 return rate (p.a.)").fill("50");
      await calculate(page);
      await expectResult(page, "invested", "₹60,00,00,00,000"); // ₹10 crore × 600 months
      await page.locator(".uplot-host canvas").first().waitFor();
      await expectNoBrokenNumbers(page);
      await page.goto("/tools/compounding?initialInvestment=10000000000&periodicAddition=100000000&timePeriod=50&annualRate=50&frequency=12");
      await expectResult(page, "invested", "₹70,00,00,00,000"); // ₹1,000 crore + ₹10 crore × 600 months
      await expectNoBrokenNumbers(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
