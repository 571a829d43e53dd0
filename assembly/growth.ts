// Investment growth: SIP (and, in later issues, lumpsum, RD, FD, compounding).
// Conventions (DESIGN.md, "Formulas"): monthly rate i = annual% / 1200; a SIP pays at the
// start of each month (annuity due); months = round(years * 12).
import { ERR_DOMAIN, MAX_ROWS, setCell, setScalar } from "./buffers";

/** Months in the longest period any growth calculation accepts (100 years). */
export const MAX_MONTHS: f64 = 1200;

/**
 * Future value of an annuity due: `payment` at the start of each of `months` months at
 * `monthlyRate`, i.e. P * ((1+i)^n - 1) / i * (1+i); P * n when i = 0.
 * (1+i)^n - 1 is taken as expm1(n * log1p(i)) so a tiny rate keeps its precision.
 */
export function fvDue(payment: f64, monthlyRate: f64, months: f64): f64 {
  if (monthlyRate == 0) return payment * months;
  const growthMinusOne = Math.expm1(months * Math.log1p(monthlyRate));
  return ((payment * growthMinusOne) / monthlyRate) * (1 + monthlyRate);
}

// SIP scalar slots and table columns.
export const SIP_INVESTED: i32 = 0;
export const SIP_GAINED: i32 = 1;
export const SIP_TOTAL: i32 = 2;
export const SIP_COL_YEAR: i32 = 0;
export const SIP_COL_PRINCIPAL: i32 = 1;
export const SIP_COL_GROWTH: i32 = 2;
export const SIP_COL_TOTAL: i32 = 3;

/**
 * SIP of `monthlyInvestment` for `years` at `annualRatePct`.
 * Scalars: invested, gained, total. Table, one row per year (the last row is the end of
 * the period when it is not a whole number of years): year, principal, growth, total.
 * Returns the number of rows, or ERR_DOMAIN.
 */
export function sipProjection(monthlyInvestment: f64, annualRatePct: f64, years: f64): i32 {
  const months = Math.round(years * 12);
  if (!(monthlyInvestment >= 0) || !(annualRatePct >= 0) || !(months >= 1) || months > MAX_MONTHS) {
    return ERR_DOMAIN;
  }
  const monthlyRate = annualRatePct / 1200;
  const rows = <i32>Math.ceil(months / 12);
  if (rows > MAX_ROWS) return ERR_DOMAIN;

  const total = fvDue(monthlyInvestment, monthlyRate, months);
  const invested = monthlyInvestment * months;
  setScalar(SIP_INVESTED, invested);
  setScalar(SIP_GAINED, total - invested);
  setScalar(SIP_TOTAL, total);

  for (let row = 0; row < rows; row++) {
    const monthsSoFar = Math.min(<f64>(12 * (row + 1)), months);
    const principal = monthlyInvestment * monthsSoFar;
    const value = fvDue(monthlyInvestment, monthlyRate, monthsSoFar);
    setCell(SIP_COL_YEAR, rows, row, monthsSoFar / 12);
    setCell(SIP_COL_PRINCIPAL, rows, row, principal);
    setCell(SIP_COL_GROWTH, rows, row, value - principal);
    setCell(SIP_COL_TOTAL, rows, row, value);
  }
  return rows;
}
