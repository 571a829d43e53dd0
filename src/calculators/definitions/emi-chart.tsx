// The EMI chart: principal and interest paid in each calendar year (bars, left axis) and the
// balance still owed at each year's end (line, right axis: it starts ten times larger than a
// year's payments, so on one axis the bars would be slivers). With prepayments it runs over the
// years of the loan without them: the principal bars include the prepayments, and a dashed
// line shows the balance without them beside the balance with them (₹0 once repaid). Its words
// come from the page's catalogue (messages/emi-sections.*.ts).
import { memo, Suspense, useCallback, useDeferredValue, useMemo } from "react";
import type uPlot from "uplot";
import type { EmiResult } from "../../../workers/calc-contract";
import { useTheme } from "../../app/theme";
import { PALETTES, type ChartPalette } from "../../components/charts/palette";
import { seriesChartOptions } from "../../components/charts/series-options";
import { UplotChart, type UplotLib } from "../../components/charts/uplot-chart";
import type { Locale } from "../../i18n/locales";
import { useLocale, useMessages } from "../../i18n/use-locale";
import { formatAxisTick } from "../../lib/format-money";
import type { SectionProps } from "../definition";
import type { EmiSectionsMessages } from "./messages/emi-sections.en";
import { emiSectionsMessages } from "./messages/emi-sections";
import { useRenderTiming } from "../../lib/render-timing";

const CHART_HEIGHT = 300;

/** The chart's words, from the page's catalogue. */
type ChartWords = EmiSectionsMessages["chart"];

/** A calendar year reads '2031', never '2,031'. */
const yearLabel = (value: number | null) => (value == null ? "" : String(value));

export function emiChartOptions(width: number, palette: ChartPalette, lib: UplotLib, withPrepayment: boolean, words: ChartWords, locale: Locale = "en"): uPlot.Options {
  const options = seriesChartOptions(
    {
      xLabel: words.year,
      locale,
      width,
      height: CHART_HEIGHT,
      series: [
        { label: withPrepayment ? words.principalWithPrepayments : words.principalPaid, tone: "accent", style: "bars" },
        { label: words.interestPaid, tone: "accent2", style: "bars" },
        { label: words.balanceAtYearEnd, tone: "muted" },
        ...(withPrepayment ? [{ label: words.balanceWithoutPrepayments, tone: "muted" as const }] : []),
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
    { ...yAxis, label: words.paidInYear },
    { ...yAxis, scale: "balance", side: 1, label: words.balance, grid: { show: false }, values: (_u, splits) => splits.map((value) => formatAxisTick(value, locale)) },
  ];
  return options;
}

type EmiSectionProps = Pick<SectionProps<string, EmiResult>, "result">;

/**
 * Memoised: redrawn only when a new result arrives, not on every keystroke, and at React's
 * deferred priority, after the result boxes have painted.
 */
export const EmiBalanceChart = memo(function EmiBalanceChart(props: EmiSectionProps) {
  // The chart waits for its words in its own Suspense, so the page never goes back to 'Loading...'.
  return (
    <Suspense fallback={null}>
      <EmiBalanceChartView {...props} />
    </Suspense>
  );
});

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
  useRenderTiming("EmiBalanceChart");
  const { theme } = useTheme();
  const words = useMessages(emiSectionsMessages).chart;
  const shown = useDeferredValue(result);
  const withPrepayment = shown.prepayment !== undefined;
  const data = useMemo(() => emiChartData(shown), [shown]);
  const locale = useLocale();
  const options = useCallback(
    (width: number, lib: UplotLib) => emiChartOptions(width, PALETTES[theme], lib, withPrepayment, words, locale),
    [theme, withPrepayment, words, locale],
  );
  return (
    <figure className="card result-chart calculator-table">
      <figcaption>{words.title}</figcaption>
      <UplotChart options={options} data={data} height={CHART_HEIGHT} label={`${words.title}: ${withPrepayment ? words.summaryWithPrepayments : words.summary}`} />
    </figure>
  );
}
