// The tax family's part of the worker contract: income tax under both regimes side by side,
// and the HRA exemption. The rules (slabs, limits, rates) travel with each request: they live
// once in src/calculators/tax-rules.ts with their dates and sources, and the core applies
// whatever it is given. Imported by the UI only as types, through workers/calc-contract.ts.

/** One slab: income from `fromRupees` (to the next slab's start) is taxed at `ratePct`. */
export interface TaxSlab {
  fromRupees: number;
  ratePct: number;
}

/** Surcharge at `ratePct` of the tax once total income is above `aboveRupees`. */
export interface SurchargeBand {
  aboveRupees: number;
  ratePct: number;
}

/** What one regime's computation needs, apart from the deductions only the old regime allows. */
export interface RegimeRules {
  /** Slabs in rising order, the first from ₹0. */
  slabs: readonly TaxSlab[];
  /** Salary only; never more than the salary. */
  standardDeductionRupees: number;
  /** Section 87A: the rebate applies while total income is at most this. */
  rebateIncomeLimitRupees: number;
  rebateMaxRupees: number;
  /** Just above the limit, the tax is cut to the income above it (the new regime only). */
  rebateMarginalRelief: boolean;
  /** In rising order of threshold. */
  surcharge: readonly SurchargeBand[];
}

/** The old regime's slabs by age: the band with the highest `fromAge` at or below the visitor's age applies. */
export interface AgeSlabs {
  fromAge: number;
  slabs: readonly TaxSlab[];
}

export interface OldRegimeRules extends Omit<RegimeRules, "slabs"> {
  slabsByAge: readonly AgeSlabs[];
  /** Section 80C (with 80CCC and 80CCD(1)). */
  max80CRupees: number;
  /** Section 80D: the visitor's own family's limit below and from the senior age, plus parents' at most. */
  max80DSelfRupees: number;
  max80DSelfSeniorRupees: number;
  max80DParentsRupees: number;
  /** The age from which the senior 80D limit applies. */
  seniorAge: number;
  /** Section 80CCD(1B), own NPS contribution over 80C. */
  max80CCD1BRupees: number;
  /** Section 24(b): home-loan interest on a self-occupied house set off against other income. */
  maxHomeLoanInterestRupees: number;
}

export interface HraRules {
  /** Rent counts only above this share of salary (basic + DA), percent. */
  rentExcessPct: number;
  metroPct: number;
  nonMetroPct: number;
}

export interface TaxRules {
  newRegime: RegimeRules;
  oldRegime: OldRegimeRules;
  hra: HraRules;
  /** Health and education cess, percent of tax + surcharge. */
  cessPct: number;
}

export interface HraInputs {
  /** Basic salary + DA, rupees a year. */
  basicSalary: number;
  hraReceived: number;
  rentPaid: number;
  /** 1 for a metro city, 0 otherwise. */
  metroCity: number;
}

export interface HraResult {
  /** The least of the three amounts. */
  exemptHra: number;
  /** HRA received − exempt HRA. */
  taxableHra: number;
  /** The three amounts: HRA received; rent − 10% of salary (not below 0); 50% or 40% of salary. */
  actualHra: number;
  rentOverTenPct: number;
  salaryShare: number;
}

export interface IncomeTaxInputs extends HraInputs {
  /** Gross salary a year (HRA included), rupees. */
  salary: number;
  /** Interest, rent and other income taxed at slab rates, rupees a year. */
  otherIncome: number;
  /** Age in years during the financial year. */
  age: number;
  deductions80C: number;
  deductions80D: number;
  nps80CCD1B: number;
  homeLoanInterest: number;
}

/** One regime worked out step by step. */
export interface RegimeTax {
  grossIncome: number;
  standardDeduction: number;
  /** Old regime only (0 in the new). */
  hraExemption: number;
  /** Old regime only: 80C, 80D, 80CCD(1B) and 24(b) as allowed after their limits. */
  allowed80C: number;
  allowed80D: number;
  allowed80CCD1B: number;
  allowedHomeLoanInterest: number;
  taxableIncome: number;
  /** Tax at slab rates before the rebate. */
  slabTax: number;
  /** Section 87A rebate, with the new regime's marginal relief. */
  rebate: number;
  /** Surcharge after its marginal relief. */
  surcharge: number;
  /** How much the surcharge's marginal relief took off. */
  surchargeRelief: number;
  cess: number;
  /** Tax + surcharge + cess. */
  totalTax: number;
}

/** Slab by slab: where each slab starts, its rate, the income taxed in it and the tax on it. */
export interface SlabBreakdown {
  fromRupees: Float64Array;
  ratePct: Float64Array;
  incomeInSlab: Float64Array;
  taxInSlab: Float64Array;
}

export interface IncomeTaxResult {
  newRegime: RegimeTax;
  oldRegime: RegimeTax;
  /** Old regime's total − new regime's: above 0 when the new regime saves that much. */
  newRegimeSaves: number;
  newSlabs: SlabBreakdown;
  oldSlabs: SlabBreakdown;
  /** The old regime's age band (0 below 60, 1 for 60-79, 2 for 80 and above, as the rules order them). */
  oldAgeBand: number;
}

export interface TaxApi {
  /** Income tax under the new and the old regime for one year's income, with `rules` for that year. */
  incomeTax(inputs: IncomeTaxInputs, rules: TaxRules): Promise<IncomeTaxResult>;
  /** The HRA exemption: the least of HRA received, rent − 10% of salary and 50% / 40% of salary. */
  hraExemption(inputs: HraInputs, rules: HraRules): Promise<HraResult>;
}
