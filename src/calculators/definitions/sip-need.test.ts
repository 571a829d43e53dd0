// sip-need: its messages word for word from spec 1 §5, and what it asks the core.
import { describe, expect, it } from "vitest";
import { validator } from "./definition-test-kit";
import { sipNeedDefinition } from "./sip-need";

describe("SIP need validation (spec 1 §5)", () => {
  const validate = validator(sipNeedDefinition);

  it("accepts the defaults, with the initial investment empty", () => {
    expect(sipNeedDefinition.fields.find((field) => field.id === "initialInvestment")?.defaultValue).toBe("");
    expect(validate({})).toEqual({});
  });

  it("says 'This is a required field.' for an empty target, period or rate", () => {
    expect(validate({ targetAmount: "", timePeriod: "", annualRate: "" })).toEqual({
      targetAmount: "This is a required field.",
      timePeriod: "This is a required field.",
      annualRate: "This is a required field.",
    });
  });

  it("says 'This field cannot be 0.' except for the initial investment, which may be 0", () => {
    expect(validate({ targetAmount: "0", timePeriod: "0", annualRate: "0", initialInvestment: "0" })).toEqual({
      targetAmount: "This field cannot be 0.",
      timePeriod: "This field cannot be 0.",
      annualRate: "This field cannot be 0.",
    });
  });

  it("says 'This field cannot be negative.' for every field, the initial investment too", () => {
    expect(validate({ targetAmount: "-1", timePeriod: "-1", annualRate: "-1", initialInvestment: "-1" })).toEqual({
      targetAmount: "This field cannot be negative.",
      timePeriod: "This field cannot be negative.",
      annualRate: "This field cannot be negative.",
      initialInvestment: "This field cannot be negative.",
    });
  });

  it("explains a period that rounds to no whole year, and our upper bounds", () => {
    expect(validate({ timePeriod: "0.4" }).timePeriod).toBe("Time period must be at least 1 year (it is rounded to whole years)");
    expect(validate({ timePeriod: "0.5" })).toEqual({});
    expect(validate({ annualRate: "51" }).annualRate).toBe("Expected return rate (p.a.) cannot be more than 50%");
  });
});
