// The compounding calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { FIELD_MESSAGES_HI, growthPartsHi } from "./growth-parts.hi";

const growth = growthPartsHi(
  { invested: "Total invested", gained: "Interest earned", total: "Final amount", chartTitle: "Growth with compounding" },
  { invested: "कुल निवेश", gained: "मिला ब्याज", total: "आखिरी राशि", chartTitle: "चक्रवृद्धि के साथ बढ़त" },
);

export const text: DefinitionText = {
  title: "चक्रवृद्धि कैलकुलेटर",
  description:
    "देखिए कि शुरुआती रकम और हर महीने जोड़ी गई रकम कैसे बढ़ती है जब रिटर्न पर भी रिटर्न मिलता है, और सालाना, तिमाही या मासिक चक्रवृद्धि से कितना फर्क पड़ता है।",
  fields: {
    initialInvestment: "शुरुआती निवेश",
    periodicAddition: "हर महीने जोड़ी गई राशि",
    timePeriod: "अवधि",
    annualRate: "सालाना ब्याज दर",
    frequency: "चक्रवृद्धि कितनी बार",
  },
  options: { frequency: { "1": "सालाना", "4": "तिमाही", "12": "मासिक" } },
  ...growth,
  convention: "हर महीने की शुरुआत में रकम जुड़ती है; सालाना दर पर चक्रवृद्धि उतनी बार जितनी आप चुनें, महीनों में बराबर बांटकर।",
  method: [
    "सालाना दर r पर साल में m बार चक्रवृद्धि का मतलब है कि साल में m बार बैलेंस में r ÷ m जुड़ता है, यानी एक साल में बैलेंस (1 + r/m)^m गुना हो जाता है। 12% पर सालाना चक्रवृद्धि से ठीक 12% सालाना बढ़त मिलती है; तिमाही से 12.55%; मासिक से 12.68%।",
    "रकम हर महीने जुड़ती है, इसलिए हर महीना बराबर मासिक दर j = (1 + r/m)^(m/12) − 1 से बढ़ता है, जिससे सालाना बढ़त ठीक उतनी ही रहती है।",
    "महीने-दर-महीने: बैलेंस = (बैलेंस + हर महीने जोड़ी गई राशि) × (1 + j), शुरुआती निवेश से शुरू करके। मासिक चक्रवृद्धि हो और शुरुआती निवेश न हो, तो यही SIP कैलकुलेटर है।",
    "कुल निवेश = शुरुआती निवेश + हर महीने जोड़ी गई राशि × महीने; मिला ब्याज = आखिरी राशि − कुल निवेश।",
  ],
  messages: {
    ...growth.messages,
    ...FIELD_MESSAGES_HI,
    "Time period must be at least 1 month": "अवधि कम से कम 1 महीना रखें",
  },
};
