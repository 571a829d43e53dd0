// The generated data modules hold exactly the shipped CSVs' figures, and the volatility
// defaults are what the series give (recomputed here independently of the generator).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CPI_INFLATION_PCT, INDIA_HISTORY, PPF_RATE_PCT, SENSEX_MARCH_CLOSE } from "../../src/core/india-history";
import { EQUITY_RETURN_VOLATILITY, INFLATION_VOLATILITY, RETIREMENT_RETURN_VOLATILITY } from "../../src/calculators/reference-data";

const root = new URL("../../", import.meta.url);

function csv(file: string): Map<number, number> {
  const [header, ...lines] = readFileSync(new URL(`data/india-history/${file}`, root), "utf8").trim().split("\n");
  expect(header).toBe("year,value,source_id");
  return new Map(lines.map((line) => [Number(line.split(",")[0]), Number(line.split(",")[1])]));
}

const sensex = csv("sensex_fy_end_close.csv");
const cpi = csv("cpi_inflation_cy_worldbank.csv");
const ppf = csv("ppf_rate_fy.csv");
const { firstYear, lastYear, years } = INDIA_HISTORY;
const fys = Array.from({ length: years }, (_, k) => firstYear + k);

/** Population-free sample standard deviation, by a two-pass sum over sorted values (a different order from the generator's). */
function sd(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / sorted.length;
  return Math.sqrt(sorted.reduce((s, v) => s + (v - mean) * (v - mean), 0) / (sorted.length - 1));
}

describe("India's history as shipped", () => {
  it("generated files are what scripts/india-history.mjs makes of the CSVs", () => {
    expect(() => execFileSync(process.execPath, ["scripts/india-history.mjs", "--check"], { cwd: root, stdio: "pipe" })).not.toThrow();
  });

  it("covers every financial year that has all three figures, FY 1981 to FY 2025", () => {
    expect([firstYear, lastYear, years]).toEqual([1981, 2025, 45]);
    // The year before the first lacks a Sensex close before it (FY 1979 is left out of the data on purpose).
    expect(sensex.has(firstYear - 2)).toBe(false);
    expect(cpi.has(lastYear)).toBe(false);
  });

  it("copies every figure unchanged: Sensex from FY t−1, CPI of calendar year t−1, PPF of FY t", () => {
    expect(SENSEX_MARCH_CLOSE).toEqual([firstYear - 1, ...fys].map((t) => sensex.get(t)));
    expect(CPI_INFLATION_PCT).toEqual(fys.map((t) => cpi.get(t - 1)));
    expect(PPF_RATE_PCT).toEqual(fys.map((t) => ppf.get(t)));
    // Spot checks read off the CSVs by eye.
    expect(SENSEX_MARCH_CLOSE[0]).toBe(128.57);
    expect(SENSEX_MARCH_CLOSE[years]).toBe(77414.92);
    expect(PPF_RATE_PCT[fys.indexOf(2003)]).toBe(9);
  });

  it("computes the defaults from the series, with their years", () => {
    const logEquity = (t: number) => Math.log(sensex.get(t)! / sensex.get(t - 1)!) + Math.log(1.0125);
    const recent = fys.filter((t) => t >= 1996);
    const { defaults } = INDIA_HISTORY;
    expect(defaults.equityVolatility).toEqual({ value: Math.round(1000 * sd(recent.map(logEquity))) / 10, fromYear: 1996, toYear: 2025 });
    expect(defaults.equityVolatilityLongRun).toEqual({ value: Math.round(1000 * sd(fys.map(logEquity))) / 10, fromYear: 1981, toYear: 2025 });
    expect(defaults.equityVolatility.value).toBe(25.1);
    expect(defaults.equityVolatilityLongRun.value).toBe(32.8);
    expect(defaults.inflationVolatility.value).toBe(Math.round(1000 * sd(fys.map((t) => Math.log1p(cpi.get(t - 1)! / 100)))) / 10);
    const mix = (t: number) => Math.log((sensex.get(t)! / sensex.get(t - 1)!) * 1.0125 / 3 + ((1 + ppf.get(t)! / 100) * 2) / 3);
    expect(defaults.retirementVolatility.value).toBe(Math.round(1000 * sd(recent.map(mix))) / 10);
    // The page's defaults are these figures, not typed by hand.
    expect(EQUITY_RETURN_VOLATILITY.value).toBe(defaults.equityVolatility.value);
    expect(RETIREMENT_RETURN_VOLATILITY.value).toBe(defaults.retirementVolatility.value);
    expect(INFLATION_VOLATILITY.value).toBe(defaults.inflationVolatility.value);
  });
});
