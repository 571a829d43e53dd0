// XIRR: the annual rate r at which dated cash flows are worth nothing today,
// Σ amount_k / (1 + r)^(days_k / 365) = 0, with days counted from the first flow (the
// spreadsheet XIRR convention: actual days ÷ 365).
//
// Flows arrive in INPUTS, XIRR_STRIDE numbers each: days after the earliest flow, amount in
// rupees (negative: money put in; positive: money taken out or the value today).
// Solved by Newton's method from 10%; when Newton fails (a step leaves r > -1, the slope
// vanishes, or it does not settle), the rate is bracketed on a grid of ln(1 + r) scanned
// outward from r = 0, so the root nearest 0% is found first, then halved to full precision.
import { ERR_DOMAIN, input, setCell, setScalar } from "./buffers";

export const MAX_XIRR_FLOWS: i32 = 100;
export const XIRR_STRIDE: i32 = 2;
const DAYS_PER_YEAR: f64 = 365;
/** Flows more than 100 years apart are outside the core's domain. */
const MAX_SPAN_DAYS: f64 = 36_525;

// Status (scalar XIRR_STATUS).
export const XIRR_SOLVED: i32 = 0;
/** Every amount has the same sign (or is 0): no rate can make them cancel. */
export const XIRR_NO_SIGN_CHANGE: i32 = 1;
/** The amounts change sign, but no rate between -99.99% and 1,000,000% makes them cancel. */
export const XIRR_NO_SOLUTION: i32 = 2;

// Scalar slots.
export const XIRR_STATUS: i32 = 0;
export const XIRR_RATE_PCT: i32 = 1;
/** The flows' value at the answer, discounted to the first date (about 0: a check). */
export const XIRR_NPV_AT_RATE: i32 = 2;
export const XIRR_INVESTED: i32 = 3;
export const XIRR_RETURNED: i32 = 4;
export const XIRR_SPAN_YEARS: i32 = 5;
/** 0 when Newton's method found the rate, 1 when the bracketing search did. */
export const XIRR_METHOD: i32 = 6;

// Table columns, one row per flow in input order.
export const XIRR_COL_YEARS: i32 = 0;
export const XIRR_COL_AMOUNT: i32 = 1;
export const XIRR_COL_PRESENT_VALUE: i32 = 2;

/** The search covers ln(1 + r) from ln(0.0001) to ln(10,001): r from -99.99% to 1,000,000%. */
const MIN_LOG_GROWTH: f64 = -9.210340371976182;
const MAX_LOG_GROWTH: f64 = 9.210440366976517;
const GRID_STEPS_EACH_SIDE: i32 = 600;
const NEWTON_START_RATE: f64 = 0.1;
const NEWTON_MAX_STEPS: i32 = 60;
const BISECTION_STEPS: i32 = 200;

@inline function flowYears(k: i32): f64 {
  return input(k * XIRR_STRIDE) / DAYS_PER_YEAR;
}
@inline function flowAmount(k: i32): f64 {
  return input(k * XIRR_STRIDE + 1);
}

/** 1 / (1 + r)^t given ln(1 + r), as expm1(-t ln(1 + r)) + 1 (no table-driven exp in the module). */
@inline function discount(years: f64, logGrowth: f64): f64 {
  return Math.expm1(-years * logGrowth) + 1;
}

/** Net present value at the rate whose ln(1 + r) is `logGrowth`. */
function npv(count: i32, logGrowth: f64): f64 {
  let sum: f64 = 0;
  for (let k: i32 = 0; k < count; k++) sum += flowAmount(k) * discount(flowYears(k), logGrowth);
  return sum;
}

/**
 * The NPV times a positive factor that keeps every term finite: e^(y × latest) below r = 0
 * (so each term is a_k e^(y (latest - t_k)), at most a_k) and 1 above it. Only its sign is used.
 */
function scaledNpv(count: i32, logGrowth: f64, latestYears: f64): f64 {
  const shift = logGrowth < 0 ? latestYears : 0;
  let sum: f64 = 0;
  for (let k: i32 = 0; k < count; k++) sum += flowAmount(k) * (Math.expm1(logGrowth * (shift - flowYears(k))) + 1);
  return sum;
}

/** Newton's method on r; NaN when it fails. */
function newton(count: i32): f64 {
  let rate = NEWTON_START_RATE;
  for (let step: i32 = 0; step < NEWTON_MAX_STEPS; step++) {
    const logGrowth = Math.log1p(rate);
    let value: f64 = 0;
    let slope: f64 = 0;
    for (let k: i32 = 0; k < count; k++) {
      const years = flowYears(k);
      const term = flowAmount(k) * discount(years, logGrowth);
      value += term;
      slope -= (years * term) / (1 + rate);
    }
    if (!(slope != 0) || !isFinite(value) || !isFinite(slope)) return NaN;
    const next = rate - value / slope;
    if (!(next > -1) || !isFinite(next) || Math.log1p(next) > MAX_LOG_GROWTH || Math.log1p(next) < MIN_LOG_GROWTH) return NaN;
    if (Math.abs(next - rate) <= 1e-12 * (1 + Math.abs(next))) return next;
    rate = next;
  }
  return NaN;
}

/** Bisection of ln(1 + r) between two grid points whose scaled NPVs differ in sign. */
function bisect(count: i32, low: f64, high: f64, latestYears: f64): f64 {
  let lowValue = scaledNpv(count, low, latestYears);
  for (let step: i32 = 0; step < BISECTION_STEPS; step++) {
    const middle = 0.5 * (low + high);
    if (middle == low || middle == high) break;
    const value = scaledNpv(count, middle, latestYears);
    if (value == 0) return middle;
    if (value < 0 == lowValue < 0) {
      low = middle;
      lowValue = value;
    } else {
      high = middle;
    }
  }
  return 0.5 * (low + high);
}

/** The grid search outward from r = 0; NaN when no sign change is found. */
function bracketed(count: i32, latestYears: f64): f64 {
  const upStep = MAX_LOG_GROWTH / <f64>GRID_STEPS_EACH_SIDE;
  const downStep = -MIN_LOG_GROWTH / <f64>GRID_STEPS_EACH_SIDE;
  const atZero = scaledNpv(count, 0, latestYears);
  if (atZero == 0) return 0;
  let upPrevious = atZero;
  let downPrevious = atZero;
  for (let j: i32 = 1; j <= GRID_STEPS_EACH_SIDE; j++) {
    const up = <f64>j * upStep;
    const upValue = scaledNpv(count, up, latestYears);
    if (upValue == 0) return up;
    if (upValue < 0 != upPrevious < 0) return bisect(count, up - upStep, up, latestYears);
    upPrevious = upValue;
    const down = -<f64>j * downStep;
    const downValue = scaledNpv(count, down, latestYears);
    if (downValue == 0) return down;
    if (downValue < 0 != downPrevious < 0) return bisect(count, down, down + downStep, latestYears);
    downPrevious = downValue;
  }
  return NaN;
}

/**
 * XIRR of `flowCount` flows in INPUTS. Scalars: status, rate %, NPV at the rate, money in,
 * money out, span in years, method. Table (solved only): years from the first flow, amount,
 * value discounted to the first date at the rate. Returns the row count (0 when not solved),
 * or ERR_DOMAIN.
 */
export function xirr(flowCount: i32): i32 {
  if (flowCount < 2 || flowCount > MAX_XIRR_FLOWS) return ERR_DOMAIN;
  let invested: f64 = 0;
  let returned: f64 = 0;
  let latestYears: f64 = 0;
  for (let k: i32 = 0; k < flowCount; k++) {
    const days = input(k * XIRR_STRIDE);
    const amount = flowAmount(k);
    if (!(days >= 0) || days > MAX_SPAN_DAYS || days != Math.floor(days) || !isFinite(amount)) return ERR_DOMAIN;
    if (amount < 0) invested -= amount;
    else returned += amount;
    latestYears = Math.max(latestYears, flowYears(k));
  }
  setScalar(XIRR_INVESTED, invested);
  setScalar(XIRR_RETURNED, returned);
  setScalar(XIRR_SPAN_YEARS, latestYears);
  setScalar(XIRR_RATE_PCT, 0);
  setScalar(XIRR_NPV_AT_RATE, 0);
  setScalar(XIRR_METHOD, 0);
  if (!(invested > 0) || !(returned > 0)) {
    setScalar(XIRR_STATUS, <f64>XIRR_NO_SIGN_CHANGE);
    return 0;
  }

  let rate = newton(flowCount);
  if (isNaN(rate)) {
    const logGrowth = bracketed(flowCount, latestYears);
    if (isNaN(logGrowth)) {
      setScalar(XIRR_STATUS, <f64>XIRR_NO_SOLUTION);
      return 0;
    }
    rate = Math.expm1(logGrowth);
    setScalar(XIRR_METHOD, 1);
  }
  const logGrowth = Math.log1p(rate);
  setScalar(XIRR_STATUS, <f64>XIRR_SOLVED);
  setScalar(XIRR_RATE_PCT, rate * 100);
  setScalar(XIRR_NPV_AT_RATE, npv(flowCount, logGrowth));
  for (let k: i32 = 0; k < flowCount; k++) {
    const years = flowYears(k);
    setCell(XIRR_COL_YEARS, flowCount, k, years);
    setCell(XIRR_COL_AMOUNT, flowCount, k, flowAmount(k));
    setCell(XIRR_COL_PRESENT_VALUE, flowCount, k, flowAmount(k) * discount(years, logGrowth));
  }
  return flowCount;
}
