// The CAGR calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { PERCENT_TEXT_HI } from "./rule-parts.hi";

export const text: DefinitionText = {
  title: "CAGR कैलकुलेटर",
  description:
    "किसी निवेश की चक्रवृद्धि सालाना बढ़त दर (CAGR) निकालिए: वह एक स्थिर सालाना रिटर्न, जो आपकी लगाई रकम को उसकी आज की कीमत तक पहुंचाता।",
  fields: {
    initialValue: "शुरुआती मूल्य",
    finalValue: "आखिरी मूल्य",
    years: "निवेश की अवधि",
  },
  results: {
    cagr: "CAGR",
    absoluteReturn: "कुल (एब्सोल्यूट) रिटर्न",
    gain: "मुनाफा",
  },
  convention: "साल में एक बार चक्रवृद्धि; अधूरा साल अपने हिस्से जितना गिना जाता है (2.5 वर्ष यानी 2.5)।",
  method: [
    "CAGR = (आखिरी मूल्य ÷ शुरुआती मूल्य)^(1 ÷ वर्ष) − 1। उदाहरण: ₹1,00,000 अगर 5 वर्ष में ₹2,00,000 हो जाएं, तो 2^(1/5) − 1 = 1.1487 − 1 = 14.87% सालाना।",
    "कुल रिटर्न, यानी (आखिरी − शुरुआती) ÷ शुरुआती, समय को नहीं देखता: 5 वर्ष में 100% और 10 वर्ष में 100% बहुत अलग निवेश हैं, और CAGR यही फर्क दिखाता है।",
    "CAGR एक बार लगाई गई एक रकम के लिए सही है। अलग-अलग समय पर लगाए या निकाले गए पैसे (SIP, आंशिक निकासी) के लिए XIRR कैलकुलेटर इस्तेमाल करें, जो हर रकम को उसके निवेश में रहने के समय के हिसाब से गिनता है।",
    "तालिका CAGR की दर पर स्थिर रास्ता दिखाती है; असल मूल्य बीच में ऊपर-नीचे हुआ होगा।",
  ],
  charts: [{ title: "इस CAGR पर स्थिर रास्ता", xLabel: "वर्ष", series: ["मूल्य"] }],
  tables: [{ caption: "CAGR पर साल-दर-साल मूल्य", columns: { year: "वर्ष", value: "मूल्य" } }],
  patterns: [PERCENT_TEXT_HI],
};
