// The retirement planner's simulation written as a competent developer would write it in plain
// TypeScript, without WebAssembly: the same algorithm as assembly/monte-carlo.ts (xoshiro256**
// seeded by splitmix64 per path, Marsaglia's polar normals, the same yearly drawdown, exact
// percentiles by the same in-place selection) so the bench compares like with like. JavaScript
// has no 64-bit integers outside BigInt (far too slow for this), so the generator keeps each
// 64-bit word as two 32-bit halves. tests/wasm/monte-carlo-twin.test.ts checks it equals the
// core to 1e-9.

/** Half-words of the generator's state: s[2k] high, s[2k+1] low, for the four 64-bit words. */
const state = new Uint32Array(8);
let spare = 0;
let hasSpare = false;

// 64-bit helpers on (hi, lo) pairs, results in these two slots.
let rh = 0;
let rl = 0;

/** (ah, al) × (bh, bl) mod 2^64, in 16-bit pieces so no partial product loses bits. */
function mul64(ah: number, al: number, bh: number, bl: number): void {
  const a0 = al & 0xffff;
  const a1 = al >>> 16;
  const b0 = bl & 0xffff;
  const b1 = bl >>> 16;
  const p00 = a0 * b0;
  const p01 = a0 * b1;
  const p10 = a1 * b0;
  const middle = (p00 >>> 16) + (p01 & 0xffff) + (p10 & 0xffff);
  rl = ((middle & 0xffff) << 16) | (p00 & 0xffff);
  rl >>>= 0;
  const carry = (middle >>> 16) + (p01 >>> 16) + (p10 >>> 16) + a1 * b1;
  rh = (carry + Math.imul(ah, bl) + Math.imul(al, bh)) >>> 0;
}

function add64(ah: number, al: number, bh: number, bl: number): void {
  const low = (al >>> 0) + (bl >>> 0);
  rl = low >>> 0;
  rh = (ah + bh + (low > 0xffffffff ? 1 : 0)) >>> 0;
}

/** splitmix64's finaliser of (h, l), into (rh, rl). */
function mix(h: number, l: number): void {
  // z ^= z >> 30; z *= 0xbf58476d1ce4e5b9
  let zl = (l ^ ((l >>> 30) | (h << 2))) >>> 0;
  let zh = (h ^ (h >>> 30)) >>> 0;
  mul64(zh, zl, 0xbf58476d, 0x1ce4e5b9);
  // z ^= z >> 27; z *= 0x94d049bb133111eb
  zl = (rl ^ ((rl >>> 27) | (rh << 5))) >>> 0;
  zh = (rh ^ (rh >>> 27)) >>> 0;
  mul64(zh, zl, 0x94d049bb, 0x133111eb);
  // z ^= z >> 31
  zl = (rl ^ ((rl >>> 31) | (rh << 1))) >>> 0;
  zh = (rh ^ (rh >>> 31)) >>> 0;
  rh = zh;
  rl = zl;
}

function seedPath(seed: number, path: number): void {
  // x = mix((seed << 32) ^ (path × 0xd1b54a32d192ed03))
  mul64(0, path >>> 0, 0xd1b54a32, 0xd192ed03);
  mix((seed ^ rh) >>> 0, rl);
  let xh = rh;
  let xl = rl;
  for (let word = 0; word < 4; word++) {
    add64(xh, xl, 0x9e3779b9, 0x7f4a7c15);
    xh = rh;
    xl = rl;
    mix(xh, xl);
    state[2 * word] = rh;
    state[2 * word + 1] = rl;
  }
  hasSpare = false;
}

/** xoshiro256**: the next output's top 53 bits as a double in [−1, 1). */
function nextSigned(): number {
  const s0h = state[0], s0l = state[1], s1h = state[2], s1l = state[3];
  const s2h = state[4], s2l = state[5], s3h = state[6], s3l = state[7];
  // result = rotl(s1 × 5, 7) × 9
  add64((s1h << 2) | (s1l >>> 30), s1l << 2, s1h, s1l);
  const fh = rh, fl = rl;
  const gh = ((fh << 7) | (fl >>> 25)) >>> 0;
  const gl = ((fl << 7) | (fh >>> 25)) >>> 0;
  add64((gh << 3) | (gl >>> 29), gl << 3, gh, gl);
  const outH = rh, outL = rl;
  // t = s1 << 17
  const th = ((s1h << 17) | (s1l >>> 15)) >>> 0;
  const tl = (s1l << 17) >>> 0;
  const n2h = (s2h ^ s0h) >>> 0, n2l = (s2l ^ s0l) >>> 0;
  const n3h = (s3h ^ s1h) >>> 0, n3l = (s3l ^ s1l) >>> 0;
  state[2] = s1h ^ n2h;
  state[3] = s1l ^ n2l;
  state[0] = s0h ^ n3h;
  state[1] = s0l ^ n3l;
  const m2h = n2h ^ th, m2l = n2l ^ tl;
  state[4] = m2h;
  state[5] = m2l;
  // s3 = rotl(s3, 45): the halves swap (32) and turn 13 more.
  state[6] = (n3l << 13) | (n3h >>> 19);
  state[7] = (n3h << 13) | (n3l >>> 19);
  // (out >> 11) × 2^-52 − 1: the top 53 bits are outH × 2^21 + (outL >>> 11).
  return ((outH >>> 0) * 2097152 + (outL >>> 11)) * 2.220446049250313e-16 - 1;
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
