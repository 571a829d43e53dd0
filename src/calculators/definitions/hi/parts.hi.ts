// Hindi for the parts several calculators share (the yearly step-up, the odds' assumptions):
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

export const STEP_UP_HI = {
  fields: {
    stepUpMode: "सालाना स्टेप-अप",
    stepUpPercent: "स्टेप-अप प्रतिशत",
    stepUpAmount: "स्टेप-अप राशि",
  },
  options: { stepUpMode: { none: "कोई नहीं", percent: "% प्रति वर्ष", amount: "₹ प्रति वर्ष" } },
  messages: {
    [STEP_UP_MESSAGES.notNumber]: "स्टेप-अप एक संख्या होनी चाहिए।",
    [STEP_UP_MESSAGES.negative]: "स्टेप-अप शून्य से कम नहीं रख सकते।",
    [STEP_UP_MESSAGES.percentTooHigh]: `स्टेप-अप ${formatNumber(MAX_STEP_UP_PCT)}% प्रति वर्ष से अधिक नहीं रख सकते।`,
    [STEP_UP_MESSAGES.amountTooHigh]: `स्टेप-अप ${formatRupees(MAX_STEP_UP_AMOUNT)} प्रति वर्ष से अधिक नहीं रख सकते।`,
  },
} as const;

export const ODDS_HI = {
  fields: {
    returnVolatility: "रिटर्न का उतार-चढ़ाव (SD, % प्रति वर्ष)",
    inflationVolatility: "महंगाई का उतार-चढ़ाव (SD, % प्रति वर्ष)",
    returnModel: "भविष्य कैसे बनाया जाए",
    equityShare: "इक्विटी में हिस्सा (%)",
    savingsNow: "इस लक्ष्य के लिए आज तक की बचत",
    sipNow: "आपकी मौजूदा मासिक SIP",
    sipStepUp: "SIP स्टेप-अप (% प्रति वर्ष)",
  },
  messages: {
    [ODDS_FIELD_GROUP]: "संभावना के अनुमान",
    [PLAN_FIELD_GROUP]: "आपका प्लान",
    [VOLATILITY_REQUIRED]: "उतार-चढ़ाव 0% या उससे अधिक भरें (0 का मतलब है कि दर कभी नहीं बदलती)।",
    [PLAN_AMOUNT_REQUIRED]: "₹0 या उससे ज्यादा रकम भरें।",
    [SIP_NOT_NUMBER]: "अपनी SIP रुपयों में भरें, या प्लान की अपनी SIP के लिए खाली छोड़ दें।",
    [STEP_UP_REQUIRED]: "स्टेप-अप 0% या उससे ज्यादा भरें (0 पर SIP हर साल एक जैसी रहती है)।",
    [EQUITY_SHARE_RANGE]: "हिस्सा 0% से 100% के बीच भरें।",
    [SIP_FOLLOWS_PLAN]: "प्लान की अपनी SIP",
    [RETURN_MODEL_LABELS.lognormal]: "आपकी भरी दरों से काल्पनिक भविष्य",
    [RETURN_MODEL_LABELS.history]: "भारत का इतिहास, हर शुरुआती वर्ष",
    [RETURN_MODEL_LABELS.bootstrap]: "बेतरतीब चुने गए भारतीय वर्ष",
  },
} as const;
