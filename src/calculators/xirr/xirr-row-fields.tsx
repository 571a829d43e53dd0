// One cash flow: a date and an amount, each with a visible label; errors are tied to their
// input by aria-describedby. Remove is offered while more than two flows are listed.
import { useEffect, useId, useRef } from "react";
import { useMessages } from "../../i18n/use-locale";
import { xirrMessages } from "./messages/xirr";
import type { FlowRow, FlowRowField } from "./xirr-form";

interface FlowRowFieldsProps {
  row: FlowRow;
  index: number;
  errors: Partial<Record<FlowRowField, string>> | undefined;
  /** The id of the 'Please enter a date and an amount...' message while it is shown. */
  missingMessageId: string | undefined;
  canRemove: boolean;
  focus: boolean;
  onChange(key: number, field: FlowRowField, value: string): void;
  onRemove(key: number): void;
}

export function FlowRowFields({ row, index, errors, missingMessageId, canRemove, focus, onChange, onRemove }: FlowRowFieldsProps) {
  const baseId = useId();
  const m = useMessages(xirrMessages).row;
  const dateRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) dateRef.current?.focus();
  }, [focus]);

  const describe = (field: FlowRowField) => {
    const error = errors?.[field];
    const missing = row[field].trim() === "" && missingMessageId !== undefined;
    return { error, missing, describedBy: error ? `${baseId}-${field}-error` : missing ? missingMessageId : undefined };
  };
  const date = describe("date");
  const amount = describe("amount");

  return (
    <fieldset className="xirr-row">
      <legend>{m.legend(index + 1)}</legend>
      <div className="xirr-field">
        <label htmlFor={`${baseId}-date`}>{m.date}</label>
        <input
          id={`${baseId}-date`}
          ref={dateRef}
          type="date"
          className="xirr-input"
          min="1900-01-01"
          max="2200-12-31"
          value={row.date}
          aria-invalid={date.error || date.missing ? true : undefined}
          aria-describedby={date.describedBy}
          onChange={(event) => onChange(row.key, "date", event.target.value)}
        />
        {date.error && (
          <p id={`${baseId}-date-error`} className="field-error">
            {date.error}
          </p>
        )}
      </div>
      <div className="xirr-field">
        <label htmlFor={`${baseId}-amount`}>{m.amount}</label>
        <input
          id={`${baseId}-amount`}
          type="text"
          className="xirr-input"
          // Text, not decimal: phone decimal keypads often have no minus sign.
          inputMode="text"
          autoComplete="off"
          maxLength={20}
          value={row.amount}
          aria-invalid={amount.error || amount.missing ? true : undefined}
          aria-describedby={amount.describedBy}
          onChange={(event) => onChange(row.key, "amount", event.target.value)}
        />
        {amount.error && (
          <p id={`${baseId}-amount-error`} className="field-error">
            {amount.error}
          </p>
        )}
      </div>
      {canRemove && (
        <button type="button" className="button secondary xirr-remove" onClick={() => onRemove(row.key)} aria-label={m.removeLabel(index + 1)}>
          {m.remove}
        </button>
      )}
    </fieldset>
  );
}
