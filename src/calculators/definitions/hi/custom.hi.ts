// The custom goal planner in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_HI, GOAL_HI, goalConventionHi } from "./planner-parts.hi";
import { ODDS_HI } from "./parts.hi";

export const text: DefinitionText = {
  title: "अपना लक्ष्य प्लानर",
  description:
    "मन के किसी भी लक्ष्य की योजना बनाएं, काम से लंबी छुट्टी से लेकर नए बिजनेस तक: उसकी आज की लागत और आप उसे कब पूरा करना चाहते हैं, यह भरें, और देखें कि वहां तक पहुंचने के लिए हर महीने कितना निवेश करना होगा।",
  fields: {
    targetAmount: "लक्ष्य की आज की रकम",
    timePeriod: "लक्ष्य तक बाकी वर्ष",
    annualRate: EXPECTED_RETURN_HI,
    inflationRate: "महंगाई दर (सालाना, वैकल्पिक)",
    ...ODDS_HI.fields,
  },
  results: { futureCost: "तब लक्ष्य की रकम", ...GOAL_HI.results },
  convention: goalConventionHi(true),
  method: [
    "भविष्य की लागत = आज की लागत × (1 + महंगाई)^वर्ष; अगर रकम तय है (जैसे किसी से वादा की गई राशि), तो महंगाई खाली छोड़ दें।",
    ...GOAL_HI.method,
  ],
  tables: GOAL_HI.tables,
  messages: GOAL_HI.messages,
};
