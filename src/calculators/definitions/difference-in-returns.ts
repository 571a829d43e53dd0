// Difference in returns (spec 1 §3, §4, §5, §9; DESIGN.md "Formulas"): the same monthly SIP or
// lumpsum under two or three return rates. SIP and Lumpsum tabs; switching clears the results.
// Defaults: SIP 10000, lumpsum 120000, 15 years, 8% and 12%, the third scenario empty.
// Result test ids: result-invested (the same in every scenario), result-total1..3 (each
// scenario's total value; 3 only when the third rate is given), result-gap21 (scenario 2's
// total − scenario 1's), result-gap31 and result-gap32 (with a third scenario). Each
// scenario's returns are in the "Scenarios side by side" table, beside its rate.
// In SIP mode the SIP may step up once a year (step-up-parts.ts), the same in every
// scenario; result-finalInstalment then shows the instalment of the final year.
import type { ReturnsComparisonResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition, ChartSeriesDef, ResultField, TableColumn } from "../definition";
import { atLeastOneMonth, atMost, firstError, type Rule } from "../rules";
import { stepUpFields, stepUpInputs, validateStepUp, type StepUpField } from "./step-up-parts";

type ComparisonField = "mode" | "sipAmount" | "lumpsumAmount" | "years" | "returnRate1" | "returnRate2" | "returnRate3" | StepUpField;

/** Option values of the mode tabs (what compute() receives). */
const MODE_SIP = 0;
const MODE_LUMPSUM = 1;

/** ₹100 crore a month, ₹1,000 crore at once, 100 years (the core's longest period), 50% a year. */
const MAX_SIP = 1_000_000_000;
const MAX_LUMPSUM = 10_000_000_000;
const MAX_YEARS = 100;
const MAX_RATE_PCT = 50;

export const COMPARISON_MESSAGES = {
  sipAmount: "SIP amount must be positive.",
  lumpsumAmount: "Lumpsum amount must be positive.",
  years: "Time period must be positive.",
  rate: "Return rate must be positive.",
  optionalRate: "Return rate cannot be negative.",
} as const;

const LABELS = {
  mode: "Investment type",
  sipAmount: "Monthly SIP amount",
  lumpsumAmount: "Lumpsum amount",
  years: "Time period",
  returnRate1: "Scenario 1 return rate (p.a.)",
  returnRate2: "Scenario 2 return rate (p.a.)",
  returnRate3: "Scenario 3 return rate (p.a., optional)",
} as const satisfies Record<Exclude<ComparisonField, StepUpField>, string>;

const positive =
  (message: string): Rule =>
  ({ value, empty }) =>
    empty || Number.isNaN(value) || value <= 0 ? message : undefined;

/** The third rate: empty means no third scenario; 0% is a fair scenario (cash). */
const optionalRate: Rule = ({ value, empty }) => (!empty && (Number.isNaN(value) || value < 0) ? COMPARISON_MESSAGES.optionalRate : undefined);

const isLumpsum = (mode: number) => mode === MODE_LUMPSUM;
const hasThird = (r: ReturnsComparisonResult) => r.scenarios.length === 3;

const SCENARIO_TONES = ["accent", "accent2", "muted"] as const;

function scenarioTotal(k: 0 | 1 | 2): ResultField<ReturnsComparisonResult> {
  return {
    id: `total${k + 1}`,
    label: `Scenario ${k + 1}: total value`,
    format: "rupees",
    value: (r) => r.scenarios[k]?.total ?? 0,
    shownWhen: k === 2 ? hasThird : undefined,
  };
}

function scenarioSeries(k: 0 | 1 | 2): ChartSeriesDef<ReturnsComparisonResult> {
  return {
    label: `Scenario ${k + 1}`,
    tone: SCENARIO_TONES[k],
    values: (r) => r.projection.totals[k] ?? r.projection.totals[0],
    shownWhen: k === 2 ? hasThird : undefined,
  };
}

function scenarioColumn(k: 0 | 1 | 2): TableColumn<ReturnsComparisonResult> {
  return {
    id: `total${k + 1}`,
    label: `Scenario ${k + 1}`,
    format: "rupees",
    value: (r, i) => r.projection.totals[k]?.[i] ?? 0,
    shownWhen: k === 2 ? hasThird : undefined,
  };
}

export const differenceInReturnsDefinition: CalculatorDefinition<ComparisonField, ReturnsComparisonResult> = {
  id: "difference-in-returns",
  title: "Difference in Returns",
  description:
    "A few percent of return sounds small. Put the same SIP or lumpsum through two or three return rates and see how far apart the final amounts end up.",
  fields: [
    {
      kind: "choice",
      id: "mode",
      label: LABELS.mode,
      display: "tabs",
      clearsResults: true,
      defaultValue: "sip",
      options: [
        { key: "sip", label: "SIP", value: MODE_SIP },
        { key: "lumpsum", label: "Lumpsum", value: MODE_LUMPSUM },
      ],
    },
    {
      id: "sipAmount",
      label: LABELS.sipAmount,
      unit: "rupees",
      defaultValue: 10_000,
      slider: { min: 500, max: 100_000, step: 500 },
      shownWhen: (raw) => raw.mode !== "lumpsum",
    },
    {
      id: "lumpsumAmount",
      label: LABELS.lumpsumAmount,
      unit: "rupees",
      defaultValue: 120_000,
      slider: { min: 10_000, max: 10_000_000, step: 10_000 },
      shownWhen: (raw) => raw.mode === "lumpsum",
    },
    { id: "years", label: LABELS.years, unit: "years", defaultValue: 15, slider: { min: 1, max: 40, step: 1 } },
    { id: "returnRate1", label: LABELS.returnRate1, unit: "percent", defaultValue: 8, slider: { min: 1, max: 30, step: 0.5 } },
    { id: "returnRate2", label: LABELS.returnRate2, unit: "percent", defaultValue: 12, slider: { min: 1, max: 30, step: 0.5 } },
    // NaN when empty, so compute() can tell "no third scenario" from a typed 0%.
    { id: "returnRate3", label: LABELS.returnRate3, unit: "percent", defaultValue: "", emptyValue: Number.NaN, slider: { min: 0, max: 30, step: 0.5 } },
    ...stepUpFields<ComparisonField>((raw) => raw.mode !== "lumpsum"),
  ],
  validate: (values) => {
    const lumpsum = isLumpsum(values.mode.value);
    const rate = (label: string): Rule[] => [positive(COMPARISON_MESSAGES.rate), atMost(label, MAX_RATE_PCT, "percent")];
    return {
      sipAmount: lumpsum ? undefined : firstError(values.sipAmount, [positive(COMPARISON_MESSAGES.sipAmount), atMost(LABELS.sipAmount, MAX_SIP, "rupees")]),
      lumpsumAmount: lumpsum
        ? firstError(values.lumpsumAmount, [positive(COMPARISON_MESSAGES.lumpsumAmount), atMost(LABELS.lumpsumAmount, MAX_LUMPSUM, "rupees")])
        : undefined,
      years: firstError(values.years, [positive(COMPARISON_MESSAGES.years), atLeastOneMonth(LABELS.years), atMost(LABELS.years, MAX_YEARS, "years")]),
      returnRate1: firstError(values.returnRate1, rate("Scenario 1 return rate")),
      returnRate2: firstError(values.returnRate2, rate("Scenario 2 return rate")),
      returnRate3: firstError(values.returnRate3, [optionalRate, atMost("Scenario 3 return rate", MAX_RATE_PCT, "percent")]),
      ...validateStepUp(values, !lumpsum),
    };
  },
  compute: (client, inputs) => {
    const lumpsum = isLumpsum(inputs.mode);
    const rates = [inputs.returnRate1, inputs.returnRate2];
    if (!Number.isNaN(inputs.returnRate3)) rates.push(inputs.returnRate3);
    return client.returnsComparison({
      mode: lumpsum ? "lumpsum" : "sip",
      amount: lumpsum ? inputs.lumpsumAmount : inputs.sipAmount,
      years: inputs.years,
      annualRates: rates,
      ...(lumpsum ? {} : stepUpInputs(inputs)),
    });
  },
  headline: ["total1", "total2", "gap21"],
  results: [
    { id: "invested", label: "Invested (every scenario)", format: "rupees", value: (r) => r.invested },
    {
      id: "finalInstalment",
      label: "Monthly instalment in the final year",
      format: "rupees",
      value: (r) => r.finalInstalment ?? 0,
      shownWhen: (r) => r.finalInstalment !== undefined,
    },
    scenarioTotal(0),
    scenarioTotal(1),
    scenarioTotal(2),
    { id: "gap21", label: "Scenario 2 − scenario 1", format: "rupees", value: (r) => r.gap21 },
    { id: "gap31", label: "Scenario 3 − scenario 1", format: "rupees", value: (r) => r.gap31 ?? 0, shownWhen: hasThird },
    { id: "gap32", label: "Scenario 3 − scenario 2", format: "rupees", value: (r) => r.gap32 ?? 0, shownWhen: hasThird },
  ],
  convention:
    "SIP: instalments at the start of each month, compounded monthly at the rate ÷ 12; a step-up raises them once a year, from month 13. Lumpsum: compounded once a year.",
  method: [
    "Every scenario invests the same money for the same time; only the return rate differs.",
    "SIP: each scenario's total value = P × ((1 + i)^n − 1) ÷ i × (1 + i), with P the monthly SIP, i its rate ÷ 12 and n the months. Invested = P × n.",
    "SIP with a yearly step-up: the instalment stays the same for 12 months and rises at months 13, 25, 37 and so on, by a percentage of the previous year's instalment or by a fixed amount; each year's instalments are valued with the formula above for that year's months and then grow until the end. Every scenario pays the same instalments, so the invested amount is still the same.",
    "Lumpsum: each scenario's total value = A × (1 + r)^t, compounded once a year, with A the amount, r its rate as a fraction and t the years. Invested = A.",
    "Returns = total value − invested. The differences compare the totals: a negative difference means the later scenario ends with less. Leave scenario 3 empty to compare two rates.",
  ],
  charts: [
    {
      title: "Value by year under each scenario",
      xLabel: "Years",
      x: (r) => r.projection.year,
      series: [scenarioSeries(0), scenarioSeries(1), scenarioSeries(2)],
    },
  ],
  tables: [
    {
      caption: "Scenarios side by side",
      rowCount: (r) => r.scenarios.length,
      columns: [
        { id: "scenario", label: "Scenario", format: "number", value: (_r, i) => i + 1 },
        { id: "annualRate", label: "Return rate (p.a.)", format: "percent", value: (r, i) => r.scenarios[i].annualRate },
        { id: "invested", label: "Invested", format: "rupees", value: (r) => r.invested },
        { id: "returns", label: "Returns", format: "rupees", value: (r, i) => r.scenarios[i].returns },
        { id: "total", label: "Total value", format: "rupees", value: (r, i) => r.scenarios[i].total },
        { id: "gap1", label: "Difference from scenario 1", format: "rupees", value: (r, i) => r.scenarios[i].total - r.scenarios[0].total },
      ],
    },
    {
      caption: "Year-by-year value under each scenario",
      rowCount: (r) => r.projection.year.length,
      columns: [
        { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
        { id: "invested", label: "Invested", format: "rupees", value: (r, i) => r.projection.invested[i] },
        scenarioColumn(0),
        scenarioColumn(1),
        scenarioColumn(2),
      ],
    },
  ],
};
