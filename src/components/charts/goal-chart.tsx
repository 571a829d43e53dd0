// The goal planners' 'Investment Growth Projection' (spec 2 §2): a figure with its title, the
// uPlot chart (options from goal-chart-options.ts) and a legend in text, so the goal's amount
// is readable without the canvas.
import { useCallback, useMemo } from "react";
import type uPlot from "uplot";
import { useTheme } from "../../app/theme";
import { calculatorMessages } from "../../calculators/messages/calculator";
import { useMessages } from "../../i18n/use-locale";
import { TONE_VAR } from "../donut";
import { goalChartOptions, goalLabel } from "./goal-chart-options";
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
}

export function GoalChart({ year, invested, returns, total, goal }: GoalChartProps) {
  const { theme } = useTheme();
  const words = useMessages(calculatorMessages).charts.goal;
  const data = useMemo((): uPlot.AlignedData => [year, total, invested, returns, new Float64Array(year.length).fill(goal)], [year, total, invested, returns, goal]);
  const options = useCallback((width: number, lib: UplotLib) => goalChartOptions({ width, height: CHART_HEIGHT, words }, PALETTES[theme], lib), [theme, words]);
  const label = `${words.title}: ${words.description}. ${goalLabel(goal, words)}.`;
  return (
    <figure className="card result-chart planner-chart">
      <figcaption>{words.title}</figcaption>
      <UplotChart options={options} data={data} height={CHART_HEIGHT} label={label} />
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
          {goalLabel(goal, words)}
        </li>
      </ul>
    </figure>
  );
}
