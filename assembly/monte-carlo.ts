// Simulated odds (DESIGN.md "Simulated odds (Monte Carlo)"). Each path draws a
// yearly growth factor G with ln G ~ Normal(ln g, σ²), where g is the year's growth at the
// entered rate under the planner's own convention, and a yearly inflation factor the same way.
// G is taken as g × (expm1(σz) + 1), so at σ = 0 every year's factor is g itself, bit for bit,
// and every path is the deterministic plan.
//
// Paths are seeded by their index (splitmix64 of seed and index into xoshiro256**), so a
// range of paths gives the same numbers in any worker: a pool that splits the paths merges
// to exactly the single-threaded answer. Per-path results go to buffers laid out year-major
// ([year × MC_MAX_PATHS + path]); mcSummarize then reads paths [0, pathCount) and writes the
// percentiles. The buffers are allocated once, on the first simulation (16 MB at most, so a
// calc worker that never simulates never pays for them); no call allocates after that.
import { ERR_DOMAIN, setCell, setScalar } from "./buffers";

/** Most paths one simulation may hold (the page asks for 10,000 at rest). */
export const MC_MAX_PATHS: i32 = 10_000;
/** Longest simulation in years (the goal planners' 100 years; a retirement of up to 100 years). */
export const MC_MAX_YEARS: i32 = 100;
/** Longest first-crore search in months (assembly/crore.ts: 100 years). */
export const MC_MAX_SEARCH_MONTHS: i32 = 1200;

/**
 * A balance within this fraction of the amount it must cover counts as covering it: the
 * deterministic plan ends at exactly 0, and a path carried forward year by year at σ = 0
 * lands within a few units in the last place of that, on either side.
 */
export const MC_TOLERANCE: f64 = 1e-9;

// Scalar slots written by mcSummarize.
/** Share of paths that succeed (the money lasts, or the goal is reached), 0..1. */
export const MC_SUCCESS_SHARE: i32 = 0;
/** What the plan must be for 90% of paths to succeed: the corpus (drawdown) or the SIP (goal). */
export const MC_NEED_P90: i32 = 1;
export const MC_NEED_P50: i32 = 2;
/** Among failed drawdown paths, the median year (1 = first) in which the money ran out; 0 if none failed. */
export const MC_MEDIAN_RUN_OUT_YEAR: i32 = 3;
export const MC_FAILED_PATHS: i32 = 4;
/** First crore: the month by which half, and 90%, of paths reached the goal; 0 when that share never does within the search. */
export const MC_EVENT_P50: i32 = 5;
export const MC_EVENT_P90: i32 = 6;
export const MC_SCALAR_COUNT: i32 = 7;

// Table columns written by mcSummarize, one row per year: the year, then the 10th, 25th,
// 50th, 75th and 90th percentiles of the balance at its end, nominal, then in today's rupees.
export const MC_COL_YEAR: i32 = 0;
export const MC_COL_NOMINAL_P10: i32 = 1;
export const MC_COL_REAL_P10: i32 = 6;
export const MC_COLUMN_COUNT: i32 = 11;

/** Outcome kinds for mcSummarize. */
export const MC_KIND_DRAWDOWN: i32 = 0;
export const MC_KIND_GOAL: i32 = 1;
export const MC_KIND_REACH: i32 = 2;

const F64_BYTES: i32 = 8;
const CELLS: i32 = MC_MAX_PATHS * MC_MAX_YEARS;

let nominalBase: usize = 0;
let realBase: usize = 0;
let needBase: usize = 0;
let eventBase: usize = 0;

function ensureBuffers(): void {
  if (nominalBase != 0) return;
  nominalBase = heap.alloc(<usize>(CELLS * F64_BYTES));
  realBase = heap.alloc(<usize>(CELLS * F64_BYTES));
  needBase = heap.alloc(<usize>(MC_MAX_PATHS * F64_BYTES));
  eventBase = heap.alloc(<usize>(MC_MAX_PATHS * F64_BYTES));
}

export function mcNominalPtr(): usize {
  ensureBuffers();
  return nominalBase;
}
export function mcRealPtr(): usize {
  ensureBuffers();
  return realBase;
}
export function mcNeedPtr(): usize {
  ensureBuffers();
  return needBase;
}
export function mcEventPtr(): usize {
  ensureBuffers();
  return eventBase;
}
export function mcMaxPaths(): i32 {
  return MC_MAX_PATHS;
}
export function mcMaxYears(): i32 {
  return MC_MAX_YEARS;
}

@inline function cell(base: usize, year: i32, path: i32): usize {
  return base + ((<usize>year * <usize>MC_MAX_PATHS + <usize>path) << 3);
}
@inline function slot(base: usize, path: i32): usize {
  return base + (<usize>path << 3);
}

// ─── The generator: xoshiro256** seeded by splitmix64, and Marsaglia's polar method ─────────

let s0: u64 = 0;
let s1: u64 = 0;
let s2: u64 = 0;
let s3: u64 = 0;
let spareNormal: f64 = 0;
let hasSpare: bool = false;

@inline function splitmix(x: u64): u64 {
  let z = x;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}

/** Seeds the generator for one path: the same (seed, path) always gives the same stream. */
function seedPath(seed: u32, path: i32): void {
  // Two different odd constants: the path index is mixed before it meets the golden-ratio
  // steps of splitmix64's sequence, so neighbouring paths share no state.
  let x = splitmix((<u64>seed << 32) ^ (<u64>path * 0xd1b54a32d192ed03));
  x += 0x9e3779b97f4a7c15;
  s0 = splitmix(x);
  x += 0x9e3779b97f4a7c15;
  s1 = splitmix(x);
  x += 0x9e3779b97f4a7c15;
  s2 = splitmix(x);
  x += 0x9e3779b97f4a7c15;
  s3 = splitmix(x);
  hasSpare = false;
}

@inline function nextU64(): u64 {
  const result = rotl<u64>(s1 * 5, 7) * 9;
  const t = s1 << 17;
  s2 ^= s0;
  s3 ^= s1;
  s1 ^= s2;
  s0 ^= s3;
  s2 ^= t;
  s3 = rotl<u64>(s3, 45);
  return result;
}

/** Uniform in [−1, 1): 53 random bits. */
@inline function nextSigned(): f64 {
  return <f64>(nextU64() >> 11) * 2.220446049250313e-16 - 1; // 2^-52
}

/**
 * A standard normal by Marsaglia's polar method: one log and one square root per two
 * normals, no trigonometry (whose implementation would double the module's size).
 */
function nextNormal(): f64 {
  if (hasSpare) {
    hasSpare = false;
    return spareNormal;
  }
  let u: f64 = 0;
  let v: f64 = 0;
  let s: f64 = 0;
  do {
    u = nextSigned();
    v = nextSigned();
    s = u * u + v * v;
  } while (s >= 1 || s == 0);
  // ln s as log1p(s − 1): log1p is already in the module; s − 1 is exact for s ≥ 0.5.
  const factor = Math.sqrt((-2 * Math.log1p(s - 1)) / s);
  spareNormal = v * factor;
  hasSpare = true;
  return u * factor;
}

/** e^x as expm1(x) + 1: exactly 1 at x = 0 (see the header). */
@inline function growthNoise(x: f64): f64 {
  return Math.expm1(x) + 1;
}

function validRange(firstPath: i32, pathCount: i32, years: i32): bool {
  return firstPath >= 0 && pathCount >= 1 && firstPath + pathCount <= MC_MAX_PATHS && years >= 1 && years <= MC_MAX_YEARS;
}

/**
 * Drawdown (retirement and the aging parent): a balance that starts at `startBalance`, pays
 * `firstWithdrawal` at the start of the first year and a withdrawal grown by that year's
 * inflation at the start of each later year, and earns the year's return on what stays
 * (the retirement table's conventions, assembly/retirement.ts). Rates in percent;
 * `priceIndexAtStart` is the price level of the first year against today's (to show today's
 * rupees). For each path: the balance at each year's end (0 once the money ran out), the
 * same in today's rupees, the starting balance that would have lasted exactly (the
 * withdrawals discounted along the path), and the year the money ran out (0 if it lasted).
 * Returns `years`, or ERR_DOMAIN.
 */
export function mcDrawdown(
  seed: u32,
  firstPath: i32,
  pathCount: i32,
  years: i32,
  startBalance: f64,
  firstWithdrawal: f64,
  returnPct: f64,
  returnVolatilityPct: f64,
  inflationPct: f64,
  inflationVolatilityPct: f64,
  priceIndexAtStart: f64,
): i32 {
  if (
    !validRange(firstPath, pathCount, years) ||
    !(startBalance >= 0) ||
    !(firstWithdrawal >= 0) ||
    !isFinite(startBalance) ||
    !isFinite(firstWithdrawal) ||
    !(returnPct > -100) ||
    !(inflationPct > -100) ||
    !(returnVolatilityPct >= 0) ||
    !(inflationVolatilityPct >= 0) ||
    !(priceIndexAtStart > 0)
  ) {
    return ERR_DOMAIN;
  }
  ensureBuffers();
  const growth = 1 + returnPct / 100;
  const inflationGrowth = 1 + inflationPct / 100;
  const returnSigma = returnVolatilityPct / 100;
  const inflationSigma = inflationVolatilityPct / 100;
  const lastPath = firstPath + pathCount;
  for (let path = firstPath; path < lastPath; path++) {
    seedPath(seed, path);
    let balance = startBalance;
    let withdrawal = firstWithdrawal;
    let growthSoFar: f64 = 1;
    let priceIndex = priceIndexAtStart;
    let need: f64 = 0;
    let runOutYear: i32 = 0;
    for (let year = 0; year < years; year++) {
      // Both draws every year, used or not: a volatility moved from 0 keeps the other stream.
      const yearGrowth = growth * growthNoise(returnSigma * nextNormal());
      const yearInflation = inflationGrowth * growthNoise(inflationSigma * nextNormal());
      need += withdrawal / growthSoFar;
      if (balance < withdrawal * (1 - MC_TOLERANCE)) {
        if (runOutYear == 0) runOutYear = year + 1;
        balance = 0;
      } else {
        balance = max(balance - withdrawal, 0) * yearGrowth;
      }
      growthSoFar *= yearGrowth;
      withdrawal *= yearInflation;
      priceIndex *= yearInflation;
      store<f64>(cell(nominalBase, year, path), balance);
      store<f64>(cell(realBase, year, path), balance / priceIndex);
    }
    store<f64>(slot(needBase, path), need);
    store<f64>(slot(eventBase, path), <f64>runOutYear);
  }
  return years;
}

/**
 * Accumulation (the goal planners, SIP and first crore): `monthlyInvestment` paid at the start
 * of each month for `months` months, a step-up once a year (stepUpMode 1: by stepUpValue
 * percent; 2: by stepUpValue rupees; 0: none), each year's twelve months at the year's drawn
 * rate ÷ 12: a monthly factor (1 + rate/1200) × e^(σz/12), whose twelfth power is the year's
 * G. Inflation is drawn per year too: `monthlyInflation` 1 grows the target by
 * (1 + inflation/1200) × e^(σz/12) every month (first crore), 0 once a year by the year's
 * factor over `inflationYears` (the goal planners: a part year as a fractional power).
 * `target` is the goal in today's rupees. `searchMonths` > 0 keeps going past `months`, up to
 * it, to find the month the value first reaches the growing target (first crore).
 * For each path: the value at each year's end (the last row at `months`), in today's rupees
 * too, the monthly investment that would have reached the target exactly at `months`
 * (linear in the SIP, so target × SIP ÷ value), and the first month the target was reached
 * (0 if never, or if not searching). Returns the number of yearly rows, or ERR_DOMAIN.
 */
export function mcAccumulate(
  seed: u32,
  firstPath: i32,
  pathCount: i32,
  months: i32,
  monthlyInvestment: f64,
  stepUpMode: i32,
  stepUpValue: f64,
  annualRatePct: f64,
  returnVolatilityPct: f64,
  inflationPct: f64,
  inflationVolatilityPct: f64,
  monthlyInflation: bool,
  inflationYears: f64,
  target: f64,
  searchMonths: i32,
): i32 {
  const rows = (months + 11) / 12;
  if (
    !validRange(firstPath, pathCount, rows) ||
    months < 1 ||
    searchMonths > MC_MAX_SEARCH_MONTHS ||
    !(monthlyInvestment > 0) ||
    !isFinite(monthlyInvestment) ||
    !(stepUpValue >= 0) ||
    !(annualRatePct > -1200) ||
    !(inflationPct > -100) ||
    !(returnVolatilityPct >= 0) ||
    !(inflationVolatilityPct >= 0) ||
    !(inflationYears >= 0) ||
    !(target >= 0) ||
    !isFinite(target)
  ) {
    return ERR_DOMAIN;
  }
  ensureBuffers();
  const monthlyGrowth = 1 + annualRatePct / 1200;
  const monthSigma = returnVolatilityPct / 100 / 12;
  const inflationMonthGrowth = 1 + inflationPct / 1200;
  const inflationYearGrowth = 1 + inflationPct / 100;
  const logInflationYearGrowth = Math.log1p(inflationPct / 100);
  const inflationSigma = inflationVolatilityPct / 100;
  const stepUpFactor = stepUpMode == 1 ? 1 + stepUpValue / 100 : 1;
  const stepUpAmount = stepUpMode == 2 ? stepUpValue : 0;
  const totalMonths = max(months, searchMonths);
  const wholeInflationYears = <i32>Math.floor(inflationYears);
  const partInflationYear = inflationYears - Math.floor(inflationYears);
  const lastPath = firstPath + pathCount;
  for (let path = firstPath; path < lastPath; path++) {
    seedPath(seed, path);
    let value: f64 = 0;
    let instalment = monthlyInvestment;
    let goal = target;
    let priceIndex: f64 = 1;
    let reachedMonth: i32 = 0;
    let valueAtEnd: f64 = 0;
    let month: i32 = 0;
    let year: i32 = 0;
    while (month < totalMonths && (month < months || reachedMonth == 0)) {
      const monthFactor = monthlyGrowth * growthNoise(monthSigma * nextNormal());
      const inflationNoise = inflationSigma * nextNormal();
      const monthsThisYear = min(12, totalMonths - month);
      if (monthlyInflation) {
        const inflationFactor = inflationMonthGrowth * growthNoise(inflationNoise / 12);
        for (let k = 0; k < monthsThisYear; k++) {
          value = (value + instalment) * monthFactor;
          goal *= inflationFactor;
          month++;
          if (reachedMonth == 0 && searchMonths > 0 && value >= goal) reachedMonth = month;
          // Rows at each year's end up to `months` (the last may be a part year); the search
          // goes on in whole years past it.
          if (month <= months && (month % 12 == 0 || month == months)) {
            const row = (month - 1) / 12;
            store<f64>(cell(nominalBase, row, path), value);
            store<f64>(cell(realBase, row, path), (value * target) / goal);
          }
        }
      } else {
        for (let k = 0; k < monthsThisYear; k++) {
          value = (value + instalment) * monthFactor;
          month++;
        }
        // The goal grows once a year over the planner's years (a part year at the end as a
        // fractional power, as compound(f, years) does); today's rupees follow the same index.
        const yearInflation = inflationYearGrowth * growthNoise(inflationNoise);
        const logYearInflation = logInflationYearGrowth + inflationNoise;
        if (year < wholeInflationYears) goal *= yearInflation;
        else if (year == wholeInflationYears && partInflationYear > 0) goal *= growthNoise(partInflationYear * logYearInflation);
        priceIndex *= monthsThisYear == 12 ? yearInflation : growthNoise(((<f64>monthsThisYear) / 12) * logYearInflation);
        if (month == months) valueAtEnd = value;
        store<f64>(cell(nominalBase, year, path), value);
        store<f64>(cell(realBase, year, path), value / priceIndex);
      }
      year++;
      instalment = instalment * stepUpFactor + stepUpAmount;
    }
    if (!monthlyInflation) {
      // Years of inflation past the last month (years 2.04 is 24 months but 2.04 years of
      // inflation): drawn in the same order as if the months had gone on.
      for (; year <= wholeInflationYears; year++) {
        nextNormal();
        const inflationNoise = inflationSigma * nextNormal();
        if (year < wholeInflationYears) goal *= inflationYearGrowth * growthNoise(inflationNoise);
        else if (partInflationYear > 0) goal *= growthNoise(partInflationYear * (logInflationYearGrowth + inflationNoise));
      }
    }
    // The need is the goal planners' (yearly inflation); first crore and SIP do not read it.
    store<f64>(slot(needBase, path), valueAtEnd > 0 ? (goal * monthlyInvestment) / valueAtEnd : Infinity);
    store<f64>(slot(eventBase, path), <f64>reachedMonth);
  }
  return rows;
}

// ─── Summaries: exact order statistics by selection, in place ──────────────────────────────

/**
 * The k-th smallest (0-based) of the doubles at base[left..right], by Hoare's selection with
 * Wirth's partition: it reorders that range so that base[k] is in its sorted place, smaller
 * or equal values left of it and larger or equal right. Equal values split evenly, so a range
 * of identical balances (σ = 0) takes linear time, not quadratic.
 */
function selectKth(base: usize, left: i32, right: i32, k: i32): f64 {
  let l = left;
  let r = right;
  while (l < r) {
    const pivot = load<f64>(slot(base, k));
    let i = l;
    let j = r;
    do {
      while (load<f64>(slot(base, i)) < pivot) i++;
      while (pivot < load<f64>(slot(base, j))) j--;
      if (i <= j) {
        const a = load<f64>(slot(base, i));
        store<f64>(slot(base, i), load<f64>(slot(base, j)));
        store<f64>(slot(base, j), a);
        i++;
        j--;
      }
    } while (i <= j);
    if (j < k) l = i;
    if (k < i) r = j;
  }
  return load<f64>(slot(base, k));
}

/** The nearest-rank percentile's index: the ⌈q × n⌉-th smallest, 0-based. */
@inline function rankOf(share: f64, count: i32): i32 {
  return max(0, <i32>Math.ceil(share * <f64>count) - 1);
}

/**
 * Writes the 10th, 25th, 50th, 75th and 90th percentiles of base[0..count) into the columns
 * firstColumn.. of row `row`: the median first, then each outer one within the part already
 * on its side, so the five selections together cost about two passes.
 */
function writePercentiles(base: usize, count: i32, rows: i32, row: i32, firstColumn: i32): void {
  const k10 = rankOf(0.1, count);
  const k25 = rankOf(0.25, count);
  const k50 = rankOf(0.5, count);
  const k75 = rankOf(0.75, count);
  const k90 = rankOf(0.9, count);
  const last = count - 1;
  const p50 = selectKth(base, 0, last, k50);
  const p25 = k25 < k50 ? selectKth(base, 0, k50 - 1, k25) : p50;
  const p10 = k10 < k25 ? selectKth(base, 0, k25 - 1, k10) : p25;
  const p75 = k75 > k50 ? selectKth(base, k50 + 1, last, k75) : p50;
  const p90 = k90 > k75 ? selectKth(base, k75 + 1, last, k90) : p75;
  setCell(firstColumn, rows, row, p10);
  setCell(firstColumn + 1, rows, row, p25);
  setCell(firstColumn + 2, rows, row, p50);
  setCell(firstColumn + 3, rows, row, p75);
  setCell(firstColumn + 4, rows, row, p90);
}

/**
 * Summarises paths [0, pathCount) of the last simulation(s), whose table has `totalRows` yearly
 * rows: the scalars, and the percentiles of rows [firstRow, firstRow + rowCount) (a pool splits
 * the rows between its workers). `plan`: the plan's starting balance (drawdown) or monthly
 * investment (goal), against which each path's need is compared; a path succeeds when its
 * need is at most the plan (within MC_TOLERANCE). Scalars MC_*; table MC_COL_* (11 columns,
 * `rowCount` rows). Reorders the path buffers. Returns `rowCount`, or ERR_DOMAIN.
 */
export function mcSummarize(kind: i32, pathCount: i32, totalRows: i32, firstRow: i32, rowCount: i32, plan: f64): i32 {
  if (
    !validRange(0, pathCount, totalRows) ||
    firstRow < 0 ||
    rowCount < 1 ||
    firstRow + rowCount > totalRows ||
    kind < MC_KIND_DRAWDOWN ||
    kind > MC_KIND_REACH
  ) {
    return ERR_DOMAIN;
  }
  ensureBuffers();
  for (let s = 0; s < MC_SCALAR_COUNT; s++) setScalar(s, 0);

  if (kind == MC_KIND_REACH) {
    // Never reached within the search counts as later than any month.
    for (let path = 0; path < pathCount; path++) {
      if (load<f64>(slot(eventBase, path)) == 0) store<f64>(slot(eventBase, path), Infinity);
    }
    const month50 = selectKth(eventBase, 0, pathCount - 1, rankOf(0.5, pathCount));
    const month90 = selectKth(eventBase, 0, pathCount - 1, rankOf(0.9, pathCount));
    setScalar(MC_EVENT_P50, isFinite(month50) ? month50 : 0);
    setScalar(MC_EVENT_P90, isFinite(month90) ? month90 : 0);
  } else {
    const limit = plan * (1 + MC_TOLERANCE);
    let succeeded: i32 = 0;
    let failed: i32 = 0;
    for (let path = 0; path < pathCount; path++) {
      if (load<f64>(slot(needBase, path)) <= limit) {
        succeeded++;
      } else if (kind == MC_KIND_DRAWDOWN) {
        // Gather the failed paths' run-out years at the front of the event buffer.
        const year = load<f64>(slot(eventBase, path));
        store<f64>(slot(eventBase, failed), year > 0 ? year : <f64>totalRows);
        failed++;
      } else {
        failed++;
      }
    }
    setScalar(MC_SUCCESS_SHARE, <f64>succeeded / <f64>pathCount);
    setScalar(MC_FAILED_PATHS, <f64>failed);
    setScalar(MC_NEED_P50, selectKth(needBase, 0, pathCount - 1, rankOf(0.5, pathCount)));
    setScalar(MC_NEED_P90, selectKth(needBase, 0, pathCount - 1, rankOf(0.9, pathCount)));
    if (kind == MC_KIND_DRAWDOWN && failed > 0) setScalar(MC_MEDIAN_RUN_OUT_YEAR, selectKth(eventBase, 0, failed - 1, rankOf(0.5, failed)));
  }

  for (let row = 0; row < rowCount; row++) {
    const year = firstRow + row;
    setCell(MC_COL_YEAR, rowCount, row, <f64>(year + 1));
    writePercentiles(nominalBase + ((<usize>year * <usize>MC_MAX_PATHS) << 3), pathCount, rowCount, row, MC_COL_NOMINAL_P10);
    writePercentiles(realBase + ((<usize>year * <usize>MC_MAX_PATHS) << 3), pathCount, rowCount, row, MC_COL_REAL_P10);
  }
  return rowCount;
}
