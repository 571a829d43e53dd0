// The gratuity calculator in Marathi (i18n/definition-text.ts says how a text is read).
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { GRATUITY_EXEMPT_LIMIT, GRATUITY_MINIMUM_YEARS } from "../../reference-data";
import { sourceMr } from "./salary-parts.mr";

const EXEMPT = formatRupees(GRATUITY_EXEMPT_LIMIT.value);
const PERMANENT_YEARS = GRATUITY_MINIMUM_YEARS.permanent.value;
const FIXED_TERM_YEARS = GRATUITY_MINIMUM_YEARS.fixedTerm.value;

export const text: DefinitionText = {
  title: "ग्रॅच्युइटी कॅल्क्युलेटर",
  description: "नोकरी सोडताना किंवा निवृत्त होताना नियोक्त्याकडून मिळणारी ग्रॅच्युइटी मोजा, आणि तिचा किती भाग प्राप्तिकरातून मुक्त आहे ते पाहा.",
  fields: {
    monthlySalary: "शेवटचे मूळ वेतन + DA (मासिक)",
    years: "नोकरीची वर्षे",
    employment: "नोकरीचा प्रकार",
  },
  options: {
    employment: {
      permanent: `कायम (${PERMANENT_YEARS} वर्षांनंतर)`,
      "fixed-term": `ठरावीक मुदतीचा करार (${FIXED_TERM_YEARS} वर्षानंतर)`,
    },
  },
  results: {
    gratuity: "ग्रॅच्युइटी",
    countedYears: "मोजलेली वर्षे",
    exempt: "करमुक्त भाग",
    taxable: "करपात्र भाग",
  },
  convention: `नोकरीच्या प्रत्येक पूर्ण वर्षासाठी 15 दिवसांचे वेतन (मूळ वेतन + DA ÷ 26), शेवटचे अपूर्ण वर्ष 6 महिन्यांपेक्षा जास्त असल्यास पूर्ण वर्ष धरले जाते; ${EXEMPT} पर्यंत करमुक्त (${sourceMr(GRATUITY_EXEMPT_LIMIT.asOf)}; ${sourceMr(GRATUITY_EXEMPT_LIMIT.source)}).`,
  method: [
    "ग्रॅच्युइटी प्रदान कायदा, 1972 (आता सामाजिक सुरक्षा संहिता, 2020 चा भाग) अंतर्गत नोकरीच्या प्रत्येक पूर्ण वर्षासाठी तुम्हाला 15 दिवसांचे वेतन मिळते. एका दिवसाचे वेतन म्हणजे तुमचे शेवटचे मासिक मूळ वेतन + महागाई भत्ता (DA) ÷ 26 कामकाजाचे दिवस, म्हणून ग्रॅच्युइटी = शेवटचे मूळ वेतन + DA × 15 ÷ 26 × मोजलेली वर्षे. उदाहरण: ₹50,000 × 15 ÷ 26 × 10 = ₹2,88,462.",
    "शेवटचे अपूर्ण वर्ष 6 महिन्यांपेक्षा जास्त असेल तर पूर्ण वर्ष धरले जाते: 10 वर्षे 7 महिने म्हणजे 11, 10 वर्षे 6 महिने म्हणजे 10. महिने वर्षाचा भाग म्हणून भरा (7 महिने = 7 ÷ 12 = 0.58, म्हणजे 10 वर्षे 7 महिने = 10.58).",
    `किमान ${PERMANENT_YEARS} वर्षांच्या सलग नोकरीनंतर नोकरी सोडल्यास किंवा निवृत्त झाल्यास ग्रॅच्युइटी मिळते (${sourceMr(GRATUITY_MINIMUM_YEARS.permanent.source)}). ठरावीक मुदतीच्या करारावरील कर्मचारी ${FIXED_TERM_YEARS} वर्षानंतर तिचे हक्कदार होतात (${sourceMr(GRATUITY_MINIMUM_YEARS.fixedTerm.source)}). मृत्यू किंवा अपंगत्व आल्यास नोकरीचा कालावधी कितीही असला तरी ती मिळते.`,
    `कर: कायद्याच्या कक्षेतील कर्मचाऱ्यासाठी करमुक्त भाग या तिन्हींपैकी सर्वात कमी असतो: मिळालेली ग्रॅच्युइटी, 15/26 × शेवटचे मूळ वेतन + DA × मोजलेली वर्षे, आणि संपूर्ण कारकिर्दीत ${EXEMPT} (प्राप्तिकर कायद्याचे कलम 10(10), ${sourceMr(GRATUITY_EXEMPT_LIMIT.asOf)}). कायदा नियोक्त्याने द्यायच्या ग्रॅच्युइटीची मर्यादाही ${EXEMPT} ठेवतो; नियोक्ता त्यापेक्षा जे काही जास्त देईल त्यावर वेतनाप्रमाणे कर लागतो, आणि करपात्र भाग तोच दाखवतो. सरकारी कर्मचाऱ्यांची ग्रॅच्युइटी पूर्णपणे करमुक्त असते.`,
    "कक्षेबाहेर: कायद्याच्या कक्षेत न येणारे कर्मचारी, ज्यांची ग्रॅच्युइटी प्रत्येक पूर्ण वर्षासाठी अर्ध्या महिन्याचे सरासरी वेतन (मागील 10 महिन्यांचे) असते आणि अपूर्ण वर्षे धरली जात नाहीत. कामगार संहितांनुसार एकूण वेतनाच्या निम्म्यावरील भत्ते वेतनात धरले जातात, त्यामुळे आधार वाढू शकतो; तुमच्या पगार पावतीवरून मूळ वेतन + DA तपासून घ्या.",
  ],
  tables: [
    {
      caption: "नोकरीच्या वर्षांनुसार ग्रॅच्युइटी",
      columns: {
        years: "नोकरीची वर्षे",
        gratuity: "तेव्हा सोडल्यास ग्रॅच्युइटी",
        exempt: "करमुक्त भाग",
        taxable: "करपात्र भाग",
      },
    },
  ],
  messages: {
    "Tax-free part": "करमुक्त भाग",
    "Taxable part": "करपात्र भाग",
  },
  patterns: [
    [
      /^Gratuity is paid only after at least (\d+) years? of continuous service with one employer \((\d+) years? on a fixed-term contract\), or at any time on death or disablement\. With this service nothing is due yet; once you qualify, this salary would give (₹[\d,]+) for (\d+) years?\.$/,
      (permanent, fixedTerm, amount, years) =>
        `ग्रॅच्युइटी एकाच नियोक्त्याकडे किमान ${permanent} वर्षांच्या सलग नोकरीनंतरच मिळते (ठरावीक मुदतीच्या करारावर ${fixedTerm} वर्ष), किंवा मृत्यू वा अपंगत्व आल्यास केव्हाही. इतक्या नोकरीवर अजून काहीही मिळणार नाही; हक्कदार झाल्यावर हेच वेतन ${years} वर्षांसाठी ${amount} देईल.`,
    ],
  ],
};
