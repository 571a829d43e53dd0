// The page's locale comes from its URL alone (STYLE.md): links, saved plans and the offline
// cache carry it without any stored preference.
import { useContext } from "react";
import { UNSAFE_LocationContext } from "react-router-dom";
import { useCatalogue, type MessageBundle } from "./catalogue";
import { DEFAULT_LOCALE, localeOfPath, type Locale } from "./locales";

export function useLocale(): Locale {
  // The router's location; a component rendered on its own (a unit test of one form) has no
  // URL and is English. (Read from the context so both cases call the same hooks.)
  const pathname = (useContext(UNSAFE_LocationContext) as { location?: { pathname: string } } | null)?.location?.pathname;
  return pathname === undefined ? DEFAULT_LOCALE : localeOfPath(pathname);
}

/** The catalogue of a feature in the page's locale (suspends until it has loaded). */
export function useMessages<M>(bundle: MessageBundle<M>): M {
  return useCatalogue(bundle, useLocale());
}
