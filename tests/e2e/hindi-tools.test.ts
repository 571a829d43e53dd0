// The Hindi pages with tools of their own: the XIRR calculator and the debt tracker
// compute and say what is wrong in Hindi, on the field it concerns; their CSVs carry a Hindi
// header; the credit-score check, the protection quiz and the medical fund planner work in Hindi
// and Marathi.
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../support/parse-csv";
import { expectFieldMessage, launchBrowser, openPage, PHONE, result } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CALCULATE = "गणना करें";
const DEVANAGARI = /[\u0900-\u097F]/;

/** The message tied to `input` by aria-describedby (one of its ids), once it reads `message`. */
async function expectTiedMessage(page: Page, input: ReturnType<Page["locator"]>, message: string): Promise<void> {
  await page.getByText(message, { exact: true }).first().waitFor();
  const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(describedBy.split(" ").filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
  await expect(input.getAttribute("aria-invalid")).resolves.toBe("true");
}

async function downloadedCsv(page: Page, button: ReturnType<Page["locator"]>): Promise<{ name: string; rows: string[][] }> {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return { name: file.suggestedFilename(), rows: parseCsv(await readFile(await file.path(), "utf8")) };
}

describe("/hi/tools/xirr", () => {
  it("computes the example, says what is wrong with an amount in Hindi, and downloads a CSV with a Hindi header", async () => {
    const { context, page, errors } = await openPage(browser, "/hi/tools/xirr", PHONE);
    try {
      await page.getByRole("heading", { level: 1, name: "XIRR कैलकुलेटर" }).waitFor();
      await page.getByRole("button", { name: CALCULATE }).click();
      await expect(result(page, "xirr").textContent()).resolves.toBe("11.45%");
      await page.getByRole("columnheader", { name: "पहली तारीख पर कीमत" }).waitFor();

      const { name, rows } = await downloadedCsv(page, page.locator(".csv-button"));
      expect(name).toBe("xirr-your-cash-flows-at-the-xirr.csv");
      expect(rows[0]).toEqual(["तारीख", "रकम", "वर्ष", "पहली तारीख पर कीमत"]);
      expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
        ["2023-01-01", "-100000"],
        ["2024-01-01", "-50000"],
        ["2025-01-01", "180000"],
      ]);

      const amount = page.getByLabel("रकम (₹, लगाया गया पैसा − में)", { exact: true }).first();
      await amount.fill("abc");
      await expectTiedMessage(page, amount, "रकम अंकों में लिखें: लगाया गया पैसा माइनस में, निकाला गया पैसा प्लस में।");
      await expect(result(page, "xirr").count()).resolves.toBe(0);
      await amount.fill("0");
      await expectTiedMessage(page, amount, "₹0 के अलावा कोई रकम लिखें।");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says in Hindi when every amount has one sign", async () => {
    const { context, page } = await openPage(browser, "/hi/tools/xirr?flow1=2023-01-01~-100&flow2=2024-01-01~-50", PHONE);
    try {
      const alert = page.getByRole("alert").filter({ hasText: "XIRR के लिए पैसा दोनों तरफ जाना चाहिए" });
      await alert.waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("/hi/tools/debt", () => {
  it("asks for every detail, ties a Hindi message to a bad balance, then shows both plans in Hindi with a Hindi CSV", async () => {
    const { context, page, errors } = await openPage(browser, "/hi/tools/debt", PHONE);
    try {
      await page.getByRole("heading", { level: 1, name: "कर्ज ट्रैकर" }).waitFor();
      await page.getByRole("button", { name: CALCULATE }).click();
      await page.getByRole("alert").filter({ hasText: "कृपया हर कर्ज की पूरी जानकारी भरें।" }).waitFor();

      await page.getByLabel("नाम", { exact: true }).fill("क्रेडिट कार्ड");
      await page.getByLabel("बकाया", { exact: true }).fill("0");
      await page.getByLabel("ब्याज दर (सालाना)", { exact: true }).fill("42");
      await expectFieldMessage(page, "बकाया", "₹0 से ज्यादा बकाया लिखें।");

      await page.getByLabel("बकाया", { exact: true }).fill("60000");
      await page.getByLabel("सभी कर्जों के लिए मासिक बजट (वैकल्पिक)", { exact: true }).fill("20000");
      await page.getByRole("button", { name: CALCULATE }).click();
      await expect(result(page, "snowball-months").textContent()).resolves.toBe("4 महीने");
      await expect(page.getByTestId("avalanche-order").textContent()).resolves.toContain("₹60,000, 42% ब्याज पर");
      await page.getByRole("columnheader", { name: "एवलांच: अब तक ब्याज" }).waitFor();

      const { name, rows } = await downloadedCsv(page, page.locator(".debt-schedule .csv-button"));
      expect(name).toBe("debt-payoff-schedule.csv");
      expect(rows[0]).toEqual(["महीना", "तारीख", "स्नोबॉल बकाया", "स्नोबॉल अब तक ब्याज", "स्नोबॉल चुकता", "एवलांच बकाया", "एवलांच अब तक ब्याज", "एवलांच चुकता"]);
      expect(rows).toHaveLength(5);
      expect(rows[4][4]).toBe("क्रेडिट कार्ड");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("loads the Hindi example on the debt strategies page", async () => {
    const { context, page, errors } = await openPage(browser, "/hi/money/borrowing/debt-strategies", PHONE);
    try {
      await page.getByRole("link", { name: "एक उदाहरण भरें" }).click();
      await page.getByTestId("snowball-order").waitFor();
      await expect(page.getByTestId("snowball-order").textContent()).resolves.toContain("टू-व्हीलर लोन");
      await expect(result(page, "avalanche-months").textContent()).resolves.toMatch(/महीने|वर्ष/);
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
    pan: "PAN (पर्मनंट अकाउंट नंबर)",
    check: "नमुना स्कोअर पाहा",
    panMessage: "कृपया 10 अक्षरांचा योग्य PAN लिहा.",
    scoreLine: /^नमुना स्कोअर: \d{3} (चांगला|बरा)$/,
    healthCover: "माझा स्वतःचा आरोग्य विमा आहे",
    submit: "माझी यादी दाखवा",
    heading: "तुमची संरक्षणाची यादी",
    reviewHealth: /^तुमची आरोग्य विमा पॉलिसी तपासा/,
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
        for (const item of items) expect(item).toMatch(DEVANAGARI);
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
      label: "आपके मासिक जरूरी खर्च",
      button: "मेरा सुरक्षा कवच निकालें",
      empty: "कृपया अपने मासिक जरूरी खर्च के बारे में छोटा सा नोट लिखें (जैसे, 'मेरे मासिक जरूरी खर्च ~ ₹30,000')।",
      note: "मेरे मासिक जरूरी खर्च ~ ₹30,000",
    },
    {
      path: "/mr/health/financial-wellness",
      label: "तुमचा मासिक अत्यावश्यक खर्च",
      button: "माझे सुरक्षा कवच मोजा",
      empty: "कृपया तुमच्या मासिक अत्यावश्यक खर्चाविषयी छोटी नोंद लिहा (उदा. 'माझा मासिक अत्यावश्यक खर्च ~ ₹30,000').",
      note: "माझा मासिक अत्यावश्यक खर्च ~ ₹30,000",
    },
  ];

  it.each(PLANNER_CASES)("plans a medical fund on $path, with the empty-note message tied to its field", async ({ path, label, button, empty, note }) => {
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
      expect(text).toMatch(DEVANAGARI);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
