// One debt: name, balance, rate and an optional minimum payment, each with a visible label;
// errors are tied to their input by aria-describedby. Remove is offered only while more than
// one debt is listed (spec 2 §4).
import { useEffect, useId, useRef } from "react";
import { useMessages } from "../i18n/use-locale";
import { cleanName, NAME_MAX_LENGTH, type DebtRow, type DebtRowField } from "./debt-form";
import { debtMessages } from "./messages/debt";
import type { DebtMessages } from "./messages/debt.en";

interface DebtRowFieldsProps {
  row: DebtRow;
  index: number;
  errors: Partial<Record<DebtRowField, string>> | undefined;
  /** The id of the 'Please fill in all debt details.' message while it is shown. */
  missingMessageId: string | undefined;
  canRemove: boolean;
  focus: boolean;
  onChange(key: number, field: keyof Omit<DebtRow, "key">, value: string): void;
  onRemove(key: number): void;
}

interface InputSpec {
  field: keyof Omit<DebtRow, "key">;
  label: string;
  prefix?: string;
  suffix?: string;
  required: boolean;
  placeholder?: string;
}

function inputs(m: DebtMessages["row"]): readonly InputSpec[] {
  return [
    { field: "name", label: m.name, required: true, placeholder: m.namePlaceholder },
    { field: "balance", label: m.balance, prefix: "₹", required: true },
    { field: "rate", label: m.rate, suffix: "%", required: true },
    { field: "minimum", label: m.minimum, prefix: "₹", required: false },
  ];
}

export function DebtRowFields({ row, index, errors, missingMessageId, canRemove, focus, onChange, onRemove }: DebtRowFieldsProps) {
  const baseId = useId();
  const m = useMessages(debtMessages).row;
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) nameRef.current?.focus();
  }, [focus]);

  return (
    <fieldset className="debt-row">
      <legend>{m.legend(index + 1)}</legend>
      {inputs(m).map((spec) => {
        const inputId = `${baseId}-${spec.field}`;
        const value = row[spec.field];
        const error = spec.field === "name" ? undefined : errors?.[spec.field];
        const missing = spec.required && value.trim() === "" && missingMessageId !== undefined;
        const describedBy = error ? `${inputId}-error` : missing ? missingMessageId : undefined;
        return (
          <div key={spec.field} className={`debt-field debt-field-${spec.field}`}>
            <label htmlFor={inputId}>{spec.label}</label>
            <div className="debt-input">
              {spec.prefix && <span aria-hidden="true">{spec.prefix}</span>}
              <input
                id={inputId}
                ref={spec.field === "name" ? nameRef : undefined}
                type="text"
                inputMode={spec.field === "name" ? "text" : "decimal"}
                autoComplete="off"
                maxLength={spec.field === "name" ? NAME_MAX_LENGTH : 20}
                placeholder={spec.placeholder}
                value={value}
                aria-invalid={error || missing ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => onChange(row.key, spec.field, spec.field === "name" ? cleanName(event.target.value) : event.target.value)}
              />
              {spec.suffix && <span aria-hidden="true">{spec.suffix}</span>}
            </div>
            {error && (
              <p id={`${inputId}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {canRemove && (
        <button type="button" className="button secondary debt-remove" onClick={() => onRemove(row.key)} aria-label={m.removeLabel(index + 1, row.name.trim())}>
          {m.remove}
        </button>
      )}
    </fieldset>
  );
}
