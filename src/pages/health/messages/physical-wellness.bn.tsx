// /bn/health/physical-wellness: tip cards and the assistant box in Bengali (glossary:
// docs/languages-bengali.md). The drinks and food are the ones a Bengali kitchen knows.
import type { PageContent } from "../../../i18n/catalogue";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";
import { PHYSICAL_COACH_INSTRUCTION, WellnessAssistant } from "../wellness-assistant";

const TIPS: readonly InfoCardInfo[] = [
  {
    title: "7-8 ঘণ্টা ঘুমোন",
    body: "প্রাপ্তবয়স্কদের রাতে 7-8 ঘণ্টা ঘুম দরকার। রোজ একই সময়ে ঘুম থেকে উঠুন, শোয়ার 30-60 মিনিট আগে ফোন সরিয়ে রাখুন, আর সন্ধের পরে চা বা কফি বাদ দিন।",
  },
  {
    title: "রোজ শরীর সচল রাখুন",
    body: "সপ্তাহে অন্তত 150 মিনিট জোরে হাঁটা, সাইকেল চালানো, যোগাসন বা নাচের লক্ষ্য রাখুন: মোটামুটি সপ্তাহে পাঁচ দিন 30 মিনিট করে। সারা দিন বসে কাজ করলে প্রতি ঘণ্টায় উঠে কয়েক মিনিট হেঁটে নিন।",
  },
  {
    title: "সুষম থালা সাজান",
    body: "থালার অর্ধেক ভরান সবজি বা স্যালাডে, এক-চতুর্থাংশ প্রোটিনে (ডাল, ছোলা, পনির, দই, ডিম, মাছ বা মুরগি), আর বাকি এক-চতুর্থাংশ রুটি, ভাত বা রাগি, জোয়ার, বাজরার মতো মিলেটে।",
  },
  {
    title: "চিনি নয়, জল খান",
    body: "সারা দিন ধরে জল খান, গরমে বা শরীরচর্চার পরে আরও বেশি। কম চিনির ঘোল, ডাবের জল আর লেবুর জল কোল্ড ড্রিঙ্ক বা প্যাকেটের জুসের চেয়ে অনেক ভাল।",
  },
  {
    title: "পেশি মজবুত রাখুন",
    body: "সপ্তাহে দু’দিন শক্তি বাড়ানোর ব্যায়াম করুন: স্কোয়াট, দেওয়ালে ভর দিয়ে পুশ-আপ, সিঁড়ি ভাঙা বা রেজিস্ট্যান্স ব্যান্ড। মজবুত পেশি বয়স বাড়লে পিঠ, গাঁট আর শরীরের ভারসাম্য রক্ষা করে।",
  },
  {
    title: "বছরে একবার স্বাস্থ্যপরীক্ষা করান",
    body: "30 বছর বয়সের পরে, বা পরিবারে ডায়াবিটিস বা হৃদরোগ থাকলে তার আগেই, বছরে একবার রক্তচাপ, রক্তে শর্করা আর কোলেস্টেরল পরীক্ষা করান। অনেক স্বাস্থ্যবিমার পলিসিতে বছরে একটি স্বাস্থ্যপরীক্ষা বিনামূল্যে থাকে।",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="শারীরিক সুস্থতা"
        lead="ভাল থাকার জন্য জিমের সদস্যপদ বা ডায়েট চার্ট লাগে না। ঘুম, রোজকার নড়াচড়া আর সাদামাটা ঘরের খাবারেই বেশির ভাগ কাজ হয়ে যায়।"
      />
      <InfoCards heading="রোজকার ছয়টি অভ্যাস" headingId="physical-tips" cards={TIPS} />
      <div className="page-section">
        <WellnessAssistant
          heading="ওয়েলনেস অ্যাসিস্ট্যান্টকে জিজ্ঞাসা করুন"
          intro="আজ আপনার কেমন লাগছে, অ্যাসিস্ট্যান্টকে বলুন। সে এক লাইনে একটা খাবারের কথা আর এক লাইনে 10 মিনিটের একটা শরীরচর্চার কথা বলে দেবে।"
          label="আজ আপনার কেমন লাগছে?"
          example="যেমন, আজ শরীরে একেবারে জোর পাচ্ছি না"
          instruction={PHYSICAL_COACH_INSTRUCTION}
        />
      </div>
      <NextSteps
        heading="স্বাস্থ্য নিয়ে আরও"
        links={[
          { to: "/health/mental-wellness", label: "মানসিক সুস্থতা" },
          { to: "/health/financial-wellness", label: "আর্থিক সুস্থতা" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
