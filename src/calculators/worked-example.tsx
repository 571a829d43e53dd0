// The worked example under a calculator's lead: its starting inputs and what the core computes
// for them, in words ('For example, with Monthly investment ₹10,000, ...: ... Total value
// ₹23,23,391.'). The page still shows no results before the first Calculate (spec 1 §4): this
// is text about the calculator, so a reader, a search engine and a link preview learn what it
// answers before any script runs.
//
// Where it is worked out:
// - at build, in the prerender (scripts/prerender.ts): the runner it provides is the real
//   WebAssembly core, loaded in Node; the render waits for it (React's `use`);
// - when the browser hydrates that page: the text is the one the build wrote, read back from
//   the page, so hydration matches without computing anything and it stays while the page does;
// - a page the browser draws itself (a later navigation inside the app) has no worked example:
//   the visitor has the calculator itself, and computing one would start the worker and the
//   odds simulation for a sentence (docs/prerender.md).
import { memo, use, useState } from "react";
import type { Locale } from "../i18n/locales";
import { useLocale, useMessages } from "../i18n/use-locale";
import { useCalcRunner, type CalcRunner } from "./calc-runner";
import type { AnyCalculatorDefinition, CalculatorDefinition } from "./definition";
import { formatFieldValue, type UnitWords } from "./format-value";
import { headlineFields, resultText } from "./headline";
import { calculatorMessages } from "./messages/calculator";
import type { CalculatorMessages } from "./messages/calculator.en";
import { defaultInputs, defaultRawValues } from "./use-calculation";

type PageWords = Pick<CalculatorMessages["page"], "workedExample" | "workedExampleNotice" | "listAnd">;

/** One input or result: its label, then its figure ('Monthly investment ₹10,000'). */
function item(label: string, figure: string): string {
  return `${label} ${figure}`;
}

/** 'a, b and c' in the page's words. */
function list(items: readonly string[], and: string): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

/** The sentence for one result of the starting inputs: the shown number fields, then the headline results (or the notice). */
export function workedExampleText<Id extends string, Result>(
  definition: CalculatorDefinition<Id, Result>,
  result: Result,
  words: PageWords,
  units: UnitWords,
): string {
  const raw = defaultRawValues(definition.fields);
  const inputs = defaultInputs(definition.fields);
  const given = definition.fields.flatMap((field) => {
    if (field.kind === "choice" || field.group !== undefined || field.defaultValue === "") return [];
    if (field.shownWhen && !field.shownWhen(raw)) return [];
    return [item(field.label, formatFieldValue(inputs[field.id], field.unit, units))];
  });
  const inputList = list(given, words.listAnd);
  const notice = definition.notice?.(result);
  if (notice) return words.workedExampleNotice(inputList, notice);
  const answers = headlineFields(definition, result).map((field) => item(field.label, resultText(field, result, units)));
  return words.workedExample(inputList, list(answers, words.listAnd));
}

/** The attribute that names a worked example on the page: locale and calculator, so another page's never stands in for it. */
const KEY_ATTRIBUTE = "data-worked-example";

function keyOf(locale: Locale, definition: AnyCalculatorDefinition): string {
  return `${locale}:${definition.id}`;
}

/** One computation per calculator and locale during a build. */
const building = new Map<string, Promise<string | null>>();

function computed(key: string, definition: AnyCalculatorDefinition, runner: CalcRunner, words: PageWords, units: UnitWords): Promise<string | null> {
  let promise = building.get(key);
  if (!promise) {
    promise = runner(definition, defaultInputs(definition.fields)).then(
      (result) => workedExampleText(definition, result, words, units),
      // A calculator whose starting figures the core refuses has no example, rather than no page.
      () => null,
    );
    building.set(key, promise);
  }
  return promise;
}

/** What the page the browser was sent says, if it says it (hydration). */
function builtText(key: string): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector(`[${KEY_ATTRIBUTE}="${key}"]`)?.textContent ?? null;
}

/** Memoised: its text never changes while the page is open, and the page re-renders at every rest of a drag. */
export const WorkedExample = memo(WorkedExampleView);

function WorkedExampleView({ definition }: { definition: AnyCalculatorDefinition }) {
  const m = useMessages(calculatorMessages);
  const runner = useCalcRunner();
  const key = keyOf(useLocale(), definition);
  // Read once, when the page mounts: the prerendered text it hydrates over, or none.
  const [text] = useState(() => builtText(key));
  const shown = typeof window === "undefined" ? use(computed(key, definition, runner, m.page, m.units)) : text;
  if (shown === null) return null;
  return (
    <p className="worked-example" {...{ [KEY_ATTRIBUTE]: key }}>
      {shown}
    </p>
  );
}
