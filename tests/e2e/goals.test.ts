// The seven goal planners end to end (spec 2 §2-§5, §9): each computes its default case through
// the WASM worker, draws the 'Investment Growth Projection' chart with its goal line and tooltip,
// follows a slider live, and shows the spec's messages under the fields.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculate, expectLinkRestores, field, launchBrowser, openPage, result } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function resultBecomes(page: Page, id: string, text: string) {
  await page.waitForFunction(([testId, expected]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent === expected, [`result-${id}`, text]);
}

interface Planner {
  path: string;
  amountLabel: string;
  yearsLabel: string;
  /** The default case (the futureCost and the monthly investment), and the same one year later. */
  futureCost: string;
  monthlyInvestment: string;
  oneYearLater: { futureCost: string; monthlyInvestment: string };
  message: string;
}

const REQUIRED_POSITIVE = "This field is required and must be positive.";

// Checked against the plain-TypeScript reference in tests/wasm/goals.test.ts; education's
// default is also worked out by hand there.
const PLANNERS: Planner[] = [
  { path: "/tools/education", amountLabel: "Current cost of education", yearsLabel: "Years until it is needed", futureCost: "₹1,04,43,120", monthlyInvestment: "₹20,697", oneYearLater: { futureCost: "₹1,14,87,432", monthlyInvestment: "₹19,759" }, message: "This is required Field." },
  { path: "/tools/marriage", amountLabel: "Current cost of marriage", yearsLabel: "Years until the marriage", futureCost: "₹64,14,271", monthlyInvestment: "₹6,420", oneYearLater: { futureCost: "₹67,99,127", monthlyInvestment: "₹5,971" }, message: REQUIRED_POSITIVE },
  { path: "/tools/wedding", amountLabel: "Wedding budget at today's prices", yearsLabel: "Years until the wedding", futureCost: "₹20,07,338", monthlyInvestment: "₹25,708", oneYearLater: { futureCost: "₹21,27,779", monthlyInvestment: "₹21,508" }, message: REQUIRED_POSITIVE },
  { path: "/tools/car", amountLabel: "Car price today (on-road)", yearsLabel: "Years until you buy", futureCost: "₹12,15,506", monthlyInvestment: "₹20,974", oneYearLater: { futureCost: "₹12,76,282", monthlyInvestment: "₹16,795" }, message: REQUIRED_POSITIVE },
  { path: "/tools/home", amountLabel: "Home price today", yearsLabel: "Years until you buy", futureCost: "₹24,05,808", monthlyInvestment: "₹18,966", oneYearLater: { futureCost: "₹25,50,157", monthlyInvestment: "₹16,531" }, message: REQUIRED_POSITIVE },
  { path: "/tools/vacation", amountLabel: "Trip cost today", yearsLabel: "Years until the trip", futureCost: "₹3,30,750", monthlyInvestment: "₹12,804", oneYearLater: { futureCost: "₹3,47,288", monthlyInvestment: "₹8,647" }, message: REQUIRED_POSITIVE },
  { path: "/tools/custom", amountLabel: "Goal amount today", yearsLabel: "Years to the goal", futureCost: "₹6,69,113", monthlyInvestment: "₹8,569", oneYearLater: { futureCost: "₹7,09,260", monthlyInvestment: "₹7,169" }, message: REQUIRED_POSITIVE },
];

describe("goal planners", () => {
  it.each(PLANNERS)("$path computes its default case, draws its growth chart and follows a slider", async (planner) => {
    const { context, page, errors } = await openPage(browser, planner.path);
    try {
      await field(page, planner.amountLabel).waitFor();
      await expect.poll(() => result(page, "futureCost").count()).toBe(0);
      await calculate(page);
      await expect.poll(() => result(page, "futureCost").textContent()).toBe(planner.futureCost);
      await expect.poll(() => result(page, "monthlyInvestment").textContent()).toBe(planner.monthlyInvestment);
      for (const id of ["totalInvested", "totalReturns"]) await expect.poll(() => result(page, id).textContent()).toMatch(/^₹[\d,]+$/);
      await expect.poll(() => page.locator(".donut").textContent()).toMatch(/Total Invested: ₹[\d,]+.*Returns Earned: ₹[\d,]+/);

      const chart = page.locator("figure", { has: page.getByText("Investment Growth Projection", { exact: true }) });
      await chart.locator("canvas").waitFor();
      await chart.getByText(`Goal: ${planner.futureCost}`, { exact: true }).waitFor();
      // The chart may still move or be redrawn as the page below settles, so hover again until
      // the tooltip shows rather than trusting one pointer move at one position.
      const over = chart.locator(".u-over");
      const tooltip = chart.locator(".chart-tooltip");
      await expect
        .poll(async () => {
          await over.scrollIntoViewIfNeeded();
          const plot = await over.boundingBox();
          if (!plot) return false;
          await page.mouse.move(plot.x + plot.width * 0.5, plot.y + plot.height / 2);
          await page.mouse.move(plot.x + plot.width * 0.9, plot.y + plot.height / 2);
          return tooltip.isVisible();
        })
        .toBe(true);
      await expect.poll(() => tooltip.textContent()).toMatch(/^End of Year \d+Invested: ₹[\d,]+Returns: ₹[\d,]+Total Value: ₹[\d,]+$/);

      const rows = page.getByRole("region", { name: "Year-by-year projection" }).locator("tbody tr");
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      await expect.poll(() => rows.last().locator("td").last().textContent()).toBe(planner.futureCost);

      const slider = page.getByRole("slider", { name: `${planner.yearsLabel} slider` });
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await resultBecomes(page, "futureCost", planner.oneYearLater.futureCost);
      await resultBecomes(page, "monthlyInvestment", planner.oneYearLater.monthlyInvestment);
      await expect.poll(() => chart.getByText(`Goal: ${planner.oneYearLater.futureCost}`, { exact: true }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(PLANNERS)("$path shows its message for an empty and a negative amount, tied to the field, and hides the results", async (planner) => {
    const { context, page } = await openPage(browser, planner.path);
    try {
      await calculate(page);
      await result(page, "futureCost").waitFor();
      const input = field(page, planner.amountLabel);
      for (const typed of ["", "-5000"]) {
        await input.fill(typed);
        const message = page.getByText(planner.message, { exact: true });
        await message.waitFor();
        await expect.poll(() => message.getAttribute("id")).toBe(await input.getAttribute("aria-describedby"));
        await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
        await expect.poll(() => result(page, "futureCost").count()).toBe(0);
      }
      if (planner.path === "/tools/education") await page.getByText("Must be a positive number.", { exact: true }).waitFor();
      await input.fill("100000");
      await result(page, "futureCost").waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows the wedding's cost today beside its cost on the day", async () => {
    const { context, page } = await openPage(browser, "/tools/wedding");
    try {
      await calculate(page);
      await expect.poll(() => result(page, "presentCost").textContent()).toBe("₹15,00,000");
      await expect.poll(() => result(page, "futureCost").textContent()).toBe("₹20,07,338");
    } finally {
      await context.close();
    }
  });

  it("refuses a home down payment above 100% and plans without inflation when it is left empty", async () => {
    const { context, page } = await openPage(browser, "/tools/home");
    try {
      await field(page, "Down payment").fill("150");
      await page.getByText("Cannot be more than 100%.", { exact: true }).waitFor();
      await field(page, "Down payment").fill("20");
      await field(page, "Property price rise (p.a., optional)").fill("");
      await calculate(page);
      await expect.poll(() => result(page, "futureCost").textContent()).toBe("₹16,00,000");
      await field(page, "Property price rise (p.a., optional)").fill("-2");
      await page.getByText("Inflation cannot be negative.", { exact: true }).waitFor();
      await expect.poll(() => result(page, "futureCost").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("rounds a vacation to whole rupees and refuses negative inflation", async () => {
    const { context, page } = await openPage(browser, "/tools/vacation");
    try {
      await field(page, "Inflation rate (p.a., optional)").fill("-1");
      await calculate(page);
      await page.getByText("Inflation cannot be negative.", { exact: true }).waitFor();
      await expect.poll(() => result(page, "futureCost").count()).toBe(0);
      await field(page, "Inflation rate (p.a., optional)").fill("");
      await calculate(page);
      await expect.poll(() => result(page, "futureCost").textContent()).toBe("₹3,00,000");
      await page.getByText("Results are rounded to whole rupees.", { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("restores a custom goal from a copied URL on a phone", async () => {
    await expectLinkRestores(browser, "/tools/custom", {
      async fill(page) {
        await field(page, "Goal amount today").fill("12,00,000");
        await calculate(page);
        await result(page, "futureCost").waitFor();
      },
      ready: (url) => url.searchParams.get("targetAmount") === "12,00,000",
      async check(page) {
        await expect.poll(() => result(page, "futureCost").textContent()).toBe("₹16,05,871");
        await page.locator(".planner-chart canvas").waitFor();
      },
    });
  });
});
