// The SWP calculator in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { labelsOf, MONTHS_SOURCE } from "../../i18n/rule-patterns";
import { SWP_MESSAGES, swpDefinition } from "../swp";
import { monthsBn, ruleTemplatesBn } from "./rule-parts.bn";

const FIELDS = {
  corpus: "মোট বিনিয়োগ",
  monthlyWithdrawal: "প্রতি মাসে তোলার অঙ্ক",
  annualRate: "প্রত্যাশিত রিটার্নের হার (বার্ষিক)",
  years: "মেয়াদ",
};

export const text: DefinitionText = {
  title: "SWP ক্যালকুলেটর",
  description:
    "এককালীন টাকা থেকে, যেমন মিউচুয়াল ফান্ডে রাখা অবসরের তহবিল থেকে, প্রতি মাসে নিয়মিত আয়ের পরিকল্পনা করুন: কত তুলছেন, প্রতি বছর কত বাকি থাকে, আর টাকা কত দিন চলে।",
  fields: FIELDS,
  results: {
    totalWithdrawn: "মোট তোলা টাকা",
    finalBalance: "শেষে বাকি তহবিল",
    totalReturns: "প্রত্যাশিত রিটার্ন",
    lasts: "টাকা কত দিন চলবে",
  },
  convention: "রিটার্নে মাসিক চক্রবৃদ্ধি, বার্ষিক হার ÷ 12 ধরে; প্রতিটি অঙ্ক তোলা হয় মাসের শেষে, সেই মাসের রিটার্ন জমা হওয়ার পরে; করের আগে।",
  method: [
    "প্রতি মাসে জমা টাকায় প্রত্যাশিত বার্ষিক রিটার্ন ÷ 12 যোগ হয়, তারপর তোলার অঙ্ক বাদ যায়। k মাস পরে বাকি তহবিল = C × (1 + i)^k − W × ((1 + i)^k − 1) ÷ i, যেখানে C বিনিয়োগ করা টাকা, W প্রতি মাসে তোলার অঙ্ক আর i বার্ষিক হার ÷ 1200।",
    "টাকা কত দিন চলবে: প্রতি মাসে তোলার অঙ্ক বিনিয়োগ করা টাকার এক মাসের রিটার্নের চেয়ে বেশি না হলে (W ≤ C × i) তহবিল কখনও কমে না, টাকা চিরকাল চলে। না হলে ln(W ÷ (W − C × i)) ÷ ln(1 + i) মাসে তহবিল শূন্য হয়: ততগুলি পুরো অঙ্ক, তারপর যা বাকি থাকে তার একটি শেষ, ছোট অঙ্ক।",
    "প্রত্যাশিত রিটার্ন = মোট তোলা টাকা + শেষে বাকি তহবিল − বিনিয়োগ করা টাকা। টাকা যে বছরে ফুরোয়, সারণি সেই বছরেই থামে।",
    "বাজারের সঙ্গে যুক্ত ফান্ড প্রতি মাসে একই রিটার্ন দেয় না: শুরুর দিকের একটা খারাপ বছর পরিকল্পনাকে গড়ের হিসাবের চেয়ে অনেক ছোট করে দেয়, তাই টাকা দীর্ঘ দিন চালাতে চাইলে তোলার অঙ্ক রিটার্নের চেয়ে বেশ কম রাখুন। মিউচুয়াল ফান্ড থেকে প্রতিবার টাকা তুললে ইউনিট বিক্রি হয় আর তাতে মূলধনী লাভের কর লাগতে পারে, যা এই অঙ্কে দেখানো হয়নি।",
  ],
  charts: [{ title: "বছরওয়ারি আপনার তহবিল", xLabel: "বছর", series: ["বাকি তহবিল"] }],
  tables: [
    {
      caption: "বছরওয়ারি বাকি তহবিল",
      columns: {
        year: "বছর",
        withdrawn: "বছরে তোলা টাকা",
        returns: "বছরের রিটার্ন",
        balance: "বছরের শেষে বাকি তহবিল",
      },
    },
  ],
  messages: {
    [SWP_MESSAGES.withdrawalAboveCorpus]: "প্রতি মাসে তোলার অঙ্ক মোট বিনিয়োগের চেয়ে বেশি হতে পারে না",
    "For ever: the returns cover every withdrawal": "চিরকাল: প্রতিবারের তোলা টাকা রিটার্ন থেকেই মেটে",
    "More than 100 years": "100 বছরের বেশি",
    "Total withdrawn": "মোট তোলা টাকা",
    "Balance at the end": "শেষে বাকি তহবিল",
  },
  patterns: [
    // How long the money lasts: '7 years 4 months, then ₹3,201 in the month after'.
    [
      new RegExp(`^${MONTHS_SOURCE}(?:, then (₹[\\d,]+) in the month after)?$`),
      (years, months, last) => `${monthsBn(years, months)}${last === undefined ? "" : `, তারপর পরের মাসে ${last}`}`,
    ],
    ...ruleTemplatesBn(labelsOf(swpDefinition.fields, FIELDS)),
  ],
};
