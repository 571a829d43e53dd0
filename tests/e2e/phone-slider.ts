// A calculator on a phone after Calculate (tests/e2e/phone-targets.test.ts checks it on the
// load its walk already makes): with the form's first slider on screen, a headline result is
// on screen too, above the slider, and it moves while the slider is moved by keyboard and by a
// finger; the drag never scrolls the page; nothing scrolls sideways; the headline bar covers
// neither the help button nor the page's end.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { waitForQuiet } from "./browser";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("the element is not displayed");
  return box;
}

/** Waits until the bar's figures read something other than `before`; returns what they read. */
async function barChangedFrom(page: Page, before: string): Promise<string> {
  await page.waitForFunction(
    (text) => document.querySelector('[aria-label="Headline results"]')?.textContent !== text,
    before,
    { timeout: 15_000 },
  );
  return (await page.getByRole("region", { name: "Headline results" }).textContent()) ?? "";
}

/** A finger drag over the slider from its thumb towards a point far from it, wavering up and down as a thumb does. */
async function touchDrag(page: Page, slider: Locator): Promise<void> {
  const box = await boxOf(slider);
  const { value, min, max } = await slider.evaluate((input: HTMLInputElement) => ({ value: Number(input.value), min: Number(input.min), max: Number(input.max) }));
  // The thumb's centre: the track runs from half a thumb in from each end (Chromium's thumb is 16 px).
  const thumbInset = 8;
  const startX = box.x + thumbInset + ((value - min) / (max - min)) * (box.width - 2 * thumbInset);
  const endX = startX < box.x + box.width / 2 ? box.x + box.width * 0.8 : box.x + box.width * 0.2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, atY: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y: atY }] });
  await touch("touchStart", startX, y);
  const steps = 12;
  for (let step = 1; step <= steps; step++) {
    await touch("touchMove", startX + ((endX - startX) * step) / steps, y + (step % 2 === 0 ? 14 : -14));
    await page.waitForTimeout(30);
  }
  await touch("touchEnd", endX, y);
  await cdp.detach();
}

/**
 * On a calculator whose results are shown, at a phone's `viewport` with touch: the checks above.
 * It opens a DevTools session for the finger drag, so the page's context is closed for good
 * rather than reused afterwards.
 */
export async function expectHeadlineFollowsSlider(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const slider = page.locator('form input[type="range"]').first();
  await slider.waitFor();
  const bar = page.getByRole("region", { name: "Headline results" });
  await bar.waitFor();
  const headline = bar.locator('[data-testid^="result-"]').first();

  // In the middle of the screen, as a visitor scrolls it (clear of the sticky site header).
  await slider.evaluate((input) => input.scrollIntoView({ block: "center" }));
  const barBox = await boxOf(bar);
  const header = await boxOf(page.locator(".site-header"));
  const headlineBox = await boxOf(headline);
  expect(headlineBox.y, "headline below the top of the screen").toBeGreaterThanOrEqual(0);
  expect(headlineBox.y + headlineBox.height, "headline above the bottom of the screen").toBeLessThanOrEqual(viewport.height);
  const sliderBox = await boxOf(slider);
  expect(sliderBox.y + sliderBox.height, "the bar covers the slider").toBeLessThanOrEqual(barBox.y);
  expect(sliderBox.y, "the header covers the slider").toBeGreaterThanOrEqual(header.y + header.height);
  expect(sliderBox.height, "the slider is a 44 px touch target").toBeGreaterThanOrEqual(44);

  // By keyboard: five steps down (or up, from near the bottom of the range).
  let figures = (await bar.textContent()) ?? "";
  await slider.focus();
  // Down rather than up: a larger first figure (a parent's age) may pass a later one and be refused.
  const nearMin = await slider.evaluate((input: HTMLInputElement) => Number(input.value) <= Number(input.min) + 5 * Number(input.step));
  for (let press = 0; press < 5; press++) await page.keyboard.press(nearMin ? "ArrowRight" : "ArrowLeft");
  figures = await barChangedFrom(page, figures);
  const focusedBox = await boxOf(slider);
  expect(focusedBox.y + focusedBox.height, "the bar covers the focused slider").toBeLessThanOrEqual((await boxOf(bar)).y);
  expect(focusedBox.y, "the header covers the focused slider").toBeGreaterThanOrEqual(header.y + header.height);

  // By a finger: the value and the figures move, the page does not scroll.
  const valueBefore = await slider.inputValue();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await touchDrag(page, slider);
  expect(await slider.inputValue(), "the drag moved the slider").not.toBe(valueBefore);
  await barChangedFrom(page, figures);
  expect(await page.evaluate(() => window.scrollY), "the drag scrolled the page").toBe(scrollBefore);

  // Nothing scrolls sideways with the results, charts and tables shown.
  await waitForQuiet(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // The end of the page stays clear of the bar, and so does the help button docked there
  // (on a phone it sits before the footer, in the page's flow: docs/decisions/0141).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const helpBox = await boxOf(page.getByRole("link", { name: "Want us to help you?" }));
  expect(helpBox.y + helpBox.height, "the bar covers the help button").toBeLessThanOrEqual((await boxOf(bar)).y);
  const footer = await boxOf(page.locator(".site-footer"));
  expect(footer.y + footer.height, "the bar covers the end of the page").toBeLessThanOrEqual((await boxOf(bar)).y);
}
