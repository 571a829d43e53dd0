// What makes a careful reader doubt a page, class by class, in Chromium against the built site:
// a notice about the site's own state that is no longer true; chart ticks in another language
// or in lakhs where crores belong; an amount in a field without its grouping; inputs lost by the
// language switch before Calculate; a phone's
// table cut with no cue or with its final year out of reach; a dropdown's text cut off; the
// Hindi wording slips of the second read.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculate, DESKTOP, launchBrowser, openPage, PHONE, result } from "./browser";

const TIMEOUT_MS = 90_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Records every text a canvas draws (uPlot draws its axes' ticks on one), readable as window.drawnTexts. */
async function recordCanvasText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawn: string[] = [];
    (window as unknown as { drawnTexts: string[] }).drawnTexts = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, maxWidth?: number) {
      drawn.push(String(text));
      return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
    };
  });
}

const drawnTexts = (page: Page) => page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts.slice());

describe("notices about the site's own state", () => {
  for (const path of ["/hi/", "/hi/tools", "/hi/goals", "/hi/money/financial", "/hi/tools/sip", "/hi/my-plans"]) {
    it(
      `${path} says nothing about calculators opening in English or coming soon`,
      async () => {
        const { context, page } = await openPage(browser, path);
        try {
          await page.locator("main h1").first().waitFor();
          const text = (await page.locator("main").textContent()) ?? "";
          expect(text).not.toContain("अंग्रेजी में खुलते");
          expect(text).not.toContain("जल्द आएगा");
          expect(text).not.toContain("अंग्रेजी में");
          expect(text).not.toMatch(/Save plan/);
        } finally {
          await context.close();
        }
      },
      TIMEOUT_MS,
    );
  }
});

describe("chart ticks in the page's language", () => {
  const CASES = [
    { path: "/tools/crore?monthlyInvestment=200000", forms: /^-?[\d.,]+(k|L|Cr)$/, crore: /Cr$/, foreign: /हजार|लाख|करोड़/ },
    { path: "/hi/tools/crore?monthlyInvestment=200000", forms: /^-?[\d.,]+ (हजार|लाख|करोड़)$/, crore: / करोड़$/, foreign: /\d(k|L|Cr)$/ },
    { path: "/hi/tools/sip?monthlyInvestment=5000&timePeriod=5", forms: /^-?[\d.,]+ (हजार|लाख|करोड़)$/, crore: null, foreign: /\d(k|L|Cr)$/ },
  ];
  for (const { path, forms, crore, foreign } of CASES) {
    it(
      `${path}: value ticks in its own short forms${crore ? ", crores from ₹1 crore" : ""}`,
      async () => {
        const { context, page } = await openPage(browser, "about:blank");
        try {
          await recordCanvasText(page);
          await page.goto(path);
          await page.locator(".result-chart canvas").first().waitFor();
          await page.locator(".result-chart").first().scrollIntoViewIfNeeded();
          await page.waitForFunction(() => (window as unknown as { drawnTexts: string[] }).drawnTexts.length > 4);
          const texts = await drawnTexts(page);
          const amounts = texts.filter((text) => forms.test(text));
          expect(amounts.length, texts.join(" | ")).toBeGreaterThan(0);
          expect(texts.filter((text) => foreign.test(text))).toEqual([]);
          // No count of lakhs past 99 (a crore or more is in crores).
          expect(texts.filter((text) => /^[\d,]{3,}(\.\d+)?\s?(L|लाख)$/.test(text))).toEqual([]);
          if (crore) expect(texts.some((text) => crore.test(text)), texts.join(" | ")).toBe(true);
        } finally {
          await context.close();
        }
      },
      TIMEOUT_MS,
    );
  }
});

describe("amounts in fields and results", () => {
  it(
    "a rupee field shows ₹52,00,000 when not edited, the digits while edited, and the URL keeps the plain number",
    async () => {
      const { context, page } = await openPage(browser, "/tools/lumpsum");
      try {
        const amount = page.locator('input[name="initialInvestment"]');
        await amount.waitFor();
        await amount.click();
        await amount.fill("5200000");
        await expect.poll(() => amount.inputValue()).toBe("5200000");
        await calculate(page);
        await expect.poll(() => amount.inputValue()).toBe("52,00,000");
        await page.waitForFunction(() => [...new URLSearchParams(location.search).values()].includes("5200000"));
        await amount.click();
        await expect.poll(() => amount.inputValue()).toBe("5200000");
      } finally {
        await context.close();
      }
    },
    TIMEOUT_MS,
  );

  for (const [path, word] of [
    ["/tools/crore", /crore|lakh/],
    ["/hi/tools/crore", /करोड़|लाख/],
  ] as const) {
    it(
      `${path}: a result of ₹1 lakh or more has its amount in words under it`,
      async () => {
        const { context, page } = await openPage(browser, path, DESKTOP);
        try {
          await page.locator(".calculator-form button[type=submit]").click();
          const words = page.locator(".result-box .result-words");
          await words.first().waitFor();
          const texts = (await words.allTextContents()).filter(Boolean);
          expect(texts.length).toBeGreaterThan(0);
          for (const text of texts) expect(text).toMatch(new RegExp(`^(≈ )?-?₹[\\d.]+ (${word.source})$`));
        } finally {
          await context.close();
        }
      },
      TIMEOUT_MS,
    );
  }
});

describe("the language switch before Calculate", () => {
  for (const [from, to, calculateLabel] of [
    ["/tools/sip", "/hi/tools/sip", "गणना करें"],
    ["/hi/tools/sip", "/tools/sip", "Calculate"],
  ] as const) {
    it(
      `${from} -> ${to}: the typed inputs arrive, and nothing is calculated until Calculate`,
      async () => {
        const { context, page } = await openPage(browser, from, DESKTOP);
        try {
          const amount = page.locator('input[name="monthlyInvestment"]');
          await amount.fill("23456");
          await page.locator('input[name="timePeriod"]').fill("17");
          await page.getByTestId("language-switch").getByRole("link", { name: to.startsWith("/hi/") ? "हिन्दी" : "English" }).click();
          await page.waitForURL((url) => url.pathname === to);
          await expect.poll(() => page.locator('input[name="monthlyInvestment"]').inputValue()).toBe("23,456");
          await expect.poll(() => page.locator('input[name="timePeriod"]').inputValue()).toBe("17");
          await expect.poll(() => result(page, "total").count()).toBe(0);
          await page.getByRole("button", { name: calculateLabel }).click();
          await result(page, "total").waitFor();
          await page.waitForFunction(() => new URLSearchParams(location.search).get("monthlyInvestment") === "23456");
        } finally {
          await context.close();
        }
      },
      TIMEOUT_MS,
    );
  }
});

describe("year-by-year tables on a phone", () => {
  for (const path of ["/tools/sip", "/hi/tools/retirement", "/tools/emi"]) {
    it(
      `${path}: a cue when the columns do not fit, and the final row reached by scrolling the page`,
      async () => {
        const { context, page } = await openPage(browser, path, PHONE);
        try {
          await page.locator(".calculator-form button[type=submit]").click();
          // The year-by-year table (the odds panel's own tables sit closed until opened).
          const box = page.locator(".table-scroll:visible").first();
          await box.waitFor();
          await box.scrollIntoViewIfNeeded();
          const sizes = await box.evaluate((element) => ({ sideways: element.scrollWidth > element.clientWidth + 1, tall: element.scrollHeight > element.clientHeight + 1 }));
          expect(sizes.tall, "the box hides rows behind a scroll of its own").toBe(false);
          const cue = page.locator(".table-scroll-cue").first();
          if (sizes.sideways) await cue.waitFor();
          const lastRow = box.locator("tbody tr").last();
          await lastRow.scrollIntoViewIfNeeded();
          const rowBox = await lastRow.boundingBox();
          expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(PHONE.height);
        } finally {
          await context.close();
        }
      },
      TIMEOUT_MS,
    );
  }
});

describe("dropdowns on a phone", () => {
  for (const path of ["/hi/tools/gratuity", "/hi/tools/post-office-mis", "/hi/tools/hra", "/tools/gratuity", "/tools/income-tax", "/hi/tools/income-tax"]) {
    it(
      `${path}: every option's text fits its dropdown`,
      async () => {
        const { context, page } = await openPage(browser, path, PHONE);
        try {
          await page.locator("form select").first().waitFor();
          const cut = await page.evaluate(() => {
            const problems: string[] = [];
            for (const select of document.querySelectorAll<HTMLSelectElement>("form select")) {
              const style = getComputedStyle(select);
              const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20; // the arrow
              const probe = document.createElement("span");
              probe.style.font = style.font;
              probe.style.whiteSpace = "nowrap";
              probe.style.position = "absolute";
              document.body.append(probe);
              for (const option of select.options) {
                probe.textContent = option.text;
                if (probe.getBoundingClientRect().width > room) problems.push(`${option.text} (${Math.round(probe.getBoundingClientRect().width)} > ${Math.round(room)})`);
              }
              probe.remove();
            }
            return problems;
          });
          expect(cut).toEqual([]);
        } finally {
          await context.close();
        }
      },
      TIMEOUT_MS,
    );
  }
});

describe("Hindi wording", () => {
  it(
    "one word for Calculate on every Hindi calculator, the XIRR's dates in Hindi",
    async () => {
      const { context, page } = await openPage(browser, "/hi/tools/xirr", DESKTOP);
      try {
        for (const path of ["/hi/tools/xirr", "/hi/tools/debt", "/hi/tools/sip"]) {
          await page.goto(path);
          await page.locator("main h1").first().waitFor();
          await expect.poll(() => page.getByRole("button", { name: "गणना करें" }).count(), { message: path }).toBeGreaterThan(0);
          await expect.poll(() => page.getByText("हिसाब लगाएं").count(), { message: path }).toBe(0);
        }
        await page.goto("/hi/tools/xirr");
        await page.getByRole("button", { name: "गणना करें" }).click();
        await page.locator(".table-scroll:visible tbody tr").first().waitFor();
        const dates = await page.locator(".table-scroll:visible tbody tr td:first-child").allTextContents();
        expect(dates.length).toBeGreaterThan(0);
        for (const date of dates) expect(date).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
      } finally {
        await context.close();
      }
    },
    TIMEOUT_MS,
  );

  it(
    "no misspelt अध्यात्म, कर व्यवस्था throughout, and the reworded lines",
    async () => {
      const { context, page } = await openPage(browser, "/hi/purpose", DESKTOP);
      try {
        const read = async (path: string) => {
          await page.goto(path);
          await page.locator("main h1").first().waitFor();
          return (await page.locator("main").textContent()) ?? "";
        };
        for (const path of ["/hi/purpose", "/hi/purpose/inner"]) expect(await read(path), path).not.toContain("आध्यात्म");
        expect(await read("/hi/money/investing")).not.toContain("टैक्स व्यवस्था");
        const budgeting = await read("/hi/money/budgeting");
        expect(budgeting).not.toContain("पहले खुद को भुगतान");
        expect(budgeting).not.toContain("घर में मदद");
        expect(await read("/hi/health/financial-wellness")).not.toContain("नोट की पहली संख्या");
        expect(await read("/hi/contact")).toContain("हमारे नाम पर ऐसी जानकारी मांगने वाला हमारी ओर से नहीं है");
        expect(await read("/hi/tools/sip-need")).toContain("लक्ष्य के लिए कितनी SIP?");
      } finally {
        await context.close();
      }
    },
    TIMEOUT_MS,
  );
});
