import { describe, expect, it } from "vitest";
import { INVALID_INCOME_MESSAGE, summariseBudget } from "./budget-math";

describe("the budget planner's arithmetic", () => {
  it("sums the amounts and subtracts them from the income", () => {
    expect(
      summariseBudget("50,000", [
        { category: "Rent", amount: "15000" },
        { category: "Groceries", amount: "₹8,500" },
        { category: "EMI", amount: "12000.50" },
      ]),
    ).toEqual({ monthlyIncome: 50_000, totalExpenses: 35_500.5, remainingBalance: 14_499.5 });
  });

  it("counts blank or non-numeric amounts as 0", () => {
    expect(summariseBudget("1000", [{ category: "A", amount: "" }, { category: "B", amount: "abc" }, { category: "C", amount: "250" }])).toEqual({
      monthlyIncome: 1000,
      totalExpenses: 250,
      remainingBalance: 750,
    });
  });

  it("refuses an income that is blank, non-numeric, zero or negative, with the spec's message", () => {
    for (const income of ["", "abc", "0", "-5000"]) {
      expect(summariseBudget(income, [{ category: "Rent", amount: "100" }])).toEqual({ error: INVALID_INCOME_MESSAGE });
    }
    expect(INVALID_INCOME_MESSAGE).toBe("Please enter a valid monthly income.");
  });

  it("lets expenses exceed the income, giving a negative remaining balance", () => {
    expect(summariseBudget("100", [{ category: "Rent", amount: "150" }])).toMatchObject({ remainingBalance: -50 });
  });
});
