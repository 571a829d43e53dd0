// The child marriage planner in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_BN, GOAL_BN, goalConventionBn } from "./planner-parts.bn";
import { ODDS_BN } from "./parts.bn";

export const text: DefinitionText = {
  title: "সন্তানের বিয়ের পরিকল্পনা",
  description:
    "সন্তানের বিয়ের খরচ মেটাতে প্রতি মাসে কত বিনিয়োগ করতে হবে: আজকের হিসাবে বিয়ের খরচ, কত বছর পরে, কত মূল্যবৃদ্ধি ধরছেন আর বিনিয়োগে কত রিটার্ন আসতে পারে।",
  fields: {
    currentCost: "বিয়ের আজকের খরচ",
    years: "বিয়ে পর্যন্ত বাকি বছর",
    inflationRate: "মূল্যবৃদ্ধির হার (বার্ষিক)",
    returnRate: EXPECTED_RETURN_BN,
    ...ODDS_BN.fields,
  },
  results: { futureCost: "বিয়ের ভবিষ্যতের খরচ", ...GOAL_BN.results },
  convention: goalConventionBn(false),
  method: [
    "ভবিষ্যতের খরচ = আজকের খরচ × (1 + মূল্যবৃদ্ধি)^বছর। যত খরচ হতে পারে সব ধরুন (অনুষ্ঠানবাড়ি, খাওয়াদাওয়া, পোশাক, গয়না, যাতায়াত); বিশেষ করে সোনার দাম সাধারণ মূল্যবৃদ্ধির সঙ্গে তাল রেখে চলে না, তাই বেশি হার ধরাই বুদ্ধিমানের কাজ।",
    ...GOAL_BN.method,
  ],
  tables: GOAL_BN.tables,
  messages: GOAL_BN.messages,
};
