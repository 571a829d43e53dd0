// The delay cost calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { FIELD_MESSAGES_HI } from "./growth-parts.hi";

export const text: DefinitionText = {
  title: "देरी की कीमत कैलकुलेटर",
  description:
    "SIP शुरू करने में कुछ महीने रुकना नुकसानदेह नहीं लगता। देखिए कि उसी आखिरी तारीख तक यह इंतजार कितना महंगा पड़ता है: छूटी हुई किस्तें, और उससे भी ज्यादा, वह बढ़त जो वे कमातीं।",
  fields: {
    monthlyInvestment: "मासिक निवेश",
    annualRate: "अनुमानित रिटर्न दर (सालाना)",
    investmentPeriod: "निवेश की अवधि",
    delayPeriod: "देरी",
  },
  results: {
    fv_now: "अभी शुरू करें तो",
    fv_delayed: "बाद में शुरू करें तो",
    cost: "देरी की कीमत",
  },
  convention: "दोनों SIP हर महीने की शुरुआत में भुगतान करती हैं और एक ही तारीख को खत्म होती हैं; रिटर्न पर मासिक चक्रवृद्धि, सालाना दर ÷ 12 पर।",
  method: [
    "अभी शुरू करने पर आप पूरी अवधि के n महीने (वर्ष × 12) हर महीने P निवेश करते हैं। d महीने बाद शुरू करने पर आप वही P निवेश करते हैं, पर सिर्फ n − d महीने, और अंत उसी तारीख को होता है।",
    "हर मूल्य उसके महीनों m के लिए SIP फॉर्मूला P × ((1 + i)^m − 1) ÷ i × (1 + i) है, जहां i सालाना दर ÷ 12 है। अगर देरी पूरी अवधि जितनी हो, तो कुछ भी निवेश नहीं होता।",
    "देरी की कीमत = अभी शुरू करने पर मूल्य − बाद में शुरू करने पर मूल्य। इसमें से सिर्फ P × d वह पैसा है जो आपने नहीं लगाया; बाकी वह बढ़त है जो शुरुआती किस्तें सबसे लंबे समय तक कमातीं।",
  ],
  charts: [{ title: "अभी शुरुआत बनाम बाद में शुरुआत", xLabel: "आज से वर्ष", series: ["अभी शुरुआत", "बाद में शुरुआत"] }],
  tables: [
    {
      caption: "साल-दर-साल मूल्य",
      columns: {
        year: "वर्ष",
        investedNow: "निवेश (अभी शुरुआत)",
        valueNow: "मूल्य (अभी शुरुआत)",
        investedDelayed: "निवेश (बाद में शुरुआत)",
        valueDelayed: "मूल्य (बाद में शुरुआत)",
      },
    },
  ],
  messages: {
    "If you start later": "बाद में शुरू करें तो",
    "Cost of the delay": "देरी की कीमत",
    ...FIELD_MESSAGES_HI,
    "Delay must be at least 1 month": "देरी कम से कम 1 महीना रखें",
  },
};
