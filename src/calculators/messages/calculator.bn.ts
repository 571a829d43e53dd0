// The calculator page's own words in Bengali (docs/languages-bengali.md: glossary). Figures keep
// Latin digits and Indian grouping; years are 'বছর', months 'মাস'.
import type { MessagesOf } from "../../i18n/catalogue";
import { formatAmountWords, formatNumber } from "../../lib/format-money";
import type { CalculatorMessages } from "./calculator.en";

export const messages: MessagesOf<CalculatorMessages> = {
  page: {
    formLabel: (title) => `${title}: আপনার অঙ্ক`,
    calculate: "হিসাব করুন",
    results: "ফলাফল",
    empty: "আপনার অঙ্কগুলি ভরুন, তারপর ফলাফল দেখতে 'হিসাব করুন' টিপুন।",
    methodHeading: "হিসাব কীভাবে হয়",
    donutLabel: (title) => `${title}: মোট টাকা কী দিয়ে তৈরি`,
    headlineLabel: "মূল ফলাফল",
    print: "প্রিন্ট করুন",
    calculationFailed: "হিসাব করা গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।",
    outOfRange: "এই অঙ্ক বা হার এই ক্যালকুলেটরের হিসাবের সীমার বাইরে। অনুগ্রহ করে সেগুলি দেখে নিয়ে ছোট অঙ্ক বা হার লিখুন।",
    workerFailed: "ক্যালকুলেটর চালু করা গেল না। অনুগ্রহ করে পাতাটি আবার লোড করুন।",
    workedExample: (inputs, results) => `উদাহরণ হিসেবে, ${inputs} হলে: ${results}।`,
    workedExampleNotice: (inputs, notice) => `উদাহরণ হিসেবে, ${inputs} হলে: ${notice}`,
    listAnd: "এবং",
    needsScript: "হিসাবের জন্য JavaScript লাগে: এই ক্যালকুলেটর ব্যবহার করতে সেটি চালু করুন। ওপরের উদাহরণটি ফর্মের শুরুর অঙ্কগুলি থেকে করা।",
  },
  field: {
    sliderLabel: (label) => `${label}-এর স্লাইডার`,
  },
  units: {
    yearsSuffix: "বছর",
    monthsSuffix: "মাস",
    years: (value) => `${formatNumber(value)} বছর`,
    months: (value) => `${formatNumber(value)} মাস`,
    loanMonth: (value) => `${formatNumber(value)} নম্বর মাস`,
    amountWords: (value) => formatAmountWords(value, "bn"),
    yearMark: (years, months) => (months === 0 ? formatNumber(years) : `${formatNumber(years)} বছর ${formatNumber(months)} মাস`),
  },
  table: {
    download: (caption) => `${caption} ডাউনলোড করুন (CSV)`,
    scrollCue: "সব কলাম দেখতে সারণিটি বাঁয়ে-ডাইনে সরান →",
  },
  preview: {
    fallbackTitle: "ক্যালকুলেটর",
    building: "এই ক্যালকুলেটরটি এখনও তৈরি হচ্ছে। ততক্ষণ {sip} আর অন্যান্য {tools} ব্যবহার করতে পারেন।",
    sip: "SIP ক্যালকুলেটর",
    tools: "টুল",
  },
};
