// The language chosen last with the switch, remembered in the browser. The URL is the page's
// language (use-locale.ts); only the bare home page ('/') opens in the remembered language, or in
// the browser's: public/page-start.js does that before the page is drawn, reading the same key.
import type { Locale } from "./locales";

const KEY = "locale";

/** Remembers the language chosen with the switch (nothing when storage is unavailable). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Private mode or storage disabled: the choice lasts as long as the page's URL.
  }
}
