// The debt tracker (spec 2 §2, §4, §5): a list of debts with Add, Remove and Clear, an
// optional monthly budget, and the snowball and avalanche plans side by side. Used by
// /tools/debt and /money/borrowing/debt-strategies.
import { useId, type FormEvent } from "react";
import { DebtResults } from "./debt-results";
import { DebtRowFields } from "./debt-row-fields";
import { PayoffScheduleTable } from "./payoff-schedule-table";
import { MAX_DEBTS, MISSING_DETAILS } from "./debt-form";
import { useDebtPlan } from "./use-debt-plan";
import "./debt.css";

export function DebtTracker() {
  const { form, validation, attempted, shown, failure, focusKey, setRowField, setBudget, addRow, removeRow, clear, calculate } = useDebtPlan();
  const missingId = useId();
  const budgetId = useId();
  const showMissing = attempted && validation.missing;
  const budgetError = attempted || form.budget.trim() !== "" ? validation.budgetError : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    calculate();
  };

  return (
    <div className="debt-tracker">
      <form className="card debt-form" onSubmit={onSubmit} noValidate aria-label="Your debts">
        <h2>Your debts</h2>
        <p className="muted">List every loan and card: what you still owe, its interest rate and, if you like, the minimum you must pay each month.</p>
        {form.rows.map((row, index) => (
          <DebtRowFields
            key={row.key}
            row={row}
            index={index}
            errors={attempted || row.balance || row.rate || row.minimum ? validation.rowErrors.get(row.key) : undefined}
            missingMessageId={showMissing ? missingId : undefined}
            canRemove={form.rows.length > 1}
            focus={row.key === focusKey}
            onChange={setRowField}
            onRemove={removeRow}
          />
        ))}
        <div className="debt-actions">
          <button type="button" className="button secondary" onClick={addRow} disabled={form.rows.length >= MAX_DEBTS}>
            Add debt
          </button>
          <button type="button" className="button secondary" onClick={clear}>
            Clear
          </button>
        </div>
        {form.rows.length >= MAX_DEBTS && <p className="muted">You can compare up to {MAX_DEBTS} debts at a time.</p>}
        <div className="debt-field debt-budget">
          <label htmlFor={budgetId}>Monthly budget for all debts (optional)</label>
          <div className="debt-input">
            <span aria-hidden="true">₹</span>
            <input
              id={budgetId}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              value={form.budget}
              aria-invalid={budgetError ? true : undefined}
              aria-describedby={budgetError ? `${budgetId}-error` : `${budgetId}-hint`}
              onChange={(event) => setBudget(event.target.value)}
            />
          </div>
          {budgetError ? (
            <p id={`${budgetId}-error`} className="field-error">
              {budgetError}
            </p>
          ) : (
            <p id={`${budgetId}-hint`} className="muted debt-hint">
              Everything you can pay toward your debts each month, minimums included.
            </p>
          )}
        </div>
        {showMissing && (
          <p id={missingId} className="alert error" role="alert">
            {MISSING_DETAILS}
          </p>
        )}
        <button type="submit" className="button">
          Calculate
        </button>
      </form>
      <section className="debt-results-area" aria-label="Results" aria-live="polite">
        {failure && (
          <p className="alert error" role="alert">
            {failure}
          </p>
        )}
        {shown ? (
          <DebtResults shown={shown} />
        ) : (
          !failure && <p className="card muted debt-empty">Enter your debts and press Calculate to see the order each strategy pays them in.</p>
        )}
      </section>
      {shown && <PayoffScheduleTable shown={shown} />}
    </div>
  );
}
