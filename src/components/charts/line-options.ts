// uPlot options for a line chart of columns over years, built by a pure function (the
// chart component only manages the chart's life).
import type uPlot from "uplot";
import type { SeriesTone } from "../../calculators/definition";
import { formatAxisTick, formatNumber, formatRupees } from "../../lib/format-money";
import type { ChartPalette } from "./palette";

export interface LineSeriesSpec {
  label: string;
  tone: SeriesTone;
  fill?: boolean;
}

export interface LineChartSpec {
  xLabel: string;
  series: readonly LineSeriesSpec[];
  width: number;
  height: number;
}

/** '#0f766e' -> 'rgba(15, 118, 110, 0.15)' for an area fill under a line. */
function translucent(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

export function lineChartOptions(spec: LineChartSpec, palette: ChartPalette): uPlot.Options {
  const axis = (label: string, values: uPlot.Axis["values"]): uPlot.Axis => ({
    label,
    stroke: palette.text,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { stroke: palette.grid, width: 1 },
    values,
  });
  return {
    width: spec.width,
    height: spec.height,
    scales: { x: { time: false } },
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    series: [
      { label: spec.xLabel, value: (_u, value) => (value == null ? "" : formatNumber(value)) },
      ...spec.series.map(
        (series): uPlot.Series => ({
          label: series.label,
          stroke: palette.tones[series.tone],
          width: 2,
          fill: series.fill ? translucent(palette.tones[series.tone], 0.15) : undefined,
          value: (_u, value) => (value == null ? "" : formatRupees(value)),
        }),
      ),
    ],
    axes: [
      // Whole-year ticks: a period in years reads badly as 2.5, 5, 7.5.
      { ...axis(spec.xLabel, (_u, splits) => splits.map((value) => formatNumber(value))), incrs: [1, 2, 5, 10, 20, 25, 50] },
      { ...axis("", (_u, splits) => splits.map((value) => formatAxisTick(value))), size: 60 },
    ],
  };
}
