// The home down payment planner in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { DOWN_PAYMENT_OVER_100 } from "../home";
import { EXPECTED_RETURN_MR, GOAL_MR, goalConventionMr } from "./planner-parts.mr";
import { ODDS_MR } from "./parts.mr";

export const text: DefinitionText = {
  title: "घराचे डाउन पेमेंट प्लॅनर",
  description:
    "घराच्या डाउन पेमेंटसाठी बचत करा: आजची किंमत, सुरुवातीला तुम्ही किती भाग भरणार आणि खरेदी कधी करायची आहे ते भरा, आणि तेव्हा डाउन पेमेंट किती असेल आणि ते जमवण्यासाठी दरमहा किती गुंतवणूक करावी लागेल ते पाहा.",
  fields: {
    targetAmount: "घराची आजची किंमत",
    downPaymentPercent: "डाउन पेमेंट",
    timePeriod: "खरेदीपर्यंत उरलेली वर्षे",
    annualRate: EXPECTED_RETURN_MR,
    inflationRate: "मालमत्तेच्या किमतीतील वाढ (वार्षिक, ऐच्छिक)",
    ...ODDS_MR.fields,
  },
  results: { futureCost: "आवश्यक डाउन पेमेंट", ...GOAL_MR.results },
  convention: goalConventionMr(false),
  method: [
    "आवश्यक डाउन पेमेंट = आजची किंमत × (1 + किमतीतील वाढ)^वर्षे × डाउन पेमेंट % ÷ 100. भारतात बँका साधारण घराच्या किमतीच्या जास्तीत जास्त 75–90% कर्ज देतात, म्हणून किमान 10–25% डाउन पेमेंटची योजना आखा, आणि मुद्रांक शुल्क व नोंदणीचा खर्च त्यावर वेगळा ठेवा, ज्यासाठी बँका साधारण कर्ज देत नाहीत.",
    "आजच्या किमतीवर योजना आखायची असल्यास किमतीतील वाढ रिकामी ठेवा.",
    ...GOAL_MR.method,
  ],
  tables: GOAL_MR.tables,
  messages: {
    ...GOAL_MR.messages,
    [DOWN_PAYMENT_OVER_100]: "100% पेक्षा जास्त ठेवता येत नाही.",
  },
};
