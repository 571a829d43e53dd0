// The loan, tax and salary calculators in Hindi, Marathi and Bengali beyond what the catalogue
// check reaches (tests/i18n/calculator-texts.test.ts computes only each default plan): the EMI
// with each prepayment mode (its convention, payoff month and messages), the schedules and their
// CSV rendered on the language's page, the SWP's and gratuity's other outcomes, and the sourced
// figures, each computed with the real core and read for any English left.
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import type { EmiResult } from "../../workers/calc-contract";
import type { CalcClient } from "../../src/core/calc-client";
import type { AnyCalculatorDefinition } from "../../src/calculators/definition";
import { computeInputs, validator } from "../../src/calculators/definitions/definition-test-kit";
import { EMI_CSV_FIELDS, emiMonthlyCsv, emiYearlyCsv } from "../../src/calculators/definitions/emi-csv";
import { EmiMonthlySchedule, EmiYearlySchedule } from "../../src/calculators/definitions/emi-schedule";
import { emiSectionsMessages } from "../../src/calculators/definitions/messages/emi-sections";
import { messages as emiSectionsHi } from "../../src/calculators/definitions/messages/emi-sections.hi";
import { messages as emiSectionsMr } from "../../src/calculators/definitions/messages/emi-sections.mr";
import { messages as emiSectionsBn } from "../../src/calculators/definitions/messages/emi-sections.bn";
import { IncomeTaxSteps } from "../../src/calculators/definitions/income-tax-steps";
import { incomeTaxStepsMessages } from "../../src/calculators/definitions/messages/income-tax-steps";
import { calculatorMessages } from "../../src/calculators/messages/calculator";
import { loadDefinition } from "../../src/calculators/registry";
import { TAX_YEARS, type IncomeTaxView } from "../../src/calculators/tax-rules";
import { calcApi } from "../wasm/load-core";

const client = calcApi as unknown as CalcClient;

/**
 * Latin words a translated string may keep: the glossary's abbreviations, the law's section numbers
 * and the names of sources. Anything else in Latin letters is English left behind.
 */
const KEPT_LATIN = new Set(["EMI", "EPF", "EPS", "EPFO", "DA", "HRA", "CSV", "CBDT", "SIP", "XIRR", "CAGR", "SWP", "NPS", "RBI", "MP", "S", "O", "E"]);

function englishLeft(text: string): string[] {
  // Section numbers (80CCD(1B), 115BAC, 24(b)) start with a digit and are kept as the law writes them.
  // A hyphen belongs to a word only inside it: Bengali joins its case ending to an abbreviation
  // with one ('DA-র', 'EPFO-র'), and that ending is not English.
  return (text.match(/[A-Za-z0-9](?:[A-Za-z0-9']|-(?=[A-Za-z0-9]))*/g) ?? []).filter((word) => /^[A-Za-z]/.test(word) && !KEPT_LATIN.has(word) && word.length > 1);
}

function expectTranslated(text: string | null | undefined, where: string, letters: RegExp): void {
  expect(text, where).toBeTruthy();
  expect(text, where).toMatch(letters);
  expect(englishLeft(text!), `${where}: ${text}`).toEqual([]);
}

/** The definition in `locale`, with every string it could not translate recorded. */
async function localised(locale: TextLocale, id: string): Promise<{ definition: AnyCalculatorDefinition; missing: Set<string> }> {
  const [{ localiseDefinition }, { DEFINITIONS, DEFINITION_TEXTS, loadCalculatorLocale }] = await Promise.all([
    import("../../src/calculators/i18n/definition-text"),
    import("../../src/calculators/registry"),
  ]);
  const missing = new Set<string>();
  const [english, text, shared] = await Promise.all([DEFINITIONS[id](), DEFINITION_TEXTS[locale][id](), loadCalculatorLocale(locale)]);
  return { definition: localiseDefinition(english, text, shared, (message) => missing.add(message)), missing };
}

/** Every run-time string of a result: notice, convention, donut and shown text results. */
function runTimeStrings(definition: AnyCalculatorDefinition, result: unknown): Record<string, string> {
  const strings: Record<string, string> = {};
  const notice = definition.notice?.(result);
  if (notice) strings.notice = notice;
  strings.convention = typeof definition.convention === "function" ? definition.convention(result) : definition.convention;
  for (const slice of definition.donut?.(result) ?? []) strings[`donut ${slice.label}`] = slice.label;
  for (const field of definition.results) {
    if (field.text && (field.shownWhen?.(result) ?? true)) strings[`result ${field.id}`] = field.text(result);
  }
  return strings;
}

/** A section rendered on the page at `path` (its catalogue already loaded, so nothing suspends). */
function renderAt<P extends object>(path: string, Section: ComponentType<P>, props: P): string {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Section {...props} />
    </MemoryRouter>,
  );
}

/** The text of every `tag` element in the HTML, in order. */
function cells(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, "g"))].map((match) => match[1].replace(/<[^>]+>/g, "").replace(/<!-- -->/g, ""));
}

/** The visible text of the HTML. */
function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/&[a-z]+;/g, " ");
}

type TextLocale = "hi" | "mr" | "bn";
type LoanLocale = "hi" | "mr" | "bn";

/** What each language says about loans (the EMI calculator and its schedules), word for word. */
const LOAN_WORDS = {
  hi: {
    letters: /[\u0900-\u097F]/,
    reduceEmiConvention: "दोबारा निकाली जाती है",
    reduceTenureConvention: "EMI वही रहती है",
    monthOutside: "प्रीपेमेंट का महीना लोन की अवधि के भीतर होना चाहिए।",
    prepaymentTooHigh: "प्रीपेमेंट ₹1,00,00,00,000 से अधिक नहीं रख सकते।",
    yearlyCaption: ["साल-दर-साल भुगतान"],
    yearlyHeaders: ["वर्ष", "चुकाया मूलधन", "प्रीपेमेंट", "चुकाया ब्याज", "साल के अंत में बकाया"],
    yearlyDownload: ["सालाना शेड्यूल डाउनलोड करें (CSV)"],
    monthlyCaption: ["2026 में महीने-दर-महीने भुगतान"],
    showYear: ["वर्ष चुनें"],
    november: "नवंबर 2026",
    december: "दिसंबर 2026",
    monthlyCsv: "लोन का महीना,कैलेंडर वर्ष,कैलेंडर महीना,महीना,मूलधन,ब्याज,बकाया,प्रीपेमेंट",
    yearlyCsv: "वर्ष,मूलधन,ब्याज,बकाया,प्रीपेमेंट",
    emiTitle: "EMI कैलकुलेटर",
    sections: emiSectionsHi,
    path: "/hi",
  },
  mr: {
    letters: /[\u0900-\u097F]/,
    reduceEmiConvention: "पुन्हा मोजला जातो",
    reduceTenureConvention: "EMI तोच राहतो",
    monthOutside: "मुदतपूर्व परतफेडीचा महिना कर्जाच्या कालावधीतच असला पाहिजे.",
    prepaymentTooHigh: "मुदतपूर्व परतफेड ₹1,00,00,00,000 पेक्षा जास्त ठेवता येत नाही.",
    yearlyCaption: ["वर्षनिहाय परतफेड"],
    yearlyHeaders: ["वर्ष", "फेडलेले मुद्दल", "मुदतपूर्व परतफेड", "भरलेले व्याज", "वर्षअखेरीस शिल्लक कर्ज"],
    yearlyDownload: ["वार्षिक वेळापत्रक डाउनलोड करा (CSV)"],
    monthlyCaption: ["2026 मधील महिनानिहाय परतफेड"],
    showYear: ["वर्ष निवडा"],
    november: "नोव्हेंबर 2026",
    december: "डिसेंबर 2026",
    monthlyCsv: "कर्जाचा महिना,कॅलेंडर वर्ष,कॅलेंडर महिना,महिना,मुद्दल,व्याज,शिल्लक कर्ज,मुदतपूर्व परतफेड",
    yearlyCsv: "वर्ष,मुद्दल,व्याज,शिल्लक कर्ज,मुदतपूर्व परतफेड",
    emiTitle: "EMI कॅल्क्युलेटर",
    sections: emiSectionsMr,
    path: "/mr",
  },
  bn: {
    letters: /[\u0980-\u09FF]/,
    reduceEmiConvention: "EMI আবার কষা হয়",
    reduceTenureConvention: "EMI একই থাকে",
    monthOutside: "আগাম পরিশোধের মাস ঋণের মেয়াদের মধ্যেই হতে হবে।",
    prepaymentTooHigh: "আগাম পরিশোধ ₹1,00,00,00,000-এর বেশি হতে পারে না।",
    yearlyCaption: ["বছরওয়ারি ঋণ শোধ"],
    yearlyHeaders: ["বছর", "শোধ করা আসল", "আগাম পরিশোধ", "দেওয়া সুদ", "বছরের শেষে বকেয়া ঋণ"],
    yearlyDownload: ["বার্ষিক সূচি ডাউনলোড করুন (CSV)"],
    monthlyCaption: ["2026 সালের মাসওয়ারি ঋণ শোধ"],
    showYear: ["বছর বাছুন"],
    november: "নভেম্বর 2026",
    december: "ডিসেম্বর 2026",
    monthlyCsv: "ঋণের মাস,ক্যালেন্ডার বছর,ক্যালেন্ডার মাস,মাস,আসল,সুদ,বকেয়া ঋণ,আগাম পরিশোধ",
    yearlyCsv: "বছর,আসল,সুদ,বকেয়া ঋণ,আগাম পরিশোধ",
    emiTitle: "EMI ক্যালকুলেটর",
    sections: emiSectionsBn,
    path: "/bn",
  },
} as const;

/** What each language says about salary, tax and returns, word for word. */
const WORDS = {
  hi: {
    letters: /[\u0900-\u097F]/,
    forEver: "हमेशा: हर निकासी रिटर्न से ही निकल जाती है",
    past100: "100 वर्ष से ज्यादा",
    tenMonths: "10 महीने",
    withdrawalTooHigh: ["मासिक निकासी कुल निवेश से ज्यादा नहीं रख सकते"],
    gratuityThree: "3 वर्ष के लिए ₹86,538",
    epfMessages: ["आपका योगदान (बेसिक + DA का %) शून्य से कम नहीं रख सकते", "रिटायरमेंट की उम्र आपकी मौजूदा उम्र से ज्यादा रखें", "सालाना सैलरी बढ़ोतरी भरें"],
    epfWholeAge: ["आपकी उम्र पूरे वर्षों में भरें"],
    epfMinAge: ["आपकी उम्र कम से कम 15 वर्ष रखें"],
    seniorBand: "60 से 79 (वरिष्ठ नागरिक) उम्र के लिए",
    superSeniorBand: "80 और उससे ज्यादा (अति वरिष्ठ नागरिक) उम्र के लिए",
    bothSame: "दोनों व्यवस्थाओं में टैक्स बराबर है",
    newSavesPrefix: "नई व्यवस्था में",
    oldSavesPrefix: "पुरानी व्यवस्था में",
    yearOptions: ["वित्त वर्ष 2025-26 (आकलन वर्ष 2026-27)", "वित्त वर्ष 2026-27 (कर वर्ष 2026-27)"],
    ageEmpty: "उम्र भरें",
    otherIncomeNaN: "अन्य आय (सालाना) में कोई संख्या भरें",
    negative80C: "धारा 80C के तहत निवेश शून्य से कम नहीं रख सकते",
    hraOverSalary: "बेसिक सैलरी + DA और मिला HRA मिलाकर ग्रॉस सैलरी से ज्यादा नहीं हो सकते",
    salaryTooHigh: "ग्रॉस सैलरी (सालाना) ₹10,00,00,00,000 से अधिक नहीं रख सकते",
    rentEmpty: "चुकाया किराया (सालाना) भरें",
    stepsHeading: ["नई और पुरानी कर व्यवस्था, कदम-दर-कदम"],
    stepsHeaders: ["कदम", "नई व्यवस्था", "पुरानी व्यवस्था"],
    standardDeduction: "मानक कटौती",
    rebate: "धारा 87A की छूट (मार्जिनल रिलीफ के साथ)",
    taxableIncome: "टैक्स योग्य आय",
    totalTax: "कुल टैक्स",
    saving: /^(दोनों व्यवस्थाओं में टैक्स बराबर है|नई व्यवस्था में ₹[\d,]+ की बचत|पुरानी व्यवस्था में ₹[\d,]+ की बचत)$/,
    yearsMonthsThenLast: /^\d+ वर्ष( \d+ महीन[ाे])?(, फिर अगले महीने ₹[\d,]+)?$/,
    path: "/hi",
  },
  mr: {
    letters: /[\u0900-\u097F]/,
    forEver: "कायम: प्रत्येक वेळी काढलेली रक्कम परताव्यातूनच भागते",
    past100: "100 वर्षांपेक्षा जास्त",
    tenMonths: "10 महिने",
    withdrawalTooHigh: ["दरमहा काढायची रक्कम एकूण गुंतवणुकीपेक्षा जास्त ठेवता येत नाही"],
    gratuityThree: "3 वर्षांसाठी ₹86,538",
    epfMessages: ["तुमचे योगदान (मूळ वेतन + DA च्या %) शून्यापेक्षा कमी ठेवता येत नाही", "निवृत्तीचे वय तुमच्या सध्याच्या वयापेक्षा जास्त ठेवा", "वार्षिक वेतनवाढ भरा"],
    epfWholeAge: ["तुमचे वय पूर्ण वर्षांत भरा"],
    epfMinAge: ["तुमचे वय किमान 15 वर्षे ठेवा"],
    seniorBand: "60 ते 79 (ज्येष्ठ नागरिक) वयासाठी",
    superSeniorBand: "80 आणि त्याहून अधिक (अतिज्येष्ठ नागरिक) वयासाठी",
    bothSame: "दोन्ही करप्रणालींत कर सारखाच आहे",
    newSavesPrefix: "नव्या करप्रणालीत",
    oldSavesPrefix: "जुन्या करप्रणालीत",
    yearOptions: ["आर्थिक वर्ष 2025-26 (कर निर्धारण वर्ष 2026-27)", "आर्थिक वर्ष 2026-27 (कर वर्ष 2026-27)"],
    ageEmpty: "वय भरा",
    otherIncomeNaN: "इतर उत्पन्न (वार्षिक) मध्ये एखादी संख्या भरा",
    negative80C: "कलम 80C अंतर्गत गुंतवणूक शून्यापेक्षा कमी ठेवता येत नाही",
    hraOverSalary: "मूळ वेतन + DA आणि मिळालेला HRA मिळून एकूण वेतनापेक्षा जास्त असू शकत नाहीत",
    salaryTooHigh: "एकूण वेतन (वार्षिक) ₹10,00,00,00,000 पेक्षा जास्त ठेवता येत नाही",
    rentEmpty: "भरलेले भाडे (वार्षिक) भरा",
    stepsHeading: ["नवी आणि जुनी करप्रणाली, टप्प्याटप्प्याने"],
    stepsHeaders: ["टप्पा", "नवी करप्रणाली", "जुनी करप्रणाली"],
    standardDeduction: "प्रमाणित वजावट",
    rebate: "कलम 87A ची सवलत (मार्जिनल रिलीफसह)",
    taxableIncome: "करपात्र उत्पन्न",
    totalTax: "एकूण कर",
    saving: /^(दोन्ही करप्रणालींत कर सारखाच आहे|नव्या करप्रणालीत ₹[\d,]+ ची बचत|जुन्या करप्रणालीत ₹[\d,]+ ची बचत)$/,
    yearsMonthsThenLast: /^\d+ वर्षे?( \d+ महिन[ाे])?(, मग पुढच्या महिन्यात ₹[\d,]+)?$/,
    path: "/mr",
  },
  bn: {
    letters: /[\u0980-\u09FF]/,
    forEver: "চিরকাল: প্রতিবারের তোলা টাকা রিটার্ন থেকেই মেটে",
    past100: "100 বছরের বেশি",
    tenMonths: "10 মাস",
    withdrawalTooHigh: ["প্রতি মাসে তোলার অঙ্ক মোট বিনিয়োগের চেয়ে বেশি হতে পারে না"],
    gratuityThree: "3 বছরের জন্য ₹86,538",
    epfMessages: ["আপনার অবদান (মূল বেতন + DA-র %) শূন্যের কম হতে পারে না", "অবসরের বয়স আপনার এখনকার বয়সের চেয়ে বেশি হতে হবে", "বার্ষিক বেতনবৃদ্ধি লিখুন"],
    epfWholeAge: ["আপনার বয়স পূর্ণ বছরে লিখুন"],
    epfMinAge: ["আপনার বয়স অন্তত 15 বছর হতে হবে"],
    seniorBand: "60 থেকে 79 (প্রবীণ নাগরিক) বয়সের জন্য",
    superSeniorBand: "80 বা তার বেশি (অতি প্রবীণ নাগরিক) বয়সের জন্য",
    bothSame: "দুই কর ব্যবস্থাতেই কর সমান",
    newSavesPrefix: "নতুন কর ব্যবস্থায়",
    oldSavesPrefix: "পুরনো কর ব্যবস্থায়",
    yearOptions: ["অর্থবর্ষ 2025-26 (মূল্যায়ন বর্ষ 2026-27)", "অর্থবর্ষ 2026-27 (কর বর্ষ 2026-27)"],
    ageEmpty: "বয়স লিখুন",
    otherIncomeNaN: "অন্যান্য আয় (বার্ষিক) সংখ্যায় লিখুন",
    negative80C: "80C ধারায় বিনিয়োগ শূন্যের কম হতে পারে না",
    hraOverSalary: "মূল বেতন + DA আর পাওয়া HRA মিলিয়ে মোট বেতনের বেশি হতে পারে না",
    salaryTooHigh: "মোট বেতন (বার্ষিক) ₹10,00,00,00,000-এর বেশি হতে পারে না",
    rentEmpty: "দেওয়া বাড়িভাড়া (বার্ষিক) লিখুন",
    stepsHeading: ["নতুন আর পুরনো কর ব্যবস্থা, ধাপে ধাপে"],
    stepsHeaders: ["ধাপ", "নতুন ব্যবস্থা", "পুরনো ব্যবস্থা"],
    standardDeduction: "স্ট্যান্ডার্ড ডিডাকশন",
    rebate: "ধারা 87A-র রিবেট (মার্জিনাল রিলিফ সহ)",
    taxableIncome: "করযোগ্য আয়",
    totalTax: "মোট কর",
    saving: /^(দুই কর ব্যবস্থাতেই কর সমান|নতুন কর ব্যবস্থায় ₹[\d,]+ সাশ্রয়|পুরনো কর ব্যবস্থায় ₹[\d,]+ সাশ্রয়)$/,
    yearsMonthsThenLast: /^\d+ বছর( \d+ মাস)?(, তারপর পরের মাসে ₹[\d,]+)?$/,
    path: "/bn",
  },
} as const;

describe.each(Object.keys(LOAN_WORDS) as LoanLocale[])("in %s", (locale) => {
  const words = LOAN_WORDS[locale];

  describe("the EMI calculator", () => {
    const MONTH_YEAR = new RegExp(`^(${words.sections.months.join("|")}) \\d{4}$`);

    for (const [mode, value] of [
      ["reduceTenure", 0],
      ["reduceEmi", 1],
    ] as const) {
      it(`with prepayments that reduce the ${mode === "reduceEmi" ? "EMI" : "tenure"}: convention, payoff month and boxes in the language`, async () => {
        const { definition, missing } = await localised(locale, "emi");
        const inputs = { ...computeInputs(definition), oneTimeAmount: 200_000, oneTimeMonth: 24, extraMonthly: 2_000, extraFromMonth: 1, prepaymentMode: value };
        const result = (await definition.compute(client, inputs)) as EmiResult;
        expect(result.prepayment?.mode).toBe(mode);
        const strings = runTimeStrings(definition, result);
        for (const [where, text] of Object.entries(strings)) expectTranslated(text, where, words.letters);
        expect(strings.convention).toContain(mode === "reduceEmi" ? words.reduceEmiConvention : words.reduceTenureConvention);
        expect(strings["result payoffDate"]).toMatch(MONTH_YEAR);
        const shownResults = definition.results.filter((field) => field.shownWhen?.(result) ?? true).map((field) => field.id);
        expect(shownResults).toContain(mode === "reduceEmi" ? "newEmi" : "payoffDate");
        expect([...missing]).toEqual([]);
      });
    }

    it("names the payoff month the loan really ends in", async () => {
      const { definition } = await localised(locale, "emi");
      const result = (await definition.compute(client, { ...computeInputs(definition), oneTimeAmount: 200_000, oneTimeMonth: 1, prepaymentMode: 0 })) as EmiResult;
      const payoff = definition.results.find((field) => field.id === "payoffDate")!;
      const index = result.startYear * 12 + result.startMonth - 1 + result.months - 1;
      expect(payoff.text!(result)).toBe(`${words.sections.months[index % 12]} ${Math.floor(index / 12)}`);
    });

    it("words every prepayment message in the language", async () => {
      const { definition, missing } = await localised(locale, "emi");
      const errors = validator(definition);
      const cases: Record<string, string>[] = [
        { oneTimeAmount: "abc" },
        { extraMonthly: "-500" },
        { oneTimeAmount: "2000000000", oneTimeMonth: "5" },
        { oneTimeAmount: "200000" },
        { oneTimeAmount: "200000", oneTimeMonth: "12.5" },
        { oneTimeAmount: "200000", oneTimeMonth: "241" },
        { extraMonthly: "5000", extraFromMonth: "300" },
        { oneTimeAmount: "200000", oneTimeMonth: "999", tenure: "" },
      ];
      const messages = cases.flatMap((changes) => Object.values(errors(changes)));
      expect(messages).toHaveLength(cases.length);
      for (const message of messages) expectTranslated(message, "message", words.letters);
      expect(messages).toContain(words.monthOutside);
      expect(messages).toContain(words.prepaymentTooHigh);
      expect([...missing]).toEqual([]);
    });
  });

  describe("the EMI schedules on the language's page", () => {
    let result: EmiResult;
    beforeAll(async () => {
      // The schedules sit in a TableScroll, which words its cue from the calculator page's catalogue.
      await Promise.all([emiSectionsMessages.load(locale), emiSectionsMessages.load("en"), calculatorMessages.load(locale), calculatorMessages.load("en")]);
      result = await calcApi.emi({ amount: 1_000_000, annualRate: 8.5, tenure: 2, startYear: 2026, startMonth: 11, prepayment: { oneTimeAmount: 100_000, oneTimeMonth: 3, extraMonthly: 0, extraFromMonth: 1, mode: "reduceTenure" } });
    });

    it("shows the yearly table's caption, headers and download in the language", () => {
      const html = renderAt(`${words.path}/tools/emi`, EmiYearlySchedule, { result });
      expect(cells(html, "caption")).toEqual(words.yearlyCaption);
      expect(cells(html, "th")).toEqual(words.yearlyHeaders);
      expect(cells(html, "button")).toEqual(words.yearlyDownload);
      expectTranslated(textOf(html), "yearly table", words.letters);
    });

    it("shows the monthly table with the language's month names", () => {
      const html = renderAt(`${words.path}/tools/emi`, EmiMonthlySchedule, { result, calculateCount: 1 });
      expect(cells(html, "caption")).toEqual(words.monthlyCaption);
      expect(cells(html, "label")).toEqual(words.showYear);
      const rows = cells(html, "td");
      expect(rows).toContain(words.november);
      expect(rows).toContain(words.december);
      expectTranslated(textOf(html), "monthly table", words.letters);
    });

    it("keeps the English tables as they were", () => {
      const html = renderAt("/tools/emi", EmiMonthlySchedule, { result, calculateCount: 1 });
      expect(cells(html, "caption")).toEqual(["Month-by-month repayment in 2026"]);
      expect(cells(html, "th")).toEqual(["Loan month", "Month", "Principal", "Prepayment", "Interest", "Balance"]);
      expect(cells(html, "td")).toContain("Nov 2026");
    });

    it("writes the CSV header in the language for its page and the spec's field names otherwise", () => {
      const header = (csv: string) => csv.split("\r\n")[0];
      expect(header(emiMonthlyCsv(result, words.sections.csv))).toBe(words.monthlyCsv);
      expect(header(emiYearlyCsv(result, words.sections.csv))).toBe(words.yearlyCsv);
      expect(header(emiMonthlyCsv(result))).toBe("loanMonth,calendarYear,calendarMonth,month,principal,interest,balance,prepayment");
      expect(header(emiYearlyCsv(result, EMI_CSV_FIELDS))).toBe("year,principal,interest,balance,prepayment");
      // The cells are the same whatever the header.
      expect(emiMonthlyCsv(result, words.sections.csv).split("\r\n").slice(1)).toEqual(emiMonthlyCsv(result).split("\r\n").slice(1));
    });
  });

});

describe.each(Object.keys(WORDS) as TextLocale[])("in %s", (locale) => {
  const words = WORDS[locale];

  describe("the salary and return calculators' other outcomes", () => {
    it("SWP: money that lasts for ever, past 100 years, or some years and months then a last part", async () => {
      const { definition, missing } = await localised(locale, "swp");
      const lasts = definition.results.find((field) => field.id === "lasts")!;
      const base = computeInputs(definition);
      const outcomes: string[] = [];
      const changes: Record<string, number>[] = [{ monthlyWithdrawal: 5_000 }, { monthlyWithdrawal: 6_668, years: 100 }, { monthlyWithdrawal: 20_000 }, { monthlyWithdrawal: 1_00_000, annualRate: 0 }];
      for (const change of changes) {
        const result = await definition.compute(client, { ...base, ...change });
        outcomes.push(lasts.text!(result));
      }
      for (const text of outcomes) expectTranslated(text, "SWP lasts", words.letters);
      expect(outcomes[0]).toBe(words.forEver);
      expect(outcomes[1]).toBe(words.past100);
      expect(outcomes[2]).toMatch(words.yearsMonthsThenLast);
      expect(outcomes[3]).toBe(words.tenMonths);
      expect(Object.values(validator(definition)({ monthlyWithdrawal: "2000000" }))).toEqual(words.withdrawalTooHigh);
      expect([...missing]).toEqual([]);
    });

    it("gratuity: the notice for service too short, with its figures", async () => {
      const { definition, missing } = await localised(locale, "gratuity");
      const result = await definition.compute(client, { ...computeInputs(definition), years: 3 });
      const strings = runTimeStrings(definition, result);
      expectTranslated(strings.notice, "gratuity notice", words.letters);
      expect(strings.notice).toContain(words.gratuityThree);
      for (const [where, text] of Object.entries(strings)) expectTranslated(text, where, words.letters);
      expect([...missing]).toEqual([]);
    });

    it("EPF: its own messages and its sourced convention", async () => {
      const { definition, missing } = await localised(locale, "epf");
      const messages = validator(definition)({ age: "40", retirementAge: "40", salaryGrowth: "x", employeeContribution: "-1" });
      expect(Object.values(messages).sort()).toEqual([...words.epfMessages].sort());
      expect(Object.values(validator(definition)({ age: "12.5" }))).toEqual(words.epfWholeAge);
      expect(Object.values(validator(definition)({ age: "12" }))).toEqual(words.epfMinAge);
      const result = await definition.compute(client, computeInputs(definition));
      for (const [where, text] of Object.entries(runTimeStrings(definition, result))) expectTranslated(text, where, words.letters);
      expect([...missing]).toEqual([]);
    });

    it("CAGR and simple interest: results and donut in the language or as figures", async () => {
      for (const id of ["cagr", "simple-interest"]) {
        const { definition, missing } = await localised(locale, id);
        const result = await definition.compute(client, computeInputs(definition));
        const strings = runTimeStrings(definition, result);
        expectTranslated(strings.convention, `${id} convention`, words.letters);
        for (const [where, text] of Object.entries(strings)) if (where !== "convention") expect(englishLeft(text), where).toEqual([]);
        expect([...missing], id).toEqual([]);
      }
    });
  });

  describe("the income tax and HRA calculators", () => {
    const SAVING = words.saving;

    it("words each regime's outcome, age band, year and surcharge case in the language", async () => {
      const { definition, missing } = await localised(locale, "income-tax");
      const base = computeInputs(definition);
      const none = { deductions80C: 0, deductions80D: 0, nps80CCD1B: 0, homeLoanInterest: 0, basicSalary: 0, hraReceived: 0, rentPaid: 0 };
      const variants: Record<string, Record<string, number>> = {
        "both the same": { ...none, salary: 0, otherIncome: 0 },
        "new saves": { ...none, salary: 1_000_000 },
        "old saves": { salary: 2_000_000, basicSalary: 800_000, hraReceived: 800_000, rentPaid: 800_000, deductions80C: 150_000, deductions80D: 75_000, nps80CCD1B: 50_000, homeLoanInterest: 200_000 },
        "senior": { age: 65 },
        "super senior": { age: 85 },
        "surcharge": { salary: 60_000_000 },
      };
      const savings: string[] = [];
      for (const [yearIndex] of TAX_YEARS.entries()) {
        for (const [name, change] of Object.entries(variants)) {
          const result = (await definition.compute(client, { ...base, ...change, year: yearIndex })) as IncomeTaxView;
          const strings = runTimeStrings(definition, result);
          for (const [where, text] of Object.entries(strings)) expectTranslated(text.replace(/\b[a-z]+\.(com|in)\b/g, ""), `${name}, ${where}`, words.letters);
          expect(strings["result saving"], name).toMatch(SAVING);
          savings.push(strings["result saving"]);
          if (name === "senior") expect(strings.convention).toContain(words.seniorBand);
          if (name === "super senior") expect(strings.convention).toContain(words.superSeniorBand);
          if (name === "surcharge") expect(result.oldRegime.surcharge).toBeGreaterThan(0);
        }
      }
      expect(savings).toContain(words.bothSame);
      expect(savings.some((text) => text.startsWith(words.newSavesPrefix))).toBe(true);
      expect(savings.some((text) => text.startsWith(words.oldSavesPrefix))).toBe(true);
      expect([...missing]).toEqual([]);
    });

    it("names every financial year in the language, in the choice and in both calculators' conventions", async () => {
      const { definition: tax } = await localised(locale, "income-tax");
      const { definition: hra, missing } = await localised(locale, "hra");
      const yearField = tax.fields.find((field) => field.id === "year")!;
      expect(yearField.kind === "choice" && yearField.options.map((option) => option.label)).toEqual(words.yearOptions);
      for (const [yearIndex, year] of TAX_YEARS.entries()) {
        const result = await hra.compute(client, { ...computeInputs(hra), year: yearIndex });
        const convention = typeof hra.convention === "function" ? hra.convention(result) : hra.convention;
        expectTranslated(convention.replace(/\b[a-z]+\.(com|in)\b/g, ""), `HRA convention ${year.key}`, words.letters);
      }
      expect([...missing]).toEqual([]);
    });

    it("words the tax fields' own messages in the language", async () => {
      const { definition, missing } = await localised(locale, "income-tax");
      const errors = validator(definition);
      expect(errors({ age: "" })).toEqual({ age: words.ageEmpty });
      expect(errors({ otherIncome: "abc" })).toEqual({ otherIncome: words.otherIncomeNaN });
      expect(errors({ deductions80C: "-5" })).toEqual({ deductions80C: words.negative80C });
      expect(errors({ salary: "500000", basicSalary: "400000", hraReceived: "160000" })).toEqual({ hraReceived: words.hraOverSalary });
      expect(errors({ salary: "1e11" })).toEqual({ salary: words.salaryTooHigh });
      const { definition: hra } = await localised(locale, "hra");
      expect(validator(hra)({ rentPaid: "" })).toEqual({ rentPaid: words.rentEmpty });
      expect([...missing]).toEqual([]);
    });

    it("renders the step-by-step section in the language on its page, and as before in English", async () => {
      await Promise.all([incomeTaxStepsMessages.load(locale), incomeTaxStepsMessages.load("en")]);
      const { definition } = await localised(locale, "income-tax");
      const result = (await definition.compute(client, computeInputs(definition))) as IncomeTaxView;
      const html = renderAt(`${words.path}/tools/income-tax`, IncomeTaxSteps, { result });
      expect(cells(html, "h2")).toEqual(words.stepsHeading);
      const rows = cells(html, "th");
      expect(rows.slice(0, 3)).toEqual(words.stepsHeaders);
      expect(rows).toContain(words.standardDeduction);
      expect(rows).toContain(words.rebate);
      expect(rows).toContain(words.taxableIncome);
      expect(rows.at(-1)).toBe(words.totalTax);
      expectTranslated(textOf(html), "steps section", words.letters);
      const english = renderAt("/tools/income-tax", IncomeTaxSteps, { result });
      expect(cells(english, "h2")).toEqual(["New and old regime, step by step"]);
      expect(cells(english, "th").at(-1)).toBe("Total tax");
      expect(cells(english, "p")).toEqual(["The new regime allows only the standard deduction here; the old regime&#x27;s deductions are shown as allowed after their limits."]);
    });
  });
});

describe("the translated texts load through the registry", () => {
  it("gives the Hindi definition for /hi/, the Marathi one for /mr/, the Bengali one for /bn/ and the English one otherwise", async () => {
    expect((await loadDefinition("emi", "hi"))!.title).toBe(LOAN_WORDS.hi.emiTitle);
    expect((await loadDefinition("emi", "mr"))!.title).toBe(LOAN_WORDS.mr.emiTitle);
    expect((await loadDefinition("emi", "bn"))!.title).toBe(LOAN_WORDS.bn.emiTitle);
    expect((await loadDefinition("emi", "en"))!.title).toBe("EMI Calculator");
  });
});
