// The AI Medical Fund Planner in Bengali (glossary: docs/languages-bengali.md). The estimate's
// months are the planner's constants, so the text cannot drift from the arithmetic.
import type { MessagesOf } from "../../../i18n/catalogue";
import { LONG_PLAN_MONTHS, LOWER_TARGET_MONTHS, SHORT_PLAN_MONTHS, UPPER_TARGET_MONTHS } from "../medical-fund-estimate";
import type { PlannerMessages } from "./planner.en";

export const messages: MessagesOf<PlannerMessages> = {
  heading: "AI চিকিৎসা তহবিল প্ল্যানার",
  intro:
    "আপনার সংসারে প্রতি মাসে জরুরি খরচে (বাড়িভাড়া, EMI, মুদির বাজার, স্কুলের ফি, বিমার প্রিমিয়াম, ওষুধ) মোটামুটি কত লাগে, জানান। অঙ্কটা দিয়েই শুরু করুন: আপনার লেখার প্রথম সংখ্যাটিকেই মাসিক জরুরি খরচ ধরা হবে।",
  label: "আপনার মাসিক জরুরি খরচ",
  example: "আমার মাসিক জরুরি খরচ ~ ₹30,000",
  button: "আমার সুরক্ষা-তহবিলের হিসাব করুন",
  busy: "হিসাব চলছে...",
  placeholder: "আপনার পরিকল্পনা এখানে দেখা যাবে।",
  offlineNotice: "আপনি অফলাইন আছেন। আপনার লেখা এখানেই থাকবে: এখানকার আনুমানিক হিসাব এখনও চলে, AI-এর পরিকল্পনার জন্য ইন্টারনেট দরকার।",
  words: {
    empty: "অনুগ্রহ করে আপনার মাসিক জরুরি খরচ নিয়ে ছোট্ট করে লিখুন (যেমন, 'আমার মাসিক জরুরি খরচ ~ ₹30,000')।",
    tooLong: "অনুগ্রহ করে 800 অক্ষরের কমে লিখুন।",
    localEstimate: "AI-এর উত্তর পাওয়া গেল না — এখানকার আনুমানিক হিসাব দেখানো হচ্ছে। আবার চেষ্টা করতে পারেন।",
    failed: "হিসাব করা গেল না। আবার চেষ্টা করুন।",
    emptyReply: "AI ফাঁকা উত্তর দিয়েছে। আপনার মাসিক জরুরি খরচের অঙ্ক লিখে দেখুন (যেমন, ₹30,000)।",
    offlineEstimate: "আপনি অফলাইন আছেন — এখানকার আনুমানিক হিসাব দেখানো হচ্ছে। AI-এর পরিকল্পনার জন্য ইন্টারনেট ফিরলে আবার জিজ্ঞাসা করুন।",
    estimate: (monthly: string, lower: string, upper: string, per12Months: string, per24Months: string) =>
      [
        `মাসিক জরুরি খরচ ${monthly} ধরে এখানকার আনুমানিক হিসাব:`,
        `• চিকিৎসার জরুরি তহবিল: ${lower} (${LOWER_TARGET_MONTHS} মাস) থেকে ${upper} (${UPPER_TARGET_MONTHS} মাস)।`,
        `• ${SHORT_PLAN_MONTHS} মাসের পরিকল্পনা: ${lower}-এ পৌঁছতে প্রতি মাসে ${per12Months} জমান।`,
        `• ${LONG_PLAN_MONTHS} মাসের পরিকল্পনা: ${upper}-এ পৌঁছতে প্রতি মাসে ${per24Months} জমান।`,
      ].join("\n"),
  },
};
