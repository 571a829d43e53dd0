// The debt tracker (spec 2 §2, §4, §5): a list of debts with Add, Remove and Clear, an
// optional monthly budget, and the snowball and avalanche plans side by side. Used by
// /tools/debt and /money/borrowing/debt-strategies.
import { useId, type FormEvent } from "react";
import { DebtResults } from "./debt-results";
import { DebtRowFields } from "./debt-row-fields";
import { PayoffScheduleTable } from "./payoff-schedule-table";
import { MAX_DEBTS } from "./debt-form";
import { useMessages } from "../i18n/use-locale";
import { debtMessages } from "./messages/debt";
import { useDebtPlan } from "./use-debt-plan";
import "./debt.css";

export function DebtTracker() {
  const m = useMessages(debtMessages);
  const t = m.tracker;
  const { form, validation, attempted, shown, failure, focusKey, setRowField, setBudget, addRow, removeRow, clear, calculate } = useDebtPlan(m.form);
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
      <form className="card debt-form" onSubmit={onSubmit} noValidate aria-label={t.heading}>
        <h2>{t.heading}</h2>
        <p className="muted">{t.intro}</p>
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
            {t.addDebt}
          </button>
          <button type="button" className="button secondary" onClick={clear}>
            {t.clear}
          </button>
        </div>
        {form.rows.length >= MAX_DEBTS && <p className="muted">{t.maxDebts(MAX_DEBTS)}</p>}
        <div className="debt-field debt-budget">
          <label htmlFor={budgetId}>{t.budget}</label>
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
              {t.budgetHint}
            </p>
          )}
        </div>
        {showMissing && (
          <p id={missingId} className="alert error" role="alert">
            {m.form.missing}
          </p>
        )}
        <button type="submit" className="button">
          {t.calculate}
        </button>
      </form>
      <section className="debt-results-area" aria-label={t.resultsLabel} aria-live="polite">
        {failure !== null && (
          <p className="alert error" role="alert">
            {t.failure(failure)}
          </p>
        )}
        {shown ? (
          <DebtResults shown={shown} />
        ) : (
          failure === null && <p className="card muted debt-empty">{t.empty}</p>
        )}
      </section>
      {shown && <PayoffScheduleTable shown={shown} />}
    </div>
  );
}
