import { describe, expect, it, vi } from "vitest";
import type { GoalInputs } from "../../../workers/calc-contract";
import type { CalcClient } from "../../core/calc-client";
import type { CalculatorDefinition, ParsedValues } from "../definition";
import { parseInput } from "../parse-input";
import { carDefinition } from "./car";
import { customDefinition } from "./custom";
import { EDUCATION_FIELD_MESSAGE, EDUCATION_LOGIC_MESSAGE, educationDefinition } from "./education";
import { INFLATION_NEGATIVE, REQUIRED_POSITIVE } from "./goal-planner";
import { DOWN_PAYMENT_OVER_100, homeDefinition } from "./home";
import { marriageDefinition } from "./marriage";
import { vacationDefinition } from "./vacation";
import { weddingDefinition } from "./wedding";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each planner has its own field ids
type AnyDefinition = CalculatorDefinition<string, any>;

/** The definition's defaults, with some fields typed over. */
function validate(definition: AnyDefinition, typed: Record<string, string> = {}) {
  const values = {} as ParsedValues<string>;
  for (const field of definition.fields) values[field.id] = parseInput(typed[field.id] ?? String(field.defaultValue));
  return Object.fromEntries(Object.entries(definition.validate(values, "calculate")).filter(([, message]) => message));
}

const ALL = [educationDefinition, marriageDefinition, weddingDefinition, carDefinition, homeDefinition, vacationDefinition, customDefinition];

describe("goal planners' defaults", () => {
  it.each(ALL.map((d) => [d.id, d] as const))("%s starts valid", (_id, definition) => {
    expect(validate(definition)).toEqual({});
  });
});

describe("education validation (spec 2 §5)", () => {
  it("says 'This is required Field.' under a field that is empty, zero, negative or not a number", () => {
    expect(validate(educationDefinition, { currentCost: "" })).toEqual({ currentCost: EDUCATION_FIELD_MESSAGE });
    expect(validate(educationDefinition, { years: "0" })).toEqual({ years: EDUCATION_FIELD_MESSAGE });
    expect(validate(educationDefinition, { inflationRate: "-2" })).toEqual({ inflationRate: EDUCATION_FIELD_MESSAGE });
    expect(validate(educationDefinition, { returnRate: "twelve" })).toEqual({ returnRate: EDUCATION_FIELD_MESSAGE });
    expect(EDUCATION_FIELD_MESSAGE).toBe("This is required Field.");
  });

  it("gives the logic message 'Must be a positive number.' for the form while a field says so", () => {
    expect(educationDefinition.formError?.({ years: EDUCATION_FIELD_MESSAGE })).toBe("Must be a positive number.");
    expect(EDUCATION_LOGIC_MESSAGE).toBe("Must be a positive number.");
    expect(educationDefinition.formError?.({})).toBeUndefined();
    expect(educationDefinition.formError?.({ years: "Years until it is needed cannot be more than 100 years" })).toBeUndefined();
  });
});

describe("marriage, wedding and car validation (spec 2 §5)", () => {
  it.each([marriageDefinition, weddingDefinition, carDefinition].map((d) => [d.id, d] as const))(
    "%s requires every field, inflation too, to be positive",
    (_id, definition) => {
      // The odds panel's assumptions have their own rules (odds-fields.ts).
      for (const field of definition.fields.filter((candidate) => !candidate.group)) {
        for (const typed of ["", "0", "-1", "abc"]) {
          expect(validate(definition, { [field.id]: typed })).toEqual({ [field.id]: REQUIRED_POSITIVE });
        }
      }
      expect(REQUIRED_POSITIVE).toBe("This field is required and must be positive.");
    },
  );
});

describe("home validation (spec 2 §5)", () => {
  it("requires a positive price, down payment, period and return", () => {
    for (const id of ["targetAmount", "downPaymentPercent", "timePeriod", "annualRate"]) {
      expect(validate(homeDefinition, { [id]: "0" })).toEqual({ [id]: REQUIRED_POSITIVE });
      expect(validate(homeDefinition, { [id]: "" })).toEqual({ [id]: REQUIRED_POSITIVE });
    }
  });

  it("refuses a down payment above 100% with 'Cannot be more than 100%.' and accepts exactly 100%", () => {
    expect(validate(homeDefinition, { downPaymentPercent: "100.5" })).toEqual({ downPaymentPercent: DOWN_PAYMENT_OVER_100 });
    expect(DOWN_PAYMENT_OVER_100).toBe("Cannot be more than 100%.");
    expect(validate(homeDefinition, { downPaymentPercent: "100" })).toEqual({});
  });

  it("takes inflation as optional, refusing only a negative one", () => {
    expect(validate(homeDefinition, { inflationRate: "" })).toEqual({});
    expect(validate(homeDefinition, { inflationRate: "0" })).toEqual({});
    expect(validate(homeDefinition, { inflationRate: "-1" })).toEqual({ inflationRate: INFLATION_NEGATIVE });
  });
});

describe("vacation and custom validation (spec 2 §5)", () => {
  it.each([vacationDefinition, customDefinition].map((d) => [d.id, d] as const))(
    "%s requires a positive amount, period and return, and takes inflation as optional",
    (_id, definition) => {
      for (const id of ["targetAmount", "timePeriod", "annualRate"]) expect(validate(definition, { [id]: "-5" })).toEqual({ [id]: REQUIRED_POSITIVE });
      expect(validate(definition, { inflationRate: "" })).toEqual({});
      expect(validate(definition, { inflationRate: "0" })).toEqual({});
      expect(validate(definition, { inflationRate: "-0.5" })).toEqual({ inflationRate: "Inflation cannot be negative." });
      expect(validate(definition, { inflationRate: "x" })).toEqual({ inflationRate: "Enter inflation as a number, or leave it empty." });
    },
  );
});

describe("bounds the spec leaves open", () => {
  it("keeps the period within 1 month to 100 years and rates within 50%", () => {
    expect(validate(carDefinition, { timePeriod: "0.01" })).toEqual({ timePeriod: "Years until you buy must be at least 1 month" });
    expect(validate(customDefinition, { timePeriod: "101" })).toEqual({ timePeriod: "Years to the goal cannot be more than 100 years" });
    expect(validate(weddingDefinition, { annualRate: "60" })).toEqual({ annualRate: "Expected return (p.a.) cannot be more than 50%" });
    expect(validate(vacationDefinition, { inflationRate: "51" })).toEqual({ inflationRate: "Inflation rate (p.a., optional) cannot be more than 50%" });
  });
});

describe("what each planner asks the core", () => {
  async function coreInputs(definition: AnyDefinition, inputs: Record<string, number>): Promise<GoalInputs> {
    const goal = vi.fn(async (_inputs: GoalInputs) => undefined);
    await definition.compute({ goal } as unknown as CalcClient, inputs);
    return goal.mock.calls[0][0];
  }

  it("saves a home's down payment share, at the optional inflation", async () => {
    const inputs = await coreInputs(homeDefinition, { targetAmount: 8e6, downPaymentPercent: 20, timePeriod: 7, annualRate: 11, inflationRate: 0 });
    expect(inputs).toEqual({ presentCost: 8e6, sharePct: 20, years: 7, annualRate: 11, inflationRate: 0, wholeRupees: false });
  });

  it("maps education's years and return, and saves the whole cost", async () => {
    const inputs = await coreInputs(educationDefinition, { currentCost: 25e5, years: 15, inflationRate: 10, returnRate: 12 });
    expect(inputs).toEqual({ presentCost: 25e5, sharePct: 100, years: 15, annualRate: 12, inflationRate: 10, wholeRupees: false });
  });

  it("rounds vacation and custom results to whole rupees (spec 2 §9), and no other planner's", async () => {
    const base = { targetAmount: 3e5, timePeriod: 2, annualRate: 7, inflationRate: 5 };
    expect((await coreInputs(vacationDefinition, base)).wholeRupees).toBe(true);
    expect((await coreInputs(customDefinition, base)).wholeRupees).toBe(true);
    expect((await coreInputs(weddingDefinition, base)).wholeRupees).toBe(false);
    expect((await coreInputs(carDefinition, base)).wholeRupees).toBe(false);
  });

  it("shows the wedding's cost today beside its future cost, and names results with the spec's fields", () => {
    expect(weddingDefinition.results.map((r) => r.id)).toEqual(["presentCost", "futureCost", "monthlyInvestment", "totalInvested", "totalReturns"]);
    expect(carDefinition.results.map((r) => r.id)).toEqual(["futureCost", "monthlyInvestment", "totalInvested", "totalReturns"]);
  });
});
