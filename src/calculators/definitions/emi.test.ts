import { describe, expect, it } from "vitest";
import { parseInput } from "../parse-input";
import { croreDefinition } from "./crore";
import { emergencyDefinition } from "./emergency";
import { emiDefinition } from "./emi";
import { monthsOfYear } from "./emi-schedule";

const emiErrors = (amount: string, annualRate: string, tenure: string) =>
  emiDefinition.validate({ amount: parseInput(amount), annualRate: parseInput(annualRate), tenure: parseInput(tenure) }, "calculate");

describe("EMI validation (spec 1 §5)", () => {
  it("accepts the defaults 10,00,000, 8.5% and 20 years", () => {
    const defaults = Object.fromEntries(emiDefinition.fields.map((field) => [field.id, field.defaultValue]));
    // The spec's three, and the prepayments empty: no prepayment.
    expect(defaults).toEqual({ amount: 1_000_000, annualRate: 8.5, tenure: 20, oneTimeAmount: "", oneTimeMonth: "", extraMonthly: "", extraFromMonth: "", prepaymentMode: "tenure" });
    expect(Object.values(emiErrors("1000000", "8.5", "20")).filter(Boolean)).toEqual([]);
  });

  it("says 'This is a required field.' for an empty or unreadable field", () => {
    expect(emiErrors("", "8.5", "20").amount).toBe("This is a required field.");
    expect(emiErrors("1000000", "abc", "20").annualRate).toBe("This is a required field.");
  });

  it("says 'Value must be greater than 0.' for zero or a negative value", () => {
    expect(emiErrors("0", "8.5", "20").amount).toBe("Value must be greater than 0.");
    expect(emiErrors("1000000", "-1", "20").annualRate).toBe("Value must be greater than 0.");
    expect(emiErrors("1000000", "8.5", "-5").tenure).toBe("Value must be greater than 0.");
  });

  it("bounds what the spec leaves open", () => {
    expect(emiErrors("1000000", "8.5", "41").tenure).toBe("Loan tenure cannot be more than 40 years");
    expect(emiErrors("1000000", "8.5", "0.01").tenure).toBe("Loan tenure must be at least 1 month");
    expect(emiErrors("1000000", "51", "20").annualRate).toBe("Interest rate (p.a.) cannot be more than 50%");
  });
});

describe("the EMI month filter", () => {
  const loan = { startYear: 2025, startMonth: 11, months: 26 };

  it("takes the first calendar year's months from the start month", () => {
    expect(monthsOfYear(loan, 2025)).toEqual({ first: 0, end: 2 });
  });

  it("takes a full year in the middle and what is left in the last", () => {
    expect(monthsOfYear(loan, 2026)).toEqual({ first: 2, end: 14 });
    expect(monthsOfYear(loan, 2027)).toEqual({ first: 14, end: 26 });
    expect(monthsOfYear(loan, 2028)).toEqual({ first: 26, end: 26 });
  });
});

describe("First crore validation (spec 1 §5)", () => {
  const errors = (monthlyInvestment: string, annualRate: string, inflationRate: string) =>
    croreDefinition.validate(
      {
        monthlyInvestment: parseInput(monthlyInvestment),
        annualRate: parseInput(annualRate),
        inflationRate: parseInput(inflationRate),
        returnVolatility: parseInput("18"),
        inflationVolatility: parseInput("2"),
        returnModel: { value: 0, empty: false },
        equityShare: parseInput("100"),
        savingsNow: parseInput("0"),
      },
      "calculate",
    );

  it("says 'Must be a positive number.' for the investment and the return, and 'Cannot be negative.' for inflation", () => {
    expect(errors("", "12", "6").monthlyInvestment).toBe("Must be a positive number.");
    expect(errors("25000", "0", "6").annualRate).toBe("Must be a positive number.");
    expect(errors("25000", "12", "-1").inflationRate).toBe("Cannot be negative.");
  });

  it("counts an empty inflation as 0, which is allowed", () => {
    expect(Object.values(errors("25000", "12", "")).filter(Boolean)).toEqual([]);
  });
});

describe("Emergency fund validation (spec 2 §5)", () => {
  it("says 'Please enter valid monthly essential expenses.' unless the amount is above 0", () => {
    for (const raw of ["", "0", "-100", "abc"]) {
      expect(emergencyDefinition.validate({ monthlyEssentials: parseInput(raw) }, "calculate").monthlyEssentials).toBe(
        "Please enter valid monthly essential expenses.",
      );
    }
    expect(emergencyDefinition.validate({ monthlyEssentials: parseInput("30,000") }, "calculate").monthlyEssentials).toBeUndefined();
  });
});
