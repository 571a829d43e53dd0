// What the retirement planner and the aging-parent planner share (spec 1 §3, §5, §9; spec 2 §2-§5,
// §9; DESIGN.md "Retirement and aging parent"): one core call, the results, the corpus
// breakdown donut, the cash-flow chart, the drawdown table and the method. Each planner's file
// gives its words, defaults, slider ranges and messages.
import { Suspense } from "react";
import type { RetirementInputs, RetirementResult } from "../../../workers/calc-contract";
import { CashFlowChart } from "../../components/charts/cash-flow-chart";
import { useMessages } from "../../i18n/use-locale";
import type { CalculatorDefinition, NumberFieldDef, SectionProps } from "../definition";
import type { ParsedInput } from "../parse-input";
import { withOdds, type WithOdds } from "../odds/odds";
import { equityShareError, oddsFields, planFields, validateOdds, volatilityError } from "../odds/odds-fields";
import { oddsPanel } from "../odds/odds-panel";
import { RETIREMENT_ODDS, retirementInputs, retirementRequest, type RetirementOddsField } from "../odds/planner-odds";
import { EQUITY_RETURN_VOLATILITY, RETIREMENT_RETURN_VOLATILITY } from "../reference-data";
import { atMost, firstError, type Rule } from "../rules";
import { plannerChartsMessages } from "./messages/planner-charts";
import type { CashFlowPlanner } from "./messages/planner-charts.en";

export type RetirementField = keyof RetirementInputs;

/** Spec 1 §5 and spec 2 §5: the same words in both planners. */
export const AFTER_CURRENT_AGE = "Must be after current age.";
export const AFTER_RETIREMENT_AGE = "Must be after retirement age.";
export const WHOLE_YEARS = "Enter the age in whole years.";

/** Bounds the spec leaves open: ages up to 120, ₹100 crore a month, rates and tax up to 50%. */
const MAX_AGE_YEARS = 120;
const MAX_MONTHLY_EXPENSES = 1_000_000_000;
const MAX_RATE_PCT = 50;

type Slider = NumberFieldDef<RetirementField>["slider"];

export interface RetirementPlannerConfig {
  /** Also names the cash-flow chart's title in the planners' catalogue (messages/planner-charts). */
  id: CashFlowPlanner;
  title: string;
  description: string;
  labels: Readonly<Record<RetirementField, string>>;
  defaults: Readonly<Record<RetirementField, number>>;
  sliders: Readonly<Record<RetirementField, Slider>>;
  /** The message for an empty, non-numeric or negative field. */
  requiredMessage: string;
  /** The aging parent may have retired already: retirement age may equal current age (spec 2 §5). */
  mayHaveRetired: boolean;
  /** The aging parent: a failed Calculate stops live recompute (spec 2 §4). */
  failedCalculateStopsLive?: boolean;
  /** What is particular to this planner, shown before the shared method. */
  methodIntro: readonly string[];
}

const FIELD_ORDER: readonly RetirementField[] = [
  "currentAge",
  "retirementAge",
  "lifeExpectancy",
  "monthlyExpenses",
  "inflation",
  "taxSlabPostRetirement",
  "preRetirementReturn",
  "postRetirementReturn",
];

const UNITS: Record<RetirementField, NumberFieldDef<RetirementField>["unit"]> = {
  currentAge: "years",
  retirementAge: "years",
  lifeExpectancy: "years",
  monthlyExpenses: "rupees",
  inflation: "percent",
  taxSlabPostRetirement: "percent",
  preRetirementReturn: "percent",
  postRetirementReturn: "percent",
};

const ODDS_METHOD =
  "How likely is this plan to work? Your plan (what you have saved today, your monthly SIP, empty for the one computed above, and its yearly step-up) is run as a whole life, many times over: the saving years at the return before retirement, then the withdrawals, each year's grown by that future's own inflation, from the corpus less the capital-back fund kept aside in the plan's proportion, until the life expectancy. The futures are drawn around the rates you entered, or replay India's own years, every start year since FY1981, or string together blocks of Indian years drawn at random (the form's 'How the future is drawn'). The chance is the share of futures in which the money lasts. The 90% figures come from each future's own need: the corpus for a 90% chance is the smallest that lasts in 9 futures in 10, the SIP the one that builds it with your savings and step-up, the monthly spend the most that such a plan pays, and the age the earliest at which retiring works in 9 futures in 10.";

/** Retirement's odds fields name the period they belong to: its returns and its mix differ before and after retirement. */
export const RETIREMENT_ODDS_LABELS = {
  returnVolatility: "Return volatility after retirement (SD, % a year)",
  preRetirementVolatility: "Return volatility before retirement (SD, % a year)",
  equityShare: "Share in equity before retirement (%)",
  retiredEquityShare: "Share in equity after retirement (%)",
} as const;

/** After retirement the corpus is mostly in debt: about a third in equity, as the retirement volatility's default assumes (reference-data.ts). */
const RETIRED_EQUITY_SHARE_PCT = 30;

function retirementOddsFields() {
  const fields = oddsFields<"retiredEquityShare" | "preRetirementVolatility">(RETIREMENT_RETURN_VOLATILITY, true, 100, {
    afterEquity: [
      { id: "retiredEquityShare", label: RETIREMENT_ODDS_LABELS.retiredEquityShare, unit: "percent", defaultValue: RETIRED_EQUITY_SHARE_PCT, slider: { min: 0, max: 100, step: 5 } },
    ],
    beforeVolatility: [
      { id: "preRetirementVolatility", label: RETIREMENT_ODDS_LABELS.preRetirementVolatility, unit: "percent", defaultValue: EQUITY_RETURN_VOLATILITY.value, slider: { min: 0, max: 40, step: 0.5 } },
    ],
  });
  return fields.map((field) =>
    field.id === "returnVolatility" || field.id === "equityShare" ? { ...field, label: RETIREMENT_ODDS_LABELS[field.id] } : field,
  );
}

const usable = ({ value, empty }: ParsedInput) => !empty && value >= 0;
const wholeYears: Rule = ({ value }) => (Number.isInteger(value) ? undefined : WHOLE_YEARS);

function retirementValidate(config: RetirementPlannerConfig): CalculatorDefinition<RetirementField, RetirementResult>["validate"] {
  const { labels } = config;
  const required: Rule = ({ value, empty }) => (empty || !(value >= 0) ? config.requiredMessage : undefined);
  const age = (id: RetirementField, ...rules: Rule[]) => [required, wholeYears, ...rules, atMost(labels[id], MAX_AGE_YEARS, "years")];
  const rate = (id: RetirementField) => [required, atMost(labels[id], MAX_RATE_PCT, "percent")];
  return (v) => ({
    currentAge: firstError(v.currentAge, age("currentAge")),
    retirementAge: firstError(
      v.retirementAge,
      age("retirementAge", ({ value }) => {
        if (!usable(v.currentAge)) return undefined;
        const tooEarly = config.mayHaveRetired ? value < v.currentAge.value : value <= v.currentAge.value;
        return tooEarly ? AFTER_CURRENT_AGE : undefined;
      }),
    ),
    lifeExpectancy: firstError(
      v.lifeExpectancy,
      age("lifeExpectancy", ({ value }) => (usable(v.retirementAge) && value <= v.retirementAge.value ? AFTER_RETIREMENT_AGE : undefined)),
    ),
    monthlyExpenses: firstError(v.monthlyExpenses, [required, atMost(labels.monthlyExpenses, MAX_MONTHLY_EXPENSES, "rupees")]),
    inflation: firstError(v.inflation, rate("inflation")),
    taxSlabPostRetirement: firstError(v.taxSlabPostRetirement, rate("taxSlabPostRetirement")),
    preRetirementReturn: firstError(v.preRetirementReturn, rate("preRetirementReturn")),
    postRetirementReturn: firstError(v.postRetirementReturn, rate("postRetirementReturn")),
  });
}

function CashFlowInLocale({ planner, result }: { planner: CashFlowPlanner; result: RetirementResult }) {
  const words = useMessages(plannerChartsMessages).cashFlow;
  const title = words.titles[planner];
  const p = result.projection;
  return (
    <CashFlowChart
      title={title}
      age={p.age}
      withdrawal={p.withdrawal}
      balance={p.balance}
      ageLabel={words.age}
      withdrawalLabel={words.withdrawal}
      balanceLabel={words.balance}
      chartLabel={words.chartLabel(title)}
    />
  );
}

/** The chart, once its words have loaded (they load with the definition, so almost always at once). */
function cashFlowSection(planner: CashFlowPlanner) {
  return function CashFlowSection({ result }: SectionProps<RetirementOddsField, RetirementResult>) {
    return (
      <Suspense fallback={null}>
        <CashFlowInLocale planner={planner} result={result} />
      </Suspense>
    );
  };
}

export function retirementPlanner(config: RetirementPlannerConfig): CalculatorDefinition<RetirementOddsField, RetirementResult & WithOdds> {
  const validatePlan = retirementValidate(config);
  return {
    id: config.id,
    title: config.title,
    description: config.description,
    fields: [
      ...FIELD_ORDER.map((id) => ({ id, label: config.labels[id], unit: UNITS[id], defaultValue: config.defaults[id], slider: config.sliders[id] })),
      ...planFields(),
      ...retirementOddsFields(),
    ],
    validate: (values, trigger) => ({
      ...validatePlan(values, trigger),
      ...validateOdds(values, RETIREMENT_ODDS_LABELS.returnVolatility),
      preRetirementVolatility: volatilityError(values.preRetirementVolatility, RETIREMENT_ODDS_LABELS.preRetirementVolatility),
      retiredEquityShare: equityShareError(values.retiredEquityShare),
    }),
    compute: withOdds((client, inputs) => client.retirement(retirementInputs(inputs)), retirementRequest),
    failedCalculateStopsLive: config.failedCalculateStopsLive,
    headline: ["totalRetirementCorpusRequired", "monthlyInvestment"],
    results: [
      { id: "retirementCorpusRequired", label: "Retirement corpus required", format: "rupees", value: (r) => r.retirementCorpusRequired },
      { id: "fundToGetCapitalBack", label: "Fund to get capital back", format: "rupees", value: (r) => r.fundToGetCapitalBack },
      { id: "totalRetirementCorpusRequired", label: "Total retirement corpus required", format: "rupees", value: (r) => r.totalRetirementCorpusRequired },
      { id: "firstYearExpensePreTax", label: "First-year expense (pre-tax)", format: "rupees", value: (r) => r.firstYearExpensePreTax },
      { id: "taxRate", label: "Tax rate", format: "percent", value: (r) => r.taxRate },
      {
        id: "monthlyInvestment",
        label: "Monthly SIP to build it by retirement",
        format: "rupees",
        value: (r) => r.monthlyInvestment,
        // None when retirement has already begun (N = 0): the corpus is needed now.
        shownWhen: (r) => r.yearsToRetirement > 0,
      },
    ],
    convention:
      "Amounts are in rupees of the year they are needed. Withdrawals are taken at the start of each retirement year and grow with inflation.",
    method: [
      ...config.methodIntro,
      "Years to retirement N = retirement age − current age; years in retirement M = life expectancy − retirement age.",
      "First-year expense (pre-tax) = monthly expenses × 12 × (1 + inflation)^N ÷ (1 − tax rate): today's expenses at the prices of the first retirement year, grossed up so that what is left after tax pays for them.",
      "Retirement corpus required = the value, on the day retirement starts, of M yearly withdrawals, each taken at the start of its year and larger than the last by inflation, discounted at the post-retirement return: first-year expense × (1 + g + g² + … + g^(M−1)), where g = (1 + inflation) ÷ (1 + post-retirement return). In other words the corpus earns the real return, the return above inflation. When the two rates are equal (the starting figures use 6% and 6%) g = 1 and the corpus is simply M × the first-year expense.",
      "Fund to get capital back = corpus ÷ (1 + post-retirement return)^M. Kept aside at the post-retirement return, it grows back to the size of the corpus by the last year, so the capital is returned (to you or your heirs) while the corpus itself is spent down to exactly 0. Total retirement corpus required = the two together.",
      "Monthly SIP = total corpus × i ÷ (((1 + i)^n − 1) × (1 + i)), where i is the pre-retirement return ÷ 12 and n = 12 × N: the SIP paid at the start of every month until retirement that builds the total corpus.",
      "Each row of the table: the opening balance less the year's withdrawal earns the post-retirement return for the year, giving the year-end balance. The last withdrawal takes what is left, so the balance ends at exactly 0. The balance column adds the capital-protection fund.",
      "Returns, inflation and tax rates are assumed constant, and real life is not: review the plan every year or two.",
      ODDS_METHOD,
    ],
    donut: (r) => [
      { label: "Retirement corpus", value: r.retirementCorpusRequired, tone: "accent" },
      { label: "Fund to get capital back", value: r.fundToGetCapitalBack, tone: "accent2" },
    ],
    sections: [cashFlowSection(config.id), oddsPanel(RETIREMENT_ODDS)],
    tables: [
      {
        caption: "Year-by-year drawdown",
        rowCount: (r) => r.projection.age.length,
        columns: [
          { id: "age", label: "Age", format: "number", value: (r, i) => r.projection.age[i] },
          { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
          { id: "openingBalance", label: "Opening balance", format: "rupees", value: (r, i) => r.projection.openingBalance[i] },
          { id: "preTaxWithdrawal", label: "Withdrawal (pre-tax)", format: "rupees", value: (r, i) => r.projection.preTaxWithdrawal[i] },
          { id: "postTaxWithdrawal", label: "Withdrawal (post-tax)", format: "rupees", value: (r, i) => r.projection.postTaxWithdrawal[i] },
          { id: "return", label: "Return", format: "rupees", value: (r, i) => r.projection.return[i] },
          { id: "yearEndBalance", label: "Year-end balance", format: "rupees", value: (r, i) => r.projection.yearEndBalance[i] },
          { id: "capitalProtectionAmount", label: "Capital protection", format: "rupees", value: (r, i) => r.projection.capitalProtectionAmount[i] },
          { id: "balance", label: "Balance", format: "rupees", value: (r, i) => r.projection.balance[i] },
        ],
      },
    ],
  };
}
