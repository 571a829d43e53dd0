// Fixed deposit (spec 1 §3, §5, §9; DESIGN.md "Formulas"): interest compounded every quarter,
// total = A × (1 + r/4)^(4t). Generic messages; the upper bounds are ours.
import type { GrowthResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { atLeastOneMonth, atMost, firstError, genericRequired } from "../rules";
import { growthParts } from "./growth-parts";

type FdField = "principal" | "annualRate" | "timePeriod";

/** ₹1,000 crore; 20% a year, well above any bank's FD rate; 50 years, far past any FD tenure. */
const MAX_PRINCIPAL = 10_000_000_000;
const MAX_ANNUAL_RATE_PCT = 20;
const MAX_YEARS = 50;

const LABELS = {
  principal: "Deposit amount",
  annualRate: "Interest rate (p.a.)",
  timePeriod: "Time period",
} as const satisfies Record<FdField, string>;

export const fdDefinition: CalculatorDefinition<FdField, GrowthResult> = {
  id: "fd",
  title: "FD Calculator",
  description:
    "Find the maturity value of a fixed deposit and the interest it earns, with interest compounded every quarter as Indian banks do.",
  fields: [
    { id: "principal", label: LABELS.principal, unit: "rupees", defaultValue: 100_000, slider: { min: 5_000, max: 10_000_000, step: 5_000 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 7, slider: { min: 1, max: 15, step: 0.05 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 5, slider: { min: 1, max: 25, step: 1 } },
  ],
  validate: (values) => ({
    principal: firstError(values.principal, [genericRequired(LABELS.principal), atMost(LABELS.principal, MAX_PRINCIPAL, "rupees")]),
    annualRate: firstError(values.annualRate, [genericRequired(LABELS.annualRate), atMost(LABELS.annualRate, MAX_ANNUAL_RATE_PCT, "percent")]),
    timePeriod: firstError(values.timePeriod, [
      genericRequired(LABELS.timePeriod),
      atLeastOneMonth(LABELS.timePeriod),
      atMost(LABELS.timePeriod, MAX_YEARS, "years"),
    ]),
  }),
  compute: (client, inputs) => client.fd(inputs),
  ...growthParts({ invested: "Deposit amount", gained: "Interest earned", total: "Maturity value", chartTitle: "Growth of your deposit" }),
  convention: "Interest compounded every quarter at the annual rate ÷ 4; before tax (TDS is not deducted).",
  method: [
    "The deposit earns a quarter of the annual rate every three months, and each quarter's interest is added to the deposit, so it earns interest from then on.",
    "Maturity value = A × (1 + r/4)^(4t), where A is the deposit, r the annual rate as a fraction (7% = 0.07) and t the years (counted in whole months, so a part quarter compounds for its share).",
    "Interest earned = maturity value − deposit. FD interest is taxed at your income-tax slab, and banks deduct TDS above a yearly threshold: the figures here are before tax.",
  ],
};
