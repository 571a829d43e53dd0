// The compounding calculator in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { FIELD_MESSAGES_BN, growthPartsBn } from "./growth-parts.bn";

const growth = growthPartsBn(
  { invested: "Total invested", gained: "Interest earned", total: "Final amount", chartTitle: "Growth with compounding" },
  { invested: "মোট বিনিয়োগ", gained: "প্রাপ্ত সুদ", total: "শেষ অঙ্ক", chartTitle: "চক্রবৃদ্ধিতে বৃদ্ধি" },
);

export const text: DefinitionText = {
  title: "চক্রবৃদ্ধি ক্যালকুলেটর",
  description:
    "রিটার্নের উপরেও রিটার্ন এলে শুরুর টাকা আর প্রতি মাসে যোগ করা টাকা কীভাবে বাড়ে দেখুন, আর বার্ষিক, ত্রৈমাসিক না মাসিক চক্রবৃদ্ধিতে তফাত কতটা, সেটাও।",
  fields: {
    initialInvestment: "শুরুর বিনিয়োগ",
    periodicAddition: "প্রতি মাসে যোগ",
    timePeriod: "মেয়াদ",
    annualRate: "বার্ষিক সুদের হার",
    frequency: "চক্রবৃদ্ধি কতবার",
  },
  options: { frequency: { "1": "বার্ষিক", "4": "ত্রৈমাসিক", "12": "মাসিক" } },
  ...growth,
  convention: "প্রতি মাসের শুরুতে টাকা যোগ হয়; বার্ষিক হারে চক্রবৃদ্ধি আপনার বেছে নেওয়া সংখ্যক বার, মাসগুলিতে সমান ভাগে।",
  method: [
    "বার্ষিক হার r-এ বছরে m বার চক্রবৃদ্ধি মানে বছরে m বার জমা টাকায় r ÷ m যোগ হয়, ফলে এক বছরে জমা টাকা (1 + r/m)^m গুণ হয়। 12%-এ বার্ষিক চক্রবৃদ্ধিতে বছরে ঠিক 12% বৃদ্ধি; ত্রৈমাসিকে 12.55%; মাসিকে 12.68%।",
    "টাকা প্রতি মাসে যোগ হয়, তাই প্রতিটি মাস একই মাসিক হার j = (1 + r/m)^(m/12) − 1-এ বাড়ে, যাতে বছরের বৃদ্ধি ঠিক একই থাকে।",
    "মাসে মাসে: জমা টাকা = (জমা টাকা + প্রতি মাসে যোগ) × (1 + j), শুরুর বিনিয়োগ থেকে শুরু করে। মাসিক চক্রবৃদ্ধিতে আর শুরুর বিনিয়োগ না থাকলে এটাই SIP ক্যালকুলেটর।",
    "মোট বিনিয়োগ = শুরুর বিনিয়োগ + প্রতি মাসে যোগ × মাসের সংখ্যা; প্রাপ্ত সুদ = শেষ অঙ্ক − মোট বিনিয়োগ।",
  ],
  messages: {
    ...growth.messages,
    ...FIELD_MESSAGES_BN,
    "Time period must be at least 1 month": "মেয়াদ অন্তত 1 মাস রাখুন",
  },
};
