// The goal planners' 'Investment Growth Projection' (spec 2 §2): a figure with its title, the
// uPlot chart (options from goal-chart-options.ts) and a legend in text, so the goal's amount
// is readable without the canvas. Its words come as props in the page's language (the
// planners' catalogue, src/calculators/definitions/messages/planner-charts).
import { useCallback, useMemo } from "react";
import type uPlot from "uplot";
import { useTheme } from "../../app/theme";
import { useLocale } from "../../i18n/use-locale";
import { TONE_VAR } from "../donut";
import { goalChartOptions, goalLabel, type GoalChartWords } from "./goal-chart-options";
import { PALETTES } from "./palette";
import { UplotChart, type UplotLib } from "./uplot-chart";
import "./planner-charts.css";

const CHART_HEIGHT = 300;

export interface GoalChartProps {
  year: Float64Array;
  invested: Float64Array;
  returns: Float64Array;
  total: Float64Array;
  goal: number;
  /** The chart's words in the page's language. */
  words: GoalChartWords;
}

export function GoalChart({ year, invested, returns, total, goal, words }: GoalChartProps) {
  const { theme } = useTheme();
  const data = useMemo((): uPlot.AlignedData => [year, total, invested, returns, new Float64Array(year.length).fill(goal)], [year, total, invested, returns, goal]);
  const locale = useLocale();
  const options = useCallback(
    (width: number, lib: UplotLib) => goalChartOptions({ width, height: CHART_HEIGHT, locale, words }, PALETTES[theme], lib),
    [theme, words, locale],
  );
  const goalLine = goalLabel(goal, words);
  return (
    <figure className="card result-chart planner-chart">
      <figcaption>{words.title}</figcaption>
      <UplotChart options={options} data={data} height={CHART_HEIGHT} label={words.chartLabel(goalLine)} />
      <ul className="legend chart-legend">
        <li>
          <span className="swatch" style={{ background: TONE_VAR.accent }} aria-hidden="true" />
          {words.invested}
        </li>
        <li>
          <span className="swatch" style={{ background: TONE_VAR.accent2 }} aria-hidden="true" />
          {words.returns}
        </li>
        <li>
          <span className="swatch dashed" aria-hidden="true" />
          {goalLine}
        </li>
      </ul>
    </figure>
  );
}
