// Marathi for the parts several calculators share (the yearly step-up, the odds' assumptions):
// spread into each calculator's text that uses them.
import { formatNumber, formatRupees } from "../../../lib/format-money";
import { ODDS_FIELD_GROUP, VOLATILITY_REQUIRED } from "../../odds/odds-fields";
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
  },
  messages: {
    [ODDS_FIELD_GROUP]: "शक्यतेचे अंदाज",
    [VOLATILITY_REQUIRED]: "चढ-उतार 0% किंवा त्याहून अधिक भरा (0 म्हणजे दर कधीच बदलत नाही).",
  },
} as const;
