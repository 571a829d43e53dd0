// Hindi for the parts several calculators share (the yearly step-up, the odds' assumptions):
// spread into each calculator's text that uses them.
import { formatNumber, formatRupees } from "../../../lib/format-money";
import { ODDS_FIELD_GROUP, VOLATILITY_REQUIRED } from "../../odds/odds-fields";
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
  },
  messages: {
    [ODDS_FIELD_GROUP]: "संभावना के अनुमान",
    [VOLATILITY_REQUIRED]: "उतार-चढ़ाव 0% या उससे अधिक भरें (0 का मतलब है कि दर कभी नहीं बदलती)।",
  },
} as const;
