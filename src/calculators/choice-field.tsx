// A choice among a few options, as a select (compounding frequency) or as tabs (growth
// comparison's SIP and Lumpsum). The value held is the option's key, as in the URL.
import { memo, useId } from "react";
import type { ChoiceFieldDef } from "./definition";

interface ChoiceFieldProps<Id extends string> {
  field: ChoiceFieldDef<Id>;
  raw: string;
  onChange(id: Id, raw: string): void;
}

/** Memoised like NumberField: re-rendered only when its own value changes. */
export const ChoiceField = memo(ChoiceFieldView) as typeof ChoiceFieldView;

function ChoiceFieldView<Id extends string>({ field, raw, onChange }: ChoiceFieldProps<Id>) {
  const id = useId();
  if (field.display === "select") {
    return (
      <div className="number-field">
        <label htmlFor={id}>{field.label}</label>
        <select id={id} name={field.id} value={raw} onChange={(event) => onChange(field.id, event.target.value)}>
          {field.options.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className="choice-tabs" role="tablist" aria-label={field.label}>
      {field.options.map((option) => (
        <button
          key={option.key}
          type="button"
          role="tab"
          aria-selected={option.key === raw}
          className={option.key === raw ? "selected" : undefined}
          onClick={() => onChange(field.id, option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
