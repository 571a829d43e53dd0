// The lumpsum calculator in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { growthPartsMr } from "./growth-parts.mr";

const growth = growthPartsMr(
  { invested: "Invested amount", gained: "Est. returns", total: "Total value", chartTitle: "Growth of your lumpsum" },
  { invested: "गुंतवलेली रक्कम", gained: "अपेक्षित परतावा", total: "एकूण मूल्य", chartTitle: "तुमच्या एकरकमी गुंतवणुकीची वाढ" },
);

export const text: DefinitionText = {
  title: "एकरकमी गुंतवणूक कॅल्क्युलेटर",
  description:
    "एकदाच केलेली गुंतवणूक, उदा. म्युच्युअल फंडात गुंतवलेला बोनस, वर्षानुवर्षे किती वाढू शकते ते पाहा, आणि अंतिम रकमेत किती वाटा वाढीचा आहे तेही.",
  fields: {
    initialInvestment: "एकूण गुंतवणूक",
    annualRate: "अपेक्षित परतावा दर (वार्षिक)",
    timePeriod: "कालावधी",
  },
  ...growth,
  convention: "परताव्यावर वर्षातून एकदा वार्षिक दराने चक्रवाढ; अपूर्ण वर्षावर त्याच्या भागाइतकी चक्रवाढ.",
  method: [
    "संपूर्ण रक्कम पहिल्या दिवशी गुंतवली जाते आणि वर्षातून एकदा वार्षिक दराने वाढते; प्रत्येक वर्षीच्या वाढीवर पुढच्या वर्षी आणखी वाढ मिळते.",
    "एकूण मूल्य = A × (1 + r)^t, जिथे A गुंतवलेली रक्कम, r दशांशातील वार्षिक दर (12% = 0.12) आणि t वर्षे. कालावधी पूर्ण महिन्यांत मोजला जातो, म्हणजे 2.5 वर्षे म्हणजे 30 महिने.",
    "अपेक्षित परतावा = एकूण मूल्य − गुंतवलेली रक्कम. सर्व हिशोब पूर्ण अचूकतेने होतो; रुपयांत पूर्णांक फक्त दाखवण्यासाठी केला जातो.",
    "बाजाराशी निगडित फंड दरवर्षी ठरलेल्या दराने परतावा देत नाहीत: निकाल हा तुम्ही भरलेल्या दरावर आधारित अंदाज माना, आश्वासन नव्हे.",
  ],
};
