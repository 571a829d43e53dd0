import { describe, expect, it } from "vitest";
import { TAX_YEARS } from "../tax-rules";
import { validator } from "./definition-test-kit";
import { hraDefinition } from "./hra";
import { incomeTaxDefinition } from "./income-tax";

const incomeTaxErrors = validator(incomeTaxDefinition);
const hraErrors = validator(hraDefinition);

describe("income tax validation", () => {
  it("accepts the defaults, with the URL's names and age 30, every deduction and the HRA inputs at 0", () => {
    const defaults = Object.fromEntries(incomeTaxDefinition.fields.map((field) => [field.id, field.defaultValue]));
    expect(defaults).toMatchObject({
      year: "2026-27",
      salary: 1_500_000,
      otherIncome: 0,
      age: 30,
      deductions80C: 0,
      deductions80D: 0,
      nps80CCD1B: 0,
      homeLoanInterest: 0,
      basicSalary: 0,
      hraReceived: 0,
      rentPaid: 0,
      metroCity: "yes",
    });
    expect(incomeTaxErrors({})).toEqual({});
  });

  it("says '{label} is required' for an empty salary or age, and '{label} cannot be negative'", () => {
    expect(incomeTaxErrors({ salary: "" })).toEqual({ salary: "Gross salary (a year) is required" });
    expect(incomeTaxErrors({ age: "" })).toEqual({ age: "Age is required" });
    expect(incomeTaxErrors({ salary: "-5" })).toEqual({ salary: "Gross salary (a year) cannot be negative" });
    expect(incomeTaxErrors({ deductions80C: "-1" })).toEqual({ deductions80C: "Section 80C investments cannot be negative" });
    expect(incomeTaxErrors({ rentPaid: "-1" })).toEqual({ rentPaid: "Rent paid (a year) cannot be negative" });
  });

  it("lets the optional amounts be empty (0) and a salary of 0, but not unreadable text", () => {
    expect(incomeTaxErrors({ otherIncome: "", deductions80C: "", nps80CCD1B: "", basicSalary: "", hraReceived: "", rentPaid: "" })).toEqual({});
    expect(incomeTaxErrors({ salary: "0", basicSalary: "0", hraReceived: "0" })).toEqual({});
    expect(incomeTaxErrors({ otherIncome: "abc" })).toEqual({ otherIncome: "Other income (a year) must be a number" });
  });

  it("bounds the age and the amounts, and keeps basic + HRA within the salary", () => {
    expect(incomeTaxErrors({ age: "121" })).toEqual({ age: "Age cannot be more than 120 years" });
    expect(incomeTaxErrors({ salary: "20000000000" }).salary).toBe("Gross salary (a year) cannot be more than ₹10,00,00,00,000");
    expect(incomeTaxErrors({ salary: "700000", basicSalary: "600000", hraReceived: "240000" })).toEqual({
      hraReceived: "Basic salary + DA and HRA received together cannot be more than the gross salary",
    });
  });

  it("takes any salary alone without a message about HRA the visitor never entered", () => {
    for (const salary of ["0", "600000", "839999", "1500000"]) expect(incomeTaxErrors({ salary }), salary).toEqual({});
  });

  it("offers both years, each dated and sourced", () => {
    const year = incomeTaxDefinition.fields.find((field) => field.id === "year");
    expect(year?.kind === "choice" && year.options.map((option) => option.key)).toEqual(["2025-26", "2026-27"]);
    for (const taxYear of TAX_YEARS) {
      expect(taxYear.checkedOn).toMatch(/\d{4}/);
      expect(taxYear.sources.length).toBeGreaterThan(20);
    }
  });
});

describe("HRA validation", () => {
  it("requires the three amounts, not negative", () => {
    expect(hraErrors({})).toEqual({});
    expect(hraErrors({ basicSalary: "" })).toEqual({ basicSalary: "Basic salary + DA (a year) is required" });
    expect(hraErrors({ hraReceived: "-1" })).toEqual({ hraReceived: "HRA received (a year) cannot be negative" });
  });
});
