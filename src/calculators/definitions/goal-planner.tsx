// What the seven goal planners share (spec 2 §2-§5, §9; DESIGN.md "Formulas", goal planners):
// one core call, the result boxes, the 'Total Invested' / 'Returns Earned' donut, the
// 'Investment Growth Projection' chart, the yearly table, the convention and the method. Each
// planner's file gives its fields, its rules with the spec's messages, and its own words.
import { Suspense } from "react";
import type { GoalInputs, GoalResult } from "../../../workers/calc-contract";
import { GoalChart } from "../../components/charts/goal-chart";
import { useMessages } from "../../i18n/use-locale";
import type { CalculatorDefinition, FieldErrors, NumberFieldDef, ParsedValues, ResultField, SectionProps } from "../definition";
import type { ParsedInput } from "../parse-input";
import { withOdds, type WithOdds } from "../odds/odds";
import { oddsFields, planFields, validateOdds, type OddsField } from "../odds/odds-fields";
import { oddsPanel } from "../odds/odds-panel";
import { goalOdds } from "../odds/planner-odds";
import { EQUITY_RETURN_VOLATILITY } from "../reference-data";
import { atLeastOneMonth, atMost, firstError, type Rule } from "../rules";
import { plannerChartsMessages } from "./messages/planner-charts";
import { useRenderTiming } from "../../lib/render-timing";

/** Bounds the spec leaves open: ₹1,000 crore, 100 years (the core's longest table), 50% a year. */
const MAX_GOAL_AMOUNT = 10_000_000_000;
const MAX_GOAL_YEARS = 100;
const MAX_GOAL_RATE_PCT = 50;

/** Marriage, wedding, car and home (spec 2 §5); vacation and custom too, where the spec names none. */
export const REQUIRED_POSITIVE = "This field is required and must be positive.";
/** Vacation and custom's optional inflation, and home's (spec 2 §5). */
export const INFLATION_NEGATIVE = "Inflation cannot be negative.";
/** An optional inflation rate that is not a number. */
export const INFLATION_NOT_NUMBER = "Enter inflation as a number, or leave it empty.";

/** Required and above 0: an empty, zero, negative or non-numeric value gets `message`. */
export function positive(message: string): Rule {
  return ({ value, empty }) => (empty || !(value > 0) ? message : undefined);
}

/** An optional inflation rate: empty counts as 0 (spec 2 §9); a negative one is refused. */
function optionalInflation({ value, empty }: ParsedInput): string | undefined {
  if (empty) return undefined;
  if (Number.isNaN(value)) return INFLATION_NOT_NUMBER;
  return value < 0 ? INFLATION_NEGATIVE : undefined;
}

/** The four fields every planner has, by their ids in that planner (and a home's down payment share). */
export interface GoalFieldIds<Id extends string> {
  amount: Id;
  years: Id;
  rate: Id;
  inflation: Id;
  /** The percent of the inflated cost to save for; 100 when absent. */
  share?: Id;
}

/**
 * The rules of the four shared fields: amount, years and return must be positive (`required`
 * gives the planner's message), inflation too unless it is optional (spec 2 §5); the bounds
 * the spec leaves open come after the spec's own messages.
 */
export function goalFieldErrors<Id extends string>(
  v: ParsedValues<Id>,
  ids: GoalFieldIds<Id>,
  labels: Readonly<Record<Id, string>>,
  required: Rule,
  inflation: "required" | "optional",
): FieldErrors<Id> {
  const errors: FieldErrors<Id> = {};
  errors[ids.amount] = firstError(v[ids.amount], [required, atMost(labels[ids.amount], MAX_GOAL_AMOUNT, "rupees")]);
  errors[ids.years] = firstError(v[ids.years], [required, atLeastOneMonth(labels[ids.years]), atMost(labels[ids.years], MAX_GOAL_YEARS, "years")]);
  errors[ids.rate] = firstError(v[ids.rate], [required, atMost(labels[ids.rate], MAX_GOAL_RATE_PCT, "percent")]);
  errors[ids.inflation] = firstError(v[ids.inflation], [
    inflation === "required" ? required : optionalInflation,
    atMost(labels[ids.inflation], MAX_GOAL_RATE_PCT, "percent"),
  ]);
  return errors;
}

export interface GoalPlannerConfig<Id extends string> {
  id: string;
  title: string;
  description: string;
  fields: readonly NumberFieldDef<Id>[];
  validate: CalculatorDefinition<Id, GoalResult>["validate"];
  formError?: CalculatorDefinition<Id, GoalResult>["formError"];
  /** Which of the planner's fields the core's inputs come from. */
  ids: GoalFieldIds<Id>;
  /** Vacation and custom round their results to whole rupees (spec 2 §9). */
  wholeRupees?: boolean;
  /** The label of the inflated goal, e.g. 'Future cost of education'. */
  futureCostLabel: string;
  /** Shown before the inflated goal when the planner reports today's cost too (the wedding). */
  presentCostLabel?: string;
  /** What is particular to this goal, shown before the shared explanation. */
  methodIntro: readonly string[];
}

function GoalChartInLocale({ result }: SectionProps<string, GoalResult & WithOdds>) {
  useRenderTiming("GoalChart");
  const words = useMessages(plannerChartsMessages).goal;
  const p = result.projection;
  return <GoalChart year={p.year} invested={p.investedAmount} returns={p.returnsEarned} total={p.totalValue} goal={result.futureCost} words={words} />;
}

/** The chart, once its words have loaded (they load with the definition, so almost always at once). */
function GoalChartSection(props: SectionProps<string, GoalResult & WithOdds>) {
  return (
    <Suspense fallback={null}>
      <GoalChartInLocale {...props} />
    </Suspense>
  );
}

function coreInputs<Id extends string>(ids: GoalFieldIds<Id>, inputs: Readonly<Record<Id, number>>, wholeRupees: boolean): GoalInputs {
  return {
    presentCost: inputs[ids.amount],
    sharePct: ids.share ? inputs[ids.share] : 100,
    years: inputs[ids.years],
    annualRate: inputs[ids.rate],
    inflationRate: inputs[ids.inflation],
    wholeRupees,
  };
}

export function goalPlanner<Id extends string>(config: GoalPlannerConfig<Id>): CalculatorDefinition<Id | OddsField, GoalResult & WithOdds> {
  const wholeRupees = config.wholeRupees ?? false;
  const odds = goalOdds<Id>((inputs) => coreInputs(config.ids, inputs, wholeRupees));
  const results: ResultField<GoalResult>[] = [
    ...(config.presentCostLabel ? [{ id: "presentCost", label: config.presentCostLabel, format: "rupees", value: (r: GoalResult) => r.presentCost } as const] : []),
    { id: "futureCost", label: config.futureCostLabel, format: "rupees", value: (r) => r.futureCost },
    { id: "monthlyInvestment", label: "Monthly investment needed", format: "rupees", value: (r) => r.monthlyInvestment },
    { id: "totalInvested", label: "Total Invested", format: "rupees", value: (r) => r.totalInvested },
    { id: "totalReturns", label: "Returns Earned", format: "rupees", value: (r) => r.totalReturns },
  ];
  return {
    id: config.id,
    title: config.title,
    description: config.description,
    fields: [...config.fields, ...planFields(), ...oddsFields(EQUITY_RETURN_VOLATILITY, true)],
    validate: (values, trigger): FieldErrors<Id | OddsField> => {
      const errors = { ...config.validate(values, trigger) } as FieldErrors<Id | OddsField>;
      return Object.assign(errors, validateOdds(values));
    },
    formError: config.formError,
    compute: withOdds((client, inputs) => client.goal(coreInputs(config.ids, inputs, wholeRupees)), odds.request),
    headline: ["futureCost", "monthlyInvestment"],
    results,
    convention:
      "SIP paid at the start of each month, compounded monthly at the annual return ÷ 12; the cost grows with inflation once a year." +
      (wholeRupees ? " Results are rounded to whole rupees." : ""),
    method: [
      ...config.methodIntro,
      "Monthly investment = future cost × i ÷ (((1 + i)^n − 1) × (1 + i)), where i is the annual return ÷ 12 and n the number of months (years × 12). This is the SIP, paid on the first day of every month, that grows to exactly the future cost by the goal date.",
      "Total invested = monthly investment × n; returns earned = future cost − total invested. Each year's row shows what you will have put in by the end of that year and what it will have earned.",
      "The return is assumed to be the same every year; real markets rise and fall. Review the plan once a year and raise the SIP if returns fall short or the cost rises faster than you assumed.",
      "How likely is this plan to work? Your plan (what you have saved for the goal today, your monthly SIP, empty for the one computed above, and its yearly step-up) is run many times over: each year's return drawn around the return you entered and the cost's inflation around yours, or India's own years replayed, every start year since FY1981, or blocks of Indian years drawn at random (the form's 'How the future is drawn'). The chance is the share of futures whose savings reach the cost, grown by that future's inflation, on the goal date; the SIP for a 90% chance is the smallest, with your savings and step-up, that reaches it in 9 futures in 10.",
    ],
    donut: (r) => [
      { label: "Total Invested", value: r.totalInvested, tone: "accent" },
      { label: "Returns Earned", value: r.totalReturns, tone: "accent2" },
    ],
    sections: [GoalChartSection, oddsPanel(odds)],
    tables: [
      {
        caption: "Year-by-year projection",
        rowCount: (r) => r.projection.year.length,
        columns: [
          { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
          { id: "investedAmount", label: "Invested", format: "rupees", value: (r, i) => r.projection.investedAmount[i] },
          { id: "returnsEarned", label: "Returns", format: "rupees", value: (r, i) => r.projection.returnsEarned[i] },
          { id: "totalValue", label: "Total Value", format: "rupees", value: (r, i) => r.projection.totalValue[i] },
        ],
      },
    ],
  };
}
