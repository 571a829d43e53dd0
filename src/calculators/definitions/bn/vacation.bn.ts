// The overseas vacation planner in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_BN, GOAL_BN, goalConventionBn } from "./planner-parts.bn";
import { ODDS_BN } from "./parts.bn";

export const text: DefinitionText = {
  title: "বিদেশ ভ্রমণের পরিকল্পনা",
  description:
    "ক্রেডিট কার্ডে নয়, নিজের সঞ্চয়ে বিদেশ ঘুরুন: ভ্রমণের আজকের খরচ আর কবে যেতে চান লিখুন, দেখুন তার জন্য প্রতি মাসে কত বিনিয়োগ করতে হবে।",
  fields: {
    targetAmount: "ভ্রমণের আজকের খরচ",
    timePeriod: "ভ্রমণ পর্যন্ত বাকি বছর",
    annualRate: EXPECTED_RETURN_BN,
    inflationRate: "মূল্যবৃদ্ধির হার (বার্ষিক, ঐচ্ছিক)",
    ...ODDS_BN.fields,
  },
  results: { futureCost: "ভ্রমণের সময়ে খরচ", ...GOAL_BN.results },
  convention: goalConventionBn(true),
  method: [
    "ভবিষ্যতের খরচ = আজকের খরচ × (1 + মূল্যবৃদ্ধি)^বছর; আজকের দামে পরিকল্পনা করতে চাইলে মূল্যবৃদ্ধি ফাঁকা রাখুন। বিদেশ ভ্রমণের খরচ মেটাতে হয় বিদেশি মুদ্রায়, তাই টাকার দাম পড়লেও খরচ বাড়ে: ভারতের মূল্যবৃদ্ধির চেয়ে একটু বেশি হার ধরাই বুদ্ধিমানের কাজ।",
    ...GOAL_BN.method,
  ],
  tables: GOAL_BN.tables,
  messages: GOAL_BN.messages,
};
