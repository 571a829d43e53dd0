// Bengali for the parts several calculators share (the yearly step-up, the odds' assumptions):
// spread into each calculator's text that uses them.
import { formatNumber, formatRupees } from "../../../lib/format-money";
import { ODDS_FIELD_GROUP, VOLATILITY_REQUIRED } from "../../odds/odds-fields";
import { MAX_STEP_UP_AMOUNT, MAX_STEP_UP_PCT, STEP_UP_MESSAGES } from "../step-up-parts";

export const STEP_UP_BN = {
  fields: {
    stepUpMode: "বার্ষিক স্টেপ-আপ",
    stepUpPercent: "স্টেপ-আপের হার",
    stepUpAmount: "স্টেপ-আপের অঙ্ক",
  },
  options: { stepUpMode: { none: "কিছু নয়", percent: "% প্রতি বছর", amount: "₹ প্রতি বছর" } },
  messages: {
    [STEP_UP_MESSAGES.notNumber]: "স্টেপ-আপ একটি সংখ্যা হতে হবে।",
    [STEP_UP_MESSAGES.negative]: "স্টেপ-আপ শূন্যের কম হতে পারে না।",
    [STEP_UP_MESSAGES.percentTooHigh]: `স্টেপ-আপ বছরে ${formatNumber(MAX_STEP_UP_PCT)}%-এর বেশি হতে পারে না।`,
    [STEP_UP_MESSAGES.amountTooHigh]: `স্টেপ-আপ বছরে ${formatRupees(MAX_STEP_UP_AMOUNT)}-এর বেশি হতে পারে না।`,
  },
} as const;

export const ODDS_BN = {
  fields: {
    returnVolatility: "রিটার্নের ওঠানামা (SD, % প্রতি বছর)",
    inflationVolatility: "মূল্যবৃদ্ধির ওঠানামা (SD, % প্রতি বছর)",
  },
  messages: {
    [ODDS_FIELD_GROUP]: "সম্ভাবনার অনুমান",
    [VOLATILITY_REQUIRED]: "ওঠানামা 0% বা তার বেশি লিখুন (0 মানে হার কখনও বদলায় না)।",
  },
} as const;
