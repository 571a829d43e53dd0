// Keeps the document's head in step with the URL on every navigation: <html lang>, the title,
// the description, the canonical URL and the hreflang alternates (page-head.ts works each out,
// as the build's prerender did for the page first loaded). The title and description come from
// the page's heading and lead, so they are read once the page has drawn them.
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { shellMessages } from "./messages/shell";
import { alternateLinks, canonicalPath, descriptionFor, documentTitleFor, htmlLangOf } from "./page-head";
import { stripLocale } from "../i18n/locales";
import { useMessages } from "../i18n/use-locale";

export { alternateLinks } from "./page-head";

/** How long (in 50 ms tries) a navigation waits for a lazy page to draw its heading. */
const HEADING_TRIES = 40;

function setMeta(selector: string, attribute: "content" | "href", value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

export function LocaleHead() {
  const { pathname } = useLocation();
  const m = useMessages(shellMessages);
  const siteTitle = m.documentTitle;
  const siteDescription = m.footer.about;
  useEffect(() => {
    const origin = window.location.origin;
    document.documentElement.lang = htmlLangOf(pathname).htmlLang;
    for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
    for (const { hrefLang, href } of alternateLinks(pathname, origin)) {
      const link = document.createElement("link");
      link.rel = "alternate";
      link.hreflang = hrefLang;
      link.href = href;
      document.head.append(link);
    }
    const canonical = `${origin}${canonicalPath(pathname)}`;
    setMeta('link[rel="canonical"]', "href", canonical);
    let tries = 0;
    const write = () => {
      const heading = document.querySelector("main h1");
      if (!heading && ++tries <= HEADING_TRIES) return false;
      const isHome = stripLocale(pathname) === "/";
      const title = documentTitleFor(heading?.textContent ?? null, siteTitle, isHome);
      const description = descriptionFor(document.querySelector("main .lead")?.textContent ?? null, siteDescription);
      document.title = title;
      setMeta('meta[name="description"]', "content", description);
      setMeta('meta[property="og:title"]', "content", title);
      setMeta('meta[property="og:description"]', "content", description);
      setMeta('meta[property="og:url"]', "content", canonical);
      return true;
    };
    if (write()) return;
    const timer = window.setInterval(() => {
      if (write()) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, siteTitle, siteDescription]);
  return null;
}
