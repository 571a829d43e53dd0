// The shape of one language's crisis patterns. A table is data: regular-expression sources
// (compiled case-insensitively with the `u` flag) matched on text that normalise.ts has folded,
// so write them in lower case, without nuqta, chandrabindu or anusvara worries, with single
// spaces and a plain apostrophe. JavaScript's \b knows only ASCII letters: use it in Latin
// patterns only.

/** The languages the detector knows; a new language is a new table listed in patterns/index.ts. */
export type CrisisLanguage = "en" | "hi" | "hi-Latn" | "mr" | "bn";

export interface CrisisPatternTable {
  language: CrisisLanguage;
  /**
   * Ways of saying it, each a regular-expression source: intent, plans and methods, self-harm,
   * hopelessness. One match anywhere in the text is enough.
   */
  phrases: readonly string[];
  /**
   * Sources matched on the text with every space and sign removed, for words typed apart or
   * run together ("kill my self", "iwanttodie"). Keep these to unmistakable words.
   */
  compact?: readonly string[];
}
