// The EMI chart: principal and interest paid in each calendar year (bars, left axis) and the
// balance still owed at each year's end (line, right axis: it starts ten times larger than a
// year's payments, so on one axis the bars would be slivers). With prepayments it runs over the
// years of the loan without them: the principal bars include the prepayments, and a dashed
// line shows the balance without them beside the balance with them (₹0 once repaid).
import { memo, useCallback, useDeferredValue, useMemo } from "react";
import type uPlot from "uplot";
import type { EmiResult } from "../../../workers/calc-contract";
import { useTheme } from "../../app/theme";
import { PALETTES, type ChartPalette } from "../../components/charts/palette";
import { seriesChartOptions } from "../../components/charts/series-options";
import { UplotChart, type UplotLib } from "../../components/charts/uplot-chart";
import { formatAxisTick } from "../../lib/format-money";
import type { SectionProps } from "../definition";

const CHART_HEIGHT = 300;
const TITLE = "Repayment by year and balance owed";
const PREPAID_LABEL = `${TITLE}: principal (with prepayments) and interest paid each year, and the balance owed at each year's end with and without the prepayments`;

/** A calendar year reads '2031', never '2,031'. */
const yearLabel = (value: number | null) => (value == null ? "" : String(value));

export function emiChartOptions(width: number, palette: ChartPalette, lib: UplotLib, withPrepayment = false): uPlot.Options {
  const options = seriesChartOptions(
    {
      xLabel: "Year",
      width,
      height: CHART_HEIGHT,
      series: [
        { label: withPrepayment ? "Principal repaid (with prepayments)" : "Principal paid", tone: "accent", style: "bars" },
        { label: "Interest paid", tone: "accent2", style: "bars" },
        { label: "Balance at year end", tone: "muted" },
        ...(withPrepayment ? [{ label: "Balance without prepayments", tone: "muted" as const }] : []),
      ],
    },
    palette,
    lib,
  );
  const [xAxis, yAxis] = options.axes ?? [];
  options.series[0] = { ...options.series[0], value: (_u, value) => yearLabel(value) };
  options.series[3] = { ...options.series[3], scale: "balance" };
  if (withPrepayment) options.series[4] = { ...options.series[4], scale: "balance", dash: [6, 4] };
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

/** The chart's columns: the schedule's years, or with prepayments the plain loan's (the schedule's figures 0 after it ends). */
export function emiChartData(result: EmiResult): uPlot.AlignedData {
  const { year, principal, interest, balance } = result.yearly;
  if (!result.prepayment) return [year, principal, interest, balance];
  const { comparison, byYear: prepayment } = result.prepayment;
  const years = comparison.year.length;
  const repaid = new Float64Array(years);
  const paidInterest = new Float64Array(years);
  for (let row = 0; row < year.length; row++) {
    repaid[row] = principal[row] + prepayment[row];
    paidInterest[row] = interest[row];
  }
  return [comparison.year, repaid, paidInterest, comparison.balance, comparison.plainBalance];
}

function EmiBalanceChartView({ result }: EmiSectionProps) {
  const { theme } = useTheme();
  const shown = useDeferredValue(result);
  const withPrepayment = shown.prepayment !== undefined;
  const data = useMemo(() => emiChartData(shown), [shown]);
  const options = useCallback((width: number, lib: UplotLib) => emiChartOptions(width, PALETTES[theme], lib, withPrepayment), [theme, withPrepayment]);
  return (
    <figure className="card result-chart calculator-table">
      <figcaption>{TITLE}</figcaption>
      <UplotChart options={options} data={data} height={CHART_HEIGHT} label={withPrepayment ? PREPAID_LABEL : `${TITLE}: principal and interest paid each year, and the balance owed at each year's end`} />
    </figure>
  );
}
