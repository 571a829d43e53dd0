// The HRA exemption calculator in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { labelsOf } from "../../i18n/rule-patterns";
import type { HraView } from "../hra";
import { hraDefinition } from "../hra";
import { ruleTemplatesBn } from "./rule-parts.bn";
import { HRA_FIELDS_BN, TAX_YEAR_OPTIONS_BN, taxYearBn } from "./tax-parts.bn";

const FIELDS = { year: "অর্থবর্ষ", ...HRA_FIELDS_BN.fields };

function convention(r: HraView): string {
  const year = taxYearBn(r.year);
  return `${year.label}, ${year.law}: ছাড় পাওয়া HRA হল 1, 2 আর 3 নম্বর অঙ্কের মধ্যে সবচেয়ে কম, সারা বছরের হিসাবে। মেট্রো শহর: ${year.metroCities}। নিয়ম যাচাই করা হয়েছে ${year.checkedOn}। সূত্র: ${year.hraSources}।`;
}

export const text: DefinitionText = {
  title: "HRA ছাড় ক্যালকুলেটর",
  description:
    "পুরনো কর ব্যবস্থায় আপনার বাড়িভাড়া ভাতার (HRA) কতটা করমুক্ত আর কতটায় কর লাগে: তিনটি অঙ্কের মধ্যে যেটি সবচেয়ে কম, প্রতিটি অঙ্ক আলাদা করে দেখানো।",
  fields: FIELDS,
  options: { year: TAX_YEAR_OPTIONS_BN, ...HRA_FIELDS_BN.options },
  results: {
    exemptHra: "ছাড় পাওয়া HRA",
    taxableHra: "করযোগ্য HRA",
    actualHra: "1. পাওয়া HRA",
    rentOverTenPct: "2. দেওয়া বাড়িভাড়া − মূল বেতন + DA-র 10%",
    salaryShare: "3. মূল বেতন + DA-র 50% (মেট্রো) বা 40%",
  },
  convention,
  method: [
    "ছাড় পাওয়া HRA = এগুলির মধ্যে সবচেয়ে কম: (1) নিয়োগকর্তার দেওয়া HRA; (2) আপনার দেওয়া বাড়িভাড়া থেকে আপনার বেতনের 10% বাদ দিয়ে যা থাকে (কখনও 0-এর কম নয়); (3) মেট্রো শহরে থাকলে বেতনের 50%, অন্যত্র 40%। এখানে বেতন মানে মূল বেতন + মহার্ঘ ভাতা (DA, যখন তা অবসরকালীন সুবিধার হিসাবে ধরা হয়), আপনার মোট বেতন নয়।",
    "করযোগ্য HRA = পাওয়া HRA − ছাড় পাওয়া HRA; এটি আপনার করযোগ্য বেতনের সঙ্গে যোগ হয়।",
    "ছাড় মেলে শুধু পুরনো কর ব্যবস্থায়; নতুন ব্যবস্থায় পুরো HRA-তেই কর লাগে। বাড়িভাড়া না দিলে, বা নিজের বাড়িতে থাকলে, কোনও ছাড় মেলে না। যে মাসগুলিতে ভাড়া দিয়েছেন, শুধু সেগুলির অঙ্ক লিখুন; বছরের মধ্যে বেতন বা ভাড়া বদলালে ছাড় কষা হয় মাস ধরে ধরে, যা এই ক্যালকুলেটর করে না।",
    "বাড়িওয়ালার PAN: বাড়িভাড়া বছরে ₹1 লক্ষের বেশি হলে আপনার নিয়োগকর্তার সেটি লাগে।",
  ],
  patterns: ruleTemplatesBn(labelsOf(hraDefinition.fields, FIELDS)),
};
