// Accessibility of every route (axe-core, WCAG 2.1 A and AA rules, colour contrast included) in
// both themes, at desktop and 360 px phone widths; a calculator is checked with its results shown.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, openPage, PHONE, waitForQuiet } from "./browser";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Every route of the route table, and a computed calculator of each kind. */
const PATHS = [
  "/",
  "/money",
  "/money/financial",
  "/money/budgeting",
  "/money/saving",
  "/money/investing",
  "/money/borrowing",
  "/money/borrowing/debt-strategies",
  "/money/protection",
  "/money/protection/jargon-buster",
  "/health",
  "/health/physical-wellness",
  "/health/mental-wellness",
  "/health/financial-wellness",
  "/purpose",
  "/purpose/inner",
  "/purpose/shared",
  "/purpose/exploratory",
  "/goals",
  "/login",
  "/blog",
  "/contact",
  "/tools/budget",
  "/tools/sip?monthlyInvestment=10000&annualRate=12&timePeriod=10",
  "/tools/emi",
  // Computed: on a phone the headline bar shows over the page, with the two-column result boxes.
  "/tools/emi?amount=1000000&annualRate=8.5&tenure=20",
  "/tools/retirement",
  "/tools/education",
  "/tools/debt",
  "/tools/emergency",
  "/tools/difference-in-returns",
  "/tools/ppf?yearlyDeposit=150000&annualRate=7.1&timePeriod=15",
  "/tools/post-office-mis?accountType=joint&deposit=1500000&annualRate=7.4",
  "/tools/nps?monthlyContribution=5000&currentAge=30&annualReturn=10&sector=others&annuityShare=40&annuityRate=6",
  "/tools/income-tax?salary=1500000",
  "/tools/hra?basicSalary=600000",
  "/tools/epf?monthlyBasicDa=30000&age=30&retirementAge=58&employeeContribution=12&employerContribution=3.67&salaryGrowth=5&annualRate=8.25",
  "/tools/xirr?flow1=2023-01-01~-100000&flow2=2025-01-01~130000",
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

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  // axe is evaluated through the DevTools protocol: the site's CSP would refuse it as a script.
  await page.evaluate(axeSource);
  const found = (await page.evaluate(`axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] }).then(r => r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(n => ({ target: n.target })) })))`)) as AxeViolation[];
  return found.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("main h1").first().waitFor();
  if (path.includes("?")) await page.locator('[data-testid^="result-"]').first().waitFor();
  // Let lazy content, charts and transitions finish before judging colours.
  await waitForQuiet(page);
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
 * calculator with its headline bar, an AI panel with the Tele-MANAS line, a language's home.
 */
const SAMPLE_PATHS = ["/", "/tools/emi?amount=1000000&annualRate=8.5&tenure=20", "/health/mental-wellness", "/mr/"];

// Every route in each theme and at each width, crossed so each route is scanned twice (light
// on the desktop, dark on the phone) rather than four times; the other two crossings scan the
// sample above. Colours do not depend on the width, and the layout does not depend on the theme.
const RUNS = [
  { theme: "light", width: "desktop", viewport: DESKTOP, paths: PATHS },
  { theme: "dark", width: "phone", viewport: PHONE, paths: PATHS },
  { theme: "dark", width: "desktop", viewport: DESKTOP, paths: SAMPLE_PATHS },
  { theme: "light", width: "phone", viewport: PHONE, paths: SAMPLE_PATHS },
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
            for (const problem of await violations(page)) problems.push(`${path}: ${problem}`);
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
