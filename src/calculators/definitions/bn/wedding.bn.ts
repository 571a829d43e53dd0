// The dream wedding planner in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_BN, GOAL_BN, goalConventionBn } from "./planner-parts.bn";
import { ODDS_BN } from "./parts.bn";

export const text: DefinitionText = {
  title: "স্বপ্নের বিয়ের পরিকল্পনা",
  description:
    "মনের মতো বিয়ের পরিকল্পনা করুন ঋণ ছাড়াই: আজকের দামে তার খরচ আর বিয়ে কবে লিখুন, দেখুন তখন কত খরচ হবে আর সেখানে পৌঁছতে প্রতি মাসে কত বিনিয়োগ করতে হবে।",
  fields: {
    targetAmount: "আজকের দামে বিয়ের বাজেট",
    timePeriod: "বিয়ে পর্যন্ত বাকি বছর",
    annualRate: EXPECTED_RETURN_BN,
    inflationRate: "মূল্যবৃদ্ধির হার (বার্ষিক)",
    ...ODDS_BN.fields,
  },
  results: { presentCost: "আজ বিয়ের খরচ", futureCost: "বিয়ের দিনে খরচ", ...GOAL_BN.results },
  convention: goalConventionBn(false),
  method: [
    "ভবিষ্যতের খরচ = আজকের বাজেট × (1 + মূল্যবৃদ্ধি)^বছর। বিয়ে মাত্র কয়েক বছর দূরে হলে বেশি রিটার্নের পিছনে না ছুটে স্থিতিশীল, কম ঝুঁকির বিনিয়োগই প্রায়ই ভাল; প্রত্যাশিত রিটার্ন কমিয়ে দেখুন প্রতি মাসে কত বেশি বিনিয়োগ করতে হবে।",
    ...GOAL_BN.method,
  ],
  tables: GOAL_BN.tables,
  messages: GOAL_BN.messages,
};
