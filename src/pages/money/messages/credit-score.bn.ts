// The sample credit-score check in Bengali (glossary: docs/languages-bengali.md).
import type { MessagesOf } from "../../../i18n/catalogue";
import type { CreditScoreMessages } from "./credit-score.en";

export const messages: MessagesOf<CreditScoreMessages> = {
  simulation: "এটি একটি নমুনা যাচাই, আসল যাচাই নয়।",
  simulationDetail:
    "নীচে যে স্কোর দেখানো হবে, তা 650 থেকে 850-এর মধ্যে এলোমেলোভাবে বাছা একটি নমুনা, আপনার আসল ক্রেডিট স্কোর নয়। আপনার PAN এই ব্রাউজারের বাইরে যায় না: আমাদের বা অন্য কাউকে পাঠানো হয় না, সেভ করা হয় না, কোথাও লিখে রাখাও হয় না।",
  pan: "PAN (পার্মানেন্ট অ্যাকাউন্ট নম্বর)",
  panHint: "10টি অক্ষর, আপনার PAN কার্ডে যেমন ছাপা আছে।",
  panMessage: "অনুগ্রহ করে 10 অক্ষরের সঠিক PAN লিখুন।",
  check: "নমুনা স্কোর দেখুন",
  checking: "যাচাই চলছে...",
  sampleScore: "নমুনা স্কোর:",
  labels: { Good: "ভাল", Fair: "মোটামুটি" },
  meter: "300 থেকে 900-এর মাপকাঠিতে নমুনা স্কোর",
  scale: "স্কোর 300 থেকে 900-এর মধ্যে হয়; ঋণদাতারা সাধারণত মোটামুটি 750 বা তার বেশি স্কোরকে ভাল বলে ধরেন।",
};
