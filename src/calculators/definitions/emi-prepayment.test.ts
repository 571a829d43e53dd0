import { describe, expect, it } from "vitest";
import type { EmiResult } from "../../../workers/calc-contract";
import { emiDefinition } from "./emi";
import { emiMonthlyCsv, emiYearlyCsv } from "./emi-csv";
import { loanMonthLabel, prepaymentInputs, PREPAYMENT_MESSAGES } from "./emi-prepayment-parts";
import { validator } from "./definition-test-kit";

const errors = validator(emiDefinition);

describe("EMI prepayment validation", () => {
  it("asks nothing of a visitor who leaves the prepayments empty", () => {
    expect(errors({})).toEqual({});
    expect(errors({ oneTimeAmount: "0", oneTimeMonth: "999" })).toEqual({});
  });

  it("needs a loan month for a one-time prepayment, within the tenure and whole", () => {
    expect(errors({ oneTimeAmount: "2,00,000" })).toEqual({ oneTimeMonth: PREPAYMENT_MESSAGES.monthRequired });
    expect(errors({ oneTimeAmount: "200000", oneTimeMonth: "241" })).toEqual({ oneTimeMonth: "Prepayment month must be within the loan tenure." });
    expect(errors({ oneTimeAmount: "200000", oneTimeMonth: "0" })).toEqual({ oneTimeMonth: "Prepayment month must be within the loan tenure." });
    expect(errors({ oneTimeAmount: "200000", oneTimeMonth: "12.5" })).toEqual({ oneTimeMonth: PREPAYMENT_MESSAGES.monthWhole });
    expect(errors({ oneTimeAmount: "200000", oneTimeMonth: "1" })).toEqual({});
    expect(errors({ oneTimeAmount: "200000", oneTimeMonth: "240" })).toEqual({});
    expect(errors({ oneTimeAmount: "200000", oneTimeMonth: "60", tenure: "4" })).toEqual({ oneTimeMonth: "Prepayment month must be within the loan tenure." });
  });

  it("starts a monthly extra with the first EMI when its month is left empty", () => {
    expect(errors({ extraMonthly: "5000" })).toEqual({});
    expect(errors({ extraMonthly: "5000", extraFromMonth: "300" })).toEqual({ extraFromMonth: "Prepayment month must be within the loan tenure." });
  });

  it("says what is wrong with an amount: not a number, negative or absurd", () => {
    expect(errors({ oneTimeAmount: "abc" })).toEqual({ oneTimeAmount: "Prepayment must be a number." });
    expect(errors({ extraMonthly: "-500" })).toEqual({ extraMonthly: "Prepayment cannot be negative." });
    expect(errors({ oneTimeAmount: "2000000000", oneTimeMonth: "5" })).toEqual({ oneTimeAmount: "Prepayment cannot be more than ₹1,00,00,00,000." });
  });

  it("checks the month against the tenure only while the tenure itself is valid", () => {
    expect(errors({ tenure: "", oneTimeAmount: "100000", oneTimeMonth: "500" })).toEqual({ tenure: "This is a required field." });
  });

  it("shows the month fields and the mode only once an amount is typed", () => {
    const raw = { amount: "1000000", annualRate: "8.5", tenure: "20", oneTimeAmount: "", oneTimeMonth: "", extraMonthly: "", extraFromMonth: "", prepaymentMode: "tenure" };
    const shown = (changes: Partial<typeof raw>) =>
      emiDefinition.fields.filter((field) => !field.shownWhen || field.shownWhen({ ...raw, ...changes })).map((field) => field.id);
    expect(shown({})).toEqual(["amount", "annualRate", "tenure", "oneTimeAmount", "extraMonthly"]);
    expect(shown({ oneTimeAmount: "50000" })).toEqual(["amount", "annualRate", "tenure", "oneTimeAmount", "oneTimeMonth", "extraMonthly", "prepaymentMode"]);
    expect(shown({ extraMonthly: "2000" })).toEqual(["amount", "annualRate", "tenure", "oneTimeAmount", "extraMonthly", "extraFromMonth", "prepaymentMode"]);
  });
});

describe("what the EMI calculator asks the core", () => {
  it("sends no prepayment at all when none is above 0, so the plain EMI is computed as before", () => {
    expect(prepaymentInputs({ oneTimeAmount: 0, oneTimeMonth: 0, extraMonthly: 0, extraFromMonth: 1, prepaymentMode: 1 })).toEqual({});
  });

  it("sends the amounts, months and mode when there is one", () => {
    expect(prepaymentInputs({ oneTimeAmount: 200_000, oneTimeMonth: 12, extraMonthly: 0, extraFromMonth: 1, prepaymentMode: 1 })).toEqual({
      prepayment: { oneTimeAmount: 200_000, oneTimeMonth: 12, extraMonthly: 0, extraFromMonth: 1, mode: "reduceEmi" },
    });
    expect(prepaymentInputs({ extraMonthly: 5_000, extraFromMonth: 7, prepaymentMode: 0 })).toMatchObject({ prepayment: { extraMonthly: 5_000, extraFromMonth: 7, mode: "reduceTenure" } });
  });

  it("names the calendar month of a loan month: month 3 of a loan from November 2025 is January 2026", () => {
    expect(loanMonthLabel({ startYear: 2025, startMonth: 11 }, 3)).toBe("Jan 2026");
    expect(loanMonthLabel({ startYear: 2025, startMonth: 11 }, 1)).toBe("Nov 2025");
  });
});

const col = (...values: number[]) => Float64Array.from(values);

/** ₹3,000 at 12% over 3 months from December 2025, ₹500 prepaid in month 1 (reduce tenure). */
const prepaid: EmiResult = {
  emi: 1020.0665,
  total: 3020.3,
  principal: 3000,
  interest: 20.3,
  months: 3,
  startYear: 2025,
  startMonth: 12,
  monthly: {
    loanMonth: col(1, 2, 3),
    calendarYear: col(2025, 2026, 2026),
    calendarMonth: col(12, 1, 2),
    principal: col(990.0665, 1004.3, 505.6335),
    interest: col(30, 14.9, 5.4),
    balance: col(1509.9335, 505.6335, 0),
  },
  yearly: { year: col(2025, 2026), principal: col(990.0665, 1509.9335), interest: col(30, 20.3), balance: col(1509.9335, 0) },
  prepayment: {
    mode: "reduceTenure",
    prepaid: 500,
    interestSaved: 10.2,
    monthsSaved: 0,
    newEmi: 1020.0665,
    plain: { interest: 30.5, total: 3030.5, months: 3 },
    byMonth: col(500, 0, 0),
    byYear: col(500, 0),
    comparison: { year: col(2025, 2026), balance: col(1509.9335, 0), plainBalance: col(2009.93, 0) },
  },
};

describe("the EMI schedule as CSV", () => {
  it("writes every month with the spec's field names, an ISO month and rupees to the paisa", () => {
    expect(emiMonthlyCsv(prepaid).split("\r\n")).toEqual([
      "loanMonth,calendarYear,calendarMonth,month,principal,interest,balance,prepayment",
      "1,2025,12,2025-12,990.07,30,1509.93,500",
      "2,2026,1,2026-01,1004.3,14.9,505.63,0",
      "3,2026,2,2026-02,505.63,5.4,0,0",
      "",
    ]);
  });

  it("writes the yearly rows, and leaves the prepayment column out of a plain loan", () => {
    expect(emiYearlyCsv(prepaid).split("\r\n")).toEqual(["year,principal,interest,balance,prepayment", "2025,990.07,30,1509.93,500", "2026,1509.93,20.3,0,0", ""]);
    const { prepayment: _none, ...plain } = prepaid;
    expect(emiYearlyCsv(plain).split("\r\n")[0]).toBe("year,principal,interest,balance");
    expect(emiMonthlyCsv(plain).split("\r\n")[1]).toBe("1,2025,12,2025-12,990.07,30,1509.93");
  });
});

describe("the EMI convention line", () => {
  const convention = emiDefinition.convention;
  it("is the plain one without a prepayment and says what the mode does with one", () => {
    const { prepayment: _none, ...plain } = prepaid;
    expect(convention(plain)).toBe("Interest is charged monthly at the annual rate ÷ 12 on the balance still owed; the first EMI falls this month and the last one clears the loan.");
    expect(convention(prepaid)).toMatch(/EMI stays the same, so the loan ends sooner\.$/);
    expect(convention({ ...prepaid, prepayment: { ...prepaid.prepayment!, mode: "reduceEmi" } })).toMatch(/recomputed over the months left to the original end \(every month, with a regular extra\)\.$/);
  });
});
