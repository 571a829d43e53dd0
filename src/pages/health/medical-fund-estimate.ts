// The medical fund planner's arithmetic (spec 2 §5, §9; DESIGN.md "Emergency fund"): the
// monthly essentials read from free text, and the local estimate shown when the AI fails.
import { formatRupees } from "../../lib/format-money";

/** Months of essentials in the lower and upper targets (spec 2 §9). */
export const LOWER_TARGET_MONTHS = 3;
export const UPPER_TARGET_MONTHS = 6;
/** The two saving plans: the lower target over 12 months, the upper over 24. */
export const SHORT_PLAN_MONTHS = 12;
export const LONG_PLAN_MONTHS = 24;

/**
 * The first number in the text (an optional ₹, commas allowed, optional decimals), rounded,
 * as the monthly essentials; undefined when there is none or it is not positive.
 * "My monthly essentials ~ ₹30,000" -> 30000.
 */
export function detectMonthlyEssentials(text: string): number | undefined {
  const match = /₹?\s*(\d[\d,]*(?:\.\d+)?)/.exec(text);
  if (!match) return undefined;
  const amount = Math.round(Number(match[1].replace(/,/g, "")));
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

export interface MedicalFundEstimate {
  monthlyEssentials: number;
  lowerTarget: number;
  upperTarget: number;
  /** ⌈lower target / 12⌉. */
  monthlyFor12Months: number;
  /** ⌈upper target / 24⌉. */
  monthlyFor24Months: number;
}

export function medicalFundEstimate(monthlyEssentials: number): MedicalFundEstimate {
  const lowerTarget = LOWER_TARGET_MONTHS * monthlyEssentials;
  const upperTarget = UPPER_TARGET_MONTHS * monthlyEssentials;
  return {
    monthlyEssentials,
    lowerTarget,
    upperTarget,
    monthlyFor12Months: Math.ceil(lowerTarget / SHORT_PLAN_MONTHS),
    monthlyFor24Months: Math.ceil(upperTarget / LONG_PLAN_MONTHS),
  };
}

/** The estimate's text from its amounts, already formatted (₹30,000): one per language. */
export type EstimateText = (monthly: string, lower: string, upper: string, per12Months: string, per24Months: string) => string;

export const ENGLISH_ESTIMATE: EstimateText = (monthly, lower, upper, per12Months, per24Months) =>
  [
    `Local estimate for monthly essentials of ${monthly}:`,
    `• Medical emergency fund: ${lower} (3 months) to ${upper} (6 months).`,
    `• 12-month plan: save ${per12Months} a month to reach ${lower}.`,
    `• 24-month plan: save ${per24Months} a month to reach ${upper}.`,
  ].join("\n");

/** The estimate as the plain text the output area shows, amounts in Indian grouping. */
export function describeEstimate(estimate: MedicalFundEstimate, text: EstimateText = ENGLISH_ESTIMATE): string {
  return text(
    formatRupees(estimate.monthlyEssentials),
    formatRupees(estimate.lowerTarget),
    formatRupees(estimate.upperTarget),
    formatRupees(estimate.monthlyFor12Months),
    formatRupees(estimate.monthlyFor24Months),
  );
}
