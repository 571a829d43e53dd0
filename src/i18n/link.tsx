// Links written with English paths ('/money', '/#faq') that point into the page's own locale:
// on a Hindi page '/money' becomes '/hi/money'. A page not yet offered in the locale keeps its
// English path (see translated-routes.ts), so no link leads to a redirect.
import { forwardRef } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, useNavigate, type LinkProps, type NavLinkProps } from "react-router-dom";
import { withLocale, type Locale } from "./locales";
import { isTranslated } from "./translated-routes";
import { useLocale } from "./use-locale";

/** The href of the English target `to` (path, optional query and hash) on a `locale` page. */
export function localHref(to: string, locale: Locale): string {
  if (locale === "en" || !to.startsWith("/")) return to;
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? "" : to.slice(cut);
  return isTranslated(path, locale) ? `${withLocale(path, locale)}${rest}` : to;
}

type LocalLinkProps = Omit<LinkProps, "to"> & { to: string };
type LocalNavLinkProps = Omit<NavLinkProps, "to"> & { to: string };

export const Link = forwardRef<HTMLAnchorElement, LocalLinkProps>(function Link({ to, ...props }, ref) {
  const locale = useLocale();
  const href = localHref(to, locale);
  const leavesLocale = locale !== "en" && href === to && to.startsWith("/");
  return <RouterLink ref={ref} to={href} hrefLang={leavesLocale ? "en" : undefined} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, LocalNavLinkProps>(function NavLink({ to, ...props }, ref) {
  const locale = useLocale();
  return <RouterNavLink ref={ref} to={localHref(to, locale)} {...props} />;
});

/** navigate() for English paths, into the page's locale. */
export function useLocalNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return (to, options) => {
    void navigate(localHref(to, locale), options);
  };
}
