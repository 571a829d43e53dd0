// The SIP need calculator in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { FIELD_MESSAGES_MR } from "./growth-parts.mr";

export const text: DefinitionText = {
  title: "आवश्यक SIP कॅल्क्युलेटर",
  description:
    "उद्दिष्टापासून मागे हिशोब करा: ठरावीक रक्कम गाठण्यासाठी दरमहा किती गुंतवणूक करावी लागेल, त्यासाठी आधीच बाजूला ठेवलेली रक्कमही धरून.",
  fields: {
    targetAmount: "उद्दिष्ट रक्कम",
    timePeriod: "कालावधी",
    annualRate: "अपेक्षित परतावा दर (वार्षिक)",
    initialInvestment: "सुरुवातीची गुंतवणूक (ऐच्छिक)",
  },
  results: {
    sip: "आवश्यक मासिक SIP",
    invested: "एकूण गुंतवणूक",
    wealthGain: "संपत्तीतील वाढ",
    total: "शेवटी मूल्य",
  },
  convention: "पूर्ण वर्षांपर्यंत दर महिन्याच्या सुरुवातीला हप्ता (कालावधी पूर्ण वर्षांत मांडला जातो); परताव्यावर मासिक चक्रवाढ, वार्षिक दर ÷ 12 ने.",
  method: [
    "मासिक दर i म्हणजे वार्षिक दर ÷ 12, आणि हप्त्यांची संख्या n म्हणजे पूर्ण वर्षांत मांडलेला कालावधी × 12.",
    "पहिल्या दिवशी गुंतवलेली कोणतीही रक्कम (L) शेवटपर्यंत L × (1 + i)^n होते; SIP ला फक्त उद्दिष्ट T चा उरलेला भाग पूर्ण करायचा असतो.",
    "मासिक SIP = (T − L × (1 + i)^n) × i ÷ (((1 + i)^n − 1) × (1 + i)): दर महिन्याच्या सुरुवातीचा असा हप्ता ज्याचे हप्ते आणि त्यांची वाढ मिळून तूट भरून काढतात. तुमची सुरुवातीची गुंतवणूकच उद्दिष्टाच्या पुढे गेली, तर SIP ची गरज नाही आणि आकडा ₹0 येतो.",
    "एकूण गुंतवणूक = L + SIP × n; संपत्तीतील वाढ = शेवटी मूल्य − एकूण गुंतवणूक. परतावा हा अंदाज आहे, आश्वासन नव्हे: दरवर्षी तुमची योजना पुन्हा तपासा.",
  ],
  charts: [{ title: "उद्दिष्टाकडे तुमची गुंतवणूक", xLabel: "वर्ष", series: ["गुंतवणूक", "मूल्य"] }],
  tables: [
    {
      caption: "वर्षनिहाय अंदाज",
      columns: { year: "वर्ष", invested: "गुंतवणूक", wealthGain: "संपत्तीतील वाढ", total: "मूल्य" },
    },
  ],
  messages: {
    "Total invested": "एकूण गुंतवणूक",
    "Wealth gain": "संपत्तीतील वाढ",
    ...FIELD_MESSAGES_MR,
    "Time period must be at least 1 year (it is rounded to whole years)": "कालावधी किमान 1 वर्ष ठेवा (तो पूर्ण वर्षांत मांडला जातो)",
  },
  labels: { "Initial investment": "सुरुवातीची गुंतवणूक" },
};
