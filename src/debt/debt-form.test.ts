import { describe, expect, it } from "vitest";
import { emptyRow, MISSING_DETAILS, readDebtQuery, validateDebts, writeDebtQuery, type DebtRow } from "./debt-form";
import { formatMonths } from "./format-duration";

const row = (name: string, balance: string, rate: string, minimum = ""): DebtRow => ({ ...emptyRow(), name, balance, rate, minimum });

describe("debt form validation (spec 2 §5)", () => {
  it("reports missing details while any name, balance or rate is empty, but not a missing minimum", () => {
    expect(MISSING_DETAILS).toBe("Please fill in all debt details.");
    expect(validateDebts({ rows: [emptyRow()], budget: "" }).missing).toBe(true);
    expect(validateDebts({ rows: [row("Card", "5000", " ")], budget: "" }).missing).toBe(true);
    expect(validateDebts({ rows: [row("  ", "5000", "36")], budget: "" }).missing).toBe(true);
    const complete = validateDebts({ rows: [row("Card", "5000", "36")], budget: "" });
    expect(complete.missing).toBe(false);
    expect(complete.request?.inputs).toEqual({ debts: [{ balance: 5_000, rate: 36, minimumPayment: 0 }], monthlyBudget: 0 });
  });

  it("reads Indian grouping and a rupee sign, and keeps the names for the plan", () => {
    const { request } = validateDebts({ rows: [row(" Home loan ", "₹ 25,00,000", "8.6%", "21,500")], budget: "30,000" });
    expect(request).toEqual({ names: ["Home loan"], inputs: { debts: [{ balance: 2_500_000, rate: 8.6, minimumPayment: 21_500 }], monthlyBudget: 30_000 } });
  });

  it("rejects unusable figures with a message for each, and builds no request", () => {
    const bad = row("Card", "0", "-1", "abc");
    const validation = validateDebts({ rows: [bad, row("Loan", "1e12", "75")], budget: "-5" });
    expect(validation.request).toBeUndefined();
    expect(validation.rowErrors.get(bad.key)).toEqual({
      balance: "Enter a balance above ₹0.",
      rate: "Enter a rate of 0% or more.",
      minimum: "Enter a minimum payment of ₹0 or more.",
    });
    expect([...validation.rowErrors.values()][1]).toEqual({ balance: "Balance cannot be more than ₹1,00,00,00,000.", rate: "Rate cannot be more than 60% a year." });
    expect(validation.budgetError).toBe("Enter a monthly budget of ₹0 or more.");
  });
});

describe("the debt tracker's link", () => {
  it("carries every row and the budget, and restores them", () => {
    const form = { rows: [row("Credit card", "60,000", "42", "3000"), row("Loan", "1,00,000", "14")], budget: "20000" };
    const search = writeDebtQuery("?utm=x", form);
    const restored = readDebtQuery(search);
    expect(new URLSearchParams(search).get("utm")).toBe("x");
    expect(restored?.budget).toBe("20000");
    expect(restored?.rows.map(({ name, balance, rate, minimum }) => [name, balance, rate, minimum])).toEqual([
      ["Credit card", "60,000", "42", "3000"],
      ["Loan", "1,00,000", "14", ""],
    ]);
  });

  it("carries nothing when the query has no debts, and at most 20 rows", () => {
    expect(readDebtQuery("?budget=5000")).toBeNull();
    const many = new URLSearchParams(Array.from({ length: 30 }, (_, i) => ["debt", `D${i}~100~1~`])).toString();
    expect(readDebtQuery(many)?.rows).toHaveLength(20);
  });
});

describe("formatMonths", () => {
  it("says months as people do", () => {
    expect(formatMonths(1)).toBe("1 month");
    expect(formatMonths(7)).toBe("7 months");
    expect(formatMonths(12)).toBe("1 year");
    expect(formatMonths(24)).toBe("2 years");
    expect(formatMonths(15)).toBe("1 year 3 months");
    expect(formatMonths(25)).toBe("2 years 1 month");
  });
});
