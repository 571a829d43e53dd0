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
import { oddsFields, validateOdds } from "../odds/odds-fields";
import { oddsPanel } from "../odds/odds-panel";
import { RETIREMENT_ODDS, retirementRequest, type RetirementOddsField } from "../odds/planner-odds";
import { RETIREMENT_RETURN_VOLATILITY } from "../reference-data";
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
  "How likely is this plan to work? Thousands of simulated retirements, each year's return drawn around the post-retirement return you entered and each year's inflation around yours (both as lognormal growth with the volatilities in the form), start with the corpus above and pay the same withdrawals, grown by that path's inflation. The share in which the money lasts to the life expectancy is the chance shown; the corpus for a 90% chance is the smallest starting corpus that lasts in 9 of every 10 paths.";

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

/** The plan's own inputs, without the odds panel's assumptions. */
function planInputs(inputs: Readonly<Record<RetirementOddsField, number>>): RetirementInputs {
  const { returnVolatility: _r, inflationVolatility: _i, ...plan } = inputs;
  return plan;
}

export function retirementPlanner(config: RetirementPlannerConfig): CalculatorDefinition<RetirementOddsField, RetirementResult & WithOdds> {
  const validatePlan = retirementValidate(config);
  return {
    id: config.id,
    title: config.title,
    description: config.description,
    fields: [
      ...FIELD_ORDER.map((id) => ({ id, label: config.labels[id], unit: UNITS[id], defaultValue: config.defaults[id], slider: config.sliders[id] })),
      ...oddsFields(RETIREMENT_RETURN_VOLATILITY, true),
    ],
    validate: (values, trigger) => ({ ...validatePlan(values, trigger), ...validateOdds(values) }),
    compute: withOdds((client, inputs) => client.retirement(planInputs(inputs)), retirementRequest),
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
