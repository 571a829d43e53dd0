// Every calculator table's CSV download, from the real definitions and the compiled core: the
// header is the shown columns' ids (the spec's field names), one line per table row, and each
// cell is the number the table shows, unformatted (no ₹, no grouping) and kept to the paisa.
import { describe, expect, it } from "vitest";
import { computeInputs } from "../../src/calculators/definitions/definition-test-kit";
import type { AnyCalculatorDefinition } from "../../src/calculators/definition";
import { differenceInReturnsDefinition } from "../../src/calculators/definitions/difference-in-returns";
import { educationDefinition } from "../../src/calculators/definitions/education";
import { retirementDefinition } from "../../src/calculators/definitions/retirement";
import { sipDefinition } from "../../src/calculators/definitions/sip";
import { DEFINITIONS } from "../../src/calculators/registry";
import { shownColumns, tableCsv } from "../../src/calculators/table-csv";
import type { CalcClient } from "../../src/core/calc-client";
import { parseCsv } from "../support/parse-csv";
import { calcApi } from "../wasm/load-core";

// The test core has the worker's methods without Comlink's proxy handles, which no definition uses.
const client = calcApi as unknown as CalcClient;

async function csvOf(definition: AnyCalculatorDefinition, changes: Record<string, number> = {}, tableIndex = 0) {
  const result: unknown = await definition.compute(client, computeInputs(definition, changes));
  const table = definition.tables![tableIndex];
  return { table, result, rows: parseCsv(tableCsv(table, result)) };
}

describe("calculator tables as CSV", () => {
  it("writes the SIP's yearly projection with the spec's field names and whole figures: ₹10,000 a month at 12% for 10 years ends at 23,23,391", async () => {
    const { rows } = await csvOf(sipDefinition);
    expect(rows[0]).toEqual(["year", "principal", "growth", "total"]);
    expect(rows).toHaveLength(11);
    const [year, principal, growth, total] = rows[10].map(Number);
    expect([year, principal]).toEqual([10, 1_200_000]);
    expect(Math.round(total)).toBe(2_323_391);
    expect(growth).toBeCloseTo(total - principal, 2);
    expect(rows[1].slice(0, 2)).toEqual(["1", "120000"]);
  });

  it("adds the SIP's step-up columns only when a step-up is set, as the table on screen does", async () => {
    const stepUp = sipDefinition.fields.find((field) => field.id === "stepUpMode");
    const percentMode = stepUp?.kind === "choice" ? stepUp.options.find((option) => option.key === "percent") : undefined;
    expect(percentMode).toBeDefined();
    const { rows, table, result } = await csvOf(sipDefinition, { stepUpMode: percentMode!.value, stepUpPercent: 10 });
    expect(rows[0]).toEqual(shownColumns(table, result).map((column) => column.id));
    expect(rows[0]).toEqual(["year", "instalment", "principal", "growth", "total", "flatTotal"]);
    expect(rows[2][1]).toBe("11000");
  });

  it("writes a goal planner's projection as year, investedAmount, returnsEarned, totalValue", async () => {
    const { rows } = await csvOf(educationDefinition);
    expect(rows[0]).toEqual(["year", "investedAmount", "returnsEarned", "totalValue"]);
    const last = rows.at(-1)!.map(Number);
    expect(last[1] + last[2]).toBeCloseTo(last[3], 1);
  });

  it("writes the retirement drawdown with the spec's field names, ending at a zero balance", async () => {
    const { rows } = await csvOf(retirementDefinition);
    expect(rows[0]).toEqual(["age", "year", "openingBalance", "preTaxWithdrawal", "postTaxWithdrawal", "return", "yearEndBalance", "capitalProtectionAmount", "balance"]);
    // Twenty years in retirement (60 to 80): one line each.
    expect(rows).toHaveLength(21);
    expect(rows[1][0]).toBe("60");
    expect(rows.at(-1)![6]).toBe("0");
  });

  it("leaves out a column its shownWhen hides: no third scenario, no total3", async () => {
    expect((await csvOf(differenceInReturnsDefinition, {}, 1)).rows[0]).toEqual(["year", "invested", "total1", "total2"]);
    expect((await csvOf(differenceInReturnsDefinition, { returnRate3: 15 }, 1)).rows[0]).toEqual(["year", "invested", "total1", "total2", "total3"]);
  });

  it.each(Object.keys(DEFINITIONS))("%s: every table's CSV holds the numbers the screen shows, unformatted and to the paisa", async (id) => {
    const definition = await DEFINITIONS[id]();
    const result: unknown = await definition.compute(client, computeInputs(definition));
    for (const table of definition.tables ?? []) {
      const columns = shownColumns(table, result);
      const rows = parseCsv(tableCsv(table, result));
      expect(rows[0]).toEqual(columns.map((column) => column.id));
      expect(rows).toHaveLength(table.rowCount(result) + 1);
      rows.slice(1).forEach((cells, row) => {
        cells.forEach((cell, index) => {
          expect(cell).toMatch(/^-?\d+(\.\d{1,2})?$/);
          expect(Number(cell)).toBeCloseTo(columns[index].value(result, row), 2);
        });
      });
    }
  });
});
