// A calculator in another language (docs/languages.md). The English definition stays the
// source: its strings are the specification's, word for word, and its rules, core call and
// result fields are the calculator. A locale adds a text file per calculator
// (`definitions/hi/<id>.hi.ts`) saying what each of its strings is in that language, keyed by
// the definition's own ids: fields, options, results, table columns, charts by position, the
// method by line. Strings made while the calculator runs (validation messages, notices, a
// convention that depends on the result, a date in a result box) are translated as they are
// made: the shared rules word themselves in the locale (`withRuleText`), the rest go through
// the text's `messages` (whole English strings) and `patterns` (English strings with figures).
// `localiseDefinition` puts the two together; the page renders the result like any definition.
import type { AnyCalculatorDefinition, ChartDef, FieldDef, TableDef } from "../definition";
import { withRuleText, type RuleText } from "../rules";

/** An English string with figures in it, and its translation from the figures it matched. */
export type MessagePattern = readonly [RegExp, (...groups: string[]) => string];

/** What one calculator says in another language. */
export interface DefinitionText {
  title: string;
  description: string;
  /** Field id -> label. */
  fields: Readonly<Record<string, string>>;
  /** Choice field id -> option key -> label. */
  options?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Result id -> label. */
  results: Readonly<Record<string, string>>;
  /** The convention line: a string, or a function of the result when the English one is. */
  convention: string | ((result: never) => string);
  /** 'How this is calculated', line for line with the English. */
  method: readonly string[];
  /** Each chart, in the English order: its title, x-axis label and series labels in order. */
  charts?: readonly { title: string; xLabel: string; series: readonly string[] }[];
  /** Each table, in the English order: its caption and column id -> label. */
  tables?: readonly { caption: string; columns: Readonly<Record<string, string>> }[];
  /** Whole English strings made at run time (notices, messages, donut labels, groups) -> translation. */
  messages?: Readonly<Record<string, string>>;
  /** English strings with figures in them -> translation, tried in order after `messages`. */
  patterns?: readonly MessagePattern[];
  /** Labels a rule is given that are not a field's label (a field named differently in a message). */
  labels?: Readonly<Record<string, string>>;
}

/** What a locale shares across its calculators: the shared rules' wording and common phrases. */
export interface CalculatorLocale {
  rules: Omit<RuleText, "label">;
  messages: Readonly<Record<string, string>>;
  patterns: readonly MessagePattern[];
}

/** Turns the English strings made at run time into the locale's; `onMissing` hears of any it cannot. */
export type Translate = (english: string) => string;

/**
 * `localised` holds strings already in the locale (what the shared rules made in it), passed
 * through as they are; anything else not found is reported to `onMissing` and shown in English.
 */
export function translator(
  text: DefinitionText,
  shared: CalculatorLocale,
  localised: ReadonlySet<string> = new Set(),
  onMissing: (english: string) => void = () => {},
): Translate {
  const whole = { ...shared.messages, ...text.messages };
  const patterns = [...(text.patterns ?? []), ...shared.patterns];
  return (english) => {
    const exact = whole[english];
    if (exact !== undefined) return exact;
    for (const [pattern, render] of patterns) {
      const match = pattern.exec(english);
      if (match) return render(...match.slice(1));
    }
    if (localised.has(english)) return english;
    onMissing(english);
    return english;
  };
}

function localiseFields(fields: readonly FieldDef<string>[], text: DefinitionText, tr: Translate): FieldDef<string>[] {
  return fields.map((field) => {
    const label = text.fields[field.id] ?? tr(field.label);
    if (field.kind === "choice") {
      const options = field.options.map((option) => ({ ...option, label: text.options?.[field.id]?.[option.key] ?? tr(option.label) }));
      return { ...field, label, options, ...(field.group ? { group: tr(field.group) } : {}) };
    }
    return { ...field, label, ...(field.group ? { group: tr(field.group) } : {}), ...(field.emptyText ? { emptyText: tr(field.emptyText) } : {}) };
  });
}

function localiseCharts<R>(charts: readonly ChartDef<R>[], text: DefinitionText, tr: Translate): ChartDef<R>[] {
  return charts.map((chart, index) => {
    const own = text.charts?.[index];
    return {
      ...chart,
      title: own?.title ?? tr(chart.title),
      xLabel: own?.xLabel ?? tr(chart.xLabel),
      series: chart.series.map((series, at) => ({ ...series, label: own?.series[at] ?? tr(series.label) })),
    };
  });
}

function localiseTables<R>(tables: readonly TableDef<R>[], text: DefinitionText, tr: Translate): TableDef<R>[] {
  return tables.map((table, index) => {
    const own = text.tables?.[index];
    return {
      ...table,
      caption: own?.caption ?? tr(table.caption),
      columns: table.columns.map((column) => ({ ...column, label: own?.columns[column.id] ?? tr(column.label) })),
    };
  });
}

/** Translates a validate's messages, remembering each one's English (the form's own message reads those). */
function mapErrors(errors: Partial<Record<string, string>>, tr: Translate, englishOf: Map<string, string>): Partial<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(errors).map(([id, message]) => {
      if (message === undefined) return [id, undefined];
      const translated = tr(message);
      englishOf.set(translated, message);
      return [id, translated];
    }),
  );
}

/**
 * The English definition `english` in the language of `text`. Sections of a definition's own
 * (the EMI schedule, the odds panel) are components that read the page's locale themselves.
 */
export function localiseDefinition(
  english: AnyCalculatorDefinition,
  text: DefinitionText,
  shared: CalculatorLocale,
  onMissing?: (english: string) => void,
): AnyCalculatorDefinition {
  // The shared rules answer in the locale already: remember what they said, so that only their
  // words pass through untranslated (an English message that merely holds a Hindi label does not).
  const ruleMade = new Set<string>();
  const said = (message: string) => {
    ruleMade.add(message);
    return message;
  };
  const tr = translator(text, shared, ruleMade, onMissing);
  const labelOf = new Map<string, string>(english.fields.map((field) => [field.label, text.fields[field.id] ?? field.label]));
  for (const [from, to] of Object.entries(text.labels ?? {})) labelOf.set(from, to);
  const rules: RuleText = {
    ...shared.rules,
    label: (label) => labelOf.get(label) ?? tr(label),
    required: (label) => said(shared.rules.required(label)),
    negative: (label) => said(shared.rules.negative(label)),
    moreThan: (label, limit) => said(shared.rules.moreThan(label, limit)),
    atLeastOneMonth: (label) => said(shared.rules.atLeastOneMonth(label)),
  };
  const englishOf = new Map<string, string>();
  const convention = english.convention;
  const ownConvention = text.convention;
  return {
    ...english,
    title: text.title,
    description: text.description,
    fields: localiseFields(english.fields, text, tr),
    validate: (values, trigger) => mapErrors(withRuleText(rules, () => english.validate(values, trigger)), tr, englishOf),
    results: english.results.map((field) => ({
      ...field,
      label: text.results[field.id] ?? tr(field.label),
      ...(field.text ? { text: (result: unknown) => tr(field.text!(result)) } : {}),
    })),
    ...(english.notice
      ? {
          notice: (result: unknown) => {
            const notice = english.notice!(result);
            return notice === null ? null : tr(notice);
          },
        }
      : {}),
    convention:
      typeof ownConvention === "function"
        ? (ownConvention as (result: unknown) => string)
        : typeof convention === "function"
          ? (result: unknown) => tr(convention(result))
          : ownConvention,
    method: text.method,
    ...(english.donut ? { donut: (result: unknown) => english.donut!(result).map((slice) => ({ ...slice, label: tr(slice.label) })) } : {}),
    ...(english.charts ? { charts: localiseCharts(english.charts, text, tr) } : {}),
    ...(english.tables ? { tables: localiseTables(english.tables, text, tr) } : {}),
    ...(english.formError
      ? {
          formError: (errors: Partial<Record<string, string>>) => {
            const inEnglish = Object.fromEntries(Object.entries(errors).map(([id, message]) => [id, message && (englishOf.get(message) ?? message)]));
            const message = english.formError!(inEnglish);
            return message === undefined ? undefined : tr(message);
          },
        }
      : {}),
  };
}
