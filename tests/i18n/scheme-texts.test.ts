// The government-scheme calculators in Hindi, Marathi and Bengali (PPF, SSY, SCSS, NSC, Post Office MIS, NPS),
// beyond what the catalogue check (calculator-texts.test.ts) reaches with its trial values and
// default plan: the messages of each scheme's own rules (PPF's extension blocks, the girl's
// age for Sukanya Samriddhi, the NPS age and the 20% / 40% annuity minimums, the MIS joint
// limit, the multiples of ₹1,000), the other choices computed with the real core, and the
// rate and limits sources with their dates, all in the language with no English left. The
// expected wording of each language is in WORDS; every check runs for each language there.
import { describe, expect, it } from "vitest";
import type { AnyCalculatorDefinition } from "../../src/calculators/definition";
import { validator } from "../../src/calculators/definitions/definition-test-kit";
import { asOfHi, sourceHi } from "../../src/calculators/definitions/hi/scheme-parts.hi";
import { asOfMr, sourceMr } from "../../src/calculators/definitions/mr/scheme-parts.mr";
import { asOfBn, sourceBn } from "../../src/calculators/definitions/bn/scheme-parts.bn";
import { localiseDefinition } from "../../src/calculators/i18n/definition-text";
import { NSC_RULES, NPS_RULES, POST_OFFICE_MIS_RULES, PPF_RULES, SCSS_RULES, SSY_RULES } from "../../src/calculators/reference-data";
import { DEFINITION_TEXTS, DEFINITIONS, loadCalculatorLocale } from "../../src/calculators/registry";
import type { CalcClient } from "../../src/core/calc-client";
import { calcApi } from "../wasm/load-core";

const client = calcApi as unknown as CalcClient;

/** Latin words a scheme page keeps in any language: abbreviations, and names of sources as published. */
const KEPT_WORDS = new Set(["PPF", "SSY", "SCSS", "NSC", "NPS", "POMIS", "PFRDA", "SBI", "taxguru.in", "Livemint", "India.com", "Moneycontrol", "D", "r", "n", "k", "A", "C", "i"]);

/** The Latin words in `text` that are not kept terms: English left in a translated string. */
function englishIn(text: string): string[] {
  return (text.match(/[A-Za-z][A-Za-z.]*[A-Za-z]|[A-Za-z]/g) ?? []).filter((word) => !KEPT_WORDS.has(word));
}

/** The letters of each language's script. */
const LETTERS: Record<SchemeLocale, RegExp> = { hi: /[\u0900-\u097F]/, mr: /[\u0900-\u097F]/, bn: /[\u0980-\u09FF]/ };

function expectTranslated(text: string | undefined, where: string, locale: SchemeLocale): void {
  expect(text, where).toMatch(LETTERS[locale]);
  expect(englishIn(text!), `${where}: ${text}`).toEqual([]);
}

interface Localised {
  english: AnyCalculatorDefinition;
  local: AnyCalculatorDefinition;
  locale: SchemeLocale;
  missing: Set<string>;
}

async function localised(locale: SchemeLocale, id: string): Promise<Localised> {
  const [english, text, shared] = await Promise.all([DEFINITIONS[id](), DEFINITION_TEXTS[locale][id](), loadCalculatorLocale(locale)]);
  const missing = new Set<string>();
  return { english, local: localiseDefinition(english, text, shared, (message) => missing.add(message)), locale, missing };
}

/** The field values as the page sends them to compute: a definition's defaults with some changed. */
function inputs(definition: AnyCalculatorDefinition, changes: Record<string, string>): Record<string, number> {
  const values: Record<string, number> = {};
  for (const field of definition.fields) {
    const raw = changes[field.id] ?? String(field.defaultValue);
    values[field.id] = field.kind === "choice" ? field.options.find((option) => option.key === raw)!.value : Number(raw);
  }
  return values;
}

/** Computes `changes` with the real core and checks everything the result makes is in the language. */
async function expectComputedInLanguage({ english, local, locale, missing }: Localised, changes: Record<string, string>): Promise<void> {
  expect(validator(local)(changes), "a valid plan").toEqual({});
  const result: unknown = await local.compute(client, inputs(english, changes));
  const notice = local.notice?.(result);
  if (notice) expectTranslated(notice, "notice", locale);
  expectTranslated(typeof local.convention === "function" ? local.convention(result) : local.convention, "convention", locale);
  for (const slice of local.donut?.(result) ?? []) expectTranslated(slice.label, "donut slice", locale);
  for (const field of local.results) if (field.text && (field.shownWhen?.(result) ?? true)) expectTranslated(field.text(result), `result ${field.id}`, locale);
  expect([...missing]).toEqual([]);
}

/** The message each of `cases` (field -> value) gives in the language, checked free of English. */
function messagesFor({ local, locale, missing }: Localised, changes: Record<string, string>): Record<string, string> {
  const errors = validator(local)(changes);
  for (const [field, message] of Object.entries(errors)) expectTranslated(message, field, locale);
  expect([...missing]).toEqual([]);
  return errors;
}


type SchemeLocale = "hi" | "mr" | "bn";

/** What each language says for the cases below, word for word. */
const WORDS = {
  hi: {
    sourceOf: sourceHi,
    asOfOf: asOfHi,
    asOf: ["जनवरी-मार्च 2026 तिमाही", "नियम 23 नवंबर 2026 को जांचे गए", "दिसंबर 2025 से लागू; नियम 3 फरवरी 2026 को जांचे गए"],
    ppfTerm: "अवधि 15 वर्ष रखें, या 15 के बाद 5-5 वर्ष के ब्लॉक जोड़कर (20, 25, 30 …)",
    ppfWhole: "अवधि पूरे वर्षों में भरें",
    ppfTooLong: "अवधि 50 वर्ष से अधिक नहीं रख सकते",
    ppfMin: "सालाना जमा कम से कम ₹500 रखें (PPF में एक साल की न्यूनतम जमा)",
    ppfMax: "सालाना जमा ₹1,50,000 से अधिक नहीं रख सकते (PPF में एक वित्त वर्ष की सीमा)",
    ppfRate: "PPF की जनवरी-मार्च 2026 तिमाही के लिए अधिसूचित दर है (वित्त मंत्रालय",
    ppfChecked: "नियम 23 नवंबर 2026 को जांचे गए",
    ssyAge: "खाता खोलते समय बेटी की उम्र 10 वर्ष से अधिक नहीं रख सकते: खाता उसके 11 साल की होने से पहले खुलना चाहिए",
    ssyAgeEmpty: "खाता खोलते समय बेटी की उम्र भरें",
    ssyAgeNegative: "खाता खोलते समय बेटी की उम्र शून्य से कम नहीं रख सकते",
    ssyAgeWhole: "खाता खोलते समय बेटी की उम्र पूरे वर्षों में भरें",
    ssyMin: "सालाना जमा कम से कम ₹250 रखें (सुकन्या समृद्धि योजना में एक साल की न्यूनतम जमा)",
    ssyMax: "सालाना जमा ₹1,50,000 से अधिक नहीं रख सकते (सुकन्या समृद्धि योजना में एक वित्त वर्ष की सीमा)",
    scssMin: "जमा राशि कम से कम ₹1,000 रखें (SCSS में न्यूनतम जमा)",
    scssMax: "जमा राशि ₹30,00,000 से अधिक नहीं रख सकते (SCSS में प्रति व्यक्ति सीमा)",
    scssMultiple: "जमा राशि ₹1,000 के गुणक में रखें",
    scssTerms: ["5 वर्ष", "8 वर्ष (एक बार 3 वर्ष बढ़ाकर)"],
    nscMin: "निवेश राशि कम से कम ₹1,000 रखें (NSC में न्यूनतम निवेश)",
    nscMultiple: "निवेश राशि ₹100 के गुणक में रखें",
    nscMax: "निवेश राशि ₹10,00,00,00,000 से अधिक नहीं रख सकते",
    misSingle: "जमा राशि ₹9,00,000 से अधिक नहीं रख सकते (POMIS में एकल खाते की सीमा)",
    misJoint: "जमा राशि ₹15,00,000 से अधिक नहीं रख सकते (POMIS में संयुक्त खाते की सीमा)",
    misMin: "जमा राशि कम से कम ₹1,000 रखें (POMIS में न्यूनतम जमा)",
    misMultiple: "जमा राशि ₹1,000 के गुणक में रखें",
    misTypes: ["एकल खाता (₹9,00,000 तक)", "संयुक्त खाता (₹15,00,000 तक)"],
    npsOthers: "एन्युटी के लिए फंड का हिस्सा कम से कम 20% रखें (गैर-सरकारी सब्सक्राइबर के लिए नियम)",
    npsGovernment: "एन्युटी के लिए फंड का हिस्सा कम से कम 40% रखें (सरकारी सब्सक्राइबर के लिए नियम)",
    npsWhole: "एन्युटी के लिए फंड का हिस्सा 100% से अधिक नहीं रख सकते",
    npsYoung: "NPS से जुड़ने के लिए आपकी उम्र कम से कम 18 वर्ष होनी चाहिए",
    npsOld: "आपकी उम्र 60 वर्ष से कम होनी चाहिए: यहां NPS से निकलने की उम्र 60 वर्ष मानी गई है",
    npsAgeEmpty: "आपकी उम्र भरें",
    npsAgeWhole: "आपकी उम्र पूरे वर्षों में भरें",
    npsSectors: ["गैर-सरकारी (एन्युटी कम से कम 20%)", "सरकारी (एन्युटी कम से कम 40%)"],
    npsSource: "न्यूनतम एन्युटी हिस्सा: PFRDA (NPS से निकासी) (संशोधन) विनियम, 2025, Moneycontrol की 16.12.2025 की खबर के अनुसार, दिसंबर 2025 से लागू; नियम 23 नवंबर 2026 को जांचे गए।",
  },
  mr: {
    sourceOf: sourceMr,
    asOfOf: asOfMr,
    asOf: ["जानेवारी-मार्च 2026 तिमाही", "नियम 23 नोव्हेंबर 2026 रोजी तपासले", "डिसेंबर 2025 पासून लागू; नियम 3 फेब्रुवारी 2026 रोजी तपासले"],
    ppfTerm: "कालावधी 15 वर्षे ठेवा, किंवा 15 नंतर 5-5 वर्षांचे टप्पे जोडून (20, 25, 30 …)",
    ppfWhole: "कालावधी पूर्ण वर्षांत भरा",
    ppfTooLong: "कालावधी 50 वर्षांपेक्षा जास्त ठेवता येत नाही",
    ppfMin: "वार्षिक जमा रक्कम किमान ₹500 ठेवा (PPF मध्ये एका वर्षाची किमान जमा रक्कम)",
    ppfMax: "वार्षिक जमा रक्कम ₹1,50,000 पेक्षा जास्त ठेवता येत नाही (PPF मध्ये एका आर्थिक वर्षाची मर्यादा)",
    ppfRate: "दर PPF साठी जानेवारी-मार्च 2026 तिमाही करिता अधिसूचित केलेला दर आहे (केंद्रीय अर्थ मंत्रालयाची",
    ppfChecked: "नियम 23 नोव्हेंबर 2026 रोजी तपासले",
    ssyAge: "खाते उघडताना मुलीचे वय 10 वर्षांपेक्षा जास्त ठेवता येत नाही: खाते ती 11 वर्षांची होण्यापूर्वी उघडले पाहिजे",
    ssyAgeEmpty: "खाते उघडताना मुलीचे वय भरा",
    ssyAgeNegative: "खाते उघडताना मुलीचे वय शून्यापेक्षा कमी ठेवता येत नाही",
    ssyAgeWhole: "खाते उघडताना मुलीचे वय पूर्ण वर्षांत भरा",
    ssyMin: "वार्षिक जमा रक्कम किमान ₹250 ठेवा (सुकन्या समृद्धी योजनेत एका वर्षाची किमान जमा रक्कम)",
    ssyMax: "वार्षिक जमा रक्कम ₹1,50,000 पेक्षा जास्त ठेवता येत नाही (सुकन्या समृद्धी योजनेत एका आर्थिक वर्षाची मर्यादा)",
    scssMin: "ठेव रक्कम किमान ₹1,000 ठेवा (SCSS मधील किमान ठेव)",
    scssMax: "ठेव रक्कम ₹30,00,000 पेक्षा जास्त ठेवता येत नाही (SCSS मध्ये प्रत्येक व्यक्तीची मर्यादा)",
    scssMultiple: "ठेव रक्कम ₹1,000 च्या पटीत ठेवा",
    scssTerms: ["5 वर्षे", "8 वर्षे (एकदा 3 वर्षांची मुदतवाढ घेऊन)"],
    nscMin: "गुंतवणूक रक्कम किमान ₹1,000 ठेवा (NSC मधील किमान गुंतवणूक)",
    nscMultiple: "गुंतवणूक रक्कम ₹100 च्या पटीत ठेवा",
    nscMax: "गुंतवणूक रक्कम ₹10,00,00,00,000 पेक्षा जास्त ठेवता येत नाही",
    misSingle: "ठेव रक्कम ₹9,00,000 पेक्षा जास्त ठेवता येत नाही (POMIS मध्ये एकल खात्याची मर्यादा)",
    misJoint: "ठेव रक्कम ₹15,00,000 पेक्षा जास्त ठेवता येत नाही (POMIS मध्ये संयुक्त खात्याची मर्यादा)",
    misMin: "ठेव रक्कम किमान ₹1,000 ठेवा (POMIS मधील किमान ठेव)",
    misMultiple: "ठेव रक्कम ₹1,000 च्या पटीत ठेवा",
    misTypes: ["एकल खाते (₹9,00,000 पर्यंत)", "संयुक्त खाते (₹15,00,000 पर्यंत)"],
    npsOthers: "ॲन्युइटीसाठी निधीचा वाटा किमान 20% ठेवा (बिगर-सरकारी सदस्यासाठीचा नियम)",
    npsGovernment: "ॲन्युइटीसाठी निधीचा वाटा किमान 40% ठेवा (सरकारी सदस्यासाठीचा नियम)",
    npsWhole: "ॲन्युइटीसाठी निधीचा वाटा 100% पेक्षा जास्त ठेवता येत नाही",
    npsYoung: "NPS मध्ये सामील होण्यासाठी तुमचे वय किमान 18 वर्षे असावे",
    npsOld: "तुमचे वय 60 वर्षांपेक्षा कमी असावे: येथे NPS मधून बाहेर पडण्याचे वय 60 वर्षे धरले आहे",
    npsAgeEmpty: "तुमचे वय भरा",
    npsAgeWhole: "तुमचे वय पूर्ण वर्षांत भरा",
    npsSectors: ["बिगर-सरकारी (ॲन्युइटी किमान 20%)", "सरकारी (ॲन्युइटी किमान 40%)"],
    npsSource: "किमान ॲन्युइटी वाटा: PFRDA (NPS मधून बाहेर पडणे व पैसे काढणे) (सुधारणा) विनियम, 2025, Moneycontrol च्या 16.12.2025 च्या बातमीनुसार, डिसेंबर 2025 पासून लागू; नियम 23 नोव्हेंबर 2026 रोजी तपासले.",
  },
  bn: {
    sourceOf: sourceBn,
    asOfOf: asOfBn,
    asOf: ["জানুয়ারি-মার্চ 2026 ত্রৈমাসিক", "23 নভেম্বর 2026-এ নিয়ম যাচাই করা হয়েছে", "ডিসেম্বর 2025 থেকে চালু; 3 ফেব্রুয়ারি 2026-এ নিয়ম যাচাই করা হয়েছে"],
    ppfTerm: "মেয়াদ 15 বছর রাখুন, অথবা 15 বছরের পরে 5 বছর করে যোগ করে (20, 25, 30 …)",
    ppfWhole: "মেয়াদ পূর্ণ বছরে লিখুন",
    ppfTooLong: "মেয়াদ 50 বছরের বেশি হতে পারে না",
    ppfMin: "বার্ষিক জমা অন্তত ₹500 হতে হবে (PPF-এ বছরে ন্যূনতম জমা)",
    ppfMax: "বার্ষিক জমা ₹1,50,000-এর বেশি হতে পারে না (PPF-এ এক অর্থবর্ষের ঊর্ধ্বসীমা)",
    ppfRate: "হারটি PPF-এর জন্য ঘোষিত সুদের হার, জানুয়ারি-মার্চ 2026 ত্রৈমাসিক (কেন্দ্রীয় অর্থ মন্ত্রকের",
    ppfChecked: "23 নভেম্বর 2026-এ নিয়ম যাচাই করা হয়েছে",
    ssyAge: "অ্যাকাউন্ট খোলার সময় মেয়ের বয়স 10 বছরের বেশি হতে পারে না: মেয়ের 11 বছর বয়স হওয়ার আগেই অ্যাকাউন্ট খুলতে হবে",
    ssyAgeEmpty: "অ্যাকাউন্ট খোলার সময় মেয়ের বয়স লিখুন",
    ssyAgeNegative: "অ্যাকাউন্ট খোলার সময় মেয়ের বয়স শূন্যের কম হতে পারে না",
    ssyAgeWhole: "অ্যাকাউন্ট খোলার সময় মেয়ের বয়স পূর্ণ বছরে লিখুন",
    ssyMin: "বার্ষিক জমা অন্তত ₹250 হতে হবে (সুকন্যা সমৃদ্ধিতে বছরে ন্যূনতম জমা)",
    ssyMax: "বার্ষিক জমা ₹1,50,000-এর বেশি হতে পারে না (সুকন্যা সমৃদ্ধিতে এক অর্থবর্ষের ঊর্ধ্বসীমা)",
    scssMin: "আমানতের অঙ্ক অন্তত ₹1,000 হতে হবে (SCSS-এ ন্যূনতম আমানত)",
    scssMax: "আমানতের অঙ্ক ₹30,00,000-এর বেশি হতে পারে না (SCSS-এ মাথাপিছু ঊর্ধ্বসীমা)",
    scssMultiple: "আমানতের অঙ্ক ₹1,000-এর গুণিতকে হতে হবে",
    scssTerms: ["5 বছর", "8 বছর (একবার 3 বছর মেয়াদ বাড়িয়ে)"],
    nscMin: "বিনিয়োগের অঙ্ক অন্তত ₹1,000 হতে হবে (NSC-তে ন্যূনতম বিনিয়োগ)",
    nscMultiple: "বিনিয়োগের অঙ্ক ₹100-এর গুণিতকে হতে হবে",
    nscMax: "বিনিয়োগের অঙ্ক ₹10,00,00,00,000-এর বেশি হতে পারে না",
    misSingle: "আমানতের অঙ্ক ₹9,00,000-এর বেশি হতে পারে না (POMIS-এ একক অ্যাকাউন্টের ঊর্ধ্বসীমা)",
    misJoint: "আমানতের অঙ্ক ₹15,00,000-এর বেশি হতে পারে না (POMIS-এ যৌথ অ্যাকাউন্টের ঊর্ধ্বসীমা)",
    misMin: "আমানতের অঙ্ক অন্তত ₹1,000 হতে হবে (POMIS-এ ন্যূনতম আমানত)",
    misMultiple: "আমানতের অঙ্ক ₹1,000-এর গুণিতকে হতে হবে",
    misTypes: ["একক অ্যাকাউন্ট (₹9,00,000 পর্যন্ত)", "যৌথ অ্যাকাউন্ট (₹15,00,000 পর্যন্ত)"],
    npsOthers: "অ্যানুইটির জন্য তহবিলের অংশ অন্তত 20% হতে হবে (বেসরকারি গ্রাহকের নিয়ম)",
    npsGovernment: "অ্যানুইটির জন্য তহবিলের অংশ অন্তত 40% হতে হবে (সরকারি গ্রাহকের নিয়ম)",
    npsWhole: "অ্যানুইটির জন্য তহবিলের অংশ 100%-এর বেশি হতে পারে না",
    npsYoung: "NPS-এ যোগ দিতে আপনার বয়স অন্তত 18 বছর হতে হবে",
    npsOld: "আপনার বয়স 60 বছরের কম হতে হবে: এখানে NPS থেকে বেরোনোর বয়স 60 বছর ধরা হয়েছে",
    npsAgeEmpty: "আপনার বয়স লিখুন",
    npsAgeWhole: "আপনার বয়স পূর্ণ বছরে লিখুন",
    npsSectors: ["বেসরকারি (অ্যানুইটি অন্তত 20%)", "সরকারি (অ্যানুইটি অন্তত 40%)"],
    npsSource: "ন্যূনতম অ্যানুইটির অংশ: PFRDA (NPS থেকে প্রস্থান ও টাকা তোলা) (সংশোধনী) বিধি, 2025, Moneycontrol-এ 16.12.2025-এর খবর অনুযায়ী, ডিসেম্বর 2025 থেকে চালু; 23 নভেম্বর 2026-এ নিয়ম যাচাই করা হয়েছে।",
  },
} as const;

describe.each(Object.keys(WORDS) as SchemeLocale[])("the schemes in %s", (locale) => {
  const words = WORDS[locale];
  const open = (id: string) => localised(locale, id);

  describe("sources and dates", () => {
    const figures = [PPF_RULES, PPF_RULES.rate, SSY_RULES, SSY_RULES.rate, SCSS_RULES, SCSS_RULES.rate, POST_OFFICE_MIS_RULES, POST_OFFICE_MIS_RULES.rate, NSC_RULES, NSC_RULES.rate, NPS_RULES];

    it("has a wording for every source and date the scheme pages show", () => {
      for (const { source, asOf } of figures) {
        expect(words.sourceOf(source), source).not.toBe(source);
        expectTranslated(words.sourceOf(source), source, locale);
        expectTranslated(words.asOfOf(asOf), asOf, locale);
      }
    });

    it("writes the quarter, the check date and the date in force", () => {
      expect(["Jan-Mar 2026 quarter", "rules checked 23 Nov 2026", "in force from Dec 2025; rules checked 3 Feb 2026"].map(words.asOfOf)).toEqual(words.asOf);
    });
  });

  describe("PPF", () => {
    it("says how the term may be extended, in blocks of 5 years", async () => {
      const ppf = await open("ppf");
      expect(messagesFor(ppf, { timePeriod: "17" })).toEqual({ timePeriod: words.ppfTerm });
      expect(messagesFor(ppf, { timePeriod: "12" })).toEqual({ timePeriod: words.ppfTerm });
      expect(messagesFor(ppf, { timePeriod: "20.5" })).toEqual({ timePeriod: words.ppfWhole });
      expect(messagesFor(ppf, { timePeriod: "55" })).toEqual({ timePeriod: words.ppfTooLong });
    });

    it("gives the deposit limits of a financial year", async () => {
      const ppf = await open("ppf");
      expect(messagesFor(ppf, { yearlyDeposit: "499" })).toEqual({ yearlyDeposit: words.ppfMin });
      expect(messagesFor(ppf, { yearlyDeposit: "150001" })).toEqual({ yearlyDeposit: words.ppfMax });
    });

    it("computes an extended account", async () => {
      await expectComputedInLanguage(await open("ppf"), { timePeriod: "25", yearlyDeposit: "60000" });
    });

    it("shows the rate's quarter and source, and the rules' date", async () => {
      const { local } = await open("ppf");
      expect(local.convention).toContain(words.ppfRate);
      expect(local.convention).toContain(words.ppfChecked);
    });
  });

  describe("Sukanya Samriddhi", () => {
    it("says the account opens before the girl turns 11, and a newborn is allowed", async () => {
      const ssy = await open("ssy");
      expect(messagesFor(ssy, { girlAge: "11" })).toEqual({ girlAge: words.ssyAge });
      expect(messagesFor(ssy, { girlAge: "" })).toEqual({ girlAge: words.ssyAgeEmpty });
      expect(messagesFor(ssy, { girlAge: "-1" })).toEqual({ girlAge: words.ssyAgeNegative });
      expect(messagesFor(ssy, { girlAge: "4.5" })).toEqual({ girlAge: words.ssyAgeWhole });
      expect(messagesFor(ssy, { girlAge: "0" })).toEqual({});
    });

    it("gives the deposit limits of a financial year", async () => {
      const ssy = await open("ssy");
      expect(messagesFor(ssy, { yearlyDeposit: "200" })).toEqual({ yearlyDeposit: words.ssyMin });
      expect(messagesFor(ssy, { yearlyDeposit: "200000" })).toEqual({ yearlyDeposit: words.ssyMax });
    });

    it("computes for a newborn and for a girl of 10", async () => {
      const ssy = await open("ssy");
      await expectComputedInLanguage(ssy, { girlAge: "0", yearlyDeposit: "250" });
      await expectComputedInLanguage(ssy, { girlAge: "10" });
    });
  });

  describe("SCSS", () => {
    it("gives the deposit's limits and its multiples of ₹1,000", async () => {
      const scss = await open("scss");
      expect(messagesFor(scss, { deposit: "500" })).toEqual({ deposit: words.scssMin });
      expect(messagesFor(scss, { deposit: "3001000" })).toEqual({ deposit: words.scssMax });
      expect(messagesFor(scss, { deposit: "150500" })).toEqual({ deposit: words.scssMultiple });
    });

    it("offers the 3-year extension and computes it", async () => {
      const scss = await open("scss");
      const term = scss.local.fields.find((field) => field.id === "timePeriod");
      expect(term?.kind === "choice" && term.options.map((option) => option.label)).toEqual(words.scssTerms);
      await expectComputedInLanguage(scss, { timePeriod: "8", deposit: "3000000" });
    });
  });

  describe("NSC", () => {
    it("gives the minimum, the multiples of ₹100 and the calculator's own ceiling", async () => {
      const nsc = await open("nsc");
      expect(messagesFor(nsc, { amount: "900" })).toEqual({ amount: words.nscMin });
      expect(messagesFor(nsc, { amount: "1050" })).toEqual({ amount: words.nscMultiple });
      expect(messagesFor(nsc, { amount: "20000000000" })).toEqual({ amount: words.nscMax });
    });

    it("computes the smallest certificate", async () => {
      await expectComputedInLanguage(await open("nsc"), { amount: "1000", annualRate: "7.7" });
    });
  });

  describe("Post Office MIS", () => {
    it("gives the single and the joint account's limits", async () => {
      const mis = await open("post-office-mis");
      expect(messagesFor(mis, { deposit: "1000000" })).toEqual({ deposit: words.misSingle });
      expect(messagesFor(mis, { deposit: "1000000", accountType: "joint" })).toEqual({});
      expect(messagesFor(mis, { deposit: "1600000", accountType: "joint" })).toEqual({ deposit: words.misJoint });
      expect(messagesFor(mis, { deposit: "999" })).toEqual({ deposit: words.misMin });
      expect(messagesFor(mis, { deposit: "5000" })).toEqual({});
      expect(messagesFor(mis, { deposit: "5500" })).toEqual({ deposit: words.misMultiple });
    });

    it("offers the account types and computes a joint account", async () => {
      const mis = await open("post-office-mis");
      const type = mis.local.fields.find((field) => field.id === "accountType");
      expect(type?.kind === "choice" && type.options.map((option) => option.label)).toEqual(words.misTypes);
      await expectComputedInLanguage(mis, { accountType: "joint", deposit: "1500000" });
    });
  });

  describe("NPS", () => {
    it("gives the 20% minimum annuity share outside government and 40% in it", async () => {
      const nps = await open("nps");
      expect(messagesFor(nps, { annuityShare: "15" })).toEqual({ annuityShare: words.npsOthers });
      expect(messagesFor(nps, { annuityShare: "20" })).toEqual({});
      expect(messagesFor(nps, { annuityShare: "30", sector: "government" })).toEqual({ annuityShare: words.npsGovernment });
      expect(messagesFor(nps, { annuityShare: "101", sector: "government" })).toEqual({ annuityShare: words.npsWhole });
    });

    it("gives the entry and exit ages", async () => {
      const nps = await open("nps");
      expect(messagesFor(nps, { currentAge: "17" })).toEqual({ currentAge: words.npsYoung });
      expect(messagesFor(nps, { currentAge: "60" })).toEqual({ currentAge: words.npsOld });
      expect(messagesFor(nps, { currentAge: "0" })).toEqual({ currentAge: words.npsYoung });
      expect(messagesFor(nps, { currentAge: "" })).toEqual({ currentAge: words.npsAgeEmpty });
      expect(messagesFor(nps, { currentAge: "30.5" })).toEqual({ currentAge: words.npsAgeWhole });
    });

    it("offers the subscriber types and computes a government subscriber and a whole annuity", async () => {
      const nps = await open("nps");
      const sector = nps.local.fields.find((field) => field.id === "sector");
      expect(sector?.kind === "choice" && sector.options.map((option) => option.label)).toEqual(words.npsSectors);
      await expectComputedInLanguage(nps, { sector: "government", annuityShare: "40", currentAge: "59" });
      await expectComputedInLanguage(nps, { annuityShare: "100", currentAge: "18" });
    });

    it("shows the PFRDA rule's source and dates", async () => {
      const { local } = await open("nps");
      expect(local.convention).toContain(words.npsSource);
    });
  });
});
