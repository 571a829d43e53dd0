// The retirement planner in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { RETIREMENT_REQUIRED } from "../retirement";
import { RETIREMENT_FIELDS_MR, RETIREMENT_MR } from "./planner-parts.mr";

export const text: DefinitionText = {
  title: "निवृत्ती प्लॅनर",
  description:
    "निवृत्त होण्यासाठी किती मोठा निधी लागेल आणि कोणती मासिक SIP तो उभा करेल: तुमचा आजचा खर्च, निवृत्तीपर्यंत महागाईने वाढवून आणि कर जोडून, आयुर्मानापर्यंत दरवर्षी भागवला जातो.",
  fields: {
    currentAge: "सध्याचे वय",
    retirementAge: "निवृत्तीचे वय",
    monthlyExpenses: "आजचा मासिक खर्च",
    ...RETIREMENT_FIELDS_MR,
  },
  results: RETIREMENT_MR.results,
  convention: RETIREMENT_MR.convention,
  method: [
    "घराचा मासिक खर्च आजच्या किमतींवर भरा, आणि निवृत्तीपर्यंत संपणारे खर्च (गृहकर्जाचा EMI, मुलांची फी) त्यात धरू नका. कर स्लॅब म्हणजे निवृत्तीनंतर काढलेल्या रकमेवर तुम्हाला भरावा लागू शकणारा दर.",
    ...RETIREMENT_MR.method,
  ],
  tables: RETIREMENT_MR.tables,
  messages: {
    ...RETIREMENT_MR.messages,
    [RETIREMENT_REQUIRED]: "हे भरणे आवश्यक आहे, आणि त्यात शून्यापेक्षा कमी संख्या ठेवता येत नाही.",
  },
};
