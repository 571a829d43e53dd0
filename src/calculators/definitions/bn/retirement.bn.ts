// The retirement planner in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { RETIREMENT_REQUIRED } from "../retirement";
import { RETIREMENT_BN, RETIREMENT_FIELDS_BN } from "./planner-parts.bn";

export const text: DefinitionText = {
  title: "অবসরের পরিকল্পনা",
  description:
    "অবসর নিতে কত বড় তহবিল লাগবে আর কোন মাসিক SIP তা গড়ে তুলবে: আপনার আজকের খরচ, অবসর পর্যন্ত মূল্যবৃদ্ধিতে বাড়িয়ে আর কর যোগ করে, প্রত্যাশিত আয়ু পর্যন্ত প্রতি বছর মেটানো হয়।",
  fields: {
    currentAge: "এখনকার বয়স",
    retirementAge: "অবসরের বয়স",
    monthlyExpenses: "আজকের মাসিক খরচ",
    ...RETIREMENT_FIELDS_BN,
  },
  results: RETIREMENT_BN.results,
  convention: RETIREMENT_BN.convention,
  method: [
    "সংসারের মাসিক খরচ আজকের দামে লিখুন, আর অবসরের আগেই যে খরচ শেষ হবে (গৃহঋণের EMI, সন্তানদের ফি) তা ধরবেন না। করের স্ল্যাব মানে অবসরের পরে তোলা টাকায় আপনাকে যে হারে কর দিতে হতে পারে।",
    ...RETIREMENT_BN.method,
  ],
  tables: RETIREMENT_BN.tables,
  messages: {
    ...RETIREMENT_BN.messages,
    [RETIREMENT_REQUIRED]: "এটি পূরণ করা আবশ্যক, আর শূন্যের কম সংখ্যা রাখা যাবে না।",
  },
};
