// The inflation calculator in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { INFLATION_MESSAGES } from "../inflation";

export const text: DefinitionText = {
  title: "মূল্যবৃদ্ধি ক্যালকুলেটর",
  description:
    "আজ যে জিনিস একটি নির্দিষ্ট দামে মেলে, কয়েক বছর পরে তার দাম কত হবে? স্কুলের ফি হোক, বিয়ে হোক বা সংসারের মাসিক বাজেট, মূল্যবৃদ্ধি কীভাবে দাম বাড়ায় দেখুন।",
  fields: {
    currentCost: "আজকের দাম",
    inflationRate: "মূল্যবৃদ্ধির হার (বার্ষিক)",
    years: "বছর",
  },
  results: {
    current: "আজকের দাম",
    future: "ভবিষ্যতের দাম",
    difference: "বৃদ্ধি",
  },
  convention: "মূল্যবৃদ্ধিতে বছরে একবার আপনার দেওয়া হারে চক্রবৃদ্ধি; বছরের একটি অংশ গোনা হয় সেই অংশের অনুপাতে।",
  method: [
    "দাম বাড়ে আগের বছরের দামের উপর, তাই মূল্যবৃদ্ধিও সুদের মতো চক্রবৃদ্ধিতে বাড়ে: প্রতি বছর দাম (1 + f) গুণ হয়, যেখানে f দশমিকে বার্ষিক মূল্যবৃদ্ধির হার (6% = 0.06)।",
    "ভবিষ্যতের দাম = আজকের দাম × (1 + f)^বছর; বৃদ্ধি = ভবিষ্যতের দাম − আজকের দাম।",
    "RBI-এর লক্ষ্য খুচরো মূল্যবৃদ্ধি বছরে 4%-এ রাখা, 2% থেকে 6%-এর মধ্যে; গত দশকে তা মোটামুটি 4% থেকে 7%-এর মধ্যে থেকেছে। পড়াশোনা আর চিকিৎসার মতো খরচ প্রায়ই এর চেয়ে দ্রুত বেড়েছে: যে জিনিসের দাম কষছেন, সেই অনুযায়ী হার বাছুন।",
  ],
  charts: [{ title: "দাম, বছরের পর বছর", xLabel: "আজ থেকে বছর", series: ["দাম"] }],
  tables: [{ caption: "বছরওয়ারি দাম", columns: { year: "আজ থেকে বছর", cost: "দাম" } }],
  messages: {
    "Cost today": "আজকের দাম",
    Increase: "বৃদ্ধি",
    [INFLATION_MESSAGES.currentCost]: "আজকের দাম 0-এর বেশি লিখুন",
    [INFLATION_MESSAGES.inflationRate]: "মূল্যবৃদ্ধির হার শূন্যের কম হতে পারে না",
    [INFLATION_MESSAGES.years]: "বছর 0-এর বেশি লিখুন",
  },
  patterns: [[/^Years cannot be more than ([\d,]+)$/, (limit) => `বছর ${limit}-এর বেশি হতে পারে না`]],
  labels: { "Inflation rate": "মূল্যবৃদ্ধির হার" },
};
