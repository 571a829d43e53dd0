// The RD calculator in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { growthPartsMr } from "./growth-parts.mr";

const growth = growthPartsMr(
  { invested: "Total deposited", gained: "Interest earned", total: "Maturity value", chartTitle: "Growth of your recurring deposit" },
  { invested: "एकूण ठेव", gained: "मिळालेले व्याज", total: "मुदतपूर्ती रक्कम", chartTitle: "तुमच्या आवर्ती ठेवीची वाढ" },
);

export const text: DefinitionText = {
  title: "RD कॅल्क्युलेटर",
  description:
    "आवर्ती ठेवीची मुदतपूर्ती रक्कम जाणून घ्या: दरमहा जमा केलेली ठरावीक रक्कम, व्याजावर दर तिमाही चक्रवाढीसह, भारतीय बँका सांगतात तशी.",
  fields: {
    monthlyDeposit: "मासिक ठेव",
    annualRate: "व्याजदर (वार्षिक)",
    timePeriod: "कालावधी",
  },
  ...growth,
  convention: "दर महिन्याच्या पहिल्या दिवशी ठेव; व्याजावर दर तिमाही वार्षिक दर ÷ 4 ने चक्रवाढ; करापूर्वी.",
  method: [
    "प्रत्येक मासिक ठेवीवर ती जमा केल्याच्या दिवसापासून मुदतपूर्तीपर्यंत व्याज मिळते. व्याजावर दर तिमाही वार्षिक दर ÷ 4 ने चक्रवाढ होते, त्यामुळे k महिने ठेवलेली ठेव (1 + r/4)^(k/3) पट होते.",
    "मुदतपूर्ती रक्कम = R × (1 + r/4)^(1/3) + R × (1 + r/4)^(2/3) + … + R × (1 + r/4)^(n/3): पहिली ठेव पूर्ण n महिने राहते, शेवटची एक महिना. R मासिक ठेव, r दशांशातील वार्षिक दर, n महिने.",
    "मिळालेले व्याज = मुदतपूर्ती रक्कम − एकूण ठेव. आवर्ती ठेवीच्या व्याजावर मुदत ठेवीप्रमाणेच तुमच्या स्लॅबनुसार कर लागतो: येथील आकडे करापूर्वीचे आहेत. बँका मुदतपूर्ती रक्कम थोड्या वेगळ्या पद्धतीने पूर्णांकात मांडू शकतात.",
  ],
};
