// The government-scheme calculators' rules: the generic '{label} is required' and '{label}
// cannot be negative', then each scheme's own limits, each with the reason in its message.
import { describe, expect, it } from "vitest";
import { validator } from "./definition-test-kit";
import { npsDefinition } from "./nps";
import { nscDefinition } from "./nsc";
import { postOfficeMisDefinition } from "./post-office-mis";
import { ppfDefinition } from "./ppf";
import { scssDefinition } from "./scss";
import { ssyDefinition } from "./ssy";

const all = [ppfDefinition, ssyDefinition, scssDefinition, nscDefinition, postOfficeMisDefinition, npsDefinition];

describe.each(all)("$title", (definition) => {
  const validate = validator(definition);

  it("accepts its defaults", () => {
    expect(validate({})).toEqual({});
  });

  it("says '{label} is required' for an empty field and '{label} cannot be negative' for a negative one", () => {
    const amount = definition.fields.find((field) => field.kind !== "choice" && field.unit === "rupees");
    if (!amount) throw new Error("every scheme has an amount");
    expect(validate({ [amount.id]: "" })).toEqual({ [amount.id]: `${amount.label} is required` });
    expect(validate({ [amount.id]: "-5" })).toEqual({ [amount.id]: `${amount.label} cannot be negative` });
  });

  it("shows the date and source of its default rate or rules", () => {
    const convention = typeof definition.convention === "string" ? definition.convention : "";
    expect(convention).toMatch(/(quarter|Dec 2025)/);
    expect(convention).toMatch(/(Ministry of Finance|PFRDA)/);
  });
});

describe("PPF limits", () => {
  const validate = validator(ppfDefinition);

  it("takes ₹500 to ₹1,50,000 a year", () => {
    expect(validate({ yearlyDeposit: "500" })).toEqual({});
    expect(validate({ yearlyDeposit: "499" })).toEqual({ yearlyDeposit: "Yearly deposit must be at least ₹500, the PPF minimum for a year" });
    expect(validate({ yearlyDeposit: "1,50,001" })).toEqual({ yearlyDeposit: "Yearly deposit cannot be more than ₹1,50,000, the PPF limit for a financial year" });
  });

  it("runs 15 years or 15 plus blocks of 5", () => {
    for (const years of ["15", "20", "25", "50"]) expect(validate({ timePeriod: years })).toEqual({});
    const message = "Time period must be 15 years, or 15 plus blocks of 5 years (20, 25, 30 …)";
    for (const years of ["10", "16", "22"]) expect(validate({ timePeriod: years })).toEqual({ timePeriod: message });
    expect(validate({ timePeriod: "17.5" })).toEqual({ timePeriod: "Time period must be a whole number of years" });
    expect(validate({ timePeriod: "55" })).toEqual({ timePeriod: "Time period cannot be more than 50 years" });
    expect(validate({ timePeriod: "" })).toEqual({ timePeriod: "Time period is required" });
  });

  it("defaults to the notified 7.1% and refuses a rate past 20%", () => {
    expect(ppfDefinition.fields.find((field) => field.id === "annualRate")?.defaultValue).toBe(7.1);
    expect(validate({ annualRate: "21" })).toEqual({ annualRate: "Interest rate (p.a.) cannot be more than 20%" });
    expect(validate({ annualRate: "-1" })).toEqual({ annualRate: "Interest rate (p.a.) cannot be negative" });
  });
});

describe("Sukanya Samriddhi limits", () => {
  const validate = validator(ssyDefinition);

  it("takes ₹250 to ₹1,50,000 a year", () => {
    expect(validate({ yearlyDeposit: "250" })).toEqual({});
    expect(validate({ yearlyDeposit: "200" }).yearlyDeposit).toBe("Yearly deposit must be at least ₹250, the Sukanya Samriddhi minimum for a year");
    expect(validate({ yearlyDeposit: "200000" }).yearlyDeposit).toBe("Yearly deposit cannot be more than ₹1,50,000, the Sukanya Samriddhi limit for a financial year");
  });

  it("opens for a girl of 0 to 10, in whole years", () => {
    expect(validate({ girlAge: "0" })).toEqual({});
    expect(validate({ girlAge: "10" })).toEqual({});
    expect(validate({ girlAge: "11" }).girlAge).toBe("Girl's age at opening cannot be more than 10 years: the account must be opened before she turns 11");
    expect(validate({ girlAge: "" }).girlAge).toBe("Girl's age at opening is required");
    expect(validate({ girlAge: "-1" }).girlAge).toBe("Girl's age at opening cannot be negative");
    expect(validate({ girlAge: "2.5" }).girlAge).toBe("Girl's age at opening must be a whole number of years");
  });
});

describe("SCSS limits", () => {
  const validate = validator(scssDefinition);

  it("takes ₹1,000 to ₹30 lakh in multiples of ₹1,000", () => {
    expect(validate({ deposit: "30,00,000" })).toEqual({});
    expect(validate({ deposit: "500" }).deposit).toBe("Deposit amount must be at least ₹1,000, the SCSS minimum");
    expect(validate({ deposit: "3001000" }).deposit).toBe("Deposit amount cannot be more than ₹30,00,000, the SCSS limit per person");
    expect(validate({ deposit: "15500" }).deposit).toBe("Deposit amount must be a multiple of ₹1,000");
  });

  it("offers the 5-year term and the one 3-year extension", () => {
    expect(validate({ timePeriod: "8" })).toEqual({});
  });
});

describe("Post Office MIS limits", () => {
  const validate = validator(postOfficeMisDefinition);

  it("takes up to ₹9 lakh in a single account and ₹15 lakh in a joint one", () => {
    expect(validate({ deposit: "9,00,000" })).toEqual({});
    expect(validate({ deposit: "9,01,000" }).deposit).toBe("Deposit amount cannot be more than ₹9,00,000, the MIS limit for a single account");
    expect(validate({ accountType: "joint", deposit: "15,00,000" })).toEqual({});
    expect(validate({ accountType: "joint", deposit: "15,01,000" }).deposit).toBe("Deposit amount cannot be more than ₹15,00,000, the MIS limit for a joint account");
    expect(validate({ deposit: "1500" }).deposit).toBe("Deposit amount must be a multiple of ₹1,000");
    expect(validate({ deposit: "999" }).deposit).toBe("Deposit amount must be at least ₹1,000, the MIS minimum");
  });
});

describe("NSC limits", () => {
  const validate = validator(nscDefinition);

  it("takes at least ₹1,000, in multiples of ₹100", () => {
    expect(validate({ amount: "1000" })).toEqual({});
    expect(validate({ amount: "1,23,400" })).toEqual({});
    expect(validate({ amount: "900" }).amount).toBe("Investment amount must be at least ₹1,000, the NSC minimum");
    expect(validate({ amount: "1050" }).amount).toBe("Investment amount must be a multiple of ₹100");
  });
});

describe("NPS rules", () => {
  const validate = validator(npsDefinition);

  it("needs an age from 18 to 59", () => {
    expect(validate({ currentAge: "18" })).toEqual({});
    expect(validate({ currentAge: "59" })).toEqual({});
    expect(validate({ currentAge: "17" }).currentAge).toBe("Your age must be at least 18 to join the NPS");
    expect(validate({ currentAge: "60" }).currentAge).toBe("Your age must be below 60, the NPS exit age used here");
    expect(validate({ currentAge: "" }).currentAge).toBe("Your age is required");
    expect(validate({ currentAge: "-3" }).currentAge).toBe("Your age cannot be negative");
  });

  it("needs at least 20% in the annuity outside government and 40% for a government subscriber", () => {
    expect(validate({ annuityShare: "20" })).toEqual({});
    expect(validate({ annuityShare: "19" }).annuityShare).toBe("Share of corpus for annuity must be at least 20% for a subscriber outside government");
    expect(validate({ sector: "government", annuityShare: "40" })).toEqual({});
    expect(validate({ sector: "government", annuityShare: "35" }).annuityShare).toBe("Share of corpus for annuity must be at least 40% for a government subscriber");
    expect(validate({ annuityShare: "101" }).annuityShare).toBe("Share of corpus for annuity cannot be more than 100%");
  });
});
