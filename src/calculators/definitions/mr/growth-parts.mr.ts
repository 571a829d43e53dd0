// Marathi for what the growth calculators share: the result boxes, donut, chart and table of
// growth-parts.ts (lumpsum, FD, RD, compounding), worded per calculator, and the spec's
// generic field messages that several of them give ('This is a required field.').
import { growthPartsText, type GrowthText, type GrowthWords } from "../../i18n/growth-parts-text";
import { COMPOUNDING_MESSAGES } from "../compounding";
import { DELAY_COST_MESSAGES } from "../delay-cost";
import { SIP_NEED_MESSAGES } from "../sip-need";

/** The results, chart and table of growthParts(`english`) in Marathi; the donut's labels as messages. */
export function growthPartsMr(english: GrowthWords, marathi: GrowthWords): GrowthText {
  return growthPartsText({ year: "वर्ष", tableCaption: "वर्षनिहाय अंदाज" }, english, marathi);
}

/**
 * The spec's generic field messages (spec 1 §5) that SIP need, compounding, delay cost and the
 * first crore give word for word. They name no field, so neither does the Marathi.
 */
export const FIELD_MESSAGES_MR: Readonly<Record<string, string>> = {
  [SIP_NEED_MESSAGES.required]: "हे भरणे आवश्यक आहे.",
  [SIP_NEED_MESSAGES.zero]: "येथे 0 ठेवता येत नाही.",
  [SIP_NEED_MESSAGES.negative]: "येथे शून्यापेक्षा कमी संख्या ठेवता येत नाही.",
  [COMPOUNDING_MESSAGES.live.zero]: "येथे 0 ठेवता येत नाही",
  [COMPOUNDING_MESSAGES.live.negative]: "येथे शून्यापेक्षा कमी संख्या ठेवता येत नाही",
  [COMPOUNDING_MESSAGES.calculate.negative]: "शून्यापेक्षा कमी संख्या ठेवता येत नाही.",
  [COMPOUNDING_MESSAGES.calculate.zeroOrEmpty]: "0 ठेवता येत नाही, रिकामेही सोडता येत नाही.",
  [COMPOUNDING_MESSAGES.notANumber]: "कृपया एक संख्या भरा.",
  [DELAY_COST_MESSAGES.positive]: "येथे 0 पेक्षा मोठी संख्या भरा.",
  // The first crore's (not exported: its definition words them inline).
  "Must be a positive number.": "0 पेक्षा मोठी संख्या भरा.",
  "Must be a number.": "एक संख्या भरा.",
};
