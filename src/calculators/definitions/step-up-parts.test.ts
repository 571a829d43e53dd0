// The SIP's yearly step-up: its messages and bounds, which field is shown, and what the core gets.
import { describe, expect, it } from "vitest";
import { parseInput } from "../parse-input";
import { EQUITY_RETURN_VOLATILITY } from "../reference-data";
import { validator } from "./definition-test-kit";
import { sipDefinition } from "./sip";
import { stepUpInputs } from "./step-up-parts";

describe("the SIP's yearly step-up", () => {
  const validate = validator(sipDefinition);

  it("starts with no step-up, so the SIP is as before", () => {
    expect(sipDefinition.fields.map((field) => field.defaultValue)).toEqual([10_000, 12, 10, "none", "", "", 0, "", "lognormal", 100, EQUITY_RETURN_VOLATILITY.value]);
    expect(validate({})).toEqual({});
    expect(stepUpInputs({ stepUpMode: 0, stepUpPercent: 10, stepUpAmount: 500 })).toEqual({});
  });

  it("reads an empty step-up as 0 and accepts 0", () => {
    expect(validate({ stepUpMode: "percent", stepUpPercent: "" })).toEqual({});
    expect(validate({ stepUpMode: "amount", stepUpAmount: "0" })).toEqual({});
  });

  it("says 'Step-up cannot be negative.' and refuses text that is not a number", () => {
    expect(validate({ stepUpMode: "percent", stepUpPercent: "-1" })).toEqual({ stepUpPercent: "Step-up cannot be negative." });
    expect(validate({ stepUpMode: "amount", stepUpAmount: "-500" })).toEqual({ stepUpAmount: "Step-up cannot be negative." });
    expect(validate({ stepUpMode: "amount", stepUpAmount: "ten" })).toEqual({ stepUpAmount: "Step-up must be a number." });
  });

  it("bounds the step-up at 100% a year or ₹10 crore a year", () => {
    expect(validate({ stepUpMode: "percent", stepUpPercent: "100" })).toEqual({});
    expect(validate({ stepUpMode: "percent", stepUpPercent: "100.5" })).toEqual({ stepUpPercent: "Step-up cannot be more than 100% a year." });
    expect(validate({ stepUpMode: "amount", stepUpAmount: "10,00,00,000" })).toEqual({});
    expect(validate({ stepUpMode: "amount", stepUpAmount: "10,00,00,001" })).toEqual({ stepUpAmount: "Step-up cannot be more than ₹10,00,00,000 a year." });
  });

  it("judges only the field of the chosen mode", () => {
    expect(validate({ stepUpMode: "none", stepUpPercent: "-1", stepUpAmount: "-1" })).toEqual({});
    expect(validate({ stepUpMode: "percent", stepUpAmount: "-1" })).toEqual({});
  });

  it("shows the step-up field only once its mode is chosen", () => {
    const raw = (stepUpMode: string) => ({ monthlyInvestment: "", annualRate: "", timePeriod: "", stepUpMode, stepUpPercent: "", stepUpAmount: "", savingsNow: "", target: "", returnModel: "lognormal", equityShare: "", returnVolatility: "", inflationVolatility: "" });
    const shown = (mode: string) => sipDefinition.fields.filter((field) => !field.shownWhen || field.shownWhen(raw(mode))).map((field) => field.id);
    const odds = ["savingsNow", "target", "returnModel", "returnVolatility"];
    expect(shown("none")).toEqual(["monthlyInvestment", "annualRate", "timePeriod", "stepUpMode", ...odds]);
    expect(shown("percent")).toEqual(["monthlyInvestment", "annualRate", "timePeriod", "stepUpMode", "stepUpPercent", ...odds]);
    expect(shown("amount")).toEqual(["monthlyInvestment", "annualRate", "timePeriod", "stepUpMode", "stepUpAmount", ...odds]);
  });

  it("passes the chosen mode and its value to the core", () => {
    expect(stepUpInputs({ stepUpMode: 1, stepUpPercent: 10, stepUpAmount: 500 })).toEqual({ stepUpMode: "percent", stepUpValue: 10 });
    expect(stepUpInputs({ stepUpMode: 2, stepUpPercent: 10, stepUpAmount: 500 })).toEqual({ stepUpMode: "amount", stepUpValue: 500 });
  });

  it("treats values without the step-up fields (a plain SIP) as no step-up", () => {
    const errors = sipDefinition.validate(
      { monthlyInvestment: parseInput("10000"), annualRate: parseInput("12"), timePeriod: parseInput("10") },
      "calculate",
    );
    expect(Object.values(errors).filter(Boolean)).toEqual([]);
    expect(stepUpInputs({})).toEqual({});
  });
});
