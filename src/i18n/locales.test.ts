// The site's languages. (Which one a visit opens in: public/page-start.js and its test,
// tests/prerender/page-start.test.ts.)
import { describe, expect, it } from "vitest";
import { LOCALE_INFO, LOCALES } from "./locales";

describe("the locale list", () => {
  it("names each other language's prefix after the language of its <html lang> (hi-IN is /hi), as a visitor reads it", () => {
    for (const locale of LOCALES.filter((l) => l !== "en")) expect(LOCALE_INFO[locale].prefix).toBe(`/${LOCALE_INFO[locale].htmlLang.split("-")[0]}`);
  });
});
