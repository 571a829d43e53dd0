// compounding: its messages word for word from spec 1 §5, and what it asks the core.
import { describe, expect, it } from "vitest";
import type { CalcClient } from "../../core/calc-client";
import { validator } from "./definition-test-kit";
import { compoundingDefinition } from "./compounding";

describe("compounding validation (spec 1 §5: live and on Calculate)", () => {
  const validate = validator(compoundingDefinition);

  it("accepts the defaults 100000, 10000, 15 years, 12%, yearly", () => {
    expect(compoundingDefinition.fields.map((field) => field.defaultValue)).toEqual([100_000, 10_000, 15, 12, "1"]);
    expect(validate({})).toEqual({});
  });

  it("lets the initial investment and the addition be empty or 0", () => {
    expect(validate({ initialInvestment: "", periodicAddition: "0" })).toEqual({});
    expect(validate({ initialInvestment: "0", periodicAddition: "" }, "live")).toEqual({});
  });

  it("words live messages as 'This field cannot be 0', 'This field cannot be negative', 'This is a required field.'", () => {
    expect(validate({ timePeriod: "0", annualRate: "" }, "live")).toEqual({ timePeriod: "This field cannot be 0", annualRate: "This is a required field." });
    expect(validate({ timePeriod: "-2", initialInvestment: "-5" }, "live")).toEqual({
      timePeriod: "This field cannot be negative",
      initialInvestment: "This field cannot be negative",
    });
  });

  it("words Calculate messages as 'Cannot be negative.' and 'Cannot be 0 or empty.'", () => {
    expect(validate({ timePeriod: "0", annualRate: "" })).toEqual({ timePeriod: "Cannot be 0 or empty.", annualRate: "Cannot be 0 or empty." });
    expect(validate({ annualRate: "-1", periodicAddition: "-100" })).toEqual({ annualRate: "Cannot be negative.", periodicAddition: "Cannot be negative." });
  });

  it("passes the chosen frequency to the core as 1, 4 or 12", async () => {
    const seen: unknown[] = [];
    const client = { compounding: async (inputs: unknown) => seen.push(inputs) } as unknown as CalcClient;
    await compoundingDefinition.compute(client, { initialInvestment: 0, periodicAddition: 1, timePeriod: 1, annualRate: 1, frequency: 4 });
    expect(seen).toEqual([{ initialInvestment: 0, periodicAddition: 1, timePeriod: 1, annualRate: 1, frequency: 4 }]);
  });
});
