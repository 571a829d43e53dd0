// Marathi for the parts several calculators share (the yearly step-up, the odds' assumptions):
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

export const STEP_UP_MR = {
  fields: {
    stepUpMode: "वार्षिक स्टेप-अप",
    stepUpPercent: "स्टेप-अप टक्केवारी",
    stepUpAmount: "स्टेप-अप रक्कम",
  },
  options: { stepUpMode: { none: "काहीही नाही", percent: "% दरवर्षी", amount: "₹ दरवर्षी" } },
  messages: {
    [STEP_UP_MESSAGES.notNumber]: "स्टेप-अप ही एक संख्या असावी.",
    [STEP_UP_MESSAGES.negative]: "स्टेप-अप शून्यापेक्षा कमी ठेवता येत नाही.",
    [STEP_UP_MESSAGES.percentTooHigh]: `स्टेप-अप दरवर्षी ${formatNumber(MAX_STEP_UP_PCT)}% पेक्षा जास्त ठेवता येत नाही.`,
    [STEP_UP_MESSAGES.amountTooHigh]: `स्टेप-अप दरवर्षी ${formatRupees(MAX_STEP_UP_AMOUNT)} पेक्षा जास्त ठेवता येत नाही.`,
  },
} as const;

export const ODDS_MR = {
  fields: {
    returnVolatility: "परताव्यातील चढ-उतार (SD, % दरवर्षी)",
    inflationVolatility: "महागाईतील चढ-उतार (SD, % दरवर्षी)",
    returnModel: "भविष्य कसे मांडायचे",
    equityShare: "इक्विटीतील वाटा (%)",
    savingsNow: "या उद्दिष्टासाठी आजपर्यंतची बचत",
    sipNow: "तुमची सध्याची मासिक SIP",
    sipStepUp: "SIP स्टेप-अप (% दरवर्षी)",
  },
  messages: {
    [ODDS_FIELD_GROUP]: "शक्यतेचे अंदाज",
    [PLAN_FIELD_GROUP]: "तुमचा प्लॅन",
    [VOLATILITY_REQUIRED]: "चढ-उतार 0% किंवा त्याहून अधिक भरा (0 म्हणजे दर कधीच बदलत नाही).",
    [PLAN_AMOUNT_REQUIRED]: "₹0 किंवा त्याहून अधिक रक्कम भरा.",
    [SIP_NOT_NUMBER]: "तुमची SIP रुपयांत भरा, किंवा प्लॅनची स्वतःची SIP वापरण्यासाठी रिकामे ठेवा.",
    [STEP_UP_REQUIRED]: "स्टेप-अप 0% किंवा त्याहून अधिक भरा (0 असल्यास SIP दरवर्षी तेवढीच राहते).",
    [EQUITY_SHARE_RANGE]: "वाटा 0% ते 100% दरम्यान भरा.",
    [SIP_FOLLOWS_PLAN]: "प्लॅनची स्वतःची SIP",
    [RETURN_MODEL_LABELS.lognormal]: "तुम्ही भरलेल्या दरांवरून काल्पनिक भविष्य",
    [RETURN_MODEL_LABELS.history]: "भारताचा इतिहास, प्रत्येक सुरुवातीचे वर्ष",
    [RETURN_MODEL_LABELS.bootstrap]: "यादृच्छिकपणे निवडलेली भारतीय वर्षे",
  },
} as const;
