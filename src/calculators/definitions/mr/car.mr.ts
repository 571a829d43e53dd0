// The first car planner in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_MR, GOAL_MR, goalConventionMr } from "./planner-parts.mr";
import { ODDS_MR } from "./parts.mr";

export const text: DefinitionText = {
  title: "पहिली कार प्लॅनर",
  description:
    "कर्जाऐवजी बचतीतून कार घ्या: आजची ऑन-रोड किंमत आणि तुम्हाला कधी घ्यायची आहे ते भरा, आणि तेव्हा किंमत किती असेल आणि त्यासाठी दरमहा किती गुंतवणूक करावी लागेल ते पाहा.",
  fields: {
    targetAmount: "कारची आजची किंमत (ऑन-रोड)",
    timePeriod: "खरेदीपर्यंत उरलेली वर्षे",
    annualRate: EXPECTED_RETURN_MR,
    inflationRate: "किमतीतील वाढ (वार्षिक)",
    ...ODDS_MR.fields,
  },
  results: { futureCost: "खरेदीच्या वेळी कारची किंमत", ...GOAL_MR.results },
  convention: goalConventionMr(false),
  method: [
    "भविष्यातील खर्च = आजची ऑन-रोड किंमत (एक्स-शोरूम किमतीसह नोंदणी, रस्ता कर आणि विमा) × (1 + किमतीतील वाढ)^वर्षे. नवे मॉडेल आणि नियमांमुळे कारच्या किमती साधारण दरवर्षी काही टक्क्यांनी वाढतात.",
    ...GOAL_MR.method,
  ],
  tables: GOAL_MR.tables,
  messages: GOAL_MR.messages,
};
