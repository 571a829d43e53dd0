// The generic growth calculators (spec 1 §5): '{label} is required' for an empty, zero or
// non-numeric field, '{label} cannot be negative', and our upper bounds.
import { describe, expect, it } from "vitest";
import { validator } from "./definition-test-kit";
import { fdDefinition } from "./fd";
import { lumpsumDefinition } from "./lumpsum";
import { rdDefinition } from "./rd";

const cases = [
  { definition: lumpsumDefinition, amount: "initialInvestment", amountLabel: "Total investment", rateLabel: "Expected return rate (p.a.)" },
  { definition: fdDefinition, amount: "principal", amountLabel: "Deposit amount", rateLabel: "Interest rate (p.a.)" },
  { definition: rdDefinition, amount: "monthlyDeposit", amountLabel: "Monthly deposit", rateLabel: "Interest rate (p.a.)" },
];

describe.each(cases)("$definition.title validation", ({ definition, amount, amountLabel, rateLabel }) => {
  const validate = validator(definition);

  it("accepts its defaults", () => {
    expect(validate({})).toEqual({});
  });

  it("labels its fields as the messages name them", () => {
    expect(definition.fields.map((field) => field.label)).toEqual([amountLabel, rateLabel, "Time period"]);
  });

  it("says '{label} is required' for an empty, zero or non-numeric field", () => {
    expect(validate({ [amount]: "" })).toEqual({ [amount]: `${amountLabel} is required` });
    expect(validate({ annualRate: "0" })).toEqual({ annualRate: `${rateLabel} is required` });
    expect(validate({ timePeriod: "five" })).toEqual({ timePeriod: "Time period is required" });
  });

  it("says '{label} cannot be negative' for a negative field", () => {
    expect(validate({ [amount]: "-1000" })).toEqual({ [amount]: `${amountLabel} cannot be negative` });
    expect(validate({ annualRate: "-7" })).toEqual({ annualRate: `${rateLabel} cannot be negative` });
    expect(validate({ timePeriod: "-1" })).toEqual({ timePeriod: "Time period cannot be negative" });
  });

  it("bounds what the spec leaves open, with a clear message", () => {
    expect(validate({ timePeriod: "0.01" })).toEqual({ timePeriod: "Time period must be at least 1 month" });
    expect(validate({ annualRate: "60" }).annualRate).toMatch(new RegExp(`^${rateLabel.replace(/[().]/g, "\\$&")} cannot be more than \\d+%$`));
    expect(validate({ [amount]: "1e12" })[amount]).toMatch(/cannot be more than ₹/);
    expect(validate({ timePeriod: "500" }).timePeriod).toMatch(/^Time period cannot be more than \d+ years$/);
  });
});

describe("where the generic calculators draw their lines", () => {
  it("lets a lumpsum run 100 years at up to 50%, and deposits 50 years at up to 20%", () => {
    expect(validator(lumpsumDefinition)({ annualRate: "50", timePeriod: "100" })).toEqual({});
    expect(validator(fdDefinition)({ annualRate: "20", timePeriod: "50" })).toEqual({});
    expect(validator(rdDefinition)({ annualRate: "20.5" }).annualRate).toBe("Interest rate (p.a.) cannot be more than 20%");
    expect(validator(rdDefinition)({ timePeriod: "51" }).timePeriod).toBe("Time period cannot be more than 50 years");
  });

  it("accepts ₹10 crore a month for an RD and ₹1,000 crore at once for a lumpsum or FD", () => {
    expect(validator(rdDefinition)({ monthlyDeposit: "10,00,00,000" })).toEqual({});
    expect(validator(lumpsumDefinition)({ initialInvestment: "₹10,00,00,00,000" })).toEqual({});
    expect(validator(fdDefinition)({ principal: "10000000001" }).principal).toBe("Deposit amount cannot be more than ₹10,00,00,00,000");
  });
});
