// A language's text for what the growth calculators share (growth-parts.ts: lumpsum, FD, RD,
// compounding): the result boxes, the chart and the table from one calculator's words, and the
// donut's labels as messages. Each language passes its words and its 'Year' and table caption,
// so a new language writes words, not this shape again.
import type { DefinitionText } from "./definition-text";

/** One calculator's words for growth-parts.ts: in English as its definition passes them, or in a language. */
export interface GrowthWords {
  invested: string;
  gained: string;
  total: string;
  chartTitle: string;
}

export type GrowthText = Required<Pick<DefinitionText, "results" | "charts" | "tables" | "messages">>;

/** The language's own words for the growth chart's x axis and year column, and the table's caption. */
export interface GrowthFrame {
  year: string;
  caption: string;
}

/** The results, chart and table of growthParts(`english`) in another language (`own`). */
export function growthText(english: GrowthWords, own: GrowthWords, frame: GrowthFrame): GrowthText {
  return {
    results: { invested: own.invested, gained: own.gained, total: own.total },
    charts: [{ title: own.chartTitle, xLabel: frame.year, series: [own.invested, own.total] }],
    tables: [
      {
        caption: frame.caption,
        columns: { year: frame.year, principal: own.invested, growth: own.gained, total: own.total },
      },
    ],
    messages: { [english.invested]: own.invested, [english.gained]: own.gained },
  };
}
