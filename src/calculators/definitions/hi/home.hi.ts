// The home down payment planner in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { DOWN_PAYMENT_OVER_100 } from "../home";
import { EXPECTED_RETURN_HI, GOAL_HI, goalConventionHi } from "./planner-parts.hi";
import { ODDS_HI } from "./parts.hi";

export const text: DefinitionText = {
  title: "घर का डाउन पेमेंट प्लानर",
  description:
    "घर के डाउन पेमेंट के लिए बचत करें: आज की कीमत, शुरू में आप कितना हिस्सा चुकाएंगे और कब खरीदने की योजना है, यह भरें, और देखें कि तब डाउन पेमेंट कितना होगा और उसे जुटाने के लिए हर महीने कितना निवेश करना होगा।",
  fields: {
    targetAmount: "घर की आज की कीमत",
    downPaymentPercent: "डाउन पेमेंट",
    timePeriod: "खरीद तक बाकी वर्ष",
    annualRate: EXPECTED_RETURN_HI,
    inflationRate: "प्रॉपर्टी की कीमत में बढ़त (सालाना, वैकल्पिक)",
    ...ODDS_HI.fields,
  },
  results: { futureCost: "जरूरी डाउन पेमेंट", ...GOAL_HI.results },
  convention: goalConventionHi(false),
  method: [
    "जरूरी डाउन पेमेंट = आज की कीमत × (1 + कीमत में बढ़त)^वर्ष × डाउन पेमेंट % ÷ 100। भारत में बैंक आमतौर पर घर की कीमत का ज्यादा से ज्यादा 75–90% लोन देते हैं, इसलिए कम से कम 10–25% डाउन पेमेंट की योजना बनाएं, और स्टांप ड्यूटी व रजिस्ट्रेशन का खर्च इसके ऊपर रखें, जिसके लिए बैंक आमतौर पर लोन नहीं देते।",
    "आज की कीमत पर योजना बनाने के लिए कीमत में बढ़त खाली छोड़ दें।",
    ...GOAL_HI.method,
  ],
  tables: GOAL_HI.tables,
  messages: {
    ...GOAL_HI.messages,
    [DOWN_PAYMENT_OVER_100]: "100% से अधिक नहीं रख सकते।",
  },
};
