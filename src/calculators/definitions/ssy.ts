// Sukanya Samriddhi: an account for a girl opened before she turns 11, a deposit at the start of
// each of its first 15 years, interest compounded yearly, paid out 21 years after opening.
// Limits and the default rate: reference-data.ts (SSY_RULES), shown on the page.
import type { SsyResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { SSY_RULES } from "../reference-data";
import { atMost, firstError, genericRequired } from "../rules";
import { atLeastRupees, atMostRupees, MAX_SCHEME_RATE_PCT, RATE_LABEL, rateField, rateSource, requiredMayBeZero, rulesSource, wholeYears } from "./scheme-parts";
import { yearlyDepositParts } from "./yearly-deposit-parts";

type SsyField = "yearlyDeposit" | "annualRate" | "girlAge";

const LABELS = {
  yearlyDeposit: "Yearly deposit",
  annualRate: RATE_LABEL,
  girlAge: "Girl's age at opening",
} as const satisfies Record<SsyField, string>;

const depositParts = yearlyDepositParts<SsyResult>({
  chartTitle: "Growth of the Sukanya Samriddhi balance",
  extraColumns: [{ id: "age", label: "Girl's age", format: "number", value: (r, i) => r.openingAge + r.projection.year[i] }],
});

export const ssyDefinition: CalculatorDefinition<SsyField, SsyResult> = {
  id: "ssy",
  title: "Sukanya Samriddhi Calculator",
  description:
    "Find what a Sukanya Samriddhi account will pay your daughter: deposits for 15 years, maturity 21 years after the account is opened.",
  fields: [
    {
      id: "yearlyDeposit",
      label: LABELS.yearlyDeposit,
      unit: "rupees",
      defaultValue: SSY_RULES.maxYearlyDeposit,
      slider: { min: SSY_RULES.minYearlyDeposit, max: SSY_RULES.maxYearlyDeposit, step: 250 },
    },
    rateField(SSY_RULES.rate),
    { id: "girlAge", label: LABELS.girlAge, unit: "years", defaultValue: 5, slider: { min: 0, max: SSY_RULES.maxOpeningAge, step: 1 } },
  ],
  validate: (values) => ({
    yearlyDeposit: firstError(values.yearlyDeposit, [
      genericRequired(LABELS.yearlyDeposit),
      atLeastRupees(LABELS.yearlyDeposit, SSY_RULES.minYearlyDeposit, "the Sukanya Samriddhi minimum for a year"),
      atMostRupees(LABELS.yearlyDeposit, SSY_RULES.maxYearlyDeposit, "the Sukanya Samriddhi limit for a financial year"),
    ]),
    annualRate: firstError(values.annualRate, [genericRequired(LABELS.annualRate), atMost(LABELS.annualRate, MAX_SCHEME_RATE_PCT, "percent")]),
    girlAge: firstError(values.girlAge, [
      requiredMayBeZero(LABELS.girlAge),
      wholeYears(LABELS.girlAge),
      ({ value }) =>
        value > SSY_RULES.maxOpeningAge ? `${LABELS.girlAge} cannot be more than ${SSY_RULES.maxOpeningAge} years: the account must be opened before she turns 11` : undefined,
    ]),
  }),
  compute: (client, inputs) => client.ssy(inputs),
  ...depositParts,
  results: [...depositParts.results, { id: "maturityAge", label: "Her age at maturity", format: "years", value: (r) => r.maturityAge }],
  convention: `Each year's deposit made by 5 April; interest compounded once a year; no deposits after year 15; tax-free. ${rateSource("Sukanya Samriddhi", SSY_RULES.rate)} ${rulesSource(SSY_RULES)}`,
  method: [
    "Interest is worked out every month on the lowest balance between the 5th and the end of the month and credited once a year, so a deposit made by 5 April earns the whole year: a year's interest is the annual rate times the balance after that year's deposit.",
    "Balance at the end of a year = (balance at the start + the year's deposit) × (1 + r), with r the annual rate as a fraction (8.2% = 0.082). Deposits are made in the first 15 years only; from year 16 to year 21 the balance keeps earning interest with nothing added.",
    "The account matures 21 years after it is opened, so a girl whose account opened at 5 receives the maturity value at 26. (It may be closed earlier for her marriage after 18, which this calculator does not model.)",
    "Deposits must be ₹250 to ₹1,50,000 in a financial year, and the account can be opened only until the girl turns 10. Deposits count under section 80C (old regime); interest and maturity are tax-free. The rate is notified every quarter.",
  ],
};
