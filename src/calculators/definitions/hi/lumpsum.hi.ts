// The lumpsum calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { growthPartsHi } from "./growth-parts.hi";

const growth = growthPartsHi(
  { invested: "Invested amount", gained: "Est. returns", total: "Total value", chartTitle: "Growth of your lumpsum" },
  { invested: "निवेश की गई राशि", gained: "अनुमानित रिटर्न", total: "कुल मूल्य", chartTitle: "आपके एकमुश्त निवेश की बढ़त" },
);

export const text: DefinitionText = {
  title: "एकमुश्त निवेश कैलकुलेटर",
  description:
    "देखिए कि एक बार किया गया निवेश, जैसे म्यूचुअल फंड में लगाया गया बोनस, सालों में कितना बढ़ सकता है, और आखिरी रकम में कितना हिस्सा बढ़त का है।",
  fields: {
    initialInvestment: "कुल निवेश",
    annualRate: "अनुमानित रिटर्न दर (सालाना)",
    timePeriod: "अवधि",
  },
  ...growth,
  convention: "रिटर्न पर साल में एक बार सालाना दर से चक्रवृद्धि; अधूरे साल पर उसके हिस्से जितनी चक्रवृद्धि।",
  method: [
    "पूरी रकम पहले दिन निवेश होती है और साल में एक बार सालाना दर से बढ़ती है; हर साल की बढ़त पर अगले साल और बढ़त मिलती है।",
    "कुल मूल्य = A × (1 + r)^t, जहां A निवेश की गई रकम है, r सालाना दर दशमलव में (12% = 0.12) और t वर्ष। अवधि पूरे महीनों में गिनी जाती है, यानी 2.5 वर्ष 30 महीने हैं।",
    "अनुमानित रिटर्न = कुल मूल्य − निवेश की गई राशि। सारी गणना पूरी सटीकता से होती है; रुपये में पूर्णांक सिर्फ दिखाने के लिए किया जाता है।",
    "बाजार से जुड़े फंड हर साल तय दर से रिटर्न नहीं देते: नतीजे को आपकी भरी हुई दर पर आधारित अनुमान मानें, वादा नहीं।",
  ],
};
