// The first car planner in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { EXPECTED_RETURN_BN, GOAL_BN, goalConventionBn } from "./planner-parts.bn";
import { ODDS_BN } from "./parts.bn";

export const text: DefinitionText = {
  title: "প্রথম গাড়ির পরিকল্পনা",
  description:
    "ঋণ না নিয়ে সঞ্চয় থেকে গাড়ি কিনুন: আজকের অন-রোড দাম আর কবে কিনতে চান লিখুন, দেখুন তখন দাম কত হবে আর তার জন্য প্রতি মাসে কত বিনিয়োগ করতে হবে।",
  fields: {
    targetAmount: "গাড়ির আজকের দাম (অন-রোড)",
    timePeriod: "কেনা পর্যন্ত বাকি বছর",
    annualRate: EXPECTED_RETURN_BN,
    inflationRate: "দামের বৃদ্ধি (বার্ষিক)",
    ...ODDS_BN.fields,
  },
  results: { futureCost: "কেনার সময়ে গাড়ির দাম", ...GOAL_BN.results },
  convention: goalConventionBn(false),
  method: [
    "ভবিষ্যতের খরচ = আজকের অন-রোড দাম (এক্স-শোরুম দামের সঙ্গে রেজিস্ট্রেশন, রোড ট্যাক্স আর বিমা) × (1 + দামের বৃদ্ধি)^বছর। নতুন মডেল আর নিয়মের জন্য গাড়ির দাম সাধারণত বছরে কয়েক শতাংশ বাড়ে।",
    ...GOAL_BN.method,
  ],
  tables: GOAL_BN.tables,
  messages: GOAL_BN.messages,
};
