// The EMI calculator in Marathi (i18n/definition-text.ts says how a text is read). Its sections
// (chart, schedules, CSV) read their words from messages/emi-sections.mr.ts; the payoff month
// a prepayment gives is named with the same Marathi months.
import type { EmiResult } from "../../../../workers/calc-contract";
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { monthYearPattern } from "../../i18n/month-year-pattern";
import { MAX_PREPAYMENT, PREPAYMENT_MESSAGES } from "../emi-prepayment-parts";
import { messages as sectionsMr } from "../messages/emi-sections.mr";

const PLAIN_CONVENTION = "शिल्लक कर्जावर दरमहा वार्षिक दर ÷ 12 ने व्याज लागते; पहिला EMI याच महिन्यात जातो आणि शेवटच्या EMI ने कर्ज पूर्ण फिटते.";

function convention(result: EmiResult): string {
  if (!result.prepayment) return PLAIN_CONVENTION;
  return result.prepayment.mode === "reduceEmi"
    ? `${PLAIN_CONVENTION} मुदतपूर्व परतफेड त्या महिन्याच्या EMI नंतर लगेच होते, आणि मग उरलेल्या कर्जावर मूळ शेवटच्या तारखेपर्यंतच्या उरलेल्या महिन्यांसाठी EMI पुन्हा मोजला जातो (नियमित जादा भरणा असल्यास दरमहा).`
    : `${PLAIN_CONVENTION} मुदतपूर्व परतफेड त्या महिन्याच्या EMI नंतर लगेच होते आणि EMI तोच राहतो, त्यामुळे कर्ज लवकर फिटते.`;
}

export const text: DefinitionText = {
  title: "EMI कॅल्क्युलेटर",
  description:
    "गृहकर्ज, वाहन कर्ज किंवा वैयक्तिक कर्जाचा मासिक हप्ता (EMI) मोजा, तुम्ही जे फेडता त्यात किती व्याज आहे ते पाहा, आणि महिनानिहाय परतफेडीचे संपूर्ण वेळापत्रक.",
  fields: {
    amount: "कर्जाची रक्कम",
    annualRate: "व्याजदर (वार्षिक)",
    tenure: "कर्जाचा कालावधी",
    oneTimeAmount: "एकरकमी मुदतपूर्व परतफेड",
    oneTimeMonth: "कर्जाच्या कितव्या महिन्यात मुदतपूर्व परतफेड",
    extraMonthly: "दरमहा जादा भरणा",
    extraFromMonth: "कर्जाच्या कितव्या महिन्यापासून जादा भरणा",
    prepaymentMode: "मुदतपूर्व परतफेडीने काय कमी व्हावे",
  },
  options: {
    prepaymentMode: {
      tenure: "कर्जाचा कालावधी (तोच EMI, कर्ज लवकर फिटते)",
      emi: "EMI (तीच शेवटची तारीख, कमी EMI)",
    },
  },
  results: {
    emi: "मासिक EMI",
    principal: "मुद्दल",
    interest: "एकूण व्याज",
    total: "एकूण परतफेड",
    newEmi: "पहिल्या मुदतपूर्व परतफेडीनंतरचा EMI",
    interestSaved: "व्याजातील बचत",
    monthsSaved: "किती महिने कमी",
    payoffDate: "कर्ज फिटेल",
  },
  convention,
  method: [
    "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), जिथे P कर्जाची रक्कम, i मासिक दर (वार्षिक दर ÷ 12) आणि n मासिक हप्त्यांची संख्या (वर्षांतील कालावधी × 12). 0% वर EMI थेट P ÷ n असतो.",
    "दरमहा व्याज = शिल्लक कर्ज × i, आणि EMI चा उरलेला भाग मुद्दल फेडतो. सुरुवातीच्या EMI मध्ये बहुतांश व्याज असते, नंतरच्या EMI मध्ये बहुतांश मुद्दल.",
    "शेवटच्या EMI मध्ये जी रक्कम उरली आहे ती पूर्ण फेडली जाते, त्यामुळे वेळापत्रक बरोबर ₹0 वर संपते. एकूण व्याज म्हणजे दरमहाच्या व्याजाची बेरीज; एकूण परतफेड = कर्जाची रक्कम + एकूण व्याज.",
    "वेळापत्रक याच महिन्यापासून सुरू होते आणि वार्षिक तक्ता प्रत्येक कॅलेंडर वर्षाची (जानेवारी ते डिसेंबर) बेरीज दाखवतो. EMI पैशांपर्यंत दाखवला जातो; बाकी आकडे पूर्ण रुपयांत.",
    "मुदतपूर्व परतफेड तुमच्या इच्छेवर आहे: तुम्ही निवडलेल्या कर्जाच्या महिन्यात एकदाच एक रक्कम आणि/किंवा कर्जाच्या एखाद्या महिन्यापासून दरमहा ठरावीक जादा रक्कम (महिना 1 म्हणजे पहिल्या EMI चा महिना). प्रत्येक मुदतपूर्व परतफेड त्या महिन्याच्या EMI नंतर लगेच होते आणि पूर्णपणे मुद्दलात जाते; शिल्लक कर्जापेक्षा मोठी परतफेड त्याच महिन्यात कर्ज बंद करते.",
    "कालावधी कमी करा: EMI तोच राहतो, त्यामुळे शिल्लक कर्ज लवकर ₹0 वर पोहोचते आणि शेवटचा EMI जेवढी रक्कम उरली असेल तेवढाच असतो. EMI कमी करा: मुदतपूर्व परतफेडीच्या प्रत्येक महिन्यानंतर EMI त्याच सूत्राने उरलेल्या कर्जावर आणि मूळ शेवटच्या तारखेपर्यंतच्या उरलेल्या महिन्यांवर पुन्हा मोजला जातो, त्यामुळे नियमित जादा भरण्याने EMI दरमहा कमी होतो.",
    "व्याजातील बचत = मुदतपूर्व परतफेडीशिवाय एकूण व्याज − मुदतपूर्व परतफेडीसह एकूण व्याज; किती महिने कमी = ज्या EMI ची आता गरज उरली नाही ते. आलेख दोन्ही प्रकारचे शिल्लक कर्ज दाखवतो. RBI च्या नियमांनुसार व्यक्तींच्या फ्लोटिंग दराच्या कर्जावर मुदतपूर्व परतफेडीचे शुल्क लागत नाही; स्थिर दराच्या कर्जावर लागू शकते, म्हणून तुमच्या बँकेकडे चौकशी करा.",
    "बँका EMI पूर्ण रुपयांत करू शकतात, प्रोसेसिंग शुल्क घेऊ शकतात किंवा कर्जाच्या काळात फ्लोटिंग दर बदलू शकतात: हा जवळचा अंदाज समजा, तुमच्या बँकेचे स्टेटमेंट नव्हे.",
  ],
  messages: {
    "This is a required field.": "ही माहिती भरणे आवश्यक आहे.",
    "Value must be greater than 0.": "0 पेक्षा मोठी संख्या भरा.",
    [PREPAYMENT_MESSAGES.notNumber]: "मुदतपूर्व परतफेडीत एखादी संख्या भरा.",
    [PREPAYMENT_MESSAGES.negative]: "मुदतपूर्व परतफेड शून्यापेक्षा कमी ठेवता येत नाही.",
    [PREPAYMENT_MESSAGES.tooHigh]: `मुदतपूर्व परतफेड ${formatRupees(MAX_PREPAYMENT)} पेक्षा जास्त ठेवता येत नाही.`,
    [PREPAYMENT_MESSAGES.monthRequired]: "कर्जाच्या कितव्या महिन्यात मुदतपूर्व परतफेड कराल ते भरा.",
    [PREPAYMENT_MESSAGES.monthWhole]: "मुदतपूर्व परतफेडीचा महिना पूर्ण संख्येत भरा (1 म्हणजे पहिल्या EMI चा महिना).",
    [PREPAYMENT_MESSAGES.monthOutside]: "मुदतपूर्व परतफेडीचा महिना कर्जाच्या कालावधीतच असला पाहिजे.",
    "Principal amount": "मुद्दल",
    "Total interest": "एकूण व्याज",
  },
  // The payoff month ('Mar 2041') with the same Marathi months as the schedule.
  patterns: [monthYearPattern(sectionsMr.months)],
};
