import { describe, expect, it } from "vitest";
import { parseInput } from "../parse-input";
import { sipDefinition } from "./sip";

const validate = (monthlyInvestment: string, annualRate: string, timePeriod: string) =>
  sipDefinition.validate({
    monthlyInvestment: parseInput(monthlyInvestment),
    annualRate: parseInput(annualRate),
    timePeriod: parseInput(timePeriod),
  }, "calculate");

describe("SIP validation (spec 1 §5, generic calculators)", () => {
  it("accepts the defaults", () => {
    expect(Object.values(validate("10000", "12", "10")).filter(Boolean)).toEqual([]);
  });

  it("says '{label} is required' for an empty, zero or non-numeric field", () => {
    expect(validate("", "12", "10").monthlyInvestment).toBe("Monthly investment is required");
    expect(validate("10000", "0", "10").annualRate).toBe("Expected return rate (p.a.) is required");
    expect(validate("10000", "12", "ten").timePeriod).toBe("Time period is required");
  });

  it("says '{label} cannot be negative' for a negative field", () => {
    expect(validate("-500", "12", "10").monthlyInvestment).toBe("Monthly investment cannot be negative");
    expect(validate("10000", "12", "-2").timePeriod).toBe("Time period cannot be negative");
  });

  it("bounds what the spec leaves open with a clear message", () => {
    expect(validate("10000", "12", "101").timePeriod).toBe("Time period cannot be more than 100 years");
    expect(validate("10000", "12", "0.02").timePeriod).toBe("Time period must be at least 1 month");
    expect(validate("10000", "75", "10").annualRate).toBe("Expected return rate (p.a.) cannot be more than 50%");
  });
});
