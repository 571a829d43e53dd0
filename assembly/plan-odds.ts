// The odds of the visitor's own plan (docs/odds-engine.md): a whole life (saving years, then
// retirement years to life expectancy), a goal, or the first crore, run over many futures.
// A future is a sequence of years, each with the invested money's growth and the year's
// inflation, drawn by one of three models:
//   lognormal  growth and inflation drawn around the planner's own rates (ln G ~ Normal);
//   history    India's years replayed in order from each start year (india-history-data.ts);
//   bootstrap  blocks of BOOTSTRAP_BLOCK_YEARS consecutive Indian years drawn with replacement.
// Within a year, monthly SIPs earn the year's growth spread evenly over its months (a monthly
// factor m with m^12 = the year's growth); withdrawals are yearly, at the start of the year.
//
// Path k's random numbers depend only on (seed, k) (xoshiro256** seeded by splitmix64), so a
// pool that splits the paths gives exactly the single-threaded answer, and one path can be
// replayed alone to explain it. The request is read from INPUTS (PO_IN_*), which the worker
// fills. Per-path results go to buffers allocated on the first simulation; the fan's yearly
// balances are kept for the first PO_FAN_PATHS paths only, the per-path figures for all.
import { ERR_DOMAIN, input, setCell, setScalar } from "./buffers";
import { BOOTSTRAP_BLOCK_YEARS, CPI_INFLATION_PCT, DIVIDEND_YIELD_PCT, HISTORY_FIRST_FY, HISTORY_YEARS, PPF_RATE_PCT, SENSEX_MARCH_CLOSE } from "./india-history-data";

/** Most paths one simulation may hold. */
export const PO_MAX_PATHS: i32 = 50_000;
/** Paths whose yearly balances are kept for the fan chart (the first ones). */
export const PO_FAN_PATHS: i32 = 10_000;
/** Longest plan, years. */
export const PO_MAX_YEARS: i32 = 100;
/** A balance within this fraction of what it must cover counts as covering it (the break-even plan ends at 0 give or take rounding). */
export const PO_TOLERANCE: f64 = 1e-9;

// ─── The request, in INPUTS ────────────────────────────────────────────────────────────────
export const PO_IN_KIND: i32 = 0; // PO_KIND_*
export const PO_IN_MODEL: i32 = 1; // PO_MODEL_*
export const PO_IN_SEED: i32 = 2;
/** Retirement: whole saving years (retirement age − current age); 0 otherwise. */
export const PO_IN_SAVING_YEARS: i32 = 3;
/** Retirement: whole retirement years (life expectancy − retirement age). */
export const PO_IN_RETIRED_YEARS: i32 = 4;
/** Goal: the plan's months; crore: the months searched. */
export const PO_IN_MONTHS: i32 = 5;
export const PO_IN_SAVINGS: i32 = 6;
export const PO_IN_SIP: i32 = 7;
export const PO_IN_STEP_UP_PCT: i32 = 8;
/** Rupees added to the monthly instalment once a year (the SIP calculator's step-up by amount). */
export const PO_IN_STEP_UP_AMOUNT: i32 = 9;
/** Annual rate, percent, compounded monthly (rate/12 a month): the goal's, or the pre-retirement return. */
export const PO_IN_RATE_PCT: i32 = 10;
export const PO_IN_SIGMA_PCT: i32 = 11;
/** Retirement: the post-retirement return, percent a year, and its volatility. */
export const PO_IN_RETIRED_RATE_PCT: i32 = 12;
export const PO_IN_RETIRED_SIGMA_PCT: i32 = 13;
export const PO_IN_INFLATION_PCT: i32 = 14;
export const PO_IN_INFLATION_SIGMA_PCT: i32 = 15;
export const PO_IN_EQUITY_PCT: i32 = 16;
export const PO_IN_RETIRED_EQUITY_PCT: i32 = 17;
/** Retirement: monthly expenses in today's rupees. */
export const PO_IN_SPEND: i32 = 18;
export const PO_IN_TAX_PCT: i32 = 19;
/** Goal: the target (today's rupees if PO_IN_TARGET_GROWS, else nominal; 0 for none); crore: ₹1 crore. */
export const PO_IN_TARGET: i32 = 20;
/** Goal: the years over which the target grows with inflation (a part year as a part power). */
export const PO_IN_INFLATION_YEARS: i32 = 21;
export const PO_IN_TARGET_GROWS: i32 = 22;
/** Crore: the yearly rows of the fan (up to the deterministic goal month). */
export const PO_IN_FAN_ROWS: i32 = 23;
export const PO_IN_COUNT: i32 = 24;

export const PO_KIND_RETIREMENT: i32 = 0;
export const PO_KIND_GOAL: i32 = 1;
export const PO_KIND_REACH: i32 = 2;
export const PO_MODEL_LOGNORMAL: i32 = 0;
export const PO_MODEL_HISTORY: i32 = 1;
export const PO_MODEL_BOOTSTRAP: i32 = 2;

// ─── Scalars written by poSummarize ────────────────────────────────────────────────────────
/** Share of paths that worked, 0..1. */
export const PO_ODDS: i32 = 0;
export const PO_FAILED: i32 = 1;
/** Retirement: the 90th percentile of the corpus need (nominal, at retirement); goal: of the SIP need. */
export const PO_NEED_P90: i32 = 2;
/** Retirement: the 90th percentile of the SIP need; goal: the median goal (nominal). */
export const PO_SECOND_P: i32 = 3;
/** Retirement: the 10th percentile of the monthly spend each path supports (today's rupees). */
export const PO_SPEND_P10: i32 = 4;
/** Retirement: the earliest year offset from the plan's start at which retiring works in 90% of paths; −1 if none. */
export const PO_EARLIEST_OFFSET: i32 = 5;
/** Retirement: among failed paths, the median plan year (1 = first) in which the money ran out; 0 if none failed. */
export const PO_MEDIAN_RUN_OUT_YEAR: i32 = 6;
/** The failed path with the lowest index; −1 if none. */
export const PO_FIRST_FAILED: i32 = 7;
/** The path (start year) whose plan covered the smallest share of its need. */
export const PO_WORST: i32 = 8;
/** Crore: the months by which 50% and 90% of paths reached the goal; 0 if not within the search. */
export const PO_MONTH_P50: i32 = 9;
export const PO_MONTH_P90: i32 = 10;
/** History: the start years (paths) there are for this plan's length. */
export const PO_HISTORY_STARTS: i32 = 11;
/** History: 1 when the plan is longer than the data and windows wrap around. */
export const PO_HISTORY_WRAPS: i32 = 12;
export const PO_SCALAR_COUNT: i32 = 13;

// Fan columns: the year, then the 10th, 25th, 50th, 75th and 90th percentiles, nominal then real.
export const PO_FAN_COLUMNS: i32 = 11;
// Explained path columns: year, data year, return %, inflation %, contribution, withdrawal, balance, real balance.
export const PO_EXPLAIN_COLUMNS: i32 = 8;
// History table columns: start year, worked, lowest real balance, end real balance, run-out year.
export const PO_HISTORY_COLUMNS: i32 = 5;

const F64_BYTES: usize = 8;
/** Figures kept per path (metric, need, second, run-out, lowest, end). */
export const PO_PATH_FIGURES: i32 = 6;
const CELLS: i32 = PO_FAN_PATHS * PO_MAX_YEARS;

let nominalBase: usize = 0;
let realBase: usize = 0;
/** Per path: retirement, the monthly spend it supports (today's rupees); goal, value ÷ goal; crore, the month reached. */
let metricBase: usize = 0;
/** Per path: retirement, the corpus need (nominal at retirement); goal, the SIP need. */
let needBase: usize = 0;
/** Per path: retirement, the SIP need; goal, the goal (nominal). */
let secondBase: usize = 0;
/** Per path: the plan year the money ran out (0 if it lasted). */
let runOutBase: usize = 0;
let lowestBase: usize = 0;
let endBase: usize = 0;
/** Per year offset n: paths in which retiring at the start of year n works (the last simulate call's paths). */
const ageCounts = new StaticArray<i32>(PO_MAX_YEARS + 1);

function ensureBuffers(): void {
  if (nominalBase != 0) return;
  nominalBase = heap.alloc(<usize>CELLS * F64_BYTES);
  realBase = heap.alloc(<usize>CELLS * F64_BYTES);
  // One block for the per-path figures, PO_MAX_PATHS apart (the worker copies them as one).
  const column = <usize>PO_MAX_PATHS * F64_BYTES;
  metricBase = heap.alloc(PO_PATH_FIGURES * column);
  needBase = metricBase + column;
  secondBase = needBase + column;
  runOutBase = secondBase + column;
  lowestBase = runOutBase + column;
  endBase = lowestBase + column;
}

export function poNominalPtr(): usize {
  ensureBuffers();
  return nominalBase;
}
export function poRealPtr(): usize {
  ensureBuffers();
  return realBase;
}
/** The per-path buffers, PO_MAX_PATHS apart: metric, need, second, run-out, lowest, end. */
export function poPathsPtr(): usize {
  ensureBuffers();
  return metricBase;
}
export function poAgeCountsPtr(): usize {
  return changetype<usize>(ageCounts);
}
export function poMaxPaths(): i32 {
  return PO_MAX_PATHS;
}
export function poFanPaths(): i32 {
  return PO_FAN_PATHS;
}
export function poMaxYears(): i32 {
  return PO_MAX_YEARS;
}

@inline function cell(base: usize, year: i32, path: i32): usize {
  return base + ((<usize>year * <usize>PO_FAN_PATHS + <usize>path) << 3);
}
@inline function slot(base: usize, path: i32): usize {
  return base + (<usize>path << 3);
}

// ─── The generator: xoshiro256** seeded by splitmix64 per path, ziggurat normals ─────────────

let s0: u64 = 0;
let s1: u64 = 0;
let s2: u64 = 0;
let s3: u64 = 0;

@inline function splitmix(x: u64): u64 {
  let z = x;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}

/** Seeds the generator for one path: the same (seed, path) always gives the same stream. */
function seedPath(seed: u32, path: i32): void {
  let x = splitmix((<u64>seed << 32) ^ (<u64>path * 0xd1b54a32d192ed03));
  x += 0x9e3779b97f4a7c15;
  s0 = splitmix(x);
  x += 0x9e3779b97f4a7c15;
  s1 = splitmix(x);
  x += 0x9e3779b97f4a7c15;
  s2 = splitmix(x);
  x += 0x9e3779b97f4a7c15;
  s3 = splitmix(x);
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

/** Uniform in (0, 1): 53 random bits, never 0 (a logarithm takes it). */
@inline function nextOpen(): f64 {
  return (<f64><i64>(nextU64() >> 11) + 0.5) * 1.1102230246251565e-16; // 2^-53
}

// Ziggurat of 1024 layers for the standard normal (Marsaglia & Tsang 2000, in the floating-point
// form of Doornik 2005): layer i spans [0, X[i]); a draw inside the layer's core rectangle
// (99.6% of draws; 98.5% with 256 layers) costs one multiply and one compare, no logarithm or
// root. ZIG_R is the base strip's edge and ZIG_V each layer's area (under e^(−x²/2)), solved
// together so that the 1024th layer's top meets the density's peak: V = R e^(−R²/2) +
// ∫_R^∞ e^(−x²/2) dx, and X[i+1] = √(−2 ln(V / X[i] + e^(−X[i]²/2))) reaches 0 at i = 1024
// (bisection on R in double precision; the recursion then ends within 2e-14 of the peak).
const ZIG_LAYERS: i32 = 1024;
const ZIG_R: f64 = 4.038849846109504;
const ZIG_V: f64 = 0.0012263246463530893;
const zigX = new StaticArray<f64>(ZIG_LAYERS + 1);
const zigRatio = new StaticArray<f64>(ZIG_LAYERS);
/** The density's height e^(−x²/2) at each layer's edge zigX[i] (the wedges' test). */
const zigDensity = new StaticArray<f64>(ZIG_LAYERS + 1);
/** Layer i's ratio and width side by side (zigRatio[i], zigX[i]): the SIMD build reads both with one 16-byte load. */
const zigPairs = new StaticArray<f64>(2 * ZIG_LAYERS);
let zigReady: bool = false;

function zigSetup(): void {
  let f = Math.exp(-0.5 * ZIG_R * ZIG_R);
  unchecked((zigX[0] = ZIG_V / f));
  unchecked((zigX[1] = ZIG_R));
  unchecked((zigX[ZIG_LAYERS] = 0));
  for (let i = 2; i < ZIG_LAYERS; i++) {
    const x = Math.sqrt(-2 * Math.log(ZIG_V / unchecked(zigX[i - 1]) + f));
    unchecked((zigX[i] = x));
    f = Math.exp(-0.5 * x * x);
  }
  for (let i = 0; i <= ZIG_LAYERS; i++) unchecked((zigDensity[i] = Math.exp(-0.5 * zigX[i] * zigX[i])));
  for (let i = 0; i < ZIG_LAYERS; i++) {
    unchecked((zigRatio[i] = zigX[i + 1] / zigX[i]));
    unchecked((zigPairs[2 * i] = zigRatio[i]));
    unchecked((zigPairs[2 * i + 1] = zigX[i]));
  }
  zigReady = true;
}

// The two normals of a year, drawn together from one 64-bit number (normalPair).
let normalA: f64 = 0;
let normalB: f64 = 0;

/** A standard normal from 32 random bits: the layer from the low 10, a signed uniform from the top 22 (the common case inline). */
@inline function normalOf(half: u32): f64 {
  const i = <i32>(half & 0x3ff);
  const u = <f64><i32>(half >> 10) * 4.76837158203125e-7 - 1; // [−1, 1) in steps of 2^-21
  return Math.abs(u) < unchecked(zigRatio[i]) ? u * unchecked(zigX[i]) : normalOutside(i, u);
}

/** Two independent standard normals into normalA and normalB, from one draw of the generator (more only when one falls outside its layer's core). */
@inline function normalPair(): void {
  const bits = nextU64();
  normalA = normalOf(<u32>bits);
  normalB = normalOf(<u32>(bits >> 32));
}

/** The draw fell outside layer i's core rectangle: the tail, a wedge, or a fresh draw. */
function normalOutside(layer: i32, first: f64): f64 {
  let i = layer;
  let u = first;
  while (true) {
    if (Math.abs(u) < unchecked(zigRatio[i])) return u * unchecked(zigX[i]);
    if (i == 0) {
      // The tail beyond R (Marsaglia 1964).
      let a: f64 = 0;
      let b: f64 = 0;
      do {
        a = -Math.log(nextOpen()) / ZIG_R;
        b = -Math.log(nextOpen());
      } while (b + b < a * a);
      return u < 0 ? -(ZIG_R + a) : ZIG_R + a;
    }
    // The wedge between zigX[i + 1] and zigX[i]: x is kept when a point drawn uniformly in
    // height between the density at the two edges falls under the density at x. One exp, the
    // table one (the edges' heights are precomputed); the accept test is the one of Doornik's
    // form, f1 + U (f0 − f1) < 1 with f = e^(−(edge² − x²)/2), multiplied through by e^(−x²/2).
    const x = u * unchecked(zigX[i]);
    const inner = unchecked(zigDensity[i + 1]);
    if (inner + nextOpen() * (unchecked(zigDensity[i]) - inner) < fexp(-0.5 * x * x)) return x;
    const bits = nextU64();
    i = <i32>(bits & 0x3ff);
    u = <f64><i64>(bits >> 11) * 2.220446049250313e-16 - 1;
  }
  return 0; // not reached: the loop returns
}

/** Entries of the exp table, and its index's bits: 2^(j/2048) for j = 0..2047. */
const EXP_TABLE_BITS: i32 = 11;
const EXP_TABLE_SIZE: i32 = 1 << EXP_TABLE_BITS;
/** 2^(j/2048) for j = 0..2047 (built once; exactly 1 at j = 0). */
const EXP_TABLE = new StaticArray<f64>(EXP_TABLE_SIZE);

function expSetup(): void {
  for (let j = 0; j < EXP_TABLE_SIZE; j++) unchecked((EXP_TABLE[j] = Math.exp((<f64>j / <f64>EXP_TABLE_SIZE) * Math.LN2)));
}

// ln 2 ÷ 2048 in two parts (the first has 20 significant bits, so k × it is exact for any k
// here), and 2048 ÷ ln 2.
const EXP_LN2_HIGH: f64 = 0.010830417275428772 / 2048 * 64;
const EXP_LN2_LOW: f64 = 7.420820373486988e-9 / 2048 * 64;
const EXP_INV_LN2: f64 = 92.33248261689366 * 2048 / 64;

/**
 * e^x for |x| < 700 with a relative error of about one unit in the last place: x = (2048e + j)
 * ln2/2048 + r with |r| ≤ ln2/4096, e^x = 2^e × 2^(j/2048) × e^r, e^r by its Taylor polynomial
 * of degree 3 (its truncation error, r⁴/24 < 3.5e-17, is a sixth of the double's precision), 2^e
 * added to the table entry's exponent bits. No branches and no division; fexp(0) is exactly 1, so
 * a volatility of 0 gives every year exactly the planner's rate.
 */
@inline function fexp(x: f64): f64 {
  const k = nearest<f64>(x * EXP_INV_LN2);
  const r = x - k * EXP_LN2_HIGH - k * EXP_LN2_LOW;
  const ki = <i64>k;
  const p = 1 + r + r * r * (0.5 + r * 0.16666666666666666);
  const scale = reinterpret<f64>(reinterpret<i64>(unchecked(EXP_TABLE[<i32>(ki & (EXP_TABLE_SIZE - 1))])) + ((ki >> EXP_TABLE_BITS) << 52));
  return p * scale;
}

// ─── The year's figures ───────────────────────────────────────────────────────────────────

// Per request: the model and its parameters.
let model: i32 = 0;
let kind: i32 = 0;
let seedValue: u32 = 0;
let monthlyGrowth: f64 = 1; // lognormal: 1 + rate/1200
let monthSigma: f64 = 0; // lognormal: σ/12 of the log growth
let retiredGrowth: f64 = 1; // lognormal: 1 + post/100
let retiredSigma: f64 = 0;
let inflationGrowth: f64 = 1; // lognormal: 1 + f/100
let inflationSigma: f64 = 0;
let monthlyInflationGrowth: f64 = 1; // crore: 1 + f/1200

// History and bootstrap: each data year's figures for this request's mixes.
const dataMonth = new StaticArray<f64>(HISTORY_YEARS); // monthly factor of the saving mix
const dataRetired = new StaticArray<f64>(HISTORY_YEARS); // yearly growth of the retirement mix
const dataInflation = new StaticArray<f64>(HISTORY_YEARS); // yearly inflation factor
const dataMonthInflation = new StaticArray<f64>(HISTORY_YEARS); // its twelfth root

/** Equity growth in FY (HISTORY_FIRST_FY + d): Sensex(March t) ÷ Sensex(March t − 1) × (1 + dividends). */
function equityGrowth(d: i32): f64 {
  return (unchecked(SENSEX_MARCH_CLOSE[d + 1]) / unchecked(SENSEX_MARCH_CLOSE[d])) * (1 + DIVIDEND_YIELD_PCT / 100);
}

function setUpData(equityShare: f64, retiredEquityShare: f64): void {
  for (let d = 0; d < HISTORY_YEARS; d++) {
    const equity = equityGrowth(d);
    const safe = 1 + unchecked(PPF_RATE_PCT[d]) / 100;
    const saving = equityShare * equity + (1 - equityShare) * safe;
    unchecked((dataMonth[d] = Math.exp(Math.log(saving) / 12)));
    unchecked((dataRetired[d] = retiredEquityShare * equity + (1 - retiredEquityShare) * safe));
    const inflation = 1 + unchecked(CPI_INFLATION_PCT[d]) / 100;
    unchecked((dataInflation[d] = inflation));
    unchecked((dataMonthInflation[d] = Math.exp(Math.log(inflation) / 12)));
  }
}

// The current year's figures (set by drawYear).
let yMonth: f64 = 1; // monthly factor of the saving growth
let yGrowth: f64 = 1; // the saving growth over 12 months (yMonth^12)
let yAnnuity: f64 = 12; // Σ_{k=1..12} yMonth^k: a rupee paid at the start of each month, at the year's end
let yRetired: f64 = 1; // the retirement years' growth
let yInflation: f64 = 1;
let yMonthInflation: f64 = 1; // crore: the month's inflation factor
let yData: i32 = -1; // the data year's index (history and bootstrap), else −1
// The path's place in the data: its start (history) or the current block's start (bootstrap).
let pathStart: i32 = 0;

// The data year of the current path's year (history and bootstrap), stepped year by year.
let dataYear: i32 = 0;
let blockLeft: i32 = 0;

/**
 * The data year (0 = FY HISTORY_FIRST_FY) that year `year` of the current path replays: history,
 * the path's start year and the years after it, past the last continuing from the first;
 * bootstrap, a new block's start every BOOTSTRAP_BLOCK_YEARS years, uniform over the data years
 * (the multiply-high of 32 random bits), each block running on (and round) the same way.
 */
@inline function nextDataYear(year: i32): i32 {
  if (year == 0) {
    dataYear = pathStart;
    blockLeft = 0;
  } else {
    dataYear++;
    if (dataYear == HISTORY_YEARS) dataYear = 0;
  }
  if (model == PO_MODEL_BOOTSTRAP) {
    if (blockLeft == 0) {
      dataYear = <i32>(((nextU64() >> 32) * <u64>HISTORY_YEARS) >> 32);
      blockLeft = BOOTSTRAP_BLOCK_YEARS;
    }
    blockLeft--;
  }
  return dataYear;
}

/** The year's figures for year `year` of the current path (goals and the first crore; a whole life draws its own, retirementPath). */
function drawYear(year: i32): void {
  if (model == PO_MODEL_LOGNORMAL) {
    // Both draws every year, used or not, so a volatility moved from 0 keeps the other stream.
    normalPair();
    const z = normalA;
    const zi = normalB;
    yMonth = monthlyGrowth * fexp(monthSigma * z);
    yRetired = kind == PO_KIND_RETIREMENT ? retiredGrowth * fexp(retiredSigma * z) : 1;
    yInflation = inflationGrowth * fexp(inflationSigma * zi);
    if (kind == PO_KIND_REACH) yMonthInflation = monthlyInflationGrowth * fexp((inflationSigma / 12) * zi);
    yData = -1;
  } else {
    const d = nextDataYear(year);
    yMonth = unchecked(dataMonth[d]);
    yRetired = unchecked(dataRetired[d]);
    yInflation = unchecked(dataInflation[d]);
    yMonthInflation = unchecked(dataMonthInflation[d]);
    yData = d;
  }
  // m^12 and m + m² + … + m^12 = m(1 + m)(1 + m²)(1 + m⁴ + m⁸), exact at m = 1.
  const m2 = yMonth * yMonth;
  const m4 = m2 * m2;
  const m8 = m4 * m4;
  yGrowth = m8 * m4;
  yAnnuity = yMonth * (1 + yMonth) * (1 + m2) * (1 + m4 + m8);
}

// ─── One path ─────────────────────────────────────────────────────────────────────────────

// The plan (per request).
let savings: f64 = 0;
let sipNow: f64 = 0;
let stepUpFactor: f64 = 1;
let stepUpAmount: f64 = 0;
let savingYears: i32 = 0;
let retiredYears: i32 = 0;
let planYears: i32 = 0; // the rows of the plan
let planMonths: i32 = 0; // goal and crore
let spend: f64 = 0;
let spendFactor: f64 = 0; // a rupee of monthly spend (today's) as a year's withdrawal before tax: 12 ÷ (1 − tax)
let target: f64 = 0;
let targetGrows: bool = false;
let inflationYears: f64 = 0;
let fanRows: i32 = 0;
let yearsDrawn: i32 = 0; // years each path draws (at least planYears)
/** Per retirement year offset n: the share of the balance kept to spend (the rest is the capital-back fund). */
const spendShare = new StaticArray<f64>(PO_MAX_YEARS + 1);

// Per path scratch, per year: the balance and the prices at the year's start if saving went on; inflation ÷ growth in retirement.
const startSaved = new StaticArray<f64>(PO_MAX_YEARS + 1);
const startPrice = new StaticArray<f64>(PO_MAX_YEARS + 1);
const discount = new StaticArray<f64>(PO_MAX_YEARS + 1);
// Per path scratch, per year: the year's 64 random bits (a whole life under the lognormal model).
const yearBits = new StaticArray<u64>(PO_MAX_YEARS + 1);

// Explaining a path: its rows go to the output table when set.
let recording: bool = false;

@inline function record(year: i32, contribution: f64, withdrawal: f64, balance: f64, balanceReal: f64, growth: f64): void {
  if (!recording) return;
  setCell(0, planYears, year, <f64>(year + 1));
  setCell(1, planYears, year, yData >= 0 ? <f64>(HISTORY_FIRST_FY + yData) : 0);
  setCell(2, planYears, year, (growth - 1) * 100);
  setCell(3, planYears, year, (yInflation - 1) * 100);
  setCell(4, planYears, year, contribution);
  setCell(5, planYears, year, withdrawal);
  setCell(6, planYears, year, balance);
  setCell(7, planYears, year, balanceReal);
}

/** Starts path `path`'s stream: its seed, or its start year (history). */
function startPath(path: i32): void {
  if (model == PO_MODEL_HISTORY) pathStart = path;
  else seedPath(seedValue, path);
}

@inline function keepFan(path: i32, year: i32, balance: f64, real: f64): void {
  if (path < PO_FAN_PATHS && !recording) {
    store<f64>(cell(nominalBase, year, path), balance);
    store<f64>(cell(realBase, year, path), real);
  }
}

/**
 * A whole life: saving years (the SIP with its step-up), then retirement years with yearly
 * withdrawals grown by the path's own inflation. The saving goes on in the background to the
 * last year, so the same path also says whether retiring at each earlier or later year works.
 * The hot loop of the page: every figure it reads is a local, the year's draws included.
 */
function retirementPath(path: i32): void {
  startPath(path);
  const lognormal = model == PO_MODEL_LOGNORMAL;
  const gm = monthlyGrowth;
  const sm = monthSigma;
  const gr = retiredGrowth;
  const sr = retiredSigma;
  const gi = inflationGrowth;
  const si = inflationSigma;
  const stepFactor = stepUpFactor;
  const stepAmount = stepUpAmount;
  const retireAt = savingYears;
  const years = planYears;
  const yearWithdrawal = spend * spendFactor; // today's rupees; × prices at the year's start
  const keep = path < PO_FAN_PATHS && !recording;
  let saved = savings; // the balance if saving went on
  let unit: f64 = 0; // what one rupee of sipNow (with its step-up) has grown to
  let instalment = sipNow;
  let unitInstalment: f64 = 1;
  let price: f64 = 1; // prices at the year's start against today's
  let spending: f64 = 0; // the balance that pays the withdrawals, from retirement on
  let priceAtRetirement: f64 = 1;
  let savedAtRetirement = savings;
  let unitAtRetirement: f64 = 0;
  let runOut: i32 = 0;
  let lowest = Infinity;
  // Lognormal: every year's 64 bits are drawn first, one draw a year; a normal that falls outside
  // its ziggurat layer's core then draws what more it needs from the stream after them, in year
  // order (z before zi). So the years' bits do not depend on which draws were slow, and the SIMD
  // build can make every year's normals without a branch and finish the few slow ones after.
  if (lognormal) for (let year = 0; year < years; year++) unchecked((yearBits[year] = nextU64()));
  for (let year = 0; year < years; year++) {
    let month: f64;
    let retired: f64;
    let inflation: f64;
    let data: i32 = -1;
    if (lognormal) {
      // Both normals every year, used or not, so a volatility moved from 0 keeps the other stream.
      const bits = unchecked(yearBits[year]);
      const z = normalOf(<u32>bits);
      const zi = normalOf(<u32>(bits >> 32));
      month = gm * fexp(sm * z);
      retired = gr * fexp(sr * z);
      inflation = gi * fexp(si * zi);
    } else {
      data = nextDataYear(year);
      month = unchecked(dataMonth[data]);
      retired = unchecked(dataRetired[data]);
      inflation = unchecked(dataInflation[data]);
    }
    // m^12 and m + m² + … + m^12 = m(1 + m)(1 + m²)(1 + m⁴ + m⁸), exact at m = 1.
    const m2 = month * month;
    const m4 = m2 * m2;
    const m8 = m4 * m4;
    const growth = m8 * m4;
    const annuity = month * (1 + month) * (1 + m2) * (1 + m4 + m8);
    unchecked((startSaved[year] = saved));
    unchecked((startPrice[year] = price));
    unchecked((discount[year] = inflation / retired));
    if (year == retireAt) {
      priceAtRetirement = price;
      savedAtRetirement = saved;
      unitAtRetirement = unit;
      spending = saved * unchecked(spendShare[year]);
    }
    const contribution = instalment * 12;
    saved = saved * growth + instalment * annuity;
    unit = unit * growth + unitInstalment * annuity;
    instalment = instalment * stepFactor + stepAmount;
    unitInstalment *= stepFactor;
    let balance = saved;
    let withdrawal: f64 = 0;
    if (year >= retireAt) {
      withdrawal = yearWithdrawal * price;
      if (runOut == 0 && spending < withdrawal * (1 - PO_TOLERANCE)) runOut = year + 1;
      spending = runOut != 0 ? 0 : max(spending - withdrawal, 0) * retired;
      balance = spending;
    }
    price *= inflation;
    if (keep || recording || year >= retireAt) {
      const real = balance / price;
      if (year >= retireAt && real < lowest) lowest = real;
      if (keep) {
        store<f64>(cell(nominalBase, year, path), balance);
        store<f64>(cell(realBase, year, path), real);
      }
      if (recording) {
        yData = data;
        yInflation = inflation;
        record(year, year < retireAt ? contribution : 0, withdrawal, balance, real, year < retireAt ? growth : retired);
      }
    }
  }

  // Backward over the years: need(n) = what retiring at the start of year n must have to pay a
  // rupee of monthly spend (today's rupees of year n) every year to the end, in real terms:
  // need(n) = spendFactor + need(n + 1) × inflation(n) ÷ growth(n). Retiring at n works when the
  // share kept to spend covers the spend: spendShare(n) × saved(n) ÷ price(n) ≥ spend × need(n).
  let need: f64 = 0;
  let needAtRetirement: f64 = 0;
  const factor = spendFactor;
  const amount = spend;
  const counting = <i32>!recording; // a replayed path is not counted again
  for (let year = years - 1; year >= 0; year--) {
    need = factor + need * unchecked(discount[year]);
    const works = amount * need * unchecked(startPrice[year]) <= unchecked(spendShare[year]) * unchecked(startSaved[year]) * (1 + PO_TOLERANCE);
    unchecked((ageCounts[year] += <i32>works & counting));
    if (year == retireAt) needAtRetirement = need;
  }
  if (recording) return;
  const share = unchecked(spendShare[retireAt]);
  const supported = (share * (savedAtRetirement / priceAtRetirement)) / needAtRetirement;
  const corpusNeed = spend * needAtRetirement * priceAtRetirement;
  // The SIP now that builds corpusNeed ÷ share with the same savings and step-up: linear in the SIP.
  const fromRest = savedAtRetirement - sipNow * unitAtRetirement;
  const sipNeed = unitAtRetirement > 0 ? max(0, (corpusNeed / share - fromRest) / unitAtRetirement) : 0;
  store<f64>(slot(metricBase, path), supported);
  store<f64>(slot(needBase, path), corpusNeed);
  store<f64>(slot(secondBase, path), sipNeed);
  store<f64>(slot(runOutBase, path), <f64>runOut);
  store<f64>(slot(lowestBase, path), runOut != 0 ? 0 : lowest);
  store<f64>(slot(endBase, path), spending / price);
}

/** A goal: savings, then the SIP for planMonths months (the last year may be part of one); the target grows by inflation. */
function goalPath(path: i32): void {
  startPath(path);
  let value = savings;
  let unit: f64 = 0;
  let instalment = sipNow;
  let unitInstalment: f64 = 1;
  let price: f64 = 1;
  let goal = target;
  const wholeInflationYears = <i32>Math.floor(inflationYears);
  const partInflationYear = inflationYears - Math.floor(inflationYears);
  let lowest = Infinity;
  for (let year = 0; year < yearsDrawn; year++) {
    drawYear(year);
    if (targetGrows) {
      if (year < wholeInflationYears) goal *= yInflation;
      else if (year == wholeInflationYears && partInflationYear > 0) goal *= Math.exp(partInflationYear * Math.log(yInflation));
    }
    if (year >= planYears) continue;
    const months = min(12, planMonths - 12 * year);
    let growth = yGrowth;
    let annuity = yAnnuity;
    let inflation = yInflation;
    if (months < 12) {
      // A part year: its months at the year's monthly factor, prices by the part power.
      growth = 1;
      annuity = 0;
      for (let k = 0; k < months; k++) {
        growth *= yMonth;
        annuity += growth;
      }
      inflation = Math.exp((<f64>months / 12) * Math.log(yInflation));
    }
    const contribution = instalment * <f64>months;
    value = value * growth + instalment * annuity;
    unit = unit * growth + unitInstalment * annuity;
    instalment = instalment * stepUpFactor + stepUpAmount;
    unitInstalment *= stepUpFactor;
    price *= inflation;
    const real = value / price;
    if (real < lowest) lowest = real;
    keepFan(path, year, value, real);
    record(year, contribution, 0, value, real, growth);
  }
  if (recording) return;
  const fromRest = value - sipNow * unit;
  store<f64>(slot(metricBase, path), goal > 0 ? value / goal : Infinity);
  store<f64>(slot(needBase, path), unit > 0 ? max(0, (goal - fromRest) / unit) : 0);
  store<f64>(slot(secondBase, path), goal);
  store<f64>(slot(runOutBase, path), 0);
  store<f64>(slot(lowestBase, path), lowest);
  store<f64>(slot(endBase, path), value / price);
}

/** First crore: month by month until the value reaches the target grown by monthly inflation, up to planMonths. */
function reachPath(path: i32): void {
  startPath(path);
  let value = savings;
  let goal = target;
  let price: f64 = 1;
  let reached: i32 = 0;
  let month: i32 = 0;
  for (let year = 0; month < planMonths && (reached == 0 || year < fanRows); year++) {
    drawYear(year);
    for (let k = 0; k < 12 && month < planMonths; k++) {
      value = (value + sipNow) * yMonth;
      goal *= yMonthInflation;
      month++;
      if (reached == 0 && value >= goal) reached = month;
    }
    price *= yInflation;
    if (year < fanRows) {
      keepFan(path, year, value, value / price);
      record(year, sipNow * 12, 0, value, value / price, yGrowth);
    }
  }
  if (recording) return;
  store<f64>(slot(metricBase, path), <f64>reached);
}

// ─── Two paths at a time (the SIMD build) ─────────────────────────────────────────────────
// The SIMD build (build/core-simd.wasm, asconfig target release-simd) runs a whole life under
// the lognormal or bootstrap model two paths per f64x2: lane 0 is path p, lane 1 path p + 1. Each lane keeps
// its own xoshiro256** state (i64x2 words) and every figure goes through the same IEEE
// operations in the same order as retirementPath, so each path's results are the scalar
// build's to the last bit (tests/wasm/plan-odds-simd.test.ts). Table look-ups (ziggurat and
// exp) are per lane; the years with a draw outside a ziggurat layer's core (1 normal in 230)
// are finished after all the years' draws by the scalar normalOutside on each lane's own stream.
// The scalar build compiles none of this (ASC_FEATURE_SIMD is false there).

// The pair's generator state after its years' draws, for the draws outside a layer's core
// (pairOutside): s0..s3, two lanes each (memory, not v128 globals, so the scalar build, which
// compiles none of the pair code, still compiles this file).
const pairScratch = new StaticArray<u64>(8);

// Per year, both lanes: the saving mix's monthly factor, the retirement mix's growth and the
// inflation factor (the lognormal model first keeps the year's two normals in the first and last).
const pairMonth = new StaticArray<f64>(2 * (PO_MAX_YEARS + 1));
const pairRetired = new StaticArray<f64>(2 * (PO_MAX_YEARS + 1));
const pairInflation = new StaticArray<f64>(2 * (PO_MAX_YEARS + 1));
// Per year, both lanes: the balance and prices at the year's start if saving went on, inflation ÷ growth.
const pairSaved = new StaticArray<f64>(2 * (PO_MAX_YEARS + 1));
const pairPrice = new StaticArray<f64>(2 * (PO_MAX_YEARS + 1));
const pairDiscount = new StaticArray<f64>(2 * (PO_MAX_YEARS + 1));
// Per year, both lanes: the year's 64 random bits (the lognormal model's normals come from them).
const pairBits = new StaticArray<u64>(2 * (PO_MAX_YEARS + 1));
// The years in which either lane's draw fell outside its ziggurat layer's core, in order.
const pairOutsideYears = new StaticArray<i32>(PO_MAX_YEARS + 1);

@inline function rotl2(x: v128, bits: i32): v128 {
  return v128.or(i64x2.shl(x, bits), i64x2.shr_u(x, 64 - bits));
}

/** Two lanes of f64 table[index], index from two i32 or i64 lanes picked by the caller. */
@inline function tableLanes(table: usize, a: i32, b: i32): v128 {
  return f64x2(load<f64>(table + (<usize>a << 3)), load<f64>(table + (<usize>b << 3)));
}

/**
 * fexp on both lanes: the same steps, constants and rounding as fexp, lane by lane. k comes from
 * the shifter 1.5 × 2^52: x × 2048/ln2 + 1.5 × 2^52 rounds to the nearest integer, ties to even,
 * exactly as nearest does (|k| < 2^51), and leaves k in the low mantissa bits (two's complement
 * below 2^51), so k & 2047 and (k >> 11) << 52 are read from those bits without a float-to-integer
 * conversion (which on x86 is a saturating sequence of several instructions per vector).
 */
@inline function fexp2(x: v128): v128 {
  const shifter = f64x2.splat(6755399441055744.0);
  const shifted = f64x2.add(f64x2.mul(x, f64x2.splat(EXP_INV_LN2)), shifter);
  const k = f64x2.sub(shifted, shifter);
  const r = f64x2.sub(f64x2.sub(x, f64x2.mul(k, f64x2.splat(EXP_LN2_HIGH))), f64x2.mul(k, f64x2.splat(EXP_LN2_LOW)));
  const p = f64x2.add(f64x2.add(f64x2.splat(1), r), f64x2.mul(f64x2.mul(r, r), f64x2.add(f64x2.splat(0.5), f64x2.mul(r, f64x2.splat(0.16666666666666666)))));
  const table = changetype<usize>(EXP_TABLE);
  const mask = EXP_TABLE_SIZE - 1;
  const entries = tableLanes(table, <i32>i64x2.extract_lane(shifted, 0) & mask, <i32>i64x2.extract_lane(shifted, 1) & mask);
  // (k >> 11) << 52 keeps only bits 11..22 of k, which are bits 11..22 of `shifted` (the
  // shifter's own bits start at bit 51): a logical shift gives them as the arithmetic one would,
  // and a 64-bit lane's arithmetic right shift has no x86 instruction before AVX-512 (V8 builds
  // it from five), a logical one has.
  const scale = i64x2.add(entries, i64x2.shl(i64x2.shr_u(shifted, EXP_TABLE_BITS), 52));
  return f64x2.mul(p, scale);
}

/**
 * The normals of the years listed in pairOutsideYears (a draw of either lane fell outside its
 * layer's core), lane by lane, by the scalar normalOf from the year's bits: the slow draws take
 * what more they need from the lane's own stream after its years' draws, in year order, z before
 * zi, as retirementPath does. State in pairScratch; the normals go to pairMonth and pairInflation.
 */
function pairOutside(count: i32): void {
  const at = changetype<usize>(pairScratch);
  for (let lane = 0; lane < 2; lane++) {
    const word = at + (<usize>lane << 3);
    s0 = load<u64>(word);
    s1 = load<u64>(word, 16);
    s2 = load<u64>(word, 32);
    s3 = load<u64>(word, 48);
    for (let n = 0; n < count; n++) {
      const cellAt = (<usize>unchecked(pairOutsideYears[n]) << 4) + (<usize>lane << 3);
      const bits = load<u64>(changetype<usize>(pairBits) + cellAt);
      store<f64>(changetype<usize>(pairMonth) + cellAt, normalOf(<u32>bits));
      store<f64>(changetype<usize>(pairInflation) + cellAt, normalOf(<u32>(bits >> 32)));
    }
  }
}

/**
 * retirementPath under the lognormal or bootstrap model for paths `path` and `path + 1` at once
 * (both kept for the fan or neither; never recording). Same figures, same order, two lanes. A
 * bootstrap block starts in the same years on both lanes (every BOOTSTRAP_BLOCK_YEARS from 0),
 * each lane drawing its own block's data year from its own stream.
 */
function retirementPair(path: i32): void {
  seedPath(seedValue, path);
  let a0 = i64x2.splat(s0);
  let a1 = i64x2.splat(s1);
  let a2 = i64x2.splat(s2);
  let a3 = i64x2.splat(s3);
  seedPath(seedValue, path + 1);
  a0 = i64x2.replace_lane(a0, 1, s0);
  a1 = i64x2.replace_lane(a1, 1, s1);
  a2 = i64x2.replace_lane(a2, 1, s2);
  a3 = i64x2.replace_lane(a3, 1, s3);
  const zero = f64x2.splat(0);
  const one = f64x2.splat(1);
  const stepFactor = stepUpFactor;
  const stepAmount = stepUpAmount;
  const retireAt = savingYears;
  const years = planYears;
  const yearWithdrawal = f64x2.splat(spend * spendFactor);
  const keep = path < PO_FAN_PATHS;
  const monthAt = changetype<usize>(pairMonth);
  const retiredAt = changetype<usize>(pairRetired);
  const inflationAt = changetype<usize>(pairInflation);
  const savedAt = changetype<usize>(pairSaved);
  const priceAt = changetype<usize>(pairPrice);
  const discountAt = changetype<usize>(pairDiscount);

  // The years' factors first, in stages over all the years, then the balances year by year:
  // the same operations on the same values as one loop would do, but a year's long chain of
  // dependent steps (draw, normal, exp, growth, balance) no longer holds up the next year's
  // work, so the processor overlaps many years of each stage instead of about one.
  if (model == PO_MODEL_LOGNORMAL) {
    // Stage 1, the normals: nextU64 on both lanes every year (× 5 and × 9 as a shift and an add,
    // the same bits: a 64-bit lane multiply has no single x86 instruction before AVX-512), then
    // normalOf's common case on the low halves (z) and the high halves (zi): lanes [lo0, lo1,
    // hi0, hi1]. No branch: a year with a draw outside its layer's core is listed, and those
    // years are finished after the loop (pairOutside), as retirementPath draws them.
    const zigAt = changetype<usize>(zigPairs);
    const step = f64x2.splat(4.76837158203125e-7);
    const bitsAt = changetype<usize>(pairBits);
    const outsideAt = changetype<usize>(pairOutsideYears);
    let outside: i32 = 0;
    for (let year = 0; year < years; year++) {
      const times5 = i64x2.add(i64x2.shl(a1, 2), a1);
      const rotated = rotl2(times5, 7);
      const bits = i64x2.add(i64x2.shl(rotated, 3), rotated);
      const t = i64x2.shl(a1, 17);
      a2 = v128.xor(a2, a0);
      a3 = v128.xor(a3, a1);
      a1 = v128.xor(a1, a2);
      a0 = v128.xor(a0, a3);
      a2 = v128.xor(a2, t);
      a3 = rotl2(a3, 45);
      const halves = i32x4.shuffle(bits, bits, 0, 2, 1, 3);
      const ints = i32x4.shr_u(halves, 10);
      const uz = f64x2.sub(f64x2.mul(f64x2.convert_low_i32x4_s(ints), step), one);
      const ui = f64x2.sub(f64x2.mul(f64x2.convert_low_i32x4_s(i32x4.shuffle(ints, ints, 2, 3, 0, 1)), step), one);
      // Each lane's layer as a byte offset into zigPairs: one load gives its ratio and its width,
      // and two shuffles sort two lanes' pairs into a ratios vector and a widths vector.
      const offsets = v128.and(i32x4.shl(halves, 4), i32x4.splat(0x3ff0));
      const p0 = v128.load(zigAt + <usize>i32x4.extract_lane(offsets, 0));
      const p1 = v128.load(zigAt + <usize>i32x4.extract_lane(offsets, 1));
      const p2 = v128.load(zigAt + <usize>i32x4.extract_lane(offsets, 2));
      const p3 = v128.load(zigAt + <usize>i32x4.extract_lane(offsets, 3));
      const inside = v128.and(f64x2.lt(f64x2.abs(uz), i64x2.shuffle(p0, p1, 0, 2)), f64x2.lt(f64x2.abs(ui), i64x2.shuffle(p2, p3, 0, 2)));
      const at = <usize>year << 4;
      v128.store(bitsAt + at, bits);
      v128.store(monthAt + at, f64x2.mul(uz, i64x2.shuffle(p0, p1, 1, 3)));
      v128.store(inflationAt + at, f64x2.mul(ui, i64x2.shuffle(p2, p3, 1, 3)));
      store<i32>(outsideAt + (<usize>outside << 2), year);
      outside += <i32>!i64x2.all_true(inside);
    }
    if (outside > 0) {
      const scratch = changetype<usize>(pairScratch);
      v128.store(scratch, a0);
      v128.store(scratch, a1, 16);
      v128.store(scratch, a2, 32);
      v128.store(scratch, a3, 48);
      pairOutside(outside);
    }
    // Stage 2, the growths and inflation from the normals (in place).
    const gm = f64x2.splat(monthlyGrowth);
    const sm = f64x2.splat(monthSigma);
    const gr = f64x2.splat(retiredGrowth);
    const sr = f64x2.splat(retiredSigma);
    const gi = f64x2.splat(inflationGrowth);
    const si = f64x2.splat(inflationSigma);
    for (let year = 0; year < years; year++) {
      const at = <usize>year << 4;
      const z = v128.load(monthAt + at);
      const zi = v128.load(inflationAt + at);
      v128.store(monthAt + at, f64x2.mul(gm, fexp2(f64x2.mul(sm, z))));
      v128.store(retiredAt + at, f64x2.mul(gr, fexp2(f64x2.mul(sr, z))));
      v128.store(inflationAt + at, f64x2.mul(gi, fexp2(f64x2.mul(si, zi))));
    }
  } else {
    // nextDataYear on both lanes: the next data year, or a new block's start every
    // BOOTSTRAP_BLOCK_YEARS from the lane's own stream (nextU64 as above, at a block's start only).
    let data0: i32 = 0;
    let data1: i32 = 0;
    let blockYearsLeft: i32 = 0;
    for (let year = 0; year < years; year++) {
      if (year > 0) {
        data0 = data0 + 1 == HISTORY_YEARS ? 0 : data0 + 1;
        data1 = data1 + 1 == HISTORY_YEARS ? 0 : data1 + 1;
      }
      if (blockYearsLeft == 0) {
        const times5 = i64x2.add(i64x2.shl(a1, 2), a1);
        const rotated = rotl2(times5, 7);
        const bits = i64x2.add(i64x2.shl(rotated, 3), rotated);
        const t = i64x2.shl(a1, 17);
        a2 = v128.xor(a2, a0);
        a3 = v128.xor(a3, a1);
        a1 = v128.xor(a1, a2);
        a0 = v128.xor(a0, a3);
        a2 = v128.xor(a2, t);
        a3 = rotl2(a3, 45);
        data0 = <i32>(((<u64>i64x2.extract_lane(bits, 0) >> 32) * <u64>HISTORY_YEARS) >> 32);
        data1 = <i32>(((<u64>i64x2.extract_lane(bits, 1) >> 32) * <u64>HISTORY_YEARS) >> 32);
        blockYearsLeft = BOOTSTRAP_BLOCK_YEARS;
      }
      blockYearsLeft--;
      const at = <usize>year << 4;
      v128.store(monthAt + at, tableLanes(changetype<usize>(dataMonth), data0, data1));
      v128.store(retiredAt + at, tableLanes(changetype<usize>(dataRetired), data0, data1));
      v128.store(inflationAt + at, tableLanes(changetype<usize>(dataInflation), data0, data1));
    }
  }

  // Stage 3, the balances, year by year.
  let saved = f64x2.splat(savings);
  let unit = zero;
  let instalment = sipNow;
  let unitInstalment: f64 = 1;
  let price = one;
  let spending = zero;
  let priceAtRetirement = one;
  let savedAtRetirement = saved;
  let unitAtRetirement = zero;
  let runOut = zero; // the plan year the money ran out, 0 while it lasts
  let lowest = f64x2.splat(Infinity);
  for (let year = 0; year < years; year++) {
    const at = <usize>year << 4;
    const month = v128.load(monthAt + at);
    const retired = v128.load(retiredAt + at);
    const inflation = v128.load(inflationAt + at);
    // m^12 and m(1 + m)(1 + m²)(1 + m⁴ + m⁸), as in retirementPath.
    const m2 = f64x2.mul(month, month);
    const m4 = f64x2.mul(m2, m2);
    const m8 = f64x2.mul(m4, m4);
    const growth = f64x2.mul(m8, m4);
    const annuity = f64x2.mul(f64x2.mul(f64x2.mul(month, f64x2.add(one, month)), f64x2.add(one, m2)), f64x2.add(f64x2.add(one, m4), m8));
    v128.store(savedAt + at, saved);
    v128.store(priceAt + at, price);
    v128.store(discountAt + at, f64x2.div(inflation, retired));
    if (year == retireAt) {
      priceAtRetirement = price;
      savedAtRetirement = saved;
      unitAtRetirement = unit;
      spending = f64x2.mul(saved, f64x2.splat(unchecked(spendShare[year])));
    }
    saved = f64x2.add(f64x2.mul(saved, growth), f64x2.mul(f64x2.splat(instalment), annuity));
    unit = f64x2.add(f64x2.mul(unit, growth), f64x2.mul(f64x2.splat(unitInstalment), annuity));
    instalment = instalment * stepFactor + stepAmount;
    unitInstalment *= stepFactor;
    let balance = saved;
    if (year >= retireAt) {
      const withdrawal = f64x2.mul(yearWithdrawal, price);
      const runsOut = v128.and(f64x2.eq(runOut, zero), f64x2.lt(spending, f64x2.mul(withdrawal, f64x2.splat(1 - PO_TOLERANCE))));
      runOut = v128.bitselect(f64x2.splat(<f64>(year + 1)), runOut, runsOut);
      spending = v128.bitselect(zero, f64x2.mul(f64x2.max(f64x2.sub(spending, withdrawal), zero), retired), f64x2.ne(runOut, zero));
      balance = spending;
    }
    price = f64x2.mul(price, inflation);
    if (keep || year >= retireAt) {
      const real = f64x2.div(balance, price);
      if (year >= retireAt) lowest = v128.bitselect(real, lowest, f64x2.lt(real, lowest));
      if (keep) {
        v128.store(cell(nominalBase, year, path), balance);
        v128.store(cell(realBase, year, path), real);
      }
    }
  }

  // The backward pass of retirementPath, both lanes.
  const factor = f64x2.splat(spendFactor);
  const amount = f64x2.splat(spend);
  const slack = f64x2.splat(1 + PO_TOLERANCE);
  let need = zero;
  let needAtRetirement = zero;
  for (let year = years - 1; year >= 0; year--) {
    const at = <usize>year << 4;
    need = f64x2.add(factor, f64x2.mul(need, v128.load(discountAt + at)));
    const cost = f64x2.mul(f64x2.mul(amount, need), v128.load(priceAt + at));
    const kept = f64x2.mul(f64x2.mul(f64x2.splat(unchecked(spendShare[year])), v128.load(savedAt + at)), slack);
    unchecked((ageCounts[year] += popcnt<i32>(i64x2.bitmask(f64x2.le(cost, kept)))));
    if (year == retireAt) needAtRetirement = need;
  }
  const share = f64x2.splat(unchecked(spendShare[retireAt]));
  const supported = f64x2.div(f64x2.mul(share, f64x2.div(savedAtRetirement, priceAtRetirement)), needAtRetirement);
  const corpusNeed = f64x2.mul(f64x2.mul(amount, needAtRetirement), priceAtRetirement);
  const fromRest = f64x2.sub(savedAtRetirement, f64x2.mul(f64x2.splat(sipNow), unitAtRetirement));
  const sipFor = f64x2.max(zero, f64x2.div(f64x2.sub(f64x2.div(corpusNeed, share), fromRest), unitAtRetirement));
  const sipNeed = v128.bitselect(sipFor, zero, f64x2.gt(unitAtRetirement, zero));
  const ranOut = f64x2.ne(runOut, zero);
  v128.store(slot(metricBase, path), supported);
  v128.store(slot(needBase, path), corpusNeed);
  v128.store(slot(secondBase, path), sipNeed);
  v128.store(slot(runOutBase, path), runOut);
  v128.store(slot(lowestBase, path), v128.bitselect(zero, lowest, ranOut));
  v128.store(slot(endBase, path), f64x2.div(spending, price));
}

@inline function runPath(path: i32): void {
  if (kind == PO_KIND_RETIREMENT) retirementPath(path);
  else if (kind == PO_KIND_GOAL) goalPath(path);
  else reachPath(path);
}

// ─── Reading the request ──────────────────────────────────────────────────────────────────

@inline function whole(x: f64): bool {
  return x == Math.floor(x);
}

/** History: the start years there are for a plan of `years` years (every year when it wraps). */
function historyStarts(years: i32): i32 {
  return years <= HISTORY_YEARS ? HISTORY_YEARS - years + 1 : HISTORY_YEARS;
}

/** Reads and checks the request in INPUTS; returns the plan's rows, or ERR_DOMAIN. */
function configure(): i32 {
  if (!zigReady) {
    zigSetup();
    expSetup();
  }
  const kindIn = input(PO_IN_KIND);
  const modelIn = input(PO_IN_MODEL);
  const seedIn = input(PO_IN_SEED);
  if (!(kindIn >= 0 && kindIn <= 2 && whole(kindIn)) || !(modelIn >= 0 && modelIn <= 2 && whole(modelIn))) return ERR_DOMAIN;
  if (!(seedIn >= 0 && seedIn <= 4294967295 && whole(seedIn))) return ERR_DOMAIN;
  kind = <i32>kindIn;
  model = <i32>modelIn;
  seedValue = <u32>seedIn;
  savings = input(PO_IN_SAVINGS);
  sipNow = input(PO_IN_SIP);
  const stepUpPct = input(PO_IN_STEP_UP_PCT);
  stepUpAmount = input(PO_IN_STEP_UP_AMOUNT);
  const rate = input(PO_IN_RATE_PCT);
  const sigma = input(PO_IN_SIGMA_PCT);
  const retiredRate = input(PO_IN_RETIRED_RATE_PCT);
  const retiredSigmaPct = input(PO_IN_RETIRED_SIGMA_PCT);
  const inflation = input(PO_IN_INFLATION_PCT);
  const inflationSigmaPct = input(PO_IN_INFLATION_SIGMA_PCT);
  const equity = input(PO_IN_EQUITY_PCT);
  const retiredEquity = input(PO_IN_RETIRED_EQUITY_PCT);
  if (
    !(savings >= 0 && savings < Infinity) ||
    !(sipNow >= 0 && sipNow < Infinity) ||
    !(stepUpPct >= 0 && stepUpPct <= 100) ||
    !(stepUpAmount >= 0 && stepUpAmount < Infinity) ||
    !(rate > -1200 && rate <= 1000) ||
    !(sigma >= 0 && sigma <= 100) ||
    !(retiredRate > -100 && retiredRate <= 1000) ||
    !(retiredSigmaPct >= 0 && retiredSigmaPct <= 100) ||
    !(inflation > -100 && inflation <= 1000) ||
    !(inflationSigmaPct >= 0 && inflationSigmaPct <= 100) ||
    !(equity >= 0 && equity <= 100) ||
    !(retiredEquity >= 0 && retiredEquity <= 100)
  ) {
    return ERR_DOMAIN;
  }
  stepUpFactor = 1 + stepUpPct / 100;
  monthlyGrowth = 1 + rate / 1200;
  monthSigma = sigma / 100 / 12;
  retiredGrowth = 1 + retiredRate / 100;
  retiredSigma = retiredSigmaPct / 100;
  inflationGrowth = 1 + inflation / 100;
  inflationSigma = inflationSigmaPct / 100;
  monthlyInflationGrowth = 1 + inflation / 1200;
  if (model != PO_MODEL_LOGNORMAL) setUpData(equity / 100, retiredEquity / 100);

  if (kind == PO_KIND_RETIREMENT) {
    const n = input(PO_IN_SAVING_YEARS);
    const m = input(PO_IN_RETIRED_YEARS);
    spend = input(PO_IN_SPEND);
    const tax = input(PO_IN_TAX_PCT);
    if (!(n >= 0 && m >= 1 && whole(n) && whole(m) && n + m <= <f64>PO_MAX_YEARS)) return ERR_DOMAIN;
    if (!(spend >= 0 && spend < Infinity) || !(tax >= 0 && tax < 100) || !(retiredRate >= 0)) return ERR_DOMAIN;
    savingYears = <i32>n;
    retiredYears = <i32>m;
    planYears = savingYears + retiredYears;
    yearsDrawn = planYears;
    spendFactor = 12 / (1 - tax / 100);
    // The planner's capital-back fund: corpus ÷ (1 + post)^M beside a corpus, so a share
    // 1 ÷ (1 + (1 + post)^−M) of what is saved is kept to spend, M the years left from n.
    for (let year = 0; year < planYears; year++) {
      const left = <f64>(planYears - year);
      unchecked((spendShare[year] = 1 / (1 + Math.exp(-left * Math.log1p(retiredRate / 100)))));
    }
  } else {
    const months = input(PO_IN_MONTHS);
    target = input(PO_IN_TARGET);
    inflationYears = input(PO_IN_INFLATION_YEARS);
    targetGrows = input(PO_IN_TARGET_GROWS) != 0;
    if (!(months >= 1 && months <= <f64>(12 * PO_MAX_YEARS) && whole(months))) return ERR_DOMAIN;
    if (!(target >= 0 && target < Infinity) || !(inflationYears >= 0 && inflationYears <= <f64>PO_MAX_YEARS)) return ERR_DOMAIN;
    planMonths = <i32>months;
    planYears = (planMonths + 11) / 12;
    if (kind == PO_KIND_REACH) {
      const rows = input(PO_IN_FAN_ROWS);
      if (!(rows >= 1 && rows <= <f64>planYears && whole(rows))) return ERR_DOMAIN;
      fanRows = <i32>rows;
      planYears = fanRows;
      yearsDrawn = (planMonths + 11) / 12;
    } else {
      fanRows = planYears;
      yearsDrawn = targetGrows ? max(planYears, <i32>Math.floor(inflationYears) + 1) : planYears;
    }
  }
  return planYears;
}

/** Paths in this request: the start years for history, else `paths`. */
function pathsOf(paths: i32): i32 {
  return model == PO_MODEL_HISTORY ? historyStarts(kind == PO_KIND_REACH ? yearsDrawn : planYears) : paths;
}

/**
 * Simulates paths [firstPath, firstPath + pathCount) of the request in INPUTS (for history,
 * paths are start years, 0 = FY HISTORY_FIRST_FY; pass pathCount 0 to run them all). Keeps
 * each path's figures and, for the first PO_FAN_PATHS, its yearly balances; counts per year
 * offset the paths in which retiring then works (ageCounts, this call's paths only). Returns
 * the plan's rows, or ERR_DOMAIN.
 */
export function poSimulate(firstPath: i32, pathCount: i32): i32 {
  const rows = configure();
  if (rows < 0) return ERR_DOMAIN;
  let count = pathCount;
  if (model == PO_MODEL_HISTORY && pathCount == 0) count = pathsOf(0);
  if (firstPath < 0 || count < 1 || firstPath + count > (model == PO_MODEL_HISTORY ? pathsOf(0) : PO_MAX_PATHS)) return ERR_DOMAIN;
  ensureBuffers();
  for (let n = 0; n <= PO_MAX_YEARS; n++) unchecked((ageCounts[n] = 0));
  recording = false;
  const last = firstPath + count;
  if (ASC_FEATURE_SIMD && kind == PO_KIND_RETIREMENT && model != PO_MODEL_HISTORY) {
    // Pairs of paths on the same side of the fan's limit; an odd one left over goes alone.
    let path = firstPath;
    while (path < last) {
      if (path + 1 < last && (path + 1 < PO_FAN_PATHS || path >= PO_FAN_PATHS)) {
        retirementPair(path);
        path += 2;
      } else {
        retirementPath(path);
        path++;
      }
    }
    return rows;
  }
  for (let path = firstPath; path < last; path++) runPath(path);
  return rows;
}

/**
 * Replays one path (a start year for history) and writes it year by year: PO_EXPLAIN_COLUMNS
 * columns (see above) of the plan's rows. Returns the rows, or ERR_DOMAIN.
 */
export function poExplain(path: i32): i32 {
  const rows = configure();
  if (rows < 0) return ERR_DOMAIN;
  if (path < 0 || path >= (model == PO_MODEL_HISTORY ? pathsOf(0) : PO_MAX_PATHS)) return ERR_DOMAIN;
  ensureBuffers();
  recording = true;
  runPath(path);
  recording = false;
  return rows;
}

// ─── Summaries: exact order statistics by selection, in place ──────────────────────────────

/** The k-th smallest (0-based) of base[left..right], by Hoare's selection (Wirth's partition); reorders the range. */
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

// The fan's percentiles, row by row, by a radix select: every balance is ≥ 0, and a non-negative
// double's high 32 bits (sign, exponent, top 20 bits of the fraction) order as the double does,
// not strictly but never the wrong way round. The range of those bits is read from a sample (the
// row's first FAN_SAMPLE values: paths are independent, so they are a random sample), cut into up
// to FAN_SLICES even slices, with a bucket below the sample's smallest positive value, one above
// its largest and one for the zeros. One pass counts the values per bucket, a walk over the
// counts finds the bucket holding each percentile's rank, and one more pass gathers those
// buckets' few values to select from. Exact, like a selection over the whole row: each bucket
// holds a range of consecutive values whatever the sample, which decides only how many values a
// wanted bucket holds (the 10th and 90th percentiles fall outside a 64-value sample's range with
// a chance of 0.9^64, about 1 in 850, and their bucket then holds about 1.5% of the row). No pass
// depends on a comparison's outcome, so the processor mispredicts almost nothing. The zeros have
// their own bucket because a retirement row holds many (paths that ran out). The SIMD build
// finds four values' buckets at once; the counts are four histograms interleaved (by position
// modulo 4), so that a run of equal buckets, the zeros' above all, does not chain every
// increment on the one before.
const FAN_SAMPLE: i32 = 64;
// 1024 slices: a wanted bucket holds fewer values to gather and select than with 512 (the
// summary 0.15–0.25 ms faster, docs/decisions/0243), for 16 KB of counts cleared per row, not 8.
const FAN_SLICE_BITS: i32 = 10;
const FAN_SLICES: i32 = 1 << FAN_SLICE_BITS;
/** Buckets: the zeros, below the sample's range, FAN_SLICES slices, above it. */
const FAN_BUCKETS: i32 = FAN_SLICES + 3;
/** Per bucket, four counts (values at positions 4i, 4i + 1, 4i + 2, 4i + 3). */
const bucketCounts = new StaticArray<i32>(4 * FAN_BUCKETS);
/** 1 + the gathered bucket's index in `gatherStart`, for a bucket that holds a wanted rank; else 0. */
const bucketMark = new StaticArray<i32>(FAN_BUCKETS);
const gatherStart = new StaticArray<i32>(6);
const gatherFill = new StaticArray<i32>(6);
const wantedRank = new StaticArray<i32>(5);
const wantedBucket = new StaticArray<i32>(5);
const wantedBelow = new StaticArray<i32>(5);
let gatherBase: usize = 0;

/** The bucket of a balance: 0 for a zero; 1 below the range starting at high bits `low`; 2 + its slice; `slices` + 2 above. */
@inline function bucketOf(value: f64, low: i32, shift: i32, slices: i32): i32 {
  const q = (<i32>(reinterpret<i64>(value) >>> 32) - low) >> shift;
  return select<i32>(min(max(q, -1), slices) + 2, 0, value != 0);
}

/** bucketOf on four values at `at` (the SIMD build): their buckets as i32x4 lanes, in order. */
@inline function bucketsOf4(at: usize, low: v128, shift: i32, slices: v128): v128 {
  const a = v128.load(at);
  const b = v128.load(at, 16);
  const high = i8x16.shuffle(a, b, 4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31);
  const za = f64x2.eq(a, f64x2.splat(0));
  const zb = f64x2.eq(b, f64x2.splat(0));
  const zeros = i8x16.shuffle(za, zb, 0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27);
  const q = i32x4.shr_s(i32x4.sub(high, low), shift);
  const clamped = i32x4.min_s(i32x4.max_s(q, i32x4.splat(-1)), slices);
  return v128.andnot(i32x4.add(clamped, i32x4.splat(2)), zeros);
}

/** Each value's bucket, as the count pass found it (read back by the gather pass). */
const rowBuckets = new StaticArray<u16>(PO_FAN_PATHS);

/** Counts row `base`'s `count` values into the interleaved histograms and keeps each one's bucket in rowBuckets. */
function countBuckets(base: usize, count: i32, low: i32, shift: i32, slices: i32): void {
  const counts = changetype<usize>(bucketCounts);
  const kept = changetype<usize>(rowBuckets);
  let i: i32 = 0;
  if (ASC_FEATURE_SIMD) {
    const lowV = i32x4.splat(low);
    const slicesV = i32x4.splat(slices);
    for (; i + 7 < count; i += 8) {
      const b = bucketsOf4(slot(base, i), lowV, shift, slicesV);
      const c = bucketsOf4(slot(base, i + 4), lowV, shift, slicesV);
      v128.store(kept + (<usize>i << 1), i16x8.narrow_i32x4_u(b, c));
      countLane(counts, i32x4.extract_lane(b, 0), 0);
      countLane(counts, i32x4.extract_lane(b, 1), 4);
      countLane(counts, i32x4.extract_lane(b, 2), 8);
      countLane(counts, i32x4.extract_lane(b, 3), 12);
      countLane(counts, i32x4.extract_lane(c, 0), 0);
      countLane(counts, i32x4.extract_lane(c, 1), 4);
      countLane(counts, i32x4.extract_lane(c, 2), 8);
      countLane(counts, i32x4.extract_lane(c, 3), 12);
    }
  }
  for (; i < count; i++) {
    const bucket = bucketOf(load<f64>(slot(base, i)), low, shift, slices);
    store<u16>(kept + (<usize>i << 1), <u16>bucket);
    countLane(counts, bucket, (<usize>i & 3) << 2);
  }
}

/** Adds one to histogram `lane` (its byte offset: 0, 4, 8 or 12) of `bucket`. */
@inline function countLane(counts: usize, bucket: i32, lane: usize): void {
  const at = counts + (<usize>bucket << 4) + lane;
  store<i32>(at, load<i32>(at) + 1);
}

/** Copies a value of a marked bucket to its group in gatherBase. */
@inline function gatherValue(value: f64, bucket: i32): void {
  const mark = unchecked(bucketMark[bucket]);
  if (mark != 0) {
    const at = unchecked(gatherFill[mark - 1]);
    store<f64>(slot(gatherBase, at), value);
    unchecked((gatherFill[mark - 1] = at + 1));
  }
}

/** The t-th wanted bucket as the gather looks for it: the zeros' is not gathered (−1, as u16 0xffff, matches no bucket). */
@inline function gatheredBucket(t: i32): i32 {
  const bucket = unchecked(wantedBucket[t]);
  return bucket == 0 ? 0xffff : bucket;
}

/** Gathers the values of the marked buckets from the buckets the count pass kept; the SIMD build tests eight at once against the (up to five) wanted buckets. */
function gatherBuckets(base: usize, count: i32): void {
  const kept = changetype<usize>(rowBuckets);
  let i: i32 = 0;
  if (ASC_FEATURE_SIMD) {
    const w0 = i16x8.splat(<i16>gatheredBucket(0));
    const w1 = i16x8.splat(<i16>gatheredBucket(1));
    const w2 = i16x8.splat(<i16>gatheredBucket(2));
    const w3 = i16x8.splat(<i16>gatheredBucket(3));
    const w4 = i16x8.splat(<i16>gatheredBucket(4));
    for (; i + 7 < count; i += 8) {
      const b = v128.load(kept + (<usize>i << 1));
      const hit = v128.or(v128.or(v128.or(i16x8.eq(b, w0), i16x8.eq(b, w1)), v128.or(i16x8.eq(b, w2), i16x8.eq(b, w3))), i16x8.eq(b, w4));
      // Only the hit lanes, lowest first (the order of the row, as the scalar loop keeps it).
      let lanes = i16x8.bitmask(hit);
      while (lanes != 0) {
        const j = i + <i32>ctz(lanes);
        lanes &= lanes - 1;
        const mark = unchecked(bucketMark[<i32>load<u16>(kept + (<usize>j << 1))]);
        const at = unchecked(gatherFill[mark - 1]);
        store<f64>(slot(gatherBase, at), load<f64>(slot(base, j)));
        unchecked((gatherFill[mark - 1] = at + 1));
      }
    }
  }
  for (; i < count; i++) gatherValue(load<f64>(slot(base, i)), <i32>load<u16>(kept + (<usize>i << 1)));
}

/** The smallest positive value's and the largest value's high 32 bits among base[from..to), folded into `rangeLow` and `rangeHigh`. */
let rangeLow: u32 = 0;
let rangeHigh: i32 = 0;
function foldRange(base: usize, from: i32, to: i32): void {
  let lowLess = rangeLow; // the smallest positive value's high bits − 1, unsigned (a zero's wraps round to the top)
  let high = rangeHigh;
  for (let i = from; i < to; i++) {
    const bits = <i32>(load<i64>(slot(base, i)) >>> 32);
    const less = <u32>bits - 1;
    lowLess = select<u32>(less, lowLess, less < lowLess);
    high = select<i32>(bits, high, bits > high);
  }
  rangeLow = lowLess;
  rangeHigh = high;
}

function writePercentiles(base: usize, count: i32, rows: i32, row: i32, firstColumn: i32): void {
  if (gatherBase == 0) gatherBase = heap.alloc(<usize>PO_FAN_PATHS * F64_BYTES);
  unchecked((wantedRank[0] = rankOf(0.1, count)));
  unchecked((wantedRank[1] = rankOf(0.25, count)));
  unchecked((wantedRank[2] = rankOf(0.5, count)));
  unchecked((wantedRank[3] = rankOf(0.75, count)));
  unchecked((wantedRank[4] = rankOf(0.9, count)));
  // The range from the sample; from the whole row when no sampled value has positive high bits
  // (a row where most paths ran out). A row with no positive value has every percentile 0.
  rangeLow = u32.MAX_VALUE;
  rangeHigh = 0;
  const sampled = min(count, FAN_SAMPLE);
  foldRange(base, 0, sampled);
  if (rangeHigh == 0) foldRange(base, sampled, count);
  let allZero = rangeHigh == 0;
  if (allZero) {
    // Values whose high bits are all 0 are zeros or below 2^-1042: look for one.
    for (let i = 0; i < count; i++) if (load<f64>(slot(base, i)) != 0) allZero = false;
  }
  if (allZero) {
    for (let t = 0; t < 5; t++) setCell(firstColumn + t, rows, row, 0);
    return;
  }
  const low = <i32>(rangeLow + 1);
  const span = rangeHigh - low;
  const shift = max<i32>(0, 32 - <i32>clz<i32>(span) - FAN_SLICE_BITS); // (span >> shift) < FAN_SLICES
  const slices = (span >> shift) + 1;
  memory.fill(changetype<usize>(bucketCounts), 0, <usize>(slices + 3) << 4);
  countBuckets(base, count, low, shift, slices);
  // Walk the counts to the bucket of each wanted rank (the ranks ascend). The zeros' bucket
  // needs no gathering: its value is known.
  const counts = changetype<usize>(bucketCounts);
  let below: i32 = 0;
  let bucket: i32 = 0;
  let gathered: i32 = 0;
  let nextStart: i32 = 0;
  for (let t = 0; t < 5; t++) {
    const rank = unchecked(wantedRank[t]);
    let at = counts + (<usize>bucket << 4);
    let inBucket = load<i32>(at) + load<i32>(at, 4) + load<i32>(at, 8) + load<i32>(at, 12);
    while (below + inBucket <= rank) {
      below += inBucket;
      bucket++;
      at += 16;
      inBucket = load<i32>(at) + load<i32>(at, 4) + load<i32>(at, 8) + load<i32>(at, 12);
    }
    unchecked((wantedBucket[t] = bucket));
    unchecked((wantedBelow[t] = below));
    if (bucket != 0 && unchecked(bucketMark[bucket]) == 0) {
      unchecked((gatherStart[gathered] = nextStart));
      unchecked((gatherFill[gathered] = nextStart));
      nextStart += inBucket;
      gathered++;
      unchecked((bucketMark[bucket] = gathered));
    }
  }
  if (gathered > 0) gatherBuckets(base, count);
  for (let t = 0; t < 5; t++) {
    const wanted = unchecked(wantedBucket[t]);
    let value: f64 = 0;
    if (wanted != 0) {
      const g = unchecked(bucketMark[wanted]) - 1;
      const start = unchecked(gatherStart[g]);
      value = selectKth(gatherBase, start, unchecked(gatherFill[g]) - 1, start + unchecked(wantedRank[t]) - unchecked(wantedBelow[t]));
    }
    setCell(firstColumn + t, rows, row, value);
  }
  for (let t = 0; t < 5; t++) unchecked((bucketMark[unchecked(wantedBucket[t])] = 0));
}

/** Does path `path` work? Retirement: the spend it supports covers the spend; goal: the value reaches the goal. */
@inline function worked(path: i32): bool {
  const metric = load<f64>(slot(metricBase, path));
  return kind == PO_KIND_RETIREMENT ? spend <= metric * (1 + PO_TOLERANCE) : metric >= 1 - PO_TOLERANCE;
}

/**
 * History only, before poSummarize (which reorders the per-path figures): the table of start
 * years, PO_HISTORY_COLUMNS columns, one row per start year. Returns the rows, or ERR_DOMAIN.
 */
export function poHistoryTable(): i32 {
  const rows = configure();
  if (rows < 0 || model != PO_MODEL_HISTORY || kind == PO_KIND_REACH) return ERR_DOMAIN;
  ensureBuffers();
  const starts = pathsOf(0);
  for (let path = 0; path < starts; path++) {
    setCell(0, starts, path, <f64>(HISTORY_FIRST_FY + path));
    setCell(1, starts, path, worked(path) ? 1 : 0);
    setCell(2, starts, path, load<f64>(slot(lowestBase, path)));
    setCell(3, starts, path, load<f64>(slot(endBase, path)));
    setCell(4, starts, path, load<f64>(slot(runOutBase, path)));
  }
  return starts;
}

/**
 * Summarises paths [0, pathCount) of the last simulation(s) of the request in INPUTS (history:
 * pathCount is ignored, every start year counts): the scalars PO_*, and the fan's rows
 * [firstRow, firstRow + rowCount) (PO_FAN_COLUMNS columns, rowCount rows) from the first
 * PO_FAN_PATHS paths. ageCounts must hold every path's counts. Reorders the per-path buffers.
 * With withScalars 0 only the fan's rows are computed and the scalars stay 0 (−1 for the path
 * and age indices): a pool's other parts, whose scalars the first part's answer carries, skip
 * the selections over every path and need no per-path figures. Returns rowCount, or ERR_DOMAIN.
 */
export function poSummarize(pathCount: i32, firstRow: i32, rowCount: i32, withScalars: i32): i32 {
  const rows = configure();
  if (rows < 0) return ERR_DOMAIN;
  const paths = model == PO_MODEL_HISTORY ? pathsOf(0) : pathCount;
  if (paths < 1 || paths > PO_MAX_PATHS || firstRow < 0 || rowCount < 1 || firstRow + rowCount > rows) return ERR_DOMAIN;
  ensureBuffers();
  for (let s = 0; s < PO_SCALAR_COUNT; s++) setScalar(s, 0);
  setScalar(PO_HISTORY_STARTS, model == PO_MODEL_HISTORY ? <f64>paths : 0);
  setScalar(PO_HISTORY_WRAPS, model == PO_MODEL_HISTORY && (kind == PO_KIND_REACH ? yearsDrawn : planYears) > HISTORY_YEARS ? 1 : 0);

  if (withScalars == 0) {
    setScalar(PO_FIRST_FAILED, -1);
    setScalar(PO_WORST, -1);
    setScalar(PO_EARLIEST_OFFSET, -1);
  } else if (kind == PO_KIND_REACH) {
    for (let path = 0; path < paths; path++) {
      if (load<f64>(slot(metricBase, path)) == 0) store<f64>(slot(metricBase, path), Infinity);
    }
    const month50 = selectKth(metricBase, 0, paths - 1, rankOf(0.5, paths));
    const month90 = selectKth(metricBase, 0, paths - 1, rankOf(0.9, paths));
    setScalar(PO_MONTH_P50, isFinite(month50) ? month50 : 0);
    setScalar(PO_MONTH_P90, isFinite(month90) ? month90 : 0);
    setScalar(PO_FIRST_FAILED, -1);
    setScalar(PO_WORST, -1);
    setScalar(PO_EARLIEST_OFFSET, -1);
  } else {
    let succeeded: i32 = 0;
    let failed: i32 = 0;
    let firstFailed: i32 = -1;
    let worst: i32 = 0;
    let worstCover = Infinity;
    for (let path = 0; path < paths; path++) {
      const metric = load<f64>(slot(metricBase, path));
      const cover = kind == PO_KIND_RETIREMENT ? (spend > 0 ? metric / spend : Infinity) : metric;
      if (cover < worstCover) {
        worstCover = cover;
        worst = path;
      }
      if (worked(path)) {
        succeeded++;
      } else {
        if (firstFailed < 0) firstFailed = path;
        // Gather the failed paths' run-out years at the front of the run-out buffer.
        store<f64>(slot(runOutBase, failed), load<f64>(slot(runOutBase, path)));
        failed++;
      }
    }
    setScalar(PO_ODDS, <f64>succeeded / <f64>paths);
    setScalar(PO_FAILED, <f64>failed);
    setScalar(PO_FIRST_FAILED, <f64>firstFailed);
    setScalar(PO_WORST, <f64>worst);
    setScalar(PO_NEED_P90, selectKth(needBase, 0, paths - 1, rankOf(0.9, paths)));
    if (kind == PO_KIND_RETIREMENT) {
      setScalar(PO_SECOND_P, selectKth(secondBase, 0, paths - 1, rankOf(0.9, paths)));
      setScalar(PO_SPEND_P10, selectKth(metricBase, 0, paths - 1, rankOf(0.1, paths)));
      if (failed > 0) setScalar(PO_MEDIAN_RUN_OUT_YEAR, selectKth(runOutBase, 0, failed - 1, rankOf(0.5, failed)));
      let earliest: i32 = -1;
      for (let n = 0; n < planYears; n++) {
        if (<f64>unchecked(ageCounts[n]) >= 0.9 * <f64>paths) {
          earliest = n;
          break;
        }
      }
      setScalar(PO_EARLIEST_OFFSET, <f64>earliest);
    } else {
      setScalar(PO_SECOND_P, selectKth(secondBase, 0, paths - 1, rankOf(0.5, paths)));
      setScalar(PO_EARLIEST_OFFSET, -1);
    }
  }

  const fanPaths = min(paths, PO_FAN_PATHS);
  for (let row = 0; row < rowCount; row++) {
    const year = firstRow + row;
    setCell(0, rowCount, row, <f64>(year + 1));
    writePercentiles(nominalBase + ((<usize>year * <usize>PO_FAN_PATHS) << 3), fanPaths, rowCount, row, 1);
    writePercentiles(realBase + ((<usize>year * <usize>PO_FAN_PATHS) << 3), fanPaths, rowCount, row, 6);
  }
  return rowCount;
}
