// The text the crisis patterns are matched on. The same words reach us in many byte forms:
// composed or decomposed letters, full-width Latin from phone keyboards, zero-width joiners,
// curly apostrophes, nuqta and chandrabindu present or left out. Folding them all to one form
// lets each pattern be written once, plainly. The patterns themselves go through
// `foldScripts` too, so a pattern written with a nuqta or chandrabindu still matches.

/** Zero-width and invisible format characters, removed outright (ZWSP, ZWNJ, ZWJ, word joiner, BOM, soft hyphen). */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD\u180E]/g;

/**
 * Marks people type or leave out at will, dropped from both text and patterns:
 * Devanagari nuqta (ज़ → ज), chandrabindu and anusvara (हूँ, हूं, हु are one word here),
 * Bengali nukta (য় → য) and chandrabindu (বাঁচা → বাচা).
 */
const OPTIONAL_MARKS = /[\u093C\u0901\u0902\u09BC\u0981]/g;

/** An ASCII colon typed between Devanagari letters for the visarga (स्वत:ला for स्वतःला). */
const COLON_AS_VISARGA = /(?<=[\u0900-\u097F]):(?=[\u0900-\u097F])/g;

const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u0060\u00B4]/g;
const DASHES_AND_JOINERS = /[-\u2010-\u2015_]/g;

/**
 * NFKC (full-width Latin and compatibility forms become plain letters; nuqta letters
 * decompose), invisibles removed, optional Indic marks dropped. Case is kept: pattern
 * sources use escapes like \S whose case matters.
 */
export function foldScripts(text: string): string {
  return text.normalize("NFKC").replace(INVISIBLE, "").normalize("NFD").replace(OPTIONAL_MARKS, "").normalize("NFC").replace(COLON_AS_VISARGA, "\u0903");
}

/** The form a visitor's text is matched in: folded, lower-cased, one kind of apostrophe and space. */
export function normaliseForMatching(text: string): string {
  return foldScripts(text).toLowerCase().replace(APOSTROPHES, "'").replace(DASHES_AND_JOINERS, " ").replace(/\s+/g, " ").trim();
}

/** The same text with everything but letters, marks and digits removed: "kill my self" → "killmyself". */
export function compactForMatching(normalised: string): string {
  return normalised.replace(/[^\p{L}\p{M}\p{N}]/gu, "");
}
