// The custom goal planner in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_BN, GOAL_BN, goalConventionBn } from "./planner-parts.bn";
import { ODDS_BN } from "./parts.bn";

export const text: DefinitionText = {
  title: "আপনার নিজের লক্ষ্যের পরিকল্পনা",
  description:
    "মনের যে কোনও লক্ষ্যের পরিকল্পনা করুন, কাজ থেকে লম্বা ছুটি থেকে নতুন ব্যবসা পর্যন্ত: তার আজকের খরচ আর কবে পূরণ করতে চান লিখুন, দেখুন সেখানে পৌঁছতে প্রতি মাসে কত বিনিয়োগ করতে হবে।",
  fields: {
    targetAmount: "লক্ষ্যের আজকের অঙ্ক",
    timePeriod: "লক্ষ্য পর্যন্ত বাকি বছর",
    annualRate: EXPECTED_RETURN_BN,
    inflationRate: "মূল্যবৃদ্ধির হার (বার্ষিক, ঐচ্ছিক)",
    ...ODDS_BN.fields,
  },
  results: { futureCost: "তখন লক্ষ্যের অঙ্ক", ...GOAL_BN.results },
  convention: goalConventionBn(true),
  method: [
    "ভবিষ্যতের খরচ = আজকের খরচ × (1 + মূল্যবৃদ্ধি)^বছর; অঙ্কটি বাঁধা হলে (যেমন কাউকে কথা দেওয়া অঙ্ক) মূল্যবৃদ্ধি ফাঁকা রাখুন।",
    ...GOAL_BN.method,
  ],
  tables: GOAL_BN.tables,
  messages: GOAL_BN.messages,
};
