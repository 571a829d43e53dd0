// Growth questions asked the other way round or side by side: the SIP a target needs, how
// far a few points of return move the result, what inflation does to a cost, and what a late
// start costs. Same conventions as growth.ts (DESIGN.md, "Formulas").
import { ERR_DOMAIN, setCell, setScalar } from "./buffers";
import { MAX_MONTHS, fvDue, isAmount, monthsAtRow, monthsIn, yearRows } from "./growth";
import { STEP_UP_NONE, extraAfterYear, isStepUp, stepUpIncrease } from "./growth-step-up";

// SIP need scalar slots and table columns.
export const SIP_NEED_SIP: i32 = 0;
export const SIP_NEED_INVESTED: i32 = 1;
export const SIP_NEED_WEALTH_GAIN: i32 = 2;
export const SIP_NEED_TOTAL: i32 = 3;
export const SIP_NEED_COL_YEAR: i32 = 0;
export const SIP_NEED_COL_INVESTED: i32 = 1;
export const SIP_NEED_COL_WEALTH_GAIN: i32 = 2;
export const SIP_NEED_COL_TOTAL: i32 = 3;

/**
 * The monthly SIP (paid at the start of each month) that, with an optional starting amount
 * L invested on day one, reaches `targetAmount` after round(years) whole years:
 * n = round(years) * 12; sip = (T - L(1+i)^n) * i / (((1+i)^n - 1)(1+i)); (T - L) / n at a
 * zero rate; 0 when L alone reaches T. Scalars: sip, invested, wealthGain, total (the value
 * at the end: T, or more when L alone passes it). Table per year: year, invested, wealthGain, total.
 */
export function sipNeedProjection(targetAmount: f64, years: f64, annualRatePct: f64, initialInvestment: f64): i32 {
  const months = Math.round(years) * 12;
  if (!isAmount(targetAmount) || !isAmount(annualRatePct) || !isAmount(initialInvestment) || !(months >= 12) || months > MAX_MONTHS) {
    return ERR_DOMAIN;
  }
  const monthlyRate = annualRatePct / 1200;
  const logGrowthPerMonth = Math.log1p(monthlyRate);
  const shortfall = targetAmount - initialInvestment * (Math.expm1(months * logGrowthPerMonth) + 1);
  let sip = 0.0;
  if (shortfall > 0) {
    sip = monthlyRate == 0 ? shortfall / months : (shortfall * monthlyRate) / (Math.expm1(months * logGrowthPerMonth) * (1 + monthlyRate));
  }
  const rows = yearRows(months);
  for (let row = 0; row < rows; row++) {
    const monthsSoFar = monthsAtRow(row, months);
    const invested = initialInvestment + sip * monthsSoFar;
    const wealthGain = sipNeedGain(initialInvestment, sip, monthlyRate, monthsSoFar);
    setCell(SIP_NEED_COL_YEAR, rows, row, monthsSoFar / 12);
    setCell(SIP_NEED_COL_INVESTED, rows, row, invested);
    setCell(SIP_NEED_COL_WEALTH_GAIN, rows, row, wealthGain);
    setCell(SIP_NEED_COL_TOTAL, rows, row, invested + wealthGain);
  }
  const invested = initialInvestment + sip * months;
  const wealthGain = sipNeedGain(initialInvestment, sip, monthlyRate, months);
  setScalar(SIP_NEED_SIP, sip);
  setScalar(SIP_NEED_INVESTED, invested);
  setScalar(SIP_NEED_WEALTH_GAIN, wealthGain);
  setScalar(SIP_NEED_TOTAL, invested + wealthGain);
  return rows;
}

/** Growth after `months` of the starting amount and of the SIP's instalments so far. */
function sipNeedGain(initialInvestment: f64, sip: f64, monthlyRate: f64, months: f64): f64 {
  const initialGain = initialInvestment * Math.expm1(months * Math.log1p(monthlyRate));
  return initialGain + (fvDue(sip, monthlyRate, months) - sip * months);
}

// Difference in returns: modes, scalar slots and table columns.
export const MODE_SIP: i32 = 0;
export const MODE_LUMPSUM: i32 = 1;
/** Scalars: invested, then total k at 1 + k and returns k at 4 + k (k = 0, 1, 2), then the gaps, then the final instalment. */
export const COMPARE_INVESTED: i32 = 0;
export const COMPARE_TOTAL: i32 = 1;
export const COMPARE_RETURNS: i32 = 4;
export const COMPARE_GAP_2_1: i32 = 7;
export const COMPARE_GAP_3_1: i32 = 8;
export const COMPARE_GAP_3_2: i32 = 9;
export const COMPARE_FINAL_INSTALMENT: i32 = 10;
/** Columns: year, invested, then the total of scenario k at 2 + k. */
export const COMPARE_COL_YEAR: i32 = 0;
export const COMPARE_COL_INVESTED: i32 = 1;
export const COMPARE_COL_TOTAL: i32 = 2;

/** What an investment is worth after `months`: a SIP (annuity due) or a lumpsum compounded yearly. */
function scenarioValue(mode: i32, amount: f64, annualRatePct: f64, months: f64): f64 {
  if (mode == MODE_SIP) return fvDue(amount, annualRatePct / 1200, months);
  return amount + amount * Math.expm1((months / 12) * Math.log1p(annualRatePct / 100));
}

/**
 * The same money (a monthly SIP or one lumpsum) under two or three return rates, for
 * `years`. Unused scenario slots (scenarioCount 2) are written as 0. Returns the row count.
 */
export function returnsComparison(mode: i32, amount: f64, years: f64, rate1Pct: f64, rate2Pct: f64, rate3Pct: f64, scenarioCount: i32): i32 {
  return returnsComparisonWithStepUp(mode, amount, years, rate1Pct, rate2Pct, rate3Pct, scenarioCount, STEP_UP_NONE, 0);
}

/**
 * returnsComparison with the SIP rising once a year (growth-step-up.ts): every scenario pays
 * the same stepped instalments, so the invested amount is still the same in each. Scalar
 * COMPARE_FINAL_INSTALMENT holds the instalment of the final year (the SIP itself without a
 * step-up; 0 for a lumpsum). A lumpsum takes no step-up (ERR_DOMAIN).
 */
export function returnsComparisonWithStepUp(
  mode: i32,
  amount: f64,
  years: f64,
  rate1Pct: f64,
  rate2Pct: f64,
  rate3Pct: f64,
  scenarioCount: i32,
  stepUpMode: i32,
  stepUpValue: f64,
): i32 {
  const months = monthsIn(years);
  if ((mode != MODE_SIP && mode != MODE_LUMPSUM) || !isAmount(amount) || months == 0 || scenarioCount < 2 || scenarioCount > 3) return ERR_DOMAIN;
  if (!isAmount(rate1Pct) || !isAmount(rate2Pct) || (scenarioCount == 3 && !isAmount(rate3Pct))) return ERR_DOMAIN;
  if (!isStepUp(stepUpMode, stepUpValue) || (mode == MODE_LUMPSUM && stepUpMode != STEP_UP_NONE)) return ERR_DOMAIN;
  const three = scenarioCount == 3;
  // The yearly increases' value in each scenario and what they add to the amount invested;
  // all stay exactly 0 without a step-up.
  let extra1 = 0.0;
  let extra2 = 0.0;
  let extra3 = 0.0;
  let extraInvested = 0.0;
  let increase = 0.0;
  const rows = yearRows(months);
  for (let row = 0; row < rows; row++) {
    const monthsSoFar = monthsAtRow(row, months);
    const paidMonths = monthsSoFar - 12 * row;
    increase = stepUpIncrease(amount, stepUpMode, stepUpValue, <f64>row);
    extra1 = extraAfterYear(extra1, increase, rate1Pct / 1200, paidMonths);
    extra2 = extraAfterYear(extra2, increase, rate2Pct / 1200, paidMonths);
    extra3 = three ? extraAfterYear(extra3, increase, rate3Pct / 1200, paidMonths) : 0;
    extraInvested += increase * paidMonths;
    setCell(COMPARE_COL_YEAR, rows, row, monthsSoFar / 12);
    setCell(COMPARE_COL_INVESTED, rows, row, mode == MODE_SIP ? amount * monthsSoFar + extraInvested : amount);
    setCell(COMPARE_COL_TOTAL, rows, row, scenarioValue(mode, amount, rate1Pct, monthsSoFar) + extra1);
    setCell(COMPARE_COL_TOTAL + 1, rows, row, scenarioValue(mode, amount, rate2Pct, monthsSoFar) + extra2);
    setCell(COMPARE_COL_TOTAL + 2, rows, row, three ? scenarioValue(mode, amount, rate3Pct, monthsSoFar) + extra3 : 0);
  }
  // The last row ends the period, so the running sums are the plans' totals.
  const invested = mode == MODE_SIP ? amount * months + extraInvested : amount;
  setScalar(COMPARE_INVESTED, invested);
  const total1 = scenarioValue(mode, amount, rate1Pct, months) + extra1;
  const total2 = scenarioValue(mode, amount, rate2Pct, months) + extra2;
  const total3 = three ? scenarioValue(mode, amount, rate3Pct, months) + extra3 : 0;
  setScalar(COMPARE_TOTAL, total1);
  setScalar(COMPARE_TOTAL + 1, total2);
  setScalar(COMPARE_TOTAL + 2, total3);
  setScalar(COMPARE_RETURNS, total1 - invested);
  setScalar(COMPARE_RETURNS + 1, total2 - invested);
  setScalar(COMPARE_RETURNS + 2, three ? total3 - invested : 0);
  setScalar(COMPARE_GAP_2_1, total2 - total1);
  setScalar(COMPARE_GAP_3_1, three ? total3 - total1 : 0);
  setScalar(COMPARE_GAP_3_2, three ? total3 - total2 : 0);
  setScalar(COMPARE_FINAL_INSTALMENT, mode == MODE_SIP ? amount + increase : 0);
  return rows;
}

// Inflation scalar slots and table columns.
export const INFLATION_CURRENT: i32 = 0;
export const INFLATION_FUTURE: i32 = 1;
export const INFLATION_DIFFERENCE: i32 = 2;
export const INFLATION_COL_YEAR: i32 = 0;
export const INFLATION_COL_COST: i32 = 1;
/** Longest period the inflation calculator takes, in years (its table has a row per year from 0). */
export const MAX_INFLATION_YEARS: f64 = 100;

/**
 * What `currentCost` becomes after `years` (fractional years allowed) of inflation at
 * `inflationRatePct`: future = cost * (1 + f)^years; difference = future - cost.
 * Table: the cost at year 0 (today), each whole year, and the end when it is a part year.
 */
export function inflationProjection(currentCost: f64, inflationRatePct: f64, years: f64): i32 {
  if (!isAmount(currentCost) || !isAmount(inflationRatePct) || !(years > 0) || years > MAX_INFLATION_YEARS) return ERR_DOMAIN;
  const logGrowthPerYear = Math.log1p(inflationRatePct / 100);
  const rows = <i32>Math.ceil(years) + 1;
  for (let row = 0; row < rows; row++) {
    const yearsSoFar = Math.min(<f64>row, years);
    setCell(INFLATION_COL_YEAR, rows, row, yearsSoFar);
    setCell(INFLATION_COL_COST, rows, row, currentCost + currentCost * Math.expm1(yearsSoFar * logGrowthPerYear));
  }
  const difference = currentCost * Math.expm1(years * logGrowthPerYear);
  setScalar(INFLATION_CURRENT, currentCost);
  setScalar(INFLATION_FUTURE, currentCost + difference);
  setScalar(INFLATION_DIFFERENCE, difference);
  return rows;
}

// Delay cost scalar slots and table columns.
export const DELAY_FV_NOW: i32 = 0;
export const DELAY_FV_DELAYED: i32 = 1;
export const DELAY_COST: i32 = 2;
export const DELAY_INVESTED_NOW: i32 = 3;
export const DELAY_INVESTED_DELAYED: i32 = 4;
export const DELAY_COL_YEAR: i32 = 0;
export const DELAY_COL_INVESTED_NOW: i32 = 1;
export const DELAY_COL_VALUE_NOW: i32 = 2;
export const DELAY_COL_INVESTED_DELAYED: i32 = 3;
export const DELAY_COL_VALUE_DELAYED: i32 = 4;

/**
 * A monthly SIP started now against the same SIP started `delayMonths` (rounded to whole
 * months) later, both ending on the same date: fv_now = FVdue(P, i, 12t),
 * fv_delayed = FVdue(P, i, 12t - d) (0 when the delay takes the whole period), cost = the gap.
 * Table per year since now: invested and value of each.
 */
export function delayCostProjection(monthlyInvestment: f64, annualRatePct: f64, years: f64, delayMonths: f64): i32 {
  const months = monthsIn(years);
  if (!isAmount(monthlyInvestment) || !isAmount(annualRatePct) || !isAmount(delayMonths) || months == 0) return ERR_DOMAIN;
  const delay = Math.round(delayMonths);
  const monthlyRate = annualRatePct / 1200;
  const rows = yearRows(months);
  for (let row = 0; row < rows; row++) {
    const monthsSoFar = monthsAtRow(row, months);
    const lateMonths = Math.max(0, monthsSoFar - delay);
    setCell(DELAY_COL_YEAR, rows, row, monthsSoFar / 12);
    setCell(DELAY_COL_INVESTED_NOW, rows, row, monthlyInvestment * monthsSoFar);
    setCell(DELAY_COL_VALUE_NOW, rows, row, fvDue(monthlyInvestment, monthlyRate, monthsSoFar));
    setCell(DELAY_COL_INVESTED_DELAYED, rows, row, monthlyInvestment * lateMonths);
    setCell(DELAY_COL_VALUE_DELAYED, rows, row, fvDue(monthlyInvestment, monthlyRate, lateMonths));
  }
  const lateMonths = Math.max(0, months - delay);
  const fvNow = fvDue(monthlyInvestment, monthlyRate, months);
  const fvDelayed = fvDue(monthlyInvestment, monthlyRate, lateMonths);
  setScalar(DELAY_FV_NOW, fvNow);
  setScalar(DELAY_FV_DELAYED, fvDelayed);
  setScalar(DELAY_COST, fvNow - fvDelayed);
  setScalar(DELAY_INVESTED_NOW, monthlyInvestment * months);
  setScalar(DELAY_INVESTED_DELAYED, monthlyInvestment * lateMonths);
  return rows;
}
