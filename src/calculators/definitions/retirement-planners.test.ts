import { describe, expect, it } from "vitest";
import type { ParsedValues } from "../definition";
import { parseInput } from "../parse-input";
import { PARENT_REQUIRED, parentsDefinition } from "./parents";
import { RETIREMENT_REQUIRED, retirementDefinition } from "./retirement";
import type { RetirementOddsField as RetirementField } from "../odds/planner-odds";
import { INFLATION_VOLATILITY, RETIREMENT_RETURN_VOLATILITY } from "../reference-data";

function validate(definition: typeof retirementDefinition, typed: Partial<Record<RetirementField, string>> = {}) {
  const values = {} as ParsedValues<RetirementField>;
  for (const field of definition.fields) values[field.id] = parseInput(typed[field.id] ?? String(field.defaultValue));
  return Object.fromEntries(Object.entries(definition.validate(values, "calculate")).filter(([, message]) => message));
}

/** The plan's own fields: the odds panel's assumptions have their own rules (odds-fields.ts). */
const planFields = (definition: typeof retirementDefinition) => definition.fields.filter((field) => field.kind === "choice" || !field.group);

const defaults = (definition: typeof retirementDefinition) => Object.fromEntries(definition.fields.map((f) => [f.id, f.defaultValue]));

describe("retirement planner (spec 1 §5, §9)", () => {
  it("starts from the spec's defaults, which are valid", () => {
    expect(defaults(retirementDefinition)).toEqual({
      currentAge: 40,
      retirementAge: 60,
      lifeExpectancy: 80,
      monthlyExpenses: 100_000,
      inflation: 6,
      taxSlabPostRetirement: 30,
      preRetirementReturn: 12,
      postRetirementReturn: 6,
      returnVolatility: RETIREMENT_RETURN_VOLATILITY.value,
      inflationVolatility: INFLATION_VOLATILITY.value,
    });
    expect(validate(retirementDefinition)).toEqual({});
  });

  it("says 'This field is required and cannot be negative.' for an empty, negative or non-numeric field", () => {
    expect(RETIREMENT_REQUIRED).toBe("This field is required and cannot be negative.");
    for (const field of planFields(retirementDefinition)) {
      for (const typed of ["", "-1", "abc"]) {
        const errors = validate(retirementDefinition, { [field.id]: typed });
        expect(errors[field.id]).toBe(RETIREMENT_REQUIRED);
      }
    }
  });

  it("accepts zero rates, zero tax and zero expenses", () => {
    expect(validate(retirementDefinition, { inflation: "0", taxSlabPostRetirement: "0", preRetirementReturn: "0", postRetirementReturn: "0", monthlyExpenses: "0" })).toEqual({});
  });

  it("wants retirement after the current age, and life expectancy after retirement", () => {
    expect(validate(retirementDefinition, { retirementAge: "40" })).toEqual({ retirementAge: "Must be after current age." });
    expect(validate(retirementDefinition, { retirementAge: "35" })).toEqual({ retirementAge: "Must be after current age." });
    expect(validate(retirementDefinition, { lifeExpectancy: "60" })).toEqual({ lifeExpectancy: "Must be after retirement age." });
    expect(validate(retirementDefinition, { lifeExpectancy: "59" })).toEqual({ lifeExpectancy: "Must be after retirement age." });
  });

  it("does not compare with an age that is itself missing", () => {
    expect(validate(retirementDefinition, { currentAge: "", retirementAge: "30" })).toEqual({ currentAge: RETIREMENT_REQUIRED });
  });

  it("keeps ages whole and at most 120, and rates at most 50%", () => {
    expect(validate(retirementDefinition, { lifeExpectancy: "80.5" })).toEqual({ lifeExpectancy: "Enter the age in whole years." });
    expect(validate(retirementDefinition, { lifeExpectancy: "1000000" })).toEqual({ lifeExpectancy: "Life expectancy cannot be more than 120 years" });
    expect(validate(retirementDefinition, { taxSlabPostRetirement: "100" })).toEqual({ taxSlabPostRetirement: "Tax slab after retirement cannot be more than 50%" });
  });

  it("shows the monthly SIP only while there are years left to retirement", () => {
    const sip = retirementDefinition.results.find((r) => r.id === "monthlyInvestment");
    expect(sip?.shownWhen).toBeDefined();
    const result = (yearsToRetirement: number) => ({ yearsToRetirement }) as Parameters<NonNullable<NonNullable<typeof sip>["shownWhen"]>>[0];
    expect(sip?.shownWhen?.(result(20))).toBe(true);
    expect(sip?.shownWhen?.(result(0))).toBe(false);
  });

  it("keeps live recompute after a failed Calculate", () => {
    expect(retirementDefinition.failedCalculateStopsLive).toBeFalsy();
  });
});

describe("aging parent planner (spec 2 §4, §5, §9)", () => {
  it("starts from the spec's defaults, a parent already retired, which are valid", () => {
    expect(defaults(parentsDefinition)).toEqual({
      currentAge: 65,
      retirementAge: 65,
      lifeExpectancy: 85,
      monthlyExpenses: 50_000,
      inflation: 6,
      taxSlabPostRetirement: 30,
      preRetirementReturn: 12,
      postRetirementReturn: 6,
      returnVolatility: RETIREMENT_RETURN_VOLATILITY.value,
      inflationVolatility: INFLATION_VOLATILITY.value,
    });
    expect(validate(parentsDefinition)).toEqual({});
  });

  it("says 'Required and cannot be negative.' for an empty, negative or non-numeric field", () => {
    expect(PARENT_REQUIRED).toBe("Required and cannot be negative.");
    for (const field of planFields(parentsDefinition)) {
      for (const typed of ["", "-3", "n/a"]) expect(validate(parentsDefinition, { [field.id]: typed })[field.id]).toBe(PARENT_REQUIRED);
    }
  });

  it("allows retirement at the current age but not before it", () => {
    expect(validate(parentsDefinition, { currentAge: "70", retirementAge: "70", lifeExpectancy: "90" })).toEqual({});
    expect(validate(parentsDefinition, { retirementAge: "64" })).toEqual({ retirementAge: "Must be after current age." });
  });

  it("wants life expectancy after the retirement age", () => {
    expect(validate(parentsDefinition, { lifeExpectancy: "65" })).toEqual({ lifeExpectancy: "Must be after retirement age." });
  });

  it("stops live recompute after a failed Calculate", () => {
    expect(parentsDefinition.failedCalculateStopsLive).toBe(true);
  });
});
