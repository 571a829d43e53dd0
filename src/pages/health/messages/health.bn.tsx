// /bn/health: the Health hero and its three pillar cards in Bengali (glossary:
// docs/languages-bengali.md). The emergency number is the code's constant, never retyped.
import { EMERGENCY_NUMBER } from "../../../../crisis/helpline";
import type { PageContent } from "../../../i18n/catalogue";
import { LinkCards, PageIntro, type LinkCardInfo } from "../../page-parts";

const PILLARS: readonly LinkCardInfo[] = [
  {
    to: "/health/physical-wellness",
    title: "শারীরিক সুস্থতা",
    body: "ভারতীয় দিনযাপনের সঙ্গে মানানসই ঘুম, খাওয়াদাওয়া আর শরীরচর্চা, আর একটি অ্যাসিস্ট্যান্ট, যে আপনার কেমন লাগছে শুনে চটজলদি একটা খাবার আর 10 মিনিটের একটা শরীরচর্চার কথা বলে দেবে।",
  },
  {
    to: "/health/mental-wellness",
    title: "মানসিক সুস্থতা",
    body: "শান্ত মনের জন্য ছোট ছোট অভ্যাস, মন খারাপের মুহূর্তের জন্য একটি অ্যাসিস্ট্যান্ট, আর যে দুশ্চিন্তা ঘুরেফিরে আসে তাকে নতুন চোখে দেখার একটি টুল।",
  },
  {
    to: "/health/financial-wellness",
    title: "আর্থিক সুস্থতা",
    body: "স্বাস্থ্যের টাকাপয়সার দিক: যে বিমা আপনি বোঝেন, চিকিৎসার জন্য জরুরি তহবিল, আর চিকিৎসায় বুঝেশুনে খরচ।",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="স্বাস্থ্য"
        lead="সুস্বাস্থ্যই সেই ভিত, যার উপর বাকি সব পরিকল্পনা দাঁড়িয়ে থাকে। এই পাতাগুলি কাজের কথাই বলে: শরীর আর মনের জন্য রোজকার ছোট ছোট অভ্যাস, আর টাকাপয়সার এমন পরিকল্পনা, যাতে অসুখ কখনও আর্থিক সঙ্কট হয়ে না দাঁড়ায়।"
      />
      <LinkCards cards={PILLARS} label="স্বাস্থ্যের স্তম্ভ" />
      <p className="muted page-section">
        এখানে যা আছে সবই সাধারণ তথ্য, চিকিৎসার পরামর্শ নয়। কোনও উপসর্গ বা অসুখ থাকলে অনুগ্রহ করে ডাক্তার দেখান। জরুরি অবস্থায় {EMERGENCY_NUMBER}-এ ফোন করুন।
      </p>
    </div>
  );
}

export const messages: PageContent = { Content };
