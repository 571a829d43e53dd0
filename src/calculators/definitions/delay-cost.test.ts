// delay-cost: its messages word for word from spec 1 §5, and what it asks the core.
import { describe, expect, it } from "vitest";
import { validator } from "./definition-test-kit";
import { delayCostDefinition } from "./delay-cost";

describe("delay cost validation (spec 1 §5)", () => {
  const validate = validator(delayCostDefinition);

  it("accepts the defaults", () => {
    expect(validate({})).toEqual({});
  });

  it("says 'This is a required field.' for each empty field", () => {
    expect(validate({ monthlyInvestment: "", annualRate: "", investmentPeriod: "", delayPeriod: "" })).toEqual({
      monthlyInvestment: "This is a required field.",
      annualRate: "This is a required field.",
      investmentPeriod: "This is a required field.",
      delayPeriod: "This is a required field.",
    });
  });

  it("says 'This field must be greater than 0.' for 0 or a negative number", () => {
    expect(validate({ monthlyInvestment: "0", annualRate: "-12", investmentPeriod: "0", delayPeriod: "-6" })).toEqual({
      monthlyInvestment: "This field must be greater than 0.",
      annualRate: "This field must be greater than 0.",
      investmentPeriod: "This field must be greater than 0.",
      delayPeriod: "This field must be greater than 0.",
    });
  });

  it("counts the delay in whole months", () => {
    expect(validate({ delayPeriod: "0.3" })).toEqual({ delayPeriod: "Delay must be at least 1 month" });
    expect(validate({ delayPeriod: "1201" })).toEqual({ delayPeriod: "Delay cannot be more than 1,200 months" });
  });
});
