// The child education planner in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EDUCATION_FIELD_MESSAGE, EDUCATION_LOGIC_MESSAGE } from "../education";
import { EXPECTED_RETURN_HI, GOAL_HI, goalConventionHi } from "./planner-parts.hi";
import { ODDS_HI } from "./parts.hi";

export const text: DefinitionText = {
  title: "बच्चे की पढ़ाई प्लानर",
  description:
    "बच्चे की उच्च शिक्षा का खर्च उठाने के लिए हर महीने कितना निवेश करना होगा: कोर्स की आज की लागत, पैसे की जरूरत कितने साल बाद है, ऐसी फीस कितनी तेजी से बढ़ती है और आपको कितने रिटर्न की उम्मीद है, यह भरें।",
  fields: {
    currentCost: "पढ़ाई की आज की लागत",
    years: "पैसे की जरूरत तक बाकी वर्ष",
    inflationRate: "शिक्षा की महंगाई (सालाना)",
    returnRate: EXPECTED_RETURN_HI,
    ...ODDS_HI.fields,
  },
  results: { futureCost: "पढ़ाई की भविष्य की लागत", ...GOAL_HI.results },
  convention: goalConventionHi(false),
  method: [
    "भविष्य की लागत = आज की लागत × (1 + महंगाई)^वर्ष। भारत में प्रोफेशनल और उच्च शिक्षा की फीस आम कीमतों से तेजी से बढ़ती रही है, इसलिए शुरुआती आंकड़ा 10% सालाना मानता है; आपके मन में जो कोर्स है, उसके लिए अपनी अनुमानित दर भरें।",
    ...GOAL_HI.method,
  ],
  tables: GOAL_HI.tables,
  messages: {
    ...GOAL_HI.messages,
    // Spec 2 §5: the message under the field, and the form's message beside it.
    [EDUCATION_FIELD_MESSAGE]: "यह फील्ड जरूरी है।",
    [EDUCATION_LOGIC_MESSAGE]: "शून्य से बड़ी संख्या होनी चाहिए।",
  },
};
