// The site in each language other than English (Hindi, Marathi...; the cases are in
// locale-cases.ts): every translated page under its prefix reads in the language's script with
// no raw keys and no English sentence, carries its <html lang> and hreflang alternates, and the
// language switch keeps the page, its query, its hash and the theme. The SIP computes and
// speaks the language; a calculator's switch, a shared link and a saved plan keep their
// language. Pages not yet offered in a language open in English, and their switch leads to
// that language's tools hub, or its home while the hub is not translated.
import { execFileSync } from "node:child_process";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFINITIONS } from "../../src/calculators/registry";
import { toolEntry } from "../../src/calculators/tool-list";
import { LOCALE_INFO, LOCALES, type Locale } from "../../src/i18n/locales";
import { isTranslated, TRANSLATED_CALCULATORS, translatedPaths } from "../../src/i18n/translated-routes";
import { axeViolations, LANGUAGE_AXE_PATHS } from "./axe";
import { baseURL, builtHeading, closeContext, expectFieldMessage, expectResult, field, launchBrowser, openPage, PHONE, trackRequests, waitForQuiet } from "./browser";
import { LOCALE_CASES, localePath, type LocaleCase } from "./locale-cases";
import { smallTargets } from "./tap-targets";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone-sized context that records the path of every script it requests. */
async function contextRecordingScripts(): Promise<{ context: BrowserContext; scripts: string[] }> {
  const context = await browser.newContext({ baseURL: baseURL(), serviceWorkers: "block", viewport: PHONE });
  const scripts: string[] = [];
  context.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return { context, scripts };
}

/** One page's visit and checks; generous, since the machine may be busy with other tests. */
const PAGE_TIMEOUT_MS = 45_000;

/** Latin words a page in another language may show: the brand, kept abbreviations, names of networks. */
const KEPT_LATIN = /Sense|Life|SIP|EMI|FD|RD|PPF|EPF|NPS|PAN|SEBI|TDS|HTTP|AI|Tele-MANAS|English|YouTube|WhatsApp|Instagram|Telegram|Facebook|LinkedIn|aap@example\.com|JSON/g;

interface TextReport {
  /** Letters of the page's own script. */
  own: number;
  latin: number;
  /** Runs of three or more Latin words left after removing the kept ones: English sentences. */
  englishRuns: string[];
  rawKeys: string[];
}

/** What a page's text says about its language: counts and offenders, from `document.body.innerText`. */
function textReport(text: string, letters: RegExp): TextReport {
  const stripped = text.replace(KEPT_LATIN, " ");
  return {
    own: (text.match(letters) ?? []).length,
    latin: (stripped.match(/[A-Za-z]/g) ?? []).length,
    englishRuns: stripped.match(/[A-Za-z']+(?:[ ,]+[A-Za-z']+){2,}/g) ?? [],
    rawKeys: text.match(/\{[a-z]+\}|\b(?:undefined|NaN)\b|\b[a-z]+\.[a-z]+[A-Z]\w*/g) ?? [],
  };
}

async function readPage(page: Page, letters: RegExp): Promise<TextReport> {
  return textReport(await page.evaluate(() => document.body.innerText), letters);
}

/** Everything the walk reads from a loaded page, in one round trip to the browser. */
interface PageFacts {
  hydrated: boolean;
  heading: string | null;
  loading: number;
  text: string;
  lang: string;
  alternates: Record<string, string>;
  scrollWidth: number;
  dark: boolean;
}

function pageFacts(page: Page): Promise<PageFacts> {
  // pageHydrated's own test, inlined: a function passed to evaluate cannot call another of Node's.
  return page.evaluate(() => {
    const root = document.getElementById("root");
    const marked = [root?.firstElementChild ?? null, root?.querySelector("main") ?? null, root?.querySelector("main h1") ?? null];
    return {
      hydrated: root === null || marked.every((element) => element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber$"))),
      heading: document.querySelector("main h1")?.textContent ?? null,
      loading: document.querySelectorAll(".page-loading").length,
      text: document.body.innerText,
      lang: document.documentElement.lang,
      alternates: Object.fromEntries([...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [link.hreflang, link.href])),
      scrollWidth: document.documentElement.scrollWidth,
      dark: document.documentElement.classList.contains("dark"),
    };
  });
}

async function alternates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [link.hreflang, link.href])),
  );
}

/** The alternates a page at the English path `path` carries: each language it exists in, and x-default. */
function expectedAlternates(path: string): Record<string, string> {
  const languages = LOCALES.filter((locale: Locale) => isTranslated(path, locale)).map((locale) => [LOCALE_INFO[locale].htmlLang, `${baseURL()}${localePath(locale, path)}`]);
  return { ...Object.fromEntries(languages), "x-default": `${baseURL()}${path}` };
}

describe.each(LOCALE_CASES)("every translated page in $locale", ({ locale, letters, home }: LocaleCase) => {
  const { htmlLang } = LOCALE_INFO[locale];

  // One phone-sized page per locale, visited by one test per translated page, each with its
  // own time limit, so a busy machine slows a page rather than failing the whole language.
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ context, page, errors } = await openPage(browser, localePath(locale, "/"), PHONE));
  }, PAGE_TIMEOUT_MS);
  afterAll(async () => {
    if (context) await closeContext(context);
  });

  for (const path of translatedPaths(locale)) {
    it(`${localePath(locale, path)} is hydrated as built and reads in its own script at 360 px, with its <html lang>, hreflang alternates and no raw keys or English sentences${LANGUAGE_AXE_PATHS.includes(localePath(locale, path)) ? "; no WCAG A or AA violation in the dark theme" : ""}`, async () => {
      errors.length = 0;
      const url = localePath(locale, path);
      const response = await page.goto(url);
      expect(response, url).not.toBeNull();
      await page.waitForFunction(() => document.querySelector("main h1") !== null && !document.querySelector(".page-loading"));
      const facts = await pageFacts(page);
      // Hydrated as built (expectHydratedAsBuilt's checks, read in the one round trip above).
      expect(facts.hydrated, `${url} hydrated`).toBe(true);
      expect(facts.heading, `${url}: the heading sent is the heading shown`).toBe(builtHeading(await response!.text()));
      expect(facts.loading, `${url} still loading`).toBe(0);
      const report = textReport(facts.text, letters);
      expect(report.rawKeys).toEqual([]);
      expect(report.englishRuns).toEqual([]);
      expect(report.own).toBeGreaterThan(10 * report.latin);
      expect(facts.lang).toBe(htmlLang);
      expect(facts.alternates).toEqual(expectedAlternates(path));
      // Nothing wider than the phone: a long word of the language wraps rather than overflowing.
      expect(facts.scrollWidth).toBeLessThanOrEqual(360);
      expect(await smallTargets(page), "targets under 44 px").toEqual([]);
      // The pages a11y.test.ts names are scanned here in the dark theme (the site's default) on the phone.
      if (LANGUAGE_AXE_PATHS.includes(url)) {
        expect(facts.dark, "in the dark theme").toBe(true);
        expect(await axeViolations(page), `${url}: WCAG A or AA violations`).toEqual([]);
      }
      expect(errors).toEqual([]);
    }, PAGE_TIMEOUT_MS);
  }

  it("renders its script with a real font at 360 × 740 (screenshot for review)", async () => {
    const { context, page } = await openPage(browser, localePath(locale, "/"), PHONE);
    try {
      await page.getByRole("heading", { level: 1, name: home.heading }).waitFor();
      // A font installed on the system covers the language (fontconfig's own list of its
      // letters): Chromium draws it with that font, never with boxes.
      expect(execFileSync("fc-list", [`:lang=${htmlLang.split("-")[0]}`, "family"], { encoding: "utf8" }).trim()).not.toBe("");
      // The heading is drawn: a real font gives it width (the screenshot is for a person to see).
      const width = await page.evaluate((text) => {
        const canvas = document.createElement("canvas").getContext("2d");
        if (!canvas) return 0;
        canvas.font = `16px ${getComputedStyle(document.body).fontFamily}`;
        return canvas.measureText(text).width;
      }, home.heading);
      expect(width).toBeGreaterThan(0);
      await page.screenshot({ path: `/tmp/i18n-${locale}-home-360.png` });
    } finally {
      await context.close();
    }
  });
});

describe.each(LOCALE_CASES)("the language switch to $locale", ({ locale, goals, tools, nav, home }: LocaleCase) => {
  const { htmlLang, switchLabel } = LOCALE_INFO[locale];

  it("lists every other language, each in its own script", async () => {
    const { context, page } = await openPage(browser, localePath(locale, "/"));
    try {
      await page.getByRole("heading", { level: 1, name: home.heading }).waitFor();
      const switchLinks = page.locator("nav.nav-desktop").getByTestId("language-switch").getByRole("link");
      const labels = LOCALES.filter((other) => other !== locale).map((other) => LOCALE_INFO[other].switchLabel);
      await expect.poll(() => switchLinks.allTextContents()).toEqual(labels);
      await expect.poll(() => switchLinks.evaluateAll((links) => links.map((link) => link.getAttribute("lang")))).toEqual(
        LOCALES.filter((other) => other !== locale).map((other) => LOCALE_INFO[other].htmlLang),
      );
    } finally {
      await context.close();
    }
  });

  it.runIf(isTranslated("/goals", locale))("keeps the page, its query, its hash and the theme, both ways, from the nav", async () => {
    const { context, page } = await openPage(browser, "/goals?from=test#goals-how");
    try {
      await page.getByRole("button", { name: "Switch to light theme" }).click();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-IN");
      expect(await alternates(page)).toMatchObject({ [htmlLang]: `${baseURL()}${localePath(locale, "/goals")}` });
      await page.getByRole("link", { name: switchLabel }).click();
      await page.waitForURL((url) => url.pathname === localePath(locale, "/goals"));
      expect(new URL(page.url()).search).toBe("?from=test");
      expect(new URL(page.url()).hash).toBe("#goals-how");
      await page.getByRole("heading", { level: 1, name: goals.heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(htmlLang);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
      await page.getByRole("link", { name: "English" }).click();
      await page.waitForURL((url) => url.pathname === "/goals" && url.search === "?from=test");
      await page.getByRole("heading", { level: 1, name: "Goals" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-IN");
    } finally {
      await context.close();
    }
  });

  it.runIf(isTranslated("/tools", locale))("is in the mobile menu, and links inside the page stay in its language", async () => {
    const { context, page } = await openPage(browser, "/tools", PHONE);
    try {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#mobile-menu").getByRole("link", { name: switchLabel }).click();
      await page.waitForURL((url) => url.pathname === localePath(locale, "/tools"));
      await page.getByRole("heading", { level: 1, name: tools.heading }).waitFor();
      await page.getByRole("button", { name: nav.openMenu }).click();
      await expect.poll(() => page.locator("#mobile-menu").getByRole("link", { name: "English" }).isVisible()).toBe(true);
      await page.locator("#mobile-menu").getByRole("link", { name: nav.purpose }).click();
      await page.waitForURL((url) => url.pathname.startsWith(localePath(locale, "/")) || url.pathname === "/purpose");
    } finally {
      await context.close();
    }
  });

  it("is remembered: a later visit to the home page opens in the language chosen, a shared link in its own", async () => {
    const { context, page } = await openPage(browser, "/money");
    try {
      await page.getByRole("link", { name: switchLabel }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith(localePath(locale, "/")));
      await page.goto("/");
      await page.waitForURL((url) => url.pathname === localePath(locale, "/"));
      await page.getByRole("heading", { level: 1, name: home.heading }).waitFor();
      // A link to an English page is honoured as it is.
      await page.goto("/tools/sip?monthlyInvestment=7000");
      await page.getByRole("heading", { level: 1, name: "SIP Calculator" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/tools/sip");
      // Choosing English is remembered too.
      await page.goto(localePath(locale, "/"));
      await page.getByRole("link", { name: "English" }).first().click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: "Built on Sense. Made for Life." }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/");
    } finally {
      await context.close();
    }
  });

  it("follows the browser's language on a first visit to the home page only", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), serviceWorkers: "block", locale: `${htmlLang}-IN` });
    try {
      const page = await context.newPage();
      await page.goto("/?from=test");
      await page.waitForURL((url) => url.pathname === localePath(locale, "/") && url.search === "?from=test");
      await page.getByRole("heading", { level: 1, name: home.heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(htmlLang);
      // A shared link keeps its language, English included.
      await page.goto("/money");
      await page.getByRole("heading", { level: 1, name: "Money" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/money");
    } finally {
      await context.close();
    }
  });

  it("on a calculator not in the language yet leads to its tools hub (or home); a link to it opens the English one with its inputs", async () => {
    // Whichever calculator has no text in the language on this branch (the list shrinks as texts arrive).
    const untranslated = Object.keys(DEFINITIONS).find((id) => !TRANSLATED_CALCULATORS[locale].includes(id));
    if (!untranslated) return;
    const path = toolEntry(untranslated)?.path ?? `/tools/${untranslated}`;
    const nearest = localePath(locale, isTranslated("/tools", locale) ? "/tools" : "/");
    const { context, page } = await openPage(browser, `${path}?from=test`);
    try {
      await page.locator("main h1").first().waitFor();
      // The alternates name each page once, by its lower-case path (a tool's link may be /tools/EMI).
      expect(await alternates(page)).toEqual(expectedAlternates(path.toLowerCase()));
      await page.getByRole("link", { name: switchLabel }).click();
      await page.waitForURL((url) => url.pathname === nearest && url.search === "");
      await page.goto(`${localePath(locale, path)}?from=test`);
      // The server sends it to the English page by its lower-case path (/tools/emi for /tools/EMI).
      await page.waitForURL((url) => url.pathname === path.toLowerCase() && url.search === "?from=test");
      // The router moves in a transition: the language follows once the English page has rendered.
      await page.locator("main h1").first().waitFor();
      await page.waitForFunction(() => document.documentElement.lang === "en-IN");
    } finally {
      await context.close();
    }
  });

  it("answers an unknown path of the language with its home page", async () => {
    const { context, page } = await openPage(browser, localePath(locale, "/no-such-page"));
    try {
      await page.getByRole("heading", { level: 1, name: home.heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(htmlLang);
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

describe.each(LOCALE_CASES)("the SIP calculator in $locale", ({ locale, letters, sip }: LocaleCase) => {
  const { htmlLang, switchLabel } = LOCALE_INFO[locale];
  const offered = TRANSLATED_CALCULATORS[locale].includes("sip");
  const sipPath = localePath(locale, "/tools/sip");

  it.runIf(offered)("computes ₹23,23,391 with its defaults at 360 px, in its own words", async () => {
    const { context, page, errors } = await openPage(browser, sipPath, PHONE);
    try {
      await page.getByRole("heading", { level: 1, name: sip.heading }).waitFor();
      await page.getByRole("button", { name: sip.calculate }).click();
      await expectResult(page, "total", "₹23,23,391");
      await expectResult(page, "invested", "₹12,00,000");
      await page.getByRole("heading", { name: sip.oddsHeading }).waitFor();
      await page.getByRole("button", { name: sip.csvButton }).waitFor();
      // The panel has refined to its resting count of futures (kept out of the visitor's text).
      await page.waitForFunction(() => document.querySelector('[data-testid="odds-paths"]')?.getAttribute("data-paths") === "50000", undefined, { timeout: 30_000 });
      // With results, the odds panel and the table on the page, it still reads in the language.
      const report = await readPage(page, letters);
      expect(report.rawKeys).toEqual([]);
      expect(report.englishRuns).toEqual([]);
      expect(report.own).toBeGreaterThan(10 * report.latin);
      const labels = await page.evaluate(() => [...document.querySelectorAll("main [aria-label]")].map((element) => element.getAttribute("aria-label") ?? ""));
      expect(labels.filter((label) => /[A-Za-z]{3,}/.test(label.replace(/SIP|CSV|SD/g, "")))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(htmlLang);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: `/tmp/i18n-${locale}-sip-360.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.runIf(offered)("downloads no other language's catalogues on its home and SIP pages", async () => {
    const { context, scripts } = await contextRecordingScripts();
    try {
      const page = await context.newPage();
      await page.goto(localePath(locale, "/"));
      await page.locator("main h1").first().waitFor();
      await page.goto(sipPath);
      await page.getByRole("heading", { level: 1, name: sip.heading }).waitFor();
      await page.getByRole("button", { name: sip.calculate }).click();
      await expectResult(page, "total", "₹23,23,391");
      const others = LOCALES.filter((other) => other !== "en" && other !== locale);
      expect(scripts.filter((script) => others.some((other) => script.includes(`.${other}-`)))).toEqual([]);
      expect(scripts.some((script) => script.includes(`.${locale}-`))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it.runIf(offered)("says an empty monthly investment is missing, in its own words, tied to the field", async () => {
    const { context, page } = await openPage(browser, sipPath);
    try {
      await field(page, sip.monthly).fill("");
      await page.getByRole("button", { name: sip.calculate }).click();
      await expectFieldMessage(page, sip.monthly, sip.monthlyMissing);
    } finally {
      await context.close();
    }
  });

  it.runIf(offered)("downloads its table with the column labels in its own words as the header", async () => {
    const { context, page } = await openPage(browser, `${sipPath}?monthlyInvestment=10000&annualRate=12&timePeriod=10`);
    try {
      await expectResult(page, "total", "₹23,23,391");
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: sip.csvButton }).click()]);
      const path = await download.path();
      const { readFile } = await import("node:fs/promises");
      const file = await readFile(path, "utf8");
      // A byte-order mark first, so that Excel reads the script as UTF-8.
      expect(file.startsWith("\uFEFF")).toBe(true);
      expect(file.slice(1).split(/\r?\n/)[0]).toBe(sip.csvHeader);
    } finally {
      await context.close();
    }
  });

  it.runIf(offered)("keeps the page and the inputs typed on it when the language is switched, both ways", async () => {
    const { context, page } = await openPage(browser, "/tools/sip");
    try {
      await field(page, "Monthly investment").fill("5000");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expectResult(page, "total", "₹11,61,695");
      // The query follows the inputs after a short pause; the switch reads it when pressed.
      await page.waitForURL((url) => url.searchParams.get("monthlyInvestment") === "5000");
      await page.getByRole("link", { name: switchLabel }).click();
      await page.waitForURL((url) => url.pathname === sipPath && url.searchParams.get("monthlyInvestment") === "5000");
      await page.getByRole("heading", { level: 1, name: sip.heading }).waitFor();
      await expectResult(page, "total", "₹11,61,695");
      await expect.poll(() => field(page, sip.monthly).inputValue()).toBe("5,000");
      await field(page, sip.tenure).fill("20");
      await page.waitForURL((url) => url.searchParams.get("timePeriod") === "20");
      await page.getByRole("link", { name: "English" }).click();
      await page.waitForURL((url) => url.pathname === "/tools/sip" && url.searchParams.get("timePeriod") === "20");
      await expect.poll(() => field(page, "Time period").inputValue()).toBe("20");
      await expect.poll(() => field(page, "Monthly investment").inputValue()).toBe("5,000");
    } finally {
      await context.close();
    }
  });

  it.runIf(offered)("opens a shared link in its own language, with its inputs computed", async () => {
    const query = "monthlyInvestment=7000&annualRate=11&timePeriod=15";
    const { context, page } = await openPage(browser, `${sipPath}?${query}`);
    try {
      await expectResult(page, "total", "₹32,12,003");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(htmlLang);
      await page.getByRole("heading", { level: 1, name: sip.heading }).waitFor();
      await page.goto(`/tools/sip?${query}`);
      await expectResult(page, "total", "₹32,12,003");
      await page.getByRole("heading", { level: 1, name: "SIP Calculator" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-IN");
    } finally {
      await context.close();
    }
  });

  it.runIf(offered && isTranslated("/my-plans", locale))("saves a plan that opens in the language it was saved in, from My plans in either language; an older plan opens in English", async () => {
    const who = { name: "Meera", email: `e2e.${locale}.${Date.now()}@example.in`, password: "monsoon evening walk hindi" };
    expect((await api("POST", "/auth/signup", undefined, who)).status).toBe(202);
    const loggedIn = await api("POST", "/auth/login", undefined, { email: who.email, password: who.password });
    const token = String(loggedIn.body.token);
    // A plan saved before the calculators spoke other languages: no language among its inputs.
    const older = await api("POST", "/plans", token, { name: "Old plan", toolId: "sip", inputs: { monthlyInvestment: "3000", annualRate: "12", timePeriod: "10" } });
    expect(older.status).toBe(201);
    const { context, page } = await openPage(browser, localePath(locale, "/"));
    try {
      await page.evaluate(([t, n]) => {
        localStorage.setItem("token", t);
        localStorage.setItem("userName", n);
      }, [token, who.name] as const);
      await page.goto(`${sipPath}?monthlyInvestment=7000&annualRate=11&timePeriod=15`);
      await expectResult(page, "total", "₹32,12,003");
      await page.getByRole("button", { name: sip.savePlan }).click();
      await page.getByLabel(sip.planName).fill(sip.myPlan);
      await page.getByRole("button", { name: sip.save, exact: true }).click();
      await page.getByText(sip.saved(sip.myPlan)).waitFor();
      const plans = (await api("GET", "/plans", token)).body.plans as { name: string; inputs: Record<string, string> }[];
      const saved = plans.find((plan) => plan.name === sip.myPlan)?.inputs;
      expect(saved).toMatchObject({ monthlyInvestment: "7000", annualRate: "11", timePeriod: "15", lang: locale });

      // From the English My plans, the plan opens in its language...
      await page.goto("/my-plans");
      await page.getByRole("link", { name: sip.myPlan }).click();
      await page.waitForURL((url) => url.pathname === sipPath && url.searchParams.get("monthlyInvestment") === "7000" && !url.searchParams.has("lang"));
      await expectResult(page, "total", "₹32,12,003");
      await page.getByRole("heading", { level: 1, name: sip.heading }).waitFor();
      // ...and from My plans in the language, the older plan opens in English.
      await page.goto(localePath(locale, "/my-plans"));
      await page.getByRole("link", { name: "Old plan" }).click();
      await page.waitForURL((url) => url.pathname === "/tools/sip" && url.searchParams.get("monthlyInvestment") === "3000");
      await page.getByRole("heading", { level: 1, name: "SIP Calculator" }).waitFor();
      await expectResult(page, "total", "₹6,97,017");
    } finally {
      await context.close();
    }
  });
});

describe.each(LOCALE_CASES)("the wellness pages in $locale", ({ locale }: LocaleCase) => {
  /** The pages with AI panels: their panels take English defaults, and must not fetch English words for them. */
  const AI_PAGES = ["/health/physical-wellness", "/health/mental-wellness", "/health/financial-wellness", "/purpose/inner", "/contact"].filter((path) =>
    isTranslated(path, locale),
  );

  it.runIf(AI_PAGES.length > 0)("download no other language's catalogue, English included", async () => {
    const { context, scripts } = await contextRecordingScripts();
    try {
      const page = await context.newPage();
      trackRequests(page);
      for (const path of AI_PAGES) {
        await page.goto(localePath(locale, path));
        await page.locator("main h1").first().waitFor();
        await waitForQuiet(page);
      }
      const others = LOCALES.filter((other) => other !== locale);
      expect(scripts.filter((script) => others.some((other) => script.includes(`.${other}-`)))).toEqual([]);
      expect(scripts.some((script) => script.includes(`.${locale}-`))).toBe(true);
    } finally {
      await context.close();
    }
  }, 120_000);
});
