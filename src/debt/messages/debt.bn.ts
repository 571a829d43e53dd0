// The debt tracker in Bengali (/bn/tools/debt and the Bengali debt strategies page; glossary:
// docs/languages-bengali.md). Balance is বকেয়া, minimum payment ন্যূনতম কিস্তি, as on the
// Bengali borrowing page.
import { monthsBn } from "../../calculators/definitions/bn/rule-parts.bn";
import type { MessagesOf } from "../../i18n/catalogue";
import type { DebtMessages } from "./debt.en";

/** '1 মাস', '7 মাস', '2 বছর', '1 বছর 3 মাস': Bengali nouns take no plural after a number. */
function months(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12);
  const rest = totalMonths % 12;
  return monthsBn(years > 0 ? String(years) : undefined, rest > 0 || years === 0 ? String(rest) : undefined);
}

export const messages: MessagesOf<DebtMessages> = {
  tool: {
    title: "ঋণ ট্র্যাকার",
    lead: "আপনার সব ঋণ লিখুন আর দেখুন কোন ক্রমে শোধ করবেন: স্নোবল (সবচেয়ে ছোট বকেয়া আগে) নাকি অ্যাভালাঞ্চ (সবচেয়ে বেশি সুদ আগে)। মাসিক বাজেট যোগ করলে জানতে পারবেন কবে ঋণমুক্ত হবেন, আর কোন ক্রমে কত সুদ গুনতে হবে।",
    more: "কোন ক্রম আপনার পক্ষে ঠিক, বুঝতে পারছেন না? পড়ুন {strategies}। ঋণ তাড়াতাড়ি শোধ করতে নামার আগে একটা {emergency} সরিয়ে রাখুন, যাতে হঠাৎ আসা কোনও বিল আবার কার্ডে না চাপে।",
    strategiesLink: "ঋণ শোধের কৌশল: স্নোবল নাকি অ্যাভালাঞ্চ",
    emergencyLink: "জরুরি তহবিল",
  },
  tracker: {
    heading: "আপনার ঋণ",
    intro: "প্রতিটি ঋণ আর কার্ড লিখুন: কত বকেয়া আছে, তার সুদের হার, আর চাইলে প্রতি মাসে অন্তত কত দিতেই হয়।",
    addDebt: "ঋণ যোগ করুন",
    clear: "মুছে ফেলুন",
    maxDebts: (max: number) => `একবারে বড়জোর ${max}টি ঋণ মিলিয়ে দেখা যায়।`,
    budget: "সব ঋণের জন্য মাসিক বাজেট (ঐচ্ছিক)",
    budgetHint: "প্রতি মাসে ঋণ শোধে মোট যত টাকা দিতে পারেন, ন্যূনতম কিস্তিগুলি ধরে।",
    calculate: "হিসাব করুন",
    resultsLabel: "ফলাফল",
    empty: "আপনার ঋণগুলি লিখে 'হিসাব করুন' টিপুন: দেখবেন কোন কৌশল কোন ক্রমে সেগুলি শোধ করে।",
    // The worker's own message is English: a Bengali page says what happened in Bengali.
    failure: (_message: string) => "হিসাব করা গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।",
  },
  row: {
    legend: (debt: number) => `ঋণ ${debt}`,
    name: "নাম",
    namePlaceholder: "যেমন ক্রেডিট কার্ড",
    balance: "বকেয়া",
    rate: "সুদের হার (বার্ষিক)",
    minimum: "ন্যূনতম কিস্তি (ঐচ্ছিক)",
    remove: "সরিয়ে দিন",
    removeLabel: (debt: number, name: string) => `ঋণ ${debt}${name ? ` (${name})` : ""} সরিয়ে দিন`,
  },
  form: {
    missing: "অনুগ্রহ করে প্রতিটি ঋণের সব তথ্য লিখুন।",
    balancePositive: "₹0-এর বেশি বকেয়া লিখুন।",
    balanceTooLarge: (max: string) => `বকেয়া ${max}-এর বেশি হতে পারে না।`,
    ratePositive: "0% বা তার বেশি সুদের হার লিখুন।",
    rateTooLarge: (maxPct: number) => `সুদের হার বছরে ${maxPct}%-এর বেশি হতে পারে না।`,
    minimumPositive: "₹0 বা তার বেশি ন্যূনতম কিস্তি লিখুন।",
    minimumTooLarge: (max: string) => `ন্যূনতম কিস্তি ${max}-এর বেশি হতে পারে না।`,
    budgetPositive: "₹0 বা তার বেশি মাসিক বাজেট লিখুন।",
    budgetTooLarge: (max: string) => `মাসিক বাজেট ${max}-এর বেশি হতে পারে না।`,
  },
  results: {
    convention:
      "প্রতি মাসে বার্ষিক হার ÷ 12 হারে সুদ যোগ হয়; প্রতি মাসে প্রতিটি ঋণ তার ন্যূনতম কিস্তি পায়, আর বাজেটের বাকিটা যায় কৌশলের ক্রমে প্রথম ঋণটিতে।",
    snowball: { title: "স্নোবল", rule: "সবচেয়ে ছোট বকেয়া আগে" },
    avalanche: { title: "অ্যাভালাঞ্চ", rule: "সবচেয়ে বেশি সুদের হার আগে" },
    belowMinimums: (budget: string, minimums: string, atLeast: string) =>
      `আপনার ${budget} মাসিক বাজেটে ${minimums} ন্যূনতম কিস্তিও মেটে না। মাসে অন্তত ${atLeast} বাজেট রাখুন।`,
    belowInterest: (budget: string, interest: string, atLeast: string) =>
      `আপনার ${budget} মাসিক বাজেটে প্রথম মাসের ${interest} সুদও মেটে না, তাই ঋণ শুধু বাড়তেই থাকবে। মাসে অন্তত ${atLeast} বাজেট রাখুন, আর যুক্তিসঙ্গত সময়ে শোধ করতে চাইলে তার চেয়ে বেশি।`,
    noBudget: "সব ঋণের জন্য মাসে যতটা বাজেট রাখতে পারেন তা যোগ করুন: দেখবেন কোন ক্রমে কত সময় লাগে আর সুদে কত খরচ হয়।",
    same: "এই ঋণগুলিতে দুটি কৌশলেই খরচ সমান, শেষও হয় একসঙ্গে: যে কোনও একটি বেছে নিয়ে তাতেই লেগে থাকুন।",
    saves: (saving: string) => `অ্যাভালাঞ্চে আপনার সুদে ${saving} বাঁচে। `,
    savesSooner: (saving: string, sooner: string) => `অ্যাভালাঞ্চে আপনার সুদে ${saving} বাঁচে, আর ঋণমুক্ত হন ${sooner} আগে। `,
    aboutSame: "এখানে দুটি কৌশলে সুদের খরচ প্রায় সমান। ",
    earlyWin: (snowballMonth: number, avalancheMonth: number) =>
      `স্নোবল আপনার প্রথম ঋণটি ${avalancheMonth} নম্বর মাসের বদলে ${snowballMonth} নম্বর মাসেই শোধ করে: গোড়াতেই একটা জয়, যা অনেককে শেষ পর্যন্ত চালিয়ে যাওয়ার জোর দেয়।`,
    debtAt: (balance: string, rate: string) => `${balance}, ${rate} সুদে`,
    clearedIn: (month: number) => ` — ${month} নম্বর মাসে শোধ`,
    debtFreeIn: "ঋণমুক্ত হতে সময়",
    totalInterest: "মোট সুদ",
    totalPaid: "মোট দেওয়া টাকা",
    notCleared: (budget: string) =>
      `মাসে ${budget} দিলে এই ক্রমে 600 মাসেও (50 বছর) আপনার ঋণ শোধ হয় না: কিস্তি যত টাকা কমায়, সুদ তার চেয়ে দ্রুত বাড়ে। মাসিক বাজেট বাড়ান।`,
    months,
  },
  chart: {
    title: "মোট বকেয়া, মাস ধরে",
    label: "মোট বকেয়া, মাস ধরে: স্নোবল আর অ্যাভালাঞ্চ কৌশল",
    month: "মাস",
    snowball: "স্নোবল",
    avalanche: "অ্যাভালাঞ্চ",
  },
  schedule: {
    name: "শোধের সময়সূচি",
    caption: "শোধের সময়সূচি, মাস ধরে (মাস 1 মানে এই মাস)",
    month: "মাস",
    calendarMonth: "ক্যালেন্ডারের মাস",
    snowballOwed: "স্নোবল: বকেয়া",
    snowballInterest: "স্নোবল: এ পর্যন্ত সুদ",
    snowballCleared: "স্নোবল: শোধ হওয়া ঋণ",
    avalancheOwed: "অ্যাভালাঞ্চ: বকেয়া",
    avalancheInterest: "অ্যাভালাঞ্চ: এ পর্যন্ত সুদ",
    avalancheCleared: "অ্যাভালাঞ্চ: শোধ হওয়া ঋণ",
    csvHeader: ["মাস", "তারিখ", "স্নোবল বকেয়া", "স্নোবল এ পর্যন্ত সুদ", "স্নোবল শোধ হওয়া ঋণ", "অ্যাভালাঞ্চ বকেয়া", "অ্যাভালাঞ্চ এ পর্যন্ত সুদ", "অ্যাভালাঞ্চ শোধ হওয়া ঋণ"],
  },
  method: {
    heading: "হিসাব কীভাবে হয়",
    paragraphs: [
      "স্নোবল আপনার ঋণগুলি সাজায় সবচেয়ে ছোট বকেয়া থেকে সবচেয়ে বড় বকেয়ায় (বকেয়া সমান হলে বেশি হারেরটি আগে)। অ্যাভালাঞ্চ সাজায় সবচেয়ে বেশি সুদের হার থেকে সবচেয়ে কম হারে (হার সমান হলে ছোট বকেয়াটি আগে)।",
      "মাসিক বাজেট থাকলে আমরা আপনার ঋণগুলি মাস ধরে ধরে দেখি। প্রতি মাসে প্রতিটি বকেয়ার উপর তার বার্ষিক হার ÷ 12 হারে সুদ যোগ হয়। তারপর প্রতিটি ঋণ তার ন্যূনতম কিস্তি পায় (বা তার যতটুকু বকেয়া বাকি, ততটুকু), আর বাজেটের বাকিটা যায় কৌশলের ক্রমে প্রথম অশোধিত ঋণে; সেটি শোধ হলেই বাড়তি টাকা গড়িয়ে যায় পরের ঋণে। শোধ হওয়া ঋণের ন্যূনতম কিস্তি বাজেটেই থেকে যায়, তাই পরের ঋণে যে টাকা যায় তা বাড়তেই থাকে: এটাই স্নোবল।",
      "‘ঋণমুক্ত হতে সময়’ গোনা হয় যে মাসে শেষ বকেয়াটি ₹0-তে নামে, সেই মাস পর্যন্ত; মোট সুদ প্রতি মাসের সুদের যোগফল; মোট দেওয়া টাকা মানে আপনার অ্যাকাউন্ট থেকে যত টাকা বেরোয়। বাজেট সব ন্যূনতম কিস্তির যোগফলের চেয়ে কম হলে, বা প্রথম মাসের সুদের চেয়ে বেশি না হলে, কখনও শেষ না হওয়া একটি পরিকল্পনা চালানোর বদলে আমরা সে কথাই জানাই, আর 600 মাস (50 বছর) পরে থামি।",
      "আসলে ঋণদাতারা সুদ কষেন রোজকার হিসাবে, কার্ডের সুদ আর চার্জের উপর GST বসান, আর বকেয়া কমলে ন্যূনতম প্রদেয় অঙ্ক বদলান: এই অঙ্কগুলিকে দুটি ক্রম মিলিয়ে দেখার কাছাকাছি আন্দাজ হিসাবে ধরুন, আপনার স্টেটমেন্ট হিসাবে নয়।",
    ],
  },
};
