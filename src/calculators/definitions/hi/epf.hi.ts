// The EPF calculator in Hindi (i18n/definition-text.ts says how a text is read).
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { EPF_EMPLOYEE_SHARE, EPF_EMPLOYER_SHARE, EPF_INTEREST_RATE, EPS_WAGE_CEILING } from "../../reference-data";
import { epfDefinition } from "../epf";
import { labelsOf, ruleTemplatesHi } from "./rule-parts.hi";
import { sourceHi } from "./salary-parts.hi";

const FIELDS = {
  monthlyBasicDa: "बेसिक सैलरी + DA (मासिक)",
  age: "आपकी उम्र",
  retirementAge: "रिटायरमेंट की उम्र",
  employeeContribution: "आपका योगदान (बेसिक + DA का %)",
  employerContribution: "EPF में नियोक्ता का हिस्सा (बेसिक + DA का %)",
  salaryGrowth: "सालाना सैलरी बढ़ोतरी",
  annualRate: "EPF ब्याज दर (सालाना)",
  currentBalance: "मौजूदा EPF बैलेंस (वैकल्पिक)",
};

const EPS_CAP = formatRupees((EPS_WAGE_CEILING.value * 8.33) / 100);

export const text: DefinitionText = {
  title: "EPF कैलकुलेटर",
  description:
    "देखिए कि रिटायर होने तक आपका कर्मचारी भविष्य निधि (EPF) खाता कितना बढ़ जाता है: हर महीने आपका और आपके नियोक्ता का योगदान, और ब्याज ठीक उसी तरह जैसे EPFO जोड़ता है।",
  fields: FIELDS,
  results: {
    corpus: "रिटायरमेंट पर EPF बैलेंस",
    employeeTotal: "आपका कुल योगदान",
    employerTotal: "नियोक्ता का कुल योगदान",
    interestTotal: "मिला ब्याज",
  },
  convention: () =>
    `ब्याज ${EPF_INTEREST_RATE.value}% की दर से (${sourceHi(EPF_INTEREST_RATE.asOf)}; ${sourceHi(EPF_INTEREST_RATE.source)}), हर महीने के आखिरी बैलेंस पर, साल के अंत में एक बार खाते में जुड़ता है; नियोक्ता का 8.33% पेंशन योजना (EPS) में जाता है और इस बैलेंस में शामिल नहीं है।`,
  method: [
    `हर महीने आप अपनी बेसिक सैलरी + महंगाई भत्ते (DA) का ${EPF_EMPLOYEE_SHARE.value}% EPF में डालते हैं (${sourceHi(EPF_EMPLOYEE_SHARE.source)})। आपका नियोक्ता भी 12% देता है, पर बेसिक + DA का सिर्फ ${EPF_EMPLOYER_SHARE.value}% आपके EPF खाते में पहुंचता है: बाकी 8.33% कर्मचारी पेंशन योजना (EPS) में जाता है, जो 58 वर्ष की उम्र से मासिक पेंशन देती है और इस बैलेंस का हिस्सा नहीं है।`,
    `पेंशन वाला हिस्सा ज्यादा से ज्यादा ${formatRupees(EPS_WAGE_CEILING.value)} मासिक बेसिक + DA पर निकाला जाता है, इसलिए यह ${EPS_CAP} से अधिक नहीं होता (${sourceHi(EPS_WAGE_CEILING.source)})। जिन नियोक्ताओं के कर्मचारी इससे ज्यादा कमाते हैं, उनमें से कई पूरे बेसिक + DA का 12% देते हैं और ${EPS_CAP} से ऊपर का सारा हिस्सा EPF में डालते हैं: ₹40,000 बेसिक + DA पर यह (4,800 − 1,250) ÷ 40,000 = 8.875% होता है। आपकी सैलरी स्लिप में यह बंटवारा दिखता है: नियोक्ता का EPF हिस्सा बेसिक + DA के प्रतिशत के रूप में भरें।`,
    "ब्याज EPFO के तरीके से निकाला जाता है (EPF योजना, 1952, पैरा 60): हर महीने, महीने के आखिर का बैलेंस सालाना दर ÷ 12 पर ब्याज कमाता है, और साल भर का ब्याज साल के अंत में एक बार खाते में जुड़ता है, इसलिए उस पर ब्याज अगले साल से मिलता है। साल की शुरुआत में बैलेंस B हो और हर महीने एक जैसा योगदान c, तो महीनों के आखिर के बैलेंस B + c, B + 2c, …, B + 12c होते हैं, इसलिए साल का ब्याज = दर ÷ 1200 × (12 × B + 78 × c)।",
    "पहले साल के बाद हर साल की शुरुआत में आपकी सैलरी सालाना बढ़ोतरी जितनी बढ़ती है; तालिका की हर पंक्ति एक साल है। दर हर साल EPFO तय करता है: दिखाई गई दर आखिरी घोषित दर है, आगे के सालों में यह अलग हो सकती है।",
    "लगातार 5 वर्ष की नौकरी के बाद निकालने पर EPF बैलेंस टैक्स-फ्री होता है। अपने योगदान में सालाना ₹2.5 लाख से ऊपर के हिस्से (जहां नियोक्ता योगदान नहीं करता, वहां ₹5 लाख से ऊपर) पर मिला ब्याज हर साल टैक्स योग्य होता है; यह कैलकुलेटर टैक्स से पहले के आंकड़े दिखाता है।",
  ],
  charts: [{ title: "उम्र के साथ आपका EPF बैलेंस", xLabel: "उम्र", series: ["EPF बैलेंस"] }],
  tables: [
    {
      caption: "साल-दर-साल EPF बैलेंस",
      columns: {
        year: "वर्ष",
        age: "साल के अंत में उम्र",
        monthlySalary: "मासिक बेसिक + DA",
        employee: "आपका योगदान",
        employer: "नियोक्ता का योगदान",
        interest: "ब्याज",
        balance: "साल के अंत में बैलेंस",
      },
    },
  ],
  messages: {
    "Retirement age must be more than your age": "रिटायरमेंट की उम्र आपकी मौजूदा उम्र से ज्यादा रखें",
    Contributions: "योगदान",
    "Interest earned": "मिला ब्याज",
  },
  patterns: ruleTemplatesHi(labelsOf(epfDefinition.fields, FIELDS)),
};
