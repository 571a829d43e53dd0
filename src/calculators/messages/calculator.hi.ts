// The calculator page's own words in Hindi (glossary: docs/languages.md). Figures keep Latin
// digits and Indian grouping; years are 'वर्ष', months 'महीने'.
import type { MessagesOf } from "../../i18n/catalogue";
import { formatAmountWords, formatNumber } from "../../lib/format-money";
import type { CalculatorMessages } from "./calculator.en";

export const messages: MessagesOf<CalculatorMessages> = {
  page: {
    formLabel: (title) => `${title}: आपके आंकड़े`,
    calculate: "गणना करें",
    results: "नतीजे",
    empty: "अपने आंकड़े भरें और नतीजे देखने के लिए 'गणना करें' दबाएं।",
    methodHeading: "गणना कैसे होती है",
    donutLabel: (title) => `${title}: कुल रकम किससे बनी है`,
    headlineLabel: "मुख्य नतीजे",
    print: "प्रिंट करें",
    calculationFailed: "गणना नहीं हो पाई। कृपया फिर से कोशिश करें।",
    outOfRange: "ये रकमें या दरें इस कैलकुलेटर की गणना की सीमा से बाहर हैं। कृपया इन्हें जांचें और छोटी रकमें या दरें भरें।",
    workerFailed: "कैलकुलेटर शुरू नहीं हो पाया। कृपया पेज दोबारा लोड करें।",
    workedExample: (inputs, results) => `उदाहरण के लिए, ${inputs} पर: ${results}।`,
    workedExampleNotice: (inputs, notice) => `उदाहरण के लिए, ${inputs} पर: ${notice}`,
    listAnd: "और",
    needsScript: "गणना के लिए JavaScript चाहिए: इस कैलकुलेटर को इस्तेमाल करने के लिए उसे चालू करें। ऊपर का उदाहरण फॉर्म के शुरुआती आंकड़ों से निकाला गया है।",
  },
  field: {
    sliderLabel: (label) => `${label} का स्लाइडर`,
  },
  units: {
    yearsSuffix: "वर्ष",
    monthsSuffix: "महीने",
    years: (value) => `${formatNumber(value)} वर्ष`,
    months: (value) => `${formatNumber(value)} ${value === 1 ? "महीना" : "महीने"}`,
    loanMonth: (value) => `${formatNumber(value)}वां महीना`,
    amountWords: (value) => formatAmountWords(value, "hi"),
    yearMark: (years, months) => (months === 0 ? formatNumber(years) : `${formatNumber(years)} वर्ष ${formatNumber(months)} ${months === 1 ? "महीना" : "महीने"}`),
  },
  table: {
    download: (caption) => `${caption} डाउनलोड करें (CSV)`,
    scrollCue: "सभी कॉलम देखने के लिए टेबल को दाएं-बाएं खिसकाएं →",
  },
  preview: {
    fallbackTitle: "कैलकुलेटर",
    building: "यह कैलकुलेटर अभी बन रहा है। तब तक {sip} और बाकी {tools} इस्तेमाल के लिए तैयार हैं।",
    sip: "SIP कैलकुलेटर",
    tools: "टूल",
  },
};
