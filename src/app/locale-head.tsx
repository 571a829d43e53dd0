// Keeps the document's language facts in step with the URL on every navigation: <html lang>,
// the title, and the hreflang alternates (one link per language the page exists in, plus
// x-default). public/theme-init.js sets <html lang> before first paint for a Hindi URL.
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { shellMessages } from "./messages/shell";
import { LOCALE_INFO, LOCALES, localeOfPath, stripLocale, withLocale } from "../i18n/locales";
import { isTranslated } from "../i18n/translated-routes";
import { useMessages } from "../i18n/use-locale";

export function alternateLinks(pathname: string, origin: string): { hrefLang: string; href: string }[] {
  const englishPath = stripLocale(pathname);
  const links = LOCALES.filter((locale) => isTranslated(englishPath, locale)).map((locale) => ({
    hrefLang: LOCALE_INFO[locale].htmlLang,
    href: `${origin}${withLocale(englishPath, locale)}`,
  }));
  return [...links, { hrefLang: "x-default", href: `${origin}${englishPath}` }];
}

export function LocaleHead() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const title = useMessages(shellMessages).documentTitle;
  useEffect(() => {
    document.documentElement.lang = LOCALE_INFO[locale].htmlLang;
    document.title = title;
    for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
    for (const { hrefLang, href } of alternateLinks(pathname, window.location.origin)) {
      const link = document.createElement("link");
      link.rel = "alternate";
      link.hreflang = hrefLang;
      link.href = href;
      document.head.append(link);
    }
  }, [locale, pathname, title]);
  return null;
}
