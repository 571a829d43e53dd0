// Child marriage planner (spec 2 §2-§5, §9): today's cost of a child's marriage, inflated to the
// year it is expected, and the monthly SIP that pays for it.
import { goalFieldErrors, type GoalFieldIds, goalPlanner, positive, REQUIRED_POSITIVE } from "./goal-planner";

type MarriageField = "currentCost" | "years" | "inflationRate" | "returnRate";

const LABELS = {
  currentCost: "Current cost of marriage",
  years: "Years until the marriage",
  inflationRate: "Inflation rate (p.a.)",
  returnRate: "Expected return (p.a.)",
} as const satisfies Record<MarriageField, string>;

const IDS: GoalFieldIds<MarriageField> = { amount: "currentCost", years: "years", rate: "returnRate", inflation: "inflationRate" };

const required = positive(REQUIRED_POSITIVE);

export const marriageDefinition = goalPlanner<MarriageField>({
  id: "marriage",
  title: "Child Marriage Planner",
  description:
    "Find the monthly investment that pays for your child's marriage: what it would cost today, how many years away it is, the inflation you expect and the return your investments may earn.",
  fields: [
    { id: "currentCost", label: LABELS.currentCost, unit: "rupees", defaultValue: 2_000_000, slider: { min: 100_000, max: 10_000_000, step: 50_000 } },
    { id: "years", label: LABELS.years, unit: "years", defaultValue: 20, slider: { min: 1, max: 30, step: 1 } },
    { id: "inflationRate", label: LABELS.inflationRate, unit: "percent", defaultValue: 6, slider: { min: 1, max: 15, step: 0.5 } },
    { id: "returnRate", label: LABELS.returnRate, unit: "percent", defaultValue: 12, slider: { min: 1, max: 30, step: 0.5 } },
  ],
  // All four must be above 0 (spec 2 §5).
  validate: (v) => goalFieldErrors(v, IDS, LABELS, required, "required"),
  ids: IDS,
  futureCostLabel: "Future cost of marriage",
  methodIntro: [
    "Future cost = today's cost × (1 + inflation)^years. Include everything you expect to pay for (venue, catering, clothes, jewellery, travel); gold prices in particular do not follow the general inflation rate, so a higher rate is a cautious choice.",
  ],
});
