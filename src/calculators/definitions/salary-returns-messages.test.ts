// The messages of the EPF, gratuity, SWP, CAGR and simple-interest calculators: empty and
// negative fields in the generic calculators' words, and the rules that tie two fields.
import { describe, expect, it } from "vitest";
import { cagrDefinition } from "./cagr";
import { validator } from "./definition-test-kit";
import { epfDefinition } from "./epf";
import { gratuityDefinition } from "./gratuity";
import { percentTwoDecimals } from "./field-rules";
import { simpleInterestDefinition } from "./simple-interest";
import { SWP_MESSAGES, swpDefinition } from "./swp";

describe("EPF messages", () => {
  const check = validator(epfDefinition);
  it("accepts its defaults, with no current balance", () => expect(check({})).toEqual({}));
  it("words empty and negative fields as the generic calculators do, and allows 0% growth", () => {
    expect(check({ monthlyBasicDa: "" })).toEqual({ monthlyBasicDa: "Basic salary + DA (monthly) is required" });
    expect(check({ salaryGrowth: "-1" })).toEqual({ salaryGrowth: "Yearly salary increase cannot be negative" });
    expect(check({ salaryGrowth: "0", currentBalance: "0" })).toEqual({});
    expect(check({ currentBalance: "-5" })).toEqual({ currentBalance: "Current EPF balance (optional) cannot be negative" });
  });
  it("needs a retirement age above the age, whole years, and an employer share within 12%", () => {
    expect(check({ age: "40", retirementAge: "40" })).toEqual({ retirementAge: "Retirement age must be more than your age" });
    expect(check({ age: "30.5" })).toEqual({ age: "Your age must be a whole number of years" });
    expect(check({ retirementAge: "65" })).toEqual({ retirementAge: "Retirement age cannot be more than 60 years" });
    expect(check({ employerContribution: "13" })).toEqual({ employerContribution: "Employer's share to EPF (% of basic + DA) cannot be more than 12%" });
  });
});

describe("gratuity messages", () => {
  const check = validator(gratuityDefinition);
  it("accepts its defaults and words empty and negative fields generically", () => {
    expect(check({})).toEqual({});
    expect(check({ years: "" })).toEqual({ years: "Years of service is required" });
    expect(check({ monthlySalary: "-1" })).toEqual({ monthlySalary: "Last drawn basic salary + DA (monthly) cannot be negative" });
  });
});

describe("SWP messages", () => {
  const check = validator(swpDefinition);
  it("says so when the monthly withdrawal is bigger than the corpus", () => {
    expect(check({})).toEqual({});
    expect(check({ corpus: "5000", monthlyWithdrawal: "6000" })).toEqual({ monthlyWithdrawal: SWP_MESSAGES.withdrawalAboveCorpus });
    expect(check({ annualRate: "0" })).toEqual({});
    expect(check({ annualRate: "-2" })).toEqual({ annualRate: "Expected return rate (p.a.) cannot be negative" });
    expect(check({ monthlyWithdrawal: "" })).toEqual({ monthlyWithdrawal: "Withdrawal per month is required" });
  });
});

describe("CAGR and simple interest messages", () => {
  it("words empty and negative fields generically", () => {
    expect(validator(cagrDefinition)({ finalValue: "" })).toEqual({ finalValue: "Final value is required" });
    expect(validator(cagrDefinition)({ years: "-5" })).toEqual({ years: "Duration of investment cannot be negative" });
    // Under a month, a doubling would annualise past any number worth showing.
    expect(validator(cagrDefinition)({ years: "0.01" })).toEqual({ years: "Duration of investment must be at least 1 month" });
    expect(validator(simpleInterestDefinition)({ principal: "-1" })).toEqual({ principal: "Principal amount cannot be negative" });
  });
  it("shows a rate to exactly two decimals, never a negative zero", () => {
    expect(percentTwoDecimals(14.869835)).toBe("14.87%");
    expect(percentTwoDecimals(14.8)).toBe("14.80%");
    expect(percentTwoDecimals(-0.001)).toBe("0.00%");
    expect(percentTwoDecimals(-29.289)).toBe("-29.29%");
    expect(percentTwoDecimals(1234.5)).toBe("1,234.50%");
  });
});
