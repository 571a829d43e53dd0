// axe-core's WCAG 2.1 A and AA rules (colour contrast included), run in a page the tests have
// loaded: the walks that already load every page (routes.test.ts on the desktop, dark, the
// site's default; phone-targets.test.ts on a phone, light) scan the pages of AXE_PATHS there,
// and a11y.test.ts scans the other languages' pages, and a sample in the other two theme and
// width crossings; the other languages' pages are scanned dark on the phone in their own walk
// (hindi.test.ts) where it loads them.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { waitForQuiet } from "./browser";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The English pages scanned in both crossings the walks make: every page of the route table's
 * sections and a calculator of each kind (a calculator is scanned with its results shown, after
 * Calculate in the walks).
 */
export const AXE_PATHS: ReadonlySet<string> = new Set([
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
  "/tools/sip",
  "/tools/emi",
  "/tools/retirement",
  "/tools/education",
  "/tools/debt",
  "/tools/emergency",
  "/tools/difference-in-returns",
  "/tools/ppf",
  "/tools/post-office-mis",
  "/tools/nps",
  "/tools/income-tax",
  "/tools/hra",
  "/tools/epf",
  "/tools/xirr",
]);

/**
 * The other languages' pages the walks in English do not load, scanned light on the desktop
 * (a11y.test.ts) and dark on the phone: those without a query in their language's phone walk
 * (hindi.test.ts), which loads them anyway; a computed calculator in a11y.test.ts.
 */
export const LANGUAGE_AXE_PATHS: readonly string[] = [
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

/** Every WCAG 2.1 A or AA violation on the page as it is now, one line each (rule, impact, first three places). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Lazy content, charts and transitions finish before colours are judged.
  await waitForQuiet(page);
  // axe is evaluated through the DevTools protocol: the site's CSP would refuse it as a script.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const found = (await page.evaluate(
    `axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] }).then(r => r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(n => ({ target: n.target })) })))`,
  )) as AxeViolation[];
  return found.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}
