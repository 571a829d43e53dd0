// The calculator page's own words in Hindi: the units a figure is shown with, the
// CSV header of a Hindi page (the Hindi column labels; English keeps the spec's ids), the odds
// panel's shares and durations, and the planners' odds figures, computed with the real core.
import { describe, expect, it } from "vitest";
import { computeInputs } from "../../src/calculators/definitions/definition-test-kit";
import { formatFieldValue, formatValue, unitSuffix } from "../../src/calculators/format-value";
import { messages as calculatorHi } from "../../src/calculators/messages/calculator.hi";
import { messages as oddsEn } from "../../src/calculators/odds/messages/odds.en";
import { messages as oddsHi } from "../../src/calculators/odds/messages/odds.hi";
import { formatMonths, formatOdds } from "../../src/calculators/odds/odds-format";
import { loadDefinition } from "../../src/calculators/registry";
import { tableCsv } from "../../src/calculators/table-csv";
import type { CalcClient } from "../../src/core/calc-client";
import { parseCsv } from "../support/parse-csv";
import { calcApi } from "../wasm/load-core";

const client = calcApi as unknown as CalcClient;

describe("the calculator page's units in Hindi", () => {
  it("says years and months in Hindi with Latin digits, and English as before without a locale", () => {
    expect(formatValue(2.5, "years", calculatorHi.units)).toBe("2.5 वर्ष");
    expect(formatValue(1, "years")).toBe("1 year");
    expect(formatFieldValue(1, "months", calculatorHi.units)).toBe("1 महीना");
    expect(formatFieldValue(18, "months", calculatorHi.units)).toBe("18 महीने");
    expect(formatFieldValue(18, "months")).toBe("18 months");
    expect(formatFieldValue(7, "loanMonth", calculatorHi.units)).toBe("7वां महीना");
    expect(formatFieldValue(7, "loanMonth")).toBe("month 7");
    expect(formatFieldValue(1_00_000, "rupees", calculatorHi.units)).toBe("₹1,00,000");
    expect(unitSuffix("years", calculatorHi.units)).toBe("वर्ष");
    expect(unitSuffix("percent", calculatorHi.units)).toBe("%");
  });

  it("words the odds panel's shares and durations in Hindi", () => {
    expect(formatOdds(0.996, true, oddsHi)).toBe("99% से ज्यादा");
    expect(formatOdds(0.004, true, oddsHi)).toBe("1% से कम");
    expect(formatOdds(0.6371, true, oddsHi)).toBe("करीब 64%");
    expect(formatOdds(31 / 35, false, oddsHi)).toBe("89%");
    expect(formatMonths(269, oddsHi)).toBe("22 वर्ष 5 महीने");
    expect(formatMonths(13, oddsHi)).toBe("1 वर्ष 1 महीना");
    expect(formatMonths(0, oddsHi)).toBe("100 वर्ष के भीतर नहीं");
  });
});

describe("the odds panel's sources in Hindi", () => {
  it("say every figure and year of the English source (reference-data.ts): a changed source shows here", () => {
    const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
    for (const name of ["equity", "equitySince1995", "retirement", "inflationFigure"] as const) {
      expect(figures(oddsHi.sources[name].source), name).toEqual(figures(oddsEn.sources[name].source));
      expect(figures(oddsHi.sources[name].asOf), name).toEqual(figures(oddsEn.sources[name].asOf));
    }
  });
});

describe("a Hindi page's CSV", () => {
  it("heads the SIP's yearly projection with the Hindi column labels; the figures are those of the English CSV", async () => {
    const hindi = await loadDefinition("sip", "hi")!;
    const english = await loadDefinition("sip", "en")!;
    const result: unknown = await hindi.compute(client, computeInputs(hindi));
    const rows = parseCsv(tableCsv(hindi.tables![0], result, "labels"));
    expect(rows[0]).toEqual(["वर्ष", "निवेश", "बढ़त", "कुल मूल्य"]);
    const englishRows = parseCsv(tableCsv(english.tables![0], result));
    expect(englishRows[0]).toEqual(["year", "principal", "growth", "total"]);
    expect(rows.slice(1)).toEqual(englishRows.slice(1));
    expect(Math.round(Number(rows[10][3]))).toBe(2_323_391);
  });
});

describe("the odds panel's figures in Hindi", () => {
  it("labels the SIP's simulated final values in Hindi", async () => {
    const hindi = await loadDefinition("sip", "hi")!;
    const result = (await hindi.compute(client, computeInputs(hindi))) as { odds?: unknown };
    expect(result.odds).toBeDefined();
    const { sipOdds } = await import("../../src/calculators/odds/planner-odds");
    const config = sipOdds((inputs: Record<string, number>) => ({ monthlyInvestment: inputs.monthlyInvestment, annualRate: inputs.annualRate, timePeriod: inputs.timePeriod }));
    const figures = config.figures(result.odds as never, computeInputs(hindi), oddsHi);
    expect(figures.map((figure) => figure.label)).toEqual(["आखिरी मूल्य: 10 में से 1 भविष्य इससे नीचे", "आखिरी मूल्य: बीच का भविष्य", "आखिरी मूल्य: 10 में से 1 भविष्य इससे ऊपर"]);
    for (const figure of figures) expect(figure.text).toMatch(/^₹[\d,]+$/);
  });
});
