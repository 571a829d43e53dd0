// Income tax for a resident individual under the new regime (section 115BAC) and the old one,
// side by side, and the HRA exemption (section 10(13A), rule 2A). The rules
// themselves are not written here: they arrive in INPUTS (layout below), filled by the worker
// from src/calculators/tax-rules.ts, so a Budget's change is one edit there.
//
// One regime, in order:
//   taxable income (never below 0)
//   slab tax: the full width of every slab below the income's slab at its rate, plus the
//     part in its own slab (a running cumulative table)
//   section 87A: while taxable ≤ the limit, the rebate is the tax up to its maximum; just
//     above the limit (where the regime allows marginal relief) the tax is cut to the income
//     above the limit
//   surcharge at the rate of the highest threshold the income passes, with marginal relief:
//     tax + surcharge never exceeds tax + surcharge at the threshold plus the income above it
//   cess on tax + surcharge.
import { ERR_DOMAIN, input, setCell, setScalar } from "./buffers";

// INPUTS layout. A regime block: slab count, (from ₹, rate %) × MAX_SLABS, standard
// deduction, rebate income limit, rebate maximum, marginal relief (1/0), surcharge band count,
// (above ₹, rate %) × MAX_SURCHARGE_BANDS.
export const MAX_SLABS: i32 = 10;
export const MAX_SURCHARGE_BANDS: i32 = 6;
export const MAX_AGE_BANDS: i32 = 3;
const BLOCK_SLAB_COUNT: i32 = 0;
const BLOCK_SLABS: i32 = 1;
const BLOCK_STANDARD_DEDUCTION: i32 = BLOCK_SLABS + 2 * MAX_SLABS;
const BLOCK_REBATE_LIMIT: i32 = BLOCK_STANDARD_DEDUCTION + 1;
const BLOCK_REBATE_MAX: i32 = BLOCK_REBATE_LIMIT + 1;
const BLOCK_REBATE_RELIEF: i32 = BLOCK_REBATE_MAX + 1;
const BLOCK_SURCHARGE_COUNT: i32 = BLOCK_REBATE_RELIEF + 1;
const BLOCK_SURCHARGE: i32 = BLOCK_SURCHARGE_COUNT + 1;
export const REGIME_BLOCK_SIZE: i32 = BLOCK_SURCHARGE + 2 * MAX_SURCHARGE_BANDS;

// The rest of INPUTS.
export const IN_CESS_PCT: i32 = 0;
export const IN_HRA_RENT_EXCESS_PCT: i32 = 1;
export const IN_HRA_METRO_PCT: i32 = 2;
export const IN_HRA_NON_METRO_PCT: i32 = 3;
export const IN_MAX_80C: i32 = 4;
export const IN_MAX_80D_SELF: i32 = 5;
export const IN_MAX_80D_SELF_SENIOR: i32 = 6;
export const IN_MAX_80D_PARENTS: i32 = 7;
export const IN_SENIOR_AGE: i32 = 8;
export const IN_MAX_80CCD1B: i32 = 9;
export const IN_MAX_HOME_LOAN_INTEREST: i32 = 10;
export const IN_AGE_BAND_COUNT: i32 = 11;
/** IN_AGE_BAND_FROM + b: the age from which old-regime band b applies. */
export const IN_AGE_BAND_FROM: i32 = 12;
export const IN_NEW_REGIME: i32 = 16;
/** IN_OLD_REGIME + b × REGIME_BLOCK_SIZE: the old regime's block for age band b. */
export const IN_OLD_REGIME: i32 = IN_NEW_REGIME + REGIME_BLOCK_SIZE;
export const TAX_INPUT_COUNT: i32 = IN_OLD_REGIME + MAX_AGE_BANDS * REGIME_BLOCK_SIZE;

// Scalars of one regime, from its offset (TAX_NEW or TAX_OLD).
export const R_GROSS: i32 = 0;
export const R_STANDARD_DEDUCTION: i32 = 1;
export const R_HRA_EXEMPTION: i32 = 2;
export const R_80C: i32 = 3;
export const R_80D: i32 = 4;
export const R_80CCD1B: i32 = 5;
export const R_HOME_LOAN: i32 = 6;
export const R_TAXABLE: i32 = 7;
export const R_SLAB_TAX: i32 = 8;
export const R_REBATE: i32 = 9;
export const R_SURCHARGE: i32 = 10;
export const R_SURCHARGE_RELIEF: i32 = 11;
export const R_CESS: i32 = 12;
export const R_TOTAL: i32 = 13;
export const REGIME_SCALARS: i32 = 14;
export const TAX_NEW: i32 = 0;
export const TAX_OLD: i32 = 16;
export const TAX_NEW_REGIME_SAVES: i32 = 32;
export const TAX_NEW_SLAB_COUNT: i32 = 33;
export const TAX_OLD_SLAB_COUNT: i32 = 34;
export const TAX_OLD_AGE_BAND: i32 = 35;

// Table columns: the slab breakdown of each regime, one row per slab (the shorter list padded with zeros).
export const TAX_COL_NEW_FROM: i32 = 0;
export const TAX_COL_NEW_RATE: i32 = 1;
export const TAX_COL_NEW_INCOME: i32 = 2;
export const TAX_COL_NEW_TAX: i32 = 3;
export const TAX_COL_OLD_FROM: i32 = 4;
export const TAX_COL_OLD_RATE: i32 = 5;
export const TAX_COL_OLD_INCOME: i32 = 6;
export const TAX_COL_OLD_TAX: i32 = 7;

// HRA scalars.
export const HRA_EXEMPT: i32 = 0;
export const HRA_TAXABLE: i32 = 1;
export const HRA_ACTUAL: i32 = 2;
export const HRA_RENT_OVER: i32 = 3;
export const HRA_SALARY_SHARE: i32 = 4;

@inline function slabCount(block: i32): i32 {
  return <i32>input(block + BLOCK_SLAB_COUNT);
}
@inline function slabFrom(block: i32, slab: i32): f64 {
  return input(block + BLOCK_SLABS + 2 * slab);
}
@inline function slabRate(block: i32, slab: i32): f64 {
  return input(block + BLOCK_SLABS + 2 * slab + 1) / 100;
}
@inline function surchargeAbove(block: i32, band: i32): f64 {
  return input(block + BLOCK_SURCHARGE + 2 * band);
}
@inline function surchargeRate(block: i32, band: i32): f64 {
  return input(block + BLOCK_SURCHARGE + 2 * band + 1) / 100;
}

function isAmount(value: f64): bool {
  return value >= 0 && isFinite(value);
}

/** A regime block the core can apply: slabs from ₹0 upward at rates of 0-100%, bands upward. */
function validBlock(block: i32): bool {
  const slabs = input(block + BLOCK_SLAB_COUNT);
  if (!(slabs >= 1) || slabs > <f64>MAX_SLABS || Math.floor(slabs) != slabs) return false;
  if (slabFrom(block, 0) != 0) return false;
  for (let s: i32 = 0; s < <i32>slabs; s++) {
    const rate = input(block + BLOCK_SLABS + 2 * s + 1);
    if (!(rate >= 0) || rate > 100) return false;
    if (!isFinite(slabFrom(block, s)) || (s > 0 && !(slabFrom(block, s) > slabFrom(block, s - 1)))) return false;
  }
  const bands = input(block + BLOCK_SURCHARGE_COUNT);
  if (!(bands >= 0) || bands > <f64>MAX_SURCHARGE_BANDS || Math.floor(bands) != bands) return false;
  for (let b: i32 = 0; b < <i32>bands; b++) {
    const rate = input(block + BLOCK_SURCHARGE + 2 * b + 1);
    if (!(rate >= 0) || rate > 100 || !isAmount(surchargeAbove(block, b))) return false;
    if (b > 0 && !(surchargeAbove(block, b) > surchargeAbove(block, b - 1))) return false;
  }
  return isAmount(input(block + BLOCK_STANDARD_DEDUCTION)) && isAmount(input(block + BLOCK_REBATE_LIMIT)) && isAmount(input(block + BLOCK_REBATE_MAX));
}

/** Tax at slab rates on `income`: the cumulative tax of the slabs below its slab, plus its part. */
function slabTax(block: i32, income: f64): f64 {
  const count = slabCount(block);
  let below: f64 = 0;
  let slab: i32 = 0;
  while (slab + 1 < count && income > slabFrom(block, slab + 1)) {
    below += slabRate(block, slab) * (slabFrom(block, slab + 1) - slabFrom(block, slab));
    slab++;
  }
  return below + slabRate(block, slab) * max(0, income - slabFrom(block, slab));
}

/** The section 87A rebate on `tax`, the slab tax of `income`. */
function rebateOn(block: i32, income: f64, tax: f64): f64 {
  const limit = input(block + BLOCK_REBATE_LIMIT);
  if (income <= limit) return min(tax, input(block + BLOCK_REBATE_MAX));
  // Marginal relief: the tax never exceeds the income above the limit.
  if (input(block + BLOCK_REBATE_RELIEF) == 1 && tax > income - limit) return tax - (income - limit);
  return 0;
}

/** Tax after the rebate, before surcharge and cess. */
function taxAfterRebate(block: i32, income: f64): f64 {
  const tax = slabTax(block, income);
  return tax - rebateOn(block, income, tax);
}

/** The highest surcharge band `income` is above, or -1 for none. */
function surchargeBand(block: i32, income: f64): i32 {
  let band: i32 = -1;
  const count = <i32>input(block + BLOCK_SURCHARGE_COUNT);
  for (let b: i32 = 0; b < count; b++) if (income > surchargeAbove(block, b)) band = b;
  return band;
}

/** Works out one regime from its taxable income into the scalars at `at`; returns the total. */
function applyRegime(block: i32, taxable: f64, at: i32): f64 {
  const slab = slabTax(block, taxable);
  const rebate = rebateOn(block, taxable, slab);
  const tax = slab - rebate;
  let surcharge: f64 = 0;
  let relief: f64 = 0;
  const band = surchargeBand(block, taxable);
  if (band >= 0) {
    surcharge = tax * surchargeRate(block, band);
    const threshold = surchargeAbove(block, band);
    const rateAtThreshold = band > 0 ? surchargeRate(block, band - 1) : 0;
    const ceiling = taxAfterRebate(block, threshold) * (1 + rateAtThreshold) + (taxable - threshold);
    if (tax + surcharge > ceiling) {
      relief = min(surcharge, tax + surcharge - ceiling);
      surcharge -= relief;
    }
  }
  const cess = (tax + surcharge) * (input(IN_CESS_PCT) / 100);
  const total = tax + surcharge + cess;
  setScalar(at + R_TAXABLE, taxable);
  setScalar(at + R_SLAB_TAX, slab);
  setScalar(at + R_REBATE, rebate);
  setScalar(at + R_SURCHARGE, surcharge);
  setScalar(at + R_SURCHARGE_RELIEF, relief);
  setScalar(at + R_CESS, cess);
  setScalar(at + R_TOTAL, total);
  return total;
}

/** The slab breakdown of `income` into four columns from `firstColumn`; returns the slab count. */
function writeSlabs(block: i32, income: f64, firstColumn: i32, rows: i32): i32 {
  const count = slabCount(block);
  for (let s: i32 = 0; s < rows; s++) {
    let from: f64 = 0;
    let rate: f64 = 0;
    let inSlab: f64 = 0;
    if (s < count) {
      from = slabFrom(block, s);
      rate = slabRate(block, s);
      const to = s + 1 < count ? slabFrom(block, s + 1) : Infinity;
      inSlab = max(0, min(income, to) - from);
    }
    setCell(firstColumn, rows, s, from);
    setCell(firstColumn + 1, rows, s, rate * 100);
    setCell(firstColumn + 2, rows, s, inSlab);
    setCell(firstColumn + 3, rows, s, rate * inSlab);
  }
  return count;
}

/** Rent paid above `rentExcessPct` of salary (basic + DA), never below 0. */
@inline function rentOverExcess(basicSalary: f64, rentPaid: f64, rentExcessPct: f64): f64 {
  return max(0, rentPaid - (basicSalary * rentExcessPct) / 100);
}

/** The least of HRA received, rent above `rentExcessPct` of salary, and `sharePct` of salary. */
function hraLeast(basicSalary: f64, hraReceived: f64, rentPaid: f64, sharePct: f64, rentExcessPct: f64): f64 {
  return min(hraReceived, min(rentOverExcess(basicSalary, rentPaid, rentExcessPct), (basicSalary * sharePct) / 100));
}

/**
 * The HRA exemption for a year's `basicSalary` (basic + DA), `hraReceived` and `rentPaid`, in a
 * metro city (`metroCity` 1) or not (0), with the share and rent rule of the given percentages.
 * Scalars: exempt HRA, taxable HRA, and the three amounts compared. Returns 0, or ERR_DOMAIN.
 */
export function hraExemption(basicSalary: f64, hraReceived: f64, rentPaid: f64, metroCity: f64, rentExcessPct: f64, metroPct: f64, nonMetroPct: f64): i32 {
  if (!isAmount(basicSalary) || !isAmount(hraReceived) || !isAmount(rentPaid)) return ERR_DOMAIN;
  if (metroCity != 0 && metroCity != 1) return ERR_DOMAIN;
  if (!isAmount(rentExcessPct) || !isAmount(metroPct) || !isAmount(nonMetroPct)) return ERR_DOMAIN;
  const sharePct = metroCity == 1 ? metroPct : nonMetroPct;
  const exempt = hraLeast(basicSalary, hraReceived, rentPaid, sharePct, rentExcessPct);
  setScalar(HRA_ACTUAL, hraReceived);
  setScalar(HRA_RENT_OVER, rentOverExcess(basicSalary, rentPaid, rentExcessPct));
  setScalar(HRA_SALARY_SHARE, (basicSalary * sharePct) / 100);
  setScalar(HRA_EXEMPT, exempt);
  setScalar(HRA_TAXABLE, hraReceived - exempt);
  return 0;
}

/**
 * Income tax for one year under both regimes, with the rules in INPUTS. Amounts in rupees a
 * year: gross `salary` (HRA included), `otherIncome` at slab rates, the old regime's claimed
 * deductions (capped here at their limits) and the HRA inputs; `age` in years.
 * Scalars: each regime's steps (R_*) at TAX_NEW and TAX_OLD, what the new regime saves
 * (old total − new total), the slab counts and the old regime's age band.
 * Table: each regime's slab breakdown (TAX_COL_*). Returns the row count, or ERR_DOMAIN.
 */
export function incomeTax(
  salary: f64,
  otherIncome: f64,
  age: f64,
  deductions80C: f64,
  deductions80D: f64,
  nps80CCD1B: f64,
  homeLoanInterest: f64,
  basicSalary: f64,
  hraReceived: f64,
  rentPaid: f64,
  metroCity: f64,
): i32 {
  if (!isAmount(salary) || !isAmount(otherIncome) || !isAmount(age)) return ERR_DOMAIN;
  if (!isAmount(deductions80C) || !isAmount(deductions80D) || !isAmount(nps80CCD1B) || !isAmount(homeLoanInterest)) return ERR_DOMAIN;
  if (!isAmount(basicSalary) || !isAmount(hraReceived) || !isAmount(rentPaid) || (metroCity != 0 && metroCity != 1)) return ERR_DOMAIN;
  // HRA is part of the gross salary, so it can never be more.
  if (hraReceived > salary) return ERR_DOMAIN;
  const bands = input(IN_AGE_BAND_COUNT);
  if (!(bands >= 1) || bands > <f64>MAX_AGE_BANDS || Math.floor(bands) != bands || input(IN_AGE_BAND_FROM) != 0) return ERR_DOMAIN;
  if (!validBlock(IN_NEW_REGIME)) return ERR_DOMAIN;
  let ageBand: i32 = 0;
  for (let b: i32 = 0; b < <i32>bands; b++) {
    if (!validBlock(IN_OLD_REGIME + b * REGIME_BLOCK_SIZE)) return ERR_DOMAIN;
    if (age >= input(IN_AGE_BAND_FROM + b)) ageBand = b;
  }
  const oldBlock = IN_OLD_REGIME + ageBand * REGIME_BLOCK_SIZE;
  const gross = salary + otherIncome;

  // New regime: the standard deduction is the only one here.
  const newDeduction = min(salary, input(IN_NEW_REGIME + BLOCK_STANDARD_DEDUCTION));
  setScalar(TAX_NEW + R_GROSS, gross);
  setScalar(TAX_NEW + R_STANDARD_DEDUCTION, newDeduction);
  for (let k: i32 = R_HRA_EXEMPTION; k <= R_HOME_LOAN; k++) setScalar(TAX_NEW + k, 0);
  const newTaxable = salary - newDeduction + otherIncome;
  const newTotal = applyRegime(IN_NEW_REGIME, newTaxable, TAX_NEW);

  // Old regime: HRA exemption off the salary, then the standard deduction on what is left,
  // the home-loan interest set off (up to its limit), then Chapter VI-A deductions.
  const sharePct = metroCity == 1 ? input(IN_HRA_METRO_PCT) : input(IN_HRA_NON_METRO_PCT);
  const hraExempt = hraLeast(basicSalary, hraReceived, rentPaid, sharePct, input(IN_HRA_RENT_EXCESS_PCT));
  const oldDeduction = min(salary - hraExempt, input(oldBlock + BLOCK_STANDARD_DEDUCTION));
  const homeLoan = min(homeLoanInterest, input(IN_MAX_HOME_LOAN_INTEREST));
  const grossTotal = max(0, salary - hraExempt - oldDeduction + otherIncome - homeLoan);
  const selfLimit80D = age >= input(IN_SENIOR_AGE) ? input(IN_MAX_80D_SELF_SENIOR) : input(IN_MAX_80D_SELF);
  const allowed80C = min(deductions80C, input(IN_MAX_80C));
  const allowed80D = min(deductions80D, selfLimit80D + input(IN_MAX_80D_PARENTS));
  const allowed80CCD1B = min(nps80CCD1B, input(IN_MAX_80CCD1B));
  setScalar(TAX_OLD + R_GROSS, gross);
  setScalar(TAX_OLD + R_STANDARD_DEDUCTION, oldDeduction);
  setScalar(TAX_OLD + R_HRA_EXEMPTION, hraExempt);
  setScalar(TAX_OLD + R_80C, allowed80C);
  setScalar(TAX_OLD + R_80D, allowed80D);
  setScalar(TAX_OLD + R_80CCD1B, allowed80CCD1B);
  setScalar(TAX_OLD + R_HOME_LOAN, homeLoan);
  const oldTaxable = max(0, grossTotal - allowed80C - allowed80D - allowed80CCD1B);
  const oldTotal = applyRegime(oldBlock, oldTaxable, TAX_OLD);

  setScalar(TAX_NEW_REGIME_SAVES, oldTotal - newTotal);
  setScalar(TAX_OLD_AGE_BAND, <f64>ageBand);
  const rows = max(slabCount(IN_NEW_REGIME), slabCount(oldBlock));
  setScalar(TAX_NEW_SLAB_COUNT, <f64>writeSlabs(IN_NEW_REGIME, newTaxable, TAX_COL_NEW_FROM, rows));
  setScalar(TAX_OLD_SLAB_COUNT, <f64>writeSlabs(oldBlock, oldTaxable, TAX_COL_OLD_FROM, rows));
  return rows;
}
