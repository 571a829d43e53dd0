// The Assumptions group every planner with the odds panel adds to its form: the volatility of
// returns and of inflation, in the URL like every input, with sourced defaults
// (reference-data.ts, "Market assumptions").
import type { FieldErrors, NumberFieldDef, ParsedValues } from "../definition";
import { INFLATION_VOLATILITY, type SourcedFigure } from "../reference-data";
import { atMost, firstError, type Rule } from "../rules";

export type OddsField = "returnVolatility" | "inflationVolatility";

/** The form's group heading for these fields. */
export const ODDS_FIELD_GROUP = "Assumptions for the odds";

export const ODDS_LABELS = {
  returnVolatility: "Return volatility (SD, % a year)",
  inflationVolatility: "Inflation volatility (SD, % a year)",
} as const satisfies Record<OddsField, string>;

/** Bounds: beyond these a yearly standard deviation says nothing a plan can use. */
const MAX_RETURN_VOLATILITY_PCT = 60;
const MAX_INFLATION_VOLATILITY_PCT = 20;

export const VOLATILITY_REQUIRED = "Enter a volatility of 0% or more (0 means the rate never varies).";

const volatility: Rule = ({ value, empty }) => (empty || Number.isNaN(value) || value < 0 ? VOLATILITY_REQUIRED : undefined);

/** The fields, for a planner whose returns default to `returnDefault`; inflation's only where the planner has inflation. */
export function oddsFields(returnDefault: SourcedFigure, withInflation: boolean): NumberFieldDef<OddsField>[] {
  const fields: NumberFieldDef<OddsField>[] = [
    {
      id: "returnVolatility",
      label: ODDS_LABELS.returnVolatility,
      unit: "percent",
      defaultValue: returnDefault.value,
      slider: { min: 0, max: 40, step: 0.5 },
      group: ODDS_FIELD_GROUP,
    },
  ];
  if (withInflation) {
    fields.push({
      id: "inflationVolatility",
      label: ODDS_LABELS.inflationVolatility,
      unit: "percent",
      defaultValue: INFLATION_VOLATILITY.value,
      slider: { min: 0, max: 10, step: 0.25 },
      group: ODDS_FIELD_GROUP,
    });
  }
  return fields;
}

/** Messages for the fields present (a planner without inflation has no inflationVolatility). */
export function validateOdds(values: Partial<ParsedValues<OddsField>>): FieldErrors<OddsField> {
  const errors: FieldErrors<OddsField> = {};
  if (values.returnVolatility) {
    errors.returnVolatility = firstError(values.returnVolatility, [volatility, atMost(ODDS_LABELS.returnVolatility, MAX_RETURN_VOLATILITY_PCT, "percent")]);
  }
  if (values.inflationVolatility) {
    errors.inflationVolatility = firstError(values.inflationVolatility, [
      volatility,
      atMost(ODDS_LABELS.inflationVolatility, MAX_INFLATION_VOLATILITY_PCT, "percent"),
    ]);
  }
  return errors;
}
