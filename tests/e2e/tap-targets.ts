// What a tap on a phone needs: targets of at least 44 × 44 px (WCAG 2.5.5), shared by the
// phone-target walk (tests/e2e/phone-targets.test.ts) and each language's page walk.
import type { Page } from "playwright-core";

const MIN_TARGET_PX = 44;

/** Tap targets smaller than 44 × 44 px, as 'tag "text" W×H'. */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="link"]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest("[aria-hidden='true'], .skip-link")) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A link inside a sentence: WCAG's inline exception (its size is the line's).
      if (style.display === "inline" && element.tagName === "A") {
        const block = element.parentElement;
        if (block && (block.textContent ?? "").trim().length > (element.textContent ?? "").trim().length) continue;
      }
      // A checkbox or radio is tapped through its label.
      if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio") && element.labels?.[0]) {
        box = element.labels[0].getBoundingClientRect();
      }
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const text = (element.getAttribute("aria-label") ?? element.textContent ?? element.getAttribute("name") ?? "").trim().slice(0, 40);
        found.push(`${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ")[0]}` : ""} "${text}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  }, MIN_TARGET_PX);
}
