// The localiser's one judgement call: what it may show untranslated. Only what the shared rules
// said in the locale passes through; an English message is missing even when it holds a Hindi word.
import { describe, expect, it } from "vitest";
import type { AnyCalculatorDefinition } from "../definition";
import { genericRequired } from "../rules";
import { calculatorsHi } from "./calculators.hi";
import { localiseDefinition } from "./definition-text";

const english = {
  id: "toy",
  title: "Toy",
  description: "A toy.",
  fields: [{ id: "amount", label: "Amount", unit: "rupees", defaultValue: 1, slider: { min: 1, max: 2, step: 1 } }],
  validate: ({ amount }) => ({
    amount: genericRequired("Amount")(amount) ?? (amount.value === 3 ? "राशि must be odd" : undefined),
  }),
  compute: () => Promise.resolve({}),
  results: [],
  convention: "None.",
  method: [],
} satisfies AnyCalculatorDefinition;

const text = { title: "खिलौना", description: "एक खिलौना।", fields: { amount: "राशि" }, results: {}, convention: "कुछ नहीं।", method: [] };

describe("localiseDefinition", () => {
  it("passes the shared rules' Hindi through and reports an English message with a Hindi word in it", () => {
    const missing: string[] = [];
    const hindi = localiseDefinition(english, text, calculatorsHi, (message) => missing.push(message));
    expect(hindi.validate({ amount: { value: 0, empty: true } }, "calculate")).toEqual({ amount: "राशि भरें" });
    expect(missing).toEqual([]);
    hindi.validate({ amount: { value: 3, empty: false } }, "calculate");
    expect(missing).toEqual(["राशि must be odd"]);
  });
});
