// A financial year of tax-rules.ts in any language: its name, law, metro cities, dates and
// sources, looked up by their English. A changed rule finds no entry and comes through in
// English, so the loan and tax texts' test fails on it rather than showing stale words.
import type { TaxYear } from "../tax-rules";
import { TAX_YEARS } from "../tax-rules";

/** A year's words in one language. */
export interface TaxYearText {
  label: string;
  assessmentYear: string;
  law: string;
  metroCities: string;
  checkedOn: string;
  sources: string;
  hraSources: string;
}

/** Reads a year's strings through `strings` (English -> the locale's). */
export function taxYearReader(strings: Readonly<Record<string, string>>): (year: TaxYear) => TaxYearText {
  const local = (english: string) => strings[english] ?? english;
  return (year) => ({
    label: local(year.label),
    assessmentYear: local(year.assessmentYear),
    law: local(year.law),
    metroCities: local(year.metroCities),
    checkedOn: local(year.checkedOn),
    sources: local(year.sources),
    hraSources: local(year.hraSources),
  });
}

/** The financial year choice's options in a locale: its label with the assessment year in brackets. */
export function taxYearOptions(read: (year: TaxYear) => TaxYearText): Readonly<Record<string, string>> {
  return Object.fromEntries(
    TAX_YEARS.map((year) => {
      const { label, assessmentYear } = read(year);
      return [year.key, `${label} (${assessmentYear})`];
    }),
  );
}
