// What PPF and Sukanya Samriddhi show alike: deposited, interest and maturity value, the donut,
// the balance chart and the yearly table (year, deposit, interest, balance).
import type { YearlyDepositResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition, TableColumn } from "../definition";

interface Wording<Result> {
  chartTitle: string;
  /** Columns after the year (Sukanya Samriddhi adds the girl's age). */
  extraColumns?: readonly TableColumn<Result>[];
}

export function yearlyDepositParts<Result extends YearlyDepositResult>({
  chartTitle,
  extraColumns = [],
}: Wording<Result>): Pick<CalculatorDefinition<string, Result>, "results" | "donut" | "charts" | "tables"> {
  return {
    results: [
      { id: "invested", label: "Total deposited", format: "rupees", value: (r) => r.invested },
      { id: "interest", label: "Interest earned", format: "rupees", value: (r) => r.interest },
      { id: "total", label: "Maturity value", format: "rupees", value: (r) => r.total },
    ],
    donut: (r) => [
      { label: "Total deposited", value: r.invested, tone: "accent" },
      { label: "Interest earned", value: r.interest, tone: "accent2" },
    ],
    charts: [
      {
        title: chartTitle,
        xLabel: "Years",
        x: (r) => r.projection.year,
        series: [
          { label: "Deposited so far", tone: "accent", values: (r) => r.projection.depositedSoFar },
          { label: "Balance", tone: "accent2", fill: true, values: (r) => r.projection.balance },
        ],
      },
    ],
    tables: [
      {
        caption: "Year-by-year balance",
        rowCount: (r) => r.projection.year.length,
        columns: [
          { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
          ...extraColumns,
          { id: "deposit", label: "Deposit", format: "rupees", value: (r, i) => r.projection.deposit[i] },
          { id: "interest", label: "Interest", format: "rupees", value: (r, i) => r.projection.interest[i] },
          { id: "balance", label: "Balance", format: "rupees", value: (r, i) => r.projection.balance[i] },
        ],
      },
    ],
  };
}
