// Goal planners: education, marriage, wedding, car, home, vacation and custom (spec 2 §3, §9;
// DESIGN.md "Formulas"). One projection serves all seven: the goal's cost grows with inflation
// once a year, and a monthly SIP paid at the start of each month (annuity due, monthly rate
// annual% / 1200) reaches it at the end of the period.
import { ERR_DOMAIN, setCell, setScalar } from "./buffers";
import { compound, fvDue, MAX_MONTHS } from "./growth";

// Scalar slots.
export const GOAL_FUTURE_COST: i32 = 0;
export const GOAL_MONTHLY_INVESTMENT: i32 = 1;
export const GOAL_TOTAL_INVESTED: i32 = 2;
export const GOAL_TOTAL_RETURNS: i32 = 3;
/** Today's cost of what is saved for (the down payment share of it for a home). */
export const GOAL_PRESENT_COST: i32 = 4;

// Table columns, one row per year (the last row ends the period when it is a part year).
export const GOAL_COL_YEAR: i32 = 0;
export const GOAL_COL_INVESTED: i32 = 1;
export const GOAL_COL_RETURNS: i32 = 2;
export const GOAL_COL_TOTAL: i32 = 3;

/**
 * The payment at the start of each of `months` months at `monthlyRate` that grows to
 * `futureValue`: FV × i / (((1+i)^n − 1)(1+i)); FV / n when i = 0.
 */
export function annuityDuePayment(futureValue: f64, monthlyRate: f64, months: f64): f64 {
  if (monthlyRate == 0) return futureValue / months;
  const growthMinusOne = Math.expm1(months * Math.log1p(monthlyRate));
  return (futureValue * monthlyRate) / (growthMinusOne * (1 + monthlyRate));
}

/** Rounds to whole rupees only when asked (vacation and custom, spec 2 §9). */
@inline
function rupees(value: f64, whole: bool): f64 {
  return whole ? Math.round(value) : value;
}

/**
 * The monthly investment that reaches a goal.
 * presentCost: the goal's cost today, rupees; sharePct: the share of it to save for, percent
 * (a home's down payment; 100 otherwise); years: until the goal (months = round(years × 12));
 * annualRatePct: expected return; inflationPct: yearly growth of the cost; wholeRupees: round
 * every amount to the rupee. Scalars: futureCost, monthlyInvestment, totalInvested,
 * totalReturns, presentCost. Table: year, investedAmount, returnsEarned (never below 0),
 * totalValue. Returns the row count, or ERR_DOMAIN.
 */
export function goalProjection(
  presentCost: f64,
  sharePct: f64,
  years: f64,
  annualRatePct: f64,
  inflationPct: f64,
  wholeRupees: bool,
): i32 {
  const months = Math.round(years * 12);
  if (
    !(presentCost > 0) ||
    !(sharePct > 0) ||
    !(sharePct <= 100) ||
    !(months >= 1) ||
    months > MAX_MONTHS ||
    !(annualRatePct >= 0) ||
    !(inflationPct >= 0)
  ) {
    return ERR_DOMAIN;
  }
  const target = (presentCost * sharePct) / 100;
  const exactFutureCost = target * compound(inflationPct / 100, years);
  const monthlyRate = annualRatePct / 1200;
  const exactMonthly = annuityDuePayment(exactFutureCost, monthlyRate, months);
  if (!isFinite(exactFutureCost) || !isFinite(exactMonthly)) return ERR_DOMAIN;

  const futureCost = rupees(exactFutureCost, wholeRupees);
  // At a zero return the instalments are the whole cost: set it so, not as (FV / n) × n.
  const totalInvested = monthlyRate == 0 ? futureCost : rupees(exactMonthly * months, wholeRupees);
  setScalar(GOAL_FUTURE_COST, futureCost);
  setScalar(GOAL_MONTHLY_INVESTMENT, rupees(exactMonthly, wholeRupees));
  setScalar(GOAL_TOTAL_INVESTED, totalInvested);
  setScalar(GOAL_TOTAL_RETURNS, Math.max(0, futureCost - totalInvested));
  setScalar(GOAL_PRESENT_COST, rupees(target, wholeRupees));

  const rows = <i32>Math.ceil(months / 12);
  for (let row = 0; row < rows; row++) {
    const monthsSoFar = Math.min(<f64>(12 * (row + 1)), months);
    const invested = rupees(exactMonthly * monthsSoFar, wholeRupees);
    const value = rupees(fvDue(exactMonthly, monthlyRate, monthsSoFar), wholeRupees);
    const returnsEarned = Math.max(0, value - invested);
    setCell(GOAL_COL_YEAR, rows, row, monthsSoFar / 12);
    setCell(GOAL_COL_INVESTED, rows, row, invested);
    setCell(GOAL_COL_RETURNS, rows, row, returnsEarned);
    setCell(GOAL_COL_TOTAL, rows, row, invested + returnsEarned);
  }
  return rows;
}
