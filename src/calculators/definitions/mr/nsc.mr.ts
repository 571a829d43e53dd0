// The NSC calculator in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { NSC_RULES } from "../../reference-data";
import { RATE_FIELD_MR, rateSourceMr, rulesSourceMr, schemeRulePatternsMr } from "./scheme-parts.mr";

const FIELDS = {
  amount: "गुंतवणूक रक्कम",
  ...RATE_FIELD_MR,
} as const;

export const text: DefinitionText = {
  title: "NSC कॅल्क्युलेटर",
  description: "राष्ट्रीय बचत प्रमाणपत्र (NSC) 5 वर्षांनी किती रक्कम देईल ते पाहा, दरवर्षीच्या चक्रवाढ व्याजासह.",
  fields: FIELDS,
  results: { invested: "गुंतवणूक रक्कम", interest: "एकूण व्याज", total: "मुदतपूर्ती रक्कम" },
  convention: `व्याज ${NSC_RULES.termYears} वर्षे वर्षातून एकदा जमा होते (चक्रवाढ) आणि मुदतपूर्तीला मिळते; खरेदीच्या वेळचा दर संपूर्ण कालावधीसाठी लागू राहतो; करापूर्वी. ${rateSourceMr("NSC साठी", NSC_RULES.rate)} ${rulesSourceMr(NSC_RULES)}`,
  method: [
    "NSC मुदतपूर्तीपर्यंत, म्हणजे 5 वर्षे, काहीही देत नाही. दरवर्षीचे व्याज प्रमाणपत्रात जमा होते आणि तेव्हापासून त्यावरही व्याज मिळते: k वर्षांनंतर मूल्य = A × (1 + r)^k, जिथे A गुंतवणूक रक्कम आणि r दशांशातील वार्षिक दर आहे (7.7% = 0.077).",
    "एकूण व्याज = मुदतपूर्ती रक्कम − गुंतवणूक रक्कम. दर तुमच्या खरेदीच्या तिमाहीसाठी अधिसूचित केलेला असतो, आणि नंतर दर बदलले तरी 5 वर्षे तोच राहतो.",
    "गुंतवणूक रकमेवर कलम 80C अंतर्गत वजावट मिळते (जुनी करप्रणाली), आणि शेवटचे वर्ष सोडून दरवर्षी जमा होणाऱ्या व्याजावरही, कारण ते पुन्हा गुंतवलेले मानले जाते; व्याजावर तुमच्या स्लॅबनुसार कर लागतो. म्हणूनच तक्त्यात दरवर्षी जमा झालेले व्याज दाखवले आहे.",
    "किमान गुंतवणूक ₹1,000, ₹100 च्या पटीत, आणि कमाल मर्यादा नाही.",
  ],
  tables: [
    {
      caption: "वर्षनिहाय जमा झालेले व्याज",
      columns: { year: "वर्ष", interest: "त्या वर्षीचे व्याज", accrued: "आतापर्यंत जमा झालेले व्याज", value: "मूल्य" },
    },
  ],
  messages: { "Amount invested": "गुंतवणूक रक्कम", "Interest earned": "एकूण व्याज" },
  patterns: schemeRulePatternsMr({ "Investment amount": FIELDS.amount }),
};
