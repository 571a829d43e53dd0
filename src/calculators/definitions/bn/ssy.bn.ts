// The Sukanya Samriddhi calculator in Bengali (i18n/definition-text.ts says how a text is read).
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { SSY_RULES } from "../../reference-data";
import { RATE_FIELD_BN, rateSourceBn, rulesSourceBn, schemeRulePatternsBn, YEARLY_DEPOSIT_BN } from "./scheme-parts.bn";

const { depositYears, maturityYears, maxOpeningAge, minYearlyDeposit, maxYearlyDeposit } = SSY_RULES;

const FIELDS = {
  yearlyDeposit: "বার্ষিক জমা",
  ...RATE_FIELD_BN,
  girlAge: "অ্যাকাউন্ট খোলার সময় মেয়ের বয়স",
} as const;

export const text: DefinitionText = {
  title: "সুকন্যা সমৃদ্ধি ক্যালকুলেটর",
  description: `সুকন্যা সমৃদ্ধি অ্যাকাউন্ট থেকে আপনার মেয়ে কত পাবে দেখুন: ${depositYears} বছর জমা, আর অ্যাকাউন্ট খোলার ${maturityYears} বছর পরে মেয়াদপূর্তি।`,
  fields: FIELDS,
  results: { ...YEARLY_DEPOSIT_BN.results, maturityAge: "মেয়াদপূর্তির সময় মেয়ের বয়স" },
  convention: `প্রতি বছরের জমা 5 এপ্রিলের মধ্যে; সুদ বছরে একবার যোগ হয় (চক্রবৃদ্ধি); ${depositYears} বছরের পরে আর জমা নয়; করমুক্ত। ${rateSourceBn("সুকন্যা সমৃদ্ধির", SSY_RULES.rate)} ${rulesSourceBn(SSY_RULES)}`,
  method: [
    "সুদ কষা হয় প্রতি মাসে, মাসের 5 তারিখ থেকে মাসের শেষ পর্যন্ত সবচেয়ে কম ব্যালান্সের উপর, আর অ্যাকাউন্টে জমা পড়ে বছরে একবার, তাই 5 এপ্রিলের মধ্যে জমা দেওয়া টাকা গোটা বছরের সুদ পায়: এক বছরের সুদ = বার্ষিক হার × সেই বছরের জমার পরের ব্যালান্স।",
    `বছরের শেষে ব্যালান্স = (বছরের শুরুর ব্যালান্স + সেই বছরের জমা) × (1 + r), যেখানে r দশমিকে বার্ষিক হার (8.2% = 0.082)। জমা দেওয়া হয় শুধু প্রথম ${depositYears} বছর; ${depositYears + 1} থেকে ${maturityYears} নম্বর বছর পর্যন্ত কিছু যোগ না হলেও ব্যালান্সে সুদ জমতে থাকে।`,
    `অ্যাকাউন্ট খোলার ${maturityYears} বছর পরে মেয়াদ পূর্ণ হয়, অর্থাৎ 5 বছর বয়সে অ্যাকাউন্ট খোলা হলে মেয়ে মেয়াদপূর্তির টাকা পাবে 26 বছর বয়সে। (18 বছরের পরে বিয়ের জন্য অ্যাকাউন্ট আগেও বন্ধ করা যায়; এই ক্যালকুলেটর তা হিসাবে ধরে না।)`,
    `এক অর্থবর্ষে জমা দিতে হয় ${formatRupees(minYearlyDeposit)} থেকে ${formatRupees(maxYearlyDeposit)}, আর অ্যাকাউন্ট খোলা যায় মেয়ের ${maxOpeningAge} বছর বয়স পর্যন্তই। জমায় 80C ধারায় ছাড় মেলে (পুরনো কর ব্যবস্থা); সুদ ও মেয়াদপূর্তির অঙ্ক করমুক্ত। সুদের হার প্রতি ত্রৈমাসিকে ঘোষিত হয়।`,
  ],
  charts: [{ title: "সুকন্যা সমৃদ্ধি ব্যালান্সের বৃদ্ধি", ...YEARLY_DEPOSIT_BN.chart }],
  tables: [{ ...YEARLY_DEPOSIT_BN.table, columns: { ...YEARLY_DEPOSIT_BN.table.columns, age: "মেয়ের বয়স" } }],
  messages: YEARLY_DEPOSIT_BN.messages,
  patterns: [
    // The opening age: before she turns 11.
    [
      /^Girl's age at opening cannot be more than (\d+) years: the account must be opened before she turns (\d+)$/,
      (age, turns) => `${FIELDS.girlAge} ${age} বছরের বেশি হতে পারে না: মেয়ের ${turns} বছর বয়স হওয়ার আগেই অ্যাকাউন্ট খুলতে হবে`,
    ],
    ...schemeRulePatternsBn({ "Yearly deposit": FIELDS.yearlyDeposit, "Girl's age at opening": FIELDS.girlAge }),
  ],
};
