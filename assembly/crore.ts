// First crore (spec 1 §3, §8, §9; DESIGN.md "Formulas"): the first month m (at most 1200)
// in which a SIP of P a month, paid at the start of each month, is worth at least the goal
// of ₹1,00,00,000 grown by inflation month by month: FVdue(P, i, m) ≥ 1e7 × (1 + f/1200)^m.
import { ERR_DOMAIN, setCell, setScalar } from "./buffers";
import { fvDue } from "./growth";

/** The goal in today's rupees: one crore. */
export const CRORE_RUPEES: f64 = 10_000_000;
/** The search stops here (spec 1 §9): 100 years of months. */
export const CRORE_MAX_MONTHS: i32 = 1200;

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

/** ₹1 crore after `months` months of inflation at `monthlyInflation` (inflation% / 1200). */
function inflatedCrore(monthlyInflation: f64, months: f64): f64 {
  return CRORE_RUPEES * Math.exp(months * Math.log1p(monthlyInflation));
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

  let goalMonth: i32 = 0;
  for (let m: i32 = 1; m <= CRORE_MAX_MONTHS; m++) {
    if (fvDue(monthlyInvestment, monthlyRate, <f64>m) >= inflatedCrore(monthlyInflation, <f64>m)) {
      goalMonth = m;
      break;
    }
  }
  for (let slot = CRORE_REACHED; slot <= CRORE_INFLATED_TARGET; slot++) setScalar(slot, 0);
  if (goalMonth == 0) return 0;

  const m = <f64>goalMonth;
  const value = fvDue(monthlyInvestment, monthlyRate, m);
  const invested = monthlyInvestment * m;
  setScalar(CRORE_REACHED, 1);
  setScalar(CRORE_TOTAL_MONTHS, m);
  setScalar(CRORE_YEARS, <f64>(goalMonth / 12));
  setScalar(CRORE_MONTHS, <f64>(goalMonth % 12));
  setScalar(CRORE_INVESTED, invested);
  setScalar(CRORE_RETURNS, value - invested);
  setScalar(CRORE_FV_AT_GOAL, value);
  setScalar(CRORE_INFLATED_TARGET, inflatedCrore(monthlyInflation, m));

  const rows = (goalMonth + 11) / 12;
  for (let row: i32 = 0; row < rows; row++) {
    const monthsSoFar = <f64>min(12 * (row + 1), goalMonth);
    const rowInvested = monthlyInvestment * monthsSoFar;
    const rowValue = fvDue(monthlyInvestment, monthlyRate, monthsSoFar);
    setCell(CRORE_COL_YEAR, rows, row, monthsSoFar / 12);
    setCell(CRORE_COL_INVESTED, rows, row, rowInvested);
    setCell(CRORE_COL_RETURNS, rows, row, rowValue - rowInvested);
    setCell(CRORE_COL_VALUE, rows, row, rowValue);
    setCell(CRORE_COL_TARGET, rows, row, inflatedCrore(monthlyInflation, monthsSoFar));
  }
  return rows;
}
