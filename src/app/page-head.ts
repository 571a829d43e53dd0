// What a page's <head> says about it, worked out the same way by the build's prerender (over
// the HTML it rendered) and by the browser after a navigation (over the page it drew): the
// title is the page's own heading with the site's name, the description its lead paragraph,
// the canonical URL its path as the router spells it, and one alternate per language it exists
// in plus x-default. Pure functions: no DOM, no React.
import { BRAND_NAME } from "./brand";
import { LOCALE_INFO, LOCALES, localeOfPath, stripLocale, withLocale, type Locale } from "../i18n/locales";
import { isTranslated } from "../i18n/translated-routes";

/** A description longer than this is cut at a word and ends with '…' (search results show about 155 characters). */
export const DESCRIPTION_MAX_CHARS = 160;

/** The document title: the heading, then the site's name; the home page (or a page without a heading) keeps the site's own title. */
export function documentTitleFor(heading: string | null, siteTitle: string, isHome: boolean): string {
  const text = heading?.replace(/\s+/g, " ").trim();
  if (isHome || !text) return siteTitle;
  return text.includes(BRAND_NAME) ? text : `${text} | ${BRAND_NAME}`;
}

/** The meta description from the page's lead paragraph, else the site's description. */
export function descriptionFor(lead: string | null, siteDescription: string): string {
  const text = lead?.replace(/\s+/g, " ").trim();
  if (!text) return siteDescription;
  if (text.length <= DESCRIPTION_MAX_CHARS) return text;
  const cut = text.slice(0, DESCRIPTION_MAX_CHARS - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

/** A page's English path as links name it: lower case (the router ignores case), no final '/'. */
export function englishPathOf(pathname: string): string {
  const path = stripLocale(pathname);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed.toLowerCase();
}

/** The one URL path of a page, whatever case or final '/' it was opened with ('/hi' -> '/hi/'). */
export function canonicalPath(pathname: string): string {
  return withLocale(englishPathOf(pathname), localeOfPath(pathname));
}

/** The alternates of a page: each locale the page is in, then x-default (the English page). */
export function alternateLinks(pathname: string, origin: string): { hrefLang: string; href: string }[] {
  const englishPath = englishPathOf(pathname);
  const links = LOCALES.filter((locale) => isTranslated(englishPath, locale)).map((locale) => ({
    hrefLang: LOCALE_INFO[locale].htmlLang,
    href: `${origin}${withLocale(englishPath, locale)}`,
  }));
  return [...links, { hrefLang: "x-default", href: `${origin}${englishPath}` }];
}

/** The locale of a path and its `<html lang>`. */
export function htmlLangOf(pathname: string): { locale: Locale; htmlLang: string } {
  const locale = localeOfPath(pathname);
  return { locale, htmlLang: LOCALE_INFO[locale].htmlLang };
}
