import type uPlot from "uplot";
import { describe, expect, it } from "vitest";
import { PALETTES } from "./palette";
import { axisSizeFor, compactAxisSizeFor, seriesChartOptions } from "./series-options";
import type { UplotLib } from "./uplot-chart";

// The builder only reaches for the library's bar paths, absent here.
const lib = { paths: {} } as unknown as UplotLib;
const chart = {} as uPlot;
const spec = (width: number) => ({ xLabel: "Year", locale: "en" as const, series: [{ label: "Total value", tone: "accent" as const }], width, height: 280 });

describe("a series chart's value axis", () => {
  it("is as wide as its longest tick, with a 48 px floor, on a wide screen", () => {
    const [, yAxis] = seriesChartOptions(spec(800), PALETTES.light, lib).axes ?? [];
    expect(yAxis.size).toBe(axisSizeFor);
    expect(axisSizeFor(chart, ["0", "80k"])).toBe(48);
    expect(axisSizeFor(chart, ["0", "1,500L"])).toBe(60);
  });

  it("takes only what its ticks need on a phone, and a narrower title line", () => {
    const [, yAxis] = seriesChartOptions(spec(328), PALETTES.light, lib).axes ?? [];
    expect(yAxis.size).toBe(compactAxisSizeFor);
    expect(yAxis.labelSize).toBe(20);
    expect(compactAxisSizeFor(chart, ["0", "80k"])).toBe(37);
    // Grows with a long tick (about 7 px a character at uPlot's 12 px font): '1,500L' is not clipped.
    expect(compactAxisSizeFor(chart, ["0", "1,500L"])).toBe(58);
  });
});
