// Investment growth: SIP, lumpsum, FD, RD and the compounding calculator.
// Conventions (DESIGN.md, "Formulas"): r = annual% / 100; monthly rate i = annual% / 1200; a
// SIP pays at the start of each month (annuity due); months = round(years * 12), so every
// calculation in this family runs over whole months and its last table row is the end of
// the period even when that is part of a year.
// Powers are taken as exp/expm1 of n * log1p(rate): (1 + rate)^n - 1 keeps its precision at a
// rate as small as 0.01% instead of cancelling to a few digits.
import { ERR_DOMAIN, MAX_ROWS, setCell, setScalar } from "./buffers";

/** Months in the longest period any growth calculation accepts (100 years). */
export const MAX_MONTHS: f64 = 1200;

/**
 * (1 + rate)^periods for rate ≥ 0 and periods ≥ 0, as expm1(periods × log1p(rate)) + 1: as
 * precise as Math.pow here (the result is at least 1), and it keeps AssemblyScript's
 * table-driven pow and exp, about 6 KB of lookup tables, out of the module. A factor below 1
 * is taken as 1 / compound(...), which keeps a tiny discount factor's precision.
 */
export function compound(rate: f64, periods: f64): f64 {
  return Math.expm1(periods * Math.log1p(rate)) + 1;
}

/**
 * Future value of an annuity due: `payment` at the start of each of `months` months at
 * `monthlyRate`, i.e. P * ((1+i)^n - 1) / i * (1+i); P * n when i = 0.
 * (1+i)^n - 1 is taken as expm1(n * log1p(i)) so a tiny rate keeps its precision.
 */
export function fvDue(payment: f64, monthlyRate: f64, months: f64): f64 {
  if (monthlyRate == 0) return payment * months;
  return fvDueOfGrowth(payment, monthlyRate, Math.expm1(months * Math.log1p(monthlyRate)), months);
}

/**
 * fvDue given `growthMinusOne` = (1+i)^months − 1, for a caller that already has the power
 * (one log1p for several periods, or a power stepped row by row): the same operations as
 * fvDue after its power, so the same result to the last bit.
 */
@inline
export function fvDueOfGrowth(payment: f64, monthlyRate: f64, growthMinusOne: f64, months: f64): f64 {
  return monthlyRate == 0 ? payment * months : ((payment * growthMinusOne) / monthlyRate) * (1 + monthlyRate);
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

  // One log1p and two expm1 for the whole call: the powers fvDue(…, months), compound(…, 12)
  // and fvDue(…, 12) would take, from the one log1p they share (the same values to the bit;
  // AssemblyScript's expm1 and log1p cost more than V8's, bench/).
  const logGrowth = Math.log1p(monthlyRate);
  const total = fvDueOfGrowth(monthlyInvestment, monthlyRate, Math.expm1(months * logGrowth), months);
  const invested = monthlyInvestment * months;
  setScalar(SIP_INVESTED, invested);
  setScalar(SIP_GAINED, total - invested);
  setScalar(SIP_TOTAL, total);

  const yearGrowthMinusOne = Math.expm1(12 * logGrowth);
  const yearGrowth = yearGrowthMinusOne + 1;
  const yearOfInstalments = fvDueOfGrowth(monthlyInvestment, monthlyRate, yearGrowthMinusOne, 12);
  let value: f64 = 0;
  for (let row = 0; row < rows; row++) {
    const monthsSoFar = Math.min(<f64>(12 * (row + 1)), months);
    const principal = monthlyInvestment * monthsSoFar;
    value = sipRowValue(value, row, rows, total, yearGrowth, yearOfInstalments);
    setCell(SIP_COL_YEAR, rows, row, monthsSoFar / 12);
    setCell(SIP_COL_PRINCIPAL, rows, row, principal);
    setCell(SIP_COL_GROWTH, rows, row, value - principal);
    setCell(SIP_COL_TOTAL, rows, row, value);
  }
  return rows;
}

/**
 * A flat SIP's value at the end of table row `row`, from the previous row's: last year's value
 * grown for 12 months plus a year of new instalments, FV(y) = FV(y − 1) × (1 + i)^12 +
 * FVdue(P, i, 12), so a table costs two powers, not two per row. The last row is the whole
 * period's closed form `total` (a part year included), so the table ends on the total exactly.
 */
@inline
export function sipRowValue(previous: f64, row: i32, rows: i32, total: f64, yearGrowth: f64, yearOfInstalments: f64): f64 {
  return row == rows - 1 ? total : previous * yearGrowth + yearOfInstalments;
}

/** True for a number that is neither NaN nor infinite and not below zero. */
@inline
export function isAmount(value: f64): bool {
  return value >= 0 && value < Infinity;
}

/** Rows of a yearly table over `months`: one per whole year plus one for a part year. */
@inline
export function yearRows(months: f64): i32 {
  return <i32>Math.ceil(months / 12);
}

/** Months elapsed at the end of table row `row` (the last row stops at `months`). */
@inline
export function monthsAtRow(row: i32, months: f64): f64 {
  return Math.min(<f64>(12 * (row + 1)), months);
}

/** Months for a period in years, or 0 when the period is outside 1 to MAX_MONTHS months. */
export function monthsIn(years: f64): f64 {
  const months = Math.round(years * 12);
  return months >= 1 && months <= MAX_MONTHS ? months : 0;
}

// Lumpsum, FD, RD and compounding write the SIP's scalars and columns (invested, gained,
// total; year, principal, growth, total), so the worker reads them all alike.
@inline
function writeGrowthRow(rows: i32, row: i32, months: f64, principal: f64, growth: f64): void {
  setCell(SIP_COL_YEAR, rows, row, months / 12);
  setCell(SIP_COL_PRINCIPAL, rows, row, principal);
  setCell(SIP_COL_GROWTH, rows, row, growth);
  setCell(SIP_COL_TOTAL, rows, row, principal + growth);
}

@inline
function writeGrowthTotals(principal: f64, growth: f64): void {
  setScalar(SIP_INVESTED, principal);
  setScalar(SIP_GAINED, growth);
  setScalar(SIP_TOTAL, principal + growth);
}

/**
 * One amount compounded `compoundingsPerYear` times a year at `annualRatePct`:
 * total = A * (1 + r/m)^(m*t). Lumpsum uses m = 1 (annual), FD m = 4 (quarterly).
 * Scalars and table as sipProjection; principal stays A in every row.
 */
export function lumpsumProjection(amount: f64, annualRatePct: f64, years: f64, compoundingsPerYear: f64): i32 {
  const months = monthsIn(years);
  if (!isAmount(amount) || !isAmount(annualRatePct) || !(compoundingsPerYear >= 1) || months == 0) return ERR_DOMAIN;
  // ln of one year's growth factor, (1 + r/m)^m.
  const logGrowthPerYear = compoundingsPerYear * Math.log1p(annualRatePct / 100 / compoundingsPerYear);
  const rows = yearRows(months);
  for (let row = 0; row < rows; row++) {
    const monthsSoFar = monthsAtRow(row, months);
    writeGrowthRow(rows, row, monthsSoFar, amount, amount * Math.expm1((monthsSoFar / 12) * logGrowthPerYear));
  }
  writeGrowthTotals(amount, amount * Math.expm1((months / 12) * logGrowthPerYear));
  return rows;
}

/**
 * Recurring deposit: `monthlyDeposit` at the start of each month, interest compounded
 * quarterly as Indian banks quote it (DESIGN.md): a deposit held k months grows by
 * (1 + r/4)^(k/3), so after M months the deposits are worth sum over k = 1..M of R * q^k with
 * q = (1 + r/4)^(1/3), i.e. R * q * (q^M - 1) / (q - 1) (R * M at a zero rate).
 */
function rdValue(monthlyDeposit: f64, logGrowthPerMonth: f64, months: f64): f64 {
  if (logGrowthPerMonth == 0) return monthlyDeposit * months;
  return (monthlyDeposit * (Math.expm1(logGrowthPerMonth) + 1) * Math.expm1(months * logGrowthPerMonth)) / Math.expm1(logGrowthPerMonth);
}

export function rdProjection(monthlyDeposit: f64, annualRatePct: f64, years: f64): i32 {
  const months = monthsIn(years);
  if (!isAmount(monthlyDeposit) || !isAmount(annualRatePct) || months == 0) return ERR_DOMAIN;
  const logGrowthPerMonth = Math.log1p(annualRatePct / 400) / 3;
  const rows = yearRows(months);
  for (let row = 0; row < rows; row++) {
    const monthsSoFar = monthsAtRow(row, months);
    const principal = monthlyDeposit * monthsSoFar;
    writeGrowthRow(rows, row, monthsSoFar, principal, rdValue(monthlyDeposit, logGrowthPerMonth, monthsSoFar) - principal);
  }
  const invested = monthlyDeposit * months;
  writeGrowthTotals(invested, rdValue(monthlyDeposit, logGrowthPerMonth, months) - invested);
  return rows;
}

/**
 * Compounding calculator: a starting amount plus an addition at the start of every month,
 * the annual rate compounded `compoundingsPerYear` (1, 4 or 12) times a year. Each month
 * grows by the equivalent monthly rate j = (1 + r/m)^(m/12) - 1, so
 * balance(M) = initial * (1+j)^M + FVdue(addition, j, M); with m = 12 and no initial amount
 * this is the SIP. Scalars and table as sipProjection (principal = initial + additions).
 */
function compoundingGrowth(initialInvestment: f64, monthlyAddition: f64, logGrowthPerMonth: f64, months: f64): f64 {
  const additions = monthlyAddition * months;
  const additionsValue = fvDue(monthlyAddition, Math.expm1(logGrowthPerMonth), months);
  return initialInvestment * Math.expm1(months * logGrowthPerMonth) + (additionsValue - additions);
}

export function compoundingProjection(
  initialInvestment: f64,
  monthlyAddition: f64,
  years: f64,
  annualRatePct: f64,
  compoundingsPerYear: f64,
): i32 {
  const months = monthsIn(years);
  if (!isAmount(initialInvestment) || !isAmount(monthlyAddition) || !isAmount(annualRatePct) || !(compoundingsPerYear >= 1) || months == 0) {
    return ERR_DOMAIN;
  }
  // ln(1 + j): one month's share of a year's growth, (1 + r/m)^m.
  const logGrowthPerMonth = (compoundingsPerYear / 12) * Math.log1p(annualRatePct / 100 / compoundingsPerYear);
  const rows = yearRows(months);
  for (let row = 0; row < rows; row++) {
    const monthsSoFar = monthsAtRow(row, months);
    const growth = compoundingGrowth(initialInvestment, monthlyAddition, logGrowthPerMonth, monthsSoFar);
    writeGrowthRow(rows, row, monthsSoFar, initialInvestment + monthlyAddition * monthsSoFar, growth);
  }
  writeGrowthTotals(initialInvestment + monthlyAddition * months, compoundingGrowth(initialInvestment, monthlyAddition, logGrowthPerMonth, months));
  return rows;
}
