// /tools/xirr: the annual return of money put in and taken out on different dates. Its input
// is a list, so it has its own page (as the debt tracker does) rather than a definition; it
// keeps every calculator's rules: live after the first Calculate, the list in the URL, Save
// plan, print, CSV, the convention line and how it is calculated.
import { useId, type ComponentType, type FormEvent } from "react";
import { PrintButton } from "../../components/print-button";
import type { CalculatorActionsProps } from "../calculator-page";
import "../calculator.css";
import { useMessages } from "../../i18n/use-locale";
import { xirrMessages } from "./messages/xirr";
import { flowInputs, MAX_FLOWS } from "./xirr-form";
import { XirrResults } from "./xirr-results";
import { FlowRowFields } from "./xirr-row-fields";
import { useXirr } from "./use-xirr";
import "./xirr.css";

export function XirrToolPage({ Actions }: { Actions?: ComponentType<CalculatorActionsProps> }) {
  const m = useMessages(xirrMessages);
  const { rows, validation, attempted, shown, failure, focusKey, setRowField, addRow, removeRow, clear, calculate } = useXirr(m.form);
  const missingId = useId();
  const showMissing = attempted && validation.missing;
  const listError = attempted ? validation.listError : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    calculate();
  };

  return (
    <div className="container page calculator">
      <h1>{m.title}</h1>
      <p className="lead">{m.lead}</p>
      <div className="calculator-actions">
        {Actions && <Actions toolId="xirr" title={m.title} inputs={flowInputs(rows)} />}
        <PrintButton />
      </div>
      <div className="calculator-grid">
        <form className="card calculator-form xirr-form" onSubmit={onSubmit} noValidate aria-label={m.formLabel}>
          <p className="muted">{m.intro}</p>
          {rows.map((row, index) => (
            <FlowRowFields
              key={row.key}
              row={row}
              index={index}
              errors={attempted || row.date || row.amount ? validation.rowErrors.get(row.key) : undefined}
              missingMessageId={showMissing ? missingId : undefined}
              canRemove={rows.length > 2}
              focus={row.key === focusKey}
              onChange={setRowField}
              onRemove={removeRow}
            />
          ))}
          <div className="xirr-actions">
            <button type="button" className="button secondary" onClick={addRow} disabled={rows.length >= MAX_FLOWS}>
              {m.addFlow}
            </button>
            <button type="button" className="button secondary" onClick={clear}>
              {m.clear}
            </button>
          </div>
          {rows.length >= MAX_FLOWS && <p className="muted">{m.maxFlows(MAX_FLOWS)}</p>}
          {showMissing && (
            <p id={missingId} className="alert error" role="alert">
              {m.form.missing}
            </p>
          )}
          {listError && (
            <p className="alert error" role="alert">
              {listError}
            </p>
          )}
          <button type="submit" className="button">
            {m.calculate}
          </button>
        </form>
        <section className="calculator-results" aria-label={m.resultsLabel} aria-live="polite">
          {failure !== null && (
            <p className="alert error" role="alert">
              {m.failure(failure)}
            </p>
          )}
          {shown ? <XirrResults shown={shown} /> : failure === null && <p className="card muted results-empty">{m.empty}</p>}
        </section>
      </div>
      <section className="card calculator-method" aria-labelledby="xirr-method-heading">
        <h2 id="xirr-method-heading">{m.methodHeading}</h2>
        {m.method.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </div>
  );
}
