// The AI panels' words in Bengali (glossary: docs/languages-bengali.md).
import type { MessagesOf } from "../../../i18n/catalogue";
import type { AiMessages } from "./ai.en";

export const messages: MessagesOf<AiMessages> = {
  parts: {
    cancel: "বাতিল করুন",
    chars: (length: number, limit: number) => `${length} / ${limit} অক্ষর`,
    typedOffline: "আপনি অফলাইন আছেন। আপনার লেখা এখানেই থাকবে; ইন্টারনেট ফিরলে আবার জিজ্ঞাসা করুন।",
  },
  wellness: {
    empty: "অনুগ্রহ করে অল্প কথায় লিখুন আপনার কেমন লাগছে (যেমন, 'আজ খুব ক্লান্ত লাগছে')।",
    tooLong: "অনুগ্রহ করে 600 অক্ষরের কমে লিখুন।",
    emptyReply: "কোনও পরামর্শ এল না। আবার চেষ্টা করুন, বা অন্য কিছু লিখে দেখুন।",
    failed: "পরামর্শ পাওয়া গেল না। আবার চেষ্টা করুন।",
    button: "পরামর্শ নিন",
    busy: "ভাবছে...",
    placeholder: "আপনার পরামর্শ এখানে দেখা যাবে।",
    note: "AI-এর পরামর্শ সুস্থ থাকার সাধারণ ভাবনা, চিকিৎসকের পরামর্শ নয়। জরুরি অবস্থায় 112-এ ফোন করুন। মন খুব ভারী লাগলে Tele-MANAS-এ 14416 নম্বরে ফোন করুন: বিনামূল্যে, দিনরাত, বাংলাতেও কথা বলা যায়।",
  },
  reframer: {
    heading: "ভাবনাকে নতুন চোখে দেখুন",
    intro: "যে ভাবনাটা আপনাকে ভারী করে রেখেছে সেটা লিখুন, যেমন 'প্রেজেন্টেশনটা বিগড়ে গেল, সবাই ভাবছে আমি কোনও কাজের নই।' সেটাকে দেখার একটা নরম, ভারসাম্যপূর্ণ উপায় পাবেন।",
    label: "আপনার ভাবনা",
    button: "আমার ভাবনাকে নতুন চোখে দেখান",
    busy: "নতুন দৃষ্টিভঙ্গি তৈরি হচ্ছে...",
    placeholder: "নতুন দৃষ্টিভঙ্গি এখানে দেখা যাবে।",
    empty: "অনুগ্রহ করে আগে যে ভাবনাটা আপনাকে ভাবাচ্ছে সেটা লিখুন।",
    tooLong: "অনুগ্রহ করে 500 অক্ষরের মধ্যে রাখুন।",
    failed: "ভাবনাটিকে নতুন চোখে দেখানো গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।",
  },
  helpline: {
    line: (shortNumber: string, tollFreeNumber: string) =>
      `কারও সঙ্গে কথা বলতে চান? Tele-MANAS বিনামূল্যে, 24x7 খোলা, আর বহু ভারতীয় ভাষায় কথা বলে: ${shortNumber} বা ${tollFreeNumber} নম্বরে ফোন করুন।`,
    urgent: (shortNumber: string, tollFreeNumber: string, emergencyNumber: string) =>
      `আপনি মূল্যবান, আর সাহায্য এখনই হাতের কাছে। অনুগ্রহ করে Tele-MANAS-এ ${shortNumber} বা ${tollFreeNumber} নম্বরে ফোন করুন (বিনামূল্যে, 24x7), আর বিপদে থাকলে ${emergencyNumber}-এ।`,
  },
  cancelled: "অনুরোধ বাতিল করা হয়েছে।",
  offline: "আপনি অফলাইন আছেন, তাই কিছু পাঠানো হয়নি। ইন্টারনেট ফিরলে আবার চেষ্টা করুন।",
  emptyPrompt: "প্রশ্ন ফাঁকা রাখা যাবে না।",
  aborted: "অনুরোধ বাতিল হয়েছে, বা তাতে খুব বেশি সময় লেগেছে।",
  // The body is the server's own message, in Bengali once the server speaks it, else English.
  server: (status: number, body: string) => `সার্ভার ${status} ফেরত দিয়েছে: ${body}`,
  // The browser's message is in the browser's language: a Bengali sentence says what happened.
  network: (browserMessage: string) => (browserMessage ? "সার্ভারের সঙ্গে যোগাযোগ করা গেল না। অনুগ্রহ করে সংযোগ দেখে নিয়ে আবার চেষ্টা করুন।" : "অজানা কোনও গোলমাল হয়েছে।"),
};
