// Bengali for the parts several calculators share (the yearly step-up, the odds' assumptions):
// spread into each calculator's text that uses them.
import { formatNumber, formatRupees } from "../../../lib/format-money";
import {
  EQUITY_SHARE_RANGE,
  ODDS_FIELD_GROUP,
  PLAN_AMOUNT_REQUIRED,
  PLAN_FIELD_GROUP,
  RETURN_MODEL_LABELS,
  SIP_FOLLOWS_PLAN,
  SIP_NOT_NUMBER,
  STEP_UP_REQUIRED,
  VOLATILITY_REQUIRED,
} from "../../odds/odds-fields";
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
    returnModel: "ভবিষ্যৎ কীভাবে কষা হবে",
    equityShare: "শেয়ারে অংশ (%)",
    savingsNow: "এই লক্ষ্যের জন্য আজ পর্যন্ত সঞ্চয়",
    sipNow: "আপনার এখনকার মাসিক SIP",
    sipStepUp: "SIP স্টেপ-আপ (% প্রতি বছর)",
  },
  messages: {
    [ODDS_FIELD_GROUP]: "সম্ভাবনার অনুমান",
    [PLAN_FIELD_GROUP]: "আপনার পরিকল্পনা",
    [VOLATILITY_REQUIRED]: "ওঠানামা 0% বা তার বেশি লিখুন (0 মানে হার কখনও বদলায় না)।",
    [PLAN_AMOUNT_REQUIRED]: "₹0 বা তার বেশি অঙ্ক লিখুন।",
    [SIP_NOT_NUMBER]: "আপনার SIP টাকায় লিখুন, অথবা পরিকল্পনার নিজের SIP ব্যবহার করতে ফাঁকা রাখুন।",
    [STEP_UP_REQUIRED]: "স্টেপ-আপ 0% বা তার বেশি লিখুন (0 হলে SIP প্রতি বছর একই থাকে)।",
    [EQUITY_SHARE_RANGE]: "অংশ 0% থেকে 100%-এর মধ্যে লিখুন।",
    [SIP_FOLLOWS_PLAN]: "পরিকল্পনার নিজের SIP",
    [RETURN_MODEL_LABELS.lognormal]: "আপনার হার থেকে কাল্পনিক ভবিষ্যৎ",
    [RETURN_MODEL_LABELS.history]: "ভারতের ইতিহাস, প্রতিটি শুরুর বছর",
    [RETURN_MODEL_LABELS.bootstrap]: "এলোমেলোভাবে বেছে নেওয়া ভারতের বছর",
  },
} as const;
