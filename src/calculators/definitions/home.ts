// Home down payment planner (spec 2 §2-§5, §9): the down payment share of a home's price,
// inflated to the purchase year, and the monthly SIP that saves it. Inflation is optional.
import { firstError } from "../rules";
import { goalFieldErrors, type GoalFieldIds, goalPlanner, positive, REQUIRED_POSITIVE } from "./goal-planner";

type HomeField = "targetAmount" | "downPaymentPercent" | "timePeriod" | "annualRate" | "inflationRate";

export const DOWN_PAYMENT_OVER_100 = "Cannot be more than 100%.";

const LABELS = {
  targetAmount: "Home price today",
  downPaymentPercent: "Down payment",
  timePeriod: "Years until you buy",
  annualRate: "Expected return (p.a.)",
  inflationRate: "Property price rise (p.a., optional)",
} as const satisfies Record<HomeField, string>;

const IDS: GoalFieldIds<HomeField> = { amount: "targetAmount", years: "timePeriod", rate: "annualRate", inflation: "inflationRate", share: "downPaymentPercent" };

const required = positive(REQUIRED_POSITIVE);

export const homeDefinition = goalPlanner<HomeField>({
  id: "home",
  title: "Home Down Payment Planner",
  description:
    "Save the down payment for a home: enter today's price, the share you will pay upfront and when you plan to buy, and see the down payment then and the monthly investment that builds it.",
  fields: [
    { id: "targetAmount", label: LABELS.targetAmount, unit: "rupees", defaultValue: 8_000_000, slider: { min: 1_000_000, max: 50_000_000, step: 100_000 } },
    { id: "downPaymentPercent", label: LABELS.downPaymentPercent, unit: "percent", defaultValue: 20, slider: { min: 5, max: 100, step: 1 } },
    { id: "timePeriod", label: LABELS.timePeriod, unit: "years", defaultValue: 7, slider: { min: 1, max: 25, step: 1 } },
    { id: "annualRate", label: LABELS.annualRate, unit: "percent", defaultValue: 11, slider: { min: 1, max: 30, step: 0.5 } },
    { id: "inflationRate", label: LABELS.inflationRate, unit: "percent", defaultValue: 6, slider: { min: 0, max: 15, step: 0.5 } },
  ],
  validate: (v) => ({
    ...goalFieldErrors(v, IDS, LABELS, required, "optional"),
    downPaymentPercent: firstError(v.downPaymentPercent, [required, ({ value }) => (value > 100 ? DOWN_PAYMENT_OVER_100 : undefined)]),
  }),
  ids: IDS,
  futureCostLabel: "Down payment needed",
  methodIntro: [
    "Down payment needed = today's price × (1 + price rise)^years × down payment % ÷ 100. Banks in India usually lend at most 75–90% of a home's value, so plan for a down payment of at least 10–25%, and keep stamp duty and registration charges on top, which banks usually do not finance.",
    "Leave the price rise empty to plan at today's price.",
  ],
});
