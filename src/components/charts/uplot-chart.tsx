// The chart's life only: create, setData, setSize, destroy. Options come from pure builders
// (line-options.ts); a new options object (e.g. on a theme change) recreates the chart.
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import "./chart.css";

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
    const observer = new ResizeObserver(() => {
      const width = host.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: chart.height });
    });
    observer.observe(host);
    return () => {
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
