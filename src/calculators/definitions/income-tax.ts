// Income tax, old vs new regime side by side: a resident individual's salary and
// other income at slab rates, for FY 2025-26 or FY 2026-27. The rules come from
// ../tax-rules.ts (dated and sourced); the core (assembly/tax.ts) applies them.
import type { SlabBreakdown } from "../../../workers/calc-contract";
import { formatRupees } from "../../lib/format-money";
import type { CalculatorDefinition, TableDef } from "../definition";
import { atMost, firstError } from "../rules";
import { DEFAULT_TAX_YEAR_KEY, TAX_YEARS, taxYearAt, type IncomeTaxView } from "../tax-rules";
import { IncomeTaxSteps } from "./income-tax-steps";
import { amountRules, checkAmount, HRA_LABELS, hraFields, requiredAmount, type HraField } from "./tax-fields";

type IncomeTaxField = "year" | "salary" | "otherIncome" | "age" | "deductions80C" | "deductions80D" | "nps80CCD1B" | "homeLoanInterest" | HraField;

const MAX_AGE_YEARS = 120;

const LABELS = {
  year: "Financial year",
  salary: "Gross salary (a year)",
  otherIncome: "Other income (a year)",
  age: "Age",
  deductions80C: "Section 80C investments",
  deductions80D: "Health insurance premium (80D)",
  nps80CCD1B: "Own NPS contribution (80CCD(1B))",
  homeLoanInterest: "Home-loan interest (24(b))",
  ...HRA_LABELS,
} as const satisfies Record<IncomeTaxField, string>;

function slabTable(caption: string, slabs: (r: IncomeTaxView) => SlabBreakdown): TableDef<IncomeTaxView> {
  return {
    caption,
    rowCount: (r) => slabs(r).fromRupees.length,
    columns: [
      { id: "fromRupees", label: "Slab from", format: "rupees", value: (r, i) => slabs(r).fromRupees[i] },
      { id: "ratePct", label: "Rate", format: "percent", value: (r, i) => slabs(r).ratePct[i] },
      { id: "incomeInSlab", label: "Income in slab", format: "rupees", value: (r, i) => slabs(r).incomeInSlab[i] },
      { id: "taxInSlab", label: "Tax on slab", format: "rupees", value: (r, i) => slabs(r).taxInSlab[i] },
    ],
  };
}

function savingText({ newRegimeSaves }: IncomeTaxView): string {
  // Below half a rupee the two round to the same figure.
  if (Math.abs(newRegimeSaves) < 0.5) return "Both regimes cost the same";
  return newRegimeSaves > 0 ? `New regime saves ${formatRupees(newRegimeSaves)}` : `Old regime saves ${formatRupees(-newRegimeSaves)}`;
}

const AGE_BANDS = ["below 60", "60 to 79 (senior citizen)", "80 and above (super senior citizen)"];

export const incomeTaxDefinition: CalculatorDefinition<IncomeTaxField, IncomeTaxView> = {
  id: "income-tax",
  title: "Income Tax Calculator: Old vs New Regime",
  description:
    "Your income tax under the new regime and the old one, side by side, with every step shown: deductions, slabs, the section 87A rebate, surcharge and cess, and which regime leaves you more.",
  fields: [
    {
      kind: "choice",
      id: "year",
      label: LABELS.year,
      display: "select",
      defaultValue: DEFAULT_TAX_YEAR_KEY,
      options: TAX_YEARS.map((year, index) => ({ key: year.key, label: `${year.label} (${year.assessmentYear})`, value: index })),
    },
    { id: "salary", label: LABELS.salary, unit: "rupees", defaultValue: 1_500_000, slider: { min: 0, max: 10_000_000, step: 10_000 } },
    { id: "otherIncome", label: LABELS.otherIncome, unit: "rupees", defaultValue: 0, slider: { min: 0, max: 5_000_000, step: 5_000 } },
    { id: "age", label: LABELS.age, unit: "years", defaultValue: 30, slider: { min: 18, max: 100, step: 1 } },
    // Every deduction and the HRA inputs start at 0: nothing a visitor did not enter is deducted,
    // and a salary moved below someone else's basic + HRA raises no message about HRA.
    { id: "deductions80C", label: LABELS.deductions80C, unit: "rupees", defaultValue: 0, slider: { min: 0, max: 150_000, step: 5_000 } },
    { id: "deductions80D", label: LABELS.deductions80D, unit: "rupees", defaultValue: 0, slider: { min: 0, max: 100_000, step: 1_000 } },
    { id: "nps80CCD1B", label: LABELS.nps80CCD1B, unit: "rupees", defaultValue: 0, slider: { min: 0, max: 50_000, step: 1_000 } },
    { id: "homeLoanInterest", label: LABELS.homeLoanInterest, unit: "rupees", defaultValue: 0, slider: { min: 0, max: 200_000, step: 5_000 } },
    ...hraFields({ basicSalary: 0, hraReceived: 0, rentPaid: 0 }),
  ],
  validate: (values) => {
    const errors = {
      salary: checkAmount(values.salary, LABELS.salary, true),
      otherIncome: checkAmount(values.otherIncome, LABELS.otherIncome, false),
      age: firstError(values.age, [requiredAmount(LABELS.age), atMost(LABELS.age, MAX_AGE_YEARS, "years")]),
      deductions80C: checkAmount(values.deductions80C, LABELS.deductions80C, false),
      deductions80D: checkAmount(values.deductions80D, LABELS.deductions80D, false),
      nps80CCD1B: checkAmount(values.nps80CCD1B, LABELS.nps80CCD1B, false),
      homeLoanInterest: checkAmount(values.homeLoanInterest, LABELS.homeLoanInterest, false),
      basicSalary: firstError(values.basicSalary, amountRules(LABELS.basicSalary, false)),
      hraReceived: firstError(values.hraReceived, amountRules(LABELS.hraReceived, false)),
      rentPaid: firstError(values.rentPaid, amountRules(LABELS.rentPaid, false)),
    };
    // Basic + DA and HRA are parts of the gross salary, so together they cannot be more.
    if (!errors.salary && !errors.basicSalary && !errors.hraReceived && values.basicSalary.value + values.hraReceived.value > values.salary.value) {
      errors.hraReceived = "Basic salary + DA and HRA received together cannot be more than the gross salary";
    }
    return errors;
  },
  compute: async (client, { year, metroCity, ...inputs }) => {
    const taxYear = taxYearAt(year);
    const result = await client.incomeTax({ ...inputs, metroCity: metroCity === 1 ? 1 : 0 }, taxYear.rules);
    return { ...result, year: taxYear };
  },
  results: [
    { id: "newRegimeTax", label: "New regime: total tax", format: "rupees", value: (r) => r.newRegime.totalTax },
    { id: "oldRegimeTax", label: "Old regime: total tax", format: "rupees", value: (r) => r.oldRegime.totalTax },
    { id: "saving", label: "Which regime saves", format: "rupees", value: (r) => Math.abs(r.newRegimeSaves), text: savingText },
  ],
  convention: (r) =>
    `${r.year.label} (${r.year.assessmentYear}), ${r.year.law}: a resident individual's salary and other income at slab rates; old-regime slabs for age ${AGE_BANDS[r.oldAgeBand] ?? ""}; totals include 4% cess. Rules checked ${r.year.checkedOn}. Sources: ${r.year.sources}.`,
  method: [
    "New regime (section 115BAC): taxable income = gross salary − standard deduction of ₹75,000 (never more than the salary) + other income. Slabs: nil to ₹4 lakh, 5% to ₹8 lakh, 10% to ₹12 lakh, 15% to ₹16 lakh, 20% to ₹20 lakh, 25% to ₹24 lakh, 30% above. HRA, 80C, 80D, 80CCD(1B) and home-loan interest on a self-occupied house are not allowed.",
    "Old regime: the HRA exemption (the least of HRA received, rent − 10% of basic + DA, and 50% of basic + DA in a metro city or 40% elsewhere) comes off the salary, then the standard deduction of ₹50,000, then home-loan interest on a self-occupied house up to ₹2 lakh (section 24(b)), then 80C up to ₹1.5 lakh, 80D up to ₹25,000 for your family (₹50,000 from age 60) plus up to ₹50,000 for parents, and 80CCD(1B) up to ₹50,000. Taxable income never goes below 0. Slabs below 60: nil to ₹2.5 lakh, 5% to ₹5 lakh, 20% to ₹10 lakh, 30% above; from 60 to 79 nil to ₹3 lakh; from 80 nil to ₹5 lakh, then 20% to ₹10 lakh.",
    "Section 87A rebate: in the new regime the tax is nil while taxable income is at most ₹12 lakh (a rebate of up to ₹60,000); just above ₹12 lakh, marginal relief cuts the tax to the income above ₹12 lakh (₹12,10,000 taxable pays ₹10,000 + cess, not ₹61,500), until about ₹12.7 lakh where the slab tax is lower. In the old regime the rebate is up to ₹12,500 while taxable income is at most ₹5 lakh, with no marginal relief.",
    "Surcharge on the tax: 10% above ₹50 lakh, 15% above ₹1 crore, 25% above ₹2 crore, and in the old regime 37% above ₹5 crore (the new regime stops at 25%). Marginal relief: tax + surcharge never exceeds the tax + surcharge at the threshold plus the income above it. Then 4% health and education cess on tax + surcharge.",
    "What many calculators get wrong, and this one gets right: the new regime's rebate is up to ₹12 lakh (not the old ₹7 lakh) with marginal relief just above it; the ₹75,000 standard deduction is the new regime's, the old regime's is ₹50,000; the new regime's surcharge stops at 25% (never 37%); and marginal relief applies at every surcharge threshold.",
    "Out of scope: capital gains and other income taxed at special rates (sections 111A, 112, 112A, lotteries), on which the 87A rebate and the surcharge work differently; business or professional income; employer NPS (80CCD(2)), professional tax and other deductions and exemptions not listed above; losses carried forward; non-residents. The figures are not rounded to the nearest ₹10 as the return does (sections 288A and 288B).",
  ],
  tables: [slabTable("New regime, slab by slab", (r) => r.newSlabs), slabTable("Old regime, slab by slab", (r) => r.oldSlabs)],
  sections: [IncomeTaxSteps],
};
