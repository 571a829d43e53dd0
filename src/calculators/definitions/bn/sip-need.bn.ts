// The SIP need calculator in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { FIELD_MESSAGES_BN } from "./growth-parts.bn";

export const text: DefinitionText = {
  title: "প্রয়োজনীয় SIP ক্যালকুলেটর",
  description:
    "লক্ষ্য থেকে পিছিয়ে হিসাব করুন: একটি নির্দিষ্ট অঙ্কে পৌঁছতে প্রতি মাসে কত বিনিয়োগ করতে হবে, তার জন্য আগেই সরিয়ে রাখা টাকাও ধরে।",
  fields: {
    targetAmount: "লক্ষ্যের অঙ্ক",
    timePeriod: "মেয়াদ",
    annualRate: "প্রত্যাশিত রিটার্নের হার (বার্ষিক)",
    initialInvestment: "শুরুর বিনিয়োগ (ঐচ্ছিক)",
  },
  results: {
    sip: "প্রয়োজনীয় মাসিক SIP",
    invested: "মোট বিনিয়োগ",
    wealthGain: "সম্পদের বৃদ্ধি",
    total: "শেষে মূল্য",
  },
  convention: "পূর্ণ বছর ধরে প্রতি মাসের শুরুতে কিস্তি (মেয়াদ পূর্ণ বছরে মেলানো হয়); রিটার্নে মাসিক চক্রবৃদ্ধি, বার্ষিক হার ÷ 12 ধরে।",
  method: [
    "মাসিক হার i হল বার্ষিক হার ÷ 12, আর কিস্তির সংখ্যা n হল পূর্ণ বছরে মেলানো মেয়াদ × 12।",
    "প্রথম দিনে বিনিয়োগ করা যে কোনও টাকা (L) শেষে L × (1 + i)^n হয়; SIP-কে শুধু লক্ষ্য T-এর বাকি অংশটুকু পূরণ করতে হয়।",
    "মাসিক SIP = (T − L × (1 + i)^n) × i ÷ (((1 + i)^n − 1) × (1 + i)): প্রতি মাসের শুরুতে এমন কিস্তি, যার কিস্তিগুলি আর তাদের বৃদ্ধি মিলে ঘাটতি পূরণ করে। শুধু শুরুর বিনিয়োগই লক্ষ্য ছাড়িয়ে গেলে SIP লাগে না, অঙ্ক আসে ₹0।",
    "মোট বিনিয়োগ = L + SIP × n; সম্পদের বৃদ্ধি = শেষে মূল্য − মোট বিনিয়োগ। রিটার্ন একটি অনুমান, প্রতিশ্রুতি নয়: প্রতি বছর পরিকল্পনা আবার মিলিয়ে দেখুন।",
  ],
  charts: [{ title: "লক্ষ্যের পথে আপনার বিনিয়োগ", xLabel: "বছর", series: ["বিনিয়োগ", "মূল্য"] }],
  tables: [
    {
      caption: "বছরওয়ারি অনুমান",
      columns: { year: "বছর", invested: "বিনিয়োগ", wealthGain: "সম্পদের বৃদ্ধি", total: "মূল্য" },
    },
  ],
  messages: {
    "Total invested": "মোট বিনিয়োগ",
    "Wealth gain": "সম্পদের বৃদ্ধি",
    ...FIELD_MESSAGES_BN,
    "Time period must be at least 1 year (it is rounded to whole years)": "মেয়াদ অন্তত 1 বছর রাখুন (মেয়াদ পূর্ণ বছরে মেলানো হয়)",
  },
  labels: { "Initial investment": "শুরুর বিনিয়োগ" },
};
