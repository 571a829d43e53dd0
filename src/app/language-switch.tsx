// The language switch: on an English page it offers हिन्दी, on a Hindi page English,
// keeping the page, its query and hash (the theme lives in localStorage, so it stays too). On a
// page not yet offered in Hindi it leads to the nearest Hindi page (see translated-routes.ts).
import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { shellMessages } from "./messages/shell";
import { LOCALE_INFO, localeOfPath, stripLocale, withLocale, type Locale } from "../i18n/locales";
import { carriedState, formValuesNow } from "../i18n/carried-form";
import { counterpartPath } from "../i18n/translated-routes";
import { useMessages } from "../i18n/use-locale";
import { useHydrated } from "./hydration";

export function switchTarget(pathname: string, search: string, hash: string): { locale: Locale; href: string; samePage: boolean } {
  const current = localeOfPath(pathname);
  const target: Locale = current === "en" ? "hi" : "en";
  const englishPath = stripLocale(pathname);
  const { path, samePage } = counterpartPath(englishPath, target);
  const href = samePage ? `${withLocale(path, target)}${search}${hash}` : withLocale(path, target);
  return { locale: target, href, samePage };
}

export function LanguageSwitch({ onChoose }: { onChoose?(): void }) {
  const location = useLocation();
  const { pathname } = location;
  // The prerendered link has no query or hash (the build knew none): so does the hydrating render.
  const hydrated = useHydrated();
  const search = hydrated ? location.search : "";
  const hash = hydrated ? location.hash : "";
  const m = useMessages(shellMessages).nav;
  const { locale, href, samePage } = switchTarget(pathname, search, hash);
  const { htmlLang, switchLabel } = LOCALE_INFO[locale];
  const navigate = useNavigate();
  // A calculator rewrites its query as its inputs change (history.replaceState, which the
  // router does not hear), so the switch reads the address at the moment it is pressed; and
  // the form's values as they are, which reach the URL only once calculated (carried-form.ts).
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onChoose?.();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const { pathname: now, search: query, hash: fragment } = window.location;
    const target = switchTarget(now, query, fragment);
    const values = target.samePage ? formValuesNow() : undefined;
    if (target.href === href && !values) return;
    event.preventDefault();
    void navigate(target.href, values ? { state: carriedState(values) } : undefined);
  };
  return (
    <Link
      to={href}
      className="language-switch"
      lang={htmlLang}
      hrefLang={htmlLang}
      title={samePage ? m.switchTitle : m.switchTitleUntranslated}
      data-testid="language-switch"
      onClick={onClick}
    >
      {switchLabel}
    </Link>
  );
}
