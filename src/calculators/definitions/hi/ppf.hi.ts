// The PPF calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { PPF_RULES } from "../../reference-data";
import { RATE_FIELD_HI, rateSourceHi, rulesSourceHi, schemeRulePatterns, YEARLY_DEPOSIT_HI } from "./scheme-parts.hi";

const FIELDS = {
  yearlyDeposit: "सालाना जमा",
  ...RATE_FIELD_HI,
  timePeriod: "अवधि",
} as const;

export const text: DefinitionText = {
  title: "PPF कैलकुलेटर",
  description:
    "जानिए कि आपका पब्लिक प्रोविडेंट फंड (PPF) खाता कितना हो जाएगा: 15 साल तक हर साल जमा, या 5-5 साल बढ़ाकर उससे ज्यादा, सरकार की तय की हुई ब्याज दर पर।",
  fields: FIELDS,
  results: YEARLY_DEPOSIT_HI.results,
  convention: `हर साल की जमा 5 अप्रैल तक; ब्याज साल में एक बार जुड़ता है (चक्रवृद्धि); टैक्स-फ्री। ${rateSourceHi("PPF", PPF_RULES.rate)} ${rulesSourceHi(PPF_RULES)}`,
  method: [
    "PPF में ब्याज हर महीने 5 तारीख से महीने के अंत तक के सबसे कम बैलेंस पर गिना जाता है, और साल भर का ब्याज 31 मार्च को खाते में जुड़ता है। इसलिए 5 अप्रैल तक की गई जमा पूरे बारह महीने ब्याज कमाती है: एक साल का ब्याज = सालाना दर × उस साल की जमा के बाद का बैलेंस।",
    "साल के अंत में बैलेंस = (साल की शुरुआत का बैलेंस + उस साल की जमा) × (1 + r), जहां r सालाना दर है, दशमलव में (7.1% = 0.071)। n बराबर जमाओं पर यह D × ((1 + r)^n − 1) ÷ r × (1 + r) बनता है।",
    "खाता 15 साल में मैच्योर होता है। आप इसे 5-5 साल के ब्लॉक में बढ़ा सकते हैं और जमा जारी रख सकते हैं: यहां लंबी अवधि भरने का मतलब है कि आप ऐसा करते हैं, उसी दर पर। एक वित्त वर्ष में जमा ₹500 से ₹1,50,000 तक होनी चाहिए।",
    "कुल ब्याज = मैच्योरिटी राशि − कुल जमा। PPF की जमा पर धारा 80C में कटौती मिलती है (पुरानी कर व्यवस्था), और ब्याज व मैच्योरिटी राशि टैक्स-फ्री हैं। दर हर तिमाही अधिसूचित होती है, इसलिए असली खाते को हर तिमाही की दर के हिसाब से ब्याज मिलता है।",
  ],
  charts: [{ title: "आपके PPF बैलेंस की बढ़त", ...YEARLY_DEPOSIT_HI.chart }],
  tables: [YEARLY_DEPOSIT_HI.table],
  messages: YEARLY_DEPOSIT_HI.messages,
  patterns: [
    // The term rule (15 years, or 15 plus blocks of 5).
    [
      /^Time period must be (\d+) years, or \1 plus blocks of (\d+) years \((.+)\)$/,
      (term, block, examples) => `अवधि ${term} वर्ष रखें, या ${term} के बाद ${block}-${block} वर्ष के ब्लॉक जोड़कर (${examples})`,
    ],
    ...schemeRulePatterns({ "Yearly deposit": FIELDS.yearlyDeposit, "Time period": FIELDS.timePeriod }),
  ],
};
