// uPlot options for a chart of columns over years (lines, areas or bars), built by a pure
// function: the chart component only manages the chart's life.
import type uPlot from "uplot";
import type { UplotLib } from "./uplot-chart";
import type { SeriesTone } from "../../calculators/definition";
import { formatAxisTick, formatNumber, formatRupees } from "../../lib/format-money";
import type { Locale } from "../../i18n/locales";
import type { ChartPalette } from "./palette";

export interface SeriesSpec {
  label: string;
  tone: SeriesTone;
  style?: "line" | "bars";
  fill?: boolean;
}

export interface SeriesChartSpec {
  xLabel: string;
  /** The page's language: the value axis's short forms (format-money.ts, formatAxisTick). */
  locale: Locale;
  /** The legend's x value under the cursor (a plain number without it). */
  xValue?(value: number): string;
  series: readonly SeriesSpec[];
  width: number;
  height: number;
}

/** '#0f766e' -> 'rgba(15, 118, 110, 0.15)' for an area fill under a line. */
function translucent(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

const moneyValue = (_u: uPlot, value: number | null) => (value == null ? "" : formatRupees(value));

/**
 * One series. Bars: one bar series is centred on its year; two stand side by side (the
 * first left of the year, the second right of it), each a share of the slot.
 */
function seriesOptions(series: SeriesSpec, palette: ChartPalette, barCount: number, barIndex: number, lib: UplotLib): uPlot.Series {
  const colour = palette.tones[series.tone];
  if (series.style === "bars") {
    const align: -1 | 0 | 1 = barCount === 2 ? (barIndex === 0 ? -1 : 1) : 0;
    return {
      label: series.label,
      stroke: colour,
      fill: colour,
      width: 0,
      points: { show: false },
      paths: lib.paths.bars?.({ size: [barCount === 2 ? 0.4 : 0.6, 48], align }),
      value: moneyValue,
    };
  }
  return {
    label: series.label,
    stroke: colour,
    width: 2,
    fill: series.fill ? translucent(colour, 0.15) : undefined,
    value: moneyValue,
  };
}

/** The y axis's width in pixels for its tick labels. */
export function axisSizeFor(_u: uPlot, values: string[] | null): number {
  const longest = values?.reduce((most, label) => Math.max(most, label.length), 0) ?? 0;
  return Math.max(48, longest * 7 + 18);
}

/**
 * Below this width (a phone) a chart with a value axis each side kept under half its width for
 * the plot: the value axes take no more room than their ticks need, and their titles a
 * narrower line.
 */
export const COMPACT_CHART_WIDTH = 480;

/** axisSizeFor on a phone: the ticks' own width, with no 48 px floor. */
export function compactAxisSizeFor(_u: uPlot, values: string[] | null): number {
  const longest = values?.reduce((most, label) => Math.max(most, label.length), 0) ?? 0;
  return Math.max(30, longest * 7 + 16); // text, the 10 px tick and its 5 px gap
}

/** A rotated axis title's line on a phone (uPlot's default is 30 px). */
const COMPACT_LABEL_SIZE_PX = 20;

export function seriesChartOptions(spec: SeriesChartSpec, palette: ChartPalette, lib: UplotLib): uPlot.Options {
  const axis = (label: string, values: uPlot.Axis["values"]): uPlot.Axis => ({
    label,
    stroke: palette.text,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { stroke: palette.grid, width: 1 },
    values,
  });
  const compact = spec.width < COMPACT_CHART_WIDTH;
  const valueAxis: Partial<uPlot.Axis> = compact ? { size: compactAxisSizeFor, labelSize: COMPACT_LABEL_SIZE_PX } : { size: axisSizeFor };
  const bars = spec.series.filter((series) => series.style === "bars");
  const hasBars = bars.length > 0;
  return {
    width: spec.width,
    height: spec.height,
    scales: { x: { time: false, ...(hasBars ? { range: (_u, min, max) => [min - 0.5, max + 0.5] } : {}) } },
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    series: [
      { label: spec.xLabel, value: (_u, value) => (value == null ? "" : (spec.xValue ?? formatNumber)(value)) },
      ...spec.series.map((series) => seriesOptions(series, palette, bars.length, bars.indexOf(series), lib)),
    ],
    axes: [
      // Whole-year ticks: a period in years reads badly as 2.5, 5, 7.5.
      { ...axis(spec.xLabel, (_u, splits) => splits.map((value) => formatNumber(value))), incrs: [1, 2, 5, 10, 20, 25, 50] },
      // Wide enough for the longest tick label (a very large amount in lakhs runs long).
      { ...axis("", (_u, splits) => splits.map((value) => formatAxisTick(value, spec.locale))), ...valueAxis },
    ],
  };
}
