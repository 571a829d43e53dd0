// The EPF calculator in Bengali (i18n/definition-text.ts says how a text is read).
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { labelsOf } from "../../i18n/rule-patterns";
import { EPF_EMPLOYEE_SHARE, EPF_EMPLOYER_SHARE, EPF_INTEREST_RATE, EPS_WAGE_CEILING } from "../../reference-data";
import { epfDefinition } from "../epf";
import { ruleTemplatesBn } from "./rule-parts.bn";
import { sourceBn } from "./salary-parts.bn";

const FIELDS = {
  monthlyBasicDa: "মূল বেতন + DA (মাসিক)",
  age: "আপনার বয়স",
  retirementAge: "অবসরের বয়স",
  employeeContribution: "আপনার অবদান (মূল বেতন + DA-র %)",
  employerContribution: "EPF-এ নিয়োগকর্তার ভাগ (মূল বেতন + DA-র %)",
  salaryGrowth: "বার্ষিক বেতনবৃদ্ধি",
  annualRate: "EPF-এর সুদের হার (বার্ষিক)",
  currentBalance: "EPF-এ এখনকার ব্যালান্স (ঐচ্ছিক)",
};

const EPS_CAP = formatRupees((EPS_WAGE_CEILING.value * 8.33) / 100);

export const text: DefinitionText = {
  title: "EPF ক্যালকুলেটর",
  description:
    "অবসর নেওয়া পর্যন্ত আপনার কর্মচারী ভবিষ্যনিধি (EPF) অ্যাকাউন্টে কত জমে, দেখুন: প্রতি মাসে আপনার আর আপনার নিয়োগকর্তার অবদান, আর ঠিক EPFO-র পদ্ধতিতে কষা সুদ।",
  fields: FIELDS,
  results: {
    corpus: "অবসরের সময় EPF ব্যালান্স",
    employeeTotal: "আপনার মোট অবদান",
    employerTotal: "নিয়োগকর্তার মোট অবদান",
    interestTotal: "পাওয়া সুদ",
  },
  convention: () =>
    `সুদ ${EPF_INTEREST_RATE.value}% হারে (${sourceBn(EPF_INTEREST_RATE.asOf)}; ${sourceBn(EPF_INTEREST_RATE.source)}), প্রতি মাসের শেষের ব্যালান্সের উপর, আর প্রতি বছরের শেষে একবার অ্যাকাউন্টে যোগ হয়; নিয়োগকর্তার 8.33% যায় পেনশন প্রকল্পে (EPS), এই ব্যালান্সে তা ধরা নেই।`,
  method: [
    `প্রতি মাসে আপনি মূল বেতন + মহার্ঘ ভাতার (DA) ${EPF_EMPLOYEE_SHARE.value}% EPF-এ জমা দেন (${sourceBn(EPF_EMPLOYEE_SHARE.source)})। নিয়োগকর্তাও 12% দেন, কিন্তু মূল বেতন + DA-র মাত্র ${EPF_EMPLOYER_SHARE.value}% আপনার EPF অ্যাকাউন্টে পৌঁছয়: বাকি 8.33% যায় কর্মচারী পেনশন প্রকল্পে (EPS), যা 58 বছর বয়স থেকে মাসিক পেনশন দেয় আর এই ব্যালান্সের অংশ নয়।`,
    `পেনশনের ভাগ কষা হয় মাসে বড়জোর ${formatRupees(EPS_WAGE_CEILING.value)} মূল বেতন + DA-র উপর, তাই তা ${EPS_CAP}-এর বেশি হয় না (${sourceBn(EPS_WAGE_CEILING.source)})। যাঁদের কর্মীরা এর বেশি রোজগার করেন, এমন অনেক নিয়োগকর্তা পুরো মূল বেতন + DA-র 12% দেন আর ${EPS_CAP}-এর উপরের সবটা EPF-এ জমা করেন: ₹40,000 মূল বেতন + DA-তে তা (4,800 − 1,250) ÷ 40,000 = 8.875%। আপনার বেতনের স্লিপে এই ভাগাভাগি লেখা থাকে: নিয়োগকর্তার EPF ভাগ মূল বেতন + DA-র শতাংশ হিসেবে লিখুন।`,
    "সুদ কষা হয় EPFO-র পদ্ধতিতে (EPF প্রকল্প, 1952, অনুচ্ছেদ 60): প্রতি মাসে মাসের শেষের ব্যালান্সে বার্ষিক হার ÷ 12 হারে সুদ হয়, আর বছরের সুদ অ্যাকাউন্টে যোগ হয় একবারই, বছরের শেষে, তাই তার উপর সুদ মেলে পরের বছর থেকে। বছরের শুরুতে ব্যালান্স B আর প্রতি মাসে একই অবদান c হলে মাসের শেষের ব্যালান্স হয় B + c, B + 2c, …, B + 12c, তাই বছরের সুদ = হার ÷ 1200 × (12 × B + 78 × c)।",
    "প্রথম বছরের পর প্রতি বছরের শুরুতে আপনার বেতন বার্ষিক বেতনবৃদ্ধির হারে বাড়ে; সারণির প্রতিটি সারি এক বছর। সুদের হার প্রতি বছর EPFO ঠিক করে: দেখানো হারটি সর্বশেষ ঘোষিত হার, পরের বছরগুলিতে তা আলাদা হতে পারে।",
    "টানা 5 বছর চাকরির পরে তুললে EPF-এর ব্যালান্স করমুক্ত। আপনার নিজের অবদানের বছরে ₹2.5 লক্ষের বেশি অংশে (যেখানে নিয়োগকর্তা অবদান দেন না, সেখানে ₹5 লক্ষের বেশি অংশে) পাওয়া সুদ প্রতি বছর করযোগ্য; এই ক্যালকুলেটর করের আগের অঙ্ক দেখায়।",
  ],
  charts: [{ title: "বয়স অনুযায়ী আপনার EPF ব্যালান্স", xLabel: "বয়স", series: ["EPF ব্যালান্স"] }],
  tables: [
    {
      caption: "বছরওয়ারি EPF ব্যালান্স",
      columns: {
        year: "বছর",
        age: "বছর শেষে বয়স",
        monthlySalary: "মাসিক মূল বেতন + DA",
        employee: "আপনার অবদান",
        employer: "নিয়োগকর্তার অবদান",
        interest: "সুদ",
        balance: "বছর শেষে ব্যালান্স",
      },
    },
  ],
  messages: {
    "Retirement age must be more than your age": "অবসরের বয়স আপনার এখনকার বয়সের চেয়ে বেশি হতে হবে",
    Contributions: "অবদান",
    "Interest earned": "পাওয়া সুদ",
  },
  patterns: ruleTemplatesBn(labelsOf(epfDefinition.fields, FIELDS)),
};
