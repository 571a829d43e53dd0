// Accessibility (axe-core, WCAG 2.1 A and AA rules, colour contrast included) in both themes,
// at desktop and 360 px phone widths. The English pages are scanned where their walks already
// load them (tests/e2e/axe.ts): dark on the desktop in routes.test.ts, light on the phone in
// phone-targets.test.ts. Here: the other languages' pages, light on the desktop and dark on the
// phone (those each language's phone walk loads are scanned dark there, in hindi.test.ts), and
// a sample of pages in the crossings their walk does not make. A calculator is checked with its
// results shown.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translatedPaths } from "../../src/i18n/translated-routes";
import { axeViolations, LANGUAGE_AXE_PATHS } from "./axe";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./browser";
import { LOCALE_CASES, localePath } from "./locale-cases";

/** The other languages' pages the walks in English do not load (axe.ts). */
const PATHS = LANGUAGE_AXE_PATHS;
/** Of those, the ones no language's phone walk loads (hindi.test.ts scans the others there, dark): the computed calculators. */
const PHONE_PATHS = PATHS.filter((path) => !walked(path));

/** Whether `path` is a page its language's phone walk in hindi.test.ts loads (as it is, no query). */
function walked(path: string): boolean {
  return LOCALE_CASES.some(({ locale }) => translatedPaths(locale).some((page) => localePath(locale, page) === path));
}

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("main h1").first().waitFor();
  if (path.includes("?")) await page.locator('[data-testid^="result-"]').first().waitFor();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A few pages with what differs by theme and width: the shell and the phone menu, a computed
 * calculator with its headline bar, an AI panel with the Tele-MANAS line (in English, scanned
 * dark on the desktop and light on the phone by the walks), and a language's home.
 */
const ENGLISH_SAMPLE = ["/", "/tools/emi?amount=1000000&annualRate=8.5&tenure=20", "/health/mental-wellness"];
const LANGUAGE_SAMPLE = ["/mr/"];

// Each page in each theme and at each width, crossed so each page is scanned twice (one theme
// on the desktop, the other on the phone) rather than four times; the sample is scanned in all
// four. Colours do not depend on the width, and the layout does not depend on the theme.
const RUNS = [
  { theme: "light", width: "desktop", viewport: DESKTOP, paths: [...PATHS, ...ENGLISH_SAMPLE] },
  { theme: "dark", width: "phone", viewport: PHONE, paths: [...PHONE_PATHS, ...ENGLISH_SAMPLE] },
  { theme: "dark", width: "desktop", viewport: DESKTOP, paths: LANGUAGE_SAMPLE },
  { theme: "light", width: "phone", viewport: PHONE, paths: LANGUAGE_SAMPLE },
] as const;

/** Pages per test: each group has its own time limit, so a busy machine fails a group, not a whole walk. */
const GROUP_SIZE = 8;
const GROUP_TIMEOUT_MS = 120_000;

function groups(paths: readonly string[]): string[][] {
  const found: string[][] = [];
  for (let at = 0; at < paths.length; at += GROUP_SIZE) found.push(paths.slice(at, at + GROUP_SIZE));
  return found;
}

describe("the language pages scanned", () => {
  it("are each scanned dark on the phone: here, or by their language's walk, which loads them", () => {
    // Without a query each is a page of its language's walk; with one, a computed calculator scanned here.
    expect(PATHS.filter((path) => !path.includes("?") && !walked(path))).toEqual([]);
    expect(PHONE_PATHS.length).toBeGreaterThan(0);
    expect(PHONE_PATHS.every((path) => path.includes("?"))).toBe(true);
  });
});

for (const { theme, width, viewport, paths } of RUNS) {
  describe(`accessibility, ${theme} theme, ${width}`, () => {
    it.each(groups(paths).map((group) => [group.join(" "), group] as const))(
      "%s: no WCAG A or AA violation",
      async (_name, group) => {
        const { context, page } = await openPage(browser, "/", viewport);
        try {
          await page.evaluate((value) => localStorage.setItem("theme", value), theme);
          const problems: string[] = [];
          for (const path of group) {
            await settle(page, path);
            for (const problem of await axeViolations(page)) problems.push(`${path}: ${problem}`);
          }
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      },
      GROUP_TIMEOUT_MS,
    );
  });
}
