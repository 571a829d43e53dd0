// The retirement planner in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { RETIREMENT_REQUIRED } from "../retirement";
import { RETIREMENT_FIELDS_HI, RETIREMENT_HI } from "./planner-parts.hi";

export const text: DefinitionText = {
  title: "रिटायरमेंट प्लानर",
  description:
    "रिटायर होने के लिए कितना बड़ा फंड चाहिए और कौन-सी मासिक SIP उसे बनाएगी: आपका आज का खर्च, रिटायरमेंट तक महंगाई से बढ़ाकर और टैक्स जोड़कर, जीवन प्रत्याशा तक हर साल चुकाया जाता है।",
  fields: {
    currentAge: "मौजूदा उम्र",
    retirementAge: "रिटायरमेंट की उम्र",
    monthlyExpenses: "आज का मासिक खर्च",
    ...RETIREMENT_FIELDS_HI,
  },
  results: RETIREMENT_HI.results,
  convention: RETIREMENT_HI.convention,
  method: [
    "घर का मासिक खर्च आज की कीमतों पर भरें, और उसमें वे खर्च न जोड़ें जो रिटायरमेंट तक खत्म हो जाएंगे (होम लोन की EMI, बच्चों की फीस)। टैक्स स्लैब वह दर है जो रिटायरमेंट के बाद निकाली गई रकम पर आपको चुकानी पड़ सकती है।",
    ...RETIREMENT_HI.method,
  ],
  tables: RETIREMENT_HI.tables,
  messages: {
    ...RETIREMENT_HI.messages,
    [RETIREMENT_REQUIRED]: "यह फील्ड जरूरी है, और इसमें शून्य से कम संख्या नहीं रख सकते।",
  },
};
