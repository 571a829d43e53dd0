// The crisis check: does a message speak of suicide, self-harm or not wanting to live, in any
// language the site knows? It errs towards yes: a false alarm costs a kind message and a phone
// number, a miss may cost a life. The server runs it on every assistant prompt before anything
// else; the panels run it on what the visitor typed, so the helpline shows even offline.
import { compactForMatching, foldScripts, normaliseForMatching } from "./normalise";
import { CRISIS_PATTERN_TABLES, type CrisisLanguage, type CrisisPatternTable } from "./patterns/index";

export interface CrisisCheck {
  detected: boolean;
  /** The languages whose patterns matched, in table order (empty when none did). */
  languages: CrisisLanguage[];
}

interface CompiledTable {
  language: CrisisLanguage;
  phrases: RegExp[];
  compact: RegExp[];
}

/** Patterns are folded like the text (nuqta, chandrabindu, invisibles) before compiling. */
function compile(source: string): RegExp {
  return new RegExp(foldScripts(source), "iu");
}

export function compileTables(tables: readonly CrisisPatternTable[]): CompiledTable[] {
  return tables.map((table) => ({
    language: table.language,
    phrases: table.phrases.map(compile),
    compact: (table.compact ?? []).map(compile),
  }));
}

const COMPILED = compileTables(CRISIS_PATTERN_TABLES);

export function checkForCrisis(message: string, tables: readonly CompiledTable[] = COMPILED): CrisisCheck {
  const text = normaliseForMatching(message);
  const compact = compactForMatching(text);
  const languages = tables
    .filter((table) => table.phrases.some((pattern) => pattern.test(text)) || table.compact.some((pattern) => pattern.test(compact)))
    .map((table) => table.language);
  return { detected: languages.length > 0, languages };
}

/** True when the message should be answered with the helpline first. */
export function mentionsCrisis(message: string): boolean {
  return checkForCrisis(message).detected;
}
