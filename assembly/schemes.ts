// Government savings schemes (PPF, Sukanya Samriddhi, SCSS, Post Office MIS, NSC) and the NPS.
// Rates are annual percentages; the scheme rules (terms, limits) are checked by the calculator
// definitions (src/calculators/reference-data.ts), so the core only refuses what it cannot compute.
import { ERR_DOMAIN, MAX_ROWS, setCell, setScalar } from "./buffers";
import { compound, fvDueOfGrowth, isAmount } from "./growth";

/** Longest plan in years any scheme here accepts (a PPF extended block after block). */
export const SCHEME_MAX_YEARS: i32 = 100;

// ─── Yearly deposits, interest credited once a year (PPF, Sukanya Samriddhi) ─────────────────
export const DEPOSIT_INVESTED: i32 = 0;
export const DEPOSIT_INTEREST: i32 = 1;
export const DEPOSIT_TOTAL: i32 = 2;
export const DEPOSIT_COL_YEAR: i32 = 0;
export const DEPOSIT_COL_DEPOSIT: i32 = 1;
export const DEPOSIT_COL_INTEREST: i32 = 2;
export const DEPOSIT_COL_BALANCE: i32 = 3;
export const DEPOSIT_COL_DEPOSITED: i32 = 4;

/**
 * `yearlyDeposit` paid at the start of each of the first `depositYears` years (on or before
 * the 5th of April, so it earns the whole year), the account held `totalYears` years. A year's
 * interest is the rate times the balance, credited at the year's end, so it earns interest from
 * the next year on: balance ← (balance + deposit) × (1 + r).
 * Scalars: invested, interest, total. Table, one row per year: year, deposit that year,
 * interest that year, balance at the year's end, deposited so far.
 * Returns the row count (totalYears), or ERR_DOMAIN.
 */
export function yearlyDepositPlan(yearlyDeposit: f64, annualRatePct: f64, depositYears: i32, totalYears: i32): i32 {
  if (!isAmount(yearlyDeposit) || !isAmount(annualRatePct)) return ERR_DOMAIN;
  if (depositYears < 1 || depositYears > totalYears || totalYears > SCHEME_MAX_YEARS || totalYears > MAX_ROWS) return ERR_DOMAIN;
  const rate = annualRatePct / 100;
  let balance: f64 = 0;
  let deposited: f64 = 0;
  for (let year: i32 = 1; year <= totalYears; year++) {
    const deposit = year <= depositYears ? yearlyDeposit : 0;
    deposited += deposit;
    const interest = (balance + deposit) * rate;
    balance += deposit + interest;
    const row = year - 1;
    setCell(DEPOSIT_COL_YEAR, totalYears, row, <f64>year);
    setCell(DEPOSIT_COL_DEPOSIT, totalYears, row, deposit);
    setCell(DEPOSIT_COL_INTEREST, totalYears, row, interest);
    setCell(DEPOSIT_COL_BALANCE, totalYears, row, balance);
    setCell(DEPOSIT_COL_DEPOSITED, totalYears, row, deposited);
  }
  setScalar(DEPOSIT_INVESTED, deposited);
  setScalar(DEPOSIT_INTEREST, balance - deposited);
  setScalar(DEPOSIT_TOTAL, balance);
  return totalYears;
}

// ─── A deposit that pays its interest out (SCSS every quarter, Post Office MIS every month) ──
export const PAYOUT_PER_PERIOD: i32 = 0;
export const PAYOUT_YEARLY: i32 = 1;
export const PAYOUT_TOTAL_INTEREST: i32 = 2;
export const PAYOUT_TOTAL_RECEIVED: i32 = 3;
export const PAYOUT_COL_YEAR: i32 = 0;
export const PAYOUT_COL_INTEREST: i32 = 1;
export const PAYOUT_COL_INTEREST_SO_FAR: i32 = 2;

/**
 * `deposit` held `years` whole years, its simple interest paid out `paymentsPerYear` times a
 * year at the annual rate ÷ paymentsPerYear (paid-out interest earns nothing more in the
 * account); the deposit comes back at maturity.
 * Scalars: the payout per period, interest a year, total interest, total received (deposit +
 * interest). Table, one row per year: year, interest paid that year, interest paid so far.
 * Returns the row count (years), or ERR_DOMAIN.
 */
export function payoutPlan(deposit: f64, annualRatePct: f64, years: i32, paymentsPerYear: i32): i32 {
  if (!isAmount(deposit) || !isAmount(annualRatePct)) return ERR_DOMAIN;
  if (years < 1 || years > SCHEME_MAX_YEARS || paymentsPerYear < 1 || paymentsPerYear > 12) return ERR_DOMAIN;
  const payout = (deposit * annualRatePct) / 100 / <f64>paymentsPerYear;
  const yearly = payout * <f64>paymentsPerYear;
  for (let row: i32 = 0; row < years; row++) {
    setCell(PAYOUT_COL_YEAR, years, row, <f64>(row + 1));
    setCell(PAYOUT_COL_INTEREST, years, row, yearly);
    setCell(PAYOUT_COL_INTEREST_SO_FAR, years, row, yearly * <f64>(row + 1));
  }
  const totalInterest = yearly * <f64>years;
  setScalar(PAYOUT_PER_PERIOD, payout);
  setScalar(PAYOUT_YEARLY, yearly);
  setScalar(PAYOUT_TOTAL_INTEREST, totalInterest);
  setScalar(PAYOUT_TOTAL_RECEIVED, deposit + totalInterest);
  return years;
}

// ─── A certificate compounded yearly, paid at maturity (NSC) ───────────────────────────────
export const CERT_INVESTED: i32 = 0;
export const CERT_INTEREST: i32 = 1;
export const CERT_TOTAL: i32 = 2;
export const CERT_COL_YEAR: i32 = 0;
export const CERT_COL_INTEREST: i32 = 1;
export const CERT_COL_ACCRUED: i32 = 2;
export const CERT_COL_VALUE: i32 = 3;

/**
 * `amount` compounded once a year for `years` years, all paid at maturity: value after k
 * years = A × (1 + r)^k. Each year's interest is deemed reinvested (for NSC it counts under
 * section 80C in the years before the last).
 * Scalars: invested, interest, total. Table, one row per year: year, interest that year,
 * interest accrued so far, value. Returns the row count (years), or ERR_DOMAIN.
 */
export function certificatePlan(amount: f64, annualRatePct: f64, years: i32): i32 {
  if (!isAmount(amount) || !isAmount(annualRatePct)) return ERR_DOMAIN;
  if (years < 1 || years > SCHEME_MAX_YEARS) return ERR_DOMAIN;
  const rate = annualRatePct / 100;
  let previous = amount;
  for (let row: i32 = 0; row < years; row++) {
    const value = amount * compound(rate, <f64>(row + 1));
    setCell(CERT_COL_YEAR, years, row, <f64>(row + 1));
    setCell(CERT_COL_INTEREST, years, row, value - previous);
    setCell(CERT_COL_ACCRUED, years, row, value - amount);
    setCell(CERT_COL_VALUE, years, row, value);
    previous = value;
  }
  setScalar(CERT_INVESTED, amount);
  setScalar(CERT_INTEREST, previous - amount);
  setScalar(CERT_TOTAL, previous);
  return years;
}

// ─── National Pension System ───────────────────────────────────────────────────────────────
export const NPS_INVESTED: i32 = 0;
export const NPS_GAINS: i32 = 1;
export const NPS_CORPUS: i32 = 2;
export const NPS_LUMP_SUM: i32 = 3;
export const NPS_ANNUITY_PURCHASE: i32 = 4;
export const NPS_MONTHLY_PENSION: i32 = 5;
export const NPS_COL_YEAR: i32 = 0;
export const NPS_COL_AGE: i32 = 1;
export const NPS_COL_INVESTED: i32 = 2;
export const NPS_COL_VALUE: i32 = 3;

/**
 * `monthlyContribution` at the start of every month from `currentAge` to `exitAge` (whole
 * years), growing at the expected annual return ÷ 12 a month (the site's SIP convention):
 * corpus = FVdue(C, r/12, 12 × (exitAge − currentAge)). At exit `annuitySharePct` of the
 * corpus buys an annuity paying `annuityRatePct` a year, in twelve monthly parts; the rest is
 * the lump sum.
 * Scalars: invested, gains, corpus, lump sum, annuity purchase, monthly pension. Table, one
 * row per year: year, age at the year's end, invested so far, value.
 * Returns the row count (years to exit), or ERR_DOMAIN.
 */
export function npsPlan(
  monthlyContribution: f64,
  currentAge: i32,
  exitAge: i32,
  annualReturnPct: f64,
  annuitySharePct: f64,
  annuityRatePct: f64,
): i32 {
  if (!isAmount(monthlyContribution) || !isAmount(annualReturnPct) || !isAmount(annuityRatePct)) return ERR_DOMAIN;
  if (!(annuitySharePct >= 0 && annuitySharePct <= 100)) return ERR_DOMAIN;
  const years = exitAge - currentAge;
  if (currentAge < 0 || years < 1 || years > SCHEME_MAX_YEARS) return ERR_DOMAIN;
  const monthlyRate = annualReturnPct / 1200;
  const logGrowth = Math.log1p(monthlyRate);
  const months = <f64>(12 * years);
  const corpus = fvDueOfGrowth(monthlyContribution, monthlyRate, Math.expm1(months * logGrowth), months);
  // Each year's value from the power stepped a year at a time, (1+g)(1+y) − 1 = g + y + g × y
  // with y = (1+i)^12 − 1 (a tiny rate keeps its precision; relative drift under 1e-14), not an
  // expm1 per row; the last row is the corpus's closed form, as the SIP's table ends on its total.
  const yearGrowthMinusOne = Math.expm1(12 * logGrowth);
  let growthMinusOne: f64 = 0;
  for (let row: i32 = 0; row < years; row++) {
    const monthsSoFar = <f64>(12 * (row + 1));
    growthMinusOne = growthMinusOne + yearGrowthMinusOne + growthMinusOne * yearGrowthMinusOne;
    setCell(NPS_COL_YEAR, years, row, <f64>(row + 1));
    setCell(NPS_COL_AGE, years, row, <f64>(currentAge + row + 1));
    setCell(NPS_COL_INVESTED, years, row, monthlyContribution * monthsSoFar);
    setCell(NPS_COL_VALUE, years, row, row == years - 1 ? corpus : fvDueOfGrowth(monthlyContribution, monthlyRate, growthMinusOne, monthsSoFar));
  }
  const invested = monthlyContribution * months;
  const annuityPurchase = (corpus * annuitySharePct) / 100;
  setScalar(NPS_INVESTED, invested);
  setScalar(NPS_GAINS, corpus - invested);
  setScalar(NPS_CORPUS, corpus);
  setScalar(NPS_LUMP_SUM, corpus - annuityPurchase);
  setScalar(NPS_ANNUITY_PURCHASE, annuityPurchase);
  setScalar(NPS_MONTHLY_PENSION, (annuityPurchase * annuityRatePct) / 100 / 12);
  return years;
}
