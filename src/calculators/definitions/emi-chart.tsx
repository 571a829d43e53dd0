// The EMI chart: principal and interest paid in each calendar year (bars, left axis) and the
// balance still owed at each year's end (line, right axis: it starts ten times larger than a
// year's payments, so on one axis the bars would be slivers).
import { memo, useCallback, useDeferredValue, useMemo } from "react";
import type uPlot from "uplot";
import type { EmiResult } from "../../../workers/calc-contract";
import { useTheme } from "../../app/theme";
import { PALETTES, type ChartPalette } from "../../components/charts/palette";
import { seriesChartOptions } from "../../components/charts/series-options";
import { UplotChart } from "../../components/charts/uplot-chart";
import { formatAxisTick } from "../../lib/format-money";
import type { SectionProps } from "../definition";

const CHART_HEIGHT = 300;
const TITLE = "Repayment by year and balance owed";

/** A calendar year reads '2031', never '2,031'. */
const yearLabel = (value: number | null) => (value == null ? "" : String(value));

export function emiChartOptions(width: number, palette: ChartPalette): uPlot.Options {
  const options = seriesChartOptions(
    {
      xLabel: "Year",
      width,
      height: CHART_HEIGHT,
      series: [
        { label: "Principal paid", tone: "accent", style: "bars" },
        { label: "Interest paid", tone: "accent2", style: "bars" },
        { label: "Balance at year end", tone: "muted" },
      ],
    },
    palette,
  );
  const [xAxis, yAxis] = options.axes ?? [];
  options.series[0] = { ...options.series[0], value: (_u, value) => yearLabel(value) };
  options.series[3] = { ...options.series[3], scale: "balance" };
  options.axes = [
    { ...xAxis, values: (_u, splits) => splits.map(yearLabel) },
    { ...yAxis, label: "Paid in the year" },
    { ...yAxis, scale: "balance", side: 1, label: "Balance", grid: { show: false }, values: (_u, splits) => splits.map(formatAxisTick) },
  ];
  return options;
}

type EmiSectionProps = Pick<SectionProps<string, EmiResult>, "result">;

/**
 * Memoised: redrawn only when a new result arrives, not on every keystroke, and at React's
 * deferred priority, after the result boxes have painted.
 */
export const EmiBalanceChart = memo(EmiBalanceChartView);

function EmiBalanceChartView({ result }: EmiSectionProps) {
  const { theme } = useTheme();
  const { year, principal, interest, balance } = useDeferredValue(result).yearly;
  const data = useMemo((): uPlot.AlignedData => [year, principal, interest, balance], [year, principal, interest, balance]);
  const options = useCallback((width: number) => emiChartOptions(width, PALETTES[theme]), [theme]);
  return (
    <figure className="card result-chart calculator-table">
      <figcaption>{TITLE}</figcaption>
      <UplotChart options={options} data={data} label={`${TITLE}: principal and interest paid each year, and the balance owed at each year's end`} />
    </figure>
  );
}
