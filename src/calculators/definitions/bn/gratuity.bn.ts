// The gratuity calculator in Bengali (i18n/definition-text.ts says how a text is read).
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { GRATUITY_EXEMPT_LIMIT, GRATUITY_MINIMUM_YEARS } from "../../reference-data";
import { sourceBn } from "./salary-parts.bn";

const EXEMPT = formatRupees(GRATUITY_EXEMPT_LIMIT.value);
const PERMANENT_YEARS = GRATUITY_MINIMUM_YEARS.permanent.value;
const FIXED_TERM_YEARS = GRATUITY_MINIMUM_YEARS.fixedTerm.value;

export const text: DefinitionText = {
  title: "গ্র্যাচুইটি ক্যালকুলেটর",
  description: "চাকরি ছাড়ার বা অবসরের সময় নিয়োগকর্তার কাছ থেকে প্রাপ্য গ্র্যাচুইটি হিসাব করুন, আর দেখুন তার কতটা আয়করমুক্ত।",
  fields: {
    monthlySalary: "শেষ মূল বেতন + DA (মাসিক)",
    years: "চাকরির বছর",
    employment: "চাকরির ধরন",
  },
  options: {
    employment: {
      permanent: `স্থায়ী (${PERMANENT_YEARS} বছর পরে)`,
      "fixed-term": `নির্দিষ্ট মেয়াদের চুক্তি (${FIXED_TERM_YEARS} বছর পরে)`,
    },
  },
  results: {
    gratuity: "গ্র্যাচুইটি",
    countedYears: "হিসাবে ধরা বছর",
    exempt: "করমুক্ত অংশ",
    taxable: "করযোগ্য অংশ",
  },
  convention: `চাকরির প্রতিটি পূর্ণ বছরের জন্য 15 দিনের মজুরি (মূল বেতন + DA ÷ 26), শেষের 6 মাসের বেশি আংশিক বছর পুরো বছর হিসেবে ধরা হয়; ${EXEMPT} পর্যন্ত করমুক্ত (${sourceBn(GRATUITY_EXEMPT_LIMIT.asOf)}; ${sourceBn(GRATUITY_EXEMPT_LIMIT.source)})।`,
  method: [
    "গ্র্যাচুইটি প্রদান আইন, 1972 (এখন সামাজিক সুরক্ষা কোড, 2020-এর অংশ) অনুযায়ী চাকরির প্রতিটি পূর্ণ বছরের জন্য আপনি 15 দিনের মজুরি পান। এক দিনের মজুরি হল আপনার শেষ মাসিক মূল বেতন + মহার্ঘ ভাতা (DA) ÷ 26 কাজের দিন, তাই গ্র্যাচুইটি = শেষ মূল বেতন + DA × 15 ÷ 26 × হিসাবে ধরা বছর। উদাহরণ: ₹50,000 × 15 ÷ 26 × 10 = ₹2,88,462।",
    "শেষের আংশিক বছর 6 মাসের বেশি হলে পুরো বছর ধরা হয়: 10 বছর 7 মাস মানে 11, 10 বছর 6 মাস মানে 10। মাসগুলি বছরের ভগ্নাংশ হিসেবে লিখুন (7 মাস = 7 ÷ 12 = 0.58, তাই 10 বছর 7 মাস হল 10.58)।",
    `অন্তত ${PERMANENT_YEARS} বছর টানা চাকরির পরে চাকরি ছাড়লে বা অবসর নিলে গ্র্যাচুইটি মেলে (${sourceBn(GRATUITY_MINIMUM_YEARS.permanent.source)})। নির্দিষ্ট মেয়াদের চুক্তিতে থাকা কর্মীরা ${FIXED_TERM_YEARS} বছর পরেই তার যোগ্য হন (${sourceBn(GRATUITY_MINIMUM_YEARS.fixedTerm.source)})। মৃত্যু বা অক্ষমতার ক্ষেত্রে চাকরির মেয়াদ যা-ই হোক, তা দেওয়া হয়।`,
    `কর: আইনের আওতায় থাকা কর্মীর ক্ষেত্রে করমুক্ত অংশ হল এই তিনটির মধ্যে সবচেয়ে কম: পাওয়া গ্র্যাচুইটি, 15/26 × শেষ মূল বেতন + DA × হিসাবে ধরা বছর, আর সারা কর্মজীবনে ${EXEMPT} (আয়কর আইনের ধারা 10(10), ${sourceBn(GRATUITY_EXEMPT_LIMIT.asOf)})। নিয়োগকর্তাকে যে গ্র্যাচুইটি দিতেই হয়, আইন তারও সর্বোচ্চ সীমা ${EXEMPT} বেঁধে দেয়; নিয়োগকর্তা তার বেশি যা দেন, তাতে বেতনের মতো কর লাগে, আর করযোগ্য অংশ সেটাই দেখায়। সরকারি কর্মীদের গ্র্যাচুইটি পুরোপুরি করমুক্ত।`,
    "এই হিসাবের বাইরে: আইনের আওতার বাইরের কর্মীরা, যাঁদের গ্র্যাচুইটি প্রতিটি পূর্ণ বছরের জন্য আধ মাসের গড় বেতন (শেষ 10 মাসের), আর আংশিক বছর ধরা হয় না। শ্রম কোড অনুযায়ী আপনার মোট বেতনের অর্ধেকের বেশি ভাতা মজুরির মধ্যে ধরা হয়, তাতে ভিত্তি বাড়তে পারে; আপনার বেতনের স্লিপ দেখে মূল বেতন + DA মিলিয়ে নিন।",
  ],
  tables: [
    {
      caption: "চাকরির বছর অনুযায়ী গ্র্যাচুইটি",
      columns: {
        years: "চাকরির বছর",
        gratuity: "তখন ছাড়লে গ্র্যাচুইটি",
        exempt: "করমুক্ত অংশ",
        taxable: "করযোগ্য অংশ",
      },
    },
  ],
  messages: {
    "Tax-free part": "করমুক্ত অংশ",
    "Taxable part": "করযোগ্য অংশ",
  },
  patterns: [
    [
      /^Gratuity is paid only after at least (\d+) years? of continuous service with one employer \((\d+) years? on a fixed-term contract\), or at any time on death or disablement\. With this service nothing is due yet; once you qualify, this salary would give (₹[\d,]+) for (\d+) years?\.$/,
      (permanent, fixedTerm, amount, years) =>
        `গ্র্যাচুইটি মেলে একই নিয়োগকর্তার কাছে অন্তত ${permanent} বছর টানা চাকরির পরেই (নির্দিষ্ট মেয়াদের চুক্তিতে ${fixedTerm} বছর), অথবা মৃত্যু বা অক্ষমতার ক্ষেত্রে যে কোনও সময়ে। এতটা চাকরিতে এখনও কিছু প্রাপ্য নয়; যোগ্য হলে এই বেতনে ${years} বছরের জন্য ${amount} মিলবে।`,
    ],
  ],
};
