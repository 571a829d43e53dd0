// Same-algorithm twin of assembly/xirr.ts: Newton's method on r from 10%, and when it fails a
// grid of ln(1 + r) scanned outward from 0 with bisection of the first sign change. The flows
// are parsed and written by the worker's own writeFlows into an array like the core's INPUTS
// (days after the earliest flow, amount), so both sides pay the same date parsing.
import { writeFlows, XIRR_STRIDE, xirrResult } from "../../workers/api/returns";
import type { XirrInputs, XirrResult } from "../../workers/contracts/returns";
import { CoreDomainError } from "../../workers/core-buffers";
import { finishedRows, TWIN_BUFFERS } from "./buffers";

/** assembly/buffers.ts INPUT_CAPACITY. */
const TWIN_INPUT_CAPACITY = 256;
const flows = new Float64Array(TWIN_INPUT_CAPACITY);

const DAYS_PER_YEAR = 365;
const MAX_SPAN_DAYS = 36_525;
const MIN_LOG_GROWTH = -9.210340371976182;
const MAX_LOG_GROWTH = 9.210440366976517;
const GRID_STEPS_EACH_SIDE = 600;
const NEWTON_START_RATE = 0.1;
const NEWTON_MAX_STEPS = 60;
const BISECTION_STEPS = 200;
// Statuses, scalar slots and table columns (assembly/xirr.ts XIRR_*).
const SOLVED = 0;
const NO_SIGN_CHANGE = 1;
const NO_SOLUTION = 2;
const STATUS = 0;
const RATE_PCT = 1;
const NPV_AT_RATE = 2;
const INVESTED = 3;
const RETURNED = 4;
const SPAN_YEARS = 5;
const METHOD = 6;
const COL_YEARS = 0;
const COL_AMOUNT = 1;
const COL_PRESENT_VALUE = 2;

function flowYears(k: number): number {
  return flows[k * XIRR_STRIDE] / DAYS_PER_YEAR;
}
function flowAmount(k: number): number {
  return flows[k * XIRR_STRIDE + 1];
}
function discount(years: number, logGrowth: number): number {
  return Math.expm1(-years * logGrowth) + 1;
}

function npv(count: number, logGrowth: number): number {
  let sum = 0;
  for (let k = 0; k < count; k++) sum += flowAmount(k) * discount(flowYears(k), logGrowth);
  return sum;
}

/** The NPV times a positive factor that keeps every term finite (only its sign is used). */
function scaledNpv(count: number, logGrowth: number, latestYears: number): number {
  const shift = logGrowth < 0 ? latestYears : 0;
  let sum = 0;
  for (let k = 0; k < count; k++) sum += flowAmount(k) * (Math.expm1(logGrowth * (shift - flowYears(k))) + 1);
  return sum;
}

function newton(count: number): number {
  let rate = NEWTON_START_RATE;
  for (let step = 0; step < NEWTON_MAX_STEPS; step++) {
    const logGrowth = Math.log1p(rate);
    let value = 0;
    let slope = 0;
    for (let k = 0; k < count; k++) {
      const years = flowYears(k);
      const term = flowAmount(k) * discount(years, logGrowth);
      value += term;
      slope -= (years * term) / (1 + rate);
    }
    if (!(slope !== 0) || !Number.isFinite(value) || !Number.isFinite(slope)) return Number.NaN;
    const next = rate - value / slope;
    if (!(next > -1) || !Number.isFinite(next) || Math.log1p(next) > MAX_LOG_GROWTH || Math.log1p(next) < MIN_LOG_GROWTH) return Number.NaN;
    if (Math.abs(next - rate) <= 1e-12 * (1 + Math.abs(next))) return next;
    rate = next;
  }
  return Number.NaN;
}

function bisect(count: number, low: number, high: number, latestYears: number): number {
  let lowValue = scaledNpv(count, low, latestYears);
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const middle = 0.5 * (low + high);
    if (middle === low || middle === high) break;
    const value = scaledNpv(count, middle, latestYears);
    if (value === 0) return middle;
    if (value < 0 === lowValue < 0) {
      low = middle;
      lowValue = value;
    } else {
      high = middle;
    }
  }
  return 0.5 * (low + high);
}

function bracketed(count: number, latestYears: number): number {
  const upStep = MAX_LOG_GROWTH / GRID_STEPS_EACH_SIDE;
  const downStep = -MIN_LOG_GROWTH / GRID_STEPS_EACH_SIDE;
  const atZero = scaledNpv(count, 0, latestYears);
  if (atZero === 0) return 0;
  let upPrevious = atZero;
  let downPrevious = atZero;
  for (let j = 1; j <= GRID_STEPS_EACH_SIDE; j++) {
    const up = j * upStep;
    const upValue = scaledNpv(count, up, latestYears);
    if (upValue === 0) return up;
    if (upValue < 0 !== upPrevious < 0) return bisect(count, up - upStep, up, latestYears);
    upPrevious = upValue;
    const down = -j * downStep;
    const downValue = scaledNpv(count, down, latestYears);
    if (downValue === 0) return down;
    if (downValue < 0 !== downPrevious < 0) return bisect(count, down, down + downStep, latestYears);
    downPrevious = downValue;
  }
  return Number.NaN;
}

/** The XIRR of dated flows as the calc API's `xirr` returns it. */
export function xirrTwin({ flows: cashFlows }: XirrInputs): XirrResult {
  writeFlows(flows, cashFlows);
  const count = cashFlows.length;
  const { scalars, columns } = TWIN_BUFFERS;
  let invested = 0;
  let returned = 0;
  let latestYears = 0;
  for (let k = 0; k < count; k++) {
    const days = flows[k * XIRR_STRIDE];
    const amount = flowAmount(k);
    if (!(days >= 0) || days > MAX_SPAN_DAYS || !Number.isInteger(days) || !Number.isFinite(amount)) throw new CoreDomainError("XIRR");
    if (amount < 0) invested -= amount;
    else returned += amount;
    latestYears = Math.max(latestYears, flowYears(k));
  }
  scalars[INVESTED] = invested;
  scalars[RETURNED] = returned;
  scalars[SPAN_YEARS] = latestYears;
  scalars[RATE_PCT] = 0;
  scalars[NPV_AT_RATE] = 0;
  scalars[METHOD] = 0;
  if (!(invested > 0) || !(returned > 0)) {
    scalars[STATUS] = NO_SIGN_CHANGE;
    return xirrResult(TWIN_BUFFERS, finishedRows(0));
  }

  let rate = newton(count);
  if (Number.isNaN(rate)) {
    const logGrowth = bracketed(count, latestYears);
    if (Number.isNaN(logGrowth)) {
      scalars[STATUS] = NO_SOLUTION;
      return xirrResult(TWIN_BUFFERS, finishedRows(0));
    }
    rate = Math.expm1(logGrowth);
    scalars[METHOD] = 1;
  }
  const logGrowth = Math.log1p(rate);
  scalars[STATUS] = SOLVED;
  scalars[RATE_PCT] = rate * 100;
  scalars[NPV_AT_RATE] = npv(count, logGrowth);
  for (let k = 0; k < count; k++) {
    const years = flowYears(k);
    columns[COL_YEARS * count + k] = years;
    columns[COL_AMOUNT * count + k] = flowAmount(k);
    columns[COL_PRESENT_VALUE * count + k] = flowAmount(k) * discount(years, logGrowth);
  }
  return xirrResult(TWIN_BUFFERS, finishedRows(count));
}
