// Senior Citizens' Savings Scheme: one deposit of ₹1,000 to ₹30 lakh in multiples of ₹1,000,
// interest paid out every quarter at the annual rate ÷ 4, the deposit back after 5 years
// (or 8 when extended once by 3). Limits and the default rate: reference-data.ts (SCSS_RULES).
import type { PayoutResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { SCSS_RULES } from "../reference-data";
import { atMost, firstError, genericRequired } from "../rules";
import { payoutParts } from "./payout-parts";
import { atLeastRupees, atMostRupees, MAX_SCHEME_RATE_PCT, multipleOfRupees, RATE_LABEL, rateField, rateSource, rulesSource } from "./scheme-parts";

type ScssField = "deposit" | "annualRate" | "timePeriod";

const LABELS = {
  deposit: "Deposit amount",
  annualRate: RATE_LABEL,
  timePeriod: "Time period",
} as const satisfies Record<ScssField, string>;

const EXTENDED_YEARS = SCSS_RULES.termYears + SCSS_RULES.extensionYears;

export const scssDefinition: CalculatorDefinition<ScssField, PayoutResult> = {
  id: "scss",
  title: "SCSS Calculator",
  description: "Find the interest the Senior Citizens' Savings Scheme pays you every quarter, and in all over its 5-year term.",
  fields: [
    { id: "deposit", label: LABELS.deposit, unit: "rupees", defaultValue: 1_500_000, slider: { min: SCSS_RULES.minDeposit, max: SCSS_RULES.maxDeposit, step: SCSS_RULES.depositMultiple } },
    rateField(SCSS_RULES.rate),
    {
      kind: "choice",
      id: "timePeriod",
      label: LABELS.timePeriod,
      display: "select",
      defaultValue: String(SCSS_RULES.termYears),
      options: [
        { key: String(SCSS_RULES.termYears), label: `${SCSS_RULES.termYears} years`, value: SCSS_RULES.termYears },
        { key: String(EXTENDED_YEARS), label: `${EXTENDED_YEARS} years (extended once by ${SCSS_RULES.extensionYears})`, value: EXTENDED_YEARS },
      ],
    },
  ],
  validate: (values) => ({
    deposit: firstError(values.deposit, [
      genericRequired(LABELS.deposit),
      atLeastRupees(LABELS.deposit, SCSS_RULES.minDeposit, "the SCSS minimum"),
      atMostRupees(LABELS.deposit, SCSS_RULES.maxDeposit, "the SCSS limit per person"),
      multipleOfRupees(LABELS.deposit, SCSS_RULES.depositMultiple),
    ]),
    annualRate: firstError(values.annualRate, [genericRequired(LABELS.annualRate), atMost(LABELS.annualRate, MAX_SCHEME_RATE_PCT, "percent")]),
  }),
  compute: (client, inputs) => client.scss(inputs),
  ...payoutParts({ payoutId: "quarterlyPayout", payoutLabel: "Interest every quarter" }),
  convention: `Interest paid every quarter at the annual rate ÷ 4 (not compounded); the deposit back at maturity; before tax. ${rateSource("SCSS", SCSS_RULES.rate)} ${rulesSource(SCSS_RULES)}`,
  method: [
    "SCSS pays simple interest: every quarter, on the first working day of April, July, October and January, you receive the deposit × the annual rate ÷ 4. Interest you do not withdraw earns nothing more.",
    "Interest every quarter = D × r ÷ 4; interest a year = D × r; total interest = D × r × years, where D is the deposit and r the annual rate as a fraction (8.2% = 0.082). The deposit itself comes back at maturity, so total received = D + total interest.",
    "The term is 5 years; you may extend it once by 3 years (the rate then is the one notified at extension; this calculator keeps the same rate). The first payment covers the days from opening to the next quarter date, so real payouts differ a little in the first and last quarters.",
    "Deposits are ₹1,000 to ₹30 lakh per person, in multiples of ₹1,000; open to those 60 or older (55 for some retirees). The deposit counts under section 80C (old regime); the interest is taxed at your slab.",
  ],
};
