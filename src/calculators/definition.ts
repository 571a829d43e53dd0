// A calculator is a definition rendered by shared components (STYLE.md rule 4): its fields,
// its rules and messages, the core call, the result fields, tables, charts, and any section
// of its own. Adding a calculator is a new definition file and one line in registry.ts.
import type { ComponentType } from "react";
import type { CalcClient } from "../core/calc-client";
import type { ParsedInput } from "./parse-input";

/** 'loanMonth' is a month of a schedule counted from 1 (the EMI's prepayment month), not a duration. */
export type FieldUnit = "rupees" | "percent" | "years" | "months" | "loanMonth";
/** yearMark: a time in years shown as years and months where it falls within a year (a goal reached at 24 years 2 months). */
export type ValueFormat = "rupees" | "rupeesPaise" | "percent" | "years" | "number" | "yearMark";

/** A number typed or dragged: a text input plus a slider over the field's usual range. */
export interface NumberFieldDef<Id extends string> {
  kind?: "number";
  id: Id;
  label: string;
  unit: FieldUnit;
  /** The starting value; '' starts the field empty (an optional field). */
  defaultValue: number | "";
  /** The slider's range; the typed input may go beyond it within the field's rules. */
  slider: { min: number; max: number; step: number };
  /** Shown only while this holds (e.g. the lumpsum amount only in lumpsum mode). */
  shownWhen?(raw: Readonly<Record<Id, string>>): boolean;
  /**
   * What compute() gets when the field is left empty; 0 unless set. NaN lets an optional
   * field tell "not given" from a typed 0 (the third growth scenario may be 0%).
   */
  emptyValue?: number;
  /** Fields with the same group are shown together under it, after the ungrouped fields ('Assumptions for the odds'). */
  group?: string;
  /**
   * What an empty field stands for, where empty means more than 0 (the odds' 'your SIP', empty
   * while it follows the planner's own suggestion): the input's placeholder and the slider's
   * spoken value while the field is empty.
   */
  emptyText?: string;
}

/** One of a few options; each option's key is what the URL holds, its value what the core gets. */
export interface ChoiceFieldDef<Id extends string> {
  kind: "choice";
  id: Id;
  label: string;
  options: readonly { key: string; label: string; value: number }[];
  /** The key of the starting option. */
  defaultValue: string;
  display: "select" | "tabs";
  /** Switching clears the results until the next Calculate (growth comparison tabs, spec 1 §4). */
  clearsResults?: boolean;
  /** Shown only while this holds (e.g. the SIP's step-up only in SIP mode). */
  shownWhen?(raw: Readonly<Record<Id, string>>): boolean;
  /** As NumberFieldDef.group. */
  group?: string;
}

export type FieldDef<Id extends string> = NumberFieldDef<Id> | ChoiceFieldDef<Id>;

export type ParsedValues<Id extends string> = Record<Id, ParsedInput>;
export type FieldErrors<Id extends string> = Partial<Record<Id, string>>;
/** 'live' while the visitor edits; 'calculate' when Calculate is pressed (some calculators word these differently). */
export type ValidationTrigger = "live" | "calculate";

export interface ResultField<Result> {
  /** The spec's field name: rendered as data-testid="result-<id>". */
  id: string;
  label: string;
  format: ValueFormat;
  value(result: Result): number;
  /** Shown instead of the formatted value when the figure reads as text (a date: 'Mar 2041'). */
  text?(result: Result): string;
  /** Shown only while this holds (an optional third scenario; no SIP box for a parent already retired). */
  shownWhen?(result: Result): boolean;
}

export interface TableColumn<Result> {
  id: string;
  label: string;
  format: ValueFormat;
  value(result: Result, row: number): number;
  /** Shown only for results that have it. */
  shownWhen?(result: Result): boolean;
}

export interface TableDef<Result> {
  caption: string;
  rowCount(result: Result): number;
  columns: readonly TableColumn<Result>[];
}

export type SeriesTone = "accent" | "accent2" | "muted";

export interface ChartSeriesDef<Result> {
  label: string;
  tone: SeriesTone;
  /** 'line' (default) or 'bars'. */
  style?: "line" | "bars";
  fill?: boolean;
  values(result: Result): Float64Array;
  /** Drawn only for results that have it. */
  shownWhen?(result: Result): boolean;
}

export interface ChartDef<Result> {
  title: string;
  xLabel: string;
  x(result: Result): Float64Array;
  /** How the legend writes the x value under the cursor (a plain number without it). */
  xFormat?: ValueFormat;
  series: readonly ChartSeriesDef<Result>[];
}

export interface DonutSlice {
  label: string;
  value: number;
  tone: SeriesTone;
}

/** What a definition's own sections receive. */
export interface SectionProps<Id extends string, Result> {
  result: Result;
  /** The inputs this result was computed from. */
  inputs: Readonly<Record<Id, number>>;
  /** Goes up on every Calculate press (e.g. to reset a filter, spec 1 §4 EMI). */
  calculateCount: number;
  /**
   * The newest result, drawn by React or only in place: during a drag it moves ahead of
   * `result` (use-calculation.ts), so work meant for resting inputs can check they still rest.
   */
  latestResult?: () => Result | undefined;
}

export interface CalculatorDefinition<Id extends string, Result> {
  id: string;
  title: string;
  description: string;
  fields: readonly FieldDef<Id>[];
  /** Messages for invalid fields, word for word from the spec; none when all are valid. */
  validate(values: ParsedValues<Id>, trigger: ValidationTrigger): FieldErrors<Id>;
  compute(client: CalcClient, inputs: Record<Id, number>): Promise<Result>;
  results: readonly ResultField<Result>[];
  /**
   * The ids of the one to three results that matter most (e.g. ['emi']): on a phone they stay
   * on screen in a bar while the form is edited. Unless set, the first three results shown.
   */
  headline?: readonly string[];
  /** A message shown instead of the result boxes, charts and tables when it applies (e.g. 'Goal may be unreachable with these inputs.'). */
  notice?(result: Result): string | null;
  /** One line beside the results: the convention the figures follow (it may depend on the result, e.g. the EMI's prepayment mode). */
  convention: string | ((result: Result) => string);
  /** How the numbers are computed, in plain words (shown under the calculator). */
  method: readonly string[];
  donut?(result: Result): DonutSlice[];
  charts?: readonly ChartDef<Result>[];
  tables?: readonly TableDef<Result>[];
  /** One message for the whole form, given the errors the fields show (education's "logic message", spec 2 §5). */
  formError?(visibleErrors: FieldErrors<Id>): string | undefined;
  /** A Calculate with invalid inputs also stops live recompute until the next valid one. */
  failedCalculateStopsLive?: boolean;
  /** Sections of the calculator's own, shown after the results (e.g. EMI's monthly schedule). */
  sections?: readonly ComponentType<SectionProps<Id, Result>>[];
}

// Definitions are stored in the registry without their type parameters; the page only hands
// each definition's own values back to it, so this erasure is safe.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the comment above
export type AnyCalculatorDefinition = CalculatorDefinition<string, any>;
