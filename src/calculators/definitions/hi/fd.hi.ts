// The FD calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { growthPartsHi } from "./growth-parts.hi";

const growth = growthPartsHi(
  { invested: "Deposit amount", gained: "Interest earned", total: "Maturity value", chartTitle: "Growth of your deposit" },
  { invested: "जमा राशि", gained: "मिला ब्याज", total: "मैच्योरिटी राशि", chartTitle: "आपकी जमा राशि की बढ़त" },
);

export const text: DefinitionText = {
  title: "FD कैलकुलेटर",
  description: "फिक्स्ड डिपॉजिट की मैच्योरिटी राशि और उस पर मिलने वाला ब्याज जानिए, हर तिमाही चक्रवृद्धि के साथ, जैसे भारतीय बैंक करते हैं।",
  fields: {
    principal: "जमा राशि",
    annualRate: "ब्याज दर (सालाना)",
    timePeriod: "अवधि",
  },
  ...growth,
  convention: "ब्याज पर हर तिमाही सालाना दर ÷ 4 से चक्रवृद्धि; टैक्स से पहले (TDS नहीं काटा गया)।",
  method: [
    "जमा राशि पर हर तीन महीने में सालाना दर का एक चौथाई ब्याज मिलता है, और हर तिमाही का ब्याज जमा में जुड़ जाता है, यानी उस पर भी आगे ब्याज मिलता है।",
    "मैच्योरिटी राशि = A × (1 + r/4)^(4t), जहां A जमा राशि है, r सालाना दर दशमलव में (7% = 0.07) और t वर्ष (पूरे महीनों में गिने जाते हैं, इसलिए अधूरी तिमाही पर उसके हिस्से जितनी चक्रवृद्धि होती है)।",
    "मिला ब्याज = मैच्योरिटी राशि − जमा राशि। FD के ब्याज पर आपके आयकर स्लैब से टैक्स लगता है, और सालाना सीमा से ऊपर के ब्याज पर बैंक TDS काटते हैं: यहां के आंकड़े टैक्स से पहले के हैं।",
  ],
};
