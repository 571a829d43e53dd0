// Aging parent planner (spec 2 §2-§5, §9): the corpus that pays a parent's expenses for life,
// with each year's withdrawal growing with inflation and grossed up for tax. A parent may have
// retired already (retirement age = current age), and a failed Calculate stops live recompute
// until the next successful one (spec 2 §4).
import { retirementPlanner } from "./retirement-planner";

/** Spec 2 §5. */
export const PARENT_REQUIRED = "Required and cannot be negative.";

export const parentsDefinition = retirementPlanner({
  id: "parents",
  title: "Aging Parent Planner",
  description:
    "The corpus that pays your parent's living expenses for the rest of their life, rising with inflation each year, plus a fund that gives the capital back: enter their age, when their income stops and what they spend each month today.",
  labels: {
    currentAge: "Parent's current age",
    retirementAge: "Parent's retirement age",
    lifeExpectancy: "Life expectancy",
    monthlyExpenses: "Parent's monthly expenses today",
    inflation: "Inflation (p.a.)",
    taxSlabPostRetirement: "Tax slab after retirement",
    preRetirementReturn: "Return before retirement (p.a.)",
    postRetirementReturn: "Return after retirement (p.a.)",
  },
  // Spec 2 §9.
  defaults: {
    currentAge: 65,
    retirementAge: 65,
    lifeExpectancy: 85,
    monthlyExpenses: 50_000,
    inflation: 6,
    taxSlabPostRetirement: 30,
    preRetirementReturn: 12,
    postRetirementReturn: 6,
  },
  sliders: {
    currentAge: { min: 40, max: 100, step: 1 },
    retirementAge: { min: 40, max: 100, step: 1 },
    lifeExpectancy: { min: 60, max: 110, step: 1 },
    monthlyExpenses: { min: 5_000, max: 500_000, step: 5_000 },
    inflation: { min: 0, max: 15, step: 0.5 },
    taxSlabPostRetirement: { min: 0, max: 40, step: 1 },
    preRetirementReturn: { min: 0, max: 20, step: 0.5 },
    postRetirementReturn: { min: 0, max: 15, step: 0.5 },
  },
  requiredMessage: PARENT_REQUIRED,
  mayHaveRetired: true,
  failedCalculateStopsLive: true,
  methodIntro: [
    "If your parent has already retired, set the retirement age to their current age: the corpus is then needed today, and no SIP is shown. Include medical costs in the monthly expenses; they tend to rise faster than other prices in later years, so a slightly higher inflation rate is a cautious choice.",
  ],
});
