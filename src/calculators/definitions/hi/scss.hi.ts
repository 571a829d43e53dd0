// The SCSS calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { SCSS_RULES } from "../../reference-data";
import { PAYOUT_HI, RATE_FIELD_HI, rateSourceHi, rulesSourceHi, schemeRulePatterns } from "./scheme-parts.hi";

const { termYears, extensionYears } = SCSS_RULES;

const FIELDS = {
  deposit: "जमा राशि",
  ...RATE_FIELD_HI,
  timePeriod: "अवधि",
} as const;

export const text: DefinitionText = {
  title: "SCSS कैलकुलेटर",
  description: "जानिए कि वरिष्ठ नागरिक बचत योजना (SCSS) आपको हर तिमाही कितना ब्याज देगी, और उसकी 5 साल की अवधि में कुल कितना।",
  fields: FIELDS,
  options: {
    timePeriod: {
      [String(termYears)]: `${termYears} वर्ष`,
      [String(termYears + extensionYears)]: `${termYears + extensionYears} वर्ष (एक बार ${extensionYears} वर्ष बढ़ाकर)`,
    },
  },
  results: { quarterlyPayout: "हर तिमाही ब्याज", ...PAYOUT_HI.results },
  convention: `ब्याज हर तिमाही सालाना दर ÷ 4 पर मिलता है (चक्रवृद्धि नहीं); मैच्योरिटी पर जमा राशि वापस; टैक्स से पहले। ${rateSourceHi("SCSS", SCSS_RULES.rate)} ${rulesSourceHi(SCSS_RULES)}`,
  method: [
    "SCSS में साधारण ब्याज मिलता है: हर तिमाही, अप्रैल, जुलाई, अक्टूबर और जनवरी के पहले कामकाजी दिन, आपको जमा राशि × सालाना दर ÷ 4 मिलता है। जो ब्याज आप नहीं निकालते, उस पर आगे कोई ब्याज नहीं मिलता।",
    "हर तिमाही ब्याज = D × r ÷ 4; एक साल का ब्याज = D × r; कुल ब्याज = D × r × वर्ष, जहां D जमा राशि है और r सालाना दर, दशमलव में (8.2% = 0.082)। जमा राशि मैच्योरिटी पर वापस मिलती है, इसलिए कुल मिलने वाली राशि = D + कुल ब्याज।",
    "अवधि 5 साल है; इसे एक बार 3 साल बढ़ा सकते हैं (तब दर वह होती है जो बढ़ाते समय अधिसूचित हो; यह कैलकुलेटर वही दर रखता है)। पहला भुगतान खाता खुलने से अगली तिमाही की तारीख तक के दिनों का होता है, इसलिए पहली और आखिरी तिमाही में असली भुगतान थोड़ा अलग होता है।",
    "जमा प्रति व्यक्ति ₹1,000 से ₹30 लाख तक, ₹1,000 के गुणक में; खाता 60 साल या उससे ज्यादा उम्र के लोग खोल सकते हैं (कुछ रिटायर लोग 55 से)। जमा पर धारा 80C में कटौती मिलती है (पुरानी कर व्यवस्था); ब्याज पर आपके स्लैब के हिसाब से टैक्स लगता है।",
  ],
  tables: PAYOUT_HI.tables,
  messages: PAYOUT_HI.messages,
  patterns: schemeRulePatterns({ "Deposit amount": FIELDS.deposit }),
};
