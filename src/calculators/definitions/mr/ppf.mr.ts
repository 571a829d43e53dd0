// The PPF calculator in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { PPF_RULES } from "../../reference-data";
import { RATE_FIELD_MR, rateSourceMr, rulesSourceMr, schemeRulePatternsMr, YEARLY_DEPOSIT_MR } from "./scheme-parts.mr";

const FIELDS = {
  yearlyDeposit: "वार्षिक जमा रक्कम",
  ...RATE_FIELD_MR,
  timePeriod: "कालावधी",
} as const;

export const text: DefinitionText = {
  title: "PPF कॅल्क्युलेटर",
  description:
    "तुमचे सार्वजनिक भविष्य निर्वाह निधी (PPF) खाते किती वाढेल ते पाहा: 15 वर्षे दरवर्षी पैसे भरून, किंवा 5-5 वर्षांची मुदतवाढ घेऊन त्याहून अधिक काळ, सरकारने ठरवलेल्या व्याजदराने.",
  fields: FIELDS,
  results: YEARLY_DEPOSIT_MR.results,
  convention: `दरवर्षीची रक्कम 5 एप्रिलपर्यंत भरलेली; व्याज वर्षातून एकदा जमा होते (चक्रवाढ); करमुक्त. ${rateSourceMr("PPF साठी", PPF_RULES.rate)} ${rulesSourceMr(PPF_RULES)}`,
  method: [
    "PPF मध्ये व्याज दर महिन्याच्या 5 तारखेपासून महिनाअखेरपर्यंतच्या सर्वात कमी शिलकीवर मोजले जाते, आणि वर्षभराचे व्याज 31 मार्चला खात्यात जमा होते. त्यामुळे 5 एप्रिलपर्यंत भरलेल्या रकमेला पूर्ण बारा महिन्यांचे व्याज मिळते: एका वर्षाचे व्याज = वार्षिक दर × त्या वर्षीची रक्कम भरल्यानंतरची शिल्लक.",
    "वर्षअखेरची शिल्लक = (वर्षाच्या सुरुवातीची शिल्लक + त्या वर्षी भरलेली रक्कम) × (1 + r), जिथे r दशांशातील वार्षिक दर आहे (7.1% = 0.071). n समान रकमांवर हे D × ((1 + r)^n − 1) ÷ r × (1 + r) होते.",
    "खात्याची मुदत 15 वर्षांनी पूर्ण होते. ते 5-5 वर्षांच्या टप्प्यांत वाढवून पैसे भरणे सुरू ठेवता येते: येथे जास्त कालावधी भरणे म्हणजे तुम्ही तेच करता, त्याच दराने. एका आर्थिक वर्षात ₹500 ते ₹1,50,000 इतकी रक्कम भरावी लागते.",
    "एकूण व्याज = मुदतपूर्ती रक्कम − एकूण जमा. PPF मध्ये भरलेल्या रकमेवर कलम 80C अंतर्गत वजावट मिळते (जुनी करप्रणाली), आणि व्याज व मुदतपूर्ती रक्कम करमुक्त आहेत. व्याजदर दर तिमाहीला अधिसूचित होतो, त्यामुळे प्रत्यक्ष खात्याला प्रत्येक तिमाहीच्या दराने व्याज मिळते.",
  ],
  charts: [{ title: "तुमच्या PPF शिलकीची वाढ", ...YEARLY_DEPOSIT_MR.chart }],
  tables: [YEARLY_DEPOSIT_MR.table],
  messages: YEARLY_DEPOSIT_MR.messages,
  patterns: [
    // The term rule (15 years, or 15 plus blocks of 5).
    [
      /^Time period must be (\d+) years, or \1 plus blocks of (\d+) years \((.+)\)$/,
      (term, block, examples) => `कालावधी ${term} वर्षे ठेवा, किंवा ${term} नंतर ${block}-${block} वर्षांचे टप्पे जोडून (${examples})`,
    ],
    ...schemeRulePatternsMr({ "Yearly deposit": FIELDS.yearlyDeposit, "Time period": FIELDS.timePeriod }),
  ],
};
