// Overseas vacation planner (spec 2 §2-§5, §9): a trip's cost today, inflated to the travel year,
// and the monthly SIP that pays for it. Inflation is optional; results in whole rupees.
import { goalFieldErrors, type GoalFieldIds, goalPlanner, positive, REQUIRED_POSITIVE } from "./goal-planner";

type VacationField = "targetAmount" | "timePeriod" | "annualRate" | "inflationRate";

const LABELS = {
  targetAmount: "Trip cost today",
  timePeriod: "Years until the trip",
  annualRate: "Expected return (p.a.)",
  inflationRate: "Inflation rate (p.a., optional)",
} as const satisfies Record<VacationField, string>;

const IDS: GoalFieldIds<VacationField> = { amount: "targetAmount", years: "timePeriod", rate: "annualRate", inflation: "inflationRate" };

const required = positive(REQUIRED_POSITIVE);

export const vacationDefinition = goalPlanner<VacationField>({
  id: "vacation",
  title: "Overseas Vacation Planner",
  description:
    "Travel abroad on money you have saved, not on a credit card: enter what the trip costs today and when you want to go, and see the monthly investment that pays for it.",
  fields: [
    { id: "targetAmount", label: LABELS.targetAmount, unit: "rupees", defaultValue: 300_000, slider: { min: 25_000, max: 2_000_000, step: 5_000 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 2, slider: { min: 1, max: 10, step: 1 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 7, slider: { min: 1, max: 30, step: 0.5 } },
    { id: "inflationRate", label: LABELS.inflationRate, unit: "percent", defaultValue: 5, slider: { min: 0, max: 15, step: 0.5 } },
  ],
  validate: (v) => goalFieldErrors(v, IDS, LABELS, required, "optional"),
  ids: IDS,
  wholeRupees: true,
  futureCostLabel: "Trip cost when you travel",
  methodIntro: [
    "Future cost = today's cost × (1 + inflation)^years; leave inflation empty to plan at today's price. A trip abroad is paid in foreign currency, so a weaker rupee raises its cost too: a rate a little above Indian inflation is a cautious choice.",
  ],
});
