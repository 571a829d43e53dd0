// The delay cost calculator in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { FIELD_MESSAGES_BN } from "./growth-parts.bn";

export const text: DefinitionText = {
  title: "দেরির খেসারত ক্যালকুলেটর",
  description:
    "SIP শুরু করতে কয়েক মাস অপেক্ষা করা ক্ষতিকর মনে হয় না। একই শেষ তারিখ পর্যন্ত এই অপেক্ষার দাম কত দাঁড়ায় দেখুন: বাদ পড়া কিস্তিগুলি, আর তার চেয়েও বেশি, সেগুলি যে বৃদ্ধি এনে দিত।",
  fields: {
    monthlyInvestment: "মাসিক বিনিয়োগ",
    annualRate: "প্রত্যাশিত রিটার্নের হার (বার্ষিক)",
    investmentPeriod: "বিনিয়োগের মেয়াদ",
    delayPeriod: "দেরি",
  },
  results: {
    fv_now: "এখনই শুরু করলে",
    fv_delayed: "পরে শুরু করলে",
    cost: "দেরির খেসারত",
  },
  convention: "দুটি SIP-এই প্রতি মাসের শুরুতে কিস্তি, আর দুটিই শেষ হয় একই তারিখে; রিটার্নে মাসিক চক্রবৃদ্ধি, বার্ষিক হার ÷ 12 ধরে।",
  method: [
    "এখনই শুরু করলে আপনি পুরো মেয়াদের n মাস (বছর × 12) প্রতি মাসে P বিনিয়োগ করেন। d মাস পরে শুরু করলে একই P বিনিয়োগ করেন, কিন্তু শুধু n − d মাস, আর শেষ হয় একই তারিখে।",
    "প্রতিটি মূল্য তার m মাসের জন্য SIP-এর সূত্র P × ((1 + i)^m − 1) ÷ i × (1 + i), যেখানে i হল বার্ষিক হার ÷ 12। দেরি পুরো মেয়াদের সমান হলে কিছুই বিনিয়োগ হয় না।",
    "দেরির খেসারত = এখনই শুরু করলে মূল্য − পরে শুরু করলে মূল্য। এর মধ্যে শুধু P × d হল যে টাকা আপনি বিনিয়োগ করেননি; বাকিটা সেই বৃদ্ধি, যা প্রথম দিকের কিস্তিগুলি সবচেয়ে বেশি সময় ধরে এনে দিত।",
  ],
  charts: [{ title: "এখনই শুরু বনাম পরে শুরু", xLabel: "আজ থেকে বছর", series: ["এখনই শুরু", "পরে শুরু"] }],
  tables: [
    {
      caption: "বছরওয়ারি মূল্য",
      columns: {
        year: "বছর",
        investedNow: "বিনিয়োগ (এখনই শুরু)",
        valueNow: "মূল্য (এখনই শুরু)",
        investedDelayed: "বিনিয়োগ (পরে শুরু)",
        valueDelayed: "মূল্য (পরে শুরু)",
      },
    },
  ],
  messages: {
    "If you start later": "পরে শুরু করলে",
    "Cost of the delay": "দেরির খেসারত",
    ...FIELD_MESSAGES_BN,
    "Delay must be at least 1 month": "দেরি অন্তত 1 মাস রাখুন",
  },
};
