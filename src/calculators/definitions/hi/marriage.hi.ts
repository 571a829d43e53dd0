// The child marriage planner in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_HI, GOAL_HI, goalConventionHi } from "./planner-parts.hi";
import { ODDS_HI } from "./parts.hi";

export const text: DefinitionText = {
  title: "बच्चे की शादी प्लानर",
  description:
    "बच्चे की शादी का खर्च उठाने के लिए हर महीने कितना निवेश करना होगा: आज के हिसाब से शादी की लागत, वह कितने साल बाद है, आप कितनी महंगाई मानते हैं और निवेश पर कितना रिटर्न मिल सकता है।",
  fields: {
    currentCost: "शादी की आज की लागत",
    years: "शादी तक बाकी वर्ष",
    inflationRate: "महंगाई दर (सालाना)",
    returnRate: EXPECTED_RETURN_HI,
    ...ODDS_HI.fields,
  },
  results: { futureCost: "शादी की भविष्य की लागत", ...GOAL_HI.results },
  convention: goalConventionHi(false),
  method: [
    "भविष्य की लागत = आज की लागत × (1 + महंगाई)^वर्ष। हर वह खर्च जोड़ें जो आपको करना पड़ सकता है (वेन्यू, खान-पान, कपड़े, गहने, आना-जाना); खासकर सोने की कीमतें आम महंगाई दर के हिसाब से नहीं चलतीं, इसलिए ऊंची दर मानना समझदारी है।",
    ...GOAL_HI.method,
  ],
  tables: GOAL_HI.tables,
  messages: GOAL_HI.messages,
};
