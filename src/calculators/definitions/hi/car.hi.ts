// The first car planner in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_HI, GOAL_HI, goalConventionHi } from "./planner-parts.hi";
import { ODDS_HI } from "./parts.hi";

export const text: DefinitionText = {
  title: "पहली कार प्लानर",
  description:
    "लोन की जगह बचत से कार खरीदें: आज की ऑन-रोड कीमत और आप कब खरीदना चाहते हैं, यह भरें, और देखें कि तब कीमत कितनी होगी और उसके लिए हर महीने कितना निवेश करना होगा।",
  fields: {
    targetAmount: "कार की आज की कीमत (ऑन-रोड)",
    timePeriod: "खरीद तक बाकी वर्ष",
    annualRate: EXPECTED_RETURN_HI,
    inflationRate: "कीमत में बढ़त (सालाना)",
    ...ODDS_HI.fields,
  },
  results: { futureCost: "खरीदते समय कार की कीमत", ...GOAL_HI.results },
  convention: goalConventionHi(false),
  method: [
    "भविष्य की लागत = आज की ऑन-रोड कीमत (एक्स-शोरूम कीमत के साथ रजिस्ट्रेशन, रोड टैक्स और बीमा) × (1 + कीमत में बढ़त)^वर्ष। नए मॉडल और नियमों के साथ कार की कीमतें आमतौर पर हर साल कुछ प्रतिशत बढ़ती हैं।",
    ...GOAL_HI.method,
  ],
  tables: GOAL_HI.tables,
  messages: GOAL_HI.messages,
};
