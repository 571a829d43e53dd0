// A number field: a typed input (accepts '10,000' or '₹5,00,000') and a slider over the
// field's usual range. The error is tied to the input by aria-describedby.
import { memo, useId, useState } from "react";
import { useMessages } from "../i18n/use-locale";
import type { NumberFieldDef } from "./definition";
import { formatFieldValue, unitSuffix } from "./format-value";
import { calculatorMessages } from "./messages/calculator";
import { parseInput } from "./parse-input";

interface NumberFieldProps<Id extends string> {
  field: NumberFieldDef<Id>;
  raw: string;
  error: string | undefined;
  onChange(id: Id, raw: string): void;
  /** A slider step the page takes without rendering (use-calculation.ts, stepField); false if it cannot. */
  onStep?(id: Id, raw: string): boolean;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Memoised: a drag step re-renders only the field that moved (and, where the page takes the
 * step without rendering, nothing else). (React re-applies an input's
 * name and type whenever it re-renders, so every field re-rendering on every step cost
 * dozens of attribute writes per step; bench/ measures drag latency.)
 */
export const NumberField = memo(NumberFieldView) as typeof NumberFieldView;

function NumberFieldView<Id extends string>({ field, raw: pageRaw, error, onChange, onStep }: NumberFieldProps<Id>) {
  const m = useMessages(calculatorMessages);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  // A step the page took without rendering: shown here until the page's own text moves on.
  const [inPlace, setInPlace] = useState<{ raw: string; over: string } | null>(null);
  const raw = inPlace && inPlace.over === pageRaw ? inPlace.raw : pageRaw;
  const parsed = parseInput(raw);
  const { min, max, step } = field.slider;
  const sliderValue = Number.isFinite(parsed.value) ? clamp(parsed.value, min, max) : min;
  const prefix = field.unit === "rupees";
  const suffix = unitSuffix(field.unit, m.units);

  return (
    <div className="number-field">
      <label htmlFor={inputId}>{field.label}</label>
      <div className={`number-input${prefix ? " has-prefix" : " has-suffix"}`}>
        {prefix && <span aria-hidden="true">{suffix}</span>}
        <input
          id={inputId}
          name={field.id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={raw}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setInPlace(null);
            onChange(field.id, event.target.value);
          }}
        />
        {!prefix && suffix && <span aria-hidden="true">{suffix}</span>}
      </div>
      <input
        type="range"
        className="slider"
        aria-label={m.field.sliderLabel(field.label)}
        min={min}
        max={max}
        step={step}
        value={sliderValue}
        aria-valuetext={formatFieldValue(sliderValue, field.unit, m.units)}
        onChange={(event) => {
          const value = event.target.value;
          if (onStep?.(field.id, value)) {
            setInPlace({ raw: value, over: pageRaw });
          } else {
            setInPlace(null);
            onChange(field.id, value);
          }
        }}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
