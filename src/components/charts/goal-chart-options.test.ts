import uPlot from "uplot";
import { describe, expect, it } from "vitest";
import { GOAL_DATA, goalChartOptions, goalLabel } from "./goal-chart-options";
import { messages } from "../../calculators/definitions/messages/planner-charts.en";
import { PALETTES } from "./palette";

const words = messages.goal;
const options = goalChartOptions({ width: 800, height: 300, locale: "en", words }, PALETTES.light, uPlot);

/** Just enough of a chart for the option functions: its data and, for drawing, a context. */
function fakeChart(data: number[][], ctx?: Partial<CanvasRenderingContext2D>): uPlot {
  return { data, ctx, bbox: { left: 50, top: 10, width: 600, height: 200 }, valToPos: (value: number) => 210 - value / 1e5 } as unknown as uPlot;
}

// year, total, invested, returns, goal
const DATA = [
  [1, 2, 3],
  [100_000, 210_000, 330_000],
  [95_000, 190_000, 285_000],
  [5_000, 20_000, 45_000],
  [330_000, 330_000, 330_000],
];

describe("goal chart options (spec 2 §2)", () => {
  it("labels the goal 'Goal: {amount}' in rupees", () => {
    expect(goalLabel(10_443_120, words)).toBe("Goal: ₹1,04,43,120");
  });

  it("stacks the invested bar over the total-value bar and keeps returns and the goal as data only", () => {
    const series = options.series;
    expect(series).toHaveLength(5);
    expect(series[GOAL_DATA.total].paths).toBeTypeOf("function");
    expect(series[GOAL_DATA.invested].paths).toBeTypeOf("function");
    expect(series[GOAL_DATA.invested].fill).toBe(PALETTES.light.tones.accent);
    expect(series[GOAL_DATA.total].fill).toBe(PALETTES.light.tones.accent2);
    expect(series[GOAL_DATA.returns].show).toBe(false);
    expect(series[GOAL_DATA.goal].show).toBe(false);
  });

  it("shows the y axis in lakhs (spec 2 §9), and in crores from ₹1 crore", () => {
    const values = options.axes?.[1].values as (u: uPlot, splits: number[]) => string[];
    expect(values(fakeChart(DATA), [0, 50_000, 2_500_000, 10_000_000, 150_000_000])).toEqual(["0L", "0.5L", "25L", "1Cr", "15Cr"]);
  });

  it("writes a Hindi page's y axis in Hindi's short forms", () => {
    const hindi = goalChartOptions({ width: 800, height: 300, locale: "hi", words }, PALETTES.light, uPlot);
    const values = hindi.axes?.[1].values as (u: uPlot, splits: number[]) => string[];
    expect(values(fakeChart(DATA), [50_000, 2_500_000, 15_000_000])).toEqual(["0.5 लाख", "25 लाख", "1.5 करोड़"]);
  });

  it("starts the y scale at 0 and makes room above the goal, even when the bars fall short of it", () => {
    const range = options.scales?.y.range as (u: uPlot, min: number, max: number, key: string) => [number, number];
    const [min, max] = range(fakeChart(DATA), 5_000, 330_000, "y");
    expect(min).toBe(0);
    expect(max).toBeGreaterThan(330_000);
    const higherGoal = DATA.map((column, i) => (i === GOAL_DATA.goal ? [900_000, 900_000, 900_000] : column));
    expect(range(fakeChart(higherGoal), 5_000, 330_000, "y")[1]).toBeGreaterThan(900_000);
    expect(range(fakeChart([[1], [0], [0], [0], [0]]), 0, 0, "y")).toEqual([0, 1]);
  });

  it("pads the year scale by half a year so the first and last bars are whole", () => {
    const range = options.scales?.x.range as (u: uPlot, min: number, max: number, key: string) => [number, number];
    expect(range(fakeChart(DATA), 1, 3, "x")).toEqual([0.5, 3.5]);
  });

  it("draws the goal as a dashed line across the plot, labelled with its amount", () => {
    const calls: string[] = [];
    const ctx = {
      save: () => calls.push("save"),
      restore: () => calls.push("restore"),
      beginPath: () => undefined,
      moveTo: (x: number, y: number) => calls.push(`moveTo ${x} ${y}`),
      lineTo: (x: number, y: number) => calls.push(`lineTo ${x} ${y}`),
      stroke: () => calls.push("stroke"),
      setLineDash: (dash: number[]) => calls.push(`dash ${dash.length > 0 ? "on" : "off"}`),
      fillText: (text: string) => calls.push(`text ${text}`),
    };
    const draw = options.hooks?.draw?.[0] as (u: uPlot) => void;
    draw(fakeChart(DATA, ctx));
    expect(calls).toContain("dash on");
    expect(calls).toContain("moveTo 50 207");
    expect(calls).toContain("lineTo 650 207");
    expect(calls).toContain("text Goal: ₹3,30,000");
    expect(calls.at(-1)).toBe("restore");
  });
});
