// The FD calculator in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { growthPartsBn } from "./growth-parts.bn";

const growth = growthPartsBn(
  { invested: "Deposit amount", gained: "Interest earned", total: "Maturity value", chartTitle: "Growth of your deposit" },
  { invested: "আমানতের অঙ্ক", gained: "প্রাপ্ত সুদ", total: "মেয়াদপূর্তিতে প্রাপ্য", chartTitle: "আপনার আমানতের বৃদ্ধি" },
);

export const text: DefinitionText = {
  title: "FD ক্যালকুলেটর",
  description:
    "স্থায়ী আমানতে মেয়াদপূর্তিতে কত টাকা পাবেন আর তাতে কত সুদ জমবে, জেনে নিন: ভারতের ব্যাঙ্কগুলির মতো প্রতি ত্রৈমাসিকে চক্রবৃদ্ধি ধরে।",
  fields: {
    principal: "আমানতের অঙ্ক",
    annualRate: "সুদের হার (বার্ষিক)",
    timePeriod: "মেয়াদ",
  },
  ...growth,
  convention: "সুদে প্রতি ত্রৈমাসিকে বার্ষিক হার ÷ 4 হারে চক্রবৃদ্ধি; করের আগে (TDS কাটা হয়নি)।",
  method: [
    "আমানতে প্রতি তিন মাসে বার্ষিক হারের এক-চতুর্থাংশ সুদ যোগ হয়, আর প্রতি ত্রৈমাসিকের সুদ আমানতে জমা হয়ে যায়, ফলে তার পর থেকে সেই সুদের উপরেও সুদ মেলে।",
    "মেয়াদপূর্তিতে প্রাপ্য = A × (1 + r/4)^(4t), যেখানে A আমানতের অঙ্ক, r দশমিকে বার্ষিক হার (7% = 0.07) আর t বছর (পূর্ণ মাসে গোনা, তাই ত্রৈমাসিকের একটি অংশে চক্রবৃদ্ধি হয় সেই অংশের অনুপাতে)।",
    "প্রাপ্ত সুদ = মেয়াদপূর্তিতে প্রাপ্য − আমানতের অঙ্ক। স্থায়ী আমানতের সুদে আপনার আয়করের স্ল্যাব অনুযায়ী কর লাগে, আর বছরে একটি সীমার বেশি সুদে ব্যাঙ্ক TDS কাটে: এখানকার অঙ্ক করের আগের।",
  ],
};
