// The FD calculator in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { growthPartsMr } from "./growth-parts.mr";

const growth = growthPartsMr(
  { invested: "Deposit amount", gained: "Interest earned", total: "Maturity value", chartTitle: "Growth of your deposit" },
  { invested: "ठेव रक्कम", gained: "मिळालेले व्याज", total: "मुदतपूर्ती रक्कम", chartTitle: "तुमच्या ठेवीची वाढ" },
);

export const text: DefinitionText = {
  title: "FD कॅल्क्युलेटर",
  description: "मुदत ठेवीची मुदतपूर्ती रक्कम आणि तिच्यावर मिळणारे व्याज जाणून घ्या, भारतीय बँका करतात तशी दर तिमाही चक्रवाढ धरून.",
  fields: {
    principal: "ठेव रक्कम",
    annualRate: "व्याजदर (वार्षिक)",
    timePeriod: "कालावधी",
  },
  ...growth,
  convention: "व्याजावर दर तिमाही वार्षिक दर ÷ 4 ने चक्रवाढ; करापूर्वी (TDS कापलेला नाही).",
  method: [
    "ठेव रकमेवर दर तीन महिन्यांनी वार्षिक दराच्या एक-चतुर्थांश व्याज मिळते, आणि प्रत्येक तिमाहीचे व्याज ठेवीत जमा होते, म्हणजे त्यावरही पुढे व्याज मिळते.",
    "मुदतपूर्ती रक्कम = A × (1 + r/4)^(4t), जिथे A ठेव रक्कम, r दशांशातील वार्षिक दर (7% = 0.07) आणि t वर्षे (पूर्ण महिन्यांत मोजली जातात, त्यामुळे अपूर्ण तिमाहीवर तिच्या भागाइतकी चक्रवाढ होते).",
    "मिळालेले व्याज = मुदतपूर्ती रक्कम − ठेव रक्कम. मुदत ठेवीच्या व्याजावर तुमच्या प्राप्तिकर स्लॅबनुसार कर लागतो, आणि वार्षिक मर्यादेवरील व्याजावर बँका TDS कापतात: येथील आकडे करापूर्वीचे आहेत.",
  ],
};
