// The inflation calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { INFLATION_MESSAGES } from "../inflation";

export const text: DefinitionText = {
  title: "महंगाई कैलकुलेटर",
  description:
    "जो चीज आज एक तय रकम की है, वह कुछ साल बाद कितने की होगी? देखिए कि महंगाई कीमतों को कैसे बढ़ाती है, चाहे स्कूल की फीस हो, शादी हो या घर का मासिक बजट।",
  fields: {
    currentCost: "आज की कीमत",
    inflationRate: "महंगाई दर (सालाना)",
    years: "वर्ष",
  },
  results: {
    current: "आज की कीमत",
    future: "भविष्य की कीमत",
    difference: "बढ़ोतरी",
  },
  convention: "महंगाई पर साल में एक बार आपकी भरी दर से चक्रवृद्धि; अधूरा साल अपने हिस्से जितना गिना जाता है।",
  method: [
    "कीमतें पिछले साल की कीमतों के ऊपर बढ़ती हैं, इसलिए महंगाई ब्याज की तरह चक्रवृद्धि से बढ़ती है: हर साल कीमत (1 + f) गुना होती है, जहां f सालाना महंगाई दर दशमलव में है (6% = 0.06)।",
    "भविष्य की कीमत = आज की कीमत × (1 + f)^वर्ष; बढ़ोतरी = भविष्य की कीमत − आज की कीमत।",
    "RBI का लक्ष्य उपभोक्ता महंगाई को 4% सालाना पर रखना है, 2% से 6% के दायरे में; पिछले दशक में यह ज्यादातर 4% से 7% के बीच रही है। पढ़ाई और इलाज जैसे खर्च अक्सर इससे तेज बढ़े हैं: जिस चीज की कीमत आंक रहे हैं, उसके हिसाब से दर चुनें।",
  ],
  charts: [{ title: "कीमत, साल-दर-साल", xLabel: "आज से वर्ष", series: ["कीमत"] }],
  tables: [{ caption: "साल-दर-साल कीमत", columns: { year: "आज से वर्ष", cost: "कीमत" } }],
  messages: {
    "Cost today": "आज की कीमत",
    Increase: "बढ़ोतरी",
    [INFLATION_MESSAGES.currentCost]: "आज की कीमत 0 से अधिक भरें",
    [INFLATION_MESSAGES.inflationRate]: "महंगाई दर शून्य से कम नहीं रख सकते",
    [INFLATION_MESSAGES.years]: "वर्ष 0 से अधिक भरें",
  },
  patterns: [[/^Years cannot be more than ([\d,]+)$/, (limit) => `वर्ष ${limit} से अधिक नहीं रख सकते`]],
  labels: { "Inflation rate": "महंगाई दर" },
};
