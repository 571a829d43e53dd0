// Custom goal planner (spec 2 §2-§5, §9): any goal's cost today, inflated to its year, and the
// monthly SIP that reaches it. Inflation is optional; results in whole rupees.
import { goalFieldErrors, type GoalFieldIds, goalPlanner, positive, REQUIRED_POSITIVE } from "./goal-planner";

type CustomField = "targetAmount" | "timePeriod" | "annualRate" | "inflationRate";

const LABELS = {
  targetAmount: "Goal amount today",
  timePeriod: "Years to the goal",
  annualRate: "Expected return (p.a.)",
  inflationRate: "Inflation rate (p.a., optional)",
} as const satisfies Record<CustomField, string>;

const IDS: GoalFieldIds<CustomField> = { amount: "targetAmount", years: "timePeriod", rate: "annualRate", inflation: "inflationRate" };

const required = positive(REQUIRED_POSITIVE);

export const customDefinition = goalPlanner<CustomField>({
  id: "custom",
  title: "Custom Goal Planner",
  description:
    "Plan for any goal you have in mind, from a sabbatical to a new business: enter what it costs today and when you want it, and see the monthly investment that gets you there.",
  fields: [
    { id: "targetAmount", label: LABELS.targetAmount, unit: "rupees", defaultValue: 500_000, slider: { min: 10_000, max: 10_000_000, step: 10_000 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 5, slider: { min: 1, max: 30, step: 1 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 10, slider: { min: 1, max: 30, step: 0.5 } },
    { id: "inflationRate", label: LABELS.inflationRate, unit: "percent", defaultValue: 6, slider: { min: 0, max: 15, step: 0.5 } },
  ],
  validate: (v) => goalFieldErrors(v, IDS, LABELS, required, "optional"),
  ids: IDS,
  wholeRupees: true,
  futureCostLabel: "Goal amount then",
  methodIntro: [
    "Future cost = today's cost × (1 + inflation)^years; leave inflation empty if the amount is fixed (a sum promised to someone, say).",
  ],
});
