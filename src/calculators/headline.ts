// Which results a calculator puts first: on a phone they stay on screen in a bar while the
// form is edited, and a screen reader hears them once a drag pauses.
import type { CalculatorDefinition, ResultField } from "./definition";
import { formatValue, type UnitWords } from "./format-value";

/** A bar of more than three figures no longer fits a 360 px phone. */
export const MAX_HEADLINE_RESULTS = 3;

/**
 * The definition's headline results that this result shows, in the definition's order of
 * `headline`; without one, the first three results shown.
 */
export function headlineFields<Result>(definition: CalculatorDefinition<string, Result>, result: Result): ResultField<Result>[] {
  const shown = definition.results.filter((field) => field.shownWhen?.(result) ?? true);
  if (!definition.headline) return shown.slice(0, MAX_HEADLINE_RESULTS);
  const named = definition.headline.flatMap((id) => shown.filter((field) => field.id === id));
  return named.slice(0, MAX_HEADLINE_RESULTS);
}

/** A result's text as its box shows it; `units`: the page's locale's words (English without). */
export function resultText<Result>(field: ResultField<Result>, result: Result, units?: UnitWords): string {
  return field.text ? field.text(result) : formatValue(field.value(result), field.format, units);
}

/**
 * A rupee result's amount in words under its figure ('≈ ₹14.42 crore'): '' for a result below
 * ₹1 lakh, one that is not an amount, or one shown as text of its own.
 */
export function resultWords<Result>(field: ResultField<Result>, result: Result, units: UnitWords): string {
  if (field.text || (field.format !== "rupees" && field.format !== "rupeesPaise")) return "";
  return units.amountWords(field.value(result));
}

/** What the polite announcement says: 'Monthly EMI: ₹8,678.23. Total interest: ₹10,82,776.' */
export function headlineSummary<Result>(fields: readonly ResultField<Result>[], result: Result, units?: UnitWords): string {
  return fields.map((field) => `${field.label}: ${resultText(field, result, units)}.`).join(" ");
}
