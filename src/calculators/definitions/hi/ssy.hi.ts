// The Sukanya Samriddhi calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { SSY_RULES } from "../../reference-data";
import { RATE_FIELD_HI, rateSourceHi, rulesSourceHi, schemeRulePatterns, YEARLY_DEPOSIT_HI } from "./scheme-parts.hi";

const FIELDS = {
  yearlyDeposit: "सालाना जमा",
  ...RATE_FIELD_HI,
  girlAge: "खाता खोलते समय बेटी की उम्र",
} as const;

export const text: DefinitionText = {
  title: "सुकन्या समृद्धि कैलकुलेटर",
  description:
    "जानिए कि सुकन्या समृद्धि योजना (SSY) का खाता आपकी बेटी को कितनी रकम देगा: 15 साल तक जमा, और खाता खुलने के 21 साल बाद मैच्योरिटी।",
  fields: FIELDS,
  results: { ...YEARLY_DEPOSIT_HI.results, maturityAge: "मैच्योरिटी पर बेटी की उम्र" },
  convention: `हर साल की जमा 5 अप्रैल तक; ब्याज साल में एक बार जुड़ता है (चक्रवृद्धि); 15वें साल के बाद कोई जमा नहीं; टैक्स-फ्री। ${rateSourceHi("सुकन्या समृद्धि योजना", SSY_RULES.rate)} ${rulesSourceHi(SSY_RULES)}`,
  method: [
    "ब्याज हर महीने 5 तारीख से महीने के अंत तक के सबसे कम बैलेंस पर गिना जाता है और साल में एक बार खाते में जुड़ता है, इसलिए 5 अप्रैल तक की गई जमा पूरे साल ब्याज कमाती है: एक साल का ब्याज = सालाना दर × उस साल की जमा के बाद का बैलेंस।",
    "साल के अंत में बैलेंस = (साल की शुरुआत का बैलेंस + उस साल की जमा) × (1 + r), जहां r सालाना दर है, दशमलव में (8.2% = 0.082)। जमा सिर्फ पहले 15 साल होती है; 16वें से 21वें साल तक बिना कुछ जोड़े बैलेंस पर ब्याज मिलता रहता है।",
    "खाता खुलने के 21 साल बाद मैच्योर होता है, इसलिए अगर खाता बेटी की 5 साल की उम्र में खुला, तो मैच्योरिटी राशि उसे 26 साल की उम्र में मिलेगी। (18 साल के बाद शादी के लिए खाता पहले भी बंद किया जा सकता है; यह कैलकुलेटर उसे नहीं गिनता।)",
    "एक वित्त वर्ष में जमा ₹250 से ₹1,50,000 तक होनी चाहिए, और खाता बेटी के 10 साल की होने तक ही खुल सकता है। जमा पर धारा 80C में कटौती मिलती है (पुरानी कर व्यवस्था); ब्याज और मैच्योरिटी राशि टैक्स-फ्री हैं। दर हर तिमाही अधिसूचित होती है।",
  ],
  charts: [{ title: "सुकन्या समृद्धि खाते के बैलेंस की बढ़त", ...YEARLY_DEPOSIT_HI.chart }],
  tables: [{ ...YEARLY_DEPOSIT_HI.table, columns: { ...YEARLY_DEPOSIT_HI.table.columns, age: "बेटी की उम्र" } }],
  messages: YEARLY_DEPOSIT_HI.messages,
  patterns: [
    // The opening age: before she turns 11.
    [
      /^Girl's age at opening cannot be more than (\d+) years: the account must be opened before she turns (\d+)$/,
      (age, turns) => `${FIELDS.girlAge} ${age} वर्ष से अधिक नहीं रख सकते: खाता उसके ${turns} साल की होने से पहले खुलना चाहिए`,
    ],
    ...schemeRulePatterns({ "Yearly deposit": FIELDS.yearlyDeposit, "Girl's age at opening": FIELDS.girlAge }),
  ],
};
