// The calculator page's own words in Marathi (docs/languages-marathi.md: glossary). Figures keep
// Latin digits and Indian grouping; years are 'वर्षे', months 'महिने'.
import type { MessagesOf } from "../../i18n/catalogue";
import { formatAmountWords, formatNumber } from "../../lib/format-money";
import type { CalculatorMessages } from "./calculator.en";

export const messages: MessagesOf<CalculatorMessages> = {
  page: {
    formLabel: (title) => `${title}: तुमचे आकडे`,
    calculate: "हिशोब करा",
    results: "निकाल",
    empty: "तुमचे आकडे भरा आणि निकाल पाहण्यासाठी 'हिशोब करा' दाबा.",
    methodHeading: "हिशोब कसा होतो",
    donutLabel: (title) => `${title}: एकूण रक्कम कशातून बनली आहे`,
    headlineLabel: "मुख्य निकाल",
    print: "प्रिंट करा",
    calculationFailed: "हिशोब होऊ शकला नाही. कृपया पुन्हा प्रयत्न करा.",
    outOfRange: "या रकमा किंवा दर या कॅल्क्युलेटरच्या हिशोबाच्या मर्यादेबाहेर आहेत. कृपया त्या तपासा आणि लहान रकमा किंवा दर भरा.",
    workerFailed: "कॅल्क्युलेटर सुरू होऊ शकला नाही. कृपया पान पुन्हा लोड करा.",
    workedExample: (inputs, results) => `उदाहरणार्थ, ${inputs} असताना: ${results}.`,
    workedExampleNotice: (inputs, notice) => `उदाहरणार्थ, ${inputs} असताना: ${notice}`,
    listAnd: "आणि",
    needsScript: "हिशोबासाठी JavaScript लागते: हा कॅल्क्युलेटर वापरण्यासाठी ते सुरू करा. वरचे उदाहरण फॉर्मच्या सुरुवातीच्या आकड्यांवरून काढले आहे.",
  },
  field: {
    sliderLabel: (label) => `${label} चा स्लायडर`,
  },
  units: {
    yearsSuffix: "वर्षे",
    monthsSuffix: "महिने",
    years: (value) => `${formatNumber(value)} ${value === 1 ? "वर्ष" : "वर्षे"}`,
    months: (value) => `${formatNumber(value)} ${value === 1 ? "महिना" : "महिने"}`,
    loanMonth: (value) => `${formatNumber(value)}वा महिना`,
    amountWords: (value) => formatAmountWords(value, "mr"),
    yearMark: (years, months) => (months === 0 ? formatNumber(years) : `${formatNumber(years)} ${years === 1 ? "वर्ष" : "वर्षे"} ${formatNumber(months)} ${months === 1 ? "महिना" : "महिने"}`),
  },
  table: {
    download: (caption) => `${caption} डाउनलोड करा (CSV)`,
    scrollCue: "सर्व स्तंभ पाहण्यासाठी तक्ता डावीकडे-उजवीकडे सरकवा →",
  },
  preview: {
    fallbackTitle: "कॅल्क्युलेटर",
    building: "हा कॅल्क्युलेटर अजून तयार होत आहे. तोपर्यंत {sip} आणि इतर {tools} वापरासाठी तयार आहेत.",
    sip: "SIP कॅल्क्युलेटर",
    tools: "टूल",
  },
};
