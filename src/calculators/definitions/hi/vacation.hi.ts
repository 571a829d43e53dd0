// The overseas vacation planner in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_HI, GOAL_HI, goalConventionHi } from "./planner-parts.hi";
import { ODDS_HI } from "./parts.hi";

export const text: DefinitionText = {
  title: "विदेश यात्रा प्लानर",
  description:
    "क्रेडिट कार्ड से नहीं, अपनी बचत से विदेश घूमें: यात्रा की आज की लागत और आप कब जाना चाहते हैं, यह भरें, और देखें कि इसके लिए हर महीने कितना निवेश करना होगा।",
  fields: {
    targetAmount: "यात्रा की आज की लागत",
    timePeriod: "यात्रा तक बाकी वर्ष",
    annualRate: EXPECTED_RETURN_HI,
    inflationRate: "महंगाई दर (सालाना, वैकल्पिक)",
    ...ODDS_HI.fields,
  },
  results: { futureCost: "यात्रा के समय लागत", ...GOAL_HI.results },
  convention: goalConventionHi(true),
  method: [
    "भविष्य की लागत = आज की लागत × (1 + महंगाई)^वर्ष; आज की कीमत पर योजना बनाने के लिए महंगाई खाली छोड़ दें। विदेश यात्रा का भुगतान विदेशी मुद्रा में होता है, इसलिए कमजोर होता रुपया भी इसकी लागत बढ़ाता है: भारत की महंगाई से थोड़ी ऊंची दर मानना समझदारी है।",
    ...GOAL_HI.method,
  ],
  tables: GOAL_HI.tables,
  messages: GOAL_HI.messages,
};
