// The chart's life only: load uPlot, create, setData, setSize, destroy. Options come from pure
// builders (*-options.ts), given the library; a new options object (e.g. on a theme change)
// recreates the chart. uPlot is most of a calculator page's weight and no chart shows before
// the first calculation, so it loads with the first chart, not with the page (bench/: weight,
// Lighthouse).
import { useEffect, useRef, useState } from "react";
import { timed } from "../../lib/render-timing";
import type uPlot from "uplot";
import "./chart.css";

export type UplotLib = typeof uPlot;

let library: Promise<UplotLib> | undefined;

export function loadUplot(): Promise<UplotLib> {
  library ??= import("./uplot-lib").then((module) => module.uPlot);
  library.catch(() => {
    library = undefined; // let a later chart try again (e.g. back online)
  });
  return library;
}

/**
 * The widest a chart is drawn for paper: A4 at 96 px an inch, less print.css's 12 mm margins,
 * is 186 mm, about 703 px. A chart as wide as a desktop page would run off it.
 */
export const PRINT_CHART_WIDTH_PX = 700;

interface UplotChartProps {
  /** Builds the options for a given width, with the loaded library (for its path builders). */
  options(width: number, lib: UplotLib): uPlot.Options;
  data: uPlot.AlignedData;
  label: string;
  /** The plot's height in pixels: reserved (with a line of legend) while uPlot loads, so nothing shifts when it draws. */
  height: number;
}

/**
 * uPlot blanks its legend's values whenever no point is hovered (always, on a phone that is
 * not being touched): show the last point's instead, the end of the projection, so the legend
 * always reads. Hovering a point still shows that point's.
 */
function showLastPointWhenIdle(chart: uPlot): void {
  const count = chart.data[0]?.length ?? 0;
  if (chart.legend.idx == null && count > 0) chart.setLegend({ idx: count - 1 }, false);
}

/** The builder's options with the idle legend's hook added (after any of the builder's own). */
function withIdleLegend(options: uPlot.Options): uPlot.Options {
  const hooks = options.hooks ?? {};
  return {
    ...options,
    hooks: { ...hooks, ready: [...(hooks.ready ?? []), showLastPointWhenIdle], setLegend: [...(hooks.setLegend ?? []), showLastPointWhenIdle] },
  };
}

/** One line of uPlot's legend under the plot. */
const LEGEND_LINE_PX = 34;

export function UplotChart({ options, data, label, height }: UplotChartProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const dataRef = useRef(data);
  dataRef.current = data;
  const [lib, setLib] = useState<UplotLib | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadUplot().then(
      (loaded) => live && setLib(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !lib) return;
    const chart = timed("uPlot create", () => new lib(withIdleLegend(options(host.clientWidth || 320, lib)), dataRef.current, host));
    chartRef.current = chart;
    const fit = (width: number) => {
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: chart.height });
    };
    const observer = new ResizeObserver(() => fit(host.clientWidth));
    observer.observe(host);
    // The print layout is not observed: draw for the paper before it, for the screen after.
    const beforePrint = () => fit(Math.min(host.clientWidth || PRINT_CHART_WIDTH_PX, PRINT_CHART_WIDTH_PX));
    const afterPrint = () => fit(host.clientWidth);
    window.addEventListener("beforeprint", beforePrint);
    window.addEventListener("afterprint", afterPrint);
    return () => {
      window.removeEventListener("beforeprint", beforePrint);
      window.removeEventListener("afterprint", afterPrint);
      observer.disconnect();
      chart.destroy();
      chartRef.current = null;
    };
  }, [options, lib]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    timed("uPlot setData", () => {
      chart.setData(data);
      showLastPointWhenIdle(chart);
    });
  }, [data]);

  if (failed) return <p className="muted chart-failed">The chart could not load. The figures and the table above and below are complete.</p>;
  return <div ref={hostRef} className="uplot-host" role="img" aria-label={label} style={{ minHeight: height + LEGEND_LINE_PX }} />;
}
