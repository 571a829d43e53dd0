// Gratuity: 15/26 × the last monthly basic + DA × completed years of service, a
// final part-year over six months counting as a year (Payment of Gratuity Act, 1972, s. 4);
// payable after five years of service (one year on a fixed-term contract, Code on Social
// Security, 2020); ₹20 lakh of it exempt from income tax. Outside figures: reference-data.ts.
import type { GratuityResult } from "../../../workers/calc-contract";
import { formatRupees } from "../../lib/format-money";
import type { CalculatorDefinition } from "../definition";
import { GRATUITY_EXEMPT_LIMIT, GRATUITY_MINIMUM_YEARS } from "../reference-data";
import { atLeastOneMonth, atMost, firstError, genericRequired } from "../rules";

type GratuityField = "monthlySalary" | "years" | "employment";

/** ₹1 crore a month of basic + DA; 60 years of service. */
const MAX_MONTHLY_SALARY = 10_000_000;
const MAX_YEARS = 60;

const LABELS = {
  monthlySalary: "Last drawn basic salary + DA (monthly)",
  years: "Years of service",
  employment: "Employment",
} as const satisfies Record<GratuityField, string>;

const EXEMPT = formatRupees(GRATUITY_EXEMPT_LIMIT.value);
const PERMANENT_YEARS = GRATUITY_MINIMUM_YEARS.permanent.value;
const FIXED_TERM_YEARS = GRATUITY_MINIMUM_YEARS.fixedTerm.value;

const yearsWord = (count: number) => `${count} ${count === 1 ? "year" : "years"}`;

export const gratuityDefinition: CalculatorDefinition<GratuityField, GratuityResult> = {
  id: "gratuity",
  title: "Gratuity Calculator",
  description:
    "Work out the gratuity your employer owes you when you leave or retire, and how much of it is free of income tax.",
  fields: [
    { id: "monthlySalary", label: LABELS.monthlySalary, unit: "rupees", defaultValue: 50_000, slider: { min: 5_000, max: 500_000, step: 1_000 } },
    { id: "years", label: LABELS.years, unit: "years", defaultValue: 10, slider: { min: 1, max: 40, step: 1 } },
    {
      kind: "choice",
      id: "employment",
      label: LABELS.employment,
      display: "select",
      defaultValue: "permanent",
      options: [
        { key: "permanent", label: `Permanent (after ${yearsWord(PERMANENT_YEARS)})`, value: PERMANENT_YEARS },
        { key: "fixed-term", label: `Fixed-term contract (after ${yearsWord(FIXED_TERM_YEARS)})`, value: FIXED_TERM_YEARS },
      ],
    },
  ],
  validate: (values) => ({
    monthlySalary: firstError(values.monthlySalary, [genericRequired(LABELS.monthlySalary), atMost(LABELS.monthlySalary, MAX_MONTHLY_SALARY, "rupees")]),
    years: firstError(values.years, [genericRequired(LABELS.years), atLeastOneMonth(LABELS.years), atMost(LABELS.years, MAX_YEARS, "years")]),
  }),
  compute: (client, { monthlySalary, years, employment }) =>
    client.gratuity({ monthlySalary, years, minimumYears: employment, exemptLimit: GRATUITY_EXEMPT_LIMIT.value }),
  notice: (r) =>
    r.eligible
      ? null
      : `Gratuity is paid only after at least ${yearsWord(PERMANENT_YEARS)} of continuous service with one employer (${yearsWord(FIXED_TERM_YEARS)} on a fixed-term contract), or at any time on death or disablement. With this service nothing is due yet; once you qualify, this salary would give ${formatRupees(r.formulaAmount)} for ${yearsWord(r.countedYears)}.`,
  results: [
    { id: "gratuity", label: "Gratuity", format: "rupees", value: (r) => r.gratuity },
    { id: "countedYears", label: "Years counted", format: "years", value: (r) => r.countedYears },
    { id: "exempt", label: "Tax-free part", format: "rupees", value: (r) => r.exempt },
    { id: "taxable", label: "Taxable part", format: "rupees", value: (r) => r.taxable },
  ],
  convention: `15 days' wages (basic + DA ÷ 26) per completed year, a last part-year over 6 months counted as a year; up to ${EXEMPT} tax-free (${GRATUITY_EXEMPT_LIMIT.asOf}; ${GRATUITY_EXEMPT_LIMIT.source}).`,
  method: [
    "Under the Payment of Gratuity Act, 1972 (now part of the Code on Social Security, 2020), you get 15 days' wages for every completed year of service. A day's wage is your last monthly basic salary + dearness allowance ÷ 26 working days, so gratuity = last basic + DA × 15 ÷ 26 × years counted. Example: ₹50,000 × 15 ÷ 26 × 10 = ₹2,88,462.",
    "A final part-year of more than 6 months counts as a full year: 10 years 7 months counts as 11, 10 years 6 months as 10. Enter months as a fraction of a year (7 months = 7 ÷ 12 = 0.58, so 10 years 7 months is 10.58).",
    `Gratuity is payable when you leave or retire after at least ${yearsWord(PERMANENT_YEARS)} of continuous service (${GRATUITY_MINIMUM_YEARS.permanent.source}). Fixed-term employees qualify after ${yearsWord(FIXED_TERM_YEARS)} (${GRATUITY_MINIMUM_YEARS.fixedTerm.source}). On death or disablement it is paid whatever the service.`,
    `Tax: for an employee covered by the Act, the tax-free part is the least of the gratuity received, 15/26 × last basic + DA × years counted, and ${EXEMPT} over your whole working life (section 10(10) of the Income-tax Act, ${GRATUITY_EXEMPT_LIMIT.asOf}). The Act also caps the gratuity an employer must pay at ${EXEMPT}; anything an employer pays above that is taxed as salary, which is what the taxable part shows. Government employees' gratuity is fully tax-free.`,
    "Out of scope: employees not covered by the Act, whose gratuity is half a month's average salary (over the last 10 months) per completed year, ignoring part-years. Under the labour codes, allowances above half of your total pay count as wages, which can raise the base; check your basic + DA against your payslip.",
  ],
  donut: (r) => [
    { label: "Tax-free part", value: r.exempt, tone: "accent" },
    { label: "Taxable part", value: r.taxable, tone: "accent2" },
  ],
  tables: [
    {
      caption: "Gratuity by years of service",
      rowCount: (r) => r.projection.years.length,
      columns: [
        { id: "years", label: "Years of service", format: "number", value: (r, i) => r.projection.years[i] },
        { id: "gratuity", label: "Gratuity if you leave then", format: "rupees", value: (r, i) => r.projection.gratuity[i] },
        { id: "exempt", label: "Tax-free part", format: "rupees", value: (r, i) => r.projection.exempt[i] },
        { id: "taxable", label: "Taxable part", format: "rupees", value: (r, i) => r.projection.taxable[i] },
      ],
    },
  ],
};
