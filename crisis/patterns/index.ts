// Every language's crisis patterns. The detector runs all of them on every message, whatever
// the page's language: a visitor may type Hindi on an English page, or Bengali on a Hindi one.
// To add a language, write its table beside these and list it here (docs/crisis-safety.md).
import { BENGALI_PATTERNS } from "./bn";
import { ENGLISH_PATTERNS } from "./en";
import { HINDI_PATTERNS } from "./hi";
import { HINGLISH_PATTERNS } from "./hi-latn";
import { MARATHI_PATTERNS } from "./mr";
import type { CrisisPatternTable } from "./table";

export const CRISIS_PATTERN_TABLES: readonly CrisisPatternTable[] = [ENGLISH_PATTERNS, HINDI_PATTERNS, HINGLISH_PATTERNS, MARATHI_PATTERNS, BENGALI_PATTERNS];

export type { CrisisLanguage, CrisisPatternTable } from "./table";
