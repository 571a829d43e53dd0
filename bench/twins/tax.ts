// Same-algorithm twin of assembly/tax.ts incomeTax: both regimes from the same steps (slab tax
// as a running cumulative over the slabs, the 87A rebate with marginal relief, the surcharge
// band with its marginal relief, cess) and the slab breakdown table. The rules are read
// straight from the year's TaxRules object (the core needs them flattened into INPUTS first:
// that is part of its boundary).
import { incomeTaxResult, MAX_AGE_BANDS, MAX_SLABS, MAX_SURCHARGE_BANDS, TAX_NEW, TAX_NEW_REGIME_SAVES, TAX_NEW_SLAB_COUNT, TAX_OLD, TAX_OLD_AGE_BAND, TAX_OLD_SLAB_COUNT } from "../../workers/api/tax";
import type { IncomeTaxInputs, IncomeTaxResult, RegimeRules, TaxRules, TaxSlab } from "../../workers/contracts/tax";
import { CoreDomainError } from "../../workers/core-buffers";
import { finishedRows, TWIN_BUFFERS } from "./buffers";

// Scalars of one regime from its offset (assembly/tax.ts R_*).
const R_GROSS = 0;
const R_STANDARD_DEDUCTION = 1;
const R_HRA_EXEMPTION = 2;
const R_80C = 3;
const R_80D = 4;
const R_80CCD1B = 5;
const R_HOME_LOAN = 6;
const R_TAXABLE = 7;
const R_SLAB_TAX = 8;
const R_REBATE = 9;
const R_SURCHARGE = 10;
const R_SURCHARGE_RELIEF = 11;
const R_CESS = 12;
const R_TOTAL = 13;
/** The new regime's slab columns start at 0, the old regime's at 4 (assembly/tax.ts TAX_COL_*). */
const COL_NEW_FROM = 0;
const COL_OLD_FROM = 4;

/** A regime's rules without the slabs, which for the old regime depend on the age band. */
type RegimeBlock = Omit<RegimeRules, "slabs">;

function isAmount(value: number): boolean {
  return value >= 0 && Number.isFinite(value);
}

function validRegime(rules: RegimeBlock, slabs: readonly TaxSlab[]): boolean {
  if (slabs.length < 1 || slabs.length > MAX_SLABS || rules.surcharge.length > MAX_SURCHARGE_BANDS) throw new RangeError("the tax rules have too many slabs or bands");
  if (slabs[0].fromRupees !== 0) return false;
  for (let s = 0; s < slabs.length; s++) {
    const { fromRupees, ratePct } = slabs[s];
    if (!(ratePct >= 0) || ratePct > 100) return false;
    if (!Number.isFinite(fromRupees) || (s > 0 && !(fromRupees > slabs[s - 1].fromRupees))) return false;
  }
  const bands = rules.surcharge;
  for (let b = 0; b < bands.length; b++) {
    const { aboveRupees, ratePct } = bands[b];
    if (!(ratePct >= 0) || ratePct > 100 || !isAmount(aboveRupees)) return false;
    if (b > 0 && !(aboveRupees > bands[b - 1].aboveRupees)) return false;
  }
  return isAmount(rules.standardDeductionRupees) && isAmount(rules.rebateIncomeLimitRupees) && isAmount(rules.rebateMaxRupees);
}

function slabTax(slabs: readonly TaxSlab[], income: number): number {
  let below = 0;
  let slab = 0;
  while (slab + 1 < slabs.length && income > slabs[slab + 1].fromRupees) {
    below += (slabs[slab].ratePct / 100) * (slabs[slab + 1].fromRupees - slabs[slab].fromRupees);
    slab++;
  }
  return below + (slabs[slab].ratePct / 100) * Math.max(0, income - slabs[slab].fromRupees);
}

function rebateOn(rules: RegimeBlock, income: number, tax: number): number {
  const limit = rules.rebateIncomeLimitRupees;
  if (income <= limit) return Math.min(tax, rules.rebateMaxRupees);
  if (rules.rebateMarginalRelief && tax > income - limit) return tax - (income - limit);
  return 0;
}

function taxAfterRebate(rules: RegimeBlock, slabs: readonly TaxSlab[], income: number): number {
  const tax = slabTax(slabs, income);
  return tax - rebateOn(rules, income, tax);
}

/** Works out one regime from its taxable income into the scalars at `at`; returns the total. */
function applyRegime(rules: RegimeBlock, slabs: readonly TaxSlab[], cessPct: number, taxable: number, at: number): number {
  const { scalars } = TWIN_BUFFERS;
  const slab = slabTax(slabs, taxable);
  const rebate = rebateOn(rules, taxable, slab);
  const tax = slab - rebate;
  let surcharge = 0;
  let relief = 0;
  let band = -1;
  for (let b = 0; b < rules.surcharge.length; b++) if (taxable > rules.surcharge[b].aboveRupees) band = b;
  if (band >= 0) {
    surcharge = tax * (rules.surcharge[band].ratePct / 100);
    const threshold = rules.surcharge[band].aboveRupees;
    const rateAtThreshold = band > 0 ? rules.surcharge[band - 1].ratePct / 100 : 0;
    const ceiling = taxAfterRebate(rules, slabs, threshold) * (1 + rateAtThreshold) + (taxable - threshold);
    if (tax + surcharge > ceiling) {
      relief = Math.min(surcharge, tax + surcharge - ceiling);
      surcharge -= relief;
    }
  }
  const cess = (tax + surcharge) * (cessPct / 100);
  const total = tax + surcharge + cess;
  scalars[at + R_TAXABLE] = taxable;
  scalars[at + R_SLAB_TAX] = slab;
  scalars[at + R_REBATE] = rebate;
  scalars[at + R_SURCHARGE] = surcharge;
  scalars[at + R_SURCHARGE_RELIEF] = relief;
  scalars[at + R_CESS] = cess;
  scalars[at + R_TOTAL] = total;
  return total;
}

/** The slab breakdown of `income` into four columns from `firstColumn`, padded with zeros to `rows`. */
function writeSlabs(slabs: readonly TaxSlab[], income: number, firstColumn: number, rows: number): number {
  const { columns } = TWIN_BUFFERS;
  for (let s = 0; s < rows; s++) {
    let from = 0;
    let rate = 0;
    let inSlab = 0;
    if (s < slabs.length) {
      from = slabs[s].fromRupees;
      rate = slabs[s].ratePct / 100;
      const to = s + 1 < slabs.length ? slabs[s + 1].fromRupees : Infinity;
      inSlab = Math.max(0, Math.min(income, to) - from);
    }
    columns[firstColumn * rows + s] = from;
    columns[(firstColumn + 1) * rows + s] = rate * 100;
    columns[(firstColumn + 2) * rows + s] = inSlab;
    columns[(firstColumn + 3) * rows + s] = rate * inSlab;
  }
  return slabs.length;
}

function hraLeast(basicSalary: number, hraReceived: number, rentPaid: number, sharePct: number, rentExcessPct: number): number {
  const rentOver = Math.max(0, rentPaid - (basicSalary * rentExcessPct) / 100);
  return Math.min(hraReceived, Math.min(rentOver, (basicSalary * sharePct) / 100));
}

/** Income tax under both regimes as the calc API's `incomeTax` returns it. */
export function incomeTaxTwin(inputs: IncomeTaxInputs, rules: TaxRules): IncomeTaxResult {
  const { salary, otherIncome, age, deductions80C, deductions80D, nps80CCD1B, homeLoanInterest, basicSalary, hraReceived, rentPaid, metroCity } = inputs;
  const { newRegime, oldRegime, hra, cessPct } = rules;
  const bands = oldRegime.slabsByAge;
  if (bands.length < 1 || bands.length > MAX_AGE_BANDS) throw new RangeError(`between 1 and ${MAX_AGE_BANDS} age bands, got ${bands.length}`);
  if (!isAmount(salary) || !isAmount(otherIncome) || !isAmount(age)) throw new CoreDomainError("income tax");
  if (!isAmount(deductions80C) || !isAmount(deductions80D) || !isAmount(nps80CCD1B) || !isAmount(homeLoanInterest)) throw new CoreDomainError("income tax");
  if (!isAmount(basicSalary) || !isAmount(hraReceived) || !isAmount(rentPaid) || (metroCity !== 0 && metroCity !== 1)) throw new CoreDomainError("income tax");
  if (hraReceived > salary || bands[0].fromAge !== 0 || !validRegime(newRegime, newRegime.slabs)) throw new CoreDomainError("income tax");
  let ageBand = 0;
  for (let b = 0; b < bands.length; b++) {
    if (!validRegime(oldRegime, bands[b].slabs)) throw new CoreDomainError("income tax");
    if (age >= bands[b].fromAge) ageBand = b;
  }
  const oldSlabs = bands[ageBand].slabs;
  const { scalars } = TWIN_BUFFERS;
  const gross = salary + otherIncome;

  const newDeduction = Math.min(salary, newRegime.standardDeductionRupees);
  scalars[TAX_NEW + R_GROSS] = gross;
  scalars[TAX_NEW + R_STANDARD_DEDUCTION] = newDeduction;
  for (let k = R_HRA_EXEMPTION; k <= R_HOME_LOAN; k++) scalars[TAX_NEW + k] = 0;
  const newTaxable = salary - newDeduction + otherIncome;
  const newTotal = applyRegime(newRegime, newRegime.slabs, cessPct, newTaxable, TAX_NEW);

  const sharePct = metroCity === 1 ? hra.metroPct : hra.nonMetroPct;
  const hraExempt = hraLeast(basicSalary, hraReceived, rentPaid, sharePct, hra.rentExcessPct);
  const oldDeduction = Math.min(salary - hraExempt, oldRegime.standardDeductionRupees);
  const homeLoan = Math.min(homeLoanInterest, oldRegime.maxHomeLoanInterestRupees);
  const grossTotal = Math.max(0, salary - hraExempt - oldDeduction + otherIncome - homeLoan);
  const selfLimit80D = age >= oldRegime.seniorAge ? oldRegime.max80DSelfSeniorRupees : oldRegime.max80DSelfRupees;
  const allowed80C = Math.min(deductions80C, oldRegime.max80CRupees);
  const allowed80D = Math.min(deductions80D, selfLimit80D + oldRegime.max80DParentsRupees);
  const allowed80CCD1B = Math.min(nps80CCD1B, oldRegime.max80CCD1BRupees);
  scalars[TAX_OLD + R_GROSS] = gross;
  scalars[TAX_OLD + R_STANDARD_DEDUCTION] = oldDeduction;
  scalars[TAX_OLD + R_HRA_EXEMPTION] = hraExempt;
  scalars[TAX_OLD + R_80C] = allowed80C;
  scalars[TAX_OLD + R_80D] = allowed80D;
  scalars[TAX_OLD + R_80CCD1B] = allowed80CCD1B;
  scalars[TAX_OLD + R_HOME_LOAN] = homeLoan;
  const oldTaxable = Math.max(0, grossTotal - allowed80C - allowed80D - allowed80CCD1B);
  const oldTotal = applyRegime(oldRegime, oldSlabs, cessPct, oldTaxable, TAX_OLD);

  scalars[TAX_NEW_REGIME_SAVES] = oldTotal - newTotal;
  scalars[TAX_OLD_AGE_BAND] = ageBand;
  const rows = Math.max(newRegime.slabs.length, oldSlabs.length);
  scalars[TAX_NEW_SLAB_COUNT] = writeSlabs(newRegime.slabs, newTaxable, COL_NEW_FROM, rows);
  scalars[TAX_OLD_SLAB_COUNT] = writeSlabs(oldSlabs, oldTaxable, COL_OLD_FROM, rows);
  return incomeTaxResult(TWIN_BUFFERS, finishedRows(rows));
}
