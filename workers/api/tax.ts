// The tax family: marshals calls into assembly/tax.ts. The year's rules travel with each call
// and are written into the core's INPUTS buffer in the layout assembly/tax.ts reads.
import type { HraInputs, HraResult, HraRules, IncomeTaxInputs, IncomeTaxResult, RegimeRules, RegimeTax, SlabBreakdown, TaxApi, TaxRules } from "../contracts/tax";
import { checkedRows, readScalars, readTable, writeInputs, type BufferExports } from "../core-buffers";

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
const TAX_INPUT_COUNT = IN_OLD_REGIME + MAX_AGE_BANDS * REGIME_BLOCK_SIZE;
const TAX_NEW = 0;
const TAX_OLD = 16;
const TAX_SCALAR_COUNT = 36;

const REGIME_FIELDS = [
  "grossIncome",
  "standardDeduction",
  "hraExemption",
  "allowed80C",
  "allowed80D",
  "allowed80CCD1B",
  "allowedHomeLoanInterest",
  "taxableIncome",
  "slabTax",
  "rebate",
  "surcharge",
  "surchargeRelief",
  "cess",
  "totalTax",
] as const satisfies readonly (keyof RegimeTax)[];

const SLAB_COLUMNS = ["fromRupees", "ratePct", "incomeInSlab", "taxInSlab"] as const satisfies readonly (keyof SlabBreakdown)[];
const TABLE_COLUMNS = [...SLAB_COLUMNS.map((name) => `new.${name}` as const), ...SLAB_COLUMNS.map((name) => `old.${name}` as const)];

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

/** The rules in the INPUTS layout of assembly/tax.ts (unused slots 0). */
export function flattenTaxRules({ newRegime, oldRegime, hra, cessPct }: TaxRules, flat = new Float64Array(TAX_INPUT_COUNT)): Float64Array {
  const bands = oldRegime.slabsByAge;
  if (bands.length < 1 || bands.length > MAX_AGE_BANDS) throw new RangeError(`between 1 and ${MAX_AGE_BANDS} age bands, got ${bands.length}`);
  flat.fill(0);
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

function regimeTax(scalars: readonly number[], at: number): RegimeTax {
  const regime = {} as RegimeTax;
  REGIME_FIELDS.forEach((name, k) => (regime[name] = scalars[at + k]));
  return regime;
}

function slabBreakdown(table: Record<(typeof TABLE_COLUMNS)[number], Float64Array>, regime: "new" | "old", count: number): SlabBreakdown {
  return {
    fromRupees: table[`${regime}.fromRupees`].subarray(0, count),
    ratePct: table[`${regime}.ratePct`].subarray(0, count),
    incomeInSlab: table[`${regime}.incomeInSlab`].subarray(0, count),
    taxInSlab: table[`${regime}.taxInSlab`].subarray(0, count),
  };
}

export function taxApi(corePromise: Promise<BufferExports & TaxCoreExports>): TaxApi {
  // Reused for every call: the rules are flattened into it, then copied into the core's INPUTS.
  const flatRules = new Float64Array(TAX_INPUT_COUNT);
  return {
    async incomeTax(inputs: IncomeTaxInputs, rules: TaxRules): Promise<IncomeTaxResult> {
      const core = await corePromise;
      writeInputs(core, flattenTaxRules(rules, flatRules));
      const { salary, otherIncome, age, deductions80C, deductions80D, nps80CCD1B, homeLoanInterest, basicSalary, hraReceived, rentPaid, metroCity } = inputs;
      const rows = checkedRows(
        core.incomeTax(salary, otherIncome, age, deductions80C, deductions80D, nps80CCD1B, homeLoanInterest, basicSalary, hraReceived, rentPaid, metroCity),
        "income tax",
      );
      const scalars = readScalars(core, TAX_SCALAR_COUNT);
      const table = readTable(core, rows, TABLE_COLUMNS);
      return {
        newRegime: regimeTax(scalars, TAX_NEW),
        oldRegime: regimeTax(scalars, TAX_OLD),
        newRegimeSaves: scalars[32],
        newSlabs: slabBreakdown(table, "new", scalars[33]),
        oldSlabs: slabBreakdown(table, "old", scalars[34]),
        oldAgeBand: scalars[35],
      };
    },
    async hraExemption({ basicSalary, hraReceived, rentPaid, metroCity }: HraInputs, { rentExcessPct, metroPct, nonMetroPct }: HraRules): Promise<HraResult> {
      const core = await corePromise;
      checkedRows(core.hraExemption(basicSalary, hraReceived, rentPaid, metroCity, rentExcessPct, metroPct, nonMetroPct), "HRA exemption");
      const [exemptHra, taxableHra, actualHra, rentOverTenPct, salaryShare] = readScalars(core, 5);
      return { exemptHra, taxableHra, actualHra, rentOverTenPct, salaryShare };
    },
  };
}
