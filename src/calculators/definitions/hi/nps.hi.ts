// The NPS calculator in Hindi (i18n/definition-text.ts says how a text is read).
import { formatNumber } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { NPS_ASSUMPTIONS, NPS_RULES } from "../../reference-data";
import { asOfHi, schemeRulePatterns, sourceHi } from "./scheme-parts.hi";

const FIELDS = {
  monthlyContribution: "मासिक योगदान",
  currentAge: "आपकी उम्र",
  annualReturn: "अनुमानित रिटर्न (सालाना)",
  sector: "सब्सक्राइबर का प्रकार",
  annuityShare: "एन्युटी के लिए फंड का हिस्सा",
  annuityRate: "एन्युटी दर (सालाना)",
} as const;

/** Whose minimum annuity share a message gives, as the English rule names them. */
const WHO = {
  "for a government subscriber": "सरकारी सब्सक्राइबर के लिए नियम",
  "for a subscriber outside government": "गैर-सरकारी सब्सक्राइबर के लिए नियम",
} as const;

export const text: DefinitionText = {
  title: "NPS कैलकुलेटर",
  description:
    "जानिए कि नेशनल पेंशन सिस्टम (NPS) में आपका योगदान 60 की उम्र तक कितना फंड बनाएगा, उसमें से कितनी एकमुश्त राशि आप निकाल सकते हैं, और बाकी से कितनी मासिक पेंशन मिलेगी।",
  fields: FIELDS,
  options: {
    sector: {
      others: `गैर-सरकारी (एन्युटी कम से कम ${NPS_RULES.minAnnuitySharePctOthers}%)`,
      government: `सरकारी (एन्युटी कम से कम ${NPS_RULES.minAnnuitySharePctGovernment}%)`,
    },
  },
  results: {
    corpus: `${NPS_RULES.exitAge} की उम्र पर फंड`,
    lumpSum: "एकमुश्त राशि जो आप निकाल सकते हैं",
    annuityPurchase: "एन्युटी में जाने वाली राशि",
    monthlyPension: "मासिक पेंशन",
    invested: "कुल योगदान",
  },
  convention:
    `हर महीने की शुरुआत में योगदान, ${NPS_RULES.exitAge} की उम्र तक, अनुमानित रिटर्न ÷ 12 की मासिक दर से बढ़त; पेंशन = एन्युटी राशि × एन्युटी दर ÷ 12, टैक्स से पहले। ` +
    `न्यूनतम एन्युटी हिस्सा: ${sourceHi(NPS_RULES.source)}, ${asOfHi(NPS_RULES.asOf)}। ` +
    `फॉर्म में पहले से भरा रिटर्न (${formatNumber(NPS_ASSUMPTIONS.annualReturn.value)}%) और एन्युटी दर (${formatNumber(NPS_ASSUMPTIONS.annuityRate.value)}%) अनुमान हैं, अधिसूचित दरें नहीं: इन्हें अपने हिसाब से बदलें।`,
  method: [
    "हर महीने का योगदान महीने की शुरुआत में निवेश होता है और 60 की उम्र तक हर महीने अनुमानित सालाना रिटर्न ÷ 12 की दर से बढ़ता है: फंड = C × ((1 + i)^n − 1) ÷ i × (1 + i), जहां C मासिक योगदान है, i मासिक रिटर्न और n 60 की उम्र तक के महीने।",
    "NPS से निकलते समय, आपका चुना हुआ हिस्सा एन्युटी खरीदता है: बीमा कंपनी का जीवन भर पेंशन देने का वादा। मासिक पेंशन = फंड × एन्युटी हिस्सा × एन्युटी दर ÷ 12। फंड का बाकी हिस्सा वह एकमुश्त राशि है जो आप निकाल सकते हैं।",
    "PFRDA के दिसंबर 2025 के संशोधन के बाद, गैर-सरकारी सब्सक्राइबर को ₹12 लाख से बड़े फंड का कम से कम 20% एन्युटी में लगाना होता है (पहले 40%), और सरकारी सब्सक्राइबर को कम से कम 40%। ₹8 लाख या उससे कम का फंड पूरा निकाला जा सकता है; ₹8 से ₹12 लाख के बीच के फंड में से ₹6 लाख तक एक साथ निकाले जा सकते हैं। यह कैलकुलेटर आपका चुना हुआ सामान्य न्यूनतम हिस्सा लागू करता है।",
    "NPS का रिटर्न बाजार से जुड़ा है और गारंटीड नहीं है, और एन्युटी दर बीमा कंपनी, आपकी उम्र और एन्युटी के विकल्प पर निर्भर करती है: दोनों पहले से भरे आंकड़ों को अनुमान मानें। योगदान पर पुरानी कर व्यवस्था में धारा 80CCD(1) और 80CCD(1B) के तहत कटौती मिलती है।",
  ],
  charts: [{ title: "आपके NPS फंड की बढ़त", xLabel: "उम्र", series: ["कुल योगदान", "फंड"] }],
  tables: [
    {
      caption: "साल-दर-साल फंड",
      columns: { year: "वर्ष", age: "उम्र", invested: "अब तक योगदान", value: "फंड" },
    },
  ],
  messages: { "Total contributed": "कुल योगदान", Returns: "रिटर्न" },
  patterns: [
    [/^Your age must be at least (\d+) to join the NPS$/, (age) => `NPS से जुड़ने के लिए ${FIELDS.currentAge} कम से कम ${age} वर्ष होनी चाहिए`],
    [/^Your age must be below (\d+), the NPS exit age used here$/, (age) => `${FIELDS.currentAge} ${age} वर्ष से कम होनी चाहिए: यहां NPS से निकलने की उम्र ${age} वर्ष मानी गई है`],
    [
      /^Share of corpus for annuity must be at least (\d+)% (for a government subscriber|for a subscriber outside government)$/,
      (share, who) => `${FIELDS.annuityShare} कम से कम ${share}% रखें (${WHO[who as keyof typeof WHO]})`,
    ],
    [/^Share of corpus for annuity cannot be more than 100%$/, () => `${FIELDS.annuityShare} 100% से अधिक नहीं रख सकते`],
    ...schemeRulePatterns({ "Your age": FIELDS.currentAge }),
  ],
};
