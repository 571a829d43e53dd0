// The language switch: a short list of the site's other languages (LOCALES), each named in its
// own script, in the nav and the mobile menu. Each link keeps the page, its query and hash (the
// theme lives in localStorage, so it stays too); on a page not yet offered in a language it
// leads to that language's nearest page (see translated-routes.ts). The choice is remembered
// (preferred-locale.ts), so a later visit to the bare home page opens in it.
import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { shellMessages } from "./messages/shell";
import { LOCALE_INFO, LOCALES, localeOfPath, stripLocale, withLocale, type Locale } from "../i18n/locales";
import { rememberLocale } from "../i18n/preferred-locale";
import { counterpartPath } from "../i18n/translated-routes";
import { useMessages } from "../i18n/use-locale";

/** Where the switch to `target` leads from the page at pathname + search + hash. */
export function switchTarget(pathname: string, search: string, hash: string, target: Locale): { href: string; samePage: boolean } {
  const { path, samePage } = counterpartPath(stripLocale(pathname), target);
  const href = samePage ? `${withLocale(path, target)}${search}${hash}` : withLocale(path, target);
  return { href, samePage };
}

export function LanguageSwitch({ onChoose }: { onChoose?(): void }) {
  const { pathname } = useLocation();
  const current = localeOfPath(pathname);
  return (
    <ul className="language-switch" data-testid="language-switch">
      {LOCALES.filter((locale) => locale !== current).map((locale) => (
        <li key={locale}>
          <LanguageLink locale={locale} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}

function LanguageLink({ locale, onChoose }: { locale: Locale; onChoose?(): void }) {
  const { pathname, search, hash } = useLocation();
  const m = useMessages(shellMessages).nav;
  const { href, samePage } = switchTarget(pathname, search, hash, locale);
  const { htmlLang, switchLabel } = LOCALE_INFO[locale];
  const navigate = useNavigate();
  // A calculator rewrites its query as its inputs change (history.replaceState, which the
  // router does not hear), so the switch reads the address at the moment it is pressed.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(locale);
    onChoose?.();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const { pathname: now, search: query, hash: fragment } = window.location;
    const target = switchTarget(now, query, fragment, locale).href;
    if (target === href) return;
    event.preventDefault();
    void navigate(target);
  };
  return (
    <Link to={href} lang={htmlLang} hrefLang={htmlLang} title={samePage ? m.switchTitle : m.switchTitleUntranslated} onClick={onClick}>
      {switchLabel}
    </Link>
  );
}
