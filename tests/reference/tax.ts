// Plain-TypeScript reference for the tax core (tests only, never shipped), written from the
// rules object rather than the core's INPUTS layout. Deliberately different methods: the slab
// tax adds up, for every slab independently, its rate × the part of the income that falls in
// it (max(0, min(income, slab end) − slab start)), where the core walks a running cumulative
// table to the income's slab; the rebate is written as one expression per case; the surcharge
// and its relief are written as "the lesser of the full tax + surcharge and the ceiling at
// the threshold"; the old regime's income subtracts every deduction in one sum.
import type { HraRules, IncomeTaxInputs, RegimeRules, SurchargeBand, TaxRules, TaxSlab } from "../../workers/calc-contract";

export interface RegimeReference {
  taxable: number;
  slabTax: number;
  afterRebate: number;
  surcharge: number;
  cess: number;
  total: number;
}

/** Σ rate × (the income inside the slab), each slab on its own. */
export function slabTaxByOverlap(slabs: readonly TaxSlab[], income: number): number {
  return slabs.reduce((sum, { fromRupees, ratePct }, index) => {
    const end = index + 1 < slabs.length ? slabs[index + 1].fromRupees : Number.POSITIVE_INFINITY;
    return sum + (ratePct / 100) * Math.max(0, Math.min(income, end) - fromRupees);
  }, 0);
}

function afterRebate(rules: Pick<RegimeRules, "rebateIncomeLimitRupees" | "rebateMaxRupees" | "rebateMarginalRelief">, income: number, tax: number): number {
  if (income <= rules.rebateIncomeLimitRupees) return Math.max(0, tax - rules.rebateMaxRupees);
  if (rules.rebateMarginalRelief) return Math.min(tax, income - rules.rebateIncomeLimitRupees);
  return tax;
}

function surchargeRateAt(bands: readonly SurchargeBand[], income: number): number {
  const passed = bands.filter((band) => income > band.aboveRupees);
  return passed.length ? passed[passed.length - 1].ratePct / 100 : 0;
}

export function regimeReference(rules: Omit<RegimeRules, "slabs">, slabs: readonly TaxSlab[], taxable: number, cessPct: number): RegimeReference {
  const taxOn = (income: number) => afterRebate(rules, income, slabTaxByOverlap(slabs, income));
  const slabTax = slabTaxByOverlap(slabs, taxable);
  const tax = taxOn(taxable);
  const passed = rules.surcharge.filter((band) => taxable > band.aboveRupees);
  let withSurcharge = tax;
  if (passed.length) {
    const threshold = passed[passed.length - 1].aboveRupees;
    const full = tax * (1 + surchargeRateAt(rules.surcharge, taxable));
    const ceiling = taxOn(threshold) * (1 + surchargeRateAt(rules.surcharge, threshold)) + (taxable - threshold);
    withSurcharge = Math.max(tax, Math.min(full, ceiling));
  }
  const cess = withSurcharge * (cessPct / 100);
  return { taxable, slabTax, afterRebate: tax, surcharge: withSurcharge - tax, cess, total: withSurcharge + cess };
}

export function hraReference(basicSalary: number, hraReceived: number, rentPaid: number, metro: boolean, rules: HraRules): number {
  const share = ((metro ? rules.metroPct : rules.nonMetroPct) / 100) * basicSalary;
  return Math.min(hraReceived, Math.max(0, rentPaid - (rules.rentExcessPct / 100) * basicSalary), share);
}

export function incomeTaxReference(inputs: IncomeTaxInputs, rules: TaxRules): { newRegime: RegimeReference; oldRegime: RegimeReference } {
  const { salary, otherIncome, age } = inputs;
  const { newRegime, oldRegime } = rules;
  const newTaxable = Math.max(0, salary - newRegime.standardDeductionRupees) + otherIncome;

  const bands = [...oldRegime.slabsByAge].sort((a, b) => b.fromAge - a.fromAge);
  const oldSlabs = (bands.find((band) => age >= band.fromAge) ?? bands[bands.length - 1]).slabs;
  const hra = hraReference(inputs.basicSalary, inputs.hraReceived, inputs.rentPaid, inputs.metroCity === 1, rules.hra);
  const salaryIncome = Math.max(0, salary - hra - oldRegime.standardDeductionRupees);
  const grossTotal = Math.max(0, salaryIncome + otherIncome - Math.min(inputs.homeLoanInterest, oldRegime.maxHomeLoanInterestRupees));
  const limit80D = (age >= oldRegime.seniorAge ? oldRegime.max80DSelfSeniorRupees : oldRegime.max80DSelfRupees) + oldRegime.max80DParentsRupees;
  const chapterVIA =
    Math.min(inputs.deductions80C, oldRegime.max80CRupees) + Math.min(inputs.deductions80D, limit80D) + Math.min(inputs.nps80CCD1B, oldRegime.max80CCD1BRupees);
  const oldTaxable = Math.max(0, grossTotal - chapterVIA);
  return {
    newRegime: regimeReference(newRegime, newRegime.slabs, newTaxable, rules.cessPct),
    oldRegime: regimeReference(oldRegime, oldSlabs, oldTaxable, rules.cessPct),
  };
}
