// /bn/money: the Money hero with its six module cards, in Bengali (glossary: docs/languages-bengali.md).
import type { PageContent } from "../../../i18n/catalogue";
import { LinkCards, PageIntro, type LinkCardInfo } from "../../page-parts";

const MODULES: readonly LinkCardInfo[] = [
  {
    to: "/money/budgeting",
    title: "বাজেট",
    body: "প্রতি মাসে বেতনের টাকা কোথায় যায় তা জানুন, প্রয়োজন, শখ আর সঞ্চয়ে ভাগ করুন, আর সঞ্চয়কেই করুন প্রথম খরচ।",
  },
  {
    to: "/money/saving",
    title: "সঞ্চয়",
    body: "আগে জরুরি তহবিল, তারপর প্রতিটি সঞ্চয়ের লক্ষ্যের জন্য ঠিক জায়গা: সেভিংস অ্যাকাউন্ট, FD, RD, লিকুইড ফান্ড, PPF।",
  },
  {
    to: "/money/investing",
    title: "বিনিয়োগ",
    body: "দীর্ঘ মেয়াদে মূল্যবৃদ্ধিকে হারান: মিউচুয়াল ফান্ডে SIP, PPF, NPS ও EPF, আর কোন লক্ষ্যে কোনটি মানায়।",
  },
  {
    to: "/money/borrowing",
    title: "ঋণ",
    body: "ভাল ঋণ আর ক্ষতিকর ঋণ, আপনার ক্রেডিট স্কোর, আর তিনটি নিয়ম যাতে EMI আপনার জীবন চালাতে না পারে।",
  },
  {
    to: "/money/protection",
    title: "সুরক্ষা",
    body: "স্বাস্থ্যবিমা আর টার্ম বিমা: সেই ছাতা, যা একটি দুর্ঘটনায় বছরের পর বছরের সঞ্চয় মুছে যেতে দেয় না।",
  },
  {
    to: "/money/financial",
    title: "আর্থিক টুল",
    body: "SIP, EMI, FD, RD, অবসর আর নানা লক্ষ্যের ক্যালকুলেটর, সবই আপনার ব্রাউজারে, টাকার অঙ্কে, প্রতিটি ধাপ দেখিয়ে।",
  },
];

function Content() {
  return (
    <div className="container page">
      <section className="money-hero">
        <PageIntro
          title="টাকাপয়সা"
          lead="টাকাপয়সা সবচেয়ে ভাল কাজ করে একটি সহজ ক্রমে: আয়ের চেয়ে কম খরচ করুন, জরুরি তহবিল রাখুন, ঠিক বিমা দিয়ে পরিবারকে সুরক্ষিত করুন, ঋণ নিন শুধু সেই জিনিসের জন্য যা ফিরিয়ে দেয়, আর বাকিটা লক্ষ্যের জন্য বিনিয়োগ করুন। নীচের প্রতিটি অংশ সহজ ভাষায় একবারে একটি করে ধাপ দেখায়।"
        />
      </section>
      <LinkCards cards={MODULES} label="টাকাপয়সার বিভিন্ন অংশ" />
      <section className="page-section callout" aria-label="কোথা থেকে শুরু করবেন">
        <p>
          <strong>কোথা থেকে শুরু করবেন বুঝতে পারছেন না?</strong> বাজেট প্ল্যানারে এক মাসের খরচ লিখে ফেলুন, তারপর অন্য কিছুর জন্য বিনিয়োগের আগে
          তিন মাসের খরচের সমান জরুরি তহবিল গড়ে তুলুন।
        </p>
      </section>
    </div>
  );
}

export const messages: PageContent = { Content };
