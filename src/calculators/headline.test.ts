import { describe, expect, it } from "vitest";
import type { AnyCalculatorDefinition, ResultField } from "./definition";
import { headlineFields, headlineSummary } from "./headline";

interface Figures {
  a: number;
  b: number;
  c: number;
  d: number;
  hasB: boolean;
}

const field = (id: keyof Figures & string, shownWhen?: (r: Figures) => boolean): ResultField<Figures> => ({
  id,
  label: id.toUpperCase(),
  format: "rupees",
  value: (r) => Number(r[id]),
  shownWhen,
});

const results = [field("a"), field("b", (r) => r.hasB), field("c"), field("d")];
const figures: Figures = { a: 1000, b: 2000, c: 3000, d: 4000, hasB: true };
const definition = (headline?: string[]) => ({ results, headline }) as unknown as AnyCalculatorDefinition;
const ids = (fields: readonly ResultField<Figures>[]) => fields.map((f) => f.id);

describe("headline results", () => {
  it("are the first three results shown when the definition names none", () => {
    expect(ids(headlineFields(definition(), figures))).toEqual(["a", "b", "c"]);
    expect(ids(headlineFields(definition(), { ...figures, hasB: false }))).toEqual(["a", "c", "d"]);
  });

  it("follow the definition's own order and skip a result not shown", () => {
    expect(ids(headlineFields(definition(["d", "b"]), figures))).toEqual(["d", "b"]);
    expect(ids(headlineFields(definition(["d", "b"]), { ...figures, hasB: false }))).toEqual(["d"]);
  });

  it("are never more than three", () => {
    expect(ids(headlineFields(definition(["d", "c", "b", "a"]), figures))).toEqual(["d", "c", "b"]);
  });

  it("read as one sentence per figure, formatted as the boxes show them", () => {
    expect(headlineSummary([field("a"), field("d")], figures)).toBe("A: ₹1,000. D: ₹4,000.");
  });
});
