// Difference in Returns in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { COMPARISON_MESSAGES } from "../difference-in-returns";
import { STEP_UP_HI } from "./parts.hi";

export const text: DefinitionText = {
  title: "रिटर्न में अंतर",
  description:
    "कुछ प्रतिशत का रिटर्न छोटा लगता है। एक ही SIP या एकमुश्त निवेश को दो या तीन रिटर्न दरों पर चलाकर देखिए कि आखिरी रकम में कितना बड़ा फासला बन जाता है।",
  fields: {
    mode: "निवेश का तरीका",
    sipAmount: "मासिक SIP राशि",
    lumpsumAmount: "एकमुश्त राशि",
    years: "अवधि",
    returnRate1: "परिदृश्य 1 की रिटर्न दर (सालाना)",
    returnRate2: "परिदृश्य 2 की रिटर्न दर (सालाना)",
    returnRate3: "परिदृश्य 3 की रिटर्न दर (सालाना, वैकल्पिक)",
    ...STEP_UP_HI.fields,
  },
  options: { mode: { sip: "SIP", lumpsum: "एकमुश्त" }, ...STEP_UP_HI.options },
  // A no-break space keeps 'परिदृश्य 1' whole when a difference's label wraps in a narrow box.
  results: {
    invested: "निवेश (हर परिदृश्य में)",
    finalInstalment: "आखिरी साल की मासिक किस्त",
    total1: "परिदृश्य 1: कुल मूल्य",
    total2: "परिदृश्य 2: कुल मूल्य",
    total3: "परिदृश्य 3: कुल मूल्य",
    gap21: "परिदृश्य 2 − परिदृश्य\u00a01",
    gap31: "परिदृश्य 3 − परिदृश्य\u00a01",
    gap32: "परिदृश्य 3 − परिदृश्य\u00a02",
  },
  convention:
    "SIP: हर महीने की शुरुआत में किस्त, दर ÷ 12 पर मासिक चक्रवृद्धि; स्टेप-अप किस्त को साल में एक बार, 13वें महीने से, बढ़ाता है। एकमुश्त: साल में एक बार चक्रवृद्धि।",
  method: [
    "हर परिदृश्य में उतना ही पैसा, उतने ही समय के लिए लगता है; सिर्फ रिटर्न दर अलग होती है।",
    "SIP: हर परिदृश्य का कुल मूल्य = P × ((1 + i)^n − 1) ÷ i × (1 + i), जहां P मासिक SIP है, i उसकी दर ÷ 12 और n महीने। निवेश = P × n।",
    "सालाना स्टेप-अप वाली SIP: किस्त 12 महीने एक जैसी रहती है और 13वें, 25वें, 37वें महीने से बढ़ती है, पिछले साल की किस्त के प्रतिशत से या एक तय राशि से; हर साल की किस्तों का मूल्य उस साल के महीनों के लिए ऊपर वाले फॉर्मूले से निकलता है और फिर अंत तक बढ़ता है। हर परिदृश्य में किस्तें वही रहती हैं, इसलिए निवेश भी वही रहता है।",
    "एकमुश्त: हर परिदृश्य का कुल मूल्य = A × (1 + r)^t, साल में एक बार चक्रवृद्धि, जहां A रकम है, r उसकी दर दशमलव में और t वर्ष। निवेश = A।",
    "रिटर्न = कुल मूल्य − निवेश। अंतर कुल मूल्यों की तुलना करते हैं: ऋणात्मक अंतर का मतलब है कि बाद वाला परिदृश्य कम रकम पर खत्म होता है। दो दरों की तुलना के लिए परिदृश्य 3 खाली छोड़ दें।",
  ],
  charts: [{ title: "हर परिदृश्य में साल-दर-साल मूल्य", xLabel: "वर्ष", series: ["परिदृश्य 1", "परिदृश्य 2", "परिदृश्य 3"] }],
  tables: [
    {
      caption: "परिदृश्य साथ-साथ",
      columns: {
        scenario: "परिदृश्य",
        annualRate: "रिटर्न दर (सालाना)",
        invested: "निवेश",
        returns: "रिटर्न",
        total: "कुल मूल्य",
        gap1: "परिदृश्य 1 से अंतर",
      },
    },
    {
      caption: "हर परिदृश्य में साल-दर-साल मूल्य",
      columns: { year: "वर्ष", invested: "निवेश", total1: "परिदृश्य 1", total2: "परिदृश्य 2", total3: "परिदृश्य 3" },
    },
  ],
  messages: {
    [COMPARISON_MESSAGES.sipAmount]: "SIP राशि 0 से अधिक भरें।",
    [COMPARISON_MESSAGES.lumpsumAmount]: "एकमुश्त राशि 0 से अधिक भरें।",
    [COMPARISON_MESSAGES.years]: "अवधि 0 से अधिक भरें।",
    [COMPARISON_MESSAGES.rate]: "रिटर्न दर 0 से अधिक भरें।",
    [COMPARISON_MESSAGES.optionalRate]: "रिटर्न दर शून्य से कम नहीं रख सकते।",
    ...STEP_UP_HI.messages,
  },
  labels: {
    "Scenario 1 return rate": "परिदृश्य 1 की रिटर्न दर",
    "Scenario 2 return rate": "परिदृश्य 2 की रिटर्न दर",
    "Scenario 3 return rate": "परिदृश्य 3 की रिटर्न दर",
  },
};
