// Step-up SIP: the monthly instalment stays the same for twelve months and rises once a year,
// at months 13, 25, 37, ..., either by a percentage of the previous year's instalment or by a
// fixed amount. Same conventions as the flat SIP (growth.ts): payments at the start of each
// month, monthly rate annual% / 1200, months = round(years * 12).
//
// The method: a stepped plan is the flat SIP plus its yearly increases. The increase of year y
// (counting from 0), D_y = P((1 + s)^y - 1) or y * A, is itself a small SIP paid for that
// year's months and then left to grow, so
//   value(end of year y) = FVdue(P, i, months so far) + extra(y),
//   extra(y) = extra(y - 1) * (1 + i)^m + FVdue(D_y, i, m), m = months paid in year y.
// D_0 = 0, and a step-up of 0 makes every D_y exactly 0, so the stepped plan then equals the
// flat SIP bit for bit (not merely to the rupee).
import { ERR_DOMAIN, MAX_ROWS, setCell, setScalar } from "./buffers";
import { SIP_COL_GROWTH, SIP_COL_PRINCIPAL, SIP_COL_TOTAL, SIP_COL_YEAR, SIP_GAINED, SIP_INVESTED, SIP_TOTAL, compound, fvDue, sipRowValue, isAmount, monthsAtRow, monthsIn, yearRows } from "./growth";

/** How the instalment rises each year: not at all, by a percentage, or by a fixed amount. */
export const STEP_UP_NONE: i32 = 0;
export const STEP_UP_PERCENT: i32 = 1;
export const STEP_UP_AMOUNT: i32 = 2;

// Step-up SIP scalar slots after the SIP's own (invested, gained, total of the stepped plan).
export const STEP_UP_FLAT_INVESTED: i32 = 3;
export const STEP_UP_FLAT_GAINED: i32 = 4;
export const STEP_UP_FLAT_TOTAL: i32 = 5;
export const STEP_UP_FINAL_INSTALMENT: i32 = 6;
// Columns after the SIP's own (year, principal, growth, total of the stepped plan).
export const STEP_UP_COL_FLAT_TOTAL: i32 = 4;
export const STEP_UP_COL_INSTALMENT: i32 = 5;

/** True for a step-up mode the core knows and a value it can use (any value when there is no step-up). */
export function isStepUp(stepUpMode: i32, stepUpValue: f64): bool {
  if (stepUpMode == STEP_UP_NONE) return true;
  return (stepUpMode == STEP_UP_PERCENT || stepUpMode == STEP_UP_AMOUNT) && isAmount(stepUpValue);
}

/** What each instalment of year `yearIndex` (0 = the first year) adds to the first year's instalment. */
export function stepUpIncrease(monthlyInvestment: f64, stepUpMode: i32, stepUpValue: f64, yearIndex: f64): f64 {
  // P((1 + s)^y - 1) taken as expm1 so a small percentage keeps its precision.
  if (stepUpMode == STEP_UP_PERCENT) return monthlyInvestment * Math.expm1(yearIndex * Math.log1p(stepUpValue / 100));
  if (stepUpMode == STEP_UP_AMOUNT) return stepUpValue * yearIndex;
  return 0;
}

/**
 * The increases' value after one more year: what they were worth, grown for `paidMonths`,
 * plus this year's increase paid at the start of each of those months.
 */
@inline
export function extraAfterYear(extraBefore: f64, increase: f64, monthlyRate: f64, paidMonths: f64): f64 {
  return extraBefore * compound(monthlyRate, paidMonths) + fvDue(increase, monthlyRate, paidMonths);
}

/**
 * SIP of `monthlyInvestment` in the first year, rising every year by `stepUpValue` percent
 * (mode STEP_UP_PERCENT) or rupees (STEP_UP_AMOUNT), for `years` at `annualRatePct`.
 * Scalars: invested, gained, total (the stepped plan), then the flat SIP's invested, gained,
 * total, and the instalment paid in the final year. Table per year as sipProjection's (of the
 * stepped plan), then the flat SIP's total and the year's monthly instalment.
 * Returns the number of rows, or ERR_DOMAIN.
 */
export function sipStepUpProjection(monthlyInvestment: f64, annualRatePct: f64, years: f64, stepUpMode: i32, stepUpValue: f64): i32 {
  const months = monthsIn(years);
  if (!isAmount(monthlyInvestment) || !isAmount(annualRatePct) || months == 0 || !isStepUp(stepUpMode, stepUpValue)) return ERR_DOMAIN;
  const rows = yearRows(months);
  if (rows > MAX_ROWS) return ERR_DOMAIN;
  const monthlyRate = annualRatePct / 1200;

  const flatTotal = fvDue(monthlyInvestment, monthlyRate, months);
  const yearGrowth = compound(monthlyRate, 12);
  const yearOfInstalments = fvDue(monthlyInvestment, monthlyRate, 12);
  let flatValue = 0.0;
  let extraValue = 0.0;
  let extraInvested = 0.0;
  let instalment = monthlyInvestment;
  for (let row = 0; row < rows; row++) {
    const monthsSoFar = monthsAtRow(row, months);
    const paidMonths = monthsSoFar - 12 * row;
    const increase = stepUpIncrease(monthlyInvestment, stepUpMode, stepUpValue, <f64>row);
    extraValue = extraAfterYear(extraValue, increase, monthlyRate, paidMonths);
    extraInvested += increase * paidMonths;
    instalment = monthlyInvestment + increase;
    const flatPrincipal = monthlyInvestment * monthsSoFar;
    // The flat SIP's rows exactly as sipProjection writes them.
    flatValue = sipRowValue(flatValue, row, rows, flatTotal, yearGrowth, yearOfInstalments);
    const principal = flatPrincipal + extraInvested;
    const value = flatValue + extraValue;
    setCell(SIP_COL_YEAR, rows, row, monthsSoFar / 12);
    setCell(SIP_COL_PRINCIPAL, rows, row, principal);
    setCell(SIP_COL_GROWTH, rows, row, value - principal);
    setCell(SIP_COL_TOTAL, rows, row, value);
    setCell(STEP_UP_COL_FLAT_TOTAL, rows, row, flatValue);
    setCell(STEP_UP_COL_INSTALMENT, rows, row, instalment);
  }

  // The last row is the end of the period, so its running sums are the plan's totals.
  const flatInvested = monthlyInvestment * months;
  const invested = flatInvested + extraInvested;
  const total = flatTotal + extraValue;
  setScalar(SIP_INVESTED, invested);
  setScalar(SIP_GAINED, total - invested);
  setScalar(SIP_TOTAL, total);
  setScalar(STEP_UP_FLAT_INVESTED, flatInvested);
  setScalar(STEP_UP_FLAT_GAINED, flatTotal - flatInvested);
  setScalar(STEP_UP_FLAT_TOTAL, flatTotal);
  setScalar(STEP_UP_FINAL_INSTALMENT, instalment);
  return rows;
}
