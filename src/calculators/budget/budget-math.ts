// The budget planner's arithmetic (spec 1 §5, §9): income parsed as a number, blank or
// non-numeric is 0; blank or non-numeric expense amounts count as 0; total expenses is the
// sum of the amounts; remaining balance is income minus expenses. A sum of a few numbers runs
// on the main thread: it does not earn a worker round trip (docs/decisions/0005-budget-planner-on-the-main-thread.md).
import { parseInput } from "../parse-input";

export interface ExpenseRow {
  category: string;
  amount: string;
}

export interface BudgetSummary {
  monthlyIncome: number;
  totalExpenses: number;
  remainingBalance: number;
}

export const INVALID_INCOME_MESSAGE = "Please enter a valid monthly income.";

/** A typed amount as the spec reads it: blank or not a number counts as 0. */
export function amountOf(raw: string): number {
  const { value } = parseInput(raw);
  return Number.isFinite(value) ? value : 0;
}

/** The summary, or the spec's message when the income is 0 or less (nothing is calculated). */
export function summariseBudget(incomeRaw: string, rows: readonly ExpenseRow[]): BudgetSummary | { error: string } {
  const monthlyIncome = amountOf(incomeRaw);
  if (monthlyIncome <= 0) return { error: INVALID_INCOME_MESSAGE };
  const totalExpenses = rows.reduce((sum, row) => sum + amountOf(row.amount), 0);
  return { monthlyIncome, totalExpenses, remainingBalance: monthlyIncome - totalExpenses };
}
