// The CAGR calculator in Bengali (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { PERCENT_TEXT } from "../../i18n/rule-patterns";

export const text: DefinitionText = {
  title: "CAGR ক্যালকুলেটর",
  description:
    "কোনও বিনিয়োগের চক্রবৃদ্ধি বার্ষিক বৃদ্ধির হার (CAGR) বার করুন: সেই একটি স্থির বার্ষিক রিটার্ন, যা আপনার লাগানো টাকাকে তার আজকের মূল্যে পৌঁছে দিত।",
  fields: {
    initialValue: "শুরুর মূল্য",
    finalValue: "শেষ মূল্য",
    years: "বিনিয়োগের মেয়াদ",
  },
  results: {
    cagr: "CAGR",
    absoluteReturn: "মোট (অ্যাবসোলিউট) রিটার্ন",
    gain: "লাভ",
  },
  convention: "বছরে একবার চক্রবৃদ্ধি; বছরের একটি অংশ গোনা হয় সেই অংশের অনুপাতে (2.5 বছর মানে 2.5)।",
  method: [
    "CAGR = (শেষ মূল্য ÷ শুরুর মূল্য)^(1 ÷ বছর) − 1। উদাহরণ: ₹1,00,000 যদি 5 বছরে ₹2,00,000 হয়, তবে 2^(1/5) − 1 = 1.1487 − 1 = বছরে 14.87%।",
    "মোট রিটার্ন, অর্থাৎ (শেষ − শুরু) ÷ শুরু, সময়ের হিসাব রাখে না: 5 বছরে 100% আর 10 বছরে 100% খুব আলাদা বিনিয়োগ, আর CAGR ঠিক এই তফাতটাই দেখায়।",
    "CAGR একবারে লাগানো একটি অঙ্কের জন্য ঠিক। আলাদা আলাদা সময়ে লাগানো বা তোলা টাকার জন্য (SIP, আংশিক তোলা) XIRR ক্যালকুলেটর ব্যবহার করুন, যা প্রতিটি অঙ্ককে বিনিয়োগে তার থাকার সময় অনুযায়ী গোনে।",
    "সারণি CAGR-এর হারে একটি স্থির পথ দেখায়; আসল মূল্য মাঝে ওঠানামা করে থাকবে।",
  ],
  charts: [{ title: "এই CAGR-এ স্থির পথ", xLabel: "বছর", series: ["মূল্য"] }],
  tables: [{ caption: "CAGR-এ বছরওয়ারি মূল্য", columns: { year: "বছর", value: "মূল্য" } }],
  patterns: [PERCENT_TEXT],
};
