// A retirement's cash flow (spec 2 §2): withdrawals as bars, the balance as a line, by age.
// The chart's life is UplotChart's; the options come from cash-flow-options.ts.
import { useCallback, useMemo } from "react";
import type uPlot from "uplot";
import { useTheme } from "../../app/theme";
import { useLocale } from "../../i18n/use-locale";
import { cashFlowChartOptions } from "./cash-flow-options";
import { PALETTES } from "./palette";
import { UplotChart, type UplotLib } from "./uplot-chart";
import "./planner-charts.css";

const CHART_HEIGHT = 300;

/** The chart's data and its words in the page's language. */
export interface CashFlowChartProps {
  title: string;
  age: Float64Array;
  withdrawal: Float64Array;
  balance: Float64Array;
  ageLabel: string;
  withdrawalLabel: string;
  balanceLabel: string;
  /** What the chart shows, for screen readers. */
  chartLabel: string;
}

export function CashFlowChart({ title, age, withdrawal, balance, ageLabel, withdrawalLabel, balanceLabel, chartLabel }: CashFlowChartProps) {
  const { theme } = useTheme();
  const data = useMemo((): uPlot.AlignedData => [age, withdrawal, balance], [age, withdrawal, balance]);
  const locale = useLocale();
  const options = useCallback(
    (width: number, lib: UplotLib) => cashFlowChartOptions({ width, height: CHART_HEIGHT, locale, ageLabel, withdrawalLabel, balanceLabel }, PALETTES[theme], lib),
    [theme, locale, ageLabel, withdrawalLabel, balanceLabel],
  );
  return (
    <figure className="card result-chart planner-chart">
      <figcaption>{title}</figcaption>
      <UplotChart options={options} data={data} height={CHART_HEIGHT} label={chartLabel} />
    </figure>
  );
}
