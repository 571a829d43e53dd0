// Hindi for what the growth calculators share: the result boxes, donut, chart and table of
// growth-parts.ts (lumpsum, FD, RD, compounding), worded per calculator, and the spec's
// generic field messages that several of them give ('This is a required field.').
import { growthPartsText, type GrowthText, type GrowthWords } from "../../i18n/growth-parts-text";
import { COMPOUNDING_MESSAGES } from "../compounding";
import { DELAY_COST_MESSAGES } from "../delay-cost";
import { SIP_NEED_MESSAGES } from "../sip-need";

/** The results, chart and table of growthParts(`english`) in Hindi; the donut's labels as messages. */
export function growthPartsHi(english: GrowthWords, hindi: GrowthWords): GrowthText {
  return growthPartsText({ year: "वर्ष", tableCaption: "साल-दर-साल अनुमान" }, english, hindi);
}

/**
 * The spec's generic field messages (spec 1 §5) that SIP need, compounding, delay cost and the
 * first crore give word for word. They name no field, so neither does the Hindi.
 */
export const FIELD_MESSAGES_HI: Readonly<Record<string, string>> = {
  [SIP_NEED_MESSAGES.required]: "यह भरना जरूरी है।",
  [SIP_NEED_MESSAGES.zero]: "यहां 0 नहीं रख सकते।",
  [SIP_NEED_MESSAGES.negative]: "यहां शून्य से कम संख्या नहीं रख सकते।",
  [COMPOUNDING_MESSAGES.live.zero]: "यहां 0 नहीं रख सकते",
  [COMPOUNDING_MESSAGES.live.negative]: "यहां शून्य से कम संख्या नहीं रख सकते",
  [COMPOUNDING_MESSAGES.calculate.negative]: "शून्य से कम संख्या नहीं रख सकते।",
  [COMPOUNDING_MESSAGES.calculate.zeroOrEmpty]: "0 नहीं रख सकते, खाली भी नहीं छोड़ सकते।",
  [COMPOUNDING_MESSAGES.notANumber]: "कृपया एक संख्या भरें।",
  [DELAY_COST_MESSAGES.positive]: "यहां 0 से बड़ी संख्या भरें।",
  // The first crore's (not exported: its definition words them inline).
  "Must be a positive number.": "0 से बड़ी संख्या भरें।",
  "Must be a number.": "एक संख्या भरें।",
};
