// uPlot options for the goal planners' 'Investment Growth Projection' (spec 2 §2): stacked bars
// of invested money and returns by year, a dashed goal line labelled 'Goal: {amount}', a y axis
// in lakhs, and a tooltip with 'End of Year', Invested, Returns and Total Value. Built by a pure
// function; the hooks only draw into the chart uPlot hands them.
//
// Data columns (GOAL_DATA): year, total value, invested, returns, goal (the same goal in every
// row, so a new goal arrives with setData instead of rebuilding the chart).
import type uPlot from "uplot";
import type { UplotLib } from "./uplot-chart";
import type { Locale } from "../../i18n/locales";
import { formatLakhsTick, formatNumber, formatRupees } from "../../lib/format-money";
import type { ChartPalette } from "./palette";

export const GOAL_DATA = { year: 0, total: 1, invested: 2, returns: 3, goal: 4 } as const;

/** The chart's words in the page's language (the planners' catalogue, messages/planner-charts). */
export interface GoalChartWords {
  title: string;
  year: string;
  yAxis: string;
  invested: string;
  returns: string;
  totalValue: string;
  goal: string;
  goalLine(amount: string): string;
  endOfYear(year: string): string;
  chartLabel(goalLine: string): string;
}

export interface GoalChartSpec {
  width: number;
  height: number;
  /** The page's language: the value axis's short forms (format-money.ts, formatAxisTick). */
  locale: Locale;
  words: GoalChartWords;
}

/** 'Goal: ₹1,04,43,120' (spec 2 §2). */
export function goalLabel(goal: number, words: Pick<GoalChartWords, "goalLine">): string {
  return words.goalLine(formatRupees(goal));
}

function column(u: uPlot, index: number): ArrayLike<number | null | undefined> {
  return u.data[index] ?? [];
}

function largest(values: ArrayLike<number | null | undefined>): number {
  let max = 0;
  for (let i = 0; i < values.length; i++) max = Math.max(max, values[i] ?? 0);
  return max;
}

/** The y scale starts at 0 and leaves room above the taller of the last bar and the goal. */
function yRange(u: uPlot): uPlot.Range.MinMax {
  const top = Math.max(largest(column(u, GOAL_DATA.total)), largest(column(u, GOAL_DATA.goal)));
  return [0, top > 0 ? top * 1.12 : 1];
}

/** The dashed goal line across the whole plot, with its label just above it. */
function drawGoalLine(palette: ChartPalette, lib: UplotLib, words: GoalChartWords) {
  return (u: uPlot) => {
    const goal = column(u, GOAL_DATA.goal)[0];
    if (goal == null || !Number.isFinite(goal)) return;
    const ratio = lib.pxRatio || 1;
    const y = Math.round(u.valToPos(goal, "y", true));
    const { ctx, bbox } = u;
    ctx.save();
    ctx.strokeStyle = palette.text;
    ctx.lineWidth = 2 * ratio;
    ctx.setLineDash([8 * ratio, 6 * ratio]);
    ctx.beginPath();
    ctx.moveTo(bbox.left, y);
    ctx.lineTo(bbox.left + bbox.width, y);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = palette.text;
    ctx.font = `600 ${Math.round(12 * ratio)}px system-ui, sans-serif`;
    ctx.textAlign = "left";
    ctx.textBaseline = "bottom";
    ctx.fillText(goalLabel(goal, words), bbox.left + 8 * ratio, y - 4 * ratio);
    ctx.restore();
  };
}

/** The tooltip: a box in the plot's overlay that follows the hovered year. */
function tooltipHooks(words: GoalChartWords): { init(u: uPlot): void; setCursor(u: uPlot): void } {
  let box: HTMLDivElement | null = null;
  const lines: HTMLSpanElement[] = [];
  return {
    init(u) {
      box = document.createElement("div");
      box.className = "chart-tooltip";
      box.hidden = true;
      for (let i = 0; i < 4; i++) lines.push(box.appendChild(document.createElement("span")));
      u.over.appendChild(box);
    },
    setCursor(u) {
      if (!box) return;
      const index = u.cursor.idx;
      const year = index == null ? null : column(u, GOAL_DATA.year)[index];
      if (index == null || year == null) {
        box.hidden = true;
        return;
      }
      const value = (c: number) => formatRupees(column(u, c)[index] ?? 0);
      lines[0].textContent = words.endOfYear(formatNumber(year));
      lines[1].textContent = `${words.invested}: ${value(GOAL_DATA.invested)}`;
      lines[2].textContent = `${words.returns}: ${value(GOAL_DATA.returns)}`;
      lines[3].textContent = `${words.totalValue}: ${value(GOAL_DATA.total)}`;
      box.hidden = false;
      const x = u.valToPos(year, "x");
      const plotWidth = u.over.clientWidth;
      // Beside the hovered bar, on whichever side has room.
      box.style.left = x > plotWidth / 2 ? `${Math.max(0, x - box.offsetWidth - 12)}px` : `${x + 12}px`;
      box.style.top = "8px";
    },
  };
}

export function goalChartOptions(spec: GoalChartSpec, palette: ChartPalette, lib: UplotLib): uPlot.Options {
  const axis = (label: string, values: uPlot.Axis["values"]): uPlot.Axis => ({
    label,
    stroke: palette.text,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { stroke: palette.grid, width: 1 },
    values,
  });
  // Stacked bars without a stacking plugin: the total-value bar (coloured as returns) is drawn
  // first and the invested bar over it, so the returns show as the part above the invested.
  const bar = (label: string, colour: string): uPlot.Series => ({
    label,
    stroke: colour,
    fill: colour,
    width: 0,
    points: { show: false },
    paths: lib.paths.bars?.({ size: [0.6, 72], align: 0 }),
  });
  const hidden = (label: string): uPlot.Series => ({ label, show: false });
  const { words } = spec;
  const tooltip = tooltipHooks(words);
  return {
    width: spec.width,
    height: spec.height,
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { range: yRange },
    },
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, y: false, points: { show: false } },
    series: [
      { label: words.year },
      bar(words.totalValue, palette.tones.accent2),
      bar(words.invested, palette.tones.accent),
      hidden(words.returns),
      hidden(words.goal),
    ],
    axes: [
      // Whole-year ticks: a period in years reads badly as 2.5, 5, 7.5.
      { ...axis(words.year, (_u, splits) => splits.map((value) => formatNumber(value))), incrs: [1, 2, 5, 10, 20, 25, 50] },
      // The goal planners' y axis is in lakhs whatever the size (spec 2 §9).
      { ...axis(words.yAxis, (_u, splits) => splits.map((value) => formatLakhsTick(value, spec.locale))), size: 64 },
    ],
    hooks: { init: [tooltip.init], setCursor: [tooltip.setCursor], draw: [drawGoalLine(palette, lib, words)] },
  };
}
