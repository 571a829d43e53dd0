// The translated pages with tools of their own: the XIRR calculator and the debt tracker
// compute and say what is wrong in each language (locale-cases.ts's `toolPages`), on the field it
// concerns, and their CSVs carry a header in it; the credit-score check and the protection quiz
// work in Hindi, Marathi and Bengali, the medical fund planner in Hindi and Marathi, the debt
// strategies example in Hindi and Bengali.
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../support/parse-csv";
import { expectFieldMessage, launchBrowser, openPage, PHONE, result } from "./browser";
import { LOCALE_CASES } from "./locale-cases";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;
const BENGALI = /[\u0980-\u09FF]/;

/** The message tied to `input` by aria-describedby (one of its ids), once it reads `message`. */
async function expectTiedMessage(page: Page, input: ReturnType<Page["locator"]>, message: string): Promise<void> {
  await page.getByText(message, { exact: true }).first().waitFor();
  const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(describedBy.split(" ").filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
  await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
}

async function downloadedCsv(page: Page, button: ReturnType<Page["locator"]>): Promise<{ name: string; rows: string[][] }> {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return { name: file.suggestedFilename(), rows: parseCsv(await readFile(await file.path(), "utf8")) };
}

/** The languages whose XIRR page is translated, with its words. */
const XIRR_CASES = LOCALE_CASES.flatMap(({ locale, toolPages }) => (toolPages?.xirr ? [{ locale, calculate: toolPages.calculate, xirr: toolPages.xirr }] : []));
/** The languages whose debt tracker is translated, with its words. */
const DEBT_CASES = LOCALE_CASES.flatMap(({ locale, toolPages }) => (toolPages?.debt ? [{ locale, calculate: toolPages.calculate, debt: toolPages.debt }] : []));

describe.each(XIRR_CASES)("/$locale/tools/xirr", ({ locale, calculate, xirr }) => {
  it("XIRR: computes the example, says what is wrong with an amount in the language, and downloads a CSV with its header", async () => {
    const { context, page, errors } = await openPage(browser, `/${locale}/tools/xirr`, PHONE);
    try {
      await page.getByRole("heading", { level: 1, name: xirr.heading }).waitFor();
      await page.getByRole("button", { name: calculate }).click();
      await expect.poll(() => result(page, "xirr").textContent()).toBe("11.45%");
      await page.getByRole("columnheader", { name: xirr.presentValue }).waitFor();

      const { name, rows } = await downloadedCsv(page, page.locator(".csv-button"));
      expect(name).toBe("xirr-your-cash-flows-at-the-xirr.csv");
      expect(rows[0]).toEqual(xirr.csvHeader);
      expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
        ["2023-01-01", "-100000"],
        ["2024-01-01", "-50000"],
        ["2025-01-01", "180000"],
      ]);

      const amount = page.getByLabel(xirr.amount, { exact: true }).first();
      await amount.fill("abc");
      await expectTiedMessage(page, amount, xirr.notNumber);
      await expect.poll(() => result(page, "xirr").count()).toBe(0);
      await amount.fill("0");
      await expectTiedMessage(page, amount, xirr.zero);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("XIRR: says in the language when every amount has one sign", async () => {
    const { context, page } = await openPage(browser, `/${locale}/tools/xirr?flow1=2023-01-01~-100&flow2=2024-01-01~-50`, PHONE);
    try {
      const alert = page.getByRole("alert").filter({ hasText: xirr.oneSign });
      await alert.waitFor();
    } finally {
      await context.close();
    }
  });

});

describe.each(DEBT_CASES)("/$locale/tools/debt", ({ locale, calculate, debt }) => {
  it("debt: asks for every detail, ties a message to a bad balance, then shows both plans with the CSV header in the language", async () => {
    const { context, page, errors } = await openPage(browser, `/${locale}/tools/debt`, PHONE);
    try {
      await page.getByRole("heading", { level: 1, name: debt.heading }).waitFor();
      await page.getByRole("button", { name: calculate }).click();
      await page.getByRole("alert").filter({ hasText: debt.missing }).waitFor();

      await page.getByLabel(debt.name, { exact: true }).fill(debt.cardName);
      await page.getByLabel(debt.balance, { exact: true }).fill("0");
      await page.getByLabel(debt.rate, { exact: true }).fill("42");
      await expectFieldMessage(page, debt.balance, debt.balanceZero);

      await page.getByLabel(debt.balance, { exact: true }).fill("60000");
      await page.getByLabel(debt.budget, { exact: true }).fill("20000");
      await page.getByRole("button", { name: calculate }).click();
      await expect.poll(() => result(page, "snowball-months").textContent()).toBe(debt.fourMonths);
      await expect.poll(() => page.getByTestId("avalanche-order").textContent()).toContain(debt.cardAt42);
      await page.getByRole("columnheader", { name: debt.avalancheInterest }).waitFor();

      const { name, rows } = await downloadedCsv(page, page.locator(".debt-schedule .csv-button"));
      expect(name).toBe("debt-payoff-schedule.csv");
      expect(rows[0]).toEqual(debt.csvHeader);
      expect(rows).toHaveLength(5);
      expect(rows[4][4]).toBe(debt.cardName);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The debt strategies page's example link in each language that has the page, and what it loads. */
const STRATEGY_EXAMPLES = [
  { locale: "hi", link: "एक उदाहरण भरें", twoWheeler: "टू-व्हीलर लोन", span: /महीने|वर्ष/ },
  { locale: "bn", link: "একটি উদাহরণ ভরুন", twoWheeler: "টু-হুইলার লোন", span: /মাস|বছর/ },
];

describe.each(STRATEGY_EXAMPLES)("the $locale debt strategies page", ({ locale, link, twoWheeler, span }) => {
  it("loads the example, its debts named in the language, and both plans", async () => {
    const { context, page, errors } = await openPage(browser, `/${locale}/money/borrowing/debt-strategies`, PHONE);
    try {
      await page.getByRole("link", { name: link }).click();
      await page.getByTestId("snowball-order").waitFor();
      await expect.poll(() => page.getByTestId("snowball-order").textContent()).toContain(twoWheeler);
      await expect.poll(() => result(page, "avalanche-months").textContent()).toMatch(span);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The credit-score check's and the protection quiz's words in each language that has them. */
const MONEY_PANELS = [
  {
    locale: "hi",
    letters: DEVANAGARI,
    pan: "PAN (परमानेंट अकाउंट नंबर)",
    check: "नमूना स्कोर देखें",
    panMessage: "कृपया 10 अक्षरों का सही PAN लिखें।",
    scoreLine: /^नमूना स्कोर: \d{3} (अच्छा|ठीक-ठाक)$/,
    healthCover: "मेरा अपना हेल्थ इंश्योरेंस है",
    submit: "मेरी चेकलिस्ट दिखाएं",
    heading: "आपकी सुरक्षा चेकलिस्ट",
    reviewHealth: /^अपनी हेल्थ पॉलिसी जांचें/,
  },
  {
    locale: "mr",
    letters: DEVANAGARI,
    pan: "PAN (पर्मनंट अकाउंट नंबर)",
    check: "नमुना स्कोअर पाहा",
    panMessage: "कृपया 10 अक्षरांचा योग्य PAN लिहा.",
    scoreLine: /^नमुना स्कोअर: \d{3} (चांगला|बरा)$/,
    healthCover: "माझा स्वतःचा आरोग्य विमा आहे",
    submit: "माझी यादी दाखवा",
    heading: "तुमची संरक्षणाची यादी",
    reviewHealth: /^तुमची आरोग्य विमा पॉलिसी तपासा/,
  },
  {
    locale: "bn",
    letters: BENGALI,
    pan: "PAN (পার্মানেন্ট অ্যাকাউন্ট নম্বর)",
    check: "নমুনা স্কোর দেখুন",
    panMessage: "অনুগ্রহ করে 10 অক্ষরের সঠিক PAN লিখুন।",
    scoreLine: /^নমুনা স্কোর: \d{3} (ভাল|মোটামুটি)$/,
    healthCover: "আমার নিজের স্বাস্থ্যবিমা আছে",
    submit: "আমার তালিকা দেখান",
    heading: "আপনার সুরক্ষার তালিকা",
    reviewHealth: /^আপনার স্বাস্থ্যবিমার পলিসি যাচাই করুন/,
  },
] as const;

describe("the money and health panels in each language", () => {
  for (const words of MONEY_PANELS) {
    it(`checks a sample credit score in ${words.locale}, with the PAN message tied to its field`, async () => {
      const { context, page, errors } = await openPage(browser, `/${words.locale}/money/borrowing`, PHONE);
      try {
        await page.getByLabel(words.pan, { exact: true }).fill("abc");
        await page.getByRole("button", { name: words.check }).click();
        await expectFieldMessage(page, words.pan, words.panMessage);
        await page.getByLabel(words.pan, { exact: true }).fill("ABCDE1234F");
        await page.getByRole("button", { name: words.check }).click();
        await page.getByTestId("credit-score").waitFor();
        const line = (await page.locator(".credit-score-line").textContent()) ?? "";
        expect(line).toMatch(words.scoreLine);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`shows the protection checklist in ${words.locale}, following the answers`, async () => {
      const { context, page, errors } = await openPage(browser, `/${words.locale}/money/protection`, PHONE);
      try {
        await page.getByLabel(words.healthCover).check();
        await page.getByRole("button", { name: words.submit }).click();
        await page.getByRole("heading", { name: words.heading }).waitFor();
        const items = await page.locator(".checklist li").allTextContents();
        expect(items).toHaveLength(5);
        expect(items[1]).toMatch(words.reviewHealth);
        for (const item of items) expect(item).toMatch(words.letters);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  /** The medical fund planner's words in each language whose financial wellness page is translated. */
  const PLANNER_CASES = [
    {
      path: "/hi/health/financial-wellness",
      letters: DEVANAGARI,
      label: "आपके मासिक जरूरी खर्च",
      button: "मेरा सुरक्षा कवच निकालें",
      empty: "कृपया अपने मासिक जरूरी खर्च के बारे में छोटा सा नोट लिखें (जैसे, 'मेरे मासिक जरूरी खर्च ~ ₹30,000')।",
      note: "मेरे मासिक जरूरी खर्च ~ ₹30,000",
    },
    {
      path: "/mr/health/financial-wellness",
      letters: DEVANAGARI,
      label: "तुमचा मासिक अत्यावश्यक खर्च",
      button: "माझे सुरक्षा कवच मोजा",
      empty: "कृपया तुमच्या मासिक अत्यावश्यक खर्चाविषयी छोटी नोंद लिहा (उदा. 'माझा मासिक अत्यावश्यक खर्च ~ ₹30,000').",
      note: "माझा मासिक अत्यावश्यक खर्च ~ ₹30,000",
    },
    {
      path: "/bn/health/financial-wellness",
      letters: BENGALI,
      label: "আপনার মাসিক জরুরি খরচ",
      button: "আমার সুরক্ষা-তহবিলের হিসাব করুন",
      empty: "অনুগ্রহ করে আপনার মাসিক জরুরি খরচ নিয়ে ছোট্ট করে লিখুন (যেমন, 'আমার মাসিক জরুরি খরচ ~ ₹30,000')।",
      note: "আমার মাসিক জরুরি খরচ ~ ₹30,000",
    },
  ];

  it.each(PLANNER_CASES)("plans a medical fund on $path, with the empty-note message tied to its field", async ({ path, label, button, empty, note, letters }) => {
    const { context, page, errors } = await openPage(browser, path, PHONE);
    try {
      await page.getByRole("button", { name: button }).click();
      await expectTiedMessage(page, page.getByLabel(label, { exact: true }), empty);
      await page.getByLabel(label, { exact: true }).fill(note);
      await page.getByRole("button", { name: button }).click();
      const output = page.getByTestId("ai-output");
      await page.waitForFunction(() => document.querySelector('[data-testid="ai-output"]')?.textContent?.includes("₹90,000"));
      const text = (await output.textContent()) ?? "";
      expect(text).toContain("₹1,80,000");
      expect(text).toMatch(letters);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
