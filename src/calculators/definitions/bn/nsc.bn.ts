// The NSC calculator in Bengali (i18n/definition-text.ts says how a text is read).
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { NSC_RULES } from "../../reference-data";
import { RATE_FIELD_BN, rateSourceBn, rulesSourceBn, schemeRulePatternsBn } from "./scheme-parts.bn";

const { termYears, minAmount, amountMultiple } = NSC_RULES;

const FIELDS = {
  amount: "বিনিয়োগের অঙ্ক",
  ...RATE_FIELD_BN,
} as const;

export const text: DefinitionText = {
  title: "NSC ক্যালকুলেটর",
  description: `জাতীয় সঞ্চয়পত্র (NSC) ${termYears} বছর পরে কত দেবে দেখুন, প্রতি বছর চক্রবৃদ্ধি সুদ সহ।`,
  fields: FIELDS,
  results: { invested: "বিনিয়োগের অঙ্ক", interest: "মোট সুদ", total: "মেয়াদপূর্তির অঙ্ক" },
  convention: `সুদ ${termYears} বছর ধরে বছরে একবার যোগ হয় (চক্রবৃদ্ধি) আর মেলে মেয়াদপূর্তিতে; কেনার সময়ের হার গোটা মেয়াদে বহাল থাকে; করের আগে। ${rateSourceBn("NSC-র", NSC_RULES.rate)} ${rulesSourceBn(NSC_RULES)}`,
  method: [
    `${termYears} বছরে মেয়াদ পূর্ণ হওয়ার আগে NSC কিছুই দেয় না। প্রতি বছরের সুদ সঞ্চয়পত্রে যোগ হয় আর তখন থেকে তার উপরেও সুদ মেলে: k বছর পরে মূল্য = A × (1 + r)^k, যেখানে A বিনিয়োগের অঙ্ক আর r দশমিকে বার্ষিক হার (7.7% = 0.077)।`,
    `মোট সুদ = মেয়াদপূর্তির অঙ্ক − বিনিয়োগের অঙ্ক। হার হল আপনি যে ত্রৈমাসিকে কিনছেন তার জন্য ঘোষিত হার, আর পরে হার বদলালেও ${termYears} বছর সেটাই থাকে।`,
    "বিনিয়োগের অঙ্কে 80C ধারায় ছাড় মেলে (পুরনো কর ব্যবস্থা), আর শেষ বছর বাদে প্রতি বছরের যোগ হওয়া সুদেও, কারণ তা আবার বিনিয়োগ করা বলে ধরা হয়; সুদে কর লাগে আপনার আয়কর স্ল্যাব অনুযায়ী। সেই কারণেই সারণিতে প্রতি বছরের যোগ হওয়া সুদ দেখানো হয়েছে।",
    `ন্যূনতম বিনিয়োগ ${formatRupees(minAmount)}, ${formatRupees(amountMultiple)}-এর গুণিতকে, কোনও ঊর্ধ্বসীমা নেই।`,
  ],
  tables: [
    {
      caption: "বছরওয়ারি যোগ হওয়া সুদ",
      columns: { year: "বছর", interest: "সেই বছরের সুদ", accrued: "এ পর্যন্ত যোগ হওয়া সুদ", value: "মূল্য" },
    },
  ],
  messages: { "Amount invested": "বিনিয়োগের অঙ্ক", "Interest earned": "মোট সুদ" },
  patterns: schemeRulePatternsBn({ "Investment amount": FIELDS.amount }),
};
