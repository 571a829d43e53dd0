// The medical emergency fund plan (spec 2 §9, "Medical fund estimate"): a target of 3 to 6
// months of essential expenses; the 12-month plan saves the lower target over 12 months and
// the 24-month plan the upper target over 24 months, each rounded up to a whole rupee.

export interface MedicalFundPlan {
  monthlyEssentials: number;
  lowerTarget: number;
  upperTarget: number;
  monthlySaving12: number;
  monthlySaving24: number;
}

const LOWER_TARGET_MONTHS = 3;
const UPPER_TARGET_MONTHS = 6;
/** Below this a number in the prompt is far more likely a count of months than a budget. */
const SMALLEST_PLAUSIBLE_MONTHLY_RUPEES = 500;
const LARGEST_PLAUSIBLE_MONTHLY_RUPEES = 1e9;

export function medicalFundPlan(monthlyEssentials: number): MedicalFundPlan {
  const lowerTarget = LOWER_TARGET_MONTHS * monthlyEssentials;
  const upperTarget = UPPER_TARGET_MONTHS * monthlyEssentials;
  return {
    monthlyEssentials,
    lowerTarget,
    upperTarget,
    monthlySaving12: Math.ceil(lowerTarget / 12),
    monthlySaving24: Math.ceil(upperTarget / 24),
  };
}

const AMOUNT = String.raw`(\d[\d,]*(?:\.\d+)?)(?:\s*(k|thousand|lakhs?|lacs?|l)\b)?`;
/** "Detected monthly essentials: ₹30,000", "monthly expenses of Rs 45k". */
const LABELLED = new RegExp(String.raw`(?:detected|monthly (?:essentials?|expenses?|amount|spend(?:ing)?))[^\d₹\n]{0,40}(?:₹|rs\.?|inr)?\s*${AMOUNT}`, "i");
const RUPEE_MARKED = new RegExp(String.raw`(?:₹|\brs\.?|\binr)\s*${AMOUNT}`, "i");
const ANY_NUMBER = new RegExp(String.raw`${AMOUNT}(?!\s*(?:-|–|to)?\s*\d*\s*(?:(?:months?|years?)\b|%))`, "gi");

function rupees(digits: string, unit: string | undefined): number {
  const value = Number(digits.replace(/,/g, ""));
  const scale = unit === undefined ? 1 : /^(k|thousand)$/i.test(unit) ? 1_000 : 100_000;
  return Math.round(value * scale);
}

function plausible(amount: number): boolean {
  return Number.isFinite(amount) && amount >= SMALLEST_PLAUSIBLE_MONTHLY_RUPEES && amount <= LARGEST_PLAUSIBLE_MONTHLY_RUPEES;
}

/**
 * The monthly essentials named in a planner prompt, or undefined. A labelled amount wins,
 * then one marked with a rupee sign, then the first number that is not a count of months,
 * years or a percentage (the planner's own instruction speaks of 3-6, 12 and 24 months).
 */
export function findMonthlyEssentials(prompt: string): number | undefined {
  for (const pattern of [LABELLED, RUPEE_MARKED]) {
    const match = pattern.exec(prompt);
    if (match) {
      const amount = rupees(match[1], match[2]);
      if (plausible(amount)) return amount;
    }
  }
  for (const match of prompt.matchAll(ANY_NUMBER)) {
    const amount = rupees(match[1], match[2]);
    if (plausible(amount)) return amount;
  }
  return undefined;
}
