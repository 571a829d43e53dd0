// Emergency fund estimator (spec 2 §2, §5, §9; DESIGN.md "Formulas"): minimum 3 months and
// ideal 6 months of essential expenses.
import type { EmergencyResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { atMost, firstError, type Rule } from "../rules";
import { EmergencyBuildPlan } from "./emergency-plan";

type EmergencyField = "monthlyEssentials";

/** Upper bound the spec leaves open: ₹10 crore of essentials a month. */
const MAX_MONTHLY_ESSENTIALS = 100_000_000;
const LABEL = "Monthly essential expenses";

// Spec 2 §5: empty, unreadable, zero or negative all get the one message.
const aboveZero: Rule = ({ value, empty }) => (empty || !(value > 0) ? "Please enter valid monthly essential expenses." : undefined);

export const emergencyDefinition: CalculatorDefinition<EmergencyField, EmergencyResult> = {
  id: "emergency",
  title: "Emergency Fund Estimator",
  description:
    "How much to keep aside for a job loss, a medical bill or an urgent repair, so a bad month does not become a loan or a credit-card balance.",
  fields: [{ id: "monthlyEssentials", label: LABEL, unit: "rupees", defaultValue: 30_000, slider: { min: 5_000, max: 300_000, step: 1_000 } }],
  validate: (values) => ({
    monthlyEssentials: firstError(values.monthlyEssentials, [aboveZero, atMost(LABEL, MAX_MONTHLY_ESSENTIALS, "rupees")]),
  }),
  compute: (client, inputs) => client.emergencyFund(inputs),
  results: [
    { id: "minimum", label: "Minimum fund (3 months)", format: "rupees", value: (r) => r.minimum },
    { id: "ideal", label: "Ideal fund (6 months)", format: "rupees", value: (r) => r.ideal },
  ],
  convention: "Minimum = 3 × your monthly essential expenses; ideal = 6 ×.",
  method: [
    "Minimum fund = 3 × monthly essential expenses; ideal fund = 6 × monthly essential expenses. Aim for the ideal if your income is irregular (business, freelance, commission), if you are the only earner, or if you support parents or children.",
    "Essentials are what you must pay even in a bad month: rent or home-loan EMI, other loan EMIs, groceries, electricity, water, gas and phone bills, school fees, insurance premiums, medicines, transport to work and support you send to family. Leave out eating out, shopping, holidays and new investments (pause SIPs in an emergency rather than count them).",
    "Keep the fund safe and quick to reach, not invested for growth: part in a savings account for the first few days, the rest in a sweep-in fixed deposit (it earns FD interest and moves back to savings when you need it) or a liquid mutual fund (money usually back the next working day). Avoid equity funds, locked-in deposits and PPF for this money.",
    "An emergency fund sits beside health insurance, not in place of it: a single hospital stay can use up months of savings. Refill the fund after you use it.",
  ],
  sections: [EmergencyBuildPlan],
};
