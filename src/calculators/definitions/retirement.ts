// Retirement planner (spec 1 §3, §5, §9): the corpus that pays inflation-growing, tax-grossed
// expenses from retirement to life expectancy, the fund that returns the capital, and the
// monthly SIP that builds both by retirement.
import { retirementPlanner } from "./retirement-planner";

/** Spec 1 §5. */
export const RETIREMENT_REQUIRED = "This field is required and cannot be negative.";

export const retirementDefinition = retirementPlanner({
  id: "retirement",
  title: "Retirement Planner",
  description:
    "How big a corpus you need to retire, and the monthly SIP that builds it: your expenses today, grown by inflation to your retirement and grossed up for tax, paid every year until your life expectancy.",
  labels: {
    currentAge: "Current age",
    retirementAge: "Retirement age",
    lifeExpectancy: "Life expectancy",
    monthlyExpenses: "Monthly expenses today",
    inflation: "Inflation (p.a.)",
    taxSlabPostRetirement: "Tax slab after retirement",
    preRetirementReturn: "Return before retirement (p.a.)",
    postRetirementReturn: "Return after retirement (p.a.)",
  },
  // Spec 1 §9.
  defaults: {
    currentAge: 40,
    retirementAge: 60,
    lifeExpectancy: 80,
    monthlyExpenses: 100_000,
    inflation: 6,
    taxSlabPostRetirement: 30,
    preRetirementReturn: 12,
    postRetirementReturn: 6,
  },
  sliders: {
    currentAge: { min: 18, max: 75, step: 1 },
    retirementAge: { min: 30, max: 80, step: 1 },
    lifeExpectancy: { min: 50, max: 110, step: 1 },
    monthlyExpenses: { min: 10_000, max: 1_000_000, step: 5_000 },
    inflation: { min: 0, max: 15, step: 0.5 },
    taxSlabPostRetirement: { min: 0, max: 40, step: 1 },
    preRetirementReturn: { min: 0, max: 20, step: 0.5 },
    postRetirementReturn: { min: 0, max: 15, step: 0.5 },
  },
  requiredMessage: RETIREMENT_REQUIRED,
  mayHaveRetired: false,
  methodIntro: [
    "Enter your household's monthly expenses at today's prices, leaving out what will end by retirement (a home loan EMI, children's fees). The tax slab is the rate you expect to pay on the money you draw after retirement.",
  ],
});
