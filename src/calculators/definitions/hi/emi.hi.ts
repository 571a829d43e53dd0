// The EMI calculator in Hindi (i18n/definition-text.ts says how a text is read). Its sections
// (chart, schedules, CSV) read their words from messages/emi-sections.hi.ts; the payoff month
// a prepayment gives is named with the same Hindi months.
import type { EmiResult } from "../../../../workers/calc-contract";
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { monthYearPattern } from "../../i18n/month-year-pattern";
import { MAX_PREPAYMENT, PREPAYMENT_MESSAGES } from "../emi-prepayment-parts";
import { messages as sectionsHi } from "../messages/emi-sections.hi";

const PLAIN_CONVENTION = "बकाया रकम पर ब्याज हर महीने सालाना दर ÷ 12 से लगता है; पहली EMI इसी महीने कटती है और आखिरी EMI से लोन पूरा चुक जाता है।";

function convention(result: EmiResult): string {
  if (!result.prepayment) return PLAIN_CONVENTION;
  return result.prepayment.mode === "reduceEmi"
    ? `${PLAIN_CONVENTION} प्रीपेमेंट उस महीने की EMI के ठीक बाद होता है, और फिर बची रकम पर EMI मूल आखिरी तारीख तक के बचे महीनों के लिए दोबारा निकाली जाती है (नियमित अतिरिक्त भुगतान हो तो हर महीने)।`
    : `${PLAIN_CONVENTION} प्रीपेमेंट उस महीने की EMI के ठीक बाद होता है और EMI वही रहती है, इसलिए लोन जल्दी खत्म होता है।`;
}

export const text: DefinitionText = {
  title: "EMI कैलकुलेटर",
  description:
    "होम लोन, कार लोन या पर्सनल लोन की मासिक किस्त (EMI) निकालिए, देखिए कि आप जो चुकाते हैं उसमें कितना ब्याज है, और महीने-दर-महीने भुगतान का पूरा शेड्यूल।",
  fields: {
    amount: "लोन की रकम",
    annualRate: "ब्याज दर (सालाना)",
    tenure: "लोन की अवधि",
    oneTimeAmount: "एकमुश्त प्रीपेमेंट",
    oneTimeMonth: "लोन के किस महीने में प्रीपेमेंट",
    extraMonthly: "हर महीने अतिरिक्त भुगतान",
    extraFromMonth: "लोन के किस महीने से अतिरिक्त भुगतान",
    prepaymentMode: "प्रीपेमेंट से क्या घटे",
  },
  options: {
    prepaymentMode: {
      tenure: "लोन की अवधि (वही EMI, लोन जल्दी खत्म)",
      emi: "EMI (वही आखिरी तारीख, कम EMI)",
    },
  },
  results: {
    emi: "मासिक EMI",
    principal: "मूलधन",
    interest: "कुल ब्याज",
    total: "कुल भुगतान",
    newEmi: "पहले प्रीपेमेंट के बाद EMI",
    interestSaved: "ब्याज की बचत",
    monthsSaved: "कितने महीने कम",
    payoffDate: "लोन खत्म होगा",
  },
  convention,
  method: [
    "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), जहां P लोन की रकम है, i मासिक दर (सालाना दर ÷ 12) और n मासिक किस्तों की संख्या (वर्षों में अवधि × 12)। 0% पर EMI सीधे P ÷ n होती है।",
    "हर महीने ब्याज = बकाया रकम × i, और EMI का बाकी हिस्सा मूलधन चुकाता है। शुरुआती EMI में ज्यादातर ब्याज होता है, बाद की EMI में ज्यादातर मूलधन।",
    "आखिरी EMI में जो रकम बची है वह पूरी चुक जाती है, इसलिए शेड्यूल ठीक ₹0 पर खत्म होता है। कुल ब्याज हर महीने के ब्याज का जोड़ है; कुल भुगतान = लोन की रकम + कुल ब्याज।",
    "शेड्यूल इसी महीने से शुरू होता है और सालाना तालिका हर कैलेंडर वर्ष (जनवरी से दिसंबर) का जोड़ दिखाती है। EMI पैसे तक दिखाई जाती है; बाकी आंकड़े पूरे रुपये में।",
    "प्रीपेमेंट आपकी मर्जी पर है: आपके चुने लोन महीने में एक बार की रकम और/या किसी लोन महीने से हर महीने एक तय अतिरिक्त रकम (महीना 1 यानी पहली EMI का महीना)। हर प्रीपेमेंट उस महीने की EMI के ठीक बाद होता है और पूरा मूलधन में जाता है; बकाया से बड़ा प्रीपेमेंट उसी महीने लोन बंद कर देता है।",
    "अवधि घटाएं: EMI वही रहती है, इसलिए बकाया जल्दी ₹0 पर पहुंचता है और आखिरी EMI उतनी होती है जितनी रकम बची हो। EMI घटाएं: हर प्रीपेमेंट वाले महीने के बाद EMI उसी फॉर्मूले से बची रकम और मूल आखिरी तारीख तक के बचे महीनों पर दोबारा निकाली जाती है, इसलिए नियमित अतिरिक्त भुगतान से EMI हर महीने घटती है।",
    "ब्याज की बचत = प्रीपेमेंट के बिना कुल ब्याज − प्रीपेमेंट के साथ कुल ब्याज; कितने महीने कम = जिन EMI की अब जरूरत नहीं रही। चार्ट दोनों तरह का बकाया दिखाता है। RBI के नियमों के मुताबिक व्यक्तियों के फ्लोटिंग रेट लोन पर प्रीपेमेंट चार्ज नहीं लगता; फिक्स्ड रेट लोन पर लग सकता है, इसलिए अपने बैंक से पूछ लें।",
    "बैंक EMI को पूरे रुपये में कर सकते हैं, प्रोसेसिंग फीस ले सकते हैं या लोन के दौरान फ्लोटिंग दर बदल सकते हैं: इसे करीबी अनुमान मानें, आपके बैंक का स्टेटमेंट नहीं।",
  ],
  messages: {
    "This is a required field.": "यह जानकारी भरना जरूरी है।",
    "Value must be greater than 0.": "0 से बड़ी संख्या भरें।",
    [PREPAYMENT_MESSAGES.notNumber]: "प्रीपेमेंट में कोई संख्या भरें।",
    [PREPAYMENT_MESSAGES.negative]: "प्रीपेमेंट शून्य से कम नहीं रख सकते।",
    [PREPAYMENT_MESSAGES.tooHigh]: `प्रीपेमेंट ${formatRupees(MAX_PREPAYMENT)} से अधिक नहीं रख सकते।`,
    [PREPAYMENT_MESSAGES.monthRequired]: "लोन के किस महीने में प्रीपेमेंट करेंगे, यह भरें।",
    [PREPAYMENT_MESSAGES.monthWhole]: "प्रीपेमेंट का महीना पूरी संख्या में भरें (1 यानी पहली EMI का महीना)।",
    [PREPAYMENT_MESSAGES.monthOutside]: "प्रीपेमेंट का महीना लोन की अवधि के भीतर होना चाहिए।",
    "Principal amount": "मूलधन",
    "Total interest": "कुल ब्याज",
  },
  // The payoff month ('Mar 2041') with the same Hindi months as the schedule.
  patterns: [monthYearPattern(sectionsHi.months)],
};
