// HRA exemption (section 10(13A) and rule 2A of the Income-tax Rules, 1962): the
// least of HRA received, rent paid − 10% of salary, and 50% of salary in a metro city or 40%
// elsewhere, salary being basic + DA. Only the old regime allows it.
import type { HraResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { firstError } from "../rules";
import { DEFAULT_TAX_YEAR_KEY, TAX_YEARS, taxYearAt, type TaxYear } from "../tax-rules";
import { amountRules, HRA_LABELS, hraFields, type HraField } from "./tax-fields";

type HraCalculatorField = HraField | "year";

export type HraView = HraResult & { year: TaxYear };

export const hraDefinition: CalculatorDefinition<HraCalculatorField, HraView> = {
  id: "hra",
  title: "HRA Exemption Calculator",
  description:
    "How much of your house rent allowance is free of tax under the old regime, and how much is taxed: the least of three amounts, each shown.",
  fields: [
    {
      kind: "choice",
      id: "year",
      label: "Financial year",
      display: "select",
      defaultValue: DEFAULT_TAX_YEAR_KEY,
      options: TAX_YEARS.map((year, index) => ({ key: year.key, label: `${year.label} (${year.assessmentYear})`, value: index })),
    },
    ...hraFields({ basicSalary: 600_000, hraReceived: 240_000, rentPaid: 240_000 }),
  ],
  validate: (values) => ({
    basicSalary: firstError(values.basicSalary, amountRules(HRA_LABELS.basicSalary, true)),
    hraReceived: firstError(values.hraReceived, amountRules(HRA_LABELS.hraReceived, true)),
    rentPaid: firstError(values.rentPaid, amountRules(HRA_LABELS.rentPaid, true)),
  }),
  compute: async (client, { year, metroCity, ...inputs }) => {
    const taxYear = taxYearAt(year);
    const result = await client.hraExemption({ ...inputs, metroCity: metroCity === 1 ? 1 : 0 }, taxYear.rules.hra);
    return { ...result, year: taxYear };
  },
  results: [
    { id: "exemptHra", label: "Exempt HRA", format: "rupees", value: (r) => r.exemptHra },
    { id: "taxableHra", label: "Taxable HRA", format: "rupees", value: (r) => r.taxableHra },
    { id: "actualHra", label: "1. HRA received", format: "rupees", value: (r) => r.actualHra },
    { id: "rentOverTenPct", label: "2. Rent paid − 10% of basic + DA", format: "rupees", value: (r) => r.rentOverTenPct },
    { id: "salaryShare", label: "3. 50% (metro) or 40% of basic + DA", format: "rupees", value: (r) => r.salaryShare },
  ],
  convention: (r) =>
    `${r.year.label}, ${r.year.law}: the exempt HRA is the least of amounts 1, 2 and 3, for a year's figures. Metro cities: ${r.year.metroCities}. Rules checked ${r.year.checkedOn}. Sources: ${r.year.hraSources}.`,
  method: [
    "Exempt HRA = the least of: (1) the HRA your employer paid; (2) the rent you paid minus 10% of your salary (never below 0); (3) 50% of your salary if you live in a metro city, 40% elsewhere. Salary here means basic pay + dearness allowance (when it counts for retirement benefits), not your gross salary.",
    "Taxable HRA = HRA received − exempt HRA; it is added to your taxable salary.",
    "Only the old tax regime allows the exemption; under the new regime all HRA is taxed. If you pay no rent, or live in your own house, none of it is exempt. Enter the figures for the months you paid rent; if your pay or rent changed during the year, the exemption is worked out month by month, which this calculator does not do.",
    "Landlord's PAN: your employer needs it when the rent is more than ₹1 lakh a year.",
  ],
};
