// The Post Office MIS calculator in Marathi (i18n/definition-text.ts says how a text is read).
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { POST_OFFICE_MIS_RULES as MIS } from "../../reference-data";
import { PAYOUT_MR, RATE_FIELD_MR, rateSourceMr, rulesSourceMr, schemeRulePatternsMr } from "./scheme-parts.mr";

const FIELDS = {
  deposit: "ठेव रक्कम",
  ...RATE_FIELD_MR,
  accountType: "खात्याचा प्रकार",
} as const;

export const text: DefinitionText = {
  title: "पोस्ट ऑफिस MIS कॅल्क्युलेटर",
  description:
    "पोस्ट ऑफिस मासिक उत्पन्न योजना (POMIS) तुमच्या ठेवीवर दरमहा किती उत्पन्न देईल, आणि 5 वर्षांत एकूण किती व्याज, ते पाहा.",
  fields: FIELDS,
  options: {
    accountType: {
      single: `एकल खाते (${formatRupees(MIS.maxDepositSingle)} पर्यंत)`,
      joint: `संयुक्त खाते (${formatRupees(MIS.maxDepositJoint)} पर्यंत)`,
    },
  },
  results: { monthlyPayout: "दरमहा व्याज", ...PAYOUT_MR.results },
  convention: `व्याज 5 वर्षे दरमहा वार्षिक दर ÷ 12 ने मिळते (चक्रवाढ नाही); मुदतपूर्तीला ठेव रक्कम परत; करापूर्वी. ${rateSourceMr("POMIS साठी", MIS.rate)} ${rulesSourceMr(MIS)}`,
  method: [
    "मासिक उत्पन्न योजनेत सरळ व्याज मिळते: खाते उघडल्यानंतर एका महिन्यापासून दरमहा तुम्हाला ठेव रक्कम × वार्षिक दर ÷ 12 मिळते. जे व्याज तुम्ही काढत नाही, त्यावर पुढे व्याज मिळत नाही.",
    "दरमहा व्याज = D × r ÷ 12; एका वर्षाचे व्याज = D × r; 5 वर्षांचे एकूण व्याज = D × r × 5, जिथे D ठेव रक्कम आणि r दशांशातील वार्षिक दर आहे (7.4% = 0.074). ठेव रक्कम 5 वर्षांनी परत मिळते, त्यामुळे एकूण मिळणारी रक्कम = D + एकूण व्याज.",
    "ठेव ₹1,000 च्या पटीत असते: एकल खात्यात ₹1,000 ते ₹9 लाख, संयुक्त खात्यात ₹15 लाखांपर्यंत (जास्तीत जास्त तीन प्रौढ, सर्वांचा समान वाटा; कोणतीही व्यक्ती सर्व खाती मिळून ₹9 लाखांपेक्षा जास्त ठेवू शकत नाही).",
    "व्याजावर तुमच्या स्लॅबनुसार कर लागतो आणि ठेवीवर कलम 80C ची वजावट मिळत नाही. खाते एका वर्षानंतर बंद करता येते: 3 वर्षांपूर्वी बंद केल्यास ठेवीच्या 2% कापले जातात, त्यानंतर 1%.",
  ],
  tables: PAYOUT_MR.tables,
  messages: PAYOUT_MR.messages,
  patterns: schemeRulePatternsMr({ "Deposit amount": FIELDS.deposit }),
};
