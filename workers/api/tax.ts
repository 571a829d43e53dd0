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

/** One regime's block: slab count, slabs, standard deduction, rebate, surcharge bands. */
function regimeBlock(rules: Omit<RegimeRules, "slabs">, slabs: RegimeRules["slabs"]): number[] {
  if (slabs.length < 1 || slabs.length > MAX_SLABS) throw new RangeError(`between 1 and ${MAX_SLABS} slabs, got ${slabs.length}`);
  if (rules.surcharge.length > MAX_SURCHARGE_BANDS) throw new RangeError(`at most ${MAX_SURCHARGE_BANDS} surcharge bands, got ${rules.surcharge.length}`);
  const block = new Array<number>(REGIME_BLOCK_SIZE).fill(0);
  block[0] = slabs.length;
  slabs.forEach(({ fromRupees, ratePct }, s) => {
    block[1 + 2 * s] = fromRupees;
    block[2 + 2 * s] = ratePct;
  });
  const after = 1 + 2 * MAX_SLABS;
  block[after] = rules.standardDeductionRupees;
  block[after + 1] = rules.rebateIncomeLimitRupees;
  block[after + 2] = rules.rebateMaxRupees;
  block[after + 3] = rules.rebateMarginalRelief ? 1 : 0;
  block[after + 4] = rules.surcharge.length;
  rules.surcharge.forEach(({ aboveRupees, ratePct }, b) => {
    block[after + 5 + 2 * b] = aboveRupees;
    block[after + 6 + 2 * b] = ratePct;
  });
  return block;
}

/** The rules in the INPUTS layout of assembly/tax.ts. */
export function flattenTaxRules({ newRegime, oldRegime, hra, cessPct }: TaxRules): Float64Array {
  const bands = oldRegime.slabsByAge;
  if (bands.length < 1 || bands.length > MAX_AGE_BANDS) throw new RangeError(`between 1 and ${MAX_AGE_BANDS} age bands, got ${bands.length}`);
  const flat = new Float64Array(TAX_INPUT_COUNT);
  flat.set([
    cessPct,
    hra.rentExcessPct,
    hra.metroPct,
    hra.nonMetroPct,
    oldRegime.max80CRupees,
    oldRegime.max80DSelfRupees,
    oldRegime.max80DSelfSeniorRupees,
    oldRegime.max80DParentsRupees,
    oldRegime.seniorAge,
    oldRegime.max80CCD1BRupees,
    oldRegime.maxHomeLoanInterestRupees,
    bands.length,
  ]);
  bands.forEach(({ fromAge }, b) => (flat[IN_AGE_BAND_FROM + b] = fromAge));
  flat.set(regimeBlock(newRegime, newRegime.slabs), IN_NEW_REGIME);
  bands.forEach(({ slabs }, b) => flat.set(regimeBlock(oldRegime, slabs), IN_OLD_REGIME + b * REGIME_BLOCK_SIZE));
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
  return {
    async incomeTax(inputs: IncomeTaxInputs, rules: TaxRules): Promise<IncomeTaxResult> {
      const core = await corePromise;
      writeInputs(core, flattenTaxRules(rules));
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
