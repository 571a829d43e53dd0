// The home down payment planner in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { DOWN_PAYMENT_OVER_100 } from "../home";
import { EXPECTED_RETURN_BN, GOAL_BN, goalConventionBn } from "./planner-parts.bn";
import { ODDS_BN } from "./parts.bn";

export const text: DefinitionText = {
  title: "বাড়ির ডাউন পেমেন্টের পরিকল্পনা",
  description:
    "বাড়ির ডাউন পেমেন্টের জন্য সঞ্চয় করুন: আজকের দাম, শুরুতে কতটা অংশ নিজে দেবেন আর কবে কিনতে চান লিখুন, দেখুন তখন ডাউন পেমেন্ট কত হবে আর তা জমাতে প্রতি মাসে কত বিনিয়োগ করতে হবে।",
  fields: {
    targetAmount: "বাড়ির আজকের দাম",
    downPaymentPercent: "ডাউন পেমেন্ট",
    timePeriod: "কেনা পর্যন্ত বাকি বছর",
    annualRate: EXPECTED_RETURN_BN,
    inflationRate: "সম্পত্তির দামের বৃদ্ধি (বার্ষিক, ঐচ্ছিক)",
    ...ODDS_BN.fields,
  },
  results: { futureCost: "প্রয়োজনীয় ডাউন পেমেন্ট", ...GOAL_BN.results },
  convention: goalConventionBn(false),
  method: [
    "প্রয়োজনীয় ডাউন পেমেন্ট = আজকের দাম × (1 + দামের বৃদ্ধি)^বছর × ডাউন পেমেন্ট % ÷ 100। ভারতে ব্যাঙ্ক সাধারণত বাড়ির দামের বড়জোর 75–90% ঋণ দেয়, তাই অন্তত 10–25% ডাউন পেমেন্টের পরিকল্পনা করুন, আর স্ট্যাম্প ডিউটি ও রেজিস্ট্রেশনের খরচ তার উপরে আলাদা রাখুন, যার জন্য ব্যাঙ্ক সাধারণত ঋণ দেয় না।",
    "আজকের দামে পরিকল্পনা করতে চাইলে দামের বৃদ্ধি ফাঁকা রাখুন।",
    ...GOAL_BN.method,
  ],
  tables: GOAL_BN.tables,
  messages: {
    ...GOAL_BN.messages,
    [DOWN_PAYMENT_OVER_100]: "100%-এর বেশি হতে পারে না।",
  },
};
