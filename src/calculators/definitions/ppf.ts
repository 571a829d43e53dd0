// Public Provident Fund: a deposit at the start of each financial year (by 5 April, so it earns
// the whole year), interest worked out monthly on the lowest balance after the 5th and credited
// once a year, on 31 March; 15 years, extendable with deposits in blocks of 5 years.
// Limits and the default rate: reference-data.ts (PPF_RULES), shown on the page.
import type { YearlyDepositResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { PPF_RULES } from "../reference-data";
import { atMost, firstError, genericRequired, type Rule } from "../rules";
import { atLeastRupees, atMostRupees, MAX_SCHEME_RATE_PCT, RATE_LABEL, rateField, rateSource, rulesSource, wholeYears } from "./scheme-parts";
import { yearlyDepositParts } from "./yearly-deposit-parts";

type PpfField = "yearlyDeposit" | "annualRate" | "timePeriod";

/** 15 years plus seven extension blocks: deposits from 25 to 75 cover a working life. */
const MAX_YEARS = 50;

const LABELS = {
  yearlyDeposit: "Yearly deposit",
  annualRate: RATE_LABEL,
  timePeriod: "Time period",
} as const satisfies Record<PpfField, string>;

const { termYears, extensionBlockYears } = PPF_RULES;

/** 15 years, or 15 plus whole blocks of 5. */
const termOrExtension: Rule = ({ value }) =>
  value < termYears || (value - termYears) % extensionBlockYears !== 0
    ? `Time period must be ${termYears} years, or ${termYears} plus blocks of ${extensionBlockYears} years (20, 25, 30 …)`
    : undefined;

export const ppfDefinition: CalculatorDefinition<PpfField, YearlyDepositResult> = {
  id: "ppf",
  title: "PPF Calculator",
  description:
    "Find what your Public Provident Fund account will be worth: a deposit every year for 15 years, or longer with 5-year extensions, at the rate the government notifies.",
  fields: [
    {
      id: "yearlyDeposit",
      label: LABELS.yearlyDeposit,
      unit: "rupees",
      defaultValue: PPF_RULES.maxYearlyDeposit,
      slider: { min: PPF_RULES.minYearlyDeposit, max: PPF_RULES.maxYearlyDeposit, step: 500 },
    },
    rateField(PPF_RULES.rate),
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: termYears, slider: { min: termYears, max: MAX_YEARS, step: extensionBlockYears } },
  ],
  validate: (values) => ({
    yearlyDeposit: firstError(values.yearlyDeposit, [
      genericRequired(LABELS.yearlyDeposit),
      atLeastRupees(LABELS.yearlyDeposit, PPF_RULES.minYearlyDeposit, "the PPF minimum for a year"),
      atMostRupees(LABELS.yearlyDeposit, PPF_RULES.maxYearlyDeposit, "the PPF limit for a financial year"),
    ]),
    annualRate: firstError(values.annualRate, [genericRequired(LABELS.annualRate), atMost(LABELS.annualRate, MAX_SCHEME_RATE_PCT, "percent")]),
    timePeriod: firstError(values.timePeriod, [
      genericRequired(LABELS.timePeriod),
      wholeYears(LABELS.timePeriod),
      termOrExtension,
      atMost(LABELS.timePeriod, MAX_YEARS, "years"),
    ]),
  }),
  compute: (client, inputs) => client.ppf(inputs),
  ...yearlyDepositParts({ chartTitle: "Growth of your PPF balance" }),
  convention: `Each year's deposit made by 5 April; interest compounded once a year; tax-free. ${rateSource("PPF", PPF_RULES.rate)} ${rulesSource(PPF_RULES)}`,
  method: [
    "PPF interest is worked out every month on the lowest balance between the 5th and the end of the month, and the year's interest is credited on 31 March. A deposit made by 5 April therefore earns interest for all twelve months: a year's interest is the annual rate times the balance after that year's deposit.",
    "Balance at the end of a year = (balance at the start + the year's deposit) × (1 + r), where r is the annual rate as a fraction (7.1% = 0.071). Over n equal deposits this is D × ((1 + r)^n − 1) ÷ r × (1 + r).",
    "The account matures after 15 years. You may extend it in blocks of 5 years and keep depositing: a longer time period here assumes you do, at the same rate. Deposits must be ₹500 to ₹1,50,000 in a financial year.",
    "Interest earned = maturity value − total deposited. PPF deposits count under section 80C (old regime), and the interest and the maturity amount are tax-free. The rate is notified every quarter, so a real account earns whatever each quarter's rate turns out to be.",
  ],
};
