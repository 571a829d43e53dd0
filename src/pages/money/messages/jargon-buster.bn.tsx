// /bn/money/protection/jargon-buster: six insurance terms, each with a definition and a
// plain-language translation, in Bengali. Each term keeps the English word in brackets, as the
// policy papers print it (glossary: docs/languages-bengali.md).
import type { PageContent } from "../../../i18n/catalogue";
import { NextSteps, PageIntro } from "../../page-parts";

interface Term {
  term: string;
  definition: string;
  plain: string;
}

const JARGON: readonly Term[] = [
  {
    term: "প্রিমিয়াম (Premium)",
    definition: "পলিসি চালু রাখতে প্রতি বছর বা কিস্তিতে বিমা সংস্থাকে আপনি যে টাকা দেন।",
    plain: "ছাতা সঙ্গে রাখার খরচ। গ্রেস পিরিয়ড পেরিয়েও না দিলে সুরক্ষা বন্ধ হয়ে যায়।",
  },
  {
    term: "ডিডাক্টিবল/কো-পেমেন্ট (Deductible/Co-payment)",
    definition:
      "ডিডাক্টিবল হল দাবির একটি নির্দিষ্ট অঙ্ক, যা বিমা সংস্থা বাকিটা দেওয়ার আগে আপনাকে নিজেকে দিতে হয়। কো-পেমেন্ট হল প্রতিটি দাবির একটি নির্দিষ্ট শতাংশ, যেমন 10% বা 20%, যা আপনি বিমা সংস্থার সঙ্গে ভাগ করে দেন।",
    plain: "বিলে আপনার ভাগ। 20% কো-পেমেন্টে হাসপাতালের ₹2,00,000 বিলের ₹40,000 দেবেন আপনি, আর ₹1,60,000 দেবে বিমা সংস্থা।",
  },
  {
    term: "বিমার অঙ্ক (Sum Insured)",
    definition:
      "স্বাস্থ্যবিমায় এক পলিসি-বছরে সব দাবি মিলিয়ে বিমা সংস্থা সর্বোচ্চ যত টাকা দেবে। জীবনবিমায় মৃত্যুর পরে যে অঙ্ক মেলে, তাকে সাধারণত সাম অ্যাসিওর্ড বলা হয়।",
    plain: "আপনার ছাতার মাপ। ₹5 লক্ষের সুরক্ষা বছরে বড়জোর ₹5 লক্ষ দেবে, বিল যত বড়ই হোক।",
  },
  {
    term: "দাবি (Claim)",
    definition:
      "পলিসি অনুযায়ী টাকা দেওয়ার জন্য বিমা সংস্থার কাছে আপনার আনুষ্ঠানিক আবেদন: ক্যাশলেস, যখন বিমা সংস্থা নেটওয়ার্ক হাসপাতালের বিল সরাসরি মেটায়, বা রিইমবার্সমেন্ট, যখন আপনি আগে টাকা দিয়ে পরে বিল জমা দেন।",
    plain: "বিমা সংস্থাকে তার কথা রাখতে বলা। তাড়াতাড়ি জানান, আর প্রতিটি বিল, রিপোর্ট ও ডিসচার্জ সামারি রেখে দিন।",
  },
  {
    term: "নো-ক্লেম বোনাস (No-Claim Bonus)",
    definition:
      "কোনও দাবি ছাড়া কাটানো বছরের পুরস্কার: স্বাস্থ্যবিমায় একই প্রিমিয়ামে বিমার অঙ্ক বাড়ে; গাড়ির বিমায় প্রিমিয়ামের নিজের ক্ষতির (ওন-ড্যামেজ) অংশে ছাড় মেলে।",
    plain: "দাবি না করার জন্য ধন্যবাদ: বেশি সুরক্ষা, বা কম খরচে পুনর্নবীকরণ।",
  },
  {
    term: "পলিসির মেয়াদ (Policy Term)",
    definition: "শুরুর তারিখ থেকে শেষের তারিখ পর্যন্ত যে সময় পলিসি আপনাকে সুরক্ষা দেয়।",
    plain: "ছাতা কত দিন চলবে। স্বাস্থ্যবিমা সাধারণত এক বছরের, প্রতি বছর পুনর্নবীকরণ করতে হয়; টার্ম জীবনবিমা চলতে পারে 30 বা 40 বছর।",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="বিমার শব্দকোষ"
        lead="বিমার কাগজপত্রে এমন সব শব্দ থাকে, যা শুনতে যতটা কঠিন আসলে ততটা নয়। এখানে ছ'টি শব্দ, যা প্রায় প্রতিটি পলিসিতে পাবেন: আগে পলিসিতে যে অর্থে লেখা, তারপর সহজ কথায়।"
      />
      <dl className="glossary">
        {JARGON.map((entry) => (
          <div key={entry.term} className="card glossary-term">
            <dt>{entry.term}</dt>
            <dd>
              <span className="glossary-label">সংজ্ঞা</span>
              {entry.definition}
            </dd>
            <dd>
              <span className="glossary-label">সহজ কথায়</span>
              {entry.plain}
            </dd>
          </div>
        ))}
      </dl>
      <NextSteps
        links={[
          { to: "/money/protection", label: "সুরক্ষায় ফিরে যান" },
          { to: "/money/saving", label: "সঞ্চয়" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
