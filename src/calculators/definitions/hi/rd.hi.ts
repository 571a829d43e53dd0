// The RD calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { growthPartsHi } from "./growth-parts.hi";

const growth = growthPartsHi(
  { invested: "Total deposited", gained: "Interest earned", total: "Maturity value", chartTitle: "Growth of your recurring deposit" },
  { invested: "कुल जमा", gained: "मिला ब्याज", total: "मैच्योरिटी राशि", chartTitle: "आपके रेकरिंग डिपॉजिट की बढ़त" },
);

export const text: DefinitionText = {
  title: "RD कैलकुलेटर",
  description:
    "रेकरिंग डिपॉजिट की मैच्योरिटी राशि जानिए: हर महीने जमा की गई एक तय रकम, हर तिमाही ब्याज पर चक्रवृद्धि के साथ, जैसे भारतीय बैंक बताते हैं।",
  fields: {
    monthlyDeposit: "मासिक जमा",
    annualRate: "ब्याज दर (सालाना)",
    timePeriod: "अवधि",
  },
  ...growth,
  convention: "हर महीने के पहले दिन जमा; ब्याज पर हर तिमाही सालाना दर ÷ 4 से चक्रवृद्धि; टैक्स से पहले।",
  method: [
    "हर मासिक जमा पर जमा करने के दिन से मैच्योरिटी तक ब्याज मिलता है। ब्याज पर हर तिमाही सालाना दर ÷ 4 से चक्रवृद्धि होती है, इसलिए k महीने रखी गई जमा (1 + r/4)^(k/3) गुना हो जाती है।",
    "मैच्योरिटी राशि = R × (1 + r/4)^(1/3) + R × (1 + r/4)^(2/3) + … + R × (1 + r/4)^(n/3): पहली जमा पूरे n महीने रहती है, आखिरी एक महीना। R मासिक जमा है, r सालाना दर दशमलव में, n महीने।",
    "मिला ब्याज = मैच्योरिटी राशि − कुल जमा। RD के ब्याज पर FD की तरह आपके स्लैब से टैक्स लगता है: यहां के आंकड़े टैक्स से पहले के हैं। बैंक मैच्योरिटी राशि को थोड़ा अलग तरीके से पूर्णांक कर सकते हैं।",
  ],
};
