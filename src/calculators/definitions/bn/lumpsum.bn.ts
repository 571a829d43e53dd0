// The lumpsum calculator in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { growthPartsBn } from "./growth-parts.bn";

const growth = growthPartsBn(
  { invested: "Invested amount", gained: "Est. returns", total: "Total value", chartTitle: "Growth of your lumpsum" },
  { invested: "বিনিয়োগ করা টাকা", gained: "প্রত্যাশিত রিটার্ন", total: "মোট মূল্য", chartTitle: "আপনার এককালীন বিনিয়োগের বৃদ্ধি" },
);

export const text: DefinitionText = {
  title: "এককালীন বিনিয়োগ ক্যালকুলেটর",
  description:
    "একবারে করা বিনিয়োগ, যেমন বোনাসের টাকা মিউচুয়াল ফান্ডে রাখলে, বছরের পর বছর তা কতটা বাড়তে পারে দেখুন, আর শেষ অঙ্কের কতটা বৃদ্ধি থেকে এল, সেটাও।",
  fields: {
    initialInvestment: "মোট বিনিয়োগ",
    annualRate: "প্রত্যাশিত রিটার্নের হার (বার্ষিক)",
    timePeriod: "মেয়াদ",
  },
  ...growth,
  convention: "রিটার্নে বছরে একবার বার্ষিক হারে চক্রবৃদ্ধি; বছরের একটি অংশে চক্রবৃদ্ধি হয় সেই অংশের অনুপাতে।",
  method: [
    "পুরো টাকা প্রথম দিনেই বিনিয়োগ হয় আর বছরে একবার বার্ষিক হারে বাড়ে; প্রতি বছরের বৃদ্ধির উপর পরের বছর আবার বৃদ্ধি হয়।",
    "মোট মূল্য = A × (1 + r)^t, যেখানে A বিনিয়োগ করা টাকা, r দশমিকে বার্ষিক হার (12% = 0.12) আর t বছর। মেয়াদ গোনা হয় পূর্ণ মাসে, অর্থাৎ 2.5 বছর মানে 30 মাস।",
    "প্রত্যাশিত রিটার্ন = মোট মূল্য − বিনিয়োগ করা টাকা। সব হিসাব পূর্ণ নির্ভুলতায় হয়; টাকার অঙ্ক পূর্ণসংখ্যায় মেলানো হয় শুধু দেখানোর জন্য।",
    "বাজারের সঙ্গে যুক্ত ফান্ড প্রতি বছর বাঁধা হারে রিটার্ন দেয় না: ফলাফলকে আপনার দেওয়া হারের ভিত্তিতে অনুমান ধরুন, প্রতিশ্রুতি নয়।",
  ],
};
