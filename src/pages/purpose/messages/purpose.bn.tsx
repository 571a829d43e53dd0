// /bn/purpose: three pillar cards in Bengali (glossary: docs/languages-bengali.md).
import type { PageContent } from "../../../i18n/catalogue";
import { LinkCards, PageIntro, type LinkCardInfo } from "../../page-parts";

const PILLARS: readonly LinkCardInfo[] = [
  {
    to: "/purpose/inner",
    title: "অন্তরের উদ্দেশ্য",
    body: "আত্মচিন্তা, আধ্যাত্মিকতা আর নিরন্তর শেখা: আপনার কাছে কী গুরুত্বপূর্ণ তা চেনা, আর নিজেকে গড়ে তোলা।",
  },
  {
    to: "/purpose/shared",
    title: "যৌথ উদ্দেশ্য",
    body: "পরিবার, পাড়া-প্রতিবেশী আর সম্পর্ক: ছোট ছোট, নিয়মিত কাজে চারপাশের মানুষের পাশে থাকা।",
  },
  {
    to: "/purpose/exploratory",
    title: "অন্বেষণের উদ্দেশ্য",
    body: "নতুন অভিজ্ঞতা আর শখ, বেড়ানো আর প্রকৃতি, স্বেচ্ছাসেবা আর সমাজকে কিছু ফিরিয়ে দেওয়া।",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="উদ্দেশ্য"
        lead="টাকাপয়সা আর স্বাস্থ্য হল উপায়; সেগুলি কীসের জন্য, তার উত্তরই উদ্দেশ্য। এই পাতাগুলি তিন দিকে ছোট ছোট, কাজের পরামর্শ দেয়: নিজের ভিতরে, অন্যদের দিকে, আর বাইরের পৃথিবীতে।"
      />
      <LinkCards cards={PILLARS} label="উদ্দেশ্যের স্তম্ভ" />
    </div>
  );
}

export const messages: PageContent = { Content };
