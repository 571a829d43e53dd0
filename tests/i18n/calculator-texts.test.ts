// The calculators' catalogue check, for each language other than English: every calculator
// with a text in the language says every one of its strings in it (fields, options, results,
// charts, tables, the method line for line), and every string it makes at run time (each
// field's messages for an empty, zero, negative, tiny and huge value; the notice, convention,
// donut and dated results of its default plan, computed by the real core) comes out in the
// language's script, none left in English.
import { describe, expect, it } from "vitest";
import type { FieldErrors } from "../../src/calculators/definition";
import { computeInputs, validator } from "../../src/calculators/definitions/definition-test-kit";
import { localiseDefinition } from "../../src/calculators/i18n/definition-text";
import { DEFINITION_TEXTS, DEFINITIONS, loadCalculatorLocale } from "../../src/calculators/registry";
import { shellMessages } from "../../src/app/messages/shell";
import { LOCALE_INFO, LOCALES } from "../../src/i18n/locales";
import { TRANSLATED_CALCULATORS, translatedPaths } from "../../src/i18n/translated-routes";
import type { CalcClient } from "../../src/core/calc-client";
import { calcApi } from "../wasm/load-core";

const client = calcApi as unknown as CalcClient;
const SCRIPT_LETTERS = { Latn: /[A-Za-z]/, Deva: /[\u0900-\u097F]/, Beng: /[\u0980-\u09FF]/ } as const;
/** Strings every language keeps as they are (the glossaries' abbreviations). */
const KEPT_AS_IS = /^(SIP|EMI|FD|RD|PPF|EPF|NPS|SSY|SCSS|NSC|HRA|XIRR|CAGR|SWP|POMIS|[\d\s.,%₹()/:+−-]*)$/;

function inScript(script: RegExp, text: string): boolean {
  return script.test(text) || (text.trim() !== "" && KEPT_AS_IS.test(text.trim()));
}

const TRIAL_VALUES = ["", "0", "-1", "0.001", "1e15"];

describe.each(LOCALES.filter((locale) => locale !== "en"))("the calculators' texts in %s", (locale) => {
  const script = SCRIPT_LETTERS[LOCALE_INFO[locale].script];
  const inLanguage = (text: string) => inScript(script, text);

  it("are listed alike in the registry and in the translated routes", () => {
    expect(Object.keys(DEFINITION_TEXTS[locale]).sort()).toEqual([...TRANSLATED_CALCULATORS[locale]].sort());
    for (const id of TRANSLATED_CALCULATORS[locale]) expect(DEFINITIONS[id], id).toBeDefined();
  });

  it("name every segment of every translated page's path in its breadcrumb", async () => {
    const shell = await shellMessages.load(locale);
    const segments = new Set(translatedPaths(locale).flatMap((path) => path.split("/").filter(Boolean)));
    const unnamed = [...segments].filter((segment) => {
      const label = shell.breadcrumbs.segments[segment];
      return label === undefined || !label.trim() || !inLanguage(label);
    });
    expect(unnamed).toEqual([]);
  });

  for (const id of Object.keys(DEFINITION_TEXTS[locale])) {
    it(`${id}: every string is in the language, those made at run time too`, async () => {
      const [english, text, shared] = await Promise.all([DEFINITIONS[id](), DEFINITION_TEXTS[locale][id](), loadCalculatorLocale(locale)]);
      const missing = new Set<string>();
      const hindi = localiseDefinition(english, text, shared, (message) => missing.add(message));
      const problems: string[] = [];
      const check = (where: string, value: string | undefined) => {
        if (value === undefined) problems.push(`${where}: missing`);
        else if (!inLanguage(value)) problems.push(`${where}: not in ${locale}: ${value}`);
      };

      check("title", text.title);
      check("description", text.description);
      for (const field of hindi.fields) {
        check(`field ${field.id}`, text.fields[field.id]);
        if (field.kind === "choice") for (const option of field.options) check(`option ${field.id}.${option.key}`, option.label);
        else if (field.group) check(`group of ${field.id}`, field.group);
      }
      for (const result of english.results) check(`result ${result.id}`, text.results[result.id]);
      expect(text.method.length, "the method, line for line").toBe(english.method.length);
      text.method.forEach((line, index) => check(`method[${index}]`, line));
      expect(text.charts?.length ?? 0, "one text per chart").toBe(english.charts?.length ?? 0);
      english.charts?.forEach((chart, index) => {
        const own = text.charts![index];
        check(`chart ${index} title`, own.title);
        check(`chart ${index} x label`, own.xLabel);
        expect(own.series.length, `chart ${index} series`).toBe(chart.series.length);
        own.series.forEach((label, at) => check(`chart ${index} series ${at}`, label));
      });
      expect(text.tables?.length ?? 0, "one text per table").toBe(english.tables?.length ?? 0);
      english.tables?.forEach((table, index) => {
        const own = text.tables![index];
        check(`table ${index} caption`, own.caption);
        for (const column of table.columns) check(`table ${index} column ${column.id}`, own.columns[column.id]);
      });

      const validate = validator(hindi);
      const messages = new Set<string>();
      for (const field of english.fields) {
        if (field.kind === "choice") continue;
        for (const value of TRIAL_VALUES) {
          for (const trigger of ["live", "calculate"] as const) {
            const errors = validate({ [field.id]: value }, trigger);
            for (const message of Object.values(errors)) messages.add(message);
            const formError = hindi.formError?.(errors as FieldErrors<string>);
            if (formError) messages.add(formError);
          }
        }
      }
      for (const message of messages) check(`message`, message);

      const result: unknown = await hindi.compute(client, computeInputs(english));
      const notice = hindi.notice?.(result);
      if (notice) check("notice", notice);
      const convention = typeof hindi.convention === "function" ? hindi.convention(result) : hindi.convention;
      check("convention", convention);
      for (const slice of hindi.donut?.(result) ?? []) check("donut slice", slice.label);
      for (const field of hindi.results) if (field.text && (field.shownWhen?.(result) ?? true)) check(`result ${field.id} text`, field.text(result));

      expect([...missing], `strings made at run time with no ${locale}`).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
