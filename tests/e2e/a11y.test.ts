// Accessibility (axe-core, WCAG 2.1 A and AA rules, colour contrast included) in both themes,
// at desktop and 360 px phone widths. The English pages are scanned where their walks already
// load them (tests/e2e/axe.ts): dark on the desktop in routes.test.ts, light on the phone in
// phone-targets.test.ts. Here: the other languages' pages, light on the desktop and dark on the
// phone, and a sample of pages in the crossings their walk does not make. A calculator is
// checked with its results shown.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./browser";

/** The other languages' pages the walks in English do not load. */
const PATHS = [
  // Hindi: the tools hub (its cards say which tools open in English) and a computed calculator.
  "/hi/tools",
  "/hi/tools/sip?monthlyInvestment=10000&annualRate=12&timePeriod=10",
  // Marathi: home (the language switch's list), the tools hub, a computed calculator and a planner.
  "/mr/",
  "/mr/tools",
  "/mr/tools/sip?monthlyInvestment=10000&annualRate=12&timePeriod=10",
  "/mr/tools/retirement",
  // Marathi wellness: two AI panels, the Tele-MANAS line and the helpline note.
  "/mr/health/mental-wellness",
  // Bengali, in its own script: home, a computed calculator with its schedule, a wellness page.
  "/bn/",
  "/bn/tools/emi?amount=1000000&annualRate=8.5&tenure=20",
  "/bn/health/mental-wellness",
];

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
  { theme: "dark", width: "phone", viewport: PHONE, paths: [...PATHS, ...ENGLISH_SAMPLE] },
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
