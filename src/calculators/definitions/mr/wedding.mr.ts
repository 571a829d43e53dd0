// The dream wedding planner in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_MR, GOAL_MR, goalConventionMr } from "./planner-parts.mr";
import { ODDS_MR } from "./parts.mr";

export const text: DefinitionText = {
  title: "स्वप्नातील लग्न प्लॅनर",
  description:
    "मनासारख्या लग्नाची योजना कर्जाशिवाय आखा: आजच्या किमतींवर त्याचा खर्च आणि लग्न कधी आहे ते भरा, आणि तेव्हा किती खर्च येईल आणि तिथपर्यंत पोहोचण्यासाठी दरमहा किती गुंतवणूक करावी लागेल ते पाहा.",
  fields: {
    targetAmount: "आजच्या किमतींवर लग्नाचे बजेट",
    timePeriod: "लग्नापर्यंत उरलेली वर्षे",
    annualRate: EXPECTED_RETURN_MR,
    inflationRate: "महागाई दर (वार्षिक)",
    ...ODDS_MR.fields,
  },
  results: { presentCost: "आज लग्नाचा खर्च", futureCost: "लग्नाच्या दिवशी खर्च", ...GOAL_MR.results },
  convention: goalConventionMr(false),
  method: [
    "भविष्यातील खर्च = आजचे बजेट × (1 + महागाई)^वर्षे. लग्न काही वर्षांवरच असेल तर जास्त परताव्यामागे धावण्यापेक्षा स्थिर, कमी जोखमीची गुंतवणूक अनेकदा चांगली ठरते; अपेक्षित परतावा कमी करून दरमहा किती जास्त गुंतवावे लागेल ते पाहा.",
    ...GOAL_MR.method,
  ],
  tables: GOAL_MR.tables,
  messages: GOAL_MR.messages,
};
