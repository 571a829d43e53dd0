// The chart's life only: create, setData, setSize, destroy. Options come from pure builders
// (line-options.ts); a new options object (e.g. on a theme change) recreates the chart.
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import "./chart.css";

/**
 * The widest a chart is drawn for paper: A4 at 96 px an inch, less print.css's 12 mm margins,
 * is 186 mm, about 703 px. A chart as wide as a desktop page would run off it.
 */
export const PRINT_CHART_WIDTH_PX = 700;

interface UplotChartProps {
  /** Builds the options for a given width. */
  options(width: number): uPlot.Options;
  data: uPlot.AlignedData;
  label: string;
}

export function UplotChart({ options, data, label }: UplotChartProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const dataRef = useRef(data);
  dataRef.current = data;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const chart = new uPlot(options(host.clientWidth || 320), dataRef.current, host);
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
  }, [options]);

  useEffect(() => {
    chartRef.current?.setData(data);
  }, [data]);

  return <div ref={hostRef} className="uplot-host" role="img" aria-label={label} />;
}
