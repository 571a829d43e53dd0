// The planners' Hindi for the strings the catalogue check (calculator-texts.test.ts) cannot
// reach: it changes one field at a time from the defaults to a few numbers, and computes only
// the default plan. Here: education's form message beside its field messages, a parent who has
// already retired (no SIP box) and a retirement age before the current one, an inflation that
// is not a number, a down payment over 100%, and plans away from the defaults computed by the
// real core, each read through the Hindi page's own loader and asserted in Hindi, no English left.
import { describe, expect, it } from "vitest";
import type { AnyCalculatorDefinition, FieldErrors } from "../../src/calculators/definition";
import { computeInputs, validator } from "../../src/calculators/definitions/definition-test-kit";
import { loadDefinition } from "../../src/calculators/registry";
import type { CalcClient } from "../../src/core/calc-client";
import { formatRupees } from "../../src/lib/format-money";
import { calcApi } from "../wasm/load-core";

const client = calcApi as unknown as CalcClient;

/** Latin words a Hindi planner may show: the glossary's SIP and EMI, and the odds fields' SD. */
const KEPT_LATIN = new Set(["SIP", "EMI", "SD"]);

/** The Latin words in `text` that Hindi does not keep. */
function latinWords(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !KEPT_LATIN.has(word));
}

function expectHindi(text: string | undefined): void {
  expect(text).toMatch(/[\u0900-\u097F]/);
  expect(latinWords(text!), text).toEqual([]);
}

async function hindi(id: string): Promise<AnyCalculatorDefinition> {
  const definition = await loadDefinition(id, "hi");
  if (!definition) throw new Error(`no calculator ${id}`);
  return definition;
}

async function englishDefinition(id: string): Promise<AnyCalculatorDefinition> {
  return (await loadDefinition(id, "en"))!;
}

/** Everything a computed plan says in words: convention, notice, donut, result texts shown. */
function wordsOf(definition: AnyCalculatorDefinition, result: unknown): string[] {
  const words = [typeof definition.convention === "function" ? definition.convention(result) : definition.convention];
  const notice = definition.notice?.(result);
  if (notice) words.push(notice);
  for (const slice of definition.donut?.(result) ?? []) words.push(slice.label);
  for (const field of definition.results) if (field.text && (field.shownWhen?.(result) ?? true)) words.push(field.text(result));
  return words;
}

const GOAL_PLANNERS = ["education", "marriage", "wedding", "car", "home", "vacation", "custom"] as const;

describe("the planners in Hindi, beyond the catalogue check", () => {
  it("education: the form's message beside the field messages is in Hindi, and only there", async () => {
    const definition = await hindi("education");
    const validate = validator(definition);
    for (const value of ["", "0", "-5", "abc"]) {
      const errors = validate({ currentCost: value, years: value });
      expect(errors.currentCost).toBe("यह फील्ड जरूरी है।");
      expect(errors.years).toBe("यह फील्ड जरूरी है।");
      expect(definition.formError!(errors as FieldErrors<string>)).toBe("शून्य से बड़ी संख्या होनी चाहिए।");
    }
    // A bound the spec leaves open gives its own message, and no form message.
    const tooLarge = validate({ currentCost: "1e12" });
    expect(tooLarge.currentCost).toBe(`पढ़ाई की आज की लागत ${formatRupees(10_000_000_000)} से अधिक नहीं रख सकते`);
    expect(definition.formError!(tooLarge as FieldErrors<string>)).toBeUndefined();
    expect(definition.formError!({})).toBeUndefined();
  });

  it("a parent who has already retired: no SIP box, every word of the plan in Hindi", async () => {
    const definition = await hindi("parents");
    expect(validator(definition)({ currentAge: "72", retirementAge: "72" })).toEqual({});
    const result = await definition.compute(client, computeInputs(definition, { currentAge: 72, retirementAge: 72, lifeExpectancy: 90 }));
    const sip = definition.results.find((field) => field.id === "monthlyInvestment")!;
    expect(sip.label).toBe("रिटायरमेंट तक फंड बनाने की मासिक SIP");
    expect(sip.shownWhen!(result)).toBe(false);
    for (const field of definition.results) expectHindi(field.label);
    expect(wordsOf(definition, result)).toHaveLength(3);
    for (const words of wordsOf(definition, result)) expectHindi(words);
  });

  it("the retirement age against the current age, in each planner's terms", async () => {
    const parents = validator(await hindi("parents"));
    expect(parents({ currentAge: "70", retirementAge: "65" }).retirementAge).toBe("मौजूदा उम्र से कम नहीं रख सकते।");
    const retirement = validator(await hindi("retirement"));
    // Retiring now is not a plan for yourself: the retirement age must come after today.
    expect(retirement({ currentAge: "45", retirementAge: "45" }).retirementAge).toBe("मौजूदा उम्र से अधिक होनी चाहिए।");
    expect(retirement({ retirementAge: "85" }).lifeExpectancy).toBe("रिटायरमेंट की उम्र से अधिक होनी चाहिए।");
    expect(retirement({ currentAge: "40.5" }).currentAge).toBe("उम्र पूरे वर्षों में भरें।");
    expect(retirement({ monthlyExpenses: "abc" }).monthlyExpenses).toBe("यह फील्ड जरूरी है, और इसमें शून्य से कम संख्या नहीं रख सकते।");
    expect(parents({ monthlyExpenses: "abc" }).monthlyExpenses).toBe("जरूरी है; शून्य से कम संख्या नहीं रख सकते।");
  });

  it("retirement plans away from the defaults (equal rates, a real return, a long retirement) read in Hindi", async () => {
    for (const id of ["retirement", "parents"]) {
      const definition = await hindi(id);
      const plans: Record<string, number>[] = [{ inflation: 6, postRetirementReturn: 6 }, { inflation: 4, postRetirementReturn: 9 }, { lifeExpectancy: 105, taxSlabPostRetirement: 0 }];
      for (const changes of plans) {
        const result = await definition.compute(client, computeInputs(definition, changes));
        for (const words of wordsOf(definition, result)) expectHindi(words);
      }
    }
  });

  it("an optional inflation that is not a number, and a down payment over 100%", async () => {
    for (const id of ["home", "vacation", "custom"]) {
      const validate = validator(await hindi(id));
      expect(validate({ inflationRate: "abc" }).inflationRate, id).toBe("महंगाई दर संख्या में भरें, या इसे खाली छोड़ दें।");
      expect(validate({ inflationRate: "-2" }).inflationRate, id).toBe("महंगाई दर शून्य से कम नहीं रख सकते।");
      expect(validate({ inflationRate: "" }), id).toEqual({});
    }
    const home = validator(await hindi("home"));
    expect(home({ downPaymentPercent: "120" }).downPaymentPercent).toBe("100% से अधिक नहीं रख सकते।");
  });

  it("every goal planner's plans read in Hindi: with no inflation, over a long and a short term", async () => {
    for (const id of GOAL_PLANNERS) {
      const [definition, source] = await Promise.all([hindi(id), englishDefinition(id)]);
      const years = source.fields.find((field) => field.kind !== "choice" && field.unit === "years")!.id;
      const inflation = source.fields.find((field) => /inflation/i.test(field.id))!.id;
      for (const changes of [{ [inflation]: 0 }, { [years]: 40 }, { [years]: 1 / 12 }]) {
        const result = await definition.compute(client, computeInputs(definition, changes));
        for (const words of wordsOf(definition, result)) expectHindi(words);
      }
    }
  });

  it("vacation and custom say their results are in whole rupees; the others do not", async () => {
    for (const id of GOAL_PLANNERS) {
      const convention = (await hindi(id)).convention as string;
      expect(convention.includes("पूरे रुपये"), id).toBe(id === "vacation" || id === "custom");
    }
  });
});
