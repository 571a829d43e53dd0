// The government-scheme calculators in Hindi (PPF, SSY, SCSS, NSC, Post Office MIS, NPS),
// beyond what the catalogue check (calculator-texts.test.ts) reaches with its trial values and
// default plan: the messages of each scheme's own rules (PPF's extension blocks, the girl's
// age for Sukanya Samriddhi, the NPS age and the 20% / 40% annuity minimums, the MIS joint
// limit, the multiples of ₹1,000), the other choices computed with the real core, and the
// rate and limits sources with their dates, all in Hindi with no English left.
import { describe, expect, it } from "vitest";
import type { AnyCalculatorDefinition } from "../../src/calculators/definition";
import { validator } from "../../src/calculators/definitions/definition-test-kit";
import { asOfHi, sourceHi } from "../../src/calculators/definitions/hi/scheme-parts.hi";
import { localiseDefinition } from "../../src/calculators/i18n/definition-text";
import { NSC_RULES, NPS_RULES, POST_OFFICE_MIS_RULES, PPF_RULES, SCSS_RULES, SSY_RULES } from "../../src/calculators/reference-data";
import { DEFINITION_TEXTS, DEFINITIONS, loadCalculatorLocale } from "../../src/calculators/registry";
import type { CalcClient } from "../../src/core/calc-client";
import { calcApi } from "../wasm/load-core";

const client = calcApi as unknown as CalcClient;

/** Latin words a Hindi scheme page keeps: abbreviations, and names of sources as published. */
const KEPT_WORDS = new Set(["PPF", "SSY", "SCSS", "NSC", "NPS", "POMIS", "PFRDA", "SBI", "taxguru.in", "Livemint", "India.com", "Moneycontrol", "D", "r", "n", "k", "A", "C", "i"]);

/** The Latin words in `text` that are not kept terms: English left in a Hindi string. */
function englishIn(text: string): string[] {
  return (text.match(/[A-Za-z][A-Za-z.]*[A-Za-z]|[A-Za-z]/g) ?? []).filter((word) => !KEPT_WORDS.has(word));
}

function expectHindi(text: string | undefined, where: string): void {
  expect(text, where).toMatch(/[\u0900-\u097F]/);
  expect(englishIn(text!), `${where}: ${text}`).toEqual([]);
}

interface Localised {
  english: AnyCalculatorDefinition;
  hindi: AnyCalculatorDefinition;
  missing: Set<string>;
}

async function localised(id: string): Promise<Localised> {
  const [english, text, shared] = await Promise.all([DEFINITIONS[id](), DEFINITION_TEXTS.hi[id](), loadCalculatorLocale("hi")]);
  const missing = new Set<string>();
  return { english, hindi: localiseDefinition(english, text, shared, (message) => missing.add(message)), missing };
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

/** Computes `changes` with the real core and checks everything the result makes is in Hindi. */
async function expectComputedInHindi({ english, hindi, missing }: Localised, changes: Record<string, string>): Promise<void> {
  expect(validator(hindi)(changes), "a valid plan").toEqual({});
  const result: unknown = await hindi.compute(client, inputs(english, changes));
  const notice = hindi.notice?.(result);
  if (notice) expectHindi(notice, "notice");
  expectHindi(typeof hindi.convention === "function" ? hindi.convention(result) : hindi.convention, "convention");
  for (const slice of hindi.donut?.(result) ?? []) expectHindi(slice.label, "donut slice");
  for (const field of hindi.results) if (field.text && (field.shownWhen?.(result) ?? true)) expectHindi(field.text(result), `result ${field.id}`);
  expect([...missing]).toEqual([]);
}

/** The Hindi message each of `cases` (field -> value) gives, checked free of English. */
function messagesFor({ hindi, missing }: Localised, changes: Record<string, string>): Record<string, string> {
  const errors = validator(hindi)(changes);
  for (const [field, message] of Object.entries(errors)) expectHindi(message, field);
  expect([...missing]).toEqual([]);
  return errors;
}

describe("the schemes' sources and dates in Hindi", () => {
  const figures = [PPF_RULES, PPF_RULES.rate, SSY_RULES, SSY_RULES.rate, SCSS_RULES, SCSS_RULES.rate, POST_OFFICE_MIS_RULES, POST_OFFICE_MIS_RULES.rate, NSC_RULES, NSC_RULES.rate, NPS_RULES];

  it("has a Hindi wording for every source and date the scheme pages show", () => {
    for (const { source, asOf } of figures) {
      expect(sourceHi(source), source).not.toBe(source);
      expectHindi(sourceHi(source), source);
      expectHindi(asOfHi(asOf), asOf);
    }
  });

  it("writes the quarter, the check date and the date in force in Hindi", () => {
    expect(asOfHi("Jan-Mar 2026 quarter")).toBe("जनवरी-मार्च 2026 तिमाही");
    expect(asOfHi("rules checked 23 Nov 2026")).toBe("नियम 23 नव॰ 2026 को जांचे गए");
    expect(asOfHi("in force from Dec 2025; rules checked 3 Feb 2026")).toBe("दिसंबर 2025 से लागू; नियम 3 फर॰ 2026 को जांचे गए");
  });
});

describe("PPF in Hindi", () => {
  it("says how the term may be extended, in blocks of 5 years", async () => {
    const ppf = await localised("ppf");
    expect(messagesFor(ppf, { timePeriod: "17" })).toEqual({ timePeriod: "अवधि 15 वर्ष रखें, या 15 के बाद 5-5 वर्ष के ब्लॉक जोड़कर (20, 25, 30 …)" });
    expect(messagesFor(ppf, { timePeriod: "12" })).toEqual({ timePeriod: "अवधि 15 वर्ष रखें, या 15 के बाद 5-5 वर्ष के ब्लॉक जोड़कर (20, 25, 30 …)" });
    expect(messagesFor(ppf, { timePeriod: "20.5" })).toEqual({ timePeriod: "अवधि पूरे वर्षों में भरें" });
    expect(messagesFor(ppf, { timePeriod: "55" })).toEqual({ timePeriod: "अवधि 50 वर्ष से अधिक नहीं रख सकते" });
  });

  it("gives the deposit limits of a financial year", async () => {
    const ppf = await localised("ppf");
    expect(messagesFor(ppf, { yearlyDeposit: "499" })).toEqual({ yearlyDeposit: "सालाना जमा कम से कम ₹500 रखें (PPF में एक साल की न्यूनतम जमा)" });
    expect(messagesFor(ppf, { yearlyDeposit: "150001" })).toEqual({ yearlyDeposit: "सालाना जमा ₹1,50,000 से अधिक नहीं रख सकते (PPF में एक वित्त वर्ष की सीमा)" });
  });

  it("computes an extended account in Hindi", async () => {
    await expectComputedInHindi(await localised("ppf"), { timePeriod: "25", yearlyDeposit: "60000" });
  });

  it("shows the rate's quarter and source, and the rules' date, in Hindi", async () => {
    const { hindi } = await localised("ppf");
    expect(hindi.convention).toContain("PPF की जनवरी-मार्च 2026 तिमाही के लिए अधिसूचित दर है (वित्त मंत्रालय");
    expect(hindi.convention).toContain("नियम 23 नव॰ 2026 को जांचे गए");
  });
});

describe("Sukanya Samriddhi in Hindi", () => {
  it("says the account opens before the girl turns 11, and a newborn is allowed", async () => {
    const ssy = await localised("ssy");
    expect(messagesFor(ssy, { girlAge: "11" })).toEqual({
      girlAge: "खाता खोलते समय बेटी की उम्र 10 वर्ष से अधिक नहीं रख सकते: खाता उसके 11 साल की होने से पहले खुलना चाहिए",
    });
    expect(messagesFor(ssy, { girlAge: "" })).toEqual({ girlAge: "खाता खोलते समय बेटी की उम्र भरें" });
    expect(messagesFor(ssy, { girlAge: "-1" })).toEqual({ girlAge: "खाता खोलते समय बेटी की उम्र शून्य से कम नहीं रख सकते" });
    expect(messagesFor(ssy, { girlAge: "4.5" })).toEqual({ girlAge: "खाता खोलते समय बेटी की उम्र पूरे वर्षों में भरें" });
    expect(messagesFor(ssy, { girlAge: "0" })).toEqual({});
  });

  it("gives the deposit limits of a financial year", async () => {
    const ssy = await localised("ssy");
    expect(messagesFor(ssy, { yearlyDeposit: "200" })).toEqual({ yearlyDeposit: "सालाना जमा कम से कम ₹250 रखें (सुकन्या समृद्धि योजना में एक साल की न्यूनतम जमा)" });
    expect(messagesFor(ssy, { yearlyDeposit: "200000" })).toEqual({
      yearlyDeposit: "सालाना जमा ₹1,50,000 से अधिक नहीं रख सकते (सुकन्या समृद्धि योजना में एक वित्त वर्ष की सीमा)",
    });
  });

  it("computes for a newborn and for a girl of 10 in Hindi", async () => {
    const ssy = await localised("ssy");
    await expectComputedInHindi(ssy, { girlAge: "0", yearlyDeposit: "250" });
    await expectComputedInHindi(ssy, { girlAge: "10" });
  });
});

describe("SCSS in Hindi", () => {
  it("gives the deposit's limits and its multiples of ₹1,000", async () => {
    const scss = await localised("scss");
    expect(messagesFor(scss, { deposit: "500" })).toEqual({ deposit: "जमा राशि कम से कम ₹1,000 रखें (SCSS में न्यूनतम जमा)" });
    expect(messagesFor(scss, { deposit: "3001000" })).toEqual({ deposit: "जमा राशि ₹30,00,000 से अधिक नहीं रख सकते (SCSS में प्रति व्यक्ति सीमा)" });
    expect(messagesFor(scss, { deposit: "150500" })).toEqual({ deposit: "जमा राशि ₹1,000 के गुणक में रखें" });
  });

  it("offers the 3-year extension in Hindi and computes it", async () => {
    const scss = await localised("scss");
    const term = scss.hindi.fields.find((field) => field.id === "timePeriod");
    expect(term?.kind === "choice" && term.options.map((option) => option.label)).toEqual(["5 वर्ष", "8 वर्ष (एक बार 3 वर्ष बढ़ाकर)"]);
    await expectComputedInHindi(scss, { timePeriod: "8", deposit: "3000000" });
  });
});

describe("NSC in Hindi", () => {
  it("gives the minimum, the multiples of ₹100 and the calculator's own ceiling", async () => {
    const nsc = await localised("nsc");
    expect(messagesFor(nsc, { amount: "900" })).toEqual({ amount: "निवेश राशि कम से कम ₹1,000 रखें (NSC में न्यूनतम निवेश)" });
    expect(messagesFor(nsc, { amount: "1050" })).toEqual({ amount: "निवेश राशि ₹100 के गुणक में रखें" });
    expect(messagesFor(nsc, { amount: "20000000000" })).toEqual({ amount: "निवेश राशि ₹10,00,00,00,000 से अधिक नहीं रख सकते" });
  });

  it("computes the smallest certificate in Hindi", async () => {
    await expectComputedInHindi(await localised("nsc"), { amount: "1000", annualRate: "7.7" });
  });
});

describe("Post Office MIS in Hindi", () => {
  it("gives the single and the joint account's limits", async () => {
    const mis = await localised("post-office-mis");
    expect(messagesFor(mis, { deposit: "1000000" })).toEqual({ deposit: "जमा राशि ₹9,00,000 से अधिक नहीं रख सकते (POMIS में एकल खाते की सीमा)" });
    expect(messagesFor(mis, { deposit: "1000000", accountType: "joint" })).toEqual({});
    expect(messagesFor(mis, { deposit: "1600000", accountType: "joint" })).toEqual({
      deposit: "जमा राशि ₹15,00,000 से अधिक नहीं रख सकते (POMIS में संयुक्त खाते की सीमा)",
    });
    expect(messagesFor(mis, { deposit: "999" })).toEqual({ deposit: "जमा राशि कम से कम ₹1,000 रखें (POMIS में न्यूनतम जमा)" });
    expect(messagesFor(mis, { deposit: "5000" })).toEqual({});
    expect(messagesFor(mis, { deposit: "5500" })).toEqual({ deposit: "जमा राशि ₹1,000 के गुणक में रखें" });
  });

  it("offers the account types in Hindi and computes a joint account", async () => {
    const mis = await localised("post-office-mis");
    const type = mis.hindi.fields.find((field) => field.id === "accountType");
    expect(type?.kind === "choice" && type.options.map((option) => option.label)).toEqual(["एकल खाता (₹9,00,000 तक)", "संयुक्त खाता (₹15,00,000 तक)"]);
    await expectComputedInHindi(mis, { accountType: "joint", deposit: "1500000" });
  });
});

describe("NPS in Hindi", () => {
  it("gives the 20% minimum annuity share outside government and 40% in it", async () => {
    const nps = await localised("nps");
    expect(messagesFor(nps, { annuityShare: "15" })).toEqual({ annuityShare: "एन्युटी के लिए फंड का हिस्सा कम से कम 20% रखें (गैर-सरकारी सब्सक्राइबर के लिए नियम)" });
    expect(messagesFor(nps, { annuityShare: "20" })).toEqual({});
    expect(messagesFor(nps, { annuityShare: "30", sector: "government" })).toEqual({
      annuityShare: "एन्युटी के लिए फंड का हिस्सा कम से कम 40% रखें (सरकारी सब्सक्राइबर के लिए नियम)",
    });
    expect(messagesFor(nps, { annuityShare: "101", sector: "government" })).toEqual({ annuityShare: "एन्युटी के लिए फंड का हिस्सा 100% से अधिक नहीं रख सकते" });
  });

  it("gives the entry and exit ages", async () => {
    const nps = await localised("nps");
    expect(messagesFor(nps, { currentAge: "17" })).toEqual({ currentAge: "NPS से जुड़ने के लिए आपकी उम्र कम से कम 18 वर्ष होनी चाहिए" });
    expect(messagesFor(nps, { currentAge: "60" })).toEqual({ currentAge: "आपकी उम्र 60 वर्ष से कम होनी चाहिए: यहां NPS से निकलने की उम्र 60 वर्ष मानी गई है" });
    expect(messagesFor(nps, { currentAge: "0" })).toEqual({ currentAge: "NPS से जुड़ने के लिए आपकी उम्र कम से कम 18 वर्ष होनी चाहिए" });
    expect(messagesFor(nps, { currentAge: "" })).toEqual({ currentAge: "आपकी उम्र भरें" });
    expect(messagesFor(nps, { currentAge: "30.5" })).toEqual({ currentAge: "आपकी उम्र पूरे वर्षों में भरें" });
  });

  it("offers the subscriber types in Hindi and computes a government subscriber and a whole annuity", async () => {
    const nps = await localised("nps");
    const sector = nps.hindi.fields.find((field) => field.id === "sector");
    expect(sector?.kind === "choice" && sector.options.map((option) => option.label)).toEqual(["गैर-सरकारी (एन्युटी कम से कम 20%)", "सरकारी (एन्युटी कम से कम 40%)"]);
    await expectComputedInHindi(nps, { sector: "government", annuityShare: "40", currentAge: "59" });
    await expectComputedInHindi(nps, { annuityShare: "100", currentAge: "18" });
  });

  it("shows the PFRDA rule's source and dates in Hindi", async () => {
    const { hindi } = await localised("nps");
    expect(hindi.convention).toContain("न्यूनतम एन्युटी हिस्सा: PFRDA (NPS से निकासी) (संशोधन) विनियम, 2025, Moneycontrol की 16.12.2025 की खबर के अनुसार, दिसंबर 2025 से लागू; नियम 23 नव॰ 2026 को जांचे गए।");
  });
});
