// Layout guards: the mistakes a visitor sees at a glance and text checks miss. Not
// pixel snapshots: each check states a geometric fact that held when the page was right.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every card grid on the page: its card count and the columns the browser laid out. */
async function cardGrids(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main :is(.card-grid, .quick-tools, .link-cards)")].map((grid) => ({
      className: grid.className,
      cards: grid.children.length,
      columns: getComputedStyle(grid).gridTemplateColumns.split(" ").filter(Boolean).length,
      firstRowCards: [...grid.children].filter((card) => Math.abs(card.getBoundingClientRect().top - grid.children[0].getBoundingClientRect().top) < 1).length,
    })),
  );
}

const PAGES_WITH_GRIDS = ["/", "/money", "/health", "/purpose", "/tools", "/goals", "/money/budgeting", "/money/investing"];

describe("card grids at desktop width", () => {
  it.each(PAGES_WITH_GRIDS)("%s: no row starts with an empty column and no row ends in a lone card", async (path) => {
    const { context, page } = await openPage(browser, path, DESKTOP);
    try {
      await page.locator("main h1").first().waitFor();
      const grids = await cardGrids(page);
      expect(grids.length).toBeGreaterThan(0);
      for (const grid of grids) {
        const where = `${path} .${grid.className.replace(/ /g, ".")} (${grid.cards} cards in ${grid.columns} columns)`;
        // Fewer cards than columns leaves an empty column in the only row.
        expect(grid.columns, where).toBeLessThanOrEqual(grid.cards);
        expect(grid.firstRowCards, where).toBe(grid.columns);
        // A last row of one card under a full row looks like a mistake.
        if (grid.cards > grid.columns) expect(grid.cards % grid.columns, where).not.toBe(1);
      }
    } finally {
      await context.close();
    }
  });
});

describe("home page", () => {
  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)("on a %s, each popular calculator's title stands on its own line above its description", async (_name, viewport) => {
    const { context, page } = await openPage(browser, "/", viewport);
    try {
      const cards = page.locator(".quick-tool");
      await cards.first().waitFor();
      const boxes = await cards.evaluateAll((links) =>
        links.map((link) => {
          const [title, body] = [...link.children].map((child) => child.getBoundingClientRect());
          return { text: link.textContent ?? "", titleBottom: title.bottom, bodyTop: body.top };
        }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(6);
      for (const box of boxes) expect(box.titleBottom, box.text).toBeLessThanOrEqual(box.bodyTop + 0.5);
    } finally {
      await context.close();
    }
  });

  it("fills the hero's row on a desktop: the starting questions stand beside the tagline", async () => {
    const { context, page } = await openPage(browser, "/", DESKTOP);
    try {
      const heading = await page.locator(".hero h1").boundingBox();
      const questions = await page.locator(".hero-questions").boundingBox();
      expect(heading && questions).toBeTruthy();
      expect(questions!.x).toBeGreaterThan(heading!.x + heading!.width - 1);
      expect(questions!.y).toBeLessThan(heading!.y + heading!.height);
      await expect.poll(() => page.locator(".hero-questions a").count()).toBeGreaterThanOrEqual(3);
    } finally {
      await context.close();
    }
  });
});

describe("footer", () => {
  it("keeps the copyright line clear of the community links above it", async () => {
    const { context, page } = await openPage(browser, "/money", DESKTOP);
    try {
      const copyright = await page.locator(".copyright").boundingBox();
      const lowest = await page.locator(".site-footer .footer-grid").evaluate((grid) => Math.max(...[...grid.querySelectorAll("*")].filter((node) => node.checkVisibility()).map((node) => node.getBoundingClientRect().bottom)));
      expect(copyright!.y).toBeGreaterThanOrEqual(lowest + 12);
    } finally {
      await context.close();
    }
  });
});

describe("the headline bar on a phone", () => {
  it("leaves room for itself under the page's end, and its height restyles only the elements that use it", async () => {
    const { context, page } = await openPage(browser, "/tools/sip?monthlyInvestment=10000&annualRate=12&timePeriod=30", PHONE);
    try {
      await page.locator(".headline-bar [data-result-id]").first().waitFor();
      const read = () =>
        page.evaluate(() => {
          const bar = document.querySelector<HTMLElement>(".headline-bar")!;
          const app = document.querySelector<HTMLElement>(".app")!;
          return {
            bar: bar.offsetHeight,
            appPadding: parseFloat(getComputedStyle(app).paddingBottom),
            scrollPadding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom),
            // Not inherited: an element between the root and the bar keeps the property's initial value.
            inMain: getComputedStyle(document.querySelector("main")!).getPropertyValue("--headline-bar-height").trim(),
          };
        });
      await expect.poll(async () => (await read()).appPadding).toBe((await read()).bar + 64);
      const figures = await read();
      expect(figures.bar).toBeGreaterThan(40);
      expect(figures.scrollPadding).toBe(figures.bar + 64);
      expect(figures.inMain).toBe("64px");
    } finally {
      await context.close();
    }
  });
});
