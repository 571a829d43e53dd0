// /bn/money/protection: the umbrella intro, the health and term cards, the basics in numbers,
// the quiz and the links onward, in Bengali (glossary: docs/languages-bengali.md).
import { Link } from "../../../i18n/link";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";
import type { PageContent } from "../../../i18n/catalogue";
import type { ProtectionProps } from "./protection.en";

const COVERS: readonly InfoCardInfo[] = [
  {
    title: "স্বাস্থ্যবিমা",
    body: (
      <>
        <p>
          অসুখ বা দুর্ঘটনায় হাসপাতালের বিল মেটায়, নেটওয়ার্ক হাসপাতালে প্রায়ই নগদ ছাড়াই (ক্যাশলেস)। বেসরকারি হাসপাতালে একবার ভর্তি হতেই এক
          বছরের সঞ্চয়ের চেয়ে বেশি খরচ হতে পারে, আর ভারতে চিকিৎসার খরচ সাধারণ দামের চেয়ে দ্রুত বাড়ে।
        </p>
        <ul>
          <li>ফ্যামিলি ফ্লোটার একটিই বিমার অঙ্কে সবাইকে সুরক্ষা দেয়।</li>
          <li>ঘরভাড়ার সীমা, কো-পেমেন্ট আর আগে থেকে থাকা অসুখের ওয়েটিং পিরিয়ড দেখে নিন।</li>
          <li>কম বয়সে, সুস্থ থাকতে থাকতেই কিনুন; অফিসের বিমা চাকরির সঙ্গেই শেষ হয়ে যায়।</li>
        </ul>
      </>
    ),
  },
  {
    title: "টার্ম জীবনবিমা",
    body: (
      <>
        <p>
          পলিসির মেয়াদের মধ্যে আপনার মৃত্যু হলে পরিবারকে একটি নির্দিষ্ট অঙ্ক দেয়। মেয়াদপূর্তিতে কোনও টাকা মেলে না, তাই বড় অঙ্কের সুরক্ষা কেনার
          এটিই সবচেয়ে সস্তা উপায়।
        </p>
        <ul>
          <li>চলতি হিসাব হল বার্ষিক আয়ের 10-15 গুণ, সঙ্গে বাকি থাকা ঋণের অঙ্ক।</li>
          <li>এমন মেয়াদ বাছুন, যা চলবে সন্তানরা নিজের পায়ে না দাঁড়ানো বা ঋণ শোধ না হওয়া পর্যন্ত।</li>
          <li>বিমা আর বিনিয়োগ আলাদা রাখুন: এনডাওমেন্ট আর মানি-ব্যাক প্ল্যানে সুরক্ষা কম, রিটার্নও সামান্য।</li>
        </ul>
      </>
    ),
  },
];

const BASICS: readonly InfoCardInfo[] = [
  {
    title: "স্বাস্থ্যবিমার বেস কভার: ₹5-10 লক্ষ",
    body: "মেট্রো শহরের পরিবারের জন্য অন্তত ₹10 লক্ষের লক্ষ্য রাখুন; অন্যত্র ₹5 লক্ষ দিয়ে শুরু করা যায়। সুপার টপ-আপ অল্প প্রিমিয়ামে তার উপরে বড় অঙ্কের সুরক্ষা যোগ করে।",
  },
  {
    title: "জরুরি তহবিল: 3-6 মাসের খরচ",
    body: "বড় ঘটনার খরচ দেয় বিমা; বাকি সব কিছুর খরচ দেয় জরুরি তহবিল, পলিসি যে খরচ বাদ রাখে সেগুলি আর দাবি মেটার আগের কয়েক সপ্তাহ সহ।",
  },
];

function Content({ quiz }: ProtectionProps) {
  return (
    <div className="container page">
      <PageIntro
        title="সুরক্ষা"
        lead="বিমাকে একটি ছাতা বলে ভাবুন। অল্প খরচে সারা বছর সঙ্গে রাখেন, যাতে ঝড় এলে (হাসপাতালে ভর্তি, দুর্ঘটনা, রোজগেরে সদস্যকে হারানো) বছরের পর বছরের সঞ্চয় ভেসে না যায়।"
      />
      <InfoCards heading="প্রতিটি পরিবারের দরকার দুটি বিমা" headingId="two-covers" cards={COVERS} />
      <InfoCards heading="সংখ্যায় গোড়ার কথা" headingId="protection-basics" cards={BASICS} />
      <section className="page-section" aria-labelledby="protection-quiz">
        <h2 id="protection-quiz">আপনার কী দরকার? 30 সেকেন্ডের যাচাই</h2>
        {quiz}
      </section>
      <section className="page-section prose" aria-labelledby="protection-more">
        <h2 id="protection-more">কেনার আগে</h2>
        <p>
          কোন কোন ক্ষেত্রে বিমা মিলবে না, তা পলিসির শর্তে পড়ে নিন, নিজের অসুখের ইতিহাস সৎভাবে জানান (লুকনো অসুখ দাবি নাকচ হওয়ার একটি চেনা
          কারণ), আর নমিনির নাম দিন। শব্দগুলো গুলিয়ে যাচ্ছে? <Link to="/money/protection/jargon-buster">বিমার শব্দকোষ</Link> এমন ছ'টি শব্দ সহজ ভাষায়
          বুঝিয়ে দেয়।
        </p>
      </section>
      <NextSteps
        links={[
          { to: "/money/saving", label: "আপনার জরুরি তহবিল গড়ুন" },
          { to: "/money/protection/jargon-buster", label: "বিমার শব্দকোষ" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent<ProtectionProps> = { Content };
