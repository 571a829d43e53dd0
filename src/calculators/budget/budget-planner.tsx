// The Monthly Budget Planner (spec 1 §3-§5, §9), one implementation for the footer widget and
// /tools/budget. Result empty until Calculate; Clear resets income, rows and result; Add
// Expense appends an empty row; a row can be removed only while more than one exists.
import { useId, useState, type FormEvent } from "react";
import { formatRupees } from "../../lib/format-money";
import { summariseBudget, type BudgetSummary, type ExpenseRow } from "./budget-math";
import "./budget.css";

const emptyRow = (): ExpenseRow => ({ category: "", amount: "" });

export function BudgetPlanner({ compact = false }: { compact?: boolean }) {
  const id = useId();
  const [income, setIncome] = useState("");
  const [rows, setRows] = useState<ExpenseRow[]>(() => [emptyRow()]);
  const [result, setResult] = useState<BudgetSummary | { error: string } | null>(null);

  const updateRow = (index: number, change: Partial<ExpenseRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(summariseBudget(income, rows));
  };

  const clear = () => {
    setIncome("");
    setRows([emptyRow()]);
    setResult(null);
  };

  const errorId = `${id}-error`;
  const error = result && "error" in result ? result.error : null;

  return (
    <form className={`budget-planner${compact ? " compact" : ""}`} onSubmit={onSubmit} noValidate aria-label="Monthly Budget Planner">
      <div className="budget-field">
        <label htmlFor={`${id}-income`}>Monthly Income</label>
        <input
          id={`${id}-income`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 50,000"
          value={income}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setIncome(event.target.value)}
        />
      </div>
      <fieldset className="budget-rows">
        <legend>Expenses</legend>
        {rows.map((row, index) => (
          <div className="budget-row" key={index}>
            <label className="visually-hidden" htmlFor={`${id}-category-${index}`}>{`Expense ${index + 1} category`}</label>
            <input
              id={`${id}-category-${index}`}
              type="text"
              placeholder="Category (e.g. Rent)"
              value={row.category}
              onChange={(event) => updateRow(index, { category: event.target.value })}
            />
            <label className="visually-hidden" htmlFor={`${id}-amount-${index}`}>{`Expense ${index + 1} amount`}</label>
            <input
              id={`${id}-amount-${index}`}
              type="text"
              inputMode="decimal"
              placeholder="Amount"
              value={row.amount}
              onChange={(event) => updateRow(index, { amount: event.target.value })}
            />
            {rows.length > 1 && (
              <button
                type="button"
                className="icon-button remove-row"
                aria-label={`Remove expense ${index + 1}`}
                onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
              >
                ×
              </button>
            )}
          </div>
        ))}
      </fieldset>
      <div className="budget-actions">
        <button type="button" className="button secondary" onClick={() => setRows((current) => [...current, emptyRow()])}>
          Add Expense
        </button>
        <button type="submit" className="button">
          Calculate
        </button>
        <button type="button" className="button secondary" onClick={clear}>
          Clear
        </button>
      </div>
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        {result && !("error" in result) && (
          <dl className="budget-result" data-testid="budget-result">
            <div>
              <dt>Monthly Income</dt>
              <dd data-testid="result-monthlyIncome">{formatRupees(result.monthlyIncome)}</dd>
            </div>
            <div>
              <dt>Total Expenses</dt>
              <dd data-testid="result-totalExpenses">{formatRupees(result.totalExpenses)}</dd>
            </div>
            <div className={result.remainingBalance < 0 ? "overspent" : undefined}>
              <dt>Remaining Balance</dt>
              <dd data-testid="result-remainingBalance">{formatRupees(result.remainingBalance)}</dd>
            </div>
          </dl>
        )}
        {result && !("error" in result) && result.remainingBalance < 0 && (
          <p className="muted budget-note">Your expenses are more than your income this month: look at the largest category first.</p>
        )}
      </div>
    </form>
  );
}
