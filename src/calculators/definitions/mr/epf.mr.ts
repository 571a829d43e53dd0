// The EPF calculator in Marathi (i18n/definition-text.ts says how a text is read).
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { labelsOf } from "../../i18n/rule-patterns";
import { EPF_EMPLOYEE_SHARE, EPF_EMPLOYER_SHARE, EPF_INTEREST_RATE, EPS_WAGE_CEILING } from "../../reference-data";
import { epfDefinition } from "../epf";
import { ruleTemplatesMr } from "./rule-parts.mr";
import { sourceMr } from "./salary-parts.mr";

const FIELDS = {
  monthlyBasicDa: "मूळ वेतन + DA (मासिक)",
  age: "तुमचे वय",
  retirementAge: "निवृत्तीचे वय",
  employeeContribution: "तुमचे योगदान (मूळ वेतन + DA च्या %)",
  employerContribution: "EPF मधील नियोक्त्याचा वाटा (मूळ वेतन + DA च्या %)",
  salaryGrowth: "वार्षिक वेतनवाढ",
  annualRate: "EPF व्याजदर (वार्षिक)",
  currentBalance: "सध्याची EPF शिल्लक (ऐच्छिक)",
};

const EPS_CAP = formatRupees((EPS_WAGE_CEILING.value * 8.33) / 100);

export const text: DefinitionText = {
  title: "EPF कॅल्क्युलेटर",
  description:
    "निवृत्त होईपर्यंत तुमचे कर्मचारी भविष्य निर्वाह निधी (EPF) खाते किती वाढते ते पाहा: दरमहा तुमचे आणि तुमच्या नियोक्त्याचे योगदान, आणि EPFO जोडते अगदी त्याच पद्धतीने व्याज.",
  fields: FIELDS,
  results: {
    corpus: "निवृत्तीच्या वेळी EPF शिल्लक",
    employeeTotal: "तुमचे एकूण योगदान",
    employerTotal: "नियोक्त्याचे एकूण योगदान",
    interestTotal: "मिळालेले व्याज",
  },
  convention: () =>
    `व्याज ${EPF_INTEREST_RATE.value}% दराने (${sourceMr(EPF_INTEREST_RATE.asOf)}; ${sourceMr(EPF_INTEREST_RATE.source)}), दर महिन्याच्या अखेरच्या शिलकीवर, वर्षअखेरीस एकदाच खात्यात जमा होते; नियोक्त्याचे 8.33% पेन्शन योजनेत (EPS) जातात आणि या शिलकीत धरलेले नाहीत.`,
  method: [
    `दरमहा तुम्ही तुमच्या मूळ वेतन + महागाई भत्त्याच्या (DA) ${EPF_EMPLOYEE_SHARE.value}% रक्कम EPF मध्ये भरता (${sourceMr(EPF_EMPLOYEE_SHARE.source)}). तुमचा नियोक्ताही 12% देतो, पण मूळ वेतन + DA च्या फक्त ${EPF_EMPLOYER_SHARE.value}% तुमच्या EPF खात्यात पोहोचतात: उरलेले 8.33% कर्मचारी पेन्शन योजनेत (EPS) जातात, जी 58 व्या वर्षापासून मासिक पेन्शन देते आणि या शिलकीचा भाग नाही.`,
    `पेन्शनचा वाटा जास्तीत जास्त ${formatRupees(EPS_WAGE_CEILING.value)} मासिक मूळ वेतन + DA वर मोजला जातो, त्यामुळे तो ${EPS_CAP} पेक्षा जास्त होत नाही (${sourceMr(EPS_WAGE_CEILING.source)}). ज्या नियोक्त्यांचे कर्मचारी यापेक्षा जास्त कमावतात, त्यांपैकी अनेक संपूर्ण मूळ वेतन + DA च्या 12% देतात आणि ${EPS_CAP} वरील सर्व रक्कम EPF मध्ये भरतात: ₹40,000 मूळ वेतन + DA वर हे (4,800 − 1,250) ÷ 40,000 = 8.875% होते. तुमच्या पगार पावतीत ही विभागणी दिसते: नियोक्त्याचा EPF वाटा मूळ वेतन + DA च्या टक्केवारीत भरा.`,
    "व्याज EPFO च्या पद्धतीने मोजले जाते (EPF योजना, 1952, परिच्छेद 60): दरमहा महिनाअखेरच्या शिलकीवर वार्षिक दर ÷ 12 ने व्याज मिळते, आणि वर्षभराचे व्याज वर्षअखेरीस एकदाच खात्यात जमा होते, त्यामुळे त्यावरचे व्याज पुढच्या वर्षापासून मिळते. वर्षाच्या सुरुवातीला शिल्लक B आणि दरमहा सारखे योगदान c असेल, तर महिनाअखेरच्या शिलकी B + c, B + 2c, …, B + 12c असतात, म्हणून वर्षाचे व्याज = दर ÷ 1200 × (12 × B + 78 × c).",
    "पहिल्या वर्षानंतर प्रत्येक वर्षाच्या सुरुवातीला तुमचे वेतन वार्षिक वेतनवाढीइतके वाढते; तक्त्यातील प्रत्येक ओळ एक वर्ष आहे. व्याजदर दरवर्षी EPFO ठरवते: दाखवलेला दर शेवटचा जाहीर झालेला दर आहे, पुढील वर्षांत तो वेगळा असू शकतो.",
    "सलग 5 वर्षांच्या नोकरीनंतर काढल्यास EPF शिल्लक करमुक्त असते. तुमच्या योगदानातील वार्षिक ₹2.5 लाखांवरील भागावर (जिथे नियोक्ता योगदान देत नाही तिथे ₹5 लाखांवरील) मिळालेले व्याज दरवर्षी करपात्र असते; हे कॅल्क्युलेटर करापूर्वीचे आकडे दाखवते.",
  ],
  charts: [{ title: "वयानुसार तुमची EPF शिल्लक", xLabel: "वय", series: ["EPF शिल्लक"] }],
  tables: [
    {
      caption: "वर्षनिहाय EPF शिल्लक",
      columns: {
        year: "वर्ष",
        age: "वर्षअखेरीस वय",
        monthlySalary: "मासिक मूळ वेतन + DA",
        employee: "तुमचे योगदान",
        employer: "नियोक्त्याचे योगदान",
        interest: "व्याज",
        balance: "वर्षअखेरची शिल्लक",
      },
    },
  ],
  messages: {
    "Retirement age must be more than your age": "निवृत्तीचे वय तुमच्या सध्याच्या वयापेक्षा जास्त ठेवा",
    Contributions: "योगदान",
    "Interest earned": "मिळालेले व्याज",
  },
  patterns: ruleTemplatesMr(labelsOf(epfDefinition.fields, FIELDS)),
};
