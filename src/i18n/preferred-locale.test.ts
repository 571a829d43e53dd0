// Which language a visit opens in: the URL's, except the bare home page, which follows the
// language chosen last with the switch, else the browser's first language the site has.
import { describe, expect, it } from "vitest";
import { LOCALE_INFO, LOCALES } from "./locales";
import { homeInPreferredLocale } from "./preferred-locale";

describe("homeInPreferredLocale", () => {
  it("never moves a shared link: a prefixed or English path other than '/' opens as it is", () => {
    for (const path of ["/tools/sip", "/hi/tools/sip", "/mr/", "/money", "/hi", "/my-plans"]) {
      expect(homeInPreferredLocale(path, "mr", ["mr-IN"]), path).toBeUndefined();
      expect(homeInPreferredLocale(path, undefined, ["hi-IN", "en"]), path).toBeUndefined();
    }
  });

  it("opens '/' in the language chosen last, whatever the browser prefers", () => {
    expect(homeInPreferredLocale("/", "mr", ["hi-IN", "en"])).toBe("/mr/");
    expect(homeInPreferredLocale("/", "en", ["mr-IN", "hi"])).toBeUndefined();
  });

  it("with no choice made, opens '/' in the first of the browser's languages the site has", () => {
    expect(homeInPreferredLocale("/", undefined, ["mr-IN", "mr", "en-GB"])).toBe("/mr/");
    expect(homeInPreferredLocale("/", undefined, ["ta-IN", "hi_IN", "mr"])).toBe("/hi/");
    expect(homeInPreferredLocale("/", undefined, ["en-IN", "mr"])).toBeUndefined();
    expect(homeInPreferredLocale("/", undefined, ["ta", "fr"])).toBeUndefined();
    expect(homeInPreferredLocale("/", undefined, [])).toBeUndefined();
  });
});

describe("the locale list", () => {
  it("names each other language's prefix after the language of its <html lang> (hi-IN is /hi), as a visitor reads it", () => {
    for (const locale of LOCALES.filter((l) => l !== "en")) expect(LOCALE_INFO[locale].prefix).toBe(`/${LOCALE_INFO[locale].htmlLang.split("-")[0]}`);
  });
});
