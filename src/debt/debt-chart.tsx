// Total owed month by month under each strategy (uPlot). A strategy that finishes earlier
// stays at ₹0 for the rest of the other's run, so both lines share one x axis.
import { useCallback, useMemo } from "react";
import type uPlot from "uplot";
import type { StrategyPlan } from "../../workers/calc-contract";
import { useTheme } from "../app/theme";
import { PALETTES } from "../components/charts/palette";
import { seriesChartOptions } from "../components/charts/series-options";
import { UplotChart, type UplotLib } from "../components/charts/uplot-chart";
import { useLocale, useMessages } from "../i18n/use-locale";
import { debtMessages } from "./messages/debt";
import { useRenderTiming } from "../lib/render-timing";

const CHART_HEIGHT = 280;

function padded(column: Float64Array, length: number): Float64Array {
  if (column.length === length) return column;
  const out = new Float64Array(length);
  out.set(column);
  return out;
}

export function DebtChart({ snowball, avalanche }: { snowball: StrategyPlan; avalanche: StrategyPlan }) {
  useRenderTiming("DebtChart");
  const { theme } = useTheme();
  const m = useMessages(debtMessages).chart;
  const locale = useLocale();
  const data = useMemo((): uPlot.AlignedData => {
    const length = Math.max(snowball.timeline.month.length, avalanche.timeline.month.length);
    const months = Float64Array.from({ length }, (_, month) => month);
    return [months, padded(snowball.timeline.balance, length), padded(avalanche.timeline.balance, length)];
  }, [snowball, avalanche]);
  const options = useCallback(
    (width: number, lib: UplotLib) =>
      seriesChartOptions(
        {
          xLabel: m.month,
          locale,
          width,
          height: CHART_HEIGHT,
          series: [
            { label: m.snowball, tone: "accent2" },
            { label: m.avalanche, tone: "accent" },
          ],
        },
        PALETTES[theme],
        lib,
      ),
    [theme, m, locale],
  );
  return (
    <figure className="card debt-chart">
      <figcaption>{m.title}</figcaption>
      <UplotChart options={options} data={data} height={CHART_HEIGHT} label={m.label} />
    </figure>
  );
}
