// The language switch: a short list of the site's other languages (LOCALES), each named in its
// own script, in the nav and the mobile menu. Each link keeps the page, its query and hash (the
// theme lives in localStorage, so it stays too) and the form's values as they are; on a page not
// yet offered in a language it leads to that language's nearest page (see translated-routes.ts).
// The choice is remembered (preferred-locale.ts), so a later visit to the bare home page opens in it.
import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { shellMessages } from "./messages/shell";
import { LOCALE_INFO, LOCALES, localeOfPath, stripLocale, withLocale, type Locale } from "../i18n/locales";
import { carriedState, formValuesNow } from "../i18n/carried-form";
import { rememberLocale } from "../i18n/preferred-locale";
import { counterpartPath } from "../i18n/translated-routes";
import { useMessages } from "../i18n/use-locale";
import { useHydrated } from "./hydration";

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
  const location = useLocation();
  const { pathname } = location;
  // The prerendered link has no query or hash (the build knew none): so does the hydrating render.
  const hydrated = useHydrated();
  const search = hydrated ? location.search : "";
  const hash = hydrated ? location.hash : "";
  const m = useMessages(shellMessages).nav;
  const { href, samePage } = switchTarget(pathname, search, hash, locale);
  const { htmlLang, switchLabel } = LOCALE_INFO[locale];
  const navigate = useNavigate();
  // A calculator rewrites its query as its inputs change (history.replaceState, which the
  // router does not hear), so the switch reads the address at the moment it is pressed; and
  // the form's values as they are, which reach the URL only once calculated (carried-form.ts).
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(locale);
    onChoose?.();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const { pathname: now, search: query, hash: fragment } = window.location;
    const target = switchTarget(now, query, fragment, locale);
    const values = target.samePage ? formValuesNow() : undefined;
    if (target.href === href && !values) return;
    event.preventDefault();
    void navigate(target.href, values ? { state: carriedState(values) } : undefined);
  };
  return (
    <Link to={href} lang={htmlLang} hrefLang={htmlLang} title={samePage ? m.switchTitle : m.switchTitleUntranslated} onClick={onClick}>
      {switchLabel}
    </Link>
  );
}
