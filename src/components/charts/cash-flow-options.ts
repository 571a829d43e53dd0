// uPlot options for a retirement's cash flow (spec 2 §2, aging parent planner): each year's
// withdrawal as a bar against the left axis, the balance as a line against the right axis.
// The two differ by an order of magnitude, so each has its own scale. Built by a pure function.
//
// Data columns (CASH_FLOW_DATA): age, withdrawal, balance.
import type uPlot from "uplot";
import type { UplotLib } from "./uplot-chart";
import type { Locale } from "../../i18n/locales";
import { formatAxisTick, formatNumber, formatRupees } from "../../lib/format-money";
import type { ChartPalette } from "./palette";
import { axisSizeFor, COMPACT_CHART_WIDTH, compactAxisSizeFor } from "./series-options";

export const CASH_FLOW_DATA = { age: 0, withdrawal: 1, balance: 2 } as const;

export interface CashFlowChartSpec {
  width: number;
  height: number;
  /** The page's language: the value axis's short forms (format-money.ts, formatAxisTick). */
  locale: Locale;
  ageLabel: string;
  withdrawalLabel: string;
  balanceLabel: string;
}

/** A scale from 0 to a little above its largest value (1 when everything is 0). */
function fromZero(u: uPlot, _min: number, max: number): uPlot.Range.MinMax {
  return [0, Number.isFinite(max) && max > 0 ? max * 1.1 : 1];
}

const moneyValue = (_u: uPlot, value: number | null) => (value == null ? "" : formatRupees(value));


export function cashFlowChartOptions(spec: CashFlowChartSpec, palette: ChartPalette, lib: UplotLib): uPlot.Options {
  // On a phone the two value axes drop their titles: the legend names them.
  const compact = spec.width < COMPACT_CHART_WIDTH;
  const axis = (label: string, scale: string, side: 1 | 3, grid: boolean): uPlot.Axis => ({
    label: compact ? undefined : label,
    scale,
    side,
    stroke: palette.text,
    grid: { show: grid, stroke: palette.grid, width: 1 },
    ticks: { stroke: palette.grid, width: 1 },
    values: (_u, splits) => splits.map((value) => formatAxisTick(value, spec.locale)),
    // Wide enough for the longest tick ('1,500L' was clipped at a fixed 44 px), plus the title's line.
    size: compact ? compactAxisSizeFor : (u, values) => Math.max(64, axisSizeFor(u, values) + 16),
  });
  const withdrawalColour = palette.tones.accent2;
  const balanceColour = palette.tones.accent;
  return {
    width: spec.width,
    height: spec.height,
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      withdrawal: { range: fromZero },
      balance: { range: fromZero },
    },
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    series: [
      { label: spec.ageLabel, value: (_u, value) => (value == null ? "" : formatNumber(value)) },
      {
        label: spec.withdrawalLabel,
        scale: "withdrawal",
        stroke: withdrawalColour,
        fill: withdrawalColour,
        width: 0,
        points: { show: false },
        paths: lib.paths.bars?.({ size: [0.6, 48], align: 0 }),
        value: moneyValue,
      },
      { label: spec.balanceLabel, scale: "balance", stroke: balanceColour, width: 2, value: moneyValue },
    ],
    axes: [
      {
        label: spec.ageLabel,
        stroke: palette.text,
        grid: { stroke: palette.grid, width: 1 },
        ticks: { stroke: palette.grid, width: 1 },
        values: (_u, splits) => splits.map((value) => formatNumber(value)),
        incrs: [1, 2, 5, 10, 20],
      },
      axis(spec.withdrawalLabel, "withdrawal", 3, true),
      axis(spec.balanceLabel, "balance", 1, false),
    ],
  };
}
