// The RD calculator in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { growthPartsBn } from "./growth-parts.bn";

const growth = growthPartsBn(
  { invested: "Total deposited", gained: "Interest earned", total: "Maturity value", chartTitle: "Growth of your recurring deposit" },
  { invested: "মোট জমা", gained: "প্রাপ্ত সুদ", total: "মেয়াদপূর্তিতে প্রাপ্য", chartTitle: "আপনার রেকারিং ডিপোজিটের বৃদ্ধি" },
);

export const text: DefinitionText = {
  title: "RD ক্যালকুলেটর",
  description:
    "রেকারিং ডিপোজিটে মেয়াদপূর্তিতে কত টাকা পাবেন, জেনে নিন: প্রতি মাসে একই অঙ্ক জমা, সুদে প্রতি ত্রৈমাসিকে চক্রবৃদ্ধি, ভারতের ব্যাঙ্কগুলি যেভাবে হিসাব দেয়।",
  fields: {
    monthlyDeposit: "মাসিক জমা",
    annualRate: "সুদের হার (বার্ষিক)",
    timePeriod: "মেয়াদ",
  },
  ...growth,
  convention: "প্রতি মাসের প্রথম দিনে জমা; সুদে প্রতি ত্রৈমাসিকে বার্ষিক হার ÷ 4 হারে চক্রবৃদ্ধি; করের আগে।",
  method: [
    "প্রতিটি মাসিক জমা যেদিন জমা পড়ে সেদিন থেকে মেয়াদপূর্তি পর্যন্ত সুদ পায়। সুদে প্রতি ত্রৈমাসিকে বার্ষিক হার ÷ 4 হারে চক্রবৃদ্ধি হয়, তাই k মাস রাখা জমা (1 + r/4)^(k/3) গুণ হয়।",
    "মেয়াদপূর্তিতে প্রাপ্য = R × (1 + r/4)^(1/3) + R × (1 + r/4)^(2/3) + … + R × (1 + r/4)^(n/3): প্রথম জমা থাকে পুরো n মাস, শেষটি এক মাস। R মাসিক জমা, r দশমিকে বার্ষিক হার, n মাসের সংখ্যা।",
    "প্রাপ্ত সুদ = মেয়াদপূর্তিতে প্রাপ্য − মোট জমা। রেকারিং ডিপোজিটের সুদেও স্থায়ী আমানতের মতোই আপনার স্ল্যাব অনুযায়ী কর লাগে: এখানকার অঙ্ক করের আগের। ব্যাঙ্ক মেয়াদপূর্তির অঙ্ক সামান্য অন্যভাবে পূর্ণসংখ্যায় মেলাতে পারে।",
  ],
};
