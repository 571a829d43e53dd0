// The NSC calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { NSC_RULES } from "../../reference-data";
import { RATE_FIELD_HI, rateSourceHi, rulesSourceHi, schemeRulePatterns } from "./scheme-parts.hi";

const FIELDS = {
  amount: "निवेश राशि",
  ...RATE_FIELD_HI,
} as const;

export const text: DefinitionText = {
  title: "NSC कैलकुलेटर",
  description: "जानिए कि राष्ट्रीय बचत पत्र (NSC) 5 साल बाद कितनी रकम देगा, हर साल चक्रवृद्धि ब्याज के साथ।",
  fields: FIELDS,
  results: { invested: "निवेश राशि", interest: "कुल ब्याज", total: "मैच्योरिटी राशि" },
  convention: `ब्याज ${NSC_RULES.termYears} साल तक साल में एक बार जुड़ता है (चक्रवृद्धि) और मैच्योरिटी पर मिलता है; खरीदते समय की दर पूरी अवधि लागू रहती है; टैक्स से पहले। ${rateSourceHi("NSC", NSC_RULES.rate)} ${rulesSourceHi(NSC_RULES)}`,
  method: [
    "NSC मैच्योर होने तक, यानी 5 साल तक, कुछ नहीं देता। हर साल का ब्याज पत्र में जुड़ जाता है और तब से उस पर भी ब्याज मिलता है: k साल बाद मूल्य = A × (1 + r)^k, जहां A निवेश राशि है और r सालाना दर, दशमलव में (7.7% = 0.077)।",
    "कुल ब्याज = मैच्योरिटी राशि − निवेश राशि। दर वह होती है जो आपकी खरीद की तिमाही के लिए अधिसूचित हो, और बाद में दरें बदलें तब भी 5 साल तक वही रहती है।",
    "निवेश राशि पर धारा 80C में कटौती मिलती है (पुरानी कर व्यवस्था), और आखिरी साल को छोड़कर हर साल जुड़े ब्याज पर भी, क्योंकि उसे दोबारा निवेश माना जाता है; ब्याज पर आपके स्लैब के हिसाब से टैक्स लगता है। इसी वजह से टेबल हर साल जुड़ा ब्याज दिखाती है।",
    "न्यूनतम निवेश ₹1,000 है, ₹100 के गुणक में, और कोई ऊपरी सीमा नहीं है।",
  ],
  tables: [
    {
      caption: "साल-दर-साल जुड़ा ब्याज",
      columns: { year: "वर्ष", interest: "उस साल का ब्याज", accrued: "अब तक जुड़ा ब्याज", value: "मूल्य" },
    },
  ],
  messages: { "Amount invested": "निवेश राशि", "Interest earned": "कुल ब्याज" },
  patterns: schemeRulePatterns({ "Investment amount": FIELDS.amount }),
};
