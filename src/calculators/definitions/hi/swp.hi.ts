// The SWP calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { SWP_MESSAGES, swpDefinition } from "../swp";
import { labelsOf, monthsHi, MONTHS_SOURCE, ruleTemplatesHi } from "./rule-parts.hi";

const FIELDS = {
  corpus: "कुल निवेश",
  monthlyWithdrawal: "मासिक निकासी",
  annualRate: "अनुमानित रिटर्न दर (सालाना)",
  years: "अवधि",
};

export const text: DefinitionText = {
  title: "SWP कैलकुलेटर",
  description:
    "एकमुश्त रकम से, जैसे म्यूचुअल फंड में रखे रिटायरमेंट फंड से, हर महीने नियमित आय की योजना बनाइए: आप कितना निकालते हैं, हर साल कितना बचता है, और पैसा कितने समय चलता है।",
  fields: FIELDS,
  results: {
    totalWithdrawn: "कुल निकासी",
    finalBalance: "अंत में बचा बैलेंस",
    totalReturns: "अनुमानित रिटर्न",
    lasts: "पैसा कितने समय चलेगा",
  },
  convention: "रिटर्न पर मासिक चक्रवृद्धि, सालाना दर ÷ 12 पर; हर निकासी महीने के अंत में, उस महीने का रिटर्न जुड़ने के बाद; टैक्स से पहले।",
  method: [
    "हर महीने बैलेंस पर अनुमानित सालाना रिटर्न ÷ 12 जुड़ता है, फिर निकासी घटाई जाती है। k महीने बाद बैलेंस = C × (1 + i)^k − W × ((1 + i)^k − 1) ÷ i, जहां C निवेश की गई राशि है, W मासिक निकासी और i सालाना दर ÷ 1200।",
    "पैसा कितने समय चलेगा: अगर मासिक निकासी निवेश की गई राशि पर एक महीने के रिटर्न से ज्यादा नहीं है (W ≤ C × i), तो बैलेंस कभी नहीं घटता और पैसा हमेशा चलता रहता है। वरना बैलेंस ln(W ÷ (W − C × i)) ÷ ln(1 + i) महीनों बाद शून्य हो जाता है: इतनी पूरी निकासियां, फिर जो बचा है उसकी एक आखिरी, छोटी निकासी।",
    "अनुमानित रिटर्न = कुल निकासी + अंत में बचा बैलेंस − निवेश की गई राशि। तालिका उसी साल रुक जाती है जिसमें पैसा खत्म होता है।",
    "बाजार से जुड़े फंड हर महीने एक जैसा रिटर्न नहीं देते: शुरुआत में एक खराब साल योजना को औसत के अंदाजे से कहीं ज्यादा छोटा कर देता है, इसलिए अगर पैसे को लंबा चलना है तो निकासी रिटर्न से काफी कम रखें। म्यूचुअल फंड से हर निकासी में यूनिट बेची जाती हैं और उन पर कैपिटल गेन टैक्स लग सकता है, जो ये आंकड़े नहीं दिखाते।",
  ],
  charts: [{ title: "साल-दर-साल आपका बैलेंस", xLabel: "वर्ष", series: ["बैलेंस"] }],
  tables: [
    {
      caption: "साल-दर-साल बैलेंस",
      columns: {
        year: "वर्ष",
        withdrawn: "साल में निकासी",
        returns: "साल में रिटर्न",
        balance: "साल के अंत में बैलेंस",
      },
    },
  ],
  messages: {
    [SWP_MESSAGES.withdrawalAboveCorpus]: "मासिक निकासी कुल निवेश से ज्यादा नहीं रख सकते",
    "For ever: the returns cover every withdrawal": "हमेशा: हर निकासी रिटर्न से ही निकल जाती है",
    "More than 100 years": "100 वर्ष से ज्यादा",
    "Total withdrawn": "कुल निकासी",
    "Balance at the end": "अंत में बचा बैलेंस",
  },
  patterns: [
    // How long the money lasts: '7 years 4 months, then ₹3,201 in the month after'.
    [
      new RegExp(`^${MONTHS_SOURCE}(?:, then (₹[\\d,]+) in the month after)?$`),
      (years, months, last) => `${monthsHi(years, months)}${last === undefined ? "" : `, फिर अगले महीने ${last}`}`,
    ],
    ...ruleTemplatesHi(labelsOf(swpDefinition.fields, FIELDS)),
  ],
};
