// The SCSS calculator in Bengali (i18n/definition-text.ts says how a text is read).
import { formatAmountWords, formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { SCSS_RULES } from "../../reference-data";
import { PAYOUT_BN, RATE_FIELD_BN, rateSourceBn, rulesSourceBn, schemeRulePatternsBn } from "./scheme-parts.bn";

const { termYears, extensionYears, minDeposit, maxDeposit, depositMultiple } = SCSS_RULES;

const FIELDS = {
  deposit: "আমানতের অঙ্ক",
  ...RATE_FIELD_BN,
  timePeriod: "মেয়াদ",
} as const;

export const text: DefinitionText = {
  title: "SCSS ক্যালকুলেটর",
  description: `প্রবীণ নাগরিক সঞ্চয় প্রকল্প (SCSS) আপনাকে প্রতি ত্রৈমাসিকে কত সুদ দেবে, আর তার ${termYears} বছরের মেয়াদে সব মিলিয়ে কত, দেখুন।`,
  fields: FIELDS,
  options: {
    timePeriod: {
      [String(termYears)]: `${termYears} বছর`,
      [String(termYears + extensionYears)]: `${termYears + extensionYears} বছর (একবার ${extensionYears} বছর মেয়াদ বাড়িয়ে)`,
    },
  },
  results: { quarterlyPayout: "প্রতি ত্রৈমাসিকে সুদ", ...PAYOUT_BN.results },
  convention: `সুদ মেলে প্রতি ত্রৈমাসিকে, বার্ষিক হার ÷ 4 হারে (চক্রবৃদ্ধি নয়); মেয়াদপূর্তিতে আমানত ফেরত; করের আগে। ${rateSourceBn("SCSS-এর", SCSS_RULES.rate)} ${rulesSourceBn(SCSS_RULES)}`,
  method: [
    "SCSS সরল সুদ দেয়: প্রতি ত্রৈমাসিকে, এপ্রিল, জুলাই, অক্টোবর আর জানুয়ারির প্রথম কাজের দিনে, আপনি পান আমানত × বার্ষিক হার ÷ 4। যে সুদ তোলেন না, তার উপর আর সুদ মেলে না।",
    "প্রতি ত্রৈমাসিকে সুদ = D × r ÷ 4; বছরে সুদ = D × r; মোট সুদ = D × r × বছর, যেখানে D আমানতের অঙ্ক আর r দশমিকে বার্ষিক হার (8.2% = 0.082)। আমানত মেয়াদপূর্তিতে ফেরত আসে, তাই মোট প্রাপ্তি = D + মোট সুদ।",
    `মেয়াদ ${termYears} বছর; একবার ${extensionYears} বছর বাড়ানো যায় (তখন মেয়াদ বাড়ানোর সময়ে ঘোষিত হার খাটে; এই ক্যালকুলেটর একই হার ধরে)। প্রথম সুদ অ্যাকাউন্ট খোলার দিন থেকে পরের ত্রৈমাসিকের তারিখ পর্যন্ত দিনের, তাই প্রথম আর শেষ ত্রৈমাসিকে আসল অঙ্ক একটু আলাদা হয়।`,
    `আমানত মাথাপিছু ${formatRupees(minDeposit)} থেকে ${formatAmountWords(maxDeposit, "bn")}, ${formatRupees(depositMultiple)}-এর গুণিতকে; অ্যাকাউন্ট খুলতে পারেন 60 বা তার বেশি বয়সিরা (কিছু অবসরপ্রাপ্তের ক্ষেত্রে 55 থেকে)। আমানতে 80C ধারায় ছাড় মেলে (পুরনো কর ব্যবস্থা); সুদে কর লাগে আপনার আয়কর স্ল্যাব অনুযায়ী।`,
  ],
  tables: PAYOUT_BN.tables,
  messages: PAYOUT_BN.messages,
  patterns: schemeRulePatternsBn({ "Deposit amount": FIELDS.deposit }),
};
