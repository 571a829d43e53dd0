// The child education planner in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EDUCATION_FIELD_MESSAGE, EDUCATION_LOGIC_MESSAGE } from "../education";
import { EXPECTED_RETURN_BN, GOAL_BN, goalConventionBn } from "./planner-parts.bn";
import { ODDS_BN } from "./parts.bn";

export const text: DefinitionText = {
  title: "সন্তানের পড়াশোনার পরিকল্পনা",
  description:
    "সন্তানের উচ্চশিক্ষার খরচ মেটাতে প্রতি মাসে কত বিনিয়োগ করতে হবে: কোর্সের আজকের খরচ, কত বছর পরে টাকা লাগবে, এমন ফি কত দ্রুত বাড়ে আর কত রিটার্ন আশা করছেন, লিখুন।",
  fields: {
    currentCost: "পড়াশোনার আজকের খরচ",
    years: "টাকা লাগা পর্যন্ত বাকি বছর",
    inflationRate: "পড়াশোনার খরচে মূল্যবৃদ্ধি (বার্ষিক)",
    returnRate: EXPECTED_RETURN_BN,
    ...ODDS_BN.fields,
  },
  results: { futureCost: "পড়াশোনার ভবিষ্যতের খরচ", ...GOAL_BN.results },
  convention: goalConventionBn(false),
  method: [
    "ভবিষ্যতের খরচ = আজকের খরচ × (1 + মূল্যবৃদ্ধি)^বছর। ভারতে পেশাদার আর উচ্চশিক্ষার ফি সাধারণ দামের চেয়ে দ্রুত বেড়েছে, তাই শুরুর অঙ্কে বছরে 10% ধরা আছে; আপনার ভাবা কোর্সের জন্য আপনার আন্দাজের হার লিখুন।",
    ...GOAL_BN.method,
  ],
  tables: GOAL_BN.tables,
  messages: {
    ...GOAL_BN.messages,
    // Spec 2 §5: the message under the field, and the form's message beside it.
    [EDUCATION_FIELD_MESSAGE]: "এই ঘরটি পূরণ করা আবশ্যক।",
    [EDUCATION_LOGIC_MESSAGE]: "শূন্যের বেশি সংখ্যা হতে হবে।",
  },
};
