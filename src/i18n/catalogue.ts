// The typed message catalogue (docs/languages.md). Each feature has one catalogue per locale
// (`messages/<feature>.en.ts`, `messages/<feature>.hi.ts`) and one bundle that says how to load
// them (`defineMessages`). The English file is the source of truth for the shape: every other
// locale is typed `MessagesOf<typeof en>`, so a missing or misspelt key, or a message function
// with other arguments, is a type error. Catalogues load with the locale that needs them
// (a dynamic import each), so a Hindi page downloads no English page text and vice versa.
import { use, type JSX } from "react";
import { localeOfPath, type Locale } from "./locales";

/** A catalogue's shape with its literal strings widened: what another locale must provide. */
export type MessagesOf<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R
    : T extends readonly (infer E)[]
      ? readonly MessagesOf<E>[]
      : { readonly [K in keyof T]: MessagesOf<T[K]> };

type Loader<M> = () => Promise<{ messages: M }>;

/** Why a catalogue that a language does not have yet was asked for (a page offered too early). */
export class CatalogueNotYetWritten extends Error {}

/**
 * The loader of a catalogue that a language does not have yet, while the language is being
 * written: the pages that read it are not offered in that language (translated-routes.ts), so
 * no page of the language asks for it, and the catalogue check lists every bundle still
 * waiting on one. Written out as `mr: notYetWritten` in the bundle, so `grep` finds them all.
 */
export function notYetWritten(): Promise<never> {
  return Promise.reject(new CatalogueNotYetWritten("This catalogue is not written in this language yet."));
}

/** A promise React's `use` reads synchronously once settled (its documented status fields). */
type TrackedPromise<M> = Promise<M> & { status?: "pending" | "fulfilled" | "rejected"; value?: M; reason?: unknown };

export interface MessageBundle<M> {
  readonly id: string;
  /** The catalogue of `locale`, loaded once; later calls return the same promise. */
  load(locale: Locale): Promise<M>;
  /** The loaded catalogue, or undefined while it has not arrived. */
  peek(locale: Locale): M | undefined;
}

function tracked<M>(promise: Promise<M>): TrackedPromise<M> {
  const result = promise as TrackedPromise<M>;
  result.status = "pending";
  result.then(
    (value) => {
      result.status = "fulfilled";
      result.value = value;
    },
    (reason: unknown) => {
      result.status = "rejected";
      result.reason = reason;
    },
  );
  return result;
}

function settled<M>(value: M): TrackedPromise<M> {
  const result = Promise.resolve(value) as TrackedPromise<M>;
  result.status = "fulfilled";
  result.value = value;
  return result;
}

/**
 * One feature's catalogues. `preloaded` holds catalogues already in the importing chunk (only
 * the shell's English one, which every English page shows at once); the rest load on demand.
 */
export function defineMessages<English>(
  id: string,
  loaders: Record<Locale, Loader<MessagesOf<English>>>,
  preloaded: Partial<Record<Locale, MessagesOf<English>>> = {},
): MessageBundle<MessagesOf<English>> {
  type M = MessagesOf<English>;
  const cache = new Map<Locale, TrackedPromise<M>>();
  for (const [locale, messages] of Object.entries(preloaded) as [Locale, M][]) cache.set(locale, settled(messages));
  const load = (locale: Locale): TrackedPromise<M> => {
    let promise = cache.get(locale);
    if (!promise) {
      promise = tracked(loaders[locale]().then((module) => module.messages));
      // A failed load (offline, a dropped chunk) may be retried by the next render.
      promise.catch(() => cache.delete(locale));
      cache.set(locale, promise);
    }
    return promise;
  };
  // Start on the catalogue of the page's own language as soon as the feature's code has
  // arrived, rather than at its first render: the page chunk and its words load back to back.
  if (typeof window !== "undefined") void load(localeOfPath(window.location.pathname)).catch(() => undefined);
  return {
    id,
    load,
    peek: (locale) => {
      const promise = cache.get(locale);
      return promise?.status === "fulfilled" ? promise.value : undefined;
    },
  };
}

/**
 * The catalogue of `locale` for a component: suspends (the page's Suspense shows 'Loading...')
 * until it has arrived, then reads it synchronously on every later render.
 */
export function useCatalogue<M>(bundle: MessageBundle<M>, locale: Locale): M {
  return use(bundle.load(locale));
}

/**
 * Long-form prose with links inside its sentences (the explainer pages) is a content module
 * per locale: `messages/<page>.<locale>.tsx` exports `messages = { Content }`, the page's
 * body in that language, loaded like any catalogue. Short interface strings stay in typed
 * catalogues; a translation of prose may reorder sentences and links as the language needs.
 * A page that places a live part inside its prose (a calculator, a quiz) hands it in as
 * `Props`, declared by the English module and taken as a type by the others.
 */
export interface PageContent<Props extends object = object> {
  Content: (props: Props) => JSX.Element;
}
