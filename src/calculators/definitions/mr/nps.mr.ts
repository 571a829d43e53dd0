// The NPS calculator in Marathi (i18n/definition-text.ts says how a text is read).
import { formatNumber } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { NPS_ASSUMPTIONS, NPS_RULES } from "../../reference-data";
import { asOfMr, schemeRulePatternsMr, sourceMr } from "./scheme-parts.mr";

const FIELDS = {
  monthlyContribution: "मासिक योगदान",
  currentAge: "तुमचे वय",
  annualReturn: "अपेक्षित परतावा (वार्षिक)",
  sector: "सदस्याचा प्रकार",
  annuityShare: "ॲन्युइटीसाठी निधीचा वाटा",
  annuityRate: "ॲन्युइटी दर (वार्षिक)",
} as const;

/** Whose minimum annuity share a message gives, as the English rule names them. */
const WHO = {
  "for a government subscriber": "सरकारी सदस्यासाठीचा नियम",
  "for a subscriber outside government": "बिगर-सरकारी सदस्यासाठीचा नियम",
} as const;

export const text: DefinitionText = {
  title: "NPS कॅल्क्युलेटर",
  description:
    "राष्ट्रीय पेन्शन प्रणालीतील (NPS) तुमचे योगदान 60 व्या वर्षापर्यंत किती निधी उभा करेल, त्यातील किती रक्कम एकरकमी काढता येईल, आणि उरलेल्या रकमेतून किती मासिक पेन्शन मिळेल ते पाहा.",
  fields: FIELDS,
  options: {
    sector: {
      others: `बिगर-सरकारी (ॲन्युइटी किमान ${NPS_RULES.minAnnuitySharePctOthers}%)`,
      government: `सरकारी (ॲन्युइटी किमान ${NPS_RULES.minAnnuitySharePctGovernment}%)`,
    },
  },
  results: {
    corpus: `${NPS_RULES.exitAge} व्या वर्षी निधी`,
    lumpSum: "एकरकमी काढता येणारी रक्कम",
    annuityPurchase: "ॲन्युइटीत जाणारी रक्कम",
    monthlyPension: "मासिक पेन्शन",
    invested: "एकूण योगदान",
  },
  convention:
    `दरमहा सुरुवातीला योगदान, ${NPS_RULES.exitAge} व्या वर्षापर्यंत, अपेक्षित परतावा ÷ 12 या मासिक दराने वाढ; पेन्शन = ॲन्युइटी रक्कम × ॲन्युइटी दर ÷ 12, करापूर्वी. ` +
    `किमान ॲन्युइटी वाटा: ${sourceMr(NPS_RULES.source)}, ${asOfMr(NPS_RULES.asOf)}. ` +
    `फॉर्ममध्ये आधीच भरलेला परतावा (${formatNumber(NPS_ASSUMPTIONS.annualReturn.value)}%) आणि ॲन्युइटी दर (${formatNumber(NPS_ASSUMPTIONS.annuityRate.value)}%) हे अंदाज आहेत, अधिसूचित दर नव्हेत: ते तुमच्या परिस्थितीनुसार बदला.`,
  method: [
    "दरमहाचे योगदान महिन्याच्या सुरुवातीला गुंतवले जाते आणि 60 व्या वर्षापर्यंत दरमहा अपेक्षित वार्षिक परतावा ÷ 12 या दराने वाढते: निधी = C × ((1 + i)^n − 1) ÷ i × (1 + i), जिथे C मासिक योगदान, i मासिक परतावा आणि n 60 व्या वर्षापर्यंतचे महिने.",
    "NPS मधून बाहेर पडताना तुम्ही निवडलेला वाटा ॲन्युइटी विकत घेतो: विमा कंपनीने आयुष्यभर पेन्शन देण्याचे दिलेले वचन. मासिक पेन्शन = निधी × ॲन्युइटी वाटा × ॲन्युइटी दर ÷ 12. निधीचा उरलेला भाग ही तुम्हाला एकरकमी काढता येणारी रक्कम.",
    "PFRDA च्या डिसेंबर 2025 च्या सुधारणेनंतर बिगर-सरकारी सदस्याला ₹12 लाखांपेक्षा मोठ्या निधीचा किमान 20% भाग ॲन्युइटीत गुंतवावा लागतो (आधी 40%), आणि सरकारी सदस्याला किमान 40%. ₹8 लाख किंवा त्याहून कमी निधी पूर्ण काढता येतो; ₹8 ते ₹12 लाखांदरम्यानच्या निधीतून ₹6 लाखांपर्यंत एकदम काढता येतात. हे कॅल्क्युलेटर तुम्ही निवडलेला सर्वसाधारण किमान वाटा लागू करते.",
    "NPS चा परतावा बाजाराशी जोडलेला आहे, हमीचा नाही, आणि ॲन्युइटी दर विमा कंपनी, तुमचे वय आणि ॲन्युइटीचा पर्याय यांवर अवलंबून असतो: आधीच भरलेले दोन्ही आकडे अंदाज समजा. योगदानावर जुन्या करप्रणालीत कलम 80CCD(1) आणि 80CCD(1B) अंतर्गत वजावट मिळते.",
  ],
  charts: [{ title: "तुमच्या NPS निधीची वाढ", xLabel: "वय", series: ["एकूण योगदान", "निधी"] }],
  tables: [
    {
      caption: "वर्षनिहाय निधी",
      columns: { year: "वर्ष", age: "वय", invested: "आतापर्यंतचे योगदान", value: "निधी" },
    },
  ],
  messages: { "Total contributed": "एकूण योगदान", Returns: "परतावा" },
  patterns: [
    [/^Your age must be at least (\d+) to join the NPS$/, (age) => `NPS मध्ये सामील होण्यासाठी ${FIELDS.currentAge} किमान ${age} वर्षे असावे`],
    [/^Your age must be below (\d+), the NPS exit age used here$/, (age) => `${FIELDS.currentAge} ${age} वर्षांपेक्षा कमी असावे: येथे NPS मधून बाहेर पडण्याचे वय ${age} वर्षे धरले आहे`],
    [
      /^Share of corpus for annuity must be at least (\d+)% (for a government subscriber|for a subscriber outside government)$/,
      (share, who) => `${FIELDS.annuityShare} किमान ${share}% ठेवा (${WHO[who as keyof typeof WHO]})`,
    ],
    [/^Share of corpus for annuity cannot be more than 100%$/, () => `${FIELDS.annuityShare} 100% पेक्षा जास्त ठेवता येत नाही`],
    ...schemeRulePatternsMr({ "Your age": FIELDS.currentAge }),
  ],
};
