// The government-scheme calculators end to end in Chromium, on a desktop and on a 360 × 740
// phone, against the built site and the real server: each route computes the figures worked out
// by hand in tests/wasm/schemes.test.ts, names its rate's date and source, shows the generic
// messages for empty and negative inputs (and each scheme's limits) tied to their fields, follows
// a slider, and restores itself from a copied link.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brokenFigures, calculate, DESKTOP, expectFieldMessage, expectLinkRestores, expectMessageThenRecover, expectResult, expectResults, field, launchBrowser, openPage, PHONE, result } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface SchemeRoute {
  path: string;
  firstLabel: string;
  /** From the defaults (the hand-checked worked examples). */
  defaults: Record<string, string>;
  rows: number;
  /** What the convention line must name: the rate's date and its source. */
  convention: RegExp[];
  empty: { label: string; message: string };
  negative: { label: string; message: string };
  limit: { label: string; value: string; message: string };
  slider: { label: string; announced: string; result: string; text: string };
}

const RATE_SOURCE = [/Jan-Mar 2026 quarter/, /Ministry of Finance/];

const ROUTES: SchemeRoute[] = [
  {
    path: "/tools/ppf",
    firstLabel: "Yearly deposit",
    defaults: { invested: "₹22,50,000", interest: "₹18,18,209", total: "₹40,68,209" },
    rows: 15,
    convention: [...RATE_SOURCE, /7\.1%/],
    empty: { label: "Yearly deposit", message: "Yearly deposit is required" },
    negative: { label: "Time period", message: "Time period cannot be negative" },
    limit: { label: "Yearly deposit", value: "2,00,000", message: "Yearly deposit cannot be more than ₹1,50,000, the PPF limit for a financial year" },
    slider: { label: "Time period", announced: "20 years", result: "total", text: "₹66,58,288" },
  },
  {
    path: "/tools/ssy",
    firstLabel: "Yearly deposit",
    defaults: { invested: "₹22,50,000", interest: "₹49,32,119", total: "₹71,82,119", maturityAge: "26 years" },
    rows: 21,
    convention: [...RATE_SOURCE, /8\.2%/],
    empty: { label: "Girl's age at opening", message: "Girl's age at opening is required" },
    negative: { label: "Yearly deposit", message: "Yearly deposit cannot be negative" },
    limit: { label: "Yearly deposit", value: "100", message: "Yearly deposit must be at least ₹250, the Sukanya Samriddhi minimum for a year" },
    slider: { label: "Girl's age at opening", announced: "6 years", result: "maturityAge", text: "27 years" },
  },
  {
    path: "/tools/scss",
    firstLabel: "Deposit amount",
    defaults: { quarterlyPayout: "₹30,750", yearlyInterest: "₹1,23,000", totalInterest: "₹6,15,000", total: "₹21,15,000" },
    rows: 5,
    convention: [...RATE_SOURCE, /8\.2%/],
    empty: { label: "Deposit amount", message: "Deposit amount is required" },
    negative: { label: "Interest rate (p.a.)", message: "Interest rate (p.a.) cannot be negative" },
    limit: { label: "Deposit amount", value: "15,00,500", message: "Deposit amount must be a multiple of ₹1,000" },
    slider: { label: "Deposit amount", announced: "₹15,01,000", result: "totalInterest", text: "₹6,15,410" },
  },
  {
    path: "/tools/nsc",
    firstLabel: "Investment amount",
    defaults: { invested: "₹1,00,000", interest: "₹44,903", total: "₹1,44,903" },
    rows: 5,
    convention: [...RATE_SOURCE, /7\.7%/],
    empty: { label: "Interest rate (p.a.)", message: "Interest rate (p.a.) is required" },
    negative: { label: "Investment amount", message: "Investment amount cannot be negative" },
    limit: { label: "Investment amount", value: "500", message: "Investment amount must be at least ₹1,000, the NSC minimum" },
    slider: { label: "Investment amount", announced: "₹1,01,000", result: "total", text: "₹1,46,352" },
  },
  {
    path: "/tools/post-office-mis",
    firstLabel: "Deposit amount",
    // ₹5 lakh × 0.074 ÷ 12 = ₹3,083.33 a month; ₹37,000 a year; ₹1,85,000 over 5 years.
    defaults: { monthlyPayout: "₹3,083", yearlyInterest: "₹37,000", totalInterest: "₹1,85,000", total: "₹6,85,000" },
    rows: 5,
    convention: [...RATE_SOURCE, /7\.4%/],
    empty: { label: "Deposit amount", message: "Deposit amount is required" },
    negative: { label: "Interest rate (p.a.)", message: "Interest rate (p.a.) cannot be negative" },
    limit: { label: "Deposit amount", value: "10,00,000", message: "Deposit amount cannot be more than ₹9,00,000, the MIS limit for a single account" },
    slider: { label: "Interest rate (p.a.)", announced: "7.45%", result: "totalInterest", text: "₹1,86,250" },
  },
  {
    path: "/tools/nps",
    firstLabel: "Monthly contribution",
    defaults: { corpus: "₹1,13,96,627", lumpSum: "₹68,37,976", annuityPurchase: "₹45,58,651", monthlyPension: "₹22,793", invested: "₹18,00,000" },
    rows: 30,
    convention: [/PFRDA/, /Dec 2025/, /assumptions/],
    empty: { label: "Your age", message: "Your age is required" },
    negative: { label: "Monthly contribution", message: "Monthly contribution cannot be negative" },
    limit: { label: "Share of corpus for annuity", value: "10", message: "Share of corpus for annuity must be at least 20% for a subscriber outside government" },
    slider: { label: "Your age", announced: "31 years", result: "corpus", text: "₹1,02,59,022" },
  },
];

const VIEWPORTS = [
  { name: "desktop", viewport: DESKTOP },
  { name: "phone", viewport: PHONE },
];

describe.each(ROUTES)("$path", (route) => {
  it.each(VIEWPORTS)("computes the worked example with its rate's date and source, its table and chart, and follows a slider ($name)", async ({ viewport }) => {
    const { context, page, errors } = await openPage(browser, route.path, viewport);
    try {
      await field(page, route.firstLabel).waitFor();
      await calculate(page);
      await expectResults(page, route.defaults);
      const convention = (await page.locator(".convention").textContent()) ?? "";
      for (const pattern of route.convention) expect(convention).toMatch(pattern);
      await expect.poll(() => page.getByRole("heading", { name: "How this is calculated" }).count()).toBe(1);
      await expect.poll(() => page.locator(".calculator-table").first().locator("tbody tr").count()).toBe(route.rows);
      expect(await brokenFigures(page)).toEqual([]);
      if (viewport === PHONE) {
        // Nothing wider than the phone: the page never scrolls sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }

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

  it("says what is wrong with an empty, a negative and an out-of-limit field, hiding the results until fixed", async () => {
    const { context, page } = await openPage(browser, route.path, PHONE);
    try {
      await field(page, route.firstLabel).waitFor();
      await calculate(page);
      const first = Object.entries(route.defaults)[0];
      await expectResult(page, ...first);
      for (const { label, value, message } of [{ ...route.empty, value: "" }, { ...route.negative, value: "-5" }, route.limit]) {
        await expectMessageThenRecover(page, label, value, message, first);
      }
      await expectResults(page, route.defaults);
    } finally {
      await context.close();
    }
  });
});

describe("scheme links and choices", () => {
  it("restores an extended PPF from a copied link, on a phone", async () => {
    await expectLinkRestores(browser, "/tools/ppf", {
      async fill(page) {
        await field(page, "Yearly deposit").fill("1,00,000");
        await field(page, "Time period").fill("25");
        await calculate(page);
        // 1.071^25 = 5.555674…; 1,00,000 × (4.555674… ÷ 0.071) × 1.071 = 1,00,000 × 68.720099… = 68,72,010.
        await expectResult(page, "total", "₹68,72,010");
      },
      ready: (url) => url.searchParams.get("timePeriod") === "25",
      check: (page) => expectResults(page, { invested: "₹25,00,000", total: "₹68,72,010" }),
    });
  });

  it("lets a joint MIS account take ₹15 lakh, and a government NPS subscriber no less than 40% in the annuity", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/post-office-mis?accountType=joint&deposit=1500000&annualRate=7.4");
    try {
      // 15,00,000 × 0.074 ÷ 12 = 9,250 a month.
      await expectResult(page, "monthlyPayout", "₹9,250");
      await field(page, "Account type").selectOption("single");
      await expectFieldMessage(page, "Deposit amount", "Deposit amount cannot be more than ₹9,00,000, the MIS limit for a single account");

      await page.goto("/tools/nps?monthlyContribution=5000&currentAge=30&annualReturn=10&sector=government&annuityShare=30&annuityRate=6");
      await expectFieldMessage(page, "Share of corpus for annuity", "Share of corpus for annuity must be at least 40% for a government subscriber");
      await field(page, "Share of corpus for annuity").fill("40");
      await calculate(page);
      await expectResult(page, "monthlyPension", "₹22,793");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lists the schemes on the tools hub, and PPF among the home page's most-used calculators", async () => {
    const { context, page } = await openPage(browser, "/tools", PHONE);
    try {
      const group = page.getByRole("region", { name: "Government schemes" });
      await group.waitFor();
      for (const name of ["PPF Calculator", "Sukanya Samriddhi Calculator", "SCSS Calculator", "NSC Calculator", "Post Office MIS Calculator", "NPS Calculator"]) {
        await expect.poll(() => group.getByRole("link", { name: new RegExp(name) }).count()).toBe(1);
      }
      await page.goto("/");
      await page.getByRole("link", { name: /PPF/ }).first().click();
      await page.waitForURL(/\/tools\/ppf$/);
      await field(page, "Yearly deposit").waitFor();
      await expect.poll(() => result(page, "total").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("extreme valid inputs", () => {
  const CASES = [
    "/tools/ppf?yearlyDeposit=500&annualRate=0.01&timePeriod=15",
    "/tools/ppf?yearlyDeposit=150000&annualRate=20&timePeriod=50",
    "/tools/ssy?yearlyDeposit=250&annualRate=20&girlAge=0",
    "/tools/ssy?yearlyDeposit=150000&annualRate=0.01&girlAge=10",
    "/tools/scss?deposit=1000&annualRate=0.01&timePeriod=5",
    "/tools/scss?deposit=3000000&annualRate=20&timePeriod=8",
    "/tools/nsc?amount=1000&annualRate=0.01",
    "/tools/nsc?amount=10000000000&annualRate=20",
    "/tools/post-office-mis?accountType=single&deposit=1000&annualRate=0.01",
    "/tools/post-office-mis?accountType=joint&deposit=1500000&annualRate=20",
    "/tools/nps?monthlyContribution=1&currentAge=59&annualReturn=0.01&sector=government&annuityShare=40&annuityRate=0.01",
    "/tools/nps?monthlyContribution=100000000&currentAge=18&annualReturn=30&sector=others&annuityShare=100&annuityRate=20",
  ];

  it("show a real figure in every result and table cell: never NaN, Infinity, undefined, -0 or a blank", async () => {
    const { context, page, errors } = await openPage(browser, "/tools", PHONE);
    try {
      const bad: string[] = [];
      for (const path of CASES) {
        await page.goto(path);
        await page.locator('[data-testid^="result-"]').first().waitFor();
        await page.locator(".calculator-table tbody tr").first().waitFor();
        for (const text of await brokenFigures(page)) bad.push(`${path}: '${text}'`);
      }
      expect(bad).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
