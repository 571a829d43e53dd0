// The retirement planner's simulation written as a competent developer would write it in plain
// TypeScript, without WebAssembly: the same algorithm as assembly/monte-carlo.ts (xoshiro256**
// seeded by splitmix64 per path, Marsaglia's polar normals, the same yearly drawdown, exact
// percentiles by the same in-place selection) so the bench compares like with like. JavaScript
// has no 64-bit integers outside BigInt (far too slow for this), so the generator keeps each
// 64-bit word as two 32-bit halves. tests/wasm/monte-carlo-twin.test.ts checks it equals the
// core to 1e-9.

import { nextWords, seedPath, word } from "./xoshiro";

let spare = 0;
let hasSpare = false;

/** xoshiro256**: the next output's top 53 bits as a double in [−1, 1). */
function nextSigned(): number {
  nextWords();
  // (out >> 11) × 2^-52 − 1: the top 53 bits are high × 2^21 + (low >>> 11).
  return (word.high * 2097152 + (word.low >>> 11)) * 2.220446049250313e-16 - 1;
}

function nextNormal(): number {
  if (hasSpare) {
    hasSpare = false;
    return spare;
  }
  let u: number, v: number, s: number;
  do {
    u = nextSigned();
    v = nextSigned();
    s = u * u + v * v;
  } while (s >= 1 || s === 0);
  const factor = Math.sqrt((-2 * Math.log1p(s - 1)) / s);
  spare = v * factor;
  hasSpare = true;
  return u * factor;
}

const TOLERANCE = 1e-9;

export interface DrawdownTwinInputs {
  seed: number;
  paths: number;
  years: number;
  startBalance: number;
  firstWithdrawal: number;
  returnPct: number;
  returnVolatilityPct: number;
  inflationPct: number;
  inflationVolatilityPct: number;
  priceIndexAtStart: number;
}

export interface DrawdownTwinResult {
  successProbability: number;
  corpusFor90: number;
  medianRunOutYear: number;
  failedPaths: number;
  /** Row-major percentiles: p10..p90 nominal, then real, one Float64Array each, a row per year. */
  fan: Float64Array[];
}

/** Buffers kept between calls, as the core keeps its own: year-major, a row of `paths` per year. */
let capacity = 0;
let nominal = new Float64Array(0);
let real = new Float64Array(0);
let need = new Float64Array(0);
let event = new Float64Array(0);

function ensure(paths: number, years: number): void {
  if (paths * years <= capacity && need.length >= paths) return;
  capacity = paths * years;
  nominal = new Float64Array(capacity);
  real = new Float64Array(capacity);
  need = new Float64Array(paths);
  event = new Float64Array(paths);
}

/** The k-th smallest of a[left..right], reordering that range (Hoare's selection, Wirth's partition). */
function selectKth(a: Float64Array, left: number, right: number, k: number): number {
  let l = left;
  let r = right;
  while (l < r) {
    const pivot = a[k];
    let i = l;
    let j = r;
    do {
      while (a[i] < pivot) i++;
      while (pivot < a[j]) j--;
      if (i <= j) {
        const swap = a[i];
        a[i] = a[j];
        a[j] = swap;
        i++;
        j--;
      }
    } while (i <= j);
    if (j < k) l = i;
    if (k < i) r = j;
  }
  return a[k];
}

const rankOf = (share: number, count: number) => Math.max(0, Math.ceil(share * count) - 1);

function percentiles(row: Float64Array, count: number, out: Float64Array[], offset: number, year: number): void {
  const k10 = rankOf(0.1, count), k25 = rankOf(0.25, count), k50 = rankOf(0.5, count), k75 = rankOf(0.75, count), k90 = rankOf(0.9, count);
  const last = count - 1;
  const p50 = selectKth(row, 0, last, k50);
  const p25 = k25 < k50 ? selectKth(row, 0, k50 - 1, k25) : p50;
  const p10 = k10 < k25 ? selectKth(row, 0, k25 - 1, k10) : p25;
  const p75 = k75 > k50 ? selectKth(row, k50 + 1, last, k75) : p50;
  const p90 = k90 > k75 ? selectKth(row, k75 + 1, last, k90) : p75;
  out[offset][year] = p10;
  out[offset + 1][year] = p25;
  out[offset + 2][year] = p50;
  out[offset + 3][year] = p75;
  out[offset + 4][year] = p90;
}

/** The retirement drawdown over `paths` paths and its summary, as the core's odds() computes them. */
export function drawdownOddsTwin(inputs: DrawdownTwinInputs): DrawdownTwinResult {
  const { seed, paths, years, startBalance, firstWithdrawal } = inputs;
  ensure(paths, years);
  const growth = 1 + inputs.returnPct / 100;
  const inflationGrowth = 1 + inputs.inflationPct / 100;
  const returnSigma = inputs.returnVolatilityPct / 100;
  const inflationSigma = inputs.inflationVolatilityPct / 100;
  for (let path = 0; path < paths; path++) {
    seedPath(seed, path);
    hasSpare = false;
    let balance = startBalance;
    let withdrawal = firstWithdrawal;
    let growthSoFar = 1;
    let priceIndex = inputs.priceIndexAtStart;
    let pathNeed = 0;
    let runOutYear = 0;
    for (let year = 0; year < years; year++) {
      const yearGrowth = growth * (Math.expm1(returnSigma * nextNormal()) + 1);
      const yearInflation = inflationGrowth * (Math.expm1(inflationSigma * nextNormal()) + 1);
      pathNeed += withdrawal / growthSoFar;
      if (balance < withdrawal * (1 - TOLERANCE)) {
        if (runOutYear === 0) runOutYear = year + 1;
        balance = 0;
      } else {
        balance = Math.max(balance - withdrawal, 0) * yearGrowth;
      }
      growthSoFar *= yearGrowth;
      withdrawal *= yearInflation;
      priceIndex *= yearInflation;
      nominal[year * paths + path] = balance;
      real[year * paths + path] = balance / priceIndex;
    }
    need[path] = pathNeed;
    event[path] = runOutYear;
  }

  const limit = startBalance * (1 + TOLERANCE);
  let succeeded = 0;
  let failed = 0;
  for (let path = 0; path < paths; path++) {
    if (need[path] <= limit) succeeded++;
    else {
      const year = event[path];
      event[failed++] = year > 0 ? year : years;
    }
  }
  const corpusFor90 = selectKth(need, 0, paths - 1, rankOf(0.9, paths));
  const medianRunOutYear = failed > 0 ? selectKth(event, 0, failed - 1, rankOf(0.5, failed)) : 0;
  const fan = Array.from({ length: 10 }, () => new Float64Array(years));
  for (let year = 0; year < years; year++) {
    percentiles(nominal.subarray(year * paths, (year + 1) * paths), paths, fan, 0, year);
    percentiles(real.subarray(year * paths, (year + 1) * paths), paths, fan, 5, year);
  }
  return { successProbability: succeeded / paths, corpusFor90, medianRunOutYear, failedPaths: failed, fan };
}
