// /tools/xirr: the annual return of money put in and taken out on different dates. Its input
// is a list, so it has its own page (as the debt tracker does) rather than a definition; it
// keeps every calculator's rules: live after the first Calculate, the list in the URL, Save
// plan, print, CSV, the convention line and how it is calculated.
import { useId, type ComponentType, type FormEvent } from "react";
import { PrintButton } from "../../components/print-button";
import type { CalculatorActionsProps } from "../calculator-page";
import "../calculator.css";
import { flowInputs, MAX_FLOWS, XIRR_MESSAGES } from "./xirr-form";
import { XirrResults } from "./xirr-results";
import { FlowRowFields } from "./xirr-row-fields";
import { useXirr } from "./use-xirr";
import "./xirr.css";

const TITLE = "XIRR Calculator";

export function XirrToolPage({ Actions }: { Actions?: ComponentType<CalculatorActionsProps> }) {
  const { rows, validation, attempted, shown, failure, focusKey, setRowField, addRow, removeRow, clear, calculate } = useXirr();
  const missingId = useId();
  const showMissing = attempted && validation.missing;
  const listError = attempted ? validation.listError : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    calculate();
  };

  return (
    <div className="container page calculator">
      <h1>{TITLE}</h1>
      <p className="lead">
        Find the real yearly return of an investment you added to or took money from at different times: SIP instalments, top-ups, part
        withdrawals, and what it is worth today.
      </p>
      <div className="calculator-actions">
        {Actions && <Actions toolId="xirr" title={TITLE} inputs={flowInputs(rows)} />}
        <PrintButton />
      </div>
      <div className="calculator-grid">
        <form className="card calculator-form xirr-form" onSubmit={onSubmit} noValidate aria-label={`${TITLE} inputs`}>
          <p className="muted">
            Enter each amount with its date: money you put in as a negative amount (−10000), money you took out, and the value today, as positive.
          </p>
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
              Add cash flow
            </button>
            <button type="button" className="button secondary" onClick={clear}>
              Clear
            </button>
          </div>
          {rows.length >= MAX_FLOWS && <p className="muted">You can enter up to {MAX_FLOWS} cash flows.</p>}
          {showMissing && (
            <p id={missingId} className="alert error" role="alert">
              {XIRR_MESSAGES.missing}
            </p>
          )}
          {listError && (
            <p className="alert error" role="alert">
              {listError}
            </p>
          )}
          <button type="submit" className="button">
            Calculate
          </button>
        </form>
        <section className="calculator-results" aria-label="Results" aria-live="polite">
          {failure && (
            <p className="alert error" role="alert">
              {failure}
            </p>
          )}
          {shown ? (
            <XirrResults shown={shown} />
          ) : (
            !failure && <p className="card muted results-empty">Enter your numbers and press Calculate to see the results.</p>
          )}
        </section>
      </div>
      <section className="card calculator-method" aria-labelledby="xirr-method-heading">
        <h2 id="xirr-method-heading">How this is calculated</h2>
        <p>
          XIRR is the one yearly rate r at which all your cash flows, each moved to the first date, add up to nothing: Σ amount ÷ (1 + r)^(days ÷ 365) =
          0, where days counts the calendar days from the first date to that flow's date. It is what spreadsheets' XIRR function computes.
        </p>
        <p>
          We solve it by Newton's method starting from 10%; if that does not settle, we search outward from 0% for the nearest rate where the sum changes
          sign and halve the gap until the answer is exact to many decimal places. The table shows each flow's value at the first date at the XIRR: they
          add up to ₹0.
        </p>
        <p>
          If every amount has the same sign, no rate can balance them, and we say so. A list whose signs change more than once (money in, out, and in
          again) can have more than one answer or none; we show the one nearest 0% that we find, or say that there is none.
        </p>
        <p>
          For a single amount invested once, XIRR equals the CAGR. Returns over less than a year are annualised, so a small gain over a few days can show
          a very large XIRR.
        </p>
      </section>
    </div>
  );
}
