// The loan, tax and salary calculators in Hindi beyond what the catalogue check reaches
// (tests/i18n/calculator-texts.test.ts computes only each default plan): the EMI with each
// prepayment mode (its convention, payoff month and messages), the schedules and their CSV
// rendered on a Hindi page, the SWP's and gratuity's other outcomes, and the sourced figures,
// each computed with the real core and read for any English left.
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
import { IncomeTaxSteps } from "../../src/calculators/definitions/income-tax-steps";
import { incomeTaxStepsMessages } from "../../src/calculators/definitions/messages/income-tax-steps";
import { calculatorMessages } from "../../src/calculators/messages/calculator";
import { loadDefinition } from "../../src/calculators/registry";
import { TAX_YEARS, type IncomeTaxView } from "../../src/calculators/tax-rules";
import { calcApi } from "../wasm/load-core";

const client = calcApi as unknown as CalcClient;

/**
 * Latin words a Hindi string may keep: the glossary's abbreviations, the law's section numbers
 * and the names of sources. Anything else in Latin letters is English left behind.
 */
const KEPT_LATIN = new Set(["EMI", "EPF", "EPS", "EPFO", "DA", "HRA", "CSV", "CBDT", "SIP", "XIRR", "CAGR", "SWP", "NPS", "RBI", "MP", "S", "O", "E"]);

function englishLeft(text: string): string[] {
  // Section numbers (80CCD(1B), 115BAC, 24(b)) start with a digit and are kept as the law writes them.
  return (text.match(/[A-Za-z0-9][A-Za-z0-9'-]*/g) ?? []).filter((word) => /^[A-Za-z]/.test(word) && !KEPT_LATIN.has(word) && word.length > 1);
}

function expectHindi(text: string | null | undefined, where: string): void {
  expect(text, where).toBeTruthy();
  expect(text, where).toMatch(/[\u0900-\u097F]/);
  expect(englishLeft(text!), `${where}: ${text}`).toEqual([]);
}

/** The Hindi definition, with every string it could not translate recorded. */
async function hindi(id: string): Promise<{ definition: AnyCalculatorDefinition; missing: Set<string> }> {
  const [{ localiseDefinition }, { DEFINITIONS, DEFINITION_TEXTS, loadCalculatorLocale }] = await Promise.all([
    import("../../src/calculators/i18n/definition-text"),
    import("../../src/calculators/registry"),
  ]);
  const missing = new Set<string>();
  const [english, text, shared] = await Promise.all([DEFINITIONS[id](), DEFINITION_TEXTS.hi[id](), loadCalculatorLocale("hi")]);
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

describe("the EMI calculator in Hindi", () => {
  const HINDI_MONTH = new RegExp(`^(${emiSectionsHi.months.join("|")}) \\d{4}$`);

  for (const [mode, value] of [
    ["reduceTenure", 0],
    ["reduceEmi", 1],
  ] as const) {
    it(`with prepayments that reduce the ${mode === "reduceEmi" ? "EMI" : "tenure"}: convention, payoff month and boxes in Hindi`, async () => {
      const { definition, missing } = await hindi("emi");
      const inputs = { ...computeInputs(definition), oneTimeAmount: 200_000, oneTimeMonth: 24, extraMonthly: 2_000, extraFromMonth: 1, prepaymentMode: value };
      const result = (await definition.compute(client, inputs)) as EmiResult;
      expect(result.prepayment?.mode).toBe(mode);
      const strings = runTimeStrings(definition, result);
      for (const [where, text] of Object.entries(strings)) expectHindi(text, where);
      expect(strings.convention).toContain(mode === "reduceEmi" ? "दोबारा निकाली जाती है" : "EMI वही रहती है");
      expect(strings["result payoffDate"]).toMatch(HINDI_MONTH);
      const shownResults = definition.results.filter((field) => field.shownWhen?.(result) ?? true).map((field) => field.id);
      expect(shownResults).toContain(mode === "reduceEmi" ? "newEmi" : "payoffDate");
      expect([...missing]).toEqual([]);
    });
  }

  it("names the payoff month the loan really ends in", async () => {
    const { definition } = await hindi("emi");
    const result = (await definition.compute(client, { ...computeInputs(definition), oneTimeAmount: 200_000, oneTimeMonth: 1, prepaymentMode: 0 })) as EmiResult;
    const payoff = definition.results.find((field) => field.id === "payoffDate")!;
    const index = result.startYear * 12 + result.startMonth - 1 + result.months - 1;
    expect(payoff.text!(result)).toBe(`${emiSectionsHi.months[index % 12]} ${Math.floor(index / 12)}`);
  });

  it("words every prepayment message in Hindi", async () => {
    const { definition, missing } = await hindi("emi");
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
    for (const message of messages) expectHindi(message, "message");
    expect(messages).toContain("प्रीपेमेंट का महीना लोन की अवधि के भीतर होना चाहिए।");
    expect(messages).toContain("प्रीपेमेंट ₹1,00,00,00,000 से अधिक नहीं रख सकते।");
    expect([...missing]).toEqual([]);
  });
});

describe("the EMI schedules on a Hindi page", () => {
  let result: EmiResult;
  beforeAll(async () => {
    // The schedules sit in a TableScroll, which words its cue from the calculator page's catalogue.
    await Promise.all([emiSectionsMessages.load("hi"), emiSectionsMessages.load("en"), calculatorMessages.load("hi"), calculatorMessages.load("en")]);
    result = await calcApi.emi({ amount: 1_000_000, annualRate: 8.5, tenure: 2, startYear: 2026, startMonth: 11, prepayment: { oneTimeAmount: 100_000, oneTimeMonth: 3, extraMonthly: 0, extraFromMonth: 1, mode: "reduceTenure" } });
  });

  it("shows the yearly table's caption, headers and download in Hindi", () => {
    const html = renderAt("/hi/tools/emi", EmiYearlySchedule, { result });
    expect(cells(html, "caption")).toEqual(["साल-दर-साल भुगतान"]);
    expect(cells(html, "th")).toEqual(["वर्ष", "चुकाया मूलधन", "प्रीपेमेंट", "चुकाया ब्याज", "साल के अंत में बकाया"]);
    expect(cells(html, "button")).toEqual(["सालाना शेड्यूल डाउनलोड करें (CSV)"]);
    expectHindi(textOf(html), "yearly table");
  });

  it("shows the monthly table with Hindi month names", () => {
    const html = renderAt("/hi/tools/emi", EmiMonthlySchedule, { result, calculateCount: 1 });
    expect(cells(html, "caption")).toEqual(["2026 में महीने-दर-महीने भुगतान"]);
    expect(cells(html, "label")).toEqual(["वर्ष चुनें"]);
    const rows = cells(html, "td");
    expect(rows).toContain("नवंबर 2026");
    expect(rows).toContain("दिसंबर 2026");
    expectHindi(textOf(html), "monthly table");
  });

  it("keeps the English tables as they were", () => {
    const html = renderAt("/tools/emi", EmiMonthlySchedule, { result, calculateCount: 1 });
    expect(cells(html, "caption")).toEqual(["Month-by-month repayment in 2026"]);
    expect(cells(html, "th")).toEqual(["Loan month", "Month", "Principal", "Prepayment", "Interest", "Balance"]);
    expect(cells(html, "td")).toContain("Nov 2026");
  });

  it("writes the CSV header in Hindi for a Hindi page and the spec's field names otherwise", () => {
    const header = (csv: string) => csv.split("\r\n")[0];
    expect(header(emiMonthlyCsv(result, emiSectionsHi.csv))).toBe("लोन का महीना,कैलेंडर वर्ष,कैलेंडर महीना,महीना,मूलधन,ब्याज,बकाया,प्रीपेमेंट");
    expect(header(emiYearlyCsv(result, emiSectionsHi.csv))).toBe("वर्ष,मूलधन,ब्याज,बकाया,प्रीपेमेंट");
    expect(header(emiMonthlyCsv(result))).toBe("loanMonth,calendarYear,calendarMonth,month,principal,interest,balance,prepayment");
    expect(header(emiYearlyCsv(result, EMI_CSV_FIELDS))).toBe("year,principal,interest,balance,prepayment");
    // The cells are the same whatever the header.
    expect(emiMonthlyCsv(result, emiSectionsHi.csv).split("\r\n").slice(1)).toEqual(emiMonthlyCsv(result).split("\r\n").slice(1));
  });
});

describe("the salary and return calculators' other outcomes in Hindi", () => {
  it("SWP: money that lasts for ever, past 100 years, or some years and months then a last part", async () => {
    const { definition, missing } = await hindi("swp");
    const lasts = definition.results.find((field) => field.id === "lasts")!;
    const base = computeInputs(definition);
    const outcomes: string[] = [];
    const changes: Record<string, number>[] = [{ monthlyWithdrawal: 5_000 }, { monthlyWithdrawal: 6_668, years: 100 }, { monthlyWithdrawal: 20_000 }, { monthlyWithdrawal: 1_00_000, annualRate: 0 }];
    for (const change of changes) {
      const result = await definition.compute(client, { ...base, ...change });
      outcomes.push(lasts.text!(result));
    }
    for (const text of outcomes) expectHindi(text, "SWP lasts");
    expect(outcomes[0]).toBe("हमेशा: हर निकासी रिटर्न से ही निकल जाती है");
    expect(outcomes[1]).toBe("100 वर्ष से ज्यादा");
    expect(outcomes[2]).toMatch(/^\d+ वर्ष( \d+ महीन[ाे])?(, फिर अगले महीने ₹[\d,]+)?$/);
    expect(outcomes[3]).toBe("10 महीने");
    expect(Object.values(validator(definition)({ monthlyWithdrawal: "2000000" }))).toEqual(["मासिक निकासी कुल निवेश से ज्यादा नहीं रख सकते"]);
    expect([...missing]).toEqual([]);
  });

  it("gratuity: the notice for service too short, with its figures", async () => {
    const { definition, missing } = await hindi("gratuity");
    const result = await definition.compute(client, { ...computeInputs(definition), years: 3 });
    const strings = runTimeStrings(definition, result);
    expectHindi(strings.notice, "gratuity notice");
    expect(strings.notice).toContain("3 वर्ष के लिए ₹86,538");
    for (const [where, text] of Object.entries(strings)) expectHindi(text, where);
    expect([...missing]).toEqual([]);
  });

  it("EPF: its own messages and its sourced convention", async () => {
    const { definition, missing } = await hindi("epf");
    const messages = validator(definition)({ age: "40", retirementAge: "40", salaryGrowth: "x", employeeContribution: "-1" });
    expect(Object.values(messages).sort()).toEqual(["आपका योगदान (बेसिक + DA का %) शून्य से कम नहीं रख सकते", "रिटायरमेंट की उम्र आपकी मौजूदा उम्र से ज्यादा रखें", "सालाना सैलरी बढ़ोतरी भरें"].sort());
    expect(Object.values(validator(definition)({ age: "12.5" }))).toEqual(["आपकी उम्र पूरे वर्षों में भरें"]);
    expect(Object.values(validator(definition)({ age: "12" }))).toEqual(["आपकी उम्र कम से कम 15 वर्ष रखें"]);
    const result = await definition.compute(client, computeInputs(definition));
    for (const [where, text] of Object.entries(runTimeStrings(definition, result))) expectHindi(text, where);
    expect([...missing]).toEqual([]);
  });

  it("CAGR and simple interest: results and donut in Hindi or as figures", async () => {
    for (const id of ["cagr", "simple-interest"]) {
      const { definition, missing } = await hindi(id);
      const result = await definition.compute(client, computeInputs(definition));
      const strings = runTimeStrings(definition, result);
      expectHindi(strings.convention, `${id} convention`);
      for (const [where, text] of Object.entries(strings)) if (where !== "convention") expect(englishLeft(text), where).toEqual([]);
      expect([...missing], id).toEqual([]);
    }
  });
});

describe("the income tax and HRA calculators in Hindi", () => {
  const SAVING = /^(दोनों व्यवस्थाओं में टैक्स बराबर है|नई व्यवस्था में ₹[\d,]+ की बचत|पुरानी व्यवस्था में ₹[\d,]+ की बचत)$/;

  it("words each regime's outcome, age band, year and surcharge case in Hindi", async () => {
    const { definition, missing } = await hindi("income-tax");
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
        for (const [where, text] of Object.entries(strings)) expectHindi(text.replace(/\b[a-z]+\.(com|in)\b/g, ""), `${name}, ${where}`);
        expect(strings["result saving"], name).toMatch(SAVING);
        savings.push(strings["result saving"]);
        if (name === "senior") expect(strings.convention).toContain("60 से 79 (वरिष्ठ नागरिक) उम्र के लिए");
        if (name === "super senior") expect(strings.convention).toContain("80 और उससे ज्यादा (अति वरिष्ठ नागरिक) उम्र के लिए");
        if (name === "surcharge") expect(result.oldRegime.surcharge).toBeGreaterThan(0);
      }
    }
    expect(savings).toContain("दोनों व्यवस्थाओं में टैक्स बराबर है");
    expect(savings.some((text) => text.startsWith("नई व्यवस्था में"))).toBe(true);
    expect(savings.some((text) => text.startsWith("पुरानी व्यवस्था में"))).toBe(true);
    expect([...missing]).toEqual([]);
  });

  it("names every financial year in Hindi, in the choice and in both calculators' conventions", async () => {
    const { definition: tax } = await hindi("income-tax");
    const { definition: hra, missing } = await hindi("hra");
    const yearField = tax.fields.find((field) => field.id === "year")!;
    expect(yearField.kind === "choice" && yearField.options.map((option) => option.label)).toEqual(["वित्त वर्ष 2025-26 (आकलन वर्ष 2026-27)", "वित्त वर्ष 2026-27 (कर वर्ष 2026-27)"]);
    for (const [yearIndex, year] of TAX_YEARS.entries()) {
      const result = await hra.compute(client, { ...computeInputs(hra), year: yearIndex });
      const convention = typeof hra.convention === "function" ? hra.convention(result) : hra.convention;
      expectHindi(convention.replace(/\b[a-z]+\.(com|in)\b/g, ""), `HRA convention ${year.key}`);
    }
    expect([...missing]).toEqual([]);
  });

  it("words the tax fields' own messages in Hindi", async () => {
    const { definition, missing } = await hindi("income-tax");
    const errors = validator(definition);
    expect(errors({ age: "" })).toEqual({ age: "उम्र भरें" });
    expect(errors({ otherIncome: "abc" })).toEqual({ otherIncome: "अन्य आय (सालाना) में कोई संख्या भरें" });
    expect(errors({ deductions80C: "-5" })).toEqual({ deductions80C: "धारा 80C के तहत निवेश शून्य से कम नहीं रख सकते" });
    expect(errors({ salary: "500000", basicSalary: "400000", hraReceived: "160000" })).toEqual({ hraReceived: "बेसिक सैलरी + DA और मिला HRA मिलाकर ग्रॉस सैलरी से ज्यादा नहीं हो सकते" });
    expect(errors({ salary: "1e11" })).toEqual({ salary: "ग्रॉस सैलरी (सालाना) ₹10,00,00,00,000 से अधिक नहीं रख सकते" });
    const { definition: hra } = await hindi("hra");
    expect(validator(hra)({ rentPaid: "" })).toEqual({ rentPaid: "चुकाया किराया (सालाना) भरें" });
    expect([...missing]).toEqual([]);
  });

  it("renders the step-by-step section in Hindi on a Hindi page, and as before in English", async () => {
    await Promise.all([incomeTaxStepsMessages.load("hi"), incomeTaxStepsMessages.load("en")]);
    const { definition } = await hindi("income-tax");
    const result = (await definition.compute(client, computeInputs(definition))) as IncomeTaxView;
    const html = renderAt("/hi/tools/income-tax", IncomeTaxSteps, { result });
    expect(cells(html, "h2")).toEqual(["नई और पुरानी कर व्यवस्था, कदम-दर-कदम"]);
    const rows = cells(html, "th");
    expect(rows.slice(0, 3)).toEqual(["कदम", "नई व्यवस्था", "पुरानी व्यवस्था"]);
    expect(rows).toContain("मानक कटौती");
    expect(rows).toContain("धारा 87A की छूट (मार्जिनल रिलीफ के साथ)");
    expect(rows).toContain("टैक्स योग्य आय");
    expect(rows.at(-1)).toBe("कुल टैक्स");
    expectHindi(textOf(html), "steps section");
    const english = renderAt("/tools/income-tax", IncomeTaxSteps, { result });
    expect(cells(english, "h2")).toEqual(["New and old regime, step by step"]);
    expect(cells(english, "th").at(-1)).toBe("Total tax");
    expect(cells(english, "p")).toEqual(["The new regime allows only the standard deduction here; the old regime&#x27;s deductions are shown as allowed after their limits."]);
  });
});

describe("the Hindi texts load through the registry", () => {
  it("gives the Hindi definition for /hi/ and the English one otherwise", async () => {
    expect((await loadDefinition("emi", "hi"))!.title).toBe("EMI कैलकुलेटर");
    expect((await loadDefinition("emi", "en"))!.title).toBe("EMI Calculator");
  });
});
