// The SIP need calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { FIELD_MESSAGES_HI } from "./growth-parts.hi";

export const text: DefinitionText = {
  title: "लक्ष्य के लिए कितनी SIP?",
  description:
    "लक्ष्य से पीछे की ओर हिसाब लगाइए: किसी तय रकम तक पहुंचने के लिए हर महीने कितना निवेश करना होगा, उस रकम को गिनते हुए जो आप इसके लिए पहले से अलग रख चुके हैं।",
  fields: {
    targetAmount: "लक्ष्य राशि",
    timePeriod: "अवधि",
    annualRate: "अनुमानित रिटर्न दर (सालाना)",
    initialInvestment: "शुरुआती निवेश (वैकल्पिक)",
  },
  results: {
    sip: "जरूरी मासिक SIP",
    invested: "कुल निवेश",
    wealthGain: "संपत्ति में बढ़त",
    total: "अंत में मूल्य",
  },
  convention: "पूरे वर्षों तक हर महीने की शुरुआत में किस्त (अवधि पूरे वर्षों में गोल की जाती है); रिटर्न पर मासिक चक्रवृद्धि, सालाना दर ÷ 12 पर।",
  method: [
    "मासिक दर i सालाना दर ÷ 12 है, और किस्तों की संख्या n पूरे वर्षों में गोल की गई अवधि × 12 है।",
    "पहले दिन लगाई गई कोई भी रकम (L) अंत तक L × (1 + i)^n हो जाती है; SIP को सिर्फ लक्ष्य T का बाकी हिस्सा पूरा करना होता है।",
    "मासिक SIP = (T − L × (1 + i)^n) × i ÷ (((1 + i)^n − 1) × (1 + i)): हर महीने की शुरुआत में वह किस्त जिसकी किस्तें और उनकी बढ़त मिलकर कमी पूरी कर दें। अगर आपका शुरुआती निवेश अकेले ही लक्ष्य से आगे बढ़ जाए, तो SIP की जरूरत नहीं और आंकड़ा ₹0 है।",
    "कुल निवेश = L + SIP × n; संपत्ति में बढ़त = अंत में मूल्य − कुल निवेश। रिटर्न एक अनुमान है, वादा नहीं: हर साल अपनी योजना दोबारा देखें।",
  ],
  charts: [{ title: "लक्ष्य की ओर आपका निवेश", xLabel: "वर्ष", series: ["निवेश", "मूल्य"] }],
  tables: [
    {
      caption: "साल-दर-साल अनुमान",
      columns: { year: "वर्ष", invested: "निवेश", wealthGain: "संपत्ति में बढ़त", total: "मूल्य" },
    },
  ],
  messages: {
    "Total invested": "कुल निवेश",
    "Wealth gain": "संपत्ति में बढ़त",
    ...FIELD_MESSAGES_HI,
    "Time period must be at least 1 year (it is rounded to whole years)": "अवधि कम से कम 1 वर्ष रखें (इसे पूरे वर्षों में गोल किया जाता है)",
  },
  labels: { "Initial investment": "शुरुआती निवेश" },
};
