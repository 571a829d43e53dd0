// National Pension System (Tier I): a monthly contribution until the exit age of 60, growing at an
// expected return the visitor chooses; at exit a share of the corpus (at least 40% for government
// subscribers, 20% for everyone else since the PFRDA's December 2025 amendment) buys an annuity
// that pays the monthly pension, and the rest may be taken as a lump sum.
// Rules and the default assumptions: reference-data.ts (NPS_RULES, NPS_ASSUMPTIONS).
import type { NpsResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { NPS_ASSUMPTIONS, NPS_RULES } from "../reference-data";
import { atMost, firstError, genericRequired, type Rule } from "../rules";
import { requiredMayBeZero, wholeYears } from "./scheme-parts";

type NpsField = "monthlyContribution" | "currentAge" | "annualReturn" | "sector" | "annuityShare" | "annuityRate";

/** ₹10 crore a month; 30% a year of return and 20% of annuity payout are far above any real figure. */
const MAX_MONTHLY_CONTRIBUTION = 100_000_000;
const MAX_RETURN_PCT = 30;
const MAX_ANNUITY_RATE_PCT = 20;

const LABELS = {
  monthlyContribution: "Monthly contribution",
  currentAge: "Your age",
  annualReturn: "Expected return (p.a.)",
  sector: "Subscriber type",
  annuityShare: "Share of corpus for annuity",
  annuityRate: "Annuity rate (p.a.)",
} as const satisfies Record<NpsField, string>;

/** The sector choice's values. */
const OTHERS = 0;
const GOVERNMENT = 1;

const ageRule: Rule = ({ value }) => {
  if (value < NPS_RULES.minEntryAge) return `${LABELS.currentAge} must be at least ${NPS_RULES.minEntryAge} to join the NPS`;
  if (value >= NPS_RULES.exitAge) return `${LABELS.currentAge} must be below ${NPS_RULES.exitAge}, the NPS exit age used here`;
  return undefined;
};

function annuityShareRule(government: boolean): Rule {
  const minimum = government ? NPS_RULES.minAnnuitySharePctGovernment : NPS_RULES.minAnnuitySharePctOthers;
  const who = government ? "for a government subscriber" : "for a subscriber outside government";
  return ({ value }) => {
    if (value < minimum) return `${LABELS.annuityShare} must be at least ${minimum}% ${who}`;
    if (value > 100) return `${LABELS.annuityShare} cannot be more than 100%`;
    return undefined;
  };
}

export const npsDefinition: CalculatorDefinition<NpsField, NpsResult> = {
  id: "nps",
  title: "NPS Calculator",
  description: "Find the corpus your National Pension System contributions build by 60, the lump sum you may take, and the monthly pension the rest buys.",
  fields: [
    { id: "monthlyContribution", label: LABELS.monthlyContribution, unit: "rupees", defaultValue: 5_000, slider: { min: 500, max: 100_000, step: 500 } },
    { id: "currentAge", label: LABELS.currentAge, unit: "years", defaultValue: 30, slider: { min: NPS_RULES.minEntryAge, max: NPS_RULES.exitAge - 1, step: 1 } },
    { id: "annualReturn", label: LABELS.annualReturn, unit: "percent", defaultValue: NPS_ASSUMPTIONS.annualReturn.value, slider: { min: 1, max: 15, step: 0.1 } },
    {
      kind: "choice",
      id: "sector",
      label: LABELS.sector,
      display: "select",
      defaultValue: "others",
      options: [
        { key: "others", label: "Non-government (annuity at least 20%)", value: OTHERS },
        { key: "government", label: "Government (annuity at least 40%)", value: GOVERNMENT },
      ],
    },
    { id: "annuityShare", label: LABELS.annuityShare, unit: "percent", defaultValue: 40, slider: { min: NPS_RULES.minAnnuitySharePctOthers, max: 100, step: 5 } },
    { id: "annuityRate", label: LABELS.annuityRate, unit: "percent", defaultValue: NPS_ASSUMPTIONS.annuityRate.value, slider: { min: 1, max: 12, step: 0.1 } },
  ],
  validate: (values) => ({
    monthlyContribution: firstError(values.monthlyContribution, [
      genericRequired(LABELS.monthlyContribution),
      atMost(LABELS.monthlyContribution, MAX_MONTHLY_CONTRIBUTION, "rupees"),
    ]),
    currentAge: firstError(values.currentAge, [requiredMayBeZero(LABELS.currentAge), wholeYears(LABELS.currentAge), ageRule]),
    annualReturn: firstError(values.annualReturn, [genericRequired(LABELS.annualReturn), atMost(LABELS.annualReturn, MAX_RETURN_PCT, "percent")]),
    annuityShare: firstError(values.annuityShare, [genericRequired(LABELS.annuityShare), annuityShareRule(values.sector.value === GOVERNMENT)]),
    annuityRate: firstError(values.annuityRate, [genericRequired(LABELS.annuityRate), atMost(LABELS.annuityRate, MAX_ANNUITY_RATE_PCT, "percent")]),
  }),
  compute: (client, { monthlyContribution, currentAge, annualReturn, annuityShare, annuityRate }) =>
    client.nps({ monthlyContribution, currentAge, exitAge: NPS_RULES.exitAge, annualReturn, annuityShare, annuityRate }),
  results: [
    { id: "corpus", label: "Corpus at 60", format: "rupees", value: (r) => r.corpus },
    { id: "lumpSum", label: "Lump sum you may take", format: "rupees", value: (r) => r.lumpSum },
    { id: "annuityPurchase", label: "Goes to the annuity", format: "rupees", value: (r) => r.annuityPurchase },
    { id: "monthlyPension", label: "Monthly pension", format: "rupees", value: (r) => r.monthlyPension },
    { id: "invested", label: "Total contributed", format: "rupees", value: (r) => r.invested },
  ],
  donut: (r) => [
    { label: "Total contributed", value: r.invested, tone: "accent" },
    { label: "Returns", value: r.gains, tone: "accent2" },
  ],
  charts: [
    {
      title: "Growth of your NPS corpus",
      xLabel: "Age",
      x: (r) => r.projection.age,
      series: [
        { label: "Total contributed", tone: "accent", values: (r) => r.projection.invested },
        { label: "Corpus", tone: "accent2", fill: true, values: (r) => r.projection.value },
      ],
    },
  ],
  tables: [
    {
      caption: "Year-by-year corpus",
      rowCount: (r) => r.projection.year.length,
      columns: [
        { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
        { id: "age", label: "Age", format: "number", value: (r, i) => r.projection.age[i] },
        { id: "invested", label: "Contributed so far", format: "rupees", value: (r, i) => r.projection.invested[i] },
        { id: "value", label: "Corpus", format: "rupees", value: (r, i) => r.projection.value[i] },
      ],
    },
  ],
  convention:
    `Contributions at the start of each month until ${NPS_RULES.exitAge}, growing at the expected return ÷ 12 a month; pension = annuity amount × annuity rate ÷ 12, before tax. ` +
    `Minimum annuity share: ${NPS_RULES.source}, ${NPS_RULES.asOf}. The default return (${NPS_ASSUMPTIONS.annualReturn.value}%) and annuity rate (${NPS_ASSUMPTIONS.annuityRate.value}%) are assumptions to change, not notified rates.`,
  method: [
    "Each month's contribution is invested at the start of the month and grows at the expected annual return ÷ 12 each month until you turn 60: corpus = C × ((1 + i)^n − 1) ÷ i × (1 + i), where C is the monthly contribution, i the monthly return and n the months to 60.",
    "At exit, the share you choose buys an annuity: an insurer's promise of a pension for life. Monthly pension = corpus × annuity share × annuity rate ÷ 12. The rest of the corpus is the lump sum you may take.",
    "Since the PFRDA's amendment of December 2025, a subscriber outside government must buy an annuity with at least 20% of a corpus above ₹12 lakh (40% before), and a government subscriber with at least 40%. A corpus of ₹8 lakh or less may be taken whole; between ₹8 and ₹12 lakh, up to ₹6 lakh may be taken at once. This calculator applies the general minimum you choose.",
    "NPS returns are market-linked and not guaranteed, and annuity rates depend on the insurer, your age and the annuity option: treat both defaults as assumptions. Contributions count under section 80CCD(1) and 80CCD(1B) in the old regime.",
  ],
};
