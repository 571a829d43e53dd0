// The EMI calculator in Bengali (i18n/definition-text.ts says how a text is read). Its sections
// (chart, schedules, CSV) read their words from messages/emi-sections.bn.ts; the payoff month
// a prepayment gives is named with the same Bengali months.
import type { EmiResult } from "../../../../workers/calc-contract";
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { monthYearPattern } from "../../i18n/month-year-pattern";
import { MAX_PREPAYMENT, PREPAYMENT_MESSAGES } from "../emi-prepayment-parts";
import { messages as sectionsBn } from "../messages/emi-sections.bn";

const PLAIN_CONVENTION = "বকেয়া ঋণের উপর প্রতি মাসে বার্ষিক হার ÷ 12 হারে সুদ লাগে; প্রথম EMI এই মাসেই, আর শেষ EMI-তে ঋণ পুরো শোধ হয়।";

function convention(result: EmiResult): string {
  if (!result.prepayment) return PLAIN_CONVENTION;
  return result.prepayment.mode === "reduceEmi"
    ? `${PLAIN_CONVENTION} আগাম পরিশোধ হয় সেই মাসের EMI-এর ঠিক পরে, তারপর বাকি ঋণের উপর আসল শেষ তারিখ পর্যন্ত বাকি মাসগুলির জন্য EMI আবার কষা হয় (নিয়মিত বাড়তি টাকা দিলে প্রতি মাসে)।`
    : `${PLAIN_CONVENTION} আগাম পরিশোধ হয় সেই মাসের EMI-এর ঠিক পরে, আর EMI একই থাকে, তাই ঋণ আগে শোধ হয়।`;
}

export const text: DefinitionText = {
  title: "EMI ক্যালকুলেটর",
  description:
    "গৃহঋণ, গাড়ির ঋণ বা ব্যক্তিগত ঋণের মাসিক কিস্তি (EMI) কত, যা শোধ করছেন তার কতটা সুদ, আর মাসওয়ারি পুরো পরিশোধের সূচি দেখুন।",
  fields: {
    amount: "ঋণের অঙ্ক",
    annualRate: "সুদের হার (বার্ষিক)",
    tenure: "ঋণের মেয়াদ",
    oneTimeAmount: "এককালীন আগাম পরিশোধ",
    oneTimeMonth: "ঋণের কত নম্বর মাসে আগাম পরিশোধ",
    extraMonthly: "প্রতি মাসে বাড়তি পরিশোধ",
    extraFromMonth: "ঋণের কত নম্বর মাস থেকে বাড়তি পরিশোধ",
    prepaymentMode: "আগাম পরিশোধে কী কমবে",
  },
  options: {
    prepaymentMode: {
      tenure: "ঋণের মেয়াদ (একই EMI, ঋণ আগে শোধ)",
      emi: "EMI (একই শেষ তারিখ, কম EMI)",
    },
  },
  results: {
    emi: "মাসিক EMI",
    principal: "আসল",
    interest: "মোট সুদ",
    total: "মোট পরিশোধ",
    newEmi: "প্রথম আগাম পরিশোধের পরে EMI",
    interestSaved: "সুদে সাশ্রয়",
    monthsSaved: "কত মাস কমল",
    payoffDate: "ঋণ শোধ হবে",
  },
  convention,
  method: [
    "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), যেখানে P ঋণের অঙ্ক, i মাসিক হার (বার্ষিক হার ÷ 12) আর n মাসিক কিস্তির সংখ্যা (বছরে মেয়াদ × 12)। 0%-এ EMI সোজা P ÷ n।",
    "প্রতি মাসে সুদ = বকেয়া ঋণ × i, আর EMI-এর বাকিটা আসল শোধ করে। গোড়ার দিকের EMI-এর বেশিটাই সুদ; পরের দিকের EMI-এর বেশিটাই আসল।",
    "শেষ EMI-তে যত ঋণ বাকি থাকে পুরোটা শোধ হয়, তাই সূচি ঠিক ₹0-তে শেষ হয়। মোট সুদ হল প্রতি মাসের সুদের যোগফল; মোট পরিশোধ = ঋণের অঙ্ক + মোট সুদ।",
    "সূচি শুরু হয় এই মাস থেকে, আর বার্ষিক সারণি প্রতিটি ক্যালেন্ডার বছরের (জানুয়ারি থেকে ডিসেম্বর) যোগফল দেখায়। EMI দেখানো হয় পয়সা পর্যন্ত; বাকি অঙ্ক পূর্ণ টাকায়।",
    "আগাম পরিশোধ আপনার ইচ্ছা: আপনার বেছে নেওয়া ঋণের মাসে এককালীন একটি অঙ্ক, আর/অথবা ঋণের কোনও মাস থেকে প্রতি মাসে নির্দিষ্ট বাড়তি টাকা (1 নম্বর মাস মানে প্রথম EMI-এর মাস)। প্রতিটি আগাম পরিশোধ হয় সেই মাসের EMI-এর ঠিক পরে, আর পুরোটাই আসলে যায়; বকেয়া ঋণের চেয়ে বড় অঙ্ক সেই মাসেই ঋণ বন্ধ করে দেয়।",
    "মেয়াদ কমান: EMI একই থাকে, তাই বকেয়া ঋণ আগে ₹0-তে পৌঁছয়, আর শেষ EMI হয় যতটুকু বাকি থাকে ততটুকু। EMI কমান: আগাম পরিশোধের প্রতিটি মাসের পরে একই সূত্রে বাকি ঋণের উপর আসল শেষ তারিখ পর্যন্ত বাকি মাসগুলির জন্য EMI আবার কষা হয়, তাই নিয়মিত বাড়তি টাকা দিলে EMI প্রতি মাসে কমে।",
    "সুদে সাশ্রয় = আগাম পরিশোধ ছাড়া মোট সুদ − আগাম পরিশোধ সহ মোট সুদ; কত মাস কমল = যে EMI-গুলি আর দিতে হবে না। চার্টে দুই রকম বকেয়া ঋণই দেখানো হয়। RBI-এর নিয়মে ব্যক্তি ঋণগ্রহীতাদের ভাসমান সুদের ঋণে আগাম পরিশোধের চার্জ নেওয়া যায় না; স্থির সুদের ঋণে নেওয়া হতে পারে, তাই আপনার ঋণদাতার কাছে জেনে নিন।",
    "ব্যাঙ্ক EMI পূর্ণ টাকায় মেলাতে পারে, প্রসেসিং ফি নিতে পারে বা ঋণের মেয়াদে ভাসমান সুদের হার বদলাতে পারে: এটিকে কাছাকাছি অনুমান ধরুন, আপনার ঋণদাতার স্টেটমেন্ট নয়।",
  ],
  messages: {
    "This is a required field.": "এই তথ্যটি দিতেই হবে।",
    "Value must be greater than 0.": "0-এর বেশি সংখ্যা লিখুন।",
    [PREPAYMENT_MESSAGES.notNumber]: "আগাম পরিশোধ একটি সংখ্যা হতে হবে।",
    [PREPAYMENT_MESSAGES.negative]: "আগাম পরিশোধ শূন্যের কম হতে পারে না।",
    [PREPAYMENT_MESSAGES.tooHigh]: `আগাম পরিশোধ ${formatRupees(MAX_PREPAYMENT)}-এর বেশি হতে পারে না।`,
    [PREPAYMENT_MESSAGES.monthRequired]: "ঋণের কত নম্বর মাসে আগাম পরিশোধ করবেন, লিখুন।",
    [PREPAYMENT_MESSAGES.monthWhole]: "আগাম পরিশোধের মাস পূর্ণসংখ্যায় লিখুন (1 মানে প্রথম EMI-এর মাস)।",
    [PREPAYMENT_MESSAGES.monthOutside]: "আগাম পরিশোধের মাস ঋণের মেয়াদের মধ্যেই হতে হবে।",
    "Principal amount": "আসল",
    "Total interest": "মোট সুদ",
  },
  // The payoff month ('Mar 2041') with the same Bengali months as the schedule.
  patterns: [monthYearPattern(sectionsBn.months)],
};
