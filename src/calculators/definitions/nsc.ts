// National Savings Certificate: one amount (at least ₹1,000, in multiples of ₹100), interest
// compounded once a year for 5 years and paid only at maturity. The default rate is the one
// notified for the quarter of purchase (reference-data.ts, NSC_RULES); it holds for the term.
import type { NscResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { NSC_RULES } from "../reference-data";
import { atMost, firstError, genericRequired } from "../rules";
import { atLeastRupees, MAX_SCHEME_RATE_PCT, multipleOfRupees, RATE_LABEL, rateField, rateSource, rulesSource } from "./scheme-parts";

type NscField = "amount" | "annualRate";

/** No upper limit in the scheme; ₹1,000 crore keeps the core far from absurd inputs. */
const MAX_AMOUNT = 10_000_000_000;

const LABELS = {
  amount: "Investment amount",
  annualRate: RATE_LABEL,
} as const satisfies Record<NscField, string>;

export const nscDefinition: CalculatorDefinition<NscField, NscResult> = {
  id: "nsc",
  title: "NSC Calculator",
  description: "Find what a National Savings Certificate pays after its 5 years, with interest compounded every year.",
  fields: [
    { id: "amount", label: LABELS.amount, unit: "rupees", defaultValue: 100_000, slider: { min: NSC_RULES.minAmount, max: 1_500_000, step: 1_000 } },
    rateField(NSC_RULES.rate),
  ],
  validate: (values) => ({
    amount: firstError(values.amount, [
      genericRequired(LABELS.amount),
      atLeastRupees(LABELS.amount, NSC_RULES.minAmount, "the NSC minimum"),
      multipleOfRupees(LABELS.amount, NSC_RULES.amountMultiple),
      atMost(LABELS.amount, MAX_AMOUNT, "rupees"),
    ]),
    annualRate: firstError(values.annualRate, [genericRequired(LABELS.annualRate), atMost(LABELS.annualRate, MAX_SCHEME_RATE_PCT, "percent")]),
  }),
  compute: (client, inputs) => client.nsc(inputs),
  results: [
    { id: "invested", label: "Amount invested", format: "rupees", value: (r) => r.invested },
    { id: "interest", label: "Interest earned", format: "rupees", value: (r) => r.interest },
    { id: "total", label: "Maturity value", format: "rupees", value: (r) => r.total },
  ],
  donut: (r) => [
    { label: "Amount invested", value: r.invested, tone: "accent" },
    { label: "Interest earned", value: r.interest, tone: "accent2" },
  ],
  tables: [
    {
      caption: "Interest accrued year by year",
      rowCount: (r) => r.projection.year.length,
      columns: [
        { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
        { id: "interest", label: "Interest that year", format: "rupees", value: (r, i) => r.projection.interest[i] },
        { id: "accrued", label: "Interest so far", format: "rupees", value: (r, i) => r.projection.accrued[i] },
        { id: "value", label: "Value", format: "rupees", value: (r, i) => r.projection.value[i] },
      ],
    },
  ],
  convention: `Interest compounded once a year for ${NSC_RULES.termYears} years and paid at maturity; the rate at purchase holds for the whole term; before tax. ${rateSource("NSC", NSC_RULES.rate)} ${rulesSource(NSC_RULES)}`,
  method: [
    "An NSC pays nothing until it matures after 5 years. Each year's interest is added to the certificate and earns interest from then on: value after k years = A × (1 + r)^k, where A is the amount and r the annual rate as a fraction (7.7% = 0.077).",
    "Interest earned = maturity value − amount. The rate is the one notified for the quarter you buy in, and it stays fixed for the 5 years even if later rates change.",
    "The amount counts under section 80C (old regime), and so does each year's accrued interest except the last year's, because it is deemed reinvested; the interest is taxed at your slab. The table shows each year's accrued interest for that reason.",
    "The minimum is ₹1,000, in multiples of ₹100, with no upper limit.",
  ],
};
