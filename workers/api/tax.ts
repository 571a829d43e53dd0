// The tax family: marshals calls into assembly/tax.ts. The year's rules travel with each call
// and are written into the core's INPUTS buffer in the layout assembly/tax.ts reads.
import type { HraInputs, HraResult, HraRules, IncomeTaxInputs, IncomeTaxResult, RegimeRules, RegimeTax, SlabBreakdown, TaxApi, TaxRules } from "../contracts/tax";
import { checkedRows, inputBuffer, readScalars, resultBuffers, settledValue, type BufferExports, type ResultBuffers } from "../core-buffers";

/** The raw exports of assembly/tax.ts. */
export interface TaxCoreExports {
  incomeTax(
    salary: number,
    otherIncome: number,
    age: number,
    deductions80C: number,
    deductions80D: number,
    nps80CCD1B: number,
    homeLoanInterest: number,
    basicSalary: number,
    hraReceived: number,
    rentPaid: number,
    metroCity: number,
  ): number;
  hraExemption(basicSalary: number, hraReceived: number, rentPaid: number, metroCity: number, rentExcessPct: number, metroPct: number, nonMetroPct: number): number;
}

// Mirrors of assembly/tax.ts: the INPUTS layout and the scalar slots.
export const MAX_SLABS = 10;
export const MAX_SURCHARGE_BANDS = 6;
export const MAX_AGE_BANDS = 3;
const REGIME_BLOCK_SIZE = 1 + 2 * MAX_SLABS + 5 + 2 * MAX_SURCHARGE_BANDS;
const IN_AGE_BAND_FROM = 12;
const IN_NEW_REGIME = 16;
const IN_OLD_REGIME = IN_NEW_REGIME + REGIME_BLOCK_SIZE;
export const TAX_INPUT_COUNT = IN_OLD_REGIME + MAX_AGE_BANDS * REGIME_BLOCK_SIZE;
export const TAX_NEW = 0;
export const TAX_OLD = 16;
export const TAX_NEW_REGIME_SAVES = 32;
export const TAX_NEW_SLAB_COUNT = 33;
export const TAX_OLD_SLAB_COUNT = 34;
export const TAX_OLD_AGE_BAND = 35;

/** The slab table (assembly/tax.ts TAX_COL_*): the new regime's four columns (from, rate, income in the slab, tax on it), then the old regime's. */
const TAX_COL_NEW_FROM = 0;
const TAX_COL_OLD_FROM = 4;
const TABLE_COLUMN_COUNT = 8;

/** Writes one regime's block at `at`: slab count, slabs, standard deduction, rebate, surcharge bands. */
function writeRegimeBlock(flat: Float64Array, at: number, rules: Omit<RegimeRules, "slabs">, slabs: RegimeRules["slabs"]): void {
  if (slabs.length < 1 || slabs.length > MAX_SLABS) throw new RangeError(`between 1 and ${MAX_SLABS} slabs, got ${slabs.length}`);
  if (rules.surcharge.length > MAX_SURCHARGE_BANDS) throw new RangeError(`at most ${MAX_SURCHARGE_BANDS} surcharge bands, got ${rules.surcharge.length}`);
  flat[at] = slabs.length;
  for (let s = 0; s < slabs.length; s++) {
    flat[at + 1 + 2 * s] = slabs[s].fromRupees;
    flat[at + 2 + 2 * s] = slabs[s].ratePct;
  }
  const after = at + 1 + 2 * MAX_SLABS;
  flat[after] = rules.standardDeductionRupees;
  flat[after + 1] = rules.rebateIncomeLimitRupees;
  flat[after + 2] = rules.rebateMaxRupees;
  flat[after + 3] = rules.rebateMarginalRelief ? 1 : 0;
  flat[after + 4] = rules.surcharge.length;
  for (let b = 0; b < rules.surcharge.length; b++) {
    flat[after + 5 + 2 * b] = rules.surcharge[b].aboveRupees;
    flat[after + 6 + 2 * b] = rules.surcharge[b].ratePct;
  }
}

/**
 * The rules in the INPUTS layout of assembly/tax.ts, written in place into `flat` (the core's
 * INPUTS, or a new array, zero where unused): only the slots the rules fill. The core reads a
 * block's slabs and bands only up to their counts and the age bands up to theirs, so the rest
 * is left as it was (clearing all of it took a sixth of a call's time across the boundary).
 */
export function flattenTaxRules({ newRegime, oldRegime, hra, cessPct }: TaxRules, flat: Float64Array = new Float64Array(TAX_INPUT_COUNT)): Float64Array {
  const bands = oldRegime.slabsByAge;
  if (bands.length < 1 || bands.length > MAX_AGE_BANDS) throw new RangeError(`between 1 and ${MAX_AGE_BANDS} age bands, got ${bands.length}`);
  if (flat.length < TAX_INPUT_COUNT) throw new RangeError(`the rules need ${TAX_INPUT_COUNT} input numbers, the buffer holds ${flat.length}`);
  flat[0] = cessPct;
  flat[1] = hra.rentExcessPct;
  flat[2] = hra.metroPct;
  flat[3] = hra.nonMetroPct;
  flat[4] = oldRegime.max80CRupees;
  flat[5] = oldRegime.max80DSelfRupees;
  flat[6] = oldRegime.max80DSelfSeniorRupees;
  flat[7] = oldRegime.max80DParentsRupees;
  flat[8] = oldRegime.seniorAge;
  flat[9] = oldRegime.max80CCD1BRupees;
  flat[10] = oldRegime.maxHomeLoanInterestRupees;
  flat[11] = bands.length;
  writeRegimeBlock(flat, IN_NEW_REGIME, newRegime, newRegime.slabs);
  for (let b = 0; b < bands.length; b++) {
    flat[IN_AGE_BAND_FROM + b] = bands[b].fromAge;
    writeRegimeBlock(flat, IN_OLD_REGIME + b * REGIME_BLOCK_SIZE, oldRegime, bands[b].slabs);
  }
  return flat;
}

/** One regime's steps from the scalars at `at` (TAX_NEW or TAX_OLD), assembly/tax.ts R_*, read where they are. */
function regimeTax(scalars: Float64Array, at: number): RegimeTax {
  return {
    grossIncome: scalars[at],
    standardDeduction: scalars[at + 1],
    hraExemption: scalars[at + 2],
    allowed80C: scalars[at + 3],
    allowed80D: scalars[at + 4],
    allowed80CCD1B: scalars[at + 5],
    allowedHomeLoanInterest: scalars[at + 6],
    taxableIncome: scalars[at + 7],
    slabTax: scalars[at + 8],
    rebate: scalars[at + 9],
    surcharge: scalars[at + 10],
    surchargeRelief: scalars[at + 11],
    cess: scalars[at + 12],
    totalTax: scalars[at + 13],
  };
}

/** One regime's slab breakdown: `count` rows of the four columns from `firstColumn` of the copied table, each a view of it. */
function slabBreakdown(table: Float64Array, rows: number, firstColumn: number, count: number): SlabBreakdown {
  const column = (offset: number) => table.subarray((firstColumn + offset) * rows, (firstColumn + offset) * rows + count);
  return { fromRupees: column(0), ratePct: column(1), incomeInSlab: column(2), taxInSlab: column(3) };
}

/**
 * The income tax result from the scalars and the `rows`-row slab table of the last call (the
 * core's, or bench/twins'): the scalars read in place, the table copied out once and each
 * regime's columns made as views of that copy at their slab counts, with no view per column in
 * between.
 */
export function incomeTaxResult(buffers: ResultBuffers, rows: number): IncomeTaxResult {
  const { scalars } = buffers;
  const table = buffers.columns.slice(0, rows * TABLE_COLUMN_COUNT);
  return {
    newRegime: regimeTax(scalars, TAX_NEW),
    oldRegime: regimeTax(scalars, TAX_OLD),
    newRegimeSaves: scalars[TAX_NEW_REGIME_SAVES],
    newSlabs: slabBreakdown(table, rows, TAX_COL_NEW_FROM, scalars[TAX_NEW_SLAB_COUNT]),
    oldSlabs: slabBreakdown(table, rows, TAX_COL_OLD_FROM, scalars[TAX_OLD_SLAB_COUNT]),
    oldAgeBand: scalars[TAX_OLD_AGE_BAND],
  };
}

export function taxApi(corePromise: Promise<BufferExports & TaxCoreExports>): TaxApi {
  const coreNow = settledValue(corePromise);
  return {
    async incomeTax(inputs: IncomeTaxInputs, rules: TaxRules): Promise<IncomeTaxResult> {
      const core = coreNow() ?? (await corePromise);
      // The rules go straight into the core's INPUTS, number by number (no array in between).
      flattenTaxRules(rules, inputBuffer(core));
      const { salary, otherIncome, age, deductions80C, deductions80D, nps80CCD1B, homeLoanInterest, basicSalary, hraReceived, rentPaid, metroCity } = inputs;
      const rows = checkedRows(
        core.incomeTax(salary, otherIncome, age, deductions80C, deductions80D, nps80CCD1B, homeLoanInterest, basicSalary, hraReceived, rentPaid, metroCity),
        "income tax",
      );
      return incomeTaxResult(resultBuffers(core), rows);
    },
    async hraExemption({ basicSalary, hraReceived, rentPaid, metroCity }: HraInputs, { rentExcessPct, metroPct, nonMetroPct }: HraRules): Promise<HraResult> {
      const core = coreNow() ?? (await corePromise);
      checkedRows(core.hraExemption(basicSalary, hraReceived, rentPaid, metroCity, rentExcessPct, metroPct, nonMetroPct), "HRA exemption");
      const [exemptHra, taxableHra, actualHra, rentOverTenPct, salaryShare] = readScalars(resultBuffers(core), 5);
      return { exemptHra, taxableHra, actualHra, rentOverTenPct, salaryShare };
    },
  };
}
