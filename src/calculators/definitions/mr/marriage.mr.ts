// The child marriage planner in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_MR, GOAL_MR, goalConventionMr } from "./planner-parts.mr";
import { ODDS_MR } from "./parts.mr";

export const text: DefinitionText = {
  title: "मुलांचे लग्न प्लॅनर",
  description:
    "मुलांच्या लग्नाचा खर्च उचलण्यासाठी दरमहा किती गुंतवणूक करावी लागेल: आजच्या हिशोबाने लग्नाचा खर्च, ते किती वर्षांनी आहे, तुम्ही किती महागाई धरता आणि गुंतवणुकीवर किती परतावा मिळू शकतो.",
  fields: {
    currentCost: "लग्नाचा आजचा खर्च",
    years: "लग्नापर्यंत उरलेली वर्षे",
    inflationRate: "महागाई दर (वार्षिक)",
    returnRate: EXPECTED_RETURN_MR,
    ...ODDS_MR.fields,
  },
  results: { futureCost: "लग्नाचा भविष्यातील खर्च", ...GOAL_MR.results },
  convention: goalConventionMr(false),
  method: [
    "भविष्यातील खर्च = आजचा खर्च × (1 + महागाई)^वर्षे. तुम्हाला करावा लागू शकणारा प्रत्येक खर्च धरा (कार्यालय, जेवण, कपडे, दागिने, प्रवास); विशेषतः सोन्याच्या किमती सर्वसाधारण महागाईप्रमाणे चालत नाहीत, म्हणून जास्त दर धरणे शहाणपणाचे.",
    ...GOAL_MR.method,
  ],
  tables: GOAL_MR.tables,
  messages: GOAL_MR.messages,
};
