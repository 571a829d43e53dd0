// The Post Office MIS calculator in Bengali (i18n/definition-text.ts says how a text is read).
import { formatAmountWords, formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { POST_OFFICE_MIS_RULES as MIS } from "../../reference-data";
import { PAYOUT_BN, RATE_FIELD_BN, rateSourceBn, rulesSourceBn, schemeRulePatternsBn } from "./scheme-parts.bn";

const FIELDS = {
  deposit: "আমানতের অঙ্ক",
  ...RATE_FIELD_BN,
  accountType: "অ্যাকাউন্টের ধরন",
} as const;

export const text: DefinitionText = {
  title: "ডাকঘর MIS ক্যালকুলেটর",
  description: `ডাকঘরের মাসিক আয় প্রকল্প (POMIS) আপনার আমানতে প্রতি মাসে কত আয় দেবে, আর ${MIS.termYears} বছরে মোট কত সুদ, দেখুন।`,
  fields: FIELDS,
  options: {
    accountType: {
      single: `একক অ্যাকাউন্ট (${formatRupees(MIS.maxDepositSingle)} পর্যন্ত)`,
      joint: `যৌথ অ্যাকাউন্ট (${formatRupees(MIS.maxDepositJoint)} পর্যন্ত)`,
    },
  },
  results: { monthlyPayout: "প্রতি মাসে সুদ", ...PAYOUT_BN.results },
  convention: `সুদ মেলে ${MIS.termYears} বছর ধরে প্রতি মাসে, বার্ষিক হার ÷ 12 হারে (চক্রবৃদ্ধি নয়); মেয়াদপূর্তিতে আমানত ফেরত; করের আগে। ${rateSourceBn("POMIS-এর", MIS.rate)} ${rulesSourceBn(MIS)}`,
  method: [
    "মাসিক আয় প্রকল্প সরল সুদ দেয়: অ্যাকাউন্ট খোলার এক মাস পর থেকে প্রতি মাসে আপনি পান আমানত × বার্ষিক হার ÷ 12। যে সুদ তোলা হয় না, তার উপর আর সুদ মেলে না।",
    `প্রতি মাসে সুদ = D × r ÷ 12; বছরে সুদ = D × r; ${MIS.termYears} বছরে মোট সুদ = D × r × ${MIS.termYears}, যেখানে D আমানতের অঙ্ক আর r দশমিকে বার্ষিক হার (7.4% = 0.074)। আমানত ফেরত আসে ${MIS.termYears} বছর পরে, তাই মোট প্রাপ্তি = D + মোট সুদ।`,
    `আমানত ${formatRupees(MIS.depositMultiple)}-এর গুণিতকে: একক অ্যাকাউন্টে ${formatRupees(MIS.minDeposit)} থেকে ${formatAmountWords(MIS.maxDepositSingle, "bn")}, যৌথ অ্যাকাউন্টে ${formatAmountWords(MIS.maxDepositJoint, "bn")} পর্যন্ত (সর্বাধিক তিন জন প্রাপ্তবয়স্ক, সবার সমান অংশ; সব অ্যাকাউন্ট মিলিয়ে কেউ ${formatAmountWords(MIS.maxDepositSingle, "bn")}-এর বেশি রাখতে পারেন না)।`,
    "সুদে কর লাগে আপনার আয়কর স্ল্যাব অনুযায়ী, আর আমানতে 80C ধারার ছাড় মেলে না। এক বছর পরে অ্যাকাউন্ট বন্ধ করা যায়: 3 বছরের আগে বন্ধ করলে আমানতের 2% কাটা যায়, তার পরে 1%।",
  ],
  tables: PAYOUT_BN.tables,
  messages: PAYOUT_BN.messages,
  patterns: schemeRulePatternsBn({ "Deposit amount": FIELDS.deposit }),
};
