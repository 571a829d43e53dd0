// The returns family: marshals calls into assembly/returns.ts and assembly/xirr.ts. Scalar
// slots, column orders and statuses mirror the constants there.
import type { CagrResult, CashFlow, ReturnsApi, SimpleInterestResult, SwpResult, XirrResult, XirrStatus } from "../contracts/returns";
import { checkedRows, inputBuffer, readScalars, readTable, resultBuffers, settledValue, type BufferExports, type ResultBuffers } from "../core-buffers";

/** The raw exports of assembly/returns.ts and assembly/xirr.ts. */
export interface ReturnsCoreExports {
  swpProjection(corpus: number, monthlyWithdrawal: number, annualRatePct: number, years: number): number;
  cagr(initialValue: number, finalValue: number, years: number): number;
  simpleInterest(principal: number, annualRatePct: number, years: number): number;
  xirr(flowCount: number): number;
}

type ReturnsCore = BufferExports & ReturnsCoreExports;

const SWP_COLUMNS = ["year", "withdrawn", "returns", "balance"] as const satisfies readonly (keyof SwpResult["projection"])[];
const CAGR_COLUMNS = ["year", "value"] as const satisfies readonly (keyof CagrResult["projection"])[];
const SIMPLE_COLUMNS = ["year", "interest", "total"] as const satisfies readonly (keyof SimpleInterestResult["projection"])[];
const XIRR_COLUMNS = ["years", "amount", "presentValue"] as const satisfies readonly (keyof XirrResult["flows"])[];
/** assembly/xirr.ts XIRR_SOLVED, XIRR_NO_SIGN_CHANGE, XIRR_NO_SOLUTION. */
const XIRR_STATUSES: readonly XirrStatus[] = ["solved", "no-sign-change", "no-solution"];
/** assembly/xirr.ts MAX_XIRR_FLOWS and XIRR_STRIDE (days after the earliest flow, amount). */
export const MAX_XIRR_FLOWS = 100;
export const XIRR_STRIDE = 2;

// Character codes of an ISO date, yyyy-mm-dd.
const ISO_DATE_LENGTH = 10;
const CHAR_ZERO = 48;
const CHAR_NINE = 57;
const CHAR_DASH = 45;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
/** Days from 0000-03-01 (the start of the proleptic Gregorian calendar's 400-year cycle as counted below) to 1970-01-01. */
const EPOCH_DAY = 719_468;
const DAYS_PER_400_YEARS = 146_097;
/** Years below 100 are refused: `Date` would read them as 19xx, so they are almost surely a typing slip. */
const FIRST_YEAR = 100;

/** The number in `text` from `from` to `to` (exclusive), or NaN when any character is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code < CHAR_ZERO || code > CHAR_NINE) return Number.NaN;
    value = value * 10 + (code - CHAR_ZERO);
  }
  return value;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days since 1970-01-01 of an ISO date, or NaN when it is not a real calendar date. Read from
 * the string's character codes, with the civil-calendar day count (400-year cycles of
 * 146,097 days, years starting in March): no match array and no Date per flow.
 */
export function isoDay(date: string): number {
  if (date.length !== ISO_DATE_LENGTH || date.charCodeAt(4) !== CHAR_DASH || date.charCodeAt(7) !== CHAR_DASH) return Number.NaN;
  const year = digits(date, 0, 4);
  const month = digits(date, 5, 7);
  const day = digits(date, 8, 10);
  if (!(year >= FIRST_YEAR) || !(month >= 1 && month <= 12) || !(day >= 1)) return Number.NaN;
  if (day > (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1])) return Number.NaN;
  // Counted from March, so a leap day ends its year.
  const marchYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(marchYear / 400);
  const yearOfEra = marchYear - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_400_YEARS + dayOfEra - EPOCH_DAY;
}

/**
 * Writes each flow as (days after the earliest flow, amount), XIRR_STRIDE numbers, into
 * `into` (the core's INPUTS, or bench/twins' own array), in place.
 */
export function writeFlows(into: Float64Array, flows: readonly CashFlow[]): void {
  if (flows.length < 2 || flows.length > MAX_XIRR_FLOWS) throw new RangeError(`between 2 and ${MAX_XIRR_FLOWS} cash flows, got ${flows.length}`);
  let first = Infinity;
  for (let k = 0; k < flows.length; k++) {
    const day = isoDay(flows[k].date);
    if (Number.isNaN(day)) throw new RangeError("every cash flow needs a real date as yyyy-mm-dd");
    into[k * XIRR_STRIDE] = day;
    into[k * XIRR_STRIDE + 1] = flows[k].amount;
    if (day < first) first = day;
  }
  for (let k = 0; k < flows.length; k++) into[k * XIRR_STRIDE] -= first;
}

/** The SWP result from the last call's scalars and table (the core's, or bench/twins'). */
export function swpResult(buffers: ResultBuffers, rows: number): SwpResult {
  const [totalWithdrawn, finalBalance, totalReturns, fullMonths, lastPartial, months] = readScalars(buffers, 6);
  return {
    totalWithdrawn,
    finalBalance,
    totalReturns,
    fullMonths: fullMonths < 0 ? null : fullMonths,
    lastPartial,
    months,
    projection: readTable(buffers, rows, SWP_COLUMNS),
  };
}

/** The XIRR result from the last call's scalars and table (the core's, or bench/twins'). */
export function xirrResult(buffers: ResultBuffers, rows: number): XirrResult {
  const [status, xirr, npvAtRate, invested, returned, spanYears] = readScalars(buffers, 6);
  return {
    status: XIRR_STATUSES[status],
    xirr,
    npvAtRate,
    invested,
    returned,
    gain: returned - invested,
    spanYears,
    flows: readTable(buffers, rows, XIRR_COLUMNS),
  };
}

export function returnsApi(corePromise: Promise<ReturnsCore>): ReturnsApi {
  const coreNow = settledValue(corePromise);
  return {
    async swp({ corpus, monthlyWithdrawal, annualRate, years }) {
      const core = coreNow() ?? (await corePromise);
      return swpResult(resultBuffers(core), checkedRows(core.swpProjection(corpus, monthlyWithdrawal, annualRate, years), "SWP"));
    },
    async cagr({ initialValue, finalValue, years }) {
      const core = coreNow() ?? (await corePromise);
      const rows = checkedRows(core.cagr(initialValue, finalValue, years), "CAGR");
      const [cagr, absoluteReturn, gain] = readScalars(resultBuffers(core), 3);
      return { cagr, absoluteReturn, gain, projection: readTable(resultBuffers(core), rows, CAGR_COLUMNS) };
    },
    async simpleInterest({ principal, annualRate, timePeriod }) {
      const core = coreNow() ?? (await corePromise);
      const rows = checkedRows(core.simpleInterest(principal, annualRate, timePeriod), "simple interest");
      const [interest, total] = readScalars(resultBuffers(core), 2);
      return { interest, total, projection: readTable(resultBuffers(core), rows, SIMPLE_COLUMNS) };
    },
    async xirr({ flows }) {
      const core = coreNow() ?? (await corePromise);
      writeFlows(inputBuffer(core), flows);
      return xirrResult(resultBuffers(core), checkedRows(core.xirr(flows.length), "XIRR"));
    },
  };
}
