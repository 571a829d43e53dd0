// Bengali for what the growth calculators share: the result boxes, donut, chart and table of
// growth-parts.ts (lumpsum, FD, RD, compounding), worded per calculator, and the spec's
// generic field messages that several of them give ('This is a required field.').
import { growthPartsText, type GrowthText, type GrowthWords } from "../../i18n/growth-parts-text";
import { COMPOUNDING_MESSAGES } from "../compounding";
import { DELAY_COST_MESSAGES } from "../delay-cost";
import { SIP_NEED_MESSAGES } from "../sip-need";

/** The results, chart and table of growthParts(`english`) in Bengali; the donut's labels as messages. */
export function growthPartsBn(english: GrowthWords, bengali: GrowthWords): GrowthText {
  return growthPartsText({ year: "বছর", tableCaption: "বছরওয়ারি অনুমান" }, english, bengali);
}

/**
 * The spec's generic field messages (spec 1 §5) that SIP need, compounding, delay cost and the
 * first crore give word for word. They name no field, so neither does the Bengali.
 */
export const FIELD_MESSAGES_BN: Readonly<Record<string, string>> = {
  [SIP_NEED_MESSAGES.required]: "এই ঘরটি পূরণ করা আবশ্যক।",
  [SIP_NEED_MESSAGES.zero]: "এখানে 0 রাখা যাবে না।",
  [SIP_NEED_MESSAGES.negative]: "এখানে শূন্যের কম সংখ্যা রাখা যাবে না।",
  [COMPOUNDING_MESSAGES.live.zero]: "এখানে 0 রাখা যাবে না",
  [COMPOUNDING_MESSAGES.live.negative]: "এখানে শূন্যের কম সংখ্যা রাখা যাবে না",
  [COMPOUNDING_MESSAGES.calculate.negative]: "শূন্যের কম হতে পারে না।",
  [COMPOUNDING_MESSAGES.calculate.zeroOrEmpty]: "0 রাখা যাবে না, ফাঁকাও রাখা যাবে না।",
  [COMPOUNDING_MESSAGES.notANumber]: "একটি সংখ্যা লিখুন।",
  [DELAY_COST_MESSAGES.positive]: "এখানে 0-এর বেশি সংখ্যা লিখুন।",
  // The first crore's (not exported: its definition words them inline).
  "Must be a positive number.": "0-এর বেশি সংখ্যা লিখুন।",
  "Must be a number.": "সংখ্যায় লিখুন।",
};
