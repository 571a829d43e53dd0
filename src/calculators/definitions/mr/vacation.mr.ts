// The overseas vacation planner in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_MR, GOAL_MR, goalConventionMr } from "./planner-parts.mr";
import { ODDS_MR } from "./parts.mr";

export const text: DefinitionText = {
  title: "परदेश प्रवास प्लॅनर",
  description:
    "क्रेडिट कार्डवर नव्हे, तुमच्या बचतीतून परदेशी फिरा: प्रवासाचा आजचा खर्च आणि तुम्हाला कधी जायचे आहे ते भरा, आणि त्यासाठी दरमहा किती गुंतवणूक करावी लागेल ते पाहा.",
  fields: {
    targetAmount: "प्रवासाचा आजचा खर्च",
    timePeriod: "प्रवासापर्यंत उरलेली वर्षे",
    annualRate: EXPECTED_RETURN_MR,
    inflationRate: "महागाई दर (वार्षिक, ऐच्छिक)",
    ...ODDS_MR.fields,
  },
  results: { futureCost: "प्रवासाच्या वेळी खर्च", ...GOAL_MR.results },
  convention: goalConventionMr(true),
  method: [
    "भविष्यातील खर्च = आजचा खर्च × (1 + महागाई)^वर्षे; आजच्या किमतीवर योजना आखायची असल्यास महागाई रिकामी ठेवा. परदेश प्रवासाचे पैसे परकीय चलनात द्यावे लागतात, त्यामुळे घसरणारा रुपयाही खर्च वाढवतो: भारतातील महागाईपेक्षा थोडा जास्त दर धरणे शहाणपणाचे.",
    ...GOAL_MR.method,
  ],
  tables: GOAL_MR.tables,
  messages: GOAL_MR.messages,
};
