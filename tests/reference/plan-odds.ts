// An independent simulation of the visitor's plan, for the tests only: plain TypeScript, month
// by month, the money carried forward and a path failing the month it cannot pay, no closed form
// and nothing shared with the core (its own generator, Box–Muller normals, Math.exp, its own
// reading of the CSVs). It agrees with the engine within sampling error, not bit for bit.
import { readFileSync } from "node:fs";

/** sfc32 (Chris Doty-Humphrey's small fast counting generator), seeded per run. */
export function sfc32(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** Standard normals by Box–Muller, two per pair of uniforms. */
export function normals(uniform: () => number): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const u = 1 - uniform();
    const v = uniform();
    const radius = Math.sqrt(-2 * Math.log(u));
    spare = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  };
}

/** One year of a future: the saving mix's growth, the retirement mix's growth, inflation (factors). */
export interface YearFigures {
  saving: number;
  retired: number;
  inflation: number;
}

export interface WholeLife {
  savingYears: number;
  retiredYears: number;
  savingsNow: number;
  sipNow: number;
  sipStepUpPct: number;
  monthlyExpenses: number;
  taxPct: number;
  /** The planner's post-retirement return, for the capital-back fund's share. */
  postReturnPct: number;
}

/** Does a whole life work in this future? Month by month while saving; withdrawals at each retirement year's start. */
export function wholeLifeWorks(plan: WholeLife, years: readonly YearFigures[]): { worked: boolean; endReal: number; lowestReal: number } {
  let balance = plan.savingsNow;
  let instalment = plan.sipNow;
  let prices = 1;
  for (let year = 0; year < plan.savingYears; year++) {
    const month = Math.pow(years[year].saving, 1 / 12);
    for (let m = 0; m < 12; m++) balance = (balance + instalment) * month;
    instalment *= 1 + plan.sipStepUpPct / 100;
    prices *= years[year].inflation;
  }
  // The capital-back fund: the plan sets aside corpus ÷ (1 + post)^M beside a corpus.
  const sideFund = Math.pow(1 + plan.postReturnPct / 100, -plan.retiredYears);
  let spending = balance / (1 + sideFund);
  let worked = true;
  let lowestReal = Infinity;
  for (let year = plan.savingYears; year < plan.savingYears + plan.retiredYears; year++) {
    const withdrawal = ((plan.monthlyExpenses * 12) / (1 - plan.taxPct / 100)) * prices;
    if (spending < withdrawal * (1 - 1e-9)) {
      worked = false;
      spending = 0;
    } else {
      spending = Math.max(spending - withdrawal, 0) * years[year].retired;
    }
    prices *= years[year].inflation;
    lowestReal = Math.min(lowestReal, spending / prices);
  }
  return { worked, endReal: spending / prices, lowestReal };
}

export interface Lognormal {
  preReturnPct: number;
  preSigmaPct: number;
  postReturnPct: number;
  postSigmaPct: number;
  inflationPct: number;
  inflationSigmaPct: number;
}

/** A lognormal future: each year's growth around the rates (the same normal drives both mixes), inflation independent. */
export function lognormalYears(model: Lognormal, count: number, normal: () => number): YearFigures[] {
  return Array.from({ length: count }, () => {
    const z = normal();
    const zi = normal();
    return {
      saving: Math.pow(1 + model.preReturnPct / 1200, 12) * Math.exp((model.preSigmaPct / 100) * z),
      retired: (1 + model.postReturnPct / 100) * Math.exp((model.postSigmaPct / 100) * z),
      inflation: (1 + model.inflationPct / 100) * Math.exp((model.inflationSigmaPct / 100) * zi),
    };
  });
}

/** The share of `paths` lognormal futures in which the whole life works. */
export function wholeLifeOdds(plan: WholeLife, model: Lognormal, paths: number, seed: number): number {
  const normal = normals(sfc32(seed));
  let worked = 0;
  for (let path = 0; path < paths; path++) {
    if (wholeLifeWorks(plan, lognormalYears(model, plan.savingYears + plan.retiredYears, normal)).worked) worked++;
  }
  return worked / paths;
}

/** India's years read from the shipped CSVs with the stated convention, FY 1981 onward. */
export function indiaYears(equitySharePct: number, retiredEquitySharePct: number): YearFigures[] {
  const read = (file: string) =>
    new Map(
      readFileSync(new URL(`../../data/india-history/${file}`, import.meta.url), "utf8")
        .trim()
        .split("\n")
        .slice(1)
        .map((line) => [Number(line.split(",")[0]), Number(line.split(",")[1])] as const),
    );
  const sensex = read("sensex_fy_end_close.csv");
  const cpi = read("cpi_inflation_cy_worldbank.csv");
  const ppf = read("ppf_rate_fy.csv");
  const years: YearFigures[] = [];
  for (let fy = 1981; sensex.has(fy) && cpi.has(fy - 1) && ppf.has(fy); fy++) {
    const equity = (sensex.get(fy)! / sensex.get(fy - 1)!) * 1.0125;
    const safe = 1 + ppf.get(fy)! / 100;
    years.push({
      saving: (equitySharePct / 100) * equity + (1 - equitySharePct / 100) * safe,
      retired: (retiredEquitySharePct / 100) * equity + (1 - retiredEquitySharePct / 100) * safe,
      inflation: 1 + cpi.get(fy - 1)! / 100,
    });
  }
  return years;
}

/** Block bootstrap of India's years: blocks of `block` consecutive years from uniform starts, running round past the last year. */
export function bootstrapOdds(plan: WholeLife, data: readonly YearFigures[], block: number, paths: number, seed: number): number {
  const uniform = sfc32(seed);
  const length = plan.savingYears + plan.retiredYears;
  let worked = 0;
  for (let path = 0; path < paths; path++) {
    const years: YearFigures[] = [];
    while (years.length < length) {
      const start = Math.floor(uniform() * data.length);
      for (let k = 0; k < block && years.length < length; k++) years.push(data[(start + k) % data.length]);
    }
    if (wholeLifeWorks(plan, years).worked) worked++;
  }
  return worked / paths;
}
