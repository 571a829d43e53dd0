// The growth calculators' Hindi beyond what the catalogue check (calculator-texts.test.ts)
// reaches with each field's defaults: the messages of the other modes and of text that is not
// a number (Difference in Returns in lumpsum mode and with a step-up, the first crore's
// inflation), the first crore's 'unreachable' notice, the comparison with a third scenario, the
// SIP need when the initial investment alone is enough, all computed by the real core; and the
// emergency fund's month-by-month plan rendered in Hindi (and, unchanged, in English).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import type { CroreResult, EmergencyResult, ReturnsComparisonResult, SipNeedResult } from "../../workers/calc-contract";
import type { AnyCalculatorDefinition } from "../../src/calculators/definition";
import { validator } from "../../src/calculators/definitions/definition-test-kit";
import { EmergencyBuildPlan } from "../../src/calculators/definitions/emergency-plan";
import { emergencyPlanMessages } from "../../src/calculators/definitions/messages/emergency-plan";
import { localiseDefinition } from "../../src/calculators/i18n/definition-text";
import { DEFINITION_TEXTS, DEFINITIONS, loadCalculatorLocale } from "../../src/calculators/registry";
import type { CalcClient } from "../../src/core/calc-client";
import { calcApi } from "../wasm/load-core";

const client = calcApi as unknown as CalcClient;
const DEVANAGARI = /[\u0900-\u097F]/;
/** An English word of three letters or more (SIP, EMI and the like are upper case and kept). */
const ENGLISH_WORD = /\b[a-z]{3,}\b/i;
const KEPT = new Set(["SIP", "EMI", "FD", "RD", "PPF"]);

function englishLeft(text: string): string[] {
  return (text.match(new RegExp(ENGLISH_WORD.source, "gi")) ?? []).filter((word) => !KEPT.has(word));
}

const GROWTH_IDS = ["lumpsum", "fd", "rd", "sip-need", "compounding", "difference-in-returns", "inflation", "delay-cost", "crore", "emergency"];

/** The Hindi definition of `id`, and the English strings it could not translate so far. */
async function hindi(id: string): Promise<{ definition: AnyCalculatorDefinition; missing: Set<string> }> {
  const [english, text, shared] = await Promise.all([DEFINITIONS[id](), DEFINITION_TEXTS.hi[id](), loadCalculatorLocale("hi")]);
  const missing = new Set<string>();
  return { definition: localiseDefinition(english, text, shared, (message) => missing.add(message)), missing };
}

/** Every message `changes` give on Calculate and while typing. */
function messagesFor(definition: AnyCalculatorDefinition, changes: Record<string, string>): string[] {
  const validate = validator(definition);
  return [...new Set([...Object.values(validate(changes, "calculate")), ...Object.values(validate(changes, "live"))])];
}

describe("the growth calculators' messages in Hindi, beyond the defaults", () => {
  const NOT_A_NUMBER = ["abc", "1..2", "0.2", "1e15"];

  it.each(GROWTH_IDS)("%s: text that is not a number, and a part of a year, get Hindi messages", async (id) => {
    const { definition, missing } = await hindi(id);
    const messages: string[] = [];
    for (const field of definition.fields) {
      if (field.kind === "choice") continue;
      for (const value of NOT_A_NUMBER) messages.push(...messagesFor(definition, { [field.id]: value }));
    }
    expect([...missing]).toEqual([]);
    for (const message of messages) {
      expect(message, message).toMatch(DEVANAGARI);
      expect(englishLeft(message), message).toEqual([]);
    }
  });

  it("Difference in Returns: the lumpsum mode's messages and the step-up's", async () => {
    const { definition, missing } = await hindi("difference-in-returns");
    expect(messagesFor(definition, { mode: "lumpsum", lumpsumAmount: "" })).toEqual(["एकमुश्त राशि 0 से अधिक भरें।"]);
    expect(messagesFor(definition, { mode: "lumpsum", lumpsumAmount: "1e15" })).toEqual(["एकमुश्त राशि ₹10,00,00,00,000 से अधिक नहीं रख सकते"]);
    expect(messagesFor(definition, { sipAmount: "0" })).toEqual(["SIP राशि 0 से अधिक भरें।"]);
    expect(messagesFor(definition, { returnRate3: "-1" })).toEqual(["रिटर्न दर शून्य से कम नहीं रख सकते।"]);
    expect(messagesFor(definition, { returnRate3: "60" })).toEqual(["परिदृश्य 3 की रिटर्न दर 50% से अधिक नहीं रख सकते"]);
    expect(messagesFor(definition, { returnRate2: "60" })).toEqual(["परिदृश्य 2 की रिटर्न दर 50% से अधिक नहीं रख सकते"]);
    expect(messagesFor(definition, { stepUpMode: "percent", stepUpPercent: "abc" })).toEqual(["स्टेप-अप एक संख्या होनी चाहिए।"]);
    expect(messagesFor(definition, { stepUpMode: "percent", stepUpPercent: "-5" })).toEqual(["स्टेप-अप शून्य से कम नहीं रख सकते।"]);
    expect(messagesFor(definition, { stepUpMode: "percent", stepUpPercent: "101" })).toEqual(["स्टेप-अप 100% प्रति वर्ष से अधिक नहीं रख सकते।"]);
    expect(messagesFor(definition, { stepUpMode: "amount", stepUpAmount: "1e15" })).toEqual(["स्टेप-अप ₹10,00,00,000 प्रति वर्ष से अधिक नहीं रख सकते।"]);
    // In lumpsum mode the step-up is hidden and says nothing.
    expect(messagesFor(definition, { mode: "lumpsum", stepUpMode: "percent", stepUpPercent: "abc" })).toEqual([]);
    expect([...missing]).toEqual([]);
  });

  it("the spec's generic messages (SIP need, compounding, delay cost, first crore) read in Hindi", async () => {
    const sipNeed = (await hindi("sip-need")).definition;
    expect(messagesFor(sipNeed, { targetAmount: "" })).toEqual(["यह भरना जरूरी है।"]);
    expect(messagesFor(sipNeed, { targetAmount: "0" })).toEqual(["यहां 0 नहीं रख सकते।"]);
    expect(messagesFor(sipNeed, { initialInvestment: "-1" })).toEqual(["यहां शून्य से कम संख्या नहीं रख सकते।"]);
    expect(messagesFor(sipNeed, { initialInvestment: "1e15" })).toEqual(["शुरुआती निवेश ₹10,00,00,00,000 से अधिक नहीं रख सकते"]);
    expect(messagesFor(sipNeed, { timePeriod: "0.4" })).toEqual(["अवधि कम से कम 1 वर्ष रखें (इसे पूरे वर्षों में गोल किया जाता है)"]);

    const compounding = (await hindi("compounding")).definition;
    const validate = validator(compounding);
    expect(validate({ timePeriod: "" }, "live")).toEqual({ timePeriod: "यह भरना जरूरी है।" });
    expect(validate({ timePeriod: "" }, "calculate")).toEqual({ timePeriod: "0 नहीं रख सकते, खाली भी नहीं छोड़ सकते।" });
    expect(validate({ annualRate: "-2" }, "calculate")).toEqual({ annualRate: "शून्य से कम संख्या नहीं रख सकते।" });
    expect(validate({ initialInvestment: "abc" }, "calculate")).toEqual({ initialInvestment: "कृपया एक संख्या भरें।" });

    const crore = (await hindi("crore")).definition;
    expect(messagesFor(crore, { inflationRate: "abc" })).toEqual(["एक संख्या भरें।"]);
    expect(messagesFor(crore, { monthlyInvestment: "0" })).toEqual(["0 से बड़ी संख्या भरें।"]);

    const delay = (await hindi("delay-cost")).definition;
    expect(messagesFor(delay, { delayPeriod: "0.4" })).toEqual(["देरी कम से कम 1 महीना रखें"]);
    expect(messagesFor(delay, { delayPeriod: "2000" })).toEqual(["देरी 1,200 महीने से अधिक नहीं रख सकते"]);

    const inflation = (await hindi("inflation")).definition;
    expect(messagesFor(inflation, { years: "101" })).toEqual(["वर्ष 100 से अधिक नहीं रख सकते"]);
    expect(messagesFor(inflation, { inflationRate: "60" })).toEqual(["महंगाई दर 50% से अधिक नहीं रख सकते"]);
  });
});

describe("the growth calculators' results in Hindi, computed by the real core", () => {
  it("the first crore says in Hindi that the goal may be out of reach, and nothing when it is reached", async () => {
    const { definition, missing } = await hindi("crore");
    const out = (await definition.compute(client, {
      monthlyInvestment: 1_000,
      annualRate: 2,
      inflationRate: 10,
      returnVolatility: 0,
      inflationVolatility: 0,
    })) as CroreResult;
    expect(out.reached).toBe(false);
    expect(definition.notice?.(out)).toBe("इन आंकड़ों के साथ लक्ष्य शायद कभी पूरा न हो।");
    const reached = (await definition.compute(client, {
      monthlyInvestment: 1_000_000_000,
      annualRate: 12,
      inflationRate: 6,
      returnVolatility: 0,
      inflationVolatility: 0,
    })) as CroreResult;
    expect(reached.reached).toBe(true);
    expect(definition.notice?.(reached)).toBeNull();
    expect(definition.donut?.(reached).map((slice) => slice.label)).toEqual(["कुल निवेश", "कमाया गया रिटर्न"]);
    expect([...missing]).toEqual([]);
  });

  it("Difference in Returns in lumpsum mode with a third scenario: every shown label in Hindi", async () => {
    const { definition, missing } = await hindi("difference-in-returns");
    const out = (await definition.compute(client, {
      mode: 1,
      sipAmount: 10_000,
      lumpsumAmount: 120_000,
      years: 15,
      returnRate1: 8,
      returnRate2: 12,
      returnRate3: 0,
      stepUpMode: 0,
      stepUpPercent: 0,
      stepUpAmount: 0,
    })) as ReturnsComparisonResult;
    expect(out.scenarios).toHaveLength(3);
    const shown = definition.results.filter((field) => field.shownWhen?.(out) ?? true).map((field) => field.label);
    expect(shown).toEqual([
      "निवेश (हर परिदृश्य में)",
      "परिदृश्य 1: कुल मूल्य",
      "परिदृश्य 2: कुल मूल्य",
      "परिदृश्य 3: कुल मूल्य",
      "परिदृश्य 2 − परिदृश्य\u00a01",
      "परिदृश्य 3 − परिदृश्य\u00a01",
      "परिदृश्य 3 − परिदृश्य\u00a02",
    ]);
    const labels = [
      ...definition.fields.flatMap((field) => [field.label, ...(field.kind === "choice" ? field.options.map((option) => option.label) : [])]),
      ...(definition.charts ?? []).flatMap((chart) => [chart.title, chart.xLabel, ...chart.series.map((series) => series.label)]),
      ...(definition.tables ?? []).flatMap((table) => [table.caption, ...table.columns.map((column) => column.label)]),
      typeof definition.convention === "string" ? definition.convention : definition.convention(out),
    ];
    for (const label of labels) expect(englishLeft(label), label).toEqual([]);
    expect(definition.fields.find((field) => field.id === "mode")).toMatchObject({ options: [{ label: "SIP" }, { label: "एकमुश्त" }] });
    expect([...missing]).toEqual([]);
  });

  it("SIP need when the initial investment alone reaches the target: ₹0 a month, labels in Hindi", async () => {
    const { definition, missing } = await hindi("sip-need");
    const out = (await definition.compute(client, { targetAmount: 1_000_000, timePeriod: 10, annualRate: 12, initialInvestment: 1_000_000 })) as SipNeedResult;
    expect(out.sip).toBe(0);
    expect(definition.donut?.(out).map((slice) => slice.label)).toEqual(["कुल निवेश", "संपत्ति में बढ़त"]);
    expect([...missing]).toEqual([]);
  });
});

describe("the emergency fund's month-by-month plan", () => {
  beforeAll(() => emergencyPlanMessages.load("hi"));

  /** The plan for ₹30,000 of essentials on the page at `path`, rendered to HTML. */
  async function plan(path: string): Promise<string> {
    const result = (await calcApi.emergencyFund({ monthlyEssentials: 30_000 })) as EmergencyResult;
    return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, createElement(EmergencyBuildPlan, { result })));
  }

  const textOf = (html: string) => html.replace(/<[^>]+>/g, "");
  const items = (html: string) => [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => textOf(match[1]));

  it("reads in Hindi on a Hindi page, the figures in their test ids", async () => {
    const html = await plan("/hi/tools/emergency");
    expect(items(html)).toEqual([
      "हर महीने ₹7,500 बचाएं, तो 12 महीने में ₹90,000 का न्यूनतम फंड बन जाएगा।",
      "हर महीने ₹7,500 बचाएं, तो 24 महीने में ₹1,80,000 का आदर्श फंड बन जाएगा।",
    ]);
    expect(html).toContain('<strong data-testid="result-monthlyForMinimumIn12">₹7,500</strong>');
    expect(html).toContain('<strong data-testid="result-monthlyForIdealIn24">₹7,500</strong>');
    expect(englishLeft(textOf(html))).toEqual([]);
  });

  it("reads as before on an English page", async () => {
    const html = await plan("/tools/emergency");
    expect(html).toContain(">Building it month by month</h2>");
    expect(items(html)).toEqual([
      "Save ₹7,500 a month to reach the minimum fund of ₹90,000 in 12 months.",
      "Save ₹7,500 a month to reach the ideal fund of ₹1,80,000 in 24 months.",
    ]);
  });
});
