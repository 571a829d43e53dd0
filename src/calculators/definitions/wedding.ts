// Dream wedding planner (spec 2 §2-§5, §9): a wedding budget at today's prices, inflated to the
// wedding year, and the monthly SIP that pays for it. Its result also carries presentCost.
import { goalFieldErrors, type GoalFieldIds, goalPlanner, positive, REQUIRED_POSITIVE } from "./goal-planner";

type WeddingField = "targetAmount" | "timePeriod" | "annualRate" | "inflationRate";

const LABELS = {
  targetAmount: "Wedding budget at today's prices",
  timePeriod: "Years until the wedding",
  annualRate: "Expected return (p.a.)",
  inflationRate: "Inflation rate (p.a.)",
} as const satisfies Record<WeddingField, string>;

const IDS: GoalFieldIds<WeddingField> = { amount: "targetAmount", years: "timePeriod", rate: "annualRate", inflation: "inflationRate" };

const required = positive(REQUIRED_POSITIVE);

export const weddingDefinition = goalPlanner<WeddingField>({
  id: "wedding",
  title: "Dream Wedding Planner",
  description:
    "Plan the wedding you have in mind without a loan: enter its cost at today's prices and when it will be, and see what it will cost then and the monthly investment that gets you there.",
  fields: [
    { id: "targetAmount", label: LABELS.targetAmount, unit: "rupees", defaultValue: 1_500_000, slider: { min: 100_000, max: 10_000_000, step: 50_000 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 5, slider: { min: 1, max: 20, step: 1 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 10, slider: { min: 1, max: 30, step: 0.5 } },
    { id: "inflationRate", label: LABELS.inflationRate, unit: "percent", defaultValue: 6, slider: { min: 1, max: 15, step: 0.5 } },
  ],
  // All four must be positive (spec 2 §5).
  validate: (v) => goalFieldErrors(v, IDS, LABELS, required, "required"),
  ids: IDS,
  presentCostLabel: "Wedding cost today",
  futureCostLabel: "Wedding cost on the day",
  methodIntro: [
    "Future cost = today's budget × (1 + inflation)^years. A wedding a few years away is close enough that a steady, lower-risk investment is often wiser than chasing high returns; lower the expected return to see what that costs each month.",
  ],
});
