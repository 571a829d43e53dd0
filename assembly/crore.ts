// First crore (spec 1 §3, §8, §9; DESIGN.md "Formulas"): the first month m (at most 1200)
// in which a SIP of P a month, paid at the start of each month, is worth at least the goal
// of ₹1,00,00,000 grown by inflation month by month: FVdue(P, i, m) ≥ 1e7 × (1 + f/1200)^m.
import { ERR_DOMAIN, packColumns, setCell, setScalar } from "./buffers";

/** The goal in today's rupees: one crore. */
export const CRORE_RUPEES: f64 = 10_000_000;
/** The search stops here (spec 1 §9): 100 years of months. */
export const CRORE_MAX_MONTHS: i32 = 1200;
/** Yearly rows in CRORE_MAX_MONTHS. */
const CRORE_MAX_ROWS: i32 = CRORE_MAX_MONTHS / 12;

// Scalar slots.
export const CRORE_REACHED: i32 = 0;
export const CRORE_TOTAL_MONTHS: i32 = 1;
export const CRORE_YEARS: i32 = 2;
export const CRORE_MONTHS: i32 = 3;
export const CRORE_INVESTED: i32 = 4;
export const CRORE_RETURNS: i32 = 5;
export const CRORE_FV_AT_GOAL: i32 = 6;
export const CRORE_INFLATED_TARGET: i32 = 7;

// Table columns, one row per year (the last row ends at the goal month).
export const CRORE_COL_YEAR: i32 = 0;
export const CRORE_COL_INVESTED: i32 = 1;
export const CRORE_COL_RETURNS: i32 = 2;
export const CRORE_COL_VALUE: i32 = 3;
export const CRORE_COL_TARGET: i32 = 4;
/** The cells firstCrore may write: its columns CRORE_MAX_ROWS apart before they are packed. */
export const CRORE_WRITTEN_CELLS: i32 = CRORE_MAX_ROWS * (CRORE_COL_TARGET + 1);

/**
 * What the SIP is worth after m months, given (1+i)^m − 1: FVdue(P, i, m) =
 * P × ((1+i)^m − 1) / i × (1+i), or P × m at a zero rate.
 */
@inline function sipValue(monthlyInvestment: f64, monthlyRate: f64, growthMinusOne: f64, months: f64): f64 {
  return monthlyRate == 0 ? monthlyInvestment * months : ((monthlyInvestment * growthMinusOne) / monthlyRate) * (1 + monthlyRate);
}

/**
 * Scalars: reached (1 or 0), goal month m, years = ⌊m/12⌋, months = m mod 12, invested,
 * returns, value at the goal month, the inflated target then. When the goal is not reached
 * within 1200 months, reached is 0, every other scalar 0 and the table empty.
 * Returns the number of yearly rows (0 when not reached), or ERR_DOMAIN.
 */
export function firstCrore(monthlyInvestment: f64, annualRatePct: f64, inflationPct: f64): i32 {
  if (!(monthlyInvestment > 0) || !isFinite(monthlyInvestment)) return ERR_DOMAIN;
  if (!(annualRatePct >= 0) || !isFinite(annualRatePct) || !(inflationPct >= 0) || !isFinite(inflationPct)) return ERR_DOMAIN;
  const monthlyRate = annualRatePct / 1200;
  const monthlyInflation = inflationPct / 1200;

  for (let slot = CRORE_REACHED; slot <= CRORE_INFLATED_TARGET; slot++) setScalar(slot, 0);

  // One walk, month by month, until the SIP is worth the inflated goal: the powers are stepped
  // rather than evaluated with exp and log each month ((1+i)^m − 1 as g' = g × (1+i) + i, which
  // keeps a tiny rate's precision; relative drift under 1e-12). A year of months at a time, so
  // the year's end is written after its months, not tested for every month; the rows are
  // CRORE_MAX_ROWS apart as the row count is not known yet, then packed.
  const growthPerMonth = 1 + monthlyRate;
  const inflationPerMonth = 1 + monthlyInflation;
  let growthMinusOne: f64 = 0;
  let target = CRORE_RUPEES;
  let value: f64 = 0;
  let goal: i32 = 0;
  let m: i32 = 0;
  for (let row: i32 = 0; row < CRORE_MAX_ROWS && goal == 0; row++) {
    for (let month: i32 = 0; month < 12; month++) {
      m++;
      growthMinusOne = growthMinusOne * growthPerMonth + monthlyRate;
      target *= inflationPerMonth;
      value = sipValue(monthlyInvestment, monthlyRate, growthMinusOne, <f64>m);
      if (value >= target) {
        goal = m;
        break;
      }
    }
    const monthsSoFar = <f64>m;
    const invested = monthlyInvestment * monthsSoFar;
    setCell(CRORE_COL_YEAR, CRORE_MAX_ROWS, row, monthsSoFar / 12);
    setCell(CRORE_COL_INVESTED, CRORE_MAX_ROWS, row, invested);
    setCell(CRORE_COL_RETURNS, CRORE_MAX_ROWS, row, value - invested);
    setCell(CRORE_COL_VALUE, CRORE_MAX_ROWS, row, value);
    setCell(CRORE_COL_TARGET, CRORE_MAX_ROWS, row, target);
  }
  if (goal == 0) return 0;
  const rows = (goal + 11) / 12;
  packColumns(CRORE_MAX_ROWS, rows, CRORE_COL_TARGET + 1);

  const invested = monthlyInvestment * <f64>goal;
  setScalar(CRORE_REACHED, 1);
  setScalar(CRORE_TOTAL_MONTHS, <f64>goal);
  setScalar(CRORE_YEARS, <f64>(goal / 12));
  setScalar(CRORE_MONTHS, <f64>(goal % 12));
  setScalar(CRORE_INVESTED, invested);
  setScalar(CRORE_RETURNS, value - invested);
  setScalar(CRORE_FV_AT_GOAL, value);
  setScalar(CRORE_INFLATED_TARGET, target);
  return rows;
}
