// SIP (spec 1 §3, §5, §9; DESIGN.md "Formulas"): payments at the start of each month,
// monthly rate annual% / 12, a yearly projection; optionally a yearly step-up, the
// instalment rising at months 13, 25, ... With a step-up, result-invested, result-gained and
// result-total are the stepped-up plan's; result-finalInstalment is the instalment of the final
// year and result-flatTotal the same SIP without the step-up, drawn beside it on the chart.
import type { SipResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition, FieldErrors, ParsedValues, ValidationTrigger } from "../definition";
import { withOdds, type WithOdds } from "../odds/odds";
import { oddsFields, PLAN_FIELD_GROUP, savingsField, validateOdds, type OddsField } from "../odds/odds-fields";
import { oddsPanel } from "../odds/odds-panel";
import { sipOdds } from "../odds/planner-odds";
import type { ParsedInput } from "../parse-input";
import { EQUITY_RETURN_VOLATILITY } from "../reference-data";
import { atLeastOneMonth, atMost, firstError, genericRequired } from "../rules";
import { stepUpFields, stepUpInputs, validateStepUp, type StepUpField } from "./step-up-parts";

type PlainSipField = "monthlyInvestment" | "annualRate" | "timePeriod";
type SipField = PlainSipField | StepUpField | Exclude<OddsField, "sipNow" | "sipStepUp"> | "target";

/** Upper bounds the spec leaves open: ₹100 crore a month, 50% a year, 100 years (the core's longest period). */
const MAX_MONTHLY_INVESTMENT = 1_000_000_000;
const MAX_ANNUAL_RATE_PCT = 50;
const MAX_YEARS = 100;

const LABELS = {
  monthlyInvestment: "Monthly investment",
  annualRate: "Expected return rate (p.a.)",
  timePeriod: "Time period",
} as const satisfies Record<PlainSipField, string>;

const hasStepUp = (r: SipResult) => r.stepUp !== undefined;

/** The odds' optional goal: with it the panel answers "how likely is my SIP to reach it?", without it shows the range. */
export const TARGET_LABEL = "Your target (optional)";
export const NO_TARGET = "No target";
export const TARGET_NOT_NUMBER = "Enter a target above ₹0, or leave it empty for none.";
const MAX_TARGET = 100_000_000_000;

function targetError(value: ParsedInput | undefined): string | undefined {
  if (!value || value.empty) return undefined;
  return firstError(value, [({ value: target }) => (target > 0 ? undefined : TARGET_NOT_NUMBER), atMost(TARGET_LABEL, MAX_TARGET, "rupees")]);
}

/** Takes values without the step-up fields too: a plain SIP (an older link, the spec's own checks). */
function validateSip(
  values: ParsedValues<PlainSipField> & Partial<ParsedValues<StepUpField | OddsField | "target">>,
  _trigger: ValidationTrigger,
): FieldErrors<SipField> {
  return {
    monthlyInvestment: firstError(values.monthlyInvestment, [
      genericRequired(LABELS.monthlyInvestment),
      atMost(LABELS.monthlyInvestment, MAX_MONTHLY_INVESTMENT, "rupees"),
    ]),
    annualRate: firstError(values.annualRate, [genericRequired(LABELS.annualRate), atMost(LABELS.annualRate, MAX_ANNUAL_RATE_PCT, "percent")]),
    timePeriod: firstError(values.timePeriod, [
      genericRequired(LABELS.timePeriod),
      atLeastOneMonth(LABELS.timePeriod),
      atMost(LABELS.timePeriod, MAX_YEARS, "years"),
    ]),
    ...validateStepUp(values),
    ...validateOdds(values),
    target: targetError(values.target),
  };
}

/** The SIP's own inputs, as the core and the simulation take them. */
function sipInputs(inputs: Readonly<Record<SipField, number>>) {
  return { monthlyInvestment: inputs.monthlyInvestment, annualRate: inputs.annualRate, timePeriod: inputs.timePeriod, ...stepUpInputs(inputs) };
}

const SIP_ODDS = sipOdds<SipField>(sipInputs);

export const sipDefinition = {
  id: "sip",
  title: "SIP Calculator",
  description:
    "See what a monthly investment (a Systematic Investment Plan) can grow to, kept fixed or stepped up each year as your income grows, and how much of the final amount is growth rather than your own money.",
  fields: [
    { id: "monthlyInvestment", label: LABELS.monthlyInvestment, unit: "rupees", defaultValue: 10_000, slider: { min: 500, max: 100_000, step: 500 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 12, slider: { min: 1, max: 30, step: 0.1 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 10, slider: { min: 1, max: 40, step: 1 } },
    ...stepUpFields<SipField>(),
    savingsField(),
    { id: "target", label: TARGET_LABEL, unit: "rupees", defaultValue: "", emptyValue: Number.NaN, emptyText: NO_TARGET, slider: { min: 0, max: 50_000_000, step: 100_000 }, group: PLAN_FIELD_GROUP },
    ...oddsFields(EQUITY_RETURN_VOLATILITY, false),
  ],
  validate: validateSip,
  compute: withOdds((client, inputs: Record<SipField, number>) => client.sip(sipInputs(inputs)), SIP_ODDS.request),
  results: [
    { id: "invested", label: "Invested amount", format: "rupees", value: (r) => r.invested },
    { id: "gained", label: "Est. returns", format: "rupees", value: (r) => r.gained },
    { id: "total", label: "Total value", format: "rupees", value: (r) => r.total },
    { id: "finalInstalment", label: "Monthly instalment in the final year", format: "rupees", value: (r) => r.stepUp?.finalInstalment ?? 0, shownWhen: hasStepUp },
    { id: "flatTotal", label: "Total value without step-up", format: "rupees", value: (r) => r.stepUp?.flatTotal ?? 0, shownWhen: hasStepUp },
  ],
  convention: "Payments at the start of each month; returns compounded monthly at the annual rate ÷ 12; a step-up raises the instalment once a year, from month 13.",
  method: [
    "Each instalment is invested on the first day of the month and grows at a monthly rate of the annual rate divided by 12.",
    "Total value = P × ((1 + i)^n − 1) ÷ i × (1 + i), where P is the monthly investment, i the monthly rate and n the number of months (years × 12).",
    "Invested amount = P × n; estimated returns = total value − invested amount. Figures are computed in full precision and rounded to the rupee only for display.",
    "With a yearly step-up, the instalment stays the same for 12 months and rises at months 13, 25, 37 and so on: by a percentage of the previous year's instalment (10% turns ₹10,000 into ₹11,000, then ₹12,100) or by a fixed amount (₹1,000 turns ₹10,000 into ₹11,000, then ₹12,000).",
    "Each year's instalments are valued with the same formula for that year's months and then grow at the monthly rate until the end; the total is the sum over the years. The invested amount is every instalment paid. The same SIP without the step-up is shown beside it for comparison.",
    "Real funds do not return a fixed rate: treat the result as an estimate on the assumption you entered, not a promise.",
    "Where could it end? The same SIP, with anything already saved, is run many times over: each year's return drawn around the return you entered, or India's own years replayed, every start year since FY1981, or blocks of Indian years drawn at random (the form's 'How the future is drawn'). 8 in 10 futures end between the first and last final values of the panel; the middle one is the median. With a target, the panel gives the chance of reaching it and the first year's SIP that reaches it in 9 futures in 10.",
  ],
  donut: (r) => [
    { label: "Invested amount", value: r.invested, tone: "accent" },
    { label: "Est. returns", value: r.gained, tone: "accent2" },
  ],
  charts: [
    {
    title: "Growth of your SIP",
    xLabel: "Years",
    x: (r) => r.projection.year,
    series: [
      { label: "Invested", tone: "accent", values: (r) => r.projection.principal },
      { label: "Total value", tone: "accent2", fill: true, values: (r) => r.projection.total },
      { label: "Total value without step-up", tone: "muted", values: (r) => r.stepUp?.projection.flatTotal ?? r.projection.total, shownWhen: hasStepUp },
    ],
    },
  ],
  sections: [oddsPanel(SIP_ODDS)],
  tables: [
    {
    caption: "Year-by-year projection",
    rowCount: (r) => r.projection.year.length,
    columns: [
      { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
      { id: "instalment", label: "Monthly instalment", format: "rupees", value: (r, i) => r.stepUp?.projection.instalment[i] ?? 0, shownWhen: hasStepUp },
      { id: "principal", label: "Invested", format: "rupees", value: (r, i) => r.projection.principal[i] },
      { id: "growth", label: "Growth", format: "rupees", value: (r, i) => r.projection.growth[i] },
      { id: "total", label: "Total value", format: "rupees", value: (r, i) => r.projection.total[i] },
      { id: "flatTotal", label: "Without step-up", format: "rupees", value: (r, i) => r.stepUp?.projection.flatTotal[i] ?? 0, shownWhen: hasStepUp },
    ],
    },
  ],
} satisfies CalculatorDefinition<SipField, SipResult & WithOdds>;
