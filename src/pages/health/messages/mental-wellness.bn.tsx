// /bn/health/mental-wellness: tip cards, the assistant box and the thought reframer in Bengali
// (glossary: docs/languages-bengali.md). The helpline's name and numbers are the code's
// constants (crisis/helpline.ts), never retyped.
import { EMERGENCY_NUMBER, TELE_MANAS } from "../../../../crisis/helpline";
import type { PageContent } from "../../../i18n/catalogue";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";
import { ThoughtReframer } from "../thought-reframer";
import { MENTAL_COACH_INSTRUCTION, WellnessAssistant } from "../wellness-assistant";

const TIPS: readonly InfoCardInfo[] = [
  {
    title: "ধীরে শ্বাস নিন",
    body: "উদ্বেগ হলে নাক দিয়ে শ্বাস নিন মনে মনে 4 গুনে, আর মুখ দিয়ে ছাড়ুন 6 গুনে। এভাবে লম্বা করে শ্বাস ছাড়া দু’মিনিট চালালে শরীর বুঝতে পারে যে সে নিরাপদ।",
  },
  {
    title: "দুশ্চিন্তাটা লিখে ফেলুন",
    body: "যে দুশ্চিন্তা মাথায় ঘুরপাক খায়, তাকে আসলের চেয়ে বড় মনে হয়। সেটা লিখে ফেলুন, তারপর লিখুন আজই তার জন্য করা যায় এমন একটা ছোট কাজ। যা নিয়ে এখন কিছু করার নেই, তা আপাতত সরিয়ে রাখুন।",
  },
  {
    title: "কাছের মানুষের সঙ্গে কথা বলুন",
    body: "কোনও বন্ধু, ভাই-বোন বা মা-বাবাকে ফোন করুন, পাঁচ মিনিটের জন্য হলেও। যাঁরা আপনার কথা ভাবেন, তাঁদের কাছে মনের কথা বলা তাঁদের উপর বোঝা চাপানো নয়; এভাবেই মানুষ কাছাকাছি থাকে।",
  },
  {
    title: "স্ক্রিনের সময়ে লাগাম দিন",
    body: "খবর আর সোশ্যাল মিডিয়ায় একটানা স্ক্রল করলে মানসিক চাপ বাড়ে। দিনের প্রথম আর শেষ 30 মিনিট ফোন থেকে দূরে থাকুন, আর যে নোটিফিকেশন দরকার নেই তা বন্ধ করে দিন।",
  },
  {
    title: "বাইরে বেরোন",
    body: "দিনের আলোয় 10 মিনিট হাঁটলে মন ভাল হয়, ঘুমও ভাল হয়। ফোনের বদলে তাকান গাছপালা, আকাশ বা চারপাশের রাস্তার দিকে।",
  },
  {
    title: "দেরি না করে সাহায্য চান",
    body: `দু’সপ্তাহের বেশি সময় ধরে মন খারাপ থাকলে, উদ্বেগ না কাটলে বা সব কিছু আশাহীন মনে হলে ডাক্তার বা কাউন্সেলরের সঙ্গে কথা বলুন। সরকারের বিনামূল্যের মানসিক স্বাস্থ্য হেল্পলাইন ${TELE_MANAS.name} ${TELE_MANAS.shortNumber} নম্বরে দিনরাত যে কোনও সময় ফোন ধরে, বাংলা-সহ বহু ভারতীয় ভাষায়।`,
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="মানসিক সুস্থতা"
        lead="মন শান্ত থাকে ছোট ছোট কাজ বারবার করলে: শ্বাস, ঘুম, কাছের মানুষ, আর নিজের সঙ্গে একটু নরম করে কথা বলা। শুরু করার জন্য এখানে কয়েকটি রইল।"
      />
      <InfoCards heading="শান্ত মনের জন্য ছোট ছোট অভ্যাস" headingId="mental-tips" cards={TIPS} />
      <div className="page-section ai-stack">
        <WellnessAssistant
          heading="ওয়েলনেস অ্যাসিস্ট্যান্টকে জিজ্ঞাসা করুন"
          intro="এই মুহূর্তে আপনার কেমন লাগছে, অ্যাসিস্ট্যান্টকে বলুন। পরের কয়েক মিনিটে করে দেখার মতো একটা ছোট কাজের কথা সে বলবে।"
          label="এই মুহূর্তে আপনার কেমন লাগছে?"
          example="যেমন, কালকের পরীক্ষা নিয়ে খুব দুশ্চিন্তা হচ্ছে, কিছুতেই মন বসাতে পারছি না"
          instruction={MENTAL_COACH_INSTRUCTION}
        />
        <ThoughtReframer />
      </div>
      <p className="muted page-section">
        নিজের ক্ষতি করার কথা মনে এলে অনুগ্রহ করে এখনই {TELE_MANAS.name}-এ {TELE_MANAS.shortNumber} নম্বরে, বা জরুরি নম্বর {EMERGENCY_NUMBER}-এ ফোন করুন।
        আপনি একা নন।
      </p>
      <NextSteps
        heading="স্বাস্থ্য নিয়ে আরও"
        links={[
          { to: "/health/physical-wellness", label: "শারীরিক সুস্থতা" },
          { to: "/health/financial-wellness", label: "আর্থিক সুস্থতা" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
