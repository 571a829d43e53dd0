// Child education planner (spec 2 §2-§5, §9): today's cost of a course, inflated to the year it
// is needed, and the monthly SIP that pays for it.
import { goalFieldErrors, type GoalFieldIds, goalPlanner, positive } from "./goal-planner";

type EducationField = "currentCost" | "years" | "inflationRate" | "returnRate";

/** Spec 2 §5: the message under an invalid field, and the form's "logic message" beside it. */
export const EDUCATION_FIELD_MESSAGE = "This is required Field.";
export const EDUCATION_LOGIC_MESSAGE = "Must be a positive number.";

const LABELS = {
  currentCost: "Current cost of education",
  years: "Years until it is needed",
  inflationRate: "Education inflation (p.a.)",
  returnRate: "Expected return (p.a.)",
} as const satisfies Record<EducationField, string>;

const IDS: GoalFieldIds<EducationField> = { amount: "currentCost", years: "years", rate: "returnRate", inflation: "inflationRate" };

const required = positive(EDUCATION_FIELD_MESSAGE);

export const educationDefinition = goalPlanner<EducationField>({
  id: "education",
  title: "Child Education Planner",
  description:
    "Find the monthly investment that pays for your child's higher education: enter what the course costs today, how many years away it is, how fast such fees rise and the return you expect.",
  fields: [
    { id: "currentCost", label: LABELS.currentCost, unit: "rupees", defaultValue: 2_500_000, slider: { min: 100_000, max: 10_000_000, step: 50_000 } },
    { id: "years", label: LABELS.years, unit: "years", defaultValue: 15, slider: { min: 1, max: 25, step: 1 } },
    { id: "inflationRate", label: LABELS.inflationRate, unit: "percent", defaultValue: 10, slider: { min: 1, max: 20, step: 0.5 } },
    { id: "returnRate", label: LABELS.returnRate, unit: "percent", defaultValue: 12, slider: { min: 1, max: 30, step: 0.5 } },
  ],
  // All four must be above 0 (spec 2 §5).
  validate: (v) => goalFieldErrors(v, IDS, LABELS, required, "required"),
  formError: (errors) => (Object.values(errors).includes(EDUCATION_FIELD_MESSAGE) ? EDUCATION_LOGIC_MESSAGE : undefined),
  ids: IDS,
  futureCostLabel: "Future cost of education",
  methodIntro: [
    "Future cost = today's cost × (1 + inflation)^years. Fees for professional and higher education in India have tended to rise faster than prices in general, which is why the starting figure assumes 10% a year; use the rate you expect for the course you have in mind.",
  ],
});
