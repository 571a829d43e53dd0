// Every route on a 360 × 740 phone, in English: React hydrates the page it was sent, nothing
// scrolls sideways, every tap target is at least 44 × 44 px (a link
// inside a sentence excepted, as WCAG's target-size rules except it), and the help button,
// scrolled through the page, never lies on top of a control or a result. A calculator is
// checked after Calculate, with its results, their buttons and the headline bar. Each other
// language's pages get the same target check in their own walk at 360 px (hindi.test.ts),
// where a longer word would shrink or crowd a control. The walk runs in the light theme (the
// layout does not depend on it), and the pages of tests/e2e/axe.ts have no WCAG A or AA
// violation there, a calculator with its results. On a calculator the same load then checks the
// slider (phone-slider.ts): with the form's first slider on screen a headline result is on
// screen too, above it, and moves while the slider is moved by keyboard and by a finger.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routePaths } from "../../src/app/routes";
import { DEFINITIONS } from "../../src/calculators/registry";
import { toolInfo } from "../../src/calculators/tool-catalog";
import { AXE_PATHS, axeViolations } from "./axe";
import { closeContext, expectHydratedAsBuilt, launchBrowser, openPage, PHONE, waitForQuiet } from "./browser";
import { expectHeadlineFollowsSlider } from "./phone-slider";
import { smallTargets } from "./tap-targets";

// Every page of the route table.
const ROUTES = routePaths();
// Every calculator of the registry (a calculator added later is tested too), checked with its
// slider on the first route that loads it (the route table lists /tools/EMI before /tools/emi).
const CALCULATOR_PATHS = Object.keys(DEFINITIONS).map((id) => (toolInfo(id)?.path ?? `/tools/${id}`).toLowerCase());
const SLIDER_ROUTES = new Set(CALCULATOR_PATHS.map((path) => ROUTES.find((route) => route.toLowerCase() === path)));
const ROUTE_TIMEOUT_MS = 120_000;

// One phone with touch for the whole walk, one page load per route: a fresh context per route
// cost more than the checks it carried, and nothing a route leaves behind changes another's
// layout (each test loads its route as a new document).
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page, errors } = await openPage(browser, "/", PHONE, { hasTouch: true }));
  await page.evaluate(() => localStorage.setItem("theme", "light"));
});
afterAll(async () => {
  if (context) await closeContext(context);
  await browser?.close();
});

/** Presses a calculator's Calculate (the form's submit button) where the page has one. */
async function calculateIfCalculator(page: Page): Promise<void> {
  const submit = page.locator(".calculator-form button[type=submit]").first();
  if ((await submit.count()) === 0) return;
  await submit.click();
  // Its results (or the form's message), then whatever they load (charts, the odds panel) laid out.
  await page.locator('.calculator-results .result-box dd, .calculator-results .alert, [data-testid^="result-"]').first().waitFor();
  await waitForQuiet(page);
}

/**
 * What the help button lies on top of at each of `positions` scroll positions from the top of the
 * page to its end (one position, where the button is, when it is docked in the page's flow), in
 * one round trip: each position is judged two frames after the scroll, once laid out.
 */
function coveredByHelp(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const help = document.querySelector<HTMLElement>(".help-button");
    if (!help) return ["no help button"];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], label, [data-result-id], .result-box, .result-chart, .u-legend, .calculator-table, .headline-bar, .field-error, .alert';
    const fixed = (element: Element | null): boolean => {
      for (let at = element; at; at = at.parentElement) if (getComputedStyle(at).position === "fixed") return true;
      return false;
    };
    const helpFloats = fixed(help);
    const coveredHere = (): string[] => {
      const h = help.getBoundingClientRect();
      const covered: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (element === help || help.contains(element) || element.contains(help)) continue;
        // A button in the page's flow lies under anything fixed over it (the headline bar): there
        // the bar covers the button, not the other way round.
        if (!helpFloats && fixed(element)) continue;
        const box = element.getBoundingClientRect();
        const left = Math.max(box.left, h.left);
        const right = Math.min(box.right, h.right);
        const top = Math.max(box.top, h.top, 0);
        const bottom = Math.min(box.bottom, h.bottom, window.innerHeight);
        if (right - left < 1 || bottom - top < 1) continue;
        const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (onTop && help.contains(onTop)) covered.push(`${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]} "${(element.textContent ?? "").trim().slice(0, 30)}"`);
      }
      return covered;
    };
    const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    // A help button docked in the page's flow (decision 0141) meets only what lies beside it:
    // one look with it in view. One that floats is looked at all the way down.
    if (!helpFloats) {
      help.scrollIntoView({ block: "nearest", behavior: "instant" });
      await frames();
      return coveredHere().map((found) => `${found} where it is docked`);
    }
    const height = document.documentElement.scrollHeight - window.innerHeight;
    const positions = Math.min(12, Math.ceil(height / 500) + 1);
    const covered: string[] = [];
    for (let index = 0; index <= positions; index++) {
      const y = Math.round((height * index) / positions);
      window.scrollTo({ top: y, behavior: "instant" });
      await frames();
      covered.push(...coveredHere().map((found) => `${found} at scroll ${y}`));
    }
    return covered;
  });
}

describe("every route on a 360 px phone", () => {
  it("has routes to check, every page the accessibility scan covers among them", () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    // The route table lists /tools/EMI before /tools/emi: the walk loads a path once, whatever its case.
    expect([...AXE_PATHS].filter((path) => !ROUTES.some((route) => route.toLowerCase() === path))).toEqual([]);
    // Every calculator of the registry is a route, so its slider is checked on the walk.
    expect(CALCULATOR_PATHS.length).toBeGreaterThanOrEqual(21);
    expect(SLIDER_ROUTES.has(undefined), "a calculator missing from the route table").toBe(false);
  });

  for (const path of ROUTES) {
    it(
      `${path}: hydrated as built, no sideways scroll, tap targets of 44 px and more; the help button covers no control or result${AXE_PATHS.has(path.toLowerCase()) ? "; no WCAG A or AA violation in the light theme" : ""}${SLIDER_ROUTES.has(path) ? "; the headline stays in view and moves while the first slider is dragged" : ""}`,
      async () => {
        errors.length = 0;
        const response = await page.goto(path);
        await page.locator("main h1").first().waitFor({ timeout: 30_000 });
        await expectHydratedAsBuilt(page, response, path);
        await calculateIfCalculator(page);
        // Nothing wider than the phone, results and tables included.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
        expect(await smallTargets(page), "targets under 44 px").toEqual([]);
        if (AXE_PATHS.has(path.toLowerCase())) {
          expect(await page.evaluate(() => document.documentElement.classList.contains("dark")), "in the light theme").toBe(false);
          expect(await axeViolations(page), `${path}: WCAG A or AA violations`).toEqual([]);
        }
        expect(await coveredByHelp(page), "what the help button covers").toEqual([]);
        if (SLIDER_ROUTES.has(path)) await expectHeadlineFollowsSlider(page, PHONE);
        expect(errors).toEqual([]);
      },
      ROUTE_TIMEOUT_MS,
    );
  }
});
