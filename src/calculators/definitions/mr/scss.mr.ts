// The SCSS calculator in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { SCSS_RULES } from "../../reference-data";
import { PAYOUT_MR, RATE_FIELD_MR, rateSourceMr, rulesSourceMr, schemeRulePatternsMr } from "./scheme-parts.mr";

const { termYears, extensionYears } = SCSS_RULES;

const FIELDS = {
  deposit: "ठेव रक्कम",
  ...RATE_FIELD_MR,
  timePeriod: "कालावधी",
} as const;

export const text: DefinitionText = {
  title: "SCSS कॅल्क्युलेटर",
  description: "ज्येष्ठ नागरिक बचत योजना (SCSS) तुम्हाला दर तिमाहीला किती व्याज देईल, आणि तिच्या 5 वर्षांच्या कालावधीत एकूण किती, ते पाहा.",
  fields: FIELDS,
  options: {
    timePeriod: {
      [String(termYears)]: `${termYears} वर्षे`,
      [String(termYears + extensionYears)]: `${termYears + extensionYears} वर्षे (एकदा ${extensionYears} वर्षांची मुदतवाढ घेऊन)`,
    },
  },
  results: { quarterlyPayout: "दर तिमाहीचे व्याज", ...PAYOUT_MR.results },
  convention: `व्याज दर तिमाहीला वार्षिक दर ÷ 4 ने मिळते (चक्रवाढ नाही); मुदतपूर्तीला ठेव रक्कम परत; करापूर्वी. ${rateSourceMr("SCSS साठी", SCSS_RULES.rate)} ${rulesSourceMr(SCSS_RULES)}`,
  method: [
    "SCSS मध्ये सरळ व्याज मिळते: दर तिमाहीला, एप्रिल, जुलै, ऑक्टोबर आणि जानेवारीच्या पहिल्या कामकाजाच्या दिवशी, तुम्हाला ठेव रक्कम × वार्षिक दर ÷ 4 मिळते. जे व्याज तुम्ही काढत नाही, त्यावर पुढे व्याज मिळत नाही.",
    "दर तिमाहीचे व्याज = D × r ÷ 4; एका वर्षाचे व्याज = D × r; एकूण व्याज = D × r × वर्षे, जिथे D ठेव रक्कम आणि r दशांशातील वार्षिक दर आहे (8.2% = 0.082). ठेव रक्कम मुदतपूर्तीला परत मिळते, त्यामुळे एकूण मिळणारी रक्कम = D + एकूण व्याज.",
    "कालावधी 5 वर्षांचा आहे; तो एकदा 3 वर्षांनी वाढवता येतो (तेव्हा मुदतवाढीच्या वेळी अधिसूचित असलेला दर लागू होतो; हे कॅल्क्युलेटर तोच दर धरते). पहिले व्याज खाते उघडल्यापासून पुढच्या तिमाहीच्या तारखेपर्यंतच्या दिवसांचे असते, त्यामुळे पहिल्या आणि शेवटच्या तिमाहीत प्रत्यक्ष रक्कम थोडी वेगळी असते.",
    "ठेव प्रत्येक व्यक्तीसाठी ₹1,000 ते ₹30 लाख, ₹1,000 च्या पटीत; खाते 60 किंवा त्याहून अधिक वयाच्या व्यक्ती उघडू शकतात (काही निवृत्त 55 पासून). ठेवीवर कलम 80C अंतर्गत वजावट मिळते (जुनी करप्रणाली); व्याजावर तुमच्या स्लॅबनुसार कर लागतो.",
  ],
  tables: PAYOUT_MR.tables,
  messages: PAYOUT_MR.messages,
  patterns: schemeRulePatternsMr({ "Deposit amount": FIELDS.deposit }),
};
