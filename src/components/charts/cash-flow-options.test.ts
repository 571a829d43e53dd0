import uPlot from "uplot";
import { describe, expect, it } from "vitest";
import { CASH_FLOW_DATA, cashFlowChartOptions } from "./cash-flow-options";
import { PALETTES } from "./palette";

const spec = { width: 800, height: 300, locale: "en" as const, ageLabel: "Age", withdrawalLabel: "Withdrawal (pre-tax)", balanceLabel: "Balance" };

describe("cash-flow chart options (spec 2 §2, aging parent planner)", () => {
  it("draws withdrawals as bars on their own scale and the balance as a line on another", () => {
    const options = cashFlowChartOptions(spec, PALETTES.dark, uPlot);
    const withdrawal = options.series[CASH_FLOW_DATA.withdrawal];
    const balance = options.series[CASH_FLOW_DATA.balance];
    expect(withdrawal.label).toBe("Withdrawal (pre-tax)");
    expect(withdrawal.scale).toBe("withdrawal");
    expect(withdrawal.paths).toBeTypeOf("function");
    expect(balance.label).toBe("Balance");
    expect(balance.scale).toBe("balance");
    expect(balance.paths).toBeUndefined();
  });

  it("puts the withdrawal axis on the left and the balance axis on the right, in k and L", () => {
    const [, left, right] = cashFlowChartOptions(spec, PALETTES.light, uPlot).axes ?? [];
    expect([left.scale, left.side, right.scale, right.side]).toEqual(["withdrawal", 3, "balance", 1]);
    const values = right.values as (u: uPlot, splits: number[]) => string[];
    expect(values({} as uPlot, [0, 5_000, 12_50_000])).toEqual(["0", "5k", "12.5L"]);
  });

  it("starts both value scales at 0, and never collapses them when everything is 0", () => {
    const scales = cashFlowChartOptions(spec, PALETTES.light, uPlot).scales ?? {};
    const range = scales.balance.range as (u: uPlot, min: number, max: number, key: string) => [number, number];
    expect(range({} as uPlot, 1e6, 2e6, "balance")).toEqual([0, 2.2e6]);
    expect(range({} as uPlot, 0, 0, "balance")).toEqual([0, 1]);
  });

  it("drops the axis titles on a phone-width chart so the plot keeps its room", () => {
    const axes = cashFlowChartOptions({ ...spec, width: 320 }, PALETTES.light, uPlot).axes ?? [];
    expect(axes[1].label).toBeUndefined();
    expect(axes[2].label).toBeUndefined();
    expect(cashFlowChartOptions(spec, PALETTES.light, uPlot).axes?.[2].label).toBe("Balance");
  });
});
