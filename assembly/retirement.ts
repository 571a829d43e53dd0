// Retirement and the aging-parent planner (spec 1 §3, §9; spec 2 §3, §9; DESIGN.md
// "Retirement and aging parent"). One plan serves both.
// N = retirementAge − currentAge years to go, M = lifeExpectancy − retirementAge years in
// retirement. The first year's withdrawal W = monthly expenses × 12 × (1+f)^N / (1 − tax) is
// taken at the start of the first retirement year; each later withdrawal grows with inflation.
// The corpus is their present value at the post-retirement return, i.e. on the real return:
// W × Σ_{k=0}^{M−1} g^k with g = (1+f)/(1+post) (W × M when g = 1).
import { ERR_DOMAIN, MAX_ROWS, setCell, setScalar } from "./buffers";
import { annuityDuePayment } from "./goals";
import { compound } from "./growth";

// Scalar slots.
export const RET_CORPUS: i32 = 0;
export const RET_CAPITAL_BACK_FUND: i32 = 1;
export const RET_TOTAL_CORPUS: i32 = 2;
export const RET_FIRST_YEAR_EXPENSE_PRE_TAX: i32 = 3;
export const RET_TAX_RATE_PCT: i32 = 4;
/** The SIP at the pre-retirement return that builds the total corpus by retirement (0 when N = 0). */
export const RET_MONTHLY_INVESTMENT: i32 = 5;
export const RET_YEARS_TO_RETIREMENT: i32 = 6;
export const RET_YEARS_IN_RETIREMENT: i32 = 7;

// Table columns, one row per retirement year.
export const RET_COL_AGE: i32 = 0;
export const RET_COL_YEAR: i32 = 1;
export const RET_COL_OPENING: i32 = 2;
export const RET_COL_WITHDRAWAL: i32 = 3;
export const RET_COL_PRE_TAX: i32 = 4;
export const RET_COL_POST_TAX: i32 = 5;
export const RET_COL_RETURN: i32 = 6;
export const RET_COL_YEAR_END: i32 = 7;
export const RET_COL_CAPITAL_PROTECTION: i32 = 8;
export const RET_COL_BALANCE: i32 = 9;

/** Ages beyond this are outside the core's domain (the UI stops them first). */
export const MAX_AGE_YEARS: f64 = 150;

/**
 * Σ_{k=0}^{years−1} g^k = (g^years − 1) / (g − 1) for ln g = logGrowthRatio: the value of
 * `years` yearly payments at the start of each year, each g times the last, per rupee of the
 * first. Exactly `years` when g = 1 (inflation = post-retirement return); 0 for 0 years.
 */
function growingAnnuityFactor(years: f64, logGrowthRatio: f64): f64 {
  return logGrowthRatio == 0 ? years : Math.expm1(years * logGrowthRatio) / Math.expm1(logGrowthRatio);
}

/**
 * The retirement plan. Ages in years (whole years in retirement); monthlyExpenses in today's
 * rupees; the rates in percent. Scalars: see RET_*. Table: age (at the start of the year),
 * year (1 = the first retirement year), openingBalance, withdrawal (= preTaxWithdrawal),
 * preTaxWithdrawal, postTaxWithdrawal, return (interest on what stays invested),
 * yearEndBalance, capitalProtectionAmount (the side fund at year end), balance (the two).
 * Returns M, the row count, or ERR_DOMAIN.
 */
export function retirementPlan(
  currentAge: f64,
  retirementAge: f64,
  lifeExpectancy: f64,
  monthlyExpenses: f64,
  inflationPct: f64,
  taxPct: f64,
  preReturnPct: f64,
  postReturnPct: f64,
): i32 {
  if (
    !(currentAge >= 0) ||
    !(retirementAge >= currentAge) ||
    !(lifeExpectancy > retirementAge) ||
    !(lifeExpectancy <= MAX_AGE_YEARS) ||
    !(monthlyExpenses >= 0) ||
    !isFinite(monthlyExpenses) ||
    !(inflationPct >= 0) ||
    !(taxPct >= 0) ||
    !(taxPct < 100) ||
    !(preReturnPct >= 0) ||
    !(postReturnPct >= 0)
  ) {
    return ERR_DOMAIN;
  }
  const yearsToGo = retirementAge - currentAge;
  const yearsRetired = lifeExpectancy - retirementAge;
  if (yearsRetired != Math.floor(yearsRetired) || yearsRetired > <f64>MAX_ROWS) return ERR_DOMAIN;
  const rows = <i32>yearsRetired;

  const inflation = inflationPct / 100;
  const tax = taxPct / 100;
  const post = postReturnPct / 100;
  const firstWithdrawal = (monthlyExpenses * 12 * compound(inflation, yearsToGo)) / (1 - tax);

  // ln g = log1p(f) − log1p(post): through logs and expm1 so that g near 1 keeps its precision.
  const logGrowthRatio = Math.log1p(inflation) - Math.log1p(post);
  const corpus = firstWithdrawal * growingAnnuityFactor(yearsRetired, logGrowthRatio);
  // A side fund that grows at the post-retirement return back to the corpus by the last year.
  const capitalBackFund = corpus / compound(post, yearsRetired);
  const totalCorpus = corpus + capitalBackFund;

  const monthsToGo = Math.round(yearsToGo * 12);
  const monthlyInvestment = monthsToGo >= 1 ? annuityDuePayment(totalCorpus, preReturnPct / 1200, monthsToGo) : 0;
  if (!isFinite(totalCorpus) || !isFinite(monthlyInvestment)) return ERR_DOMAIN;

  setScalar(RET_CORPUS, corpus);
  setScalar(RET_CAPITAL_BACK_FUND, capitalBackFund);
  setScalar(RET_TOTAL_CORPUS, totalCorpus);
  setScalar(RET_FIRST_YEAR_EXPENSE_PRE_TAX, firstWithdrawal);
  setScalar(RET_TAX_RATE_PCT, taxPct);
  setScalar(RET_MONTHLY_INVESTMENT, monthlyInvestment);
  setScalar(RET_YEARS_TO_RETIREMENT, yearsToGo);
  setScalar(RET_YEARS_IN_RETIREMENT, yearsRetired);

  const growthRatio = (1 + inflation) / (1 + post);
  let opening = corpus;
  for (let row = 0; row < rows; row++) {
    const withdrawal = firstWithdrawal * compound(inflation, <f64>row);
    // What stays invested after the withdrawal is the value of the withdrawals still to come,
    // W_k × g × Σ_{j=0}^{M−k−2} g^j, computed afresh each year instead of carried forward:
    // carrying a balance forward multiplies its rounding error by (1 + post) every year, which
    // over decades at a high return would swamp the small balance of the last years. After the
    // last withdrawal nothing is to come, so the balance is exactly 0.
    const invested = withdrawal * growthRatio * growingAnnuityFactor(<f64>(rows - row - 1), logGrowthRatio);
    const interest = invested * post;
    const yearEnd = invested + interest;
    const sideFund = capitalBackFund * compound(post, <f64>(row + 1));
    setCell(RET_COL_AGE, rows, row, retirementAge + <f64>row);
    setCell(RET_COL_YEAR, rows, row, <f64>(row + 1));
    setCell(RET_COL_OPENING, rows, row, opening);
    setCell(RET_COL_WITHDRAWAL, rows, row, withdrawal);
    setCell(RET_COL_PRE_TAX, rows, row, withdrawal);
    setCell(RET_COL_POST_TAX, rows, row, withdrawal * (1 - tax));
    setCell(RET_COL_RETURN, rows, row, interest);
    setCell(RET_COL_YEAR_END, rows, row, yearEnd);
    setCell(RET_COL_CAPITAL_PROTECTION, rows, row, sideFund);
    setCell(RET_COL_BALANCE, rows, row, yearEnd + sideFund);
    opening = yearEnd;
  }
  return rows;
}
