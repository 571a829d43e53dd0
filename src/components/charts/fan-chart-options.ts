// uPlot options for the simulated odds' fan: two bands of the simulated balance
// (10th-90th percentile, light; 25th-75th, darker), the median path dashed, and the plan at a
// steady return as a solid line in front. Built by a pure function; the legend is the panel's
// own, in words (src/calculators/odds/odds-panel.tsx).
//
// Data columns (FAN_DATA): x, p10, p25, p50, p75, p90, the deterministic plan.
import type uPlot from "uplot";
import type { Locale } from "../../i18n/locales";
import { formatAxisTick, formatNumber, formatRupees } from "../../lib/format-money";
import type { ChartPalette } from "./palette";
import { axisSizeFor } from "./series-options";

export const FAN_DATA = { x: 0, p10: 1, p25: 2, p50: 3, p75: 4, p90: 5, plan: 6 } as const;

/** The fan's series names (its tooltip), in the page's locale (calculators/odds/messages). */
export interface FanSeriesWords {
  p10: string;
  p25: string;
  median: string;
  p75: string;
  p90: string;
  plan: string;
}

export interface FanChartSpec {
  xLabel: string;
  /** The page's language: the value axis's short forms (format-money.ts, formatAxisTick); English without. */
  locale?: Locale;
  width: number;
  height: number;
  series: FanSeriesWords;
}

/** '#0f766e' -> 'rgba(15, 118, 110, 0.2)'. */
export function translucent(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/** The light band's and the dark band's opacity over the page. */
export const OUTER_BAND_ALPHA = 0.16;
export const INNER_BAND_ALPHA = 0.34;

const moneyValue = (_u: uPlot, value: number | null) => (value == null ? "" : formatRupees(value));

export function fanChartOptions(spec: FanChartSpec, palette: ChartPalette): uPlot.Options {
  const band = palette.tones.accent2;
  const edge = (label: string): uPlot.Series => ({ label, stroke: "transparent", width: 0, points: { show: false }, value: moneyValue });
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
    scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.05 : 1] } },
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    series: [
      { label: spec.xLabel, value: (_u, value) => (value == null ? "" : formatNumber(value)) },
      edge(spec.series.p10),
      edge(spec.series.p25),
      { label: spec.series.median, stroke: band, width: 2, dash: [6, 4], points: { show: false }, value: moneyValue },
      edge(spec.series.p75),
      edge(spec.series.p90),
      { label: spec.series.plan, stroke: palette.tones.accent, width: 2.5, points: { show: false }, value: moneyValue },
    ],
    bands: [
      { series: [FAN_DATA.p90, FAN_DATA.p10], fill: translucent(band, OUTER_BAND_ALPHA) },
      { series: [FAN_DATA.p75, FAN_DATA.p25], fill: translucent(band, INNER_BAND_ALPHA) },
    ],
    axes: [
      { ...axis(spec.xLabel, (_u, splits) => splits.map((value) => formatNumber(value))), incrs: [1, 2, 5, 10, 20, 25, 50] },
      { ...axis("", (_u, splits) => splits.map((value) => formatAxisTick(value, spec.locale))), size: axisSizeFor },
    ],
  };
}
