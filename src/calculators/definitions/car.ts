// First car planner (spec 2 §2-§5, §9): the car's price today, inflated to the purchase year,
// and the monthly SIP that buys it outright.
import { goalFieldErrors, type GoalFieldIds, goalPlanner, positive, REQUIRED_POSITIVE } from "./goal-planner";

type CarField = "targetAmount" | "timePeriod" | "annualRate" | "inflationRate";

const LABELS = {
  targetAmount: "Car price today (on-road)",
  timePeriod: "Years until you buy",
  annualRate: "Expected return (p.a.)",
  inflationRate: "Price rise (p.a.)",
} as const satisfies Record<CarField, string>;

const IDS: GoalFieldIds<CarField> = { amount: "targetAmount", years: "timePeriod", rate: "annualRate", inflation: "inflationRate" };

const required = positive(REQUIRED_POSITIVE);

export const carDefinition = goalPlanner<CarField>({
  id: "car",
  title: "First Car Planner",
  description:
    "Buy your car with savings instead of a loan: enter today's on-road price and when you want to buy, and see the price then and the monthly investment that pays for it.",
  fields: [
    { id: "targetAmount", label: LABELS.targetAmount, unit: "rupees", defaultValue: 1_000_000, slider: { min: 100_000, max: 5_000_000, step: 25_000 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 4, slider: { min: 1, max: 15, step: 1 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 9, slider: { min: 1, max: 30, step: 0.5 } },
    { id: "inflationRate", label: LABELS.inflationRate, unit: "percent", defaultValue: 5, slider: { min: 1, max: 15, step: 0.5 } },
  ],
  // All four must be positive (spec 2 §5).
  validate: (v) => goalFieldErrors(v, IDS, LABELS, required, "required"),
  ids: IDS,
  futureCostLabel: "Car price when you buy",
  methodIntro: [
    "Future cost = today's on-road price (ex-showroom price plus registration, road tax and insurance) × (1 + price rise)^years. Car prices usually rise a few percent a year with new models and rules.",
  ],
});
