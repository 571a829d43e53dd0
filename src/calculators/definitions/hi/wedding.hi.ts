// The dream wedding planner in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_HI, GOAL_HI, goalConventionHi } from "./planner-parts.hi";
import { ODDS_HI } from "./parts.hi";

export const text: DefinitionText = {
  title: "सपनों की शादी प्लानर",
  description:
    "मन जैसी शादी की योजना बिना लोन के बनाएं: आज की कीमतों पर उसकी लागत और शादी कब होगी, यह भरें, और देखें कि तब कितना खर्च होगा और वहां तक पहुंचने के लिए हर महीने कितना निवेश करना होगा।",
  fields: {
    targetAmount: "आज की कीमतों पर शादी का बजट",
    timePeriod: "शादी तक बाकी वर्ष",
    annualRate: EXPECTED_RETURN_HI,
    inflationRate: "महंगाई दर (सालाना)",
    ...ODDS_HI.fields,
  },
  results: { presentCost: "आज शादी की लागत", futureCost: "शादी के दिन लागत", ...GOAL_HI.results },
  convention: goalConventionHi(false),
  method: [
    "भविष्य की लागत = आज का बजट × (1 + महंगाई)^वर्ष। शादी कुछ ही साल दूर हो तो ऊंचे रिटर्न के पीछे भागने से अक्सर स्थिर, कम जोखिम वाला निवेश बेहतर रहता है; अनुमानित रिटर्न घटाकर देखें कि इससे हर महीने कितना ज्यादा लगाना होगा।",
    ...GOAL_HI.method,
  ],
  tables: GOAL_HI.tables,
  messages: GOAL_HI.messages,
};
