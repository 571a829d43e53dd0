// What the growth calculators share (the result boxes, donut, chart and table of
// definitions/growth-parts.ts: lumpsum, FD, RD, compounding) in any language: each locale
// passes its own words for the calculator and for the table's caption and the year axis.
import type { DefinitionText } from "./definition-text";

/** One calculator's words for growth-parts.ts, in English (as its definition passes them) or a locale. */
export interface GrowthWords {
  invested: string;
  gained: string;
  total: string;
  chartTitle: string;
}

/** The words a locale uses for every growth calculator's chart axis and table caption. */
export interface GrowthFrame {
  year: string;
  tableCaption: string;
}

export type GrowthText = Required<Pick<DefinitionText, "results" | "charts" | "tables" | "messages">>;

/** The results, chart and table of growthParts(`english`) in the locale of `local`; the donut's labels as messages. */
export function growthPartsText(frame: GrowthFrame, english: GrowthWords, local: GrowthWords): GrowthText {
  return {
    results: { invested: local.invested, gained: local.gained, total: local.total },
    charts: [{ title: local.chartTitle, xLabel: frame.year, series: [local.invested, local.total] }],
    tables: [
      {
        caption: frame.tableCaption,
        columns: { year: frame.year, principal: local.invested, growth: local.gained, total: local.total },
      },
    ],
    messages: { [english.invested]: local.invested, [english.gained]: local.gained },
  };
}
