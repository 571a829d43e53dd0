// A calculator is a definition rendered by shared components (STYLE.md rule 4): its fields,
// its rules and messages, the core call, the result fields, the table and the chart.
import type { CalcClient } from "../core/calc-client";
import type { ParsedInput } from "./parse-input";

export type FieldUnit = "rupees" | "percent" | "years" | "months";
export type ValueFormat = "rupees" | "rupeesPaise" | "percent" | "years" | "number";

export interface FieldDef<Id extends string> {
  id: Id;
  label: string;
  unit: FieldUnit;
  defaultValue: number;
  /** The slider's range; the typed input may go beyond it within the field's rules. */
  slider: { min: number; max: number; step: number };
}

export type ParsedValues<Id extends string> = Record<Id, ParsedInput>;
export type FieldErrors<Id extends string> = Partial<Record<Id, string>>;

export interface ResultField<Result> {
  /** The spec's field name: rendered as data-testid="result-<id>". */
  id: string;
  label: string;
  format: ValueFormat;
  value(result: Result): number;
}

export interface TableColumn<Result> {
  id: string;
  label: string;
  format: ValueFormat;
  value(result: Result, row: number): number;
}

export interface TableDef<Result> {
  caption: string;
  rowCount(result: Result): number;
  columns: readonly TableColumn<Result>[];
}

export type SeriesTone = "accent" | "accent2" | "muted";

export interface LineChartDef<Result> {
  title: string;
  xLabel: string;
  x(result: Result): Float64Array;
  series: readonly { label: string; tone: SeriesTone; fill?: boolean; values(result: Result): Float64Array }[];
}

export interface DonutSlice {
  label: string;
  value: number;
  tone: SeriesTone;
}

export interface CalculatorDefinition<Id extends string, Result> {
  id: string;
  title: string;
  description: string;
  fields: readonly FieldDef<Id>[];
  /** Messages for invalid fields, word for word from the spec; none when all are valid. */
  validate(values: ParsedValues<Id>): FieldErrors<Id>;
  compute(client: CalcClient, inputs: Record<Id, number>): Promise<Result>;
  results: readonly ResultField<Result>[];
  /** One line beside the results: the convention the figures follow. */
  convention: string;
  /** How the numbers are computed, in plain words (shown under the calculator). */
  method: readonly string[];
  donut?(result: Result): DonutSlice[];
  chart?: LineChartDef<Result>;
  table?: TableDef<Result>;
}

// Definitions are stored in the registry without their type parameters; the page only hands
// each definition's own values back to it, so this erasure is safe.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the comment above
export type AnyCalculatorDefinition = CalculatorDefinition<string, any>;
