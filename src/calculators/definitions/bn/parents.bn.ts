// The aging parent planner in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { PARENT_REQUIRED } from "../parents";
import { AFTER_CURRENT_AGE } from "../retirement-planner";
import { RETIREMENT_BN, RETIREMENT_FIELDS_BN } from "./planner-parts.bn";

export const text: DefinitionText = {
  title: "বয়স্ক বাবা-মায়ের পরিকল্পনা",
  description:
    "বাবা-মায়ের বাকি জীবনের, প্রতি বছর মূল্যবৃদ্ধির সঙ্গে বাড়তে থাকা খরচ মেটানোর তহবিল, আর সঙ্গে মূলধন ফেরত দেওয়ার তহবিল: তাঁদের বয়স, তাঁদের আয় কবে থামবে আর আজ তাঁরা মাসে কত খরচ করেন, লিখুন।",
  fields: {
    currentAge: "বাবা-মায়ের এখনকার বয়স",
    retirementAge: "বাবা-মায়ের অবসরের বয়স",
    monthlyExpenses: "বাবা-মায়ের আজকের মাসিক খরচ",
    ...RETIREMENT_FIELDS_BN,
  },
  results: RETIREMENT_BN.results,
  convention: RETIREMENT_BN.convention,
  method: [
    "বাবা-মা আগেই অবসর নিয়ে থাকলে অবসরের বয়স তাঁদের এখনকার বয়সের সমান রাখুন: তখন তহবিল আজই দরকার, আর কোনও SIP দেখানো হয় না। মাসিক খরচে চিকিৎসার খরচও ধরুন; বয়স বাড়লে তা অন্য জিনিসের দামের চেয়ে দ্রুত বাড়ে, তাই মূল্যবৃদ্ধির হার একটু বেশি ধরাই বুদ্ধিমানের কাজ।",
    ...RETIREMENT_BN.method,
  ],
  tables: RETIREMENT_BN.tables,
  messages: {
    ...RETIREMENT_BN.messages,
    [PARENT_REQUIRED]: "আবশ্যক; শূন্যের কম সংখ্যা রাখা যাবে না।",
    // A parent may have retired already: the retirement age may equal the current age.
    [AFTER_CURRENT_AGE]: "এখনকার বয়সের চেয়ে কম হতে পারে না।",
  },
};
