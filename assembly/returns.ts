// Returns and withdrawals: the systematic withdrawal plan (SWP), the compound
// annual growth rate (CAGR), simple interest. XIRR is in xirr.ts.
// Powers go through compound() (growth.ts): expm1(n × log1p(r)) + 1, no pow/exp tables.
import { ERR_DOMAIN, MAX_ROWS, setCell, setScalar } from "./buffers";
import { MAX_MONTHS } from "./growth";

// SWP scalar slots.
export const SWP_TOTAL_WITHDRAWN: i32 = 0;
export const SWP_FINAL_BALANCE: i32 = 1;
export const SWP_TOTAL_RETURNS: i32 = 2;
/** Months of full withdrawals before the money runs out; -1 when it never does. */
export const SWP_FULL_MONTHS: i32 = 3;
/** The smaller last withdrawal in the month after the full ones (0 when none). */
export const SWP_LAST_PARTIAL: i32 = 4;
/** Months in the period asked about (round(years × 12)). */
export const SWP_MONTHS: i32 = 5;

// SWP table columns, one row per year of the period (until the money runs out).
export const SWP_COL_YEAR: i32 = 0;
export const SWP_COL_WITHDRAWN: i32 = 1;
export const SWP_COL_RETURNS: i32 = 2;
export const SWP_COL_BALANCE: i32 = 3;

/** A remainder below half a paisa left by floating-point rounding counts as nothing. */
const NOTHING_LEFT_RUPEES: f64 = 0.005;
/** Full withdrawals are counted up to this many months (a thousand years); past it, "at least this long". */
const LONGEST_LASTING_MONTHS: f64 = 12_000;

/**
 * SWP: `corpus` invested today earns `annualRatePct` / 12 a month, and `monthlyWithdrawal`
 * is taken out at the end of each month, after that month's returns. In closed form, the
 * balance after k full withdrawals is B(k) = C g^k − W (g^k − 1) / i with g = 1 + i (C − W k
 * when i = 0). It falls to zero at k* = ln(W / (W − C i)) / ln g when W > C i, and never when
 * W ≤ C i (the returns pay the withdrawals). The money gives ⌊k*⌋ full withdrawals and then
 * what is left, B(⌊k*⌋) × g, a month later.
 * Scalars: withdrawn and returns over the period, balance at its end, full months, the last
 * partial withdrawal, the period's months. Table per year of the period until the money runs
 * out: withdrawn that year, returns that year, balance at the year end.
 * Returns the row count, or ERR_DOMAIN.
 */
export function swpProjection(corpus: f64, monthlyWithdrawal: f64, annualRatePct: f64, years: f64): i32 {
  const months = Math.round(years * 12);
  if (!(corpus > 0) || !isFinite(corpus) || !(monthlyWithdrawal >= 0) || !isFinite(monthlyWithdrawal)) return ERR_DOMAIN;
  if (!(annualRatePct >= 0) || annualRatePct > 100 || !(months >= 1) || months > MAX_MONTHS) return ERR_DOMAIN;
  const i = annualRatePct / 1200;
  const fullMonths = swpFullMonths(corpus, monthlyWithdrawal, i);
  const partial = fullMonths < 0 || fullMonths >= LONGEST_LASTING_MONTHS ? <f64>0 : swpBalanceAfter(corpus, monthlyWithdrawal, i, fullMonths) * (1 + i);
  setScalar(SWP_FULL_MONTHS, fullMonths);
  setScalar(SWP_MONTHS, months);

  // Rows until the money runs out: the year of the last (partial) withdrawal ends the table.
  const partialShown = partial < NOTHING_LEFT_RUPEES ? <f64>0 : partial;
  setScalar(SWP_LAST_PARTIAL, partialShown);
  const lastMonth = fullMonths < 0 ? months : Math.max(1, Math.min(months, partialShown > 0 ? fullMonths + 1 : fullMonths));
  const rows = <i32>Math.ceil(lastMonth / 12);
  if (rows > MAX_ROWS) return ERR_DOMAIN;
  let previousBalance = corpus;
  let previousWithdrawn: f64 = 0;
  for (let row: i32 = 0; row < rows; row++) {
    const month = Math.min(<f64>(12 * (row + 1)), months);
    const balance = swpBalanceAt(corpus, monthlyWithdrawal, i, fullMonths, month);
    const withdrawn = swpWithdrawnBy(monthlyWithdrawal, fullMonths, partialShown, month);
    setCell(SWP_COL_YEAR, rows, row, month / 12);
    setCell(SWP_COL_WITHDRAWN, rows, row, withdrawn - previousWithdrawn);
    // Returns of the year: what the balance gained beyond what was taken out.
    setCell(SWP_COL_RETURNS, rows, row, balance - previousBalance + (withdrawn - previousWithdrawn));
    setCell(SWP_COL_BALANCE, rows, row, balance);
    previousBalance = balance;
    previousWithdrawn = withdrawn;
  }
  setScalar(SWP_TOTAL_WITHDRAWN, previousWithdrawn);
  setScalar(SWP_FINAL_BALANCE, previousBalance);
  setScalar(SWP_TOTAL_RETURNS, previousBalance + previousWithdrawn - corpus);
  return rows;
}

/** B(k): the balance after k full withdrawals, while the money lasts. */
function swpBalanceAfter(corpus: f64, withdrawal: f64, i: f64, k: f64): f64 {
  if (i == 0) return corpus - withdrawal * k;
  const growthMinusOne = Math.expm1(k * Math.log1p(i));
  return corpus * (growthMinusOne + 1) - (withdrawal * growthMinusOne) / i;
}

/** ⌊k*⌋, the number of full withdrawals the corpus pays, or -1 when it pays them for ever. */
function swpFullMonths(corpus: f64, withdrawal: f64, i: f64): f64 {
  if (withdrawal == 0 || withdrawal <= corpus * i) return -1;
  const exact = i == 0 ? corpus / withdrawal : Math.log1p((corpus * i) / (withdrawal - corpus * i)) / Math.log1p(i);
  // Past a thousand years the answer is "longer than anyone asks", and g^k would overflow.
  if (!(exact < LONGEST_LASTING_MONTHS)) return LONGEST_LASTING_MONTHS;
  let full = Math.floor(exact);
  // k* can land a hair either side of a whole month in floating point: B decides.
  if (swpBalanceAfter(corpus, withdrawal, i, full + 1) >= -NOTHING_LEFT_RUPEES) full += 1;
  else if (full > 0 && swpBalanceAfter(corpus, withdrawal, i, full) < -NOTHING_LEFT_RUPEES) full -= 1;
  return full;
}

/** The balance at the end of `month`: B(month) while the money lasts, 0 from the partial month on. */
function swpBalanceAt(corpus: f64, withdrawal: f64, i: f64, fullMonths: f64, month: f64): f64 {
  if (fullMonths >= 0 && month > fullMonths) return 0;
  const balance = swpBalanceAfter(corpus, withdrawal, i, month);
  return balance < NOTHING_LEFT_RUPEES ? 0 : balance;
}

/** Everything withdrawn by the end of `month`. */
function swpWithdrawnBy(withdrawal: f64, fullMonths: f64, partial: f64, month: f64): f64 {
  if (fullMonths < 0 || month <= fullMonths) return withdrawal * month;
  return withdrawal * fullMonths + partial;
}

// CAGR scalar slots.
export const CAGR_RATE_PCT: i32 = 0;
export const CAGR_ABSOLUTE_RETURN_PCT: i32 = 1;
export const CAGR_GAIN: i32 = 2;

// CAGR table columns: the value at the CAGR at each year end (the last row is the end).
export const CAGR_COL_YEAR: i32 = 0;
export const CAGR_COL_VALUE: i32 = 1;

/**
 * CAGR from `initialValue` to `finalValue` over `years` (fractions allowed):
 * (final / initial)^(1 / years) − 1, in percent. Scalars: CAGR %, absolute return %, gain.
 * Table: the steady path at that rate, one row per year and one for a final part year.
 * Returns the row count, or ERR_DOMAIN.
 */
export function cagr(initialValue: f64, finalValue: f64, years: f64): i32 {
  if (!(initialValue > 0) || !isFinite(initialValue) || !(finalValue > 0) || !isFinite(finalValue)) return ERR_DOMAIN;
  if (!(years > 0) || years > <f64>MAX_ROWS) return ERR_DOMAIN;
  // ln(final / initial) as log1p of the relative change: no table-driven Math.log in the module.
  const logRatio = Math.log1p((finalValue - initialValue) / initialValue);
  // expm1 keeps a rate near 0 precise (a ratio near 1 over many years).
  const rate = Math.expm1(logRatio / years);
  // A huge ratio over a few days would overflow: outside the domain rather than Infinity.
  if (!isFinite(rate)) return ERR_DOMAIN;
  setScalar(CAGR_RATE_PCT, rate * 100);
  setScalar(CAGR_ABSOLUTE_RETURN_PCT, (finalValue / initialValue - 1) * 100);
  setScalar(CAGR_GAIN, finalValue - initialValue);
  const rows = <i32>Math.ceil(years - 1e-9);
  for (let row: i32 = 0; row < rows; row++) {
    const atYear = Math.min(<f64>(row + 1), years);
    const value = row == rows - 1 ? finalValue : initialValue * (Math.expm1((logRatio * atYear) / years) + 1);
    setCell(CAGR_COL_YEAR, rows, row, atYear);
    setCell(CAGR_COL_VALUE, rows, row, value);
  }
  return rows;
}

// Simple interest scalar slots.
export const SIMPLE_INTEREST: i32 = 0;
export const SIMPLE_TOTAL: i32 = 1;

// Simple interest table columns, one row per year (the last may be a part year).
export const SIMPLE_COL_YEAR: i32 = 0;
export const SIMPLE_COL_INTEREST: i32 = 1;
export const SIMPLE_COL_TOTAL: i32 = 2;

/**
 * Simple interest on `principal` at `annualRatePct` for `years` (months = round(years × 12)):
 * interest = P × r × t / 100, earned on the principal only. Scalars: interest, total. Table:
 * interest so far and principal + interest at each year end. Returns the row count, or ERR_DOMAIN.
 */
export function simpleInterest(principal: f64, annualRatePct: f64, years: f64): i32 {
  const months = Math.round(years * 12);
  if (!(principal >= 0) || !isFinite(principal) || !(annualRatePct >= 0) || annualRatePct > 1000) return ERR_DOMAIN;
  if (!(months >= 1) || months > MAX_MONTHS) return ERR_DOMAIN;
  const yearlyInterest = (principal * annualRatePct) / 100;
  const interest = (yearlyInterest * months) / 12;
  setScalar(SIMPLE_INTEREST, interest);
  setScalar(SIMPLE_TOTAL, principal + interest);
  const rows = <i32>Math.ceil(months / 12);
  for (let row: i32 = 0; row < rows; row++) {
    const monthsSoFar = Math.min(<f64>(12 * (row + 1)), months);
    const soFar = (yearlyInterest * monthsSoFar) / 12;
    setCell(SIMPLE_COL_YEAR, rows, row, monthsSoFar / 12);
    setCell(SIMPLE_COL_INTEREST, rows, row, soFar);
    setCell(SIMPLE_COL_TOTAL, rows, row, principal + soFar);
  }
  return rows;
}
