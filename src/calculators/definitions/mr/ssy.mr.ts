// The Sukanya Samriddhi calculator in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { SSY_RULES } from "../../reference-data";
import { RATE_FIELD_MR, rateSourceMr, rulesSourceMr, schemeRulePatternsMr, YEARLY_DEPOSIT_MR } from "./scheme-parts.mr";

const FIELDS = {
  yearlyDeposit: "वार्षिक जमा रक्कम",
  ...RATE_FIELD_MR,
  girlAge: "खाते उघडताना मुलीचे वय",
} as const;

export const text: DefinitionText = {
  title: "सुकन्या समृद्धी कॅल्क्युलेटर",
  description:
    "सुकन्या समृद्धी योजनेचे (SSY) खाते तुमच्या मुलीला किती रक्कम देईल ते पाहा: 15 वर्षे पैसे भरायचे, आणि खाते उघडल्यापासून 21 वर्षांनी मुदतपूर्ती.",
  fields: FIELDS,
  results: { ...YEARLY_DEPOSIT_MR.results, maturityAge: "मुदतपूर्तीच्या वेळी मुलीचे वय" },
  convention: `दरवर्षीची रक्कम 5 एप्रिलपर्यंत भरलेली; व्याज वर्षातून एकदा जमा होते (चक्रवाढ); 15व्या वर्षानंतर रक्कम भरली जात नाही; करमुक्त. ${rateSourceMr("सुकन्या समृद्धी योजनेसाठी", SSY_RULES.rate)} ${rulesSourceMr(SSY_RULES)}`,
  method: [
    "व्याज दर महिन्याच्या 5 तारखेपासून महिनाअखेरपर्यंतच्या सर्वात कमी शिलकीवर मोजले जाते आणि वर्षातून एकदा खात्यात जमा होते, त्यामुळे 5 एप्रिलपर्यंत भरलेल्या रकमेला पूर्ण वर्षाचे व्याज मिळते: एका वर्षाचे व्याज = वार्षिक दर × त्या वर्षीची रक्कम भरल्यानंतरची शिल्लक.",
    "वर्षअखेरची शिल्लक = (वर्षाच्या सुरुवातीची शिल्लक + त्या वर्षी भरलेली रक्कम) × (1 + r), जिथे r दशांशातील वार्षिक दर आहे (8.2% = 0.082). पैसे फक्त पहिली 15 वर्षे भरले जातात; 16व्या ते 21व्या वर्षापर्यंत काहीही न भरता शिलकीवर व्याज मिळत राहते.",
    "खाते उघडल्यापासून 21 वर्षांनी मुदत पूर्ण होते, म्हणजे मुलगी 5 वर्षांची असताना खाते उघडले तर मुदतपूर्ती रक्कम तिला 26व्या वर्षी मिळेल. (18 वर्षांनंतर लग्नासाठी खाते आधीही बंद करता येते; हे कॅल्क्युलेटर ते धरत नाही.)",
    "एका आर्थिक वर्षात ₹250 ते ₹1,50,000 इतकी रक्कम भरावी लागते, आणि खाते मुलगी 10 वर्षांची होईपर्यंतच उघडता येते. भरलेल्या रकमेवर कलम 80C अंतर्गत वजावट मिळते (जुनी करप्रणाली); व्याज आणि मुदतपूर्ती रक्कम करमुक्त आहेत. व्याजदर दर तिमाहीला अधिसूचित होतो.",
  ],
  charts: [{ title: "सुकन्या समृद्धी खात्याच्या शिलकीची वाढ", ...YEARLY_DEPOSIT_MR.chart }],
  tables: [{ ...YEARLY_DEPOSIT_MR.table, columns: { ...YEARLY_DEPOSIT_MR.table.columns, age: "मुलीचे वय" } }],
  messages: YEARLY_DEPOSIT_MR.messages,
  patterns: [
    // The opening age: before she turns 11.
    [
      /^Girl's age at opening cannot be more than (\d+) years: the account must be opened before she turns (\d+)$/,
      (age, turns) => `${FIELDS.girlAge} ${age} वर्षांपेक्षा जास्त ठेवता येत नाही: खाते ती ${turns} वर्षांची होण्यापूर्वी उघडले पाहिजे`,
    ],
    ...schemeRulePatternsMr({ "Yearly deposit": FIELDS.yearlyDeposit, "Girl's age at opening": FIELDS.girlAge }),
  ],
};
