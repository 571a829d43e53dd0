// The child education planner in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EDUCATION_FIELD_MESSAGE, EDUCATION_LOGIC_MESSAGE } from "../education";
import { EXPECTED_RETURN_MR, GOAL_MR, goalConventionMr } from "./planner-parts.mr";
import { ODDS_MR } from "./parts.mr";

export const text: DefinitionText = {
  title: "मुलांचे शिक्षण प्लॅनर",
  description:
    "मुलांच्या उच्च शिक्षणाचा खर्च उचलण्यासाठी दरमहा किती गुंतवणूक करावी लागेल: अभ्यासक्रमाचा आजचा खर्च, पैशाची गरज किती वर्षांनी आहे, अशी फी किती वेगाने वाढते आणि तुम्हाला किती परताव्याची अपेक्षा आहे ते भरा.",
  fields: {
    currentCost: "शिक्षणाचा आजचा खर्च",
    years: "पैशाची गरज भासेपर्यंत उरलेली वर्षे",
    inflationRate: "शिक्षणातील महागाई (वार्षिक)",
    returnRate: EXPECTED_RETURN_MR,
    ...ODDS_MR.fields,
  },
  results: { futureCost: "शिक्षणाचा भविष्यातील खर्च", ...GOAL_MR.results },
  convention: goalConventionMr(false),
  method: [
    "भविष्यातील खर्च = आजचा खर्च × (1 + महागाई)^वर्षे. भारतात व्यावसायिक आणि उच्च शिक्षणाची फी सर्वसाधारण किमतींपेक्षा वेगाने वाढत आली आहे, म्हणून सुरुवातीचा आकडा दरवर्षी 10% धरतो; तुमच्या मनात असलेल्या अभ्यासक्रमासाठी तुमचा अंदाजित दर भरा.",
    ...GOAL_MR.method,
  ],
  tables: GOAL_MR.tables,
  messages: {
    ...GOAL_MR.messages,
    // Spec 2 §5: the message under the field, and the form's message beside it.
    [EDUCATION_FIELD_MESSAGE]: "हे भरणे आवश्यक आहे.",
    [EDUCATION_LOGIC_MESSAGE]: "शून्यापेक्षा मोठी संख्या असावी.",
  },
};
