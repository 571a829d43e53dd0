// The whole-life retirement simulation of assembly/plan-odds.ts written as a competent developer
// would write it in plain TypeScript, without WebAssembly: the same algorithm (xoshiro256** per
// path, ziggurat normals two to a draw, the table exp, the same yearly loop and backward pass,
// the radix-select fan and the same selections), so the bench compares like with like.
// tests/wasm/plan-odds-twin.test.ts checks it equals the core to 1e-9.
import { nextWords, seedPath, word } from "./xoshiro";

const FAN_PATHS = 10_000;
const TOLERANCE = 1e-9;

// ─── Normals and exp, as the core builds them ──────────────────────────────────────────────
const ZIG_LAYERS = 1024;
const ZIG_R = 4.038849846109504;
const ZIG_V = 0.0012263246463530893;
const zigX = new Float64Array(ZIG_LAYERS + 1);
const zigRatio = new Float64Array(ZIG_LAYERS);
{
  let f = Math.exp(-0.5 * ZIG_R * ZIG_R);
  zigX[0] = ZIG_V / f;
  zigX[1] = ZIG_R;
  for (let i = 2; i < ZIG_LAYERS; i++) {
    zigX[i] = Math.sqrt(-2 * Math.log(ZIG_V / zigX[i - 1] + f));
    f = Math.exp(-0.5 * zigX[i] * zigX[i]);
  }
  for (let i = 0; i < ZIG_LAYERS; i++) zigRatio[i] = zigX[i + 1] / zigX[i];
}
/** e^(−x²/2) at each layer's edge (the wedges' test). */
const zigDensity = Float64Array.from(zigX, (x) => Math.exp(-0.5 * x * x));
const EXP_TABLE = Float64Array.from({ length: 2048 }, (_, j) => Math.exp((j / 2048) * Math.LN2));
/** 2^e for e = −1100..1100 (the core adds e to the exponent's bits: the same exact product). */
const POW2 = Float64Array.from({ length: 2201 }, (_, k) => Math.pow(2, k - 1100));

const EXP_LN2_HIGH = (0.010830417275428772 / 2048) * 64;
const EXP_LN2_LOW = (7.420820373486988e-9 / 2048) * 64;
const EXP_INV_LN2 = (92.33248261689366 * 2048) / 64;

function fexp(x: number): number {
  const k = roundHalfEven(x * EXP_INV_LN2);
  const r = x - k * EXP_LN2_HIGH - k * EXP_LN2_LOW;
  const p = 1 + r + r * r * (0.5 + r * 0.16666666666666666);
  return p * (EXP_TABLE[k & 2047] * POW2[(k >> 11) + 1100]);
}

/** WebAssembly's f64.nearest: halves round to even. */
function roundHalfEven(x: number): number {
  const r = Math.round(x);
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** Uniform in (0, 1) from 53 bits. */
function nextOpen(): number {
  nextWords();
  return (word.high * 2097152 + (word.low >>> 11) + 0.5) * 1.1102230246251565e-16;
}

function normalOutside(layer: number, first: number): number {
  let i = layer;
  let u = first;
  for (;;) {
    if (Math.abs(u) < zigRatio[i]) return u * zigX[i];
    if (i === 0) {
      let a: number;
      let b: number;
      do {
        a = -Math.log(nextOpen()) / ZIG_R;
        b = -Math.log(nextOpen());
      } while (b + b < a * a);
      return u < 0 ? -(ZIG_R + a) : ZIG_R + a;
    }
    const x = u * zigX[i];
    if (zigDensity[i + 1] + nextOpen() * (zigDensity[i] - zigDensity[i + 1]) < fexp(-0.5 * x * x)) return x;
    nextWords();
    i = word.low & 0x3ff;
    u = (word.high * 2097152 + (word.low >>> 11)) * 2.220446049250313e-16 - 1;
  }
}

function normalOf(half: number): number {
  const i = half & 0x3ff;
  const u = (half >>> 10) * 4.76837158203125e-7 - 1;
  return Math.abs(u) < zigRatio[i] ? u * zigX[i] : normalOutside(i, u);
}

// ─── The whole life ────────────────────────────────────────────────────────────────────────

export interface WholeLifeTwinInputs {
  seed: number;
  paths: number;
  savingYears: number;
  retiredYears: number;
  savingsNow: number;
  sipNow: number;
  sipStepUpPct: number;
  preReturnPct: number;
  preSigmaPct: number;
  postReturnPct: number;
  postSigmaPct: number;
  inflationPct: number;
  inflationSigmaPct: number;
  monthlyExpenses: number;
  taxPct: number;
}

export interface WholeLifeTwinResult {
  yourOdds: number;
  failedPaths: number;
  corpusFor90: number;
  sipFor90: number;
  spendFor90: number;
  /** Years from the start at which retiring works in 90% of paths; −1 if none. */
  earliestOffset: number;
  medianRunOutYear: number;
  /** p10..p90 nominal, then real, a row per year. */
  fan: Float64Array[];
}

/** Buffers kept between calls, as the core keeps its own. */
let nominal = new Float64Array(0);
let real = new Float64Array(0);
let metric = new Float64Array(0);
let need = new Float64Array(0);
let second = new Float64Array(0);
let runOutYear = new Float64Array(0);
const ageCounts = new Int32Array(101);
const startSaved = new Float64Array(101);
const startPrice = new Float64Array(101);
const discount = new Float64Array(101);
const bitsLow = new Uint32Array(101);
const bitsHigh = new Uint32Array(101);
const spendShare = new Float64Array(101);

function ensure(paths: number): void {
  if (metric.length >= paths) return;
  nominal = new Float64Array(FAN_PATHS * 100);
  real = new Float64Array(FAN_PATHS * 100);
  metric = new Float64Array(paths);
  need = new Float64Array(paths);
  second = new Float64Array(paths);
  runOutYear = new Float64Array(paths);
}

/** The whole-life plan over `paths` lognormal paths and its summary, as the core's poSimulate and poSummarize compute them. */
export function wholeLifeOddsTwin(inputs: WholeLifeTwinInputs): WholeLifeTwinResult {
  const { seed, paths, savingYears: retireAt, savingsNow, sipNow } = inputs;
  const years = inputs.savingYears + inputs.retiredYears;
  ensure(paths);
  const gm = 1 + inputs.preReturnPct / 1200;
  const sm = inputs.preSigmaPct / 100 / 12;
  const gr = 1 + inputs.postReturnPct / 100;
  const sr = inputs.postSigmaPct / 100;
  const gi = 1 + inputs.inflationPct / 100;
  const si = inputs.inflationSigmaPct / 100;
  const stepFactor = 1 + inputs.sipStepUpPct / 100;
  const spend = inputs.monthlyExpenses;
  const spendFactor = 12 / (1 - inputs.taxPct / 100);
  const yearWithdrawal = spend * spendFactor;
  for (let year = 0; year < years; year++) spendShare[year] = 1 / (1 + Math.exp(-(years - year) * Math.log1p(inputs.postReturnPct / 100)));
  ageCounts.fill(0);
  const fanPaths = Math.min(paths, FAN_PATHS);

  for (let path = 0; path < paths; path++) {
    seedPath(seed, path);
    const keep = path < FAN_PATHS;
    let saved = savingsNow;
    let unit = 0;
    let instalment = sipNow;
    let unitInstalment = 1;
    let price = 1;
    let spending = 0;
    let priceAtRetirement = 1;
    let savedAtRetirement = savingsNow;
    let unitAtRetirement = 0;
    let runOut = 0;
    // Every year's 64 bits first; a normal's slow path then draws from the stream after them.
    for (let year = 0; year < years; year++) {
      nextWords();
      bitsLow[year] = word.low;
      bitsHigh[year] = word.high;
    }
    for (let year = 0; year < years; year++) {
      const z = normalOf(bitsLow[year]);
      const zi = normalOf(bitsHigh[year]);
      const month = gm * fexp(sm * z);
      const retired = gr * fexp(sr * z);
      const inflation = gi * fexp(si * zi);
      const m2 = month * month;
      const m4 = m2 * m2;
      const m8 = m4 * m4;
      const growth = m8 * m4;
      const annuity = month * (1 + month) * (1 + m2) * (1 + m4 + m8);
      startSaved[year] = saved;
      startPrice[year] = price;
      discount[year] = inflation / retired;
      if (year === retireAt) {
        priceAtRetirement = price;
        savedAtRetirement = saved;
        unitAtRetirement = unit;
        spending = saved * spendShare[year];
      }
      saved = saved * growth + instalment * annuity;
      unit = unit * growth + unitInstalment * annuity;
      instalment = instalment * stepFactor;
      unitInstalment *= stepFactor;
      let balance = saved;
      if (year >= retireAt) {
        const withdrawal = yearWithdrawal * price;
        if (runOut === 0 && spending < withdrawal * (1 - TOLERANCE)) runOut = year + 1;
        spending = runOut !== 0 ? 0 : Math.max(spending - withdrawal, 0) * retired;
        balance = spending;
      }
      price *= inflation;
      if (keep) {
        nominal[year * FAN_PATHS + path] = balance;
        real[year * FAN_PATHS + path] = balance / price;
      }
    }
    let pathNeed = 0;
    let needAtRetirement = 0;
    for (let year = years - 1; year >= 0; year--) {
      pathNeed = spendFactor + pathNeed * discount[year];
      if (spend * pathNeed * startPrice[year] <= spendShare[year] * startSaved[year] * (1 + TOLERANCE)) ageCounts[year]++;
      if (year === retireAt) needAtRetirement = pathNeed;
    }
    const share = spendShare[retireAt];
    const corpusNeed = spend * needAtRetirement * priceAtRetirement;
    const fromRest = savedAtRetirement - sipNow * unitAtRetirement;
    metric[path] = (share * (savedAtRetirement / priceAtRetirement)) / needAtRetirement;
    need[path] = corpusNeed;
    second[path] = unitAtRetirement > 0 ? Math.max(0, (corpusNeed / share - fromRest) / unitAtRetirement) : 0;
    runOutYear[path] = runOut;
  }

  // The summary, as poSummarize.
  let succeeded = 0;
  let failed = 0;
  for (let path = 0; path < paths; path++) {
    if (spend <= metric[path] * (1 + TOLERANCE)) succeeded++;
    else runOutYear[failed++] = runOutYear[path];
  }
  const corpusFor90 = selectKth(need, 0, paths - 1, rankOf(0.9, paths));
  const sipFor90 = selectKth(second, 0, paths - 1, rankOf(0.9, paths));
  const spendFor90 = selectKth(metric, 0, paths - 1, rankOf(0.1, paths));
  const medianRunOutYear = failed > 0 ? selectKth(runOutYear, 0, failed - 1, rankOf(0.5, failed)) : 0;
  let earliestOffset = -1;
  for (let n = 0; n < years; n++) {
    if (ageCounts[n] >= 0.9 * paths) {
      earliestOffset = n;
      break;
    }
  }
  const fan = Array.from({ length: 10 }, () => new Float64Array(years));
  for (let year = 0; year < years; year++) {
    percentiles(nominal.subarray(year * FAN_PATHS, year * FAN_PATHS + fanPaths), fan, 0, year);
    percentiles(real.subarray(year * FAN_PATHS, year * FAN_PATHS + fanPaths), fan, 5, year);
  }
  return { yourOdds: succeeded / paths, failedPaths: failed, corpusFor90, sipFor90, spendFor90, earliestOffset, medianRunOutYear, fan };
}

// ─── Order statistics, as the core computes them ───────────────────────────────────────────

const rankOf = (share: number, count: number) => Math.max(0, Math.ceil(share * count) - 1);

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

const SAMPLE = 64;
const SLICE_BITS = 9;
/** Buckets: the zeros, below the sample's range, 2^SLICE_BITS slices, above it. */
const BUCKETS = (1 << SLICE_BITS) + 3;
const bucketCounts = new Int32Array(BUCKETS);
const bucketMark = new Int32Array(BUCKETS);
const rowBuckets = new Uint16Array(FAN_PATHS);
const gathered = new Float64Array(FAN_PATHS);
const wantedRank = new Int32Array(5);
const wantedBucket = new Int32Array(5);
const wantedBelow = new Int32Array(5);
const gatherStart = new Int32Array(6);
const gatherFill = new Int32Array(6);
/** The bits of a double as two 32-bit halves (little-endian: [low, high]). */
const bitsOf = new Float64Array(1);
const halves = new Uint32Array(bitsOf.buffer);

/** A non-negative double's high 32 bits (they order as the double does, never the wrong way round). */
function highBits(value: number): number {
  bitsOf[0] = value;
  return halves[1];
}

/** The bucket of a non-negative double: 0 for a zero; 1 below the range from high bits `low`; 2 + its slice; `slices` + 2 above. */
function bucketOf(value: number, low: number, shift: number, slices: number): number {
  if (value === 0) return 0;
  return Math.min(Math.max((highBits(value) - low) >> shift, -1), slices) + 2;
}

/** The fan's percentiles of one row by the core's radix select (the range from a sample of the row's first values; the zeros in their own bucket). */
function percentiles(row: Float64Array, out: Float64Array[], offset: number, year: number): void {
  const count = row.length;
  wantedRank[0] = rankOf(0.1, count);
  wantedRank[1] = rankOf(0.25, count);
  wantedRank[2] = rankOf(0.5, count);
  wantedRank[3] = rankOf(0.75, count);
  wantedRank[4] = rankOf(0.9, count);
  // The high bits' range over the sample's values with positive high bits; the whole row's when there are none.
  let low = Infinity;
  let high = 0;
  const fold = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const bits = highBits(row[i]);
      if (bits > 0 && bits < low) low = bits;
      if (bits > high) high = bits;
    }
  };
  const sampled = Math.min(count, SAMPLE);
  fold(0, sampled);
  if (high === 0) fold(sampled, count);
  if (high === 0 && row.every((value) => value === 0)) {
    for (let t = 0; t < 5; t++) out[offset + t][year] = 0;
    return;
  }
  if (high === 0) low = 0; // only values below 2^-1042: one slice from 0
  const span = high - low;
  const shift = Math.max(0, 32 - Math.clz32(span) - SLICE_BITS);
  const slices = (span >> shift) + 1;
  bucketCounts.fill(0, 0, slices + 3);
  for (let i = 0; i < count; i++) {
    const bucket = bucketOf(row[i], low, shift, slices);
    rowBuckets[i] = bucket;
    bucketCounts[bucket]++;
  }
  let below = 0;
  let bucket = 0;
  let groups = 0;
  let nextStart = 0;
  for (let t = 0; t < 5; t++) {
    const rank = wantedRank[t];
    while (below + bucketCounts[bucket] <= rank) below += bucketCounts[bucket++];
    wantedBucket[t] = bucket;
    wantedBelow[t] = below;
    if (bucket !== 0 && bucketMark[bucket] === 0) {
      gatherStart[groups] = nextStart;
      gatherFill[groups] = nextStart;
      nextStart += bucketCounts[bucket];
      bucketMark[bucket] = ++groups;
    }
  }
  if (groups > 0) {
    for (let i = 0; i < count; i++) {
      const mark = bucketMark[rowBuckets[i]];
      if (mark !== 0) gathered[gatherFill[mark - 1]++] = row[i];
    }
  }
  for (let t = 0; t < 5; t++) {
    const wanted = wantedBucket[t];
    if (wanted === 0) out[offset + t][year] = 0;
    else {
      const g = bucketMark[wanted] - 1;
      const start = gatherStart[g];
      out[offset + t][year] = selectKth(gathered, start, gatherFill[g] - 1, start + wantedRank[t] - wantedBelow[t]);
    }
  }
  for (let t = 0; t < 5; t++) bucketMark[wantedBucket[t]] = 0;
}
