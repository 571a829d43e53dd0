// Recurring deposit (spec 1 §3, §5, §9; DESIGN.md "Formulas"): a deposit at the start of each
// month, interest compounded quarterly; the spec does not give the formula, so we use the one
// Indian banks quote: total = Σ_{k=1..n} R × (1 + r/4)^(k/3). Generic messages; our bounds.
import type { GrowthResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { atLeastOneMonth, atMost, firstError, genericRequired } from "../rules";
import { growthParts } from "./growth-parts";

type RdField = "monthlyDeposit" | "annualRate" | "timePeriod";

/** ₹100 crore a month; 20% a year, well above any bank's RD rate; 50 years. */
const MAX_MONTHLY_DEPOSIT = 1_000_000_000;
const MAX_ANNUAL_RATE_PCT = 20;
const MAX_YEARS = 50;

const LABELS = {
  monthlyDeposit: "Monthly deposit",
  annualRate: "Interest rate (p.a.)",
  timePeriod: "Time period",
} as const satisfies Record<RdField, string>;

export const rdDefinition: CalculatorDefinition<RdField, GrowthResult> = {
  id: "rd",
  title: "RD Calculator",
  description:
    "Find the maturity value of a recurring deposit: a fixed amount deposited every month, with interest compounded every quarter as Indian banks quote it.",
  fields: [
    { id: "monthlyDeposit", label: LABELS.monthlyDeposit, unit: "rupees", defaultValue: 5_000, slider: { min: 500, max: 100_000, step: 500 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 7, slider: { min: 1, max: 15, step: 0.05 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 5, slider: { min: 1, max: 10, step: 1 } },
  ],
  validate: (values) => ({
    monthlyDeposit: firstError(values.monthlyDeposit, [
      genericRequired(LABELS.monthlyDeposit),
      atMost(LABELS.monthlyDeposit, MAX_MONTHLY_DEPOSIT, "rupees"),
    ]),
    annualRate: firstError(values.annualRate, [genericRequired(LABELS.annualRate), atMost(LABELS.annualRate, MAX_ANNUAL_RATE_PCT, "percent")]),
    timePeriod: firstError(values.timePeriod, [
      genericRequired(LABELS.timePeriod),
      atLeastOneMonth(LABELS.timePeriod),
      atMost(LABELS.timePeriod, MAX_YEARS, "years"),
    ]),
  }),
  compute: (client, inputs) => client.rd(inputs),
  ...growthParts({ invested: "Total deposited", gained: "Interest earned", total: "Maturity value", chartTitle: "Growth of your recurring deposit" }),
  convention: "A deposit on the first day of each month; interest compounded every quarter at the annual rate ÷ 4; before tax.",
  method: [
    "Each monthly deposit earns interest from the day it is made to maturity. Interest is compounded every quarter at the annual rate ÷ 4, so a deposit held k months grows by (1 + r/4)^(k/3).",
    "Maturity value = R × (1 + r/4)^(1/3) + R × (1 + r/4)^(2/3) + … + R × (1 + r/4)^(n/3): the first deposit is held all n months, the last one month. R is the monthly deposit, r the annual rate as a fraction, n the months.",
    "Interest earned = maturity value − total deposited. RD interest is taxed like FD interest, at your slab: the figures here are before tax. Banks may round the maturity amount slightly differently.",
  ],
};
