// One labelled input of the account forms: its error (and hint) tied to it by aria-describedby.
import type { Ref } from "react";

interface TextFieldProps {
  id: string;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
}

export function TextField({ id, label, type, autoComplete, value, onChange, error, hint, inputRef, maxLength }: TextFieldProps) {
  const describedBy = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type={type}
        inputMode={type === "email" ? "email" : undefined}
        autoComplete={autoComplete}
        autoCapitalize={type === "text" ? undefined : "none"}
        spellCheck={type === "text" ? undefined : false}
        required
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
