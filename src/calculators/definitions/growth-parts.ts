// What lumpsum, FD, RD and compounding show alike (spec 1 §3: result invested, gained, total;
// yearly rows year, principal, growth, total): the result boxes, the donut, the chart and the
// table, worded per calculator.
import type { GrowthResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";

interface GrowthWording {
  invested: string;
  gained: string;
  total: string;
  chartTitle: string;
}

type GrowthParts = Pick<CalculatorDefinition<string, GrowthResult>, "results" | "donut" | "charts" | "tables">;

export function growthParts(words: GrowthWording): GrowthParts {
  return {
    results: [
      { id: "invested", label: words.invested, format: "rupees", value: (r) => r.invested },
      { id: "gained", label: words.gained, format: "rupees", value: (r) => r.gained },
      { id: "total", label: words.total, format: "rupees", value: (r) => r.total },
    ],
    donut: (r) => [
      { label: words.invested, value: r.invested, tone: "accent" },
      { label: words.gained, value: r.gained, tone: "accent2" },
    ],
    charts: [
      {
        title: words.chartTitle,
        xLabel: "Years",
        x: (r) => r.projection.year,
        series: [
          { label: words.invested, tone: "accent", values: (r) => r.projection.principal },
          { label: words.total, tone: "accent2", fill: true, values: (r) => r.projection.total },
        ],
      },
    ],
    tables: [
      {
        caption: "Year-by-year projection",
        rowCount: (r) => r.projection.year.length,
        columns: [
          { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
          { id: "principal", label: words.invested, format: "rupees", value: (r, i) => r.projection.principal[i] },
          { id: "growth", label: words.gained, format: "rupees", value: (r, i) => r.projection.growth[i] },
          { id: "total", label: words.total, format: "rupees", value: (r, i) => r.projection.total[i] },
        ],
      },
    ],
  };
}
