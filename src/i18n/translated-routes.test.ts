// Which pages the language switch keeps: the tools with pages of their own are translated
// pages, the definition calculators wait for the calculator page (CALCULATOR_PAGE_TRANSLATED).
import { describe, expect, it } from "vitest";
import { CALCULATOR_PAGE_TRANSLATED, counterpartPath, HINDI_CALCULATORS, isTranslated } from "./translated-routes";

describe("translated routes", () => {
  it("keeps the page for the Hindi tool pages and the debt strategies page", () => {
    for (const path of ["/tools/xirr", "/tools/debt", "/tools/budget", "/money/borrowing/debt-strategies", "/money/borrowing", "/money/protection", "/health/financial-wellness"]) {
      expect(isTranslated(path, "hi"), path).toBe(true);
      expect(counterpartPath(path, "hi"), path).toEqual({ path, samePage: true });
      expect(counterpartPath(`${path}/`, "hi").samePage, path).toBe(true);
    }
  });

  it("keeps the page for the Marathi money explainers and the blog", () => {
    for (const path of ["/money", "/money/budgeting", "/money/saving", "/money/investing", "/money/borrowing", "/money/protection", "/money/protection/jargon-buster", "/blog"]) {
      expect(counterpartPath(path, "mr"), path).toEqual({ path, samePage: true });
    }
  });

  it("sends a calculator without a Hindi page to the Hindi tools hub", () => {
    // Every calculator has a Hindi text today; a calculator added later without one stands for them.
    const untranslated = ["/tools/rent-vs-buy", ...(CALCULATOR_PAGE_TRANSLATED ? [] : HINDI_CALCULATORS.map((id) => `/tools/${id}`))];
    for (const path of untranslated) expect(counterpartPath(path, "hi"), path).toEqual({ path: "/tools", samePage: false });
  });
});
