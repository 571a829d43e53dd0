// "How likely is this plan to work?" end to end, for the visitor's own plan: with the planner's
// own SIP the chance is near even, with twice that SIP it is clearly higher, and it moves as
// 'Your monthly SIP now' is changed; India's history shows every start year in a table with the
// convention and the data's attribution; a path that fell short opens year by year; the SIP
// calculator without a target shows its range; all of it in English and Hindi; axe finds
// nothing on a phone or a desktop in either theme.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brokenFigures, DESKTOP, launchBrowser, openPage, PHONE, result } from "./browser";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Words {
  prefix: string;
  heading: string;
  sipLabel: string;
  historySummary: string;
  historySuccess: RegExp;
  lead: RegExp;
  historyLead: RegExp;
}

const ENGLISH: Words = {
  prefix: "",
  heading: "How likely is this plan to work?",
  sipLabel: "Your monthly SIP now",
  historySummary: "Every start year",
  historySuccess: /^\d+ of \d+ start years since FY1981, \d+%$/,
  lead: /^In about [\d,]+ of 1,000 simulated futures, /,
  historyLead: /^In \d+ of India's \d+ start years since FY1981, this plan worked\.$/,
};

const HINDI: Words = {
  prefix: "/hi",
  heading: "यह प्लान कामयाब होने की कितनी संभावना है?",
  sipLabel: "आपकी मौजूदा मासिक SIP",
  historySummary: "हर शुरुआती वर्ष",
  historySuccess: /^वित्त वर्ष 1981 से \d+ में से \d+ शुरुआती वर्ष, \d+%$/,
  lead: /^1,000 काल्पनिक भविष्यों में से करीब [\d,]+ में /,
  historyLead: /^वित्त वर्ष 1981 से भारत के \d+ शुरुआती वर्षों में से \d+ में यह प्लान कामयाब रहा।$/,
};

const panel = (page: Page, words: Words) => page.getByRole("region", { name: words.heading });

async function text(page: Page, id: string): Promise<string> {
  const box = result(page, id);
  await box.waitFor({ timeout: 30_000 });
  return (await box.textContent()) ?? "";
}

/** 'about 64%', 'करीब 64%', 'over 99%', 'under 1%' as a number of percent. */
function percentOf(shown: string): number {
  const percent = Number(/(\d+)%/.exec(shown)?.[1]);
  if (/over|ज्यादा/.test(shown)) return percent + 0.5;
  if (/under|कम/.test(shown)) return percent - 0.5;
  return percent;
}

const rupees = (shown: string) => Number(shown.replace(/[₹,]/g, ""));

/** Waits for the chance on screen to differ from `before`, and returns it. */
async function oddsAfter(page: Page, before: string): Promise<string> {
  await page.waitForFunction((old) => {
    const now = document.querySelector('[data-testid="result-yourOdds"]')?.textContent;
    return Boolean(now) && now !== old;
  }, before, { timeout: 30_000 });
  return text(page, "yourOdds");
}

/** The plan's own SIP and the chance with it, then the chance with `factor` times it typed into 'Your monthly SIP now'. */
async function withSip(page: Page, words: Words, planSipId: string, factor: number): Promise<{ own: number; withOwn: number; after: number }> {
  // The odds at rest first (the resting count of futures), so the change read next is the SIP's.
  await page.waitForFunction(() => document.querySelector('[data-testid="odds-paths"]')?.getAttribute("data-paths") === "50000", undefined, { timeout: 30_000 });
  const ownText = await text(page, "yourOdds");
  const own = rupees(await text(page, planSipId));
  const input = page.getByLabel(words.sipLabel, { exact: true });
  await input.fill(String(Math.round(own * factor)));
  const afterText = await oddsAfter(page, ownText);
  await page.waitForFunction((value) => new URLSearchParams(location.search).get("sipNow") === value, String(Math.round(own * factor)));
  return { own, withOwn: percentOf(ownText), after: percentOf(afterText) };
}

describe.each([
  ["English", ENGLISH],
  ["Hindi", HINDI],
] as const)("your plan's odds, in %s", (_language, words) => {
  it("retirement: near even with the plan's own SIP, clearly higher with twice it, and what reaches 90%", async () => {
    const { context, page, errors } = await openPage(browser, `${words.prefix}/tools/retirement?currentAge=35`, DESKTOP);
    try {
      await expect.poll(() => panel(page, words).getByTestId("odds-lead").textContent()).toMatch(words.lead);
      for (const id of ["sipFor90", "corpusFor90", "earliestAgeFor90", "spendFor90"]) await expect.poll(() => text(page, id)).not.toBe("");
      const { withOwn, after } = await withSip(page, words, "monthlyInvestment", 2);
      expect(withOwn).toBeGreaterThan(25);
      expect(withOwn).toBeLessThan(75);
      expect(after).toBeGreaterThan(withOwn + 15);
      expect(await brokenFigures(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a goal planner: the chance moves with the SIP; India's history has a row for every start year, and a path that fell short opens", async () => {
    const { context, page, errors } = await openPage(browser, `${words.prefix}/tools/education?currentCost=2500000`, PHONE);
    try {
      const { own, withOwn, after } = await withSip(page, words, "monthlyInvestment", 2);
      expect(withOwn).toBeGreaterThan(25);
      expect(withOwn).toBeLessThan(75);
      expect(after).toBeGreaterThan(withOwn + 15);
      // Less than the plan's own: lower.
      const before = await text(page, "yourOdds");
      await page.getByLabel(words.sipLabel, { exact: true }).fill(String(Math.round(own / 2)));
      expect(percentOf(await oddsAfter(page, before))).toBeLessThan(withOwn);

      await page.goto(`${words.prefix}/tools/education?currentCost=2500000&returnModel=history&sipNow=${Math.round(own / 2)}`);
      await expect.poll(() => text(page, "historySuccess")).toMatch(words.historySuccess);
      await expect.poll(() => text(page, "worstStartYear")).toMatch(/^(FY|वित्त वर्ष )(19|20)\d\d$/);
      await expect.poll(() => panel(page, words).getByTestId("odds-lead").textContent()).toMatch(words.historyLead);
      await panel(page, words).getByText(words.historySummary, { exact: true }).click();
      const table = page.getByTestId("odds-history-table");
      await table.waitFor();
      const rows = await table.locator("tbody tr").count();
      expect(rows).toBeGreaterThan(20);
      await expect.poll(() => table.locator("caption").textContent()).toMatch(/(FY|वित्त वर्ष )1981/);
      await expect.poll(() => table.locator("thead th[scope=col]").count()).toBe(4);
      await expect.poll(() => page.getByTestId("odds-convention").textContent()).toMatch(/BSE.*(World Bank|विश्व बैंक).*CC BY 4\.0/);

      const path = page.getByTestId("odds-path");
      await path.locator("summary").click();
      await path.locator("table tbody tr").first().waitFor();
      await expect.poll(() => path.locator("table tbody tr").count()).toBeGreaterThan(5);
      expect(await path.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
      expect(await brokenFigures(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the SIP calculator's panel", () => {
  it("without a target shows the range of outcomes under its own title; with one, the chance of reaching it", async () => {
    const { context, page, errors } = await openPage(browser, "/tools/sip?monthlyInvestment=10000&annualRate=12&timePeriod=10", PHONE);
    try {
      await page.getByRole("region", { name: "Where your SIP could end up" }).waitFor();
      await expect.poll(() => text(page, "finalP50")).toMatch(/^₹[\d,]+$/);
      await expect.poll(() => result(page, "yourOdds").count()).toBe(0);
      await page.goto("/tools/sip?monthlyInvestment=10000&annualRate=12&timePeriod=10&target=2500000");
      await expect.poll(() => panel(page, ENGLISH).getByTestId("odds-lead").textContent()).toMatch(/your SIP reached ₹25,00,000\.$/);
      expect(percentOf(await text(page, "yourOdds"))).toBeLessThan(60);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a negative volatility gets its message under the field and hides the results", async () => {
    const { context, page } = await openPage(browser, "/tools/crore?returnVolatility=-1", PHONE);
    try {
      const message = page.getByText("Enter a volatility of 0% or more (0 means the rate never varies).", { exact: true });
      await message.waitFor();
      const input = page.getByLabel("Return volatility (SD, % a year)", { exact: true });
      await expect.poll(() => message.getAttribute("id")).toBe(await input.getAttribute("aria-describedby"));
      await expect.poll(() => panel(page, ENGLISH).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = (await page.evaluate(
    `axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] }).then(r => r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(n => ({ target: n.target })) })))`,
  )) as AxeViolation[];
  return found.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}

describe("accessibility of the panel", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const [width, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      it(`has no WCAG A or AA violation, ${theme} theme, ${width}`, async () => {
        const { context, page } = await openPage(browser, "/", viewport);
        try {
          await page.evaluate((value) => localStorage.setItem("theme", value), theme);
          const problems: string[] = [];
          for (const path of ["/tools/retirement?currentAge=40", "/tools/education?returnModel=history", "/tools/sip?monthlyInvestment=10000&annualRate=12&timePeriod=10"]) {
            await page.goto(path);
            // At rest: the status line (empty once the figures are refined) is there and says nothing.
            await page.waitForFunction(() => document.querySelector('[data-testid="odds-paths"]')?.textContent === "", undefined, { timeout: 30_000 });
            await page.locator(".odds-panel canvas").first().waitFor();
            // Every table open, so axe reads them too.
            await page.evaluate(() => document.querySelectorAll(".odds-panel details").forEach((details) => ((details as HTMLDetailsElement).open = true)));
            for (const problem of await violations(page)) problems.push(`${path}: ${problem}`);
          }
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      }, 120_000);
    }
  }
});
