// The gratuity calculator in Hindi (i18n/definition-text.ts says how a text is read).
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { GRATUITY_EXEMPT_LIMIT, GRATUITY_MINIMUM_YEARS } from "../../reference-data";
import { sourceHi } from "./salary-parts.hi";

const EXEMPT = formatRupees(GRATUITY_EXEMPT_LIMIT.value);
const PERMANENT_YEARS = GRATUITY_MINIMUM_YEARS.permanent.value;
const FIXED_TERM_YEARS = GRATUITY_MINIMUM_YEARS.fixedTerm.value;

export const text: DefinitionText = {
  title: "ग्रेच्युटी कैलकुलेटर",
  description: "नौकरी छोड़ने या रिटायर होने पर नियोक्ता से मिलने वाली ग्रेच्युटी निकालिए, और देखिए कि उसका कितना हिस्सा आयकर से मुक्त है।",
  fields: {
    monthlySalary: "आखिरी बेसिक सैलरी + DA (मासिक)",
    years: "नौकरी के वर्ष",
    employment: "नौकरी का प्रकार",
  },
  options: {
    employment: {
      permanent: `स्थायी (${PERMANENT_YEARS} वर्ष बाद)`,
      "fixed-term": `तय अवधि का कॉन्ट्रैक्ट (${FIXED_TERM_YEARS} वर्ष बाद)`,
    },
  },
  results: {
    gratuity: "ग्रेच्युटी",
    countedYears: "गिने गए वर्ष",
    exempt: "टैक्स-फ्री हिस्सा",
    taxable: "टैक्स योग्य हिस्सा",
  },
  convention: `नौकरी के हर पूरे वर्ष पर 15 दिन का वेतन (बेसिक + DA ÷ 26), आखिरी अधूरा वर्ष 6 महीने से ज्यादा हो तो पूरा वर्ष गिना जाता है; ${EXEMPT} तक टैक्स-फ्री (${sourceHi(GRATUITY_EXEMPT_LIMIT.asOf)}; ${sourceHi(GRATUITY_EXEMPT_LIMIT.source)})।`,
  method: [
    "ग्रेच्युटी भुगतान अधिनियम, 1972 (अब सामाजिक सुरक्षा संहिता, 2020 का हिस्सा) के तहत नौकरी के हर पूरे वर्ष के लिए आपको 15 दिन का वेतन मिलता है। एक दिन का वेतन है आपकी आखिरी मासिक बेसिक सैलरी + महंगाई भत्ता (DA) ÷ 26 कामकाजी दिन, इसलिए ग्रेच्युटी = आखिरी बेसिक + DA × 15 ÷ 26 × गिने गए वर्ष। उदाहरण: ₹50,000 × 15 ÷ 26 × 10 = ₹2,88,462।",
    "आखिरी अधूरा वर्ष 6 महीने से ज्यादा हो तो पूरा वर्ष गिना जाता है: 10 वर्ष 7 महीने को 11 गिना जाता है, 10 वर्ष 6 महीने को 10। महीनों को वर्ष के हिस्से के रूप में भरें (7 महीने = 7 ÷ 12 = 0.58, यानी 10 वर्ष 7 महीने = 10.58)।",
    `कम से कम ${PERMANENT_YEARS} वर्ष की लगातार नौकरी के बाद नौकरी छोड़ने या रिटायर होने पर ग्रेच्युटी मिलती है (${sourceHi(GRATUITY_MINIMUM_YEARS.permanent.source)})। तय अवधि के कॉन्ट्रैक्ट वाले कर्मचारी ${FIXED_TERM_YEARS} वर्ष बाद इसके हकदार हो जाते हैं (${sourceHi(GRATUITY_MINIMUM_YEARS.fixedTerm.source)})। मृत्यु या विकलांगता होने पर यह नौकरी की अवधि चाहे जितनी हो, मिलती है।`,
    `टैक्स: अधिनियम के दायरे में आने वाले कर्मचारी के लिए टैक्स-फ्री हिस्सा इन तीनों में से सबसे कम होता है: मिली ग्रेच्युटी, 15/26 × आखिरी बेसिक + DA × गिने गए वर्ष, और पूरे करियर में ${EXEMPT} (आयकर अधिनियम की धारा 10(10), ${sourceHi(GRATUITY_EXEMPT_LIMIT.asOf)})। अधिनियम नियोक्ता की देय ग्रेच्युटी की सीमा भी ${EXEMPT} रखता है; नियोक्ता इससे ऊपर जो भी दे, उस पर सैलरी की तरह टैक्स लगता है, और टैक्स योग्य हिस्सा यही दिखाता है। सरकारी कर्मचारियों की ग्रेच्युटी पूरी तरह टैक्स-फ्री है।`,
    "दायरे से बाहर: अधिनियम के दायरे में न आने वाले कर्मचारी, जिनकी ग्रेच्युटी हर पूरे वर्ष के लिए आधे महीने का औसत वेतन (पिछले 10 महीनों का) होती है और अधूरे वर्ष नहीं गिने जाते। लेबर कोड के तहत कुल वेतन के आधे से ऊपर के भत्ते वेतन में गिने जाते हैं, जिससे आधार बढ़ सकता है; अपनी सैलरी स्लिप से बेसिक + DA मिला लें।",
  ],
  tables: [
    {
      caption: "नौकरी के वर्षों के हिसाब से ग्रेच्युटी",
      columns: {
        years: "नौकरी के वर्ष",
        gratuity: "तब छोड़ने पर ग्रेच्युटी",
        exempt: "टैक्स-फ्री हिस्सा",
        taxable: "टैक्स योग्य हिस्सा",
      },
    },
  ],
  messages: {
    "Tax-free part": "टैक्स-फ्री हिस्सा",
    "Taxable part": "टैक्स योग्य हिस्सा",
  },
  patterns: [
    [
      /^Gratuity is paid only after at least (\d+) years? of continuous service with one employer \((\d+) years? on a fixed-term contract\), or at any time on death or disablement\. With this service nothing is due yet; once you qualify, this salary would give (₹[\d,]+) for (\d+) years?\.$/,
      (permanent, fixedTerm, amount, years) =>
        `ग्रेच्युटी एक ही नियोक्ता के यहां कम से कम ${permanent} वर्ष की लगातार नौकरी के बाद ही मिलती है (तय अवधि के कॉन्ट्रैक्ट पर ${fixedTerm} वर्ष), या मृत्यु या विकलांगता होने पर कभी भी। इतनी नौकरी पर अभी कुछ नहीं मिलेगा; हकदार होने पर यही सैलरी ${years} वर्ष के लिए ${amount} देगी।`,
    ],
  ],
};
