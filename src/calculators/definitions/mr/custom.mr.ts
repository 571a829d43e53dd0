// The custom goal planner in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_MR, GOAL_MR, goalConventionMr } from "./planner-parts.mr";
import { ODDS_MR } from "./parts.mr";

export const text: DefinitionText = {
  title: "तुमचे उद्दिष्ट प्लॅनर",
  description:
    "मनातील कोणत्याही उद्दिष्टाची योजना आखा, कामातून दीर्घ सुट्टीपासून नव्या व्यवसायापर्यंत: त्याचा आजचा खर्च आणि तुम्हाला ते कधी पूर्ण करायचे आहे ते भरा, आणि तिथपर्यंत पोहोचण्यासाठी दरमहा किती गुंतवणूक करावी लागेल ते पाहा.",
  fields: {
    targetAmount: "उद्दिष्टाची आजची रक्कम",
    timePeriod: "उद्दिष्टापर्यंत उरलेली वर्षे",
    annualRate: EXPECTED_RETURN_MR,
    inflationRate: "महागाई दर (वार्षिक, ऐच्छिक)",
    ...ODDS_MR.fields,
  },
  results: { futureCost: "तेव्हाची उद्दिष्टाची रक्कम", ...GOAL_MR.results },
  convention: goalConventionMr(true),
  method: [
    "भविष्यातील खर्च = आजचा खर्च × (1 + महागाई)^वर्षे; रक्कम ठरलेली असेल (उदा. कोणाला वचन दिलेली रक्कम), तर महागाई रिकामी ठेवा.",
    ...GOAL_MR.method,
  ],
  tables: GOAL_MR.tables,
  messages: GOAL_MR.messages,
};
