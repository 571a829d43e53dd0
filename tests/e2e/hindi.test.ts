// The site in other languages: every translated page of each locale listed below (one test
// per page, each with its own time limit) reads in the locale's script with no raw keys and no
// English sentence, and carries its <html lang> and hreflang alternates. Then Hindi in depth:
// the language switch keeps the page, its query, its hash and the theme; the Hindi SIP computes
// and speaks Hindi; a calculator's switch, a shared link and a saved plan keep their language.
// Pages not yet offered in Hindi (calculators without a Hindi text) open in English, and
// their switch leads to the Hindi tools hub.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFINITIONS } from "../../src/calculators/registry";
import { toolEntry } from "../../src/calculators/tool-list";
import { LOCALE_INFO, LOCALES, withLocale, type Locale } from "../../src/i18n/locales";
import { HINDI_CALCULATORS, isTranslated, translatedPaths } from "../../src/i18n/translated-routes";
import { baseURL, closeContext, expectFieldMessage, expectResult, field, launchBrowser, openPage, PHONE } from "./browser";

/**
 * The locales whose every translated page is read here, each with the letters of its script.
 * Adding a language to the site is one line here.
 */
const LOCALES_UNDER_TEST: readonly { locale: Exclude<Locale, "en">; script: RegExp }[] = [{ locale: "hi", script: /[\u0900-\u097F]/g }];

/** One page's visit and reading; each page is its own test, so a slow page fails alone. */
const PAGE_TIMEOUT_MS = 45_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Latin words a Hindi page may show: the brand, kept abbreviations, names of networks. */
const KEPT_LATIN = /Sense|Life|SIP|EMI|FD|RD|PPF|EPF|NPS|PAN|SEBI|TDS|HTTP|AI|Tele-MANAS|English|YouTube|WhatsApp|Instagram|Telegram|Facebook|LinkedIn|aap@example\.com|JSON/g;

interface TextReport {
  /** Letters of the locale's script (Devanagari for Hindi). */
  devanagari: number;
  latin: number;
  /** Runs of three or more Latin words left after removing the kept ones: English sentences. */
  englishRuns: string[];
  rawKeys: string[];
}

async function readPage(page: Page, script: RegExp = /[\u0900-\u097F]/g): Promise<TextReport> {
  const text = await page.evaluate(() => document.body.innerText);
  const stripped = text.replace(KEPT_LATIN, " ");
  return {
    devanagari: (text.match(script) ?? []).length,
    latin: (stripped.match(/[A-Za-z]/g) ?? []).length,
    englishRuns: stripped.match(/[A-Za-z']+(?:[ ,]+[A-Za-z']+){2,}/g) ?? [],
    rawKeys: text.match(/\{[a-z]+\}|\b(?:undefined|NaN)\b|\b[a-z]+\.[a-z]+[A-Z]\w*/g) ?? [],
  };
}

async function alternates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [link.hreflang, link.href])),
  );
}

/** The alternates a page at the English path `path` lists: every locale it is offered in, and x-default. */
function expectedAlternates(path: string): Record<string, string> {
  const offered = LOCALES.filter((locale) => isTranslated(path, locale));
  return {
    ...Object.fromEntries(offered.map((locale) => [LOCALE_INFO[locale].htmlLang, `${baseURL()}${withLocale(path, locale)}`])),
    "x-default": `${baseURL()}${path}`,
  };
}

for (const { locale, script } of LOCALES_UNDER_TEST) {
  describe(`every translated page in ${locale}`, () => {
    // One phone-sized page per locale, visited by each test in turn.
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      ({ context, page, errors } = await openPage(browser, withLocale("/", locale), PHONE));
    }, PAGE_TIMEOUT_MS);
    afterAll(async () => {
      if (context) await closeContext(context);
    });

    for (const path of translatedPaths(locale)) {
      it(`${withLocale(path, locale)} reads in its script, with lang, hreflang alternates and no raw keys or English sentences`, async () => {
        errors.length = 0;
        await page.goto(withLocale(path, locale));
        await page.locator("main h1").first().waitFor();
        await page.waitForFunction(() => !document.querySelector(".page-loading"));
        const report = await readPage(page, script);
        expect(report.rawKeys).toEqual([]);
        expect(report.englishRuns).toEqual([]);
        expect(report.devanagari).toBeGreaterThan(10 * report.latin);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(LOCALE_INFO[locale].htmlLang);
        expect(await alternates(page)).toEqual(expectedAlternates(path));
        expect(errors).toEqual([]);
      }, PAGE_TIMEOUT_MS);
    }
  });
}

describe("Hindi's script on a phone", () => {
  it("renders Devanagari with a real font at 360 × 740 (screenshot for review)", async () => {
    const { context, page } = await openPage(browser, "/hi/", PHONE);
    try {
      await page.locator("main h1").first().waitFor();
      // A Devanagari glyph is wider than the fallback box of a missing font only when a font has it.
      const widths = await page.evaluate(() => {
        const canvas = document.createElement("canvas").getContext("2d");
        if (!canvas) return [0, 0];
        canvas.font = "16px sans-serif";
        return [canvas.measureText("पैसा सेहत उद्देश्य").width, canvas.measureText("\u{10FFFD}\u{10FFFD}\u{10FFFD}").width];
      });
      expect(widths[0]).toBeGreaterThan(0);
      await page.screenshot({ path: "/tmp/i18n-hi-home-360.png" });
    } finally {
      await context.close();
    }
  });
});

describe("the language switch", () => {
  it("keeps the page, its query, its hash and the theme, both ways, from the nav", async () => {
    const { context, page } = await openPage(browser, "/goals?from=test#goals-how");
    try {
      await page.getByRole("button", { name: "Switch to light theme" }).click();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-IN");
      expect(await alternates(page)).toMatchObject({ "hi-IN": `${baseURL()}/hi/goals` });
      await page.getByRole("link", { name: "हिन्दी" }).click();
      await page.waitForURL((url) => url.pathname === "/hi/goals");
      expect(new URL(page.url()).search).toBe("?from=test");
      expect(new URL(page.url()).hash).toBe("#goals-how");
      await page.getByRole("heading", { level: 1, name: "लक्ष्य" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi-IN");
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
      await page.getByRole("link", { name: "English" }).click();
      await page.waitForURL((url) => url.pathname === "/goals" && url.search === "?from=test");
      await page.getByRole("heading", { level: 1, name: "Goals" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-IN");
    } finally {
      await context.close();
    }
  });

  it("is in the mobile menu, and links inside a Hindi page stay in Hindi", async () => {
    const { context, page } = await openPage(browser, "/tools", PHONE);
    try {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#mobile-menu").getByRole("link", { name: "हिन्दी" }).click();
      await page.waitForURL((url) => url.pathname === "/hi/tools");
      await page.getByRole("heading", { level: 1, name: "टूल और कैलकुलेटर" }).waitFor();
      await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
      await expect(page.locator("#mobile-menu").getByRole("link", { name: "English" }).isVisible()).resolves.toBe(true);
      await page.locator("#mobile-menu").getByRole("link", { name: "उद्देश्य" }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/hi/") || url.pathname === "/purpose");
    } finally {
      await context.close();
    }
  });

  it("on a calculator not in Hindi yet leads to the Hindi tools hub; a Hindi link to it opens the English one with its inputs", async () => {
    // Whichever calculator has no Hindi text on this branch (the list shrinks as texts arrive).
    const untranslated = Object.keys(DEFINITIONS).find((id) => !HINDI_CALCULATORS.includes(id));
    if (!untranslated) return;
    const path = toolEntry(untranslated)?.path ?? `/tools/${untranslated}`;
    const { context, page } = await openPage(browser, `${path}?from=test`);
    try {
      await page.locator("main h1").first().waitFor();
      expect(await alternates(page)).toEqual({ "en-IN": `${baseURL()}${path}`, "x-default": `${baseURL()}${path}` });
      await page.getByRole("link", { name: "हिन्दी" }).click();
      await page.waitForURL((url) => url.pathname === "/hi/tools" && url.search === "");
      await page.goto(`/hi${path}?from=test`);
      await page.waitForURL((url) => url.pathname === path && url.search === "?from=test");
      // The router moves in a transition: the language follows once the English page has rendered.
      await page.locator("main h1").first().waitFor();
      await page.waitForFunction(() => document.documentElement.lang === "en-IN");
    } finally {
      await context.close();
    }
  });

  it("answers an unknown Hindi path with the Hindi home page", async () => {
    const { context, page } = await openPage(browser, "/hi/no-such-page");
    try {
      await page.getByRole("heading", { level: 1, name: "समझ की नींव पर, जिंदगी के लिए।" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi-IN");
    } finally {
      await context.close();
    }
  });
});

/** A server call from the test itself, for set-up and for what the server holds. */
async function api(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${baseURL()}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

describe("the SIP calculator in Hindi", () => {
  it("computes ₹23,23,391 with its defaults, in Hindi words", async () => {
    const { context, page, errors } = await openPage(browser, "/hi/tools/sip", PHONE);
    try {
      await page.getByRole("heading", { level: 1, name: "SIP कैलकुलेटर" }).waitFor();
      await page.getByRole("button", { name: "गणना करें" }).click();
      await expectResult(page, "total", "₹23,23,391");
      await expectResult(page, "invested", "₹12,00,000");
      await page.getByRole("heading", { name: "आपकी SIP कहां तक पहुंच सकती है" }).waitFor();
      await page.getByRole("button", { name: "साल-दर-साल अनुमान डाउनलोड करें (CSV)" }).waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="odds-paths"]')?.getAttribute("data-paths") === "50000", undefined, { timeout: 30_000 });
      // With results, the odds panel and the table on the page, it still reads in Hindi.
      const report = await readPage(page);
      expect(report.rawKeys).toEqual([]);
      expect(report.englishRuns).toEqual([]);
      expect(report.devanagari).toBeGreaterThan(10 * report.latin);
      const labels = await page.evaluate(() => [...document.querySelectorAll("main [aria-label]")].map((element) => element.getAttribute("aria-label") ?? ""));
      expect(labels.filter((label) => /[A-Za-z]{3,}/.test(label.replace(/SIP|CSV|SD/g, "")))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi-IN");
      await page.screenshot({ path: "/tmp/i18n-hi-sip-360.png", fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says an empty monthly investment is missing, in Hindi, tied to the field", async () => {
    const { context, page } = await openPage(browser, "/hi/tools/sip");
    try {
      await field(page, "मासिक निवेश").fill("");
      await page.getByRole("button", { name: "गणना करें" }).click();
      await expectFieldMessage(page, "मासिक निवेश", "मासिक निवेश भरें");
    } finally {
      await context.close();
    }
  });

  it("downloads its table with the Hindi column labels as the header", async () => {
    const { context, page } = await openPage(browser, "/hi/tools/sip?monthlyInvestment=10000&annualRate=12&timePeriod=10");
    try {
      await expectResult(page, "total", "₹23,23,391");
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "साल-दर-साल अनुमान डाउनलोड करें (CSV)" }).click()]);
      const path = await download.path();
      const { readFile } = await import("node:fs/promises");
      const file = await readFile(path, "utf8");
      // A byte-order mark first, so that Excel reads the Devanagari as UTF-8.
      expect(file.startsWith("\uFEFF")).toBe(true);
      expect(file.slice(1).split(/\r?\n/)[0]).toBe("वर्ष,निवेश,बढ़त,कुल मूल्य");
    } finally {
      await context.close();
    }
  });

  it("keeps the page and the inputs typed on it when the language is switched, both ways", async () => {
    const { context, page } = await openPage(browser, "/tools/sip");
    try {
      await field(page, "Monthly investment").fill("5000");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expectResult(page, "total", "₹11,61,695");
      // The query follows the inputs after a short pause; the switch reads it when pressed.
      await page.waitForURL((url) => url.searchParams.get("monthlyInvestment") === "5000");
      await page.getByRole("link", { name: "हिन्दी" }).click();
      await page.waitForURL((url) => url.pathname === "/hi/tools/sip" && url.searchParams.get("monthlyInvestment") === "5000");
      await page.getByRole("heading", { level: 1, name: "SIP कैलकुलेटर" }).waitFor();
      await expectResult(page, "total", "₹11,61,695");
      await expect(field(page, "मासिक निवेश").inputValue()).resolves.toBe("5000");
      await field(page, "अवधि").fill("20");
      await page.waitForURL((url) => url.searchParams.get("timePeriod") === "20");
      await page.getByRole("link", { name: "English" }).click();
      await page.waitForURL((url) => url.pathname === "/tools/sip" && url.searchParams.get("timePeriod") === "20");
      await expect(field(page, "Time period").inputValue()).resolves.toBe("20");
      await expect(field(page, "Monthly investment").inputValue()).resolves.toBe("5000");
    } finally {
      await context.close();
    }
  });

  it("opens a shared link in its own language, with its inputs computed", async () => {
    const query = "monthlyInvestment=7000&annualRate=11&timePeriod=15";
    const { context, page } = await openPage(browser, `/hi/tools/sip?${query}`);
    try {
      await expectResult(page, "total", "₹32,12,003");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi-IN");
      await page.getByRole("heading", { level: 1, name: "SIP कैलकुलेटर" }).waitFor();
      await page.goto(`/tools/sip?${query}`);
      await expectResult(page, "total", "₹32,12,003");
      await page.getByRole("heading", { level: 1, name: "SIP Calculator" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-IN");
    } finally {
      await context.close();
    }
  });

  it("saves a plan that opens in the language it was saved in, from My plans in either language; an older plan opens in English", async () => {
    const who = { name: "Meera", email: `e2e.hi.${Date.now()}@example.in`, password: "monsoon evening walk hindi" };
    expect((await api("POST", "/auth/signup", undefined, who)).status).toBe(202);
    const loggedIn = await api("POST", "/auth/login", undefined, { email: who.email, password: who.password });
    const token = String(loggedIn.body.token);
    // A plan saved before the calculators spoke Hindi: no language among its inputs.
    const older = await api("POST", "/plans", token, { name: "Old plan", toolId: "sip", inputs: { monthlyInvestment: "3000", annualRate: "12", timePeriod: "10" } });
    expect(older.status).toBe(201);
    const { context, page } = await openPage(browser, "/hi/");
    try {
      await page.evaluate(([t, n]) => {
        localStorage.setItem("token", t);
        localStorage.setItem("userName", n);
      }, [token, who.name] as const);
      await page.goto("/hi/tools/sip?monthlyInvestment=7000&annualRate=11&timePeriod=15");
      await expectResult(page, "total", "₹32,12,003");
      await page.getByRole("button", { name: "प्लान सेव करें" }).click();
      await page.getByLabel("प्लान का नाम").fill("मेरी SIP");
      await page.getByRole("button", { name: "सेव करें", exact: true }).click();
      await page.getByText("“मेरी SIP” नाम से सेव हो गया।").waitFor();
      const plans = (await api("GET", "/plans", token)).body.plans as { name: string; inputs: Record<string, string> }[];
      const saved = plans.find((plan) => plan.name === "मेरी SIP")?.inputs;
      expect(saved).toMatchObject({ monthlyInvestment: "7000", annualRate: "11", timePeriod: "15", lang: "hi" });

      // From the English My plans, the Hindi plan opens in Hindi...
      await page.goto("/my-plans");
      await page.getByRole("link", { name: "मेरी SIP" }).click();
      await page.waitForURL((url) => url.pathname === "/hi/tools/sip" && url.searchParams.get("monthlyInvestment") === "7000" && !url.searchParams.has("lang"));
      await expectResult(page, "total", "₹32,12,003");
      await page.getByRole("heading", { level: 1, name: "SIP कैलकुलेटर" }).waitFor();
      // ...and from the Hindi My plans, the older plan opens in English.
      await page.goto("/hi/my-plans");
      await page.getByRole("link", { name: "Old plan" }).click();
      await page.waitForURL((url) => url.pathname === "/tools/sip" && url.searchParams.get("monthlyInvestment") === "3000");
      await page.getByRole("heading", { level: 1, name: "SIP Calculator" }).waitFor();
      await expectResult(page, "total", "₹6,97,017");
    } finally {
      await context.close();
    }
  });
});
