// The catalogue check: every locale has every message of English with the same shape (keys,
// list lengths, message functions' arity), and no message of another language is left in
// English, static or made at run time: each is written in the language's script
// (LOCALE_INFO's `script`) unless it is one of the few terms every language keeps as they are.
// A catalogue a language does not have yet (`notYetWritten`, while it is being written) is
// reported as skipped, by name; its pages are not offered in that language.
import { describe, expect, it } from "vitest";
import { allBundles } from "./all-bundles";
import { CatalogueNotYetWritten } from "./catalogue";
import { LOCALE_INFO, LOCALES } from "./locales";

/** Messages every language keeps as they are: abbreviations the glossaries keep in Latin, names, examples. */
const KEPT_AS_IS = new Set(["SIP", "EMI", "FD", "RD", "PPF", "EPF", "NPS", "PAN", "HRA", "SCSS", "NSC", "SWP", "CAGR", "XIRR", "aap@example.com", "apni@example.com", "English"]);

/** The letters of each script a language is written in. */
const SCRIPT_LETTERS = { Latn: /[A-Za-z]/, Deva: /[\u0900-\u097F]/, Beng: /[\u0980-\u09FF]/ } as const;

interface Leaf {
  path: string;
  value: unknown;
}

function leaves(value: unknown, path = ""): Leaf[] {
  if (typeof value === "string" || typeof value === "function") return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  return [{ path, value }];
}

/** A message function called with sample arguments: numbers for counts, words for names. */
function sample(fn: (...args: unknown[]) => unknown): unknown {
  return fn(...Array.from({ length: fn.length }, (_, index) => (index % 2 === 0 ? 3 : "Asha")));
}

const bundles = allBundles();

describe("the message catalogues", () => {
  it("finds the feature bundles", () => {
    expect(bundles.map(({ bundle }) => bundle.id)).toEqual(expect.arrayContaining(["shell", "home", "tools"]));
  });

  for (const { file, bundle } of bundles) {
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      it(`${file}: ${locale} has every English message, in ${locale}`, async (context) => {
        const script = SCRIPT_LETTERS[LOCALE_INFO[locale].script];
        const english = new Map(leaves(await bundle.load("en")).map((leaf) => [leaf.path, leaf.value]));
        const loaded = await bundle.load(locale).catch((error: unknown) => {
          if (error instanceof CatalogueNotYetWritten) return undefined;
          throw error;
        });
        if (loaded === undefined) {
          context.skip(`${file}: not written in ${locale} yet`);
          return;
        }
        const translated = new Map(leaves(loaded).map((leaf) => [leaf.path, leaf.value]));
        const missing = [...english.keys()].filter((path) => !translated.has(path));
        expect(missing, "messages without a translation").toEqual([]);
        const problems: string[] = [];
        for (const [path, value] of translated) {
          const source = english.get(path);
          if (typeof source === "function") {
            if (typeof value !== "function" || value.length !== source.length) problems.push(`${path}: not a message function of ${source.length} arguments`);
            continue;
          }
          if (typeof value === "function") {
            problems.push(`${path}: a function where English has text`);
            continue;
          }
          const text = String(value);
          if (source === "") continue; // English shows nothing here; the locale may add a note.
          if (!text.trim()) problems.push(`${path}: empty`);
          // Punctuation alone (Marathi ends a sentence with '.', as English does) is no English left.
          else if (!script.test(text) && !KEPT_AS_IS.has(text) && /\p{L}/u.test(text)) problems.push(`${path}: not in ${locale}'s script: ${text}`);
        }
        for (const [path, value] of translated) {
          if (typeof value !== "function") continue;
          const result = sample(value as (...args: unknown[]) => unknown);
          // A page's prose (PageContent) renders elements: the browser test reads those pages.
          if (typeof result !== "string") continue;
          const text = result;
          // Where English says nothing for the sample (a figure below a threshold), nor need the locale.
          const source = english.get(path);
          if (text === "" && typeof source === "function" && sample(source as (...args: unknown[]) => unknown) === "") continue;
          if (!script.test(text)) problems.push(`${path}(...): not in ${locale}'s script: ${text}`);
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
