// inflation: its messages word for word from spec 1 §5, and what it asks the core.
import { describe, expect, it } from "vitest";
import { validator } from "./definition-test-kit";
import { inflationDefinition } from "./inflation";

describe("inflation validation (spec 1 §5)", () => {
  const validate = validator(inflationDefinition);

  it("accepts the defaults and a 0% rate (an empty rate counts as 0)", () => {
    expect(validate({})).toEqual({});
    expect(validate({ inflationRate: "0" })).toEqual({});
    expect(validate({ inflationRate: "" })).toEqual({});
  });

  it("uses the spec's three messages", () => {
    expect(validate({ currentCost: "0", inflationRate: "-1", years: "" })).toEqual({
      currentCost: "Current cost must be greater than 0",
      inflationRate: "Inflation rate cannot be negative",
      years: "Years must be greater than 0",
    });
    expect(validate({ currentCost: "", years: "-2" })).toEqual({ currentCost: "Current cost must be greater than 0", years: "Years must be greater than 0" });
  });

  it("bounds the period at 100 years", () => {
    expect(validate({ years: "101" })).toEqual({ years: "Years cannot be more than 100" });
  });
});
