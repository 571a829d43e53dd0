// Test kit for definition validation: a definition's defaults with some fields changed,
// parsed as the page parses them, and the messages it gives (only the fields that have one).
import type { AnyCalculatorDefinition, ValidationTrigger } from "../definition";
import { parseInput } from "../parse-input";

export function validator(definition: AnyCalculatorDefinition) {
  const defaults = Object.fromEntries(definition.fields.map((field) => [field.id, String(field.defaultValue)]));
  return (changes: Record<string, string>, trigger: ValidationTrigger = "calculate"): Record<string, string> => {
    const raw = { ...defaults, ...changes };
    const parsed = Object.fromEntries(
      definition.fields.map((field) => {
        if (field.kind !== "choice") return [field.id, parseInput(raw[field.id])];
        const option = field.options.find((candidate) => candidate.key === raw[field.id]) ?? field.options[0];
        return [field.id, { value: option.value, empty: false }];
      }),
    );
    const errors: Record<string, string | undefined> = definition.validate(parsed, trigger);
    return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));
  };
}

/**
 * The definition's starting inputs as the page hands them to compute(): a choice's option
 * value, an empty optional field's `emptyValue` (0 unless set); `changes` override them.
 */
export function computeInputs(definition: AnyCalculatorDefinition, changes: Record<string, number> = {}): Record<string, number> {
  const values: Record<string, number> = {};
  for (const field of definition.fields) {
    if (field.kind === "choice") values[field.id] = field.options.find((option) => option.key === field.defaultValue)?.value ?? field.options[0].value;
    else values[field.id] = field.defaultValue === "" ? (field.emptyValue ?? 0) : field.defaultValue;
  }
  return { ...values, ...changes };
}
