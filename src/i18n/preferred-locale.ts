// The visitor's language when the URL does not say it. The URL is the page's language
// (use-locale.ts): a shared link, a bookmark or a saved plan opens in the language it names,
// English paths included. Only the bare home page ('/') may open in another language: in the
// one chosen last with the language switch (remembered in localStorage), or, when nothing was
// ever chosen, in the first of the browser's languages (what it sends as Accept-Language) that
// the site has. The redirect happens in the browser, before anything is drawn (a page load of that language's prerendered home), so the server
// and the offline cache serve the same page to everyone.
import { asLocale, withLocale, type Locale } from "./locales";

const KEY = "locale";

/** Remembers the language chosen with the switch (nothing when storage is unavailable). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Private mode or storage disabled: the choice lasts as long as the page's URL.
  }
}

/** The language chosen last with the switch, if any. */
export function rememberedLocale(): Locale | undefined {
  try {
    return asLocale(localStorage.getItem(KEY));
  } catch {
    return undefined;
  }
}

/**
 * Where a visit to `pathname` should go instead, or undefined to stay: only '/' moves, to the
 * remembered language's home, else to the home of the first of `preferred` (the browser's
 * languages, most wanted first) the site has; English, or no match, stays on '/'.
 */
export function homeInPreferredLocale(pathname: string, remembered: Locale | undefined, preferred: readonly string[]): string | undefined {
  if (pathname !== "/") return undefined;
  const locale = remembered ?? preferred.map(asLocale).find((found) => found !== undefined);
  return locale === undefined || locale === "en" ? undefined : withLocale("/", locale);
}

/**
 * Applies homeInPreferredLocale to the current address, keeping its query and hash: the page is
 * replaced (no history entry) by that language's own prerendered home. True when it moved.
 */
export function openHomeInPreferredLocale(): boolean {
  const { pathname, search, hash } = window.location;
  const home = homeInPreferredLocale(pathname, rememberedLocale(), navigator.languages ?? [navigator.language]);
  if (home === undefined) return false;
  window.location.replace(`${home}${search}${hash}`);
  return true;
}
