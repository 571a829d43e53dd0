// The Monthly Budget Planner (spec 1 §3-§5, §9), one implementation for the footer widget and
// /tools/budget. Result empty until Calculate; Clear resets income, rows and result; Add
// Expense appends an empty row; a row can be removed only while more than one exists.
import { useId, useState, type FormEvent } from "react";
import { shellMessages } from "../../app/messages/shell";
import { useMessages } from "../../i18n/use-locale";
import { formatRupees } from "../../lib/format-money";
import { summariseBudget, type BudgetSummary, type ExpenseRow } from "./budget-math";
import "./budget.css";

const emptyRow = (): ExpenseRow => ({ category: "", amount: "" });

export function BudgetPlanner({ compact = false }: { compact?: boolean }) {
  const id = useId();
  // Its words live in the shell catalogue: the planner is the footer's widget on every page.
  const m = useMessages(shellMessages).budget;
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
  // The one error summariseBudget gives (the spec's invalid-income message), in the page's language.
  const error = result && "error" in result ? m.invalidIncome : null;

  return (
    <form className={`budget-planner${compact ? " compact" : ""}`} onSubmit={onSubmit} noValidate aria-label={m.form}>
      <div className="budget-field">
        <label htmlFor={`${id}-income`}>{m.income}</label>
        <input
          id={`${id}-income`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={m.incomePlaceholder}
          value={income}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setIncome(event.target.value)}
        />
      </div>
      <fieldset className="budget-rows">
        <legend>{m.expenses}</legend>
        {rows.map((row, index) => (
          <div className="budget-row" key={index}>
            <label className="visually-hidden" htmlFor={`${id}-category-${index}`}>{m.category(index + 1)}</label>
            <input
              id={`${id}-category-${index}`}
              type="text"
              placeholder={m.categoryPlaceholder}
              value={row.category}
              onChange={(event) => updateRow(index, { category: event.target.value })}
            />
            <label className="visually-hidden" htmlFor={`${id}-amount-${index}`}>{m.amount(index + 1)}</label>
            <input
              id={`${id}-amount-${index}`}
              type="text"
              inputMode="decimal"
              placeholder={m.amountPlaceholder}
              value={row.amount}
              onChange={(event) => updateRow(index, { amount: event.target.value })}
            />
            {rows.length > 1 && (
              <button
                type="button"
                className="icon-button remove-row"
                aria-label={m.remove(index + 1)}
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
          {m.add}
        </button>
        <button type="submit" className="button">
          {m.calculate}
        </button>
        <button type="button" className="button secondary" onClick={clear}>
          {m.clear}
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
              <dt>{m.monthlyIncome}</dt>
              <dd data-testid="result-monthlyIncome">{formatRupees(result.monthlyIncome)}</dd>
            </div>
            <div>
              <dt>{m.totalExpenses}</dt>
              <dd data-testid="result-totalExpenses">{formatRupees(result.totalExpenses)}</dd>
            </div>
            <div className={result.remainingBalance < 0 ? "overspent" : undefined}>
              <dt>{m.remainingBalance}</dt>
              <dd data-testid="result-remainingBalance">{formatRupees(result.remainingBalance)}</dd>
            </div>
          </dl>
        )}
        {result && !("error" in result) && result.remainingBalance < 0 && (
          <p className="muted budget-note">{m.overspent}</p>
        )}
      </div>
    </form>
  );
}
