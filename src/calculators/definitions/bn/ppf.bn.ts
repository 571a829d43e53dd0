// The PPF calculator in Bengali (i18n/definition-text.ts says how a text is read).
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { PPF_RULES } from "../../reference-data";
import { RATE_FIELD_BN, rateSourceBn, rulesSourceBn, schemeRulePatternsBn, YEARLY_DEPOSIT_BN } from "./scheme-parts.bn";

const { termYears, extensionBlockYears, minYearlyDeposit, maxYearlyDeposit } = PPF_RULES;

const FIELDS = {
  yearlyDeposit: "বার্ষিক জমা",
  ...RATE_FIELD_BN,
  timePeriod: "মেয়াদ",
} as const;

export const text: DefinitionText = {
  title: "PPF ক্যালকুলেটর",
  description: `আপনার পাবলিক প্রভিডেন্ট ফান্ড (PPF) অ্যাকাউন্টে কত জমবে দেখুন: ${termYears} বছর ধরে প্রতি বছর জমা, বা ${extensionBlockYears} বছর করে মেয়াদ বাড়িয়ে আরও বেশি দিন, সরকারের ঘোষিত সুদের হারে।`,
  fields: FIELDS,
  results: YEARLY_DEPOSIT_BN.results,
  convention: `প্রতি বছরের জমা 5 এপ্রিলের মধ্যে; সুদ বছরে একবার যোগ হয় (চক্রবৃদ্ধি); করমুক্ত। ${rateSourceBn("PPF-এর", PPF_RULES.rate)} ${rulesSourceBn(PPF_RULES)}`,
  method: [
    "PPF-এ সুদ কষা হয় প্রতি মাসে, মাসের 5 তারিখ থেকে মাসের শেষ পর্যন্ত সবচেয়ে কম ব্যালান্সের উপর, আর গোটা বছরের সুদ অ্যাকাউন্টে জমা পড়ে 31 মার্চ। তাই 5 এপ্রিলের মধ্যে জমা দেওয়া টাকা পুরো বারো মাসের সুদ পায়: এক বছরের সুদ = বার্ষিক হার × সেই বছরের জমার পরের ব্যালান্স।",
    "বছরের শেষে ব্যালান্স = (বছরের শুরুর ব্যালান্স + সেই বছরের জমা) × (1 + r), যেখানে r দশমিকে বার্ষিক হার (7.1% = 0.071)। n-টি সমান জমায় এটি দাঁড়ায় D × ((1 + r)^n − 1) ÷ r × (1 + r)।",
    `অ্যাকাউন্টের মেয়াদ পূর্ণ হয় ${termYears} বছরে। ${extensionBlockYears} বছর করে মেয়াদ বাড়িয়ে জমা চালিয়ে যাওয়া যায়: এখানে বেশি মেয়াদ লিখলে ধরা হয় আপনি তা-ই করছেন, একই হারে। এক অর্থবর্ষে জমা দিতে হয় ${formatRupees(minYearlyDeposit)} থেকে ${formatRupees(maxYearlyDeposit)}।`,
    "মোট সুদ = মেয়াদপূর্তির অঙ্ক − মোট জমা। PPF-এর জমায় 80C ধারায় ছাড় মেলে (পুরনো কর ব্যবস্থা), আর সুদ ও মেয়াদপূর্তির অঙ্ক করমুক্ত। সুদের হার প্রতি ত্রৈমাসিকে ঘোষিত হয়, তাই আসল অ্যাকাউন্টে প্রতি ত্রৈমাসিকের হারেই সুদ মেলে।",
  ],
  charts: [{ title: "আপনার PPF ব্যালান্সের বৃদ্ধি", ...YEARLY_DEPOSIT_BN.chart }],
  tables: [YEARLY_DEPOSIT_BN.table],
  messages: YEARLY_DEPOSIT_BN.messages,
  patterns: [
    // The term rule (15 years, or 15 plus blocks of 5).
    [
      /^Time period must be (\d+) years, or \1 plus blocks of (\d+) years \((.+)\)$/,
      (term, block, examples) => `মেয়াদ ${term} বছর রাখুন, অথবা ${term} বছরের পরে ${block} বছর করে যোগ করে (${examples})`,
    ],
    ...schemeRulePatternsBn({ "Yearly deposit": FIELDS.yearlyDeposit, "Time period": FIELDS.timePeriod }),
  ],
};
