// /bn/money/borrowing: good versus harmful borrowing, the sample credit-score check, the three
// rules of smart borrowing and the links onward, in Bengali (glossary: docs/languages-bengali.md).
import { Link } from "../../../i18n/link";
import { NextSteps, PageIntro } from "../../page-parts";
import type { PageContent } from "../../../i18n/catalogue";
import type { BorrowingProps } from "./borrowing.en";

const RULES = [
  {
    title: "ঋণ নিন যা বাড়ে তার জন্য, যা ফুরিয়ে যায় তার জন্য নয়",
    body: "বাড়ি, পড়াশোনা বা ব্যবসার ঋণ আপনাকে ফেরত দিতে পারে। বেড়ানো, ফোন বা পার্টির ঋণ শুধু এমন জিনিসের উপর সুদ চাপায়, যা আপনি আগেই ভোগ করে ফেলেছেন। শখের জিনিসের জন্য বরং আগে টাকা জমান।",
  },
  {
    title: "সই করার আগে পুরো খরচ জানুন",
    body: "শুধু EMI দেখবেন না: সুদের হার, প্রসেসিং ফি, ঋণের সঙ্গে জুড়ে দেওয়া বিমা আর আগাম শোধের চার্জ মিলিয়ে দেখুন। মেয়াদ লম্বা হলে EMI কমে, কিন্তু মোট সুদ বাড়ে। সব EMI মিলিয়ে হাতে পাওয়া বেতনের মোটামুটি 40%-এর নীচে রাখুন।",
  },
  {
    title: "সময়ে শোধ করুন, আর ক্রেডিট লিমিটের 30%-এর কম ব্যবহার করুন",
    body: "প্রতিটি EMI আর ক্রেডিট কার্ডের পুরো বিল নির্ধারিত তারিখের মধ্যে মেটান; অটো-ডেবিট চালু রাখুন, যাতে কখনও ভুল না হয়। কার্ডের বকেয়া লিমিটের 30%-এর নীচে রাখুন: ₹1,00,000 লিমিটে ₹30,000-এর কম। দুটি অভ্যাসই আপনার ক্রেডিট স্কোর বাড়ায়।",
  },
];

function Content({ check }: BorrowingProps) {
  return (
    <div className="container page">
      <PageIntro
        title="ঋণ"
        lead="ঋণ আপনাকে আগামী দিনের আয় আজ ব্যবহার করতে দেয়। ঠিকমতো নিলে বাড়ি বা পড়াশোনা কয়েক বছর আগেই হাতে আসে। বেহিসেবি হলে বেতনটাই হয়ে দাঁড়ায় একের পর এক EMI। দুটোকে কীভাবে আলাদা করে চিনবেন, দেখুন।"
      />

      <section className="page-section" aria-labelledby="good-harmful">
        <h2 id="good-harmful">ভাল ঋণ আর ক্ষতিকর ঋণ</h2>
        <div className="compare">
          <article className="card good">
            <h3>ভাল ঋণ</h3>
            <ul>
              <li>যে বাড়িতে থাকবেন তার জন্য গৃহঋণ: এতে সম্পদ গড়ে ওঠে, আর এর সুদের হার বাজারে পাওয়া সবচেয়ে কম হারগুলির একটি।</li>
              <li>যে পড়াশোনায় রোজগার বাড়ে, তার জন্য শিক্ষাঋণ; পুরনো কর ব্যবস্থায় তার সুদে 80E ধারায় ছাড় মেলে।</li>
              <li>ব্যবসার ঋণ, যার আয় থেকে তা শোধ করার পরিষ্কার পরিকল্পনা আছে।</li>
              <li>সব ক্ষেত্রে: অন্য ঋণদাতাদের সঙ্গে মিলিয়ে দেখা সুদের হার, আর এমন EMI, যার পরেও সঞ্চয়ের জায়গা থাকে।</li>
            </ul>
          </article>
          <article className="card harmful">
            <h3>ক্ষতিকর ঋণ</h3>
            <ul>
              <li>ক্রেডিট কার্ডের বকেয়া টেনে চলা: না-মেটানো অঙ্কে প্রায়ই বছরে 36-45% খরচ পড়ে, আর শুধু ন্যূনতম অঙ্ক দিলে বছরের পর বছর ঋণে আটকে থাকবেন।</li>
              <li>গ্যাজেট, বেড়ানো বা জাঁকজমকের বিয়ের জন্য পার্সোনাল লোন বা ‘এখন কিনুন, পরে দিন’।</li>
              <li>RBI-নিয়ন্ত্রিত ব্যাঙ্ক বা NBFC-র সঙ্গে যুক্ত নয় এমন ইনস্ট্যান্ট লোন অ্যাপ: লুকনো মোটা চার্জ, আর কিস্তি পিছোলেই হয়রানি।</li>
              <li>পুরনো ঋণ শোধ করতে নতুন ঋণ: থেমে গিয়ে শোধের পরিকল্পনা করার সঙ্কেত।</li>
            </ul>
          </article>
        </div>
      </section>

      <section className="page-section" aria-labelledby="credit-score">
        <h2 id="credit-score">আপনার ক্রেডিট স্কোর</h2>
        <div className="prose">
          <p>
            সিবিল, এক্সপেরিয়ান, ইকুইফ্যাক্স আর ক্রিফ হাই মার্কের মতো ক্রেডিট ব্যুরো আপনি ঋণ আর কার্ডের টাকা কেমন শোধ করেছেন তার ভিত্তিতে 300 থেকে
            900-এর মধ্যে একটি স্কোর দেয়। ঋণদাতারা সাধারণত মোটামুটি 750 বা তার বেশিকে ভাল বলে ধরেন, আর ভাল স্কোর মানে দ্রুত অনুমোদন ও কম সুদের
            হার হতে পারে।
          </p>
          <p>
            প্রতিটি ব্যুরো বছরে একবার বিনামূল্যে পুরো ক্রেডিট রিপোর্ট দিতে বাধ্য: আপনার রিপোর্টে অচেনা কোনও ঋণ আছে কি না দেখে নিন। স্কোর কেমন
            দেখায় বুঝতে নীচের নমুনা যাচাইটি করে দেখুন।
          </p>
        </div>
        {check}
      </section>

      <section className="page-section" aria-labelledby="smart-rules">
        <h2 id="smart-rules">বুদ্ধি করে ঋণ নেওয়ার তিন নিয়ম</h2>
        <ol className="rules">
          {RULES.map((rule) => (
            <li key={rule.title}>
              <h3>{rule.title}</h3>
              <p>{rule.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="page-section prose" aria-labelledby="already-borrowed">
        <h2 id="already-borrowed">আগে থেকেই কয়েকটি ঋণ আছে?</h2>
        <p>
          সেগুলির তালিকা করুন, প্রতিটির ন্যূনতম কিস্তি দিয়ে যান, আর বাড়তি যা থাকে তা একবারে একটি ঋণে দিন।{" "}
          <Link to="/money/borrowing/debt-strategies">ঋণ শোধের কৌশলের পাতা</Link> স্নোবল পদ্ধতি (সবচেয়ে ছোট বকেয়া আগে) আর অ্যাভালাঞ্চ পদ্ধতি
          (সবচেয়ে বেশি সুদ আগে) পাশাপাশি মিলিয়ে দেখায়।
        </p>
      </section>

      <NextSteps
        links={[
          { to: "/tools/emi", label: "EMI ক্যালকুলেটর" },
          { to: "/money/borrowing/debt-strategies", label: "ঋণ শোধের কৌশল" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent<BorrowingProps> = { Content };
