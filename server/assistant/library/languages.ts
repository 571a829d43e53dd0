// The offline responder's library in each language other than English, and what a configured
// model is told for that language. A language of the server (server/messages) is one entry
// here: the responder and the system prompt read this table, so a new language adds its library
// file and one line, and changes no code. The crisis answer in each language is crisis/'s
// (safety.ts); a library's shape is library-type.ts.
import type { ServerLocale } from "../../messages";
import { BENGALI_LIBRARY } from "./bn";
import { HINDI_LIBRARY } from "./hi";
import type { AssistantLibrary } from "./library-type";
import { MARATHI_LIBRARY } from "./mr";

export type { AssistantLibrary };

/**
 * Each language's library; `undefined` while a language's library is not written yet (its
 * prompts are then answered as English ones are: the English library and prompt).
 */
export const LIBRARIES: Record<Exclude<ServerLocale, "en">, AssistantLibrary | undefined> = {
  hi: HINDI_LIBRARY,
  mr: MARATHI_LIBRARY,
  bn: BENGALI_LIBRARY,
};

/** The library for `locale`, or undefined for English and for a language without one yet. */
export function libraryFor(locale: ServerLocale): AssistantLibrary | undefined {
  return locale === "en" ? undefined : LIBRARIES[locale];
}
