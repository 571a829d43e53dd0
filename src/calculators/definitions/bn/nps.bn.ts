// The NPS calculator in Bengali (i18n/definition-text.ts says how a text is read).
import { formatAmountWords, formatNumber } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { NPS_ASSUMPTIONS, NPS_RULES } from "../../reference-data";
import { asOfBn, schemeRulePatternsBn, sourceBn } from "./scheme-parts.bn";

const { exitAge, minAnnuitySharePctOthers, minAnnuitySharePctGovernment, fullWithdrawalCorpusLimit } = NPS_RULES;

const FIELDS = {
  monthlyContribution: "মাসিক অবদান",
  currentAge: "আপনার বয়স",
  annualReturn: "প্রত্যাশিত রিটার্ন (বার্ষিক)",
  sector: "গ্রাহকের ধরন",
  annuityShare: "অ্যানুইটির জন্য তহবিলের অংশ",
  annuityRate: "অ্যানুইটির হার (বার্ষিক)",
} as const;

/** Whose minimum annuity share a message gives, as the English rule names them. */
const WHO = {
  "for a government subscriber": "সরকারি গ্রাহকের নিয়ম",
  "for a subscriber outside government": "বেসরকারি গ্রাহকের নিয়ম",
} as const;

export const text: DefinitionText = {
  title: "NPS ক্যালকুলেটর",
  description: `জাতীয় পেনশন প্রকল্পে (NPS) আপনার অবদান ${exitAge} বছর বয়সের মধ্যে কত বড় তহবিল গড়বে, তার কতটা একবারে তুলতে পারবেন, আর বাকিটা দিয়ে কত মাসিক পেনশন মিলবে, দেখুন।`,
  fields: FIELDS,
  options: {
    sector: {
      others: `বেসরকারি (অ্যানুইটি অন্তত ${minAnnuitySharePctOthers}%)`,
      government: `সরকারি (অ্যানুইটি অন্তত ${minAnnuitySharePctGovernment}%)`,
    },
  },
  results: {
    corpus: `${exitAge} বছর বয়সে তহবিল`,
    lumpSum: "একবারে যা তুলতে পারবেন",
    annuityPurchase: "অ্যানুইটিতে যাবে",
    monthlyPension: "মাসিক পেনশন",
    invested: "মোট অবদান",
  },
  convention:
    `প্রতি মাসের শুরুতে অবদান, ${exitAge} বছর বয়স পর্যন্ত, মাসে প্রত্যাশিত রিটার্ন ÷ 12 হারে বৃদ্ধি; পেনশন = অ্যানুইটির অঙ্ক × অ্যানুইটির হার ÷ 12, করের আগে। ` +
    `ন্যূনতম অ্যানুইটির অংশ: ${sourceBn(NPS_RULES.source)}, ${asOfBn(NPS_RULES.asOf)}। ` +
    `ফর্মে আগে থেকে বসানো রিটার্ন (${formatNumber(NPS_ASSUMPTIONS.annualReturn.value)}%) আর অ্যানুইটির হার (${formatNumber(NPS_ASSUMPTIONS.annuityRate.value)}%) অনুমান, ঘোষিত হার নয়: নিজের অবস্থা অনুযায়ী বদলে নিন।`,
  method: [
    `প্রতি মাসের অবদান মাসের শুরুতে বিনিয়োগ হয়, আর ${exitAge} বছর বয়স পর্যন্ত প্রতি মাসে প্রত্যাশিত বার্ষিক রিটার্ন ÷ 12 হারে বাড়ে: তহবিল = C × ((1 + i)^n − 1) ÷ i × (1 + i), যেখানে C মাসিক অবদান, i মাসিক রিটার্ন আর n ${exitAge} বছর বয়স পর্যন্ত মাসের সংখ্যা।`,
    "NPS থেকে বেরোনোর সময় আপনার বেছে নেওয়া অংশ দিয়ে অ্যানুইটি কেনা হয়: বিমা সংস্থার আজীবন পেনশন দেওয়ার প্রতিশ্রুতি। মাসিক পেনশন = তহবিল × অ্যানুইটির অংশ × অ্যানুইটির হার ÷ 12। তহবিলের বাকিটা আপনি একবারে তুলতে পারেন।",
    `PFRDA-র ডিসেম্বর 2025-এর সংশোধনীর পর থেকে বেসরকারি গ্রাহককে ₹12 লক্ষের বেশি তহবিলের অন্তত ${minAnnuitySharePctOthers}% দিয়ে অ্যানুইটি কিনতে হয় (আগে 40%), আর সরকারি গ্রাহককে অন্তত ${minAnnuitySharePctGovernment}%। ${formatAmountWords(fullWithdrawalCorpusLimit, "bn")} বা তার কম তহবিল পুরোটাই তোলা যায়; ₹8 থেকে ₹12 লক্ষের মধ্যে তহবিল হলে একবারে ₹6 লক্ষ পর্যন্ত তোলা যায়। এই ক্যালকুলেটর আপনার বেছে নেওয়া সাধারণ ন্যূনতম অংশ ধরে হিসাব করে।`,
    "NPS-এর রিটার্ন বাজারের সঙ্গে যুক্ত, নিশ্চিত নয়, আর অ্যানুইটির হার নির্ভর করে বিমা সংস্থা, আপনার বয়স আর অ্যানুইটির বিকল্পের উপর: আগে থেকে বসানো দুটি অঙ্কই অনুমান হিসেবে ধরুন। পুরনো কর ব্যবস্থায় অবদানে 80CCD(1) ও 80CCD(1B) ধারায় ছাড় মেলে।",
  ],
  charts: [{ title: "আপনার NPS তহবিলের বৃদ্ধি", xLabel: "বয়স", series: ["মোট অবদান", "তহবিল"] }],
  tables: [
    {
      caption: "বছরওয়ারি তহবিল",
      columns: { year: "বছর", age: "বয়স", invested: "এ পর্যন্ত অবদান", value: "তহবিল" },
    },
  ],
  messages: { "Total contributed": "মোট অবদান", Returns: "রিটার্ন" },
  patterns: [
    [/^Your age must be at least (\d+) to join the NPS$/, (age) => `NPS-এ যোগ দিতে ${FIELDS.currentAge} অন্তত ${age} বছর হতে হবে`],
    [/^Your age must be below (\d+), the NPS exit age used here$/, (age) => `${FIELDS.currentAge} ${age} বছরের কম হতে হবে: এখানে NPS থেকে বেরোনোর বয়স ${age} বছর ধরা হয়েছে`],
    [
      /^Share of corpus for annuity must be at least (\d+)% (for a government subscriber|for a subscriber outside government)$/,
      (share, who) => `${FIELDS.annuityShare} অন্তত ${share}% হতে হবে (${WHO[who as keyof typeof WHO]})`,
    ],
    [/^Share of corpus for annuity cannot be more than 100%$/, () => `${FIELDS.annuityShare} 100%-এর বেশি হতে পারে না`],
    ...schemeRulePatternsBn({ "Your age": FIELDS.currentAge }),
  ],
};
