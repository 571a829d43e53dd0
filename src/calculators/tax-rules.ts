// Income-tax rules for a resident individual, by financial year: every slab, limit and rate
// the income tax and HRA calculators apply, with when they were checked and where they were
// seen (../shared/REFERENCE-DATA.md "Income tax"). The "Income tax" section of
// reference-data.ts points here; the calculators show `checkedOn` and `sources` on the page.
// The core (assembly/tax.ts) holds no rule of its own: it applies what it is given.
import type { AgeSlabs, IncomeTaxResult, RegimeRules, SurchargeBand, TaxRules, TaxSlab } from "../../workers/calc-contract";

const LAKH = 100_000;
const CRORE = 10_000_000;

/** Section 115BAC(1A) as amended by the Finance Act, 2025. */
const NEW_REGIME_SLABS: readonly TaxSlab[] = [
  { fromRupees: 0, ratePct: 0 },
  { fromRupees: 4 * LAKH, ratePct: 5 },
  { fromRupees: 8 * LAKH, ratePct: 10 },
  { fromRupees: 12 * LAKH, ratePct: 15 },
  { fromRupees: 16 * LAKH, ratePct: 20 },
  { fromRupees: 20 * LAKH, ratePct: 25 },
  { fromRupees: 24 * LAKH, ratePct: 30 },
];

/** The old regime (First Schedule of the Finance Act): below 60, 60-79 (senior) and 80 and above (super senior). */
const OLD_REGIME_SLABS_BY_AGE: readonly AgeSlabs[] = [
  {
    fromAge: 0,
    slabs: [
      { fromRupees: 0, ratePct: 0 },
      { fromRupees: 2.5 * LAKH, ratePct: 5 },
      { fromRupees: 5 * LAKH, ratePct: 20 },
      { fromRupees: 10 * LAKH, ratePct: 30 },
    ],
  },
  {
    fromAge: 60,
    slabs: [
      { fromRupees: 0, ratePct: 0 },
      { fromRupees: 3 * LAKH, ratePct: 5 },
      { fromRupees: 5 * LAKH, ratePct: 20 },
      { fromRupees: 10 * LAKH, ratePct: 30 },
    ],
  },
  {
    fromAge: 80,
    slabs: [
      { fromRupees: 0, ratePct: 0 },
      { fromRupees: 5 * LAKH, ratePct: 20 },
      { fromRupees: 10 * LAKH, ratePct: 30 },
    ],
  },
];

/** Surcharge on tax: 10% above ₹50 lakh, 15% above ₹1 crore, 25% above ₹2 crore; the new regime stops at 25%. */
const SURCHARGE_UP_TO_25: readonly SurchargeBand[] = [
  { aboveRupees: 50 * LAKH, ratePct: 10 },
  { aboveRupees: 1 * CRORE, ratePct: 15 },
  { aboveRupees: 2 * CRORE, ratePct: 25 },
];
/** The old regime keeps 37% above ₹5 crore. */
const SURCHARGE_OLD: readonly SurchargeBand[] = [...SURCHARGE_UP_TO_25, { aboveRupees: 5 * CRORE, ratePct: 37 }];

const NEW_REGIME: RegimeRules = {
  slabs: NEW_REGIME_SLABS,
  standardDeductionRupees: 75_000,
  rebateIncomeLimitRupees: 12 * LAKH,
  rebateMaxRupees: 60_000,
  rebateMarginalRelief: true,
  surcharge: SURCHARGE_UP_TO_25,
};

/** FY 2025-26 rules; Budget 2026 changed none of them for FY 2026-27. */
const RULES_FROM_FY_2025_26: TaxRules = {
  newRegime: NEW_REGIME,
  oldRegime: {
    slabsByAge: OLD_REGIME_SLABS_BY_AGE,
    standardDeductionRupees: 50_000,
    rebateIncomeLimitRupees: 5 * LAKH,
    rebateMaxRupees: 12_500,
    rebateMarginalRelief: false,
    surcharge: SURCHARGE_OLD,
    max80CRupees: 1.5 * LAKH,
    max80DSelfRupees: 25_000,
    max80DSelfSeniorRupees: 50_000,
    max80DParentsRupees: 50_000,
    seniorAge: 60,
    max80CCD1BRupees: 50_000,
    maxHomeLoanInterestRupees: 2 * LAKH,
  },
  hra: { rentExcessPct: 10, metroPct: 50, nonMetroPct: 40 },
  cessPct: 4,
};

export interface TaxYear {
  /** The URL's key for the year. */
  key: string;
  label: string;
  /** The assessment year the return for it is filed in. */
  assessmentYear: string;
  rules: TaxRules;
  /** The cities that count as metro for HRA (50% of salary). */
  metroCities: string;
  /** The law the year falls under. */
  law: string;
  /** When the rules were last checked, as shown to the visitor. */
  checkedOn: string;
  /** Where they were seen, as shown to the visitor. */
  sources: string;
  /** Where the HRA rule was seen. */
  hraSources: string;
}

/** An income tax result with the year it was worked out for (the calculator's and its steps' view). */
export type IncomeTaxView = IncomeTaxResult & { year: TaxYear };

const CHECKED_ON = "23 Nov 2026";
const SOURCES_2025_26 =
  "Finance Act, 2025 (section 115BAC, section 87A and the surcharge as reported by cleartax.in, studycafe.in and taxguru.in); old-regime age slabs: cleartax.in and bankbazaar.com; 80D limits: thefinvia.com and logicaltax.com; marginal relief worked example: labourlawadvisor.in";

export const TAX_YEARS: readonly TaxYear[] = [
  {
    key: "2025-26",
    label: "FY 2025-26",
    assessmentYear: "AY 2026-27",
    rules: RULES_FROM_FY_2025_26,
    metroCities: "Delhi, Mumbai, Kolkata and Chennai",
    law: "Income-tax Act, 1961",
    checkedOn: CHECKED_ON,
    sources: SOURCES_2025_26,
    hraSources: "section 10(13A) of the Income-tax Act, 1961 and rule 2A of the Income-tax Rules, 1962 (as summarised by angelone.in and geosquare.in)",
  },
  {
    key: "2026-27",
    label: "FY 2026-27",
    assessmentYear: "tax year 2026-27",
    rules: RULES_FROM_FY_2025_26,
    metroCities:
      "Delhi, Mumbai, Kolkata and Chennai, and Bengaluru, Hyderabad, Pune and Ahmedabad as proposed in rule 279 of the draft Income-tax Rules, 2026 (reported Feb 2026)",
    law: "Income-tax Act, 2025 (in force from 1 April 2026)",
    checkedOn: CHECKED_ON,
    sources: `Budget 2026 kept every slab and rate (outlookmoney.com, inshorts.com, Feb 2026); ${SOURCES_2025_26}`,
    hraSources: "rule 279 of the draft Income-tax Rules, 2026, as reported by angelone.in (12 Feb 2026) and geosquare.in; the three amounts are the same as under rule 2A",
  },
];

/** The current financial year (the rules are the same in both). */
export const DEFAULT_TAX_YEAR_KEY = "2026-27";

/** The year for a choice value (its index in TAX_YEARS). */
export function taxYearAt(index: number): TaxYear {
  const year = TAX_YEARS[index];
  if (!year) throw new RangeError(`no tax year at ${index}`);
  return year;
}
