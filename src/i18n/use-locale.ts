// The page's locale comes from its URL alone (STYLE.md): links, saved plans and the offline
// cache carry it without any stored preference.
import { useLocation } from "react-router-dom";
import { useCatalogue, type MessageBundle } from "./catalogue";
import { localeOfPath, type Locale } from "./locales";

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The catalogue of a feature in the page's locale (suspends until it has loaded). */
export function useMessages<M>(bundle: MessageBundle<M>): M {
  return useCatalogue(bundle, useLocale());
}
