// The compounding calculator in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { FIELD_MESSAGES_MR, growthPartsMr } from "./growth-parts.mr";

const growth = growthPartsMr(
  { invested: "Total invested", gained: "Interest earned", total: "Final amount", chartTitle: "Growth with compounding" },
  { invested: "एकूण गुंतवणूक", gained: "मिळालेले व्याज", total: "अंतिम रक्कम", chartTitle: "चक्रवाढीसह वाढ" },
);

export const text: DefinitionText = {
  title: "चक्रवाढ कॅल्क्युलेटर",
  description:
    "परताव्यावरही परतावा मिळतो तेव्हा सुरुवातीची रक्कम आणि दरमहा जोडलेली रक्कम कशी वाढते ते पाहा, आणि वार्षिक, तिमाही किंवा मासिक चक्रवाढीने किती फरक पडतो तेही.",
  fields: {
    initialInvestment: "सुरुवातीची गुंतवणूक",
    periodicAddition: "दरमहा जोडलेली रक्कम",
    timePeriod: "कालावधी",
    annualRate: "वार्षिक व्याजदर",
    frequency: "चक्रवाढ किती वेळा",
  },
  options: { frequency: { "1": "वार्षिक", "4": "तिमाही", "12": "मासिक" } },
  ...growth,
  convention: "दर महिन्याच्या सुरुवातीला रक्कम जोडली जाते; वार्षिक दरावर तुम्ही निवडाल तितक्या वेळा चक्रवाढ, महिन्यांमध्ये समान वाटून.",
  method: [
    "वार्षिक दर r वर वर्षातून m वेळा चक्रवाढ म्हणजे वर्षातून m वेळा शिलकीत r ÷ m जोडले जाते, म्हणजे एका वर्षात शिल्लक (1 + r/m)^m पट होते. 12% वर वार्षिक चक्रवाढीने नेमकी 12% वार्षिक वाढ मिळते; तिमाहीने 12.55%; मासिकने 12.68%.",
    "रक्कम दरमहा जोडली जाते, त्यामुळे प्रत्येक महिना समान मासिक दर j = (1 + r/m)^(m/12) − 1 ने वाढतो, ज्यामुळे वार्षिक वाढ नेमकी तेवढीच राहते.",
    "महिन्यागणिक: शिल्लक = (शिल्लक + दरमहा जोडलेली रक्कम) × (1 + j), सुरुवातीच्या गुंतवणुकीपासून सुरू करून. मासिक चक्रवाढ असेल आणि सुरुवातीची गुंतवणूक नसेल, तर हाच SIP कॅल्क्युलेटर.",
    "एकूण गुंतवणूक = सुरुवातीची गुंतवणूक + दरमहा जोडलेली रक्कम × महिने; मिळालेले व्याज = अंतिम रक्कम − एकूण गुंतवणूक.",
  ],
  messages: {
    ...growth.messages,
    ...FIELD_MESSAGES_MR,
    "Time period must be at least 1 month": "कालावधी किमान 1 महिना ठेवा",
  },
};
