// The site's languages and how a URL names one (STYLE.md, "Languages"): English keeps the
// specification's paths; every other locale lives under its own prefix (/hi/..., /mr/...).
// Adding a language is one entry here plus one catalogue per feature: the type checker then
// names every catalogue that is missing (each bundle's loaders are a Record<Locale, ...>).
// Nothing else names a language: the switch, dates, plurals, the server and the tests read
// this list.

export const LOCALES = ["en", "hi", "mr", "bn"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

interface LocaleInfo {
  /** The `<html lang>` value and the hreflang of the page's alternate link. */
  htmlLang: string;
  /** What the language switch says to offer this language, in the language itself. */
  switchLabel: string;
  /** The path prefix; '' for the default locale. */
  prefix: string;
  /** The ISO 15924 script its text is written in (the catalogue check looks for it). */
  script: "Latn" | "Deva" | "Beng";
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { htmlLang: "en-IN", switchLabel: "English", prefix: "", script: "Latn" },
  hi: { htmlLang: "hi-IN", switchLabel: "हिन्दी", prefix: "/hi", script: "Deva" },
  mr: { htmlLang: "mr-IN", switchLabel: "मराठी", prefix: "/mr", script: "Deva" },
  bn: { htmlLang: "bn-IN", switchLabel: "বাংলা", prefix: "/bn", script: "Beng" },
};

/** The locale a path is in: '/hi' and '/hi/...' are Hindi, '/mr/...' Marathi, anything else English. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_INFO[locale];
    if (prefix && (pathname === prefix || pathname.toLowerCase().startsWith(`${prefix}/`))) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The path without its locale prefix: '/hi/money' -> '/money', '/hi' -> '/'. */
export function stripLocale(pathname: string): string {
  const { prefix } = LOCALE_INFO[localeOfPath(pathname)];
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length);
  return rest === "" ? "/" : rest;
}

/** An English (unprefixed) path in `locale`: ('/money', 'hi') -> '/hi/money'; ('/', 'hi') -> '/hi/'. */
export function withLocale(path: string, locale: Locale): string {
  const { prefix } = LOCALE_INFO[locale];
  if (!prefix) return path;
  return path === "/" ? `${prefix}/` : `${prefix}${path}`;
}

/** A locale's code if `value` names one of the site's languages ('mr', 'mr-IN', 'hi_IN'...). */
export function asLocale(value: unknown): Locale | undefined {
  if (typeof value !== "string") return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === primary);
}
