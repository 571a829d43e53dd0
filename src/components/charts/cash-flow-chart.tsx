// A retirement's cash flow (spec 2 §2): withdrawals as bars, the balance as a line, by age.
// The chart's life is UplotChart's; the options come from cash-flow-options.ts.
import { useCallback, useMemo } from "react";
import type uPlot from "uplot";
import { useTheme } from "../../app/theme";
import { calculatorMessages } from "../../calculators/messages/calculator";
import { useMessages } from "../../i18n/use-locale";
import { cashFlowChartOptions } from "./cash-flow-options";
import { PALETTES } from "./palette";
import { UplotChart, type UplotLib } from "./uplot-chart";
import "./planner-charts.css";

const CHART_HEIGHT = 300;

export interface CashFlowChartProps {
  title: string;
  age: Float64Array;
  withdrawal: Float64Array;
  balance: Float64Array;
  withdrawalLabel: string;
  balanceLabel: string;
}

export function CashFlowChart({ title, age, withdrawal, balance, withdrawalLabel, balanceLabel }: CashFlowChartProps) {
  const { theme } = useTheme();
  const m = useMessages(calculatorMessages).charts;
  const data = useMemo((): uPlot.AlignedData => [age, withdrawal, balance], [age, withdrawal, balance]);
  const options = useCallback(
    (width: number, lib: UplotLib) => cashFlowChartOptions({ width, height: CHART_HEIGHT, withdrawalLabel, balanceLabel, ageLabel: m.age }, PALETTES[theme], lib),
    [theme, withdrawalLabel, balanceLabel, m.age],
  );
  return (
    <figure className="card result-chart planner-chart">
      <figcaption>{title}</figcaption>
      <UplotChart options={options} data={data} height={CHART_HEIGHT} label={m.cashFlow(title, withdrawalLabel, balanceLabel)} />
    </figure>
  );
}
