// "How likely is this plan to work?" in Bengali (docs/languages-bengali.md: glossary). The
// sources of the volatility defaults are reference-data.ts's, said in Bengali with the same figures.
import type { MessagesOf } from "../../../i18n/catalogue";
import type { OddsMessages } from "./odds.en";

const drawn = (returnVolatility: string, inflation: string) =>
  `আপনার দেওয়া রিটার্নের হারকে একটি সাধারণ বছরের চক্রবৃদ্ধি বৃদ্ধি ধরা হয়েছে: প্রতিটি কাল্পনিক বছরের বৃদ্ধি নেওয়া হয় তার আশপাশে ` +
  `(মানক বিচ্যুতি বছরে ${returnVolatility}%)${inflation} প্রতি বছর আলাদা, তাই পরিকল্পনা যেমন সাজানো, মোটামুটি অর্ধেক পথে তেমনই পূর্ণ হয়। `;

export const messages: MessagesOf<OddsMessages> = {
  heading: "এই পরিকল্পনা সফল হওয়ার সম্ভাবনা কতটা?",
  tooLong: "সম্ভাবনা কষা হয় 100 বছর পর্যন্ত পরিকল্পনার জন্য; এই অঙ্কগুলি তার বাইরে চলে যায়।",
  share: { over: "99.9%-এর বেশি", under: "0.1%-এর কম" },
  duration: {
    notWithin: "100 বছরের মধ্যে নয়",
    years: (years) => `${years} বছর`,
    months: (months) => `${months} মাস`,
  },
  convention: {
    drawn: (returnVolatility) => drawn(returnVolatility, ","),
    drawnWithInflation: (returnVolatility, inflationVolatility) => drawn(returnVolatility, ` আর মূল্যবৃদ্ধি তার হারের আশপাশে (বছরে ${inflationVolatility}%),`),
    success: (meaning) => `সাফল্যের মানে: ${meaning}। `,
    paths: (paths) => `${paths}টি পথ, প্রতিবার একই নির্দিষ্ট সিড দিয়ে।`,
  },
  units: { group: "চার্ট কীসে দেখানো হবে", eachYear: "সেই সেই বছরের টাকা", today: "আজকের টাকা" },
  status: {
    paths: (paths, threads) => `${paths}টি কাল্পনিক পথ, ${threads}`,
    threads: (count) => `${count}টি থ্রেডে`,
    oneThread: "একটি থ্রেডে",
    refining: "; অঙ্ক বদলানো থামলেই 10,000টি পথে আরও নিখুঁত করা হচ্ছে…",
    done: "।",
  },
  sources: {
    returnDefault: (value, source, asOf) => `রিটার্নের ওঠানামার ডিফল্ট: ${value}% (${source}, ${asOf})। `,
    cautious: (value, source, asOf) => `দীর্ঘমেয়াদে আরও সাবধানী অঙ্ক: ${value}% (${source}, ${asOf})।`,
    inflation: (value, source, asOf) => ` মূল্যবৃদ্ধির ওঠানামার ডিফল্ট: ${value}%: ${source} (${asOf})।`,
    caveat: " অতীতের ওঠানামা ভবিষ্যতের প্রতিশ্রুতি নয়; ফর্মের ‘সম্ভাবনার অনুমান’-এ অঙ্ক বদলান।",
    equity: {
      source: "NIFTY 50-এর 5 বছরের মানক বিচ্যুতি, বছরে 18.07% (দৈনিক রিটার্নের বার্ষিক রূপ), NSE সূচকের ফ্যাক্টশিট",
      asOf: "আগস্ট 2020",
    },
    equitySince1995: { source: "1995 ভিত্তিবর্ষ থেকে NIFTY 50-এর মানক বিচ্যুতি, NSE সূচকের ফ্যাক্টশিট", asOf: "আগস্ট 2020" },
    retirement: {
      source: "1995 থেকে NIFTY 50-এর 23.97%-এর মোটামুটি এক-তৃতীয়াংশ (NSE সূচকের ফ্যাক্টশিট), এমন তহবিলের জন্য যার প্রায় এক-তৃতীয়াংশ ইকুইটিতে আর বাকিটা ডেটে",
      asOf: "আগস্ট 2020",
    },
    inflationFigure: {
      source:
        "প্রকাশিত কোনও অঙ্ক নয়: RBI-এর 4% CPI মূল্যবৃদ্ধির লক্ষ্যের চারপাশে ±2 শতাংশ বিন্দুর পরিসর, যাকে একটি মানক বিচ্যুতি ধরা হয়েছে (1960-2021-এ CPI মূল্যবৃদ্ধির গড় 7.4%, বিশ্বব্যাঙ্ক)",
      asOf: "2016 থেকে চালু লক্ষ্য",
    },
  },
  chart: {
    label: (title) => `${title}: প্রতি বছর কাল্পনিক জমার পরিসর, বাঁধা রিটার্নের পরিকল্পনার পাশে।`,
    legendPlan: "আপনার পরিকল্পনা, প্রতি বছর রিটার্ন একই থাকলে",
    legendMiddle: "মাঝের পথ: অর্ধেক কাল্পনিক পথ এর উপরে শেষ হয়, অর্ধেক নীচে",
    legendHalf: "অর্ধেক পথ গাঢ় রঙের পরিসরে শেষ হয়",
    legendEight: "প্রতি 10টি পথের 8টি হালকা রঙের পরিসরে শেষ হয়",
    p10: "10তম পার্সেন্টাইল",
    p25: "25তম পার্সেন্টাইল",
    median: "মাঝের পথ",
    p75: "75তম পার্সেন্টাইল",
    p90: "90তম পার্সেন্টাইল",
    plan: "বাঁধা রিটার্নে পরিকল্পনা",
  },
  planners: {
    retirement: {
      chance: (age) => `${age} বছর বয়স পর্যন্ত তহবিলে চলার সম্ভাবনা`,
      corpusFor90: "90% সম্ভাবনার জন্য দরকারি তহবিল",
      runOutAge: "যেখানে টাকা কম পড়ে, সেখানে মোটামুটি এই বয়সে তা ফুরোয়",
      axis: "বয়স",
      chartTitle: "তহবিল কত হতে পারে",
      chartTitleToday: "তহবিল কত হতে পারে, আজকের টাকায়",
      success:
        "তহবিল আয়ু পর্যন্ত প্রতি বছরের তোলা টাকা জোগাতে পারে; সিমুলেশন শুরু হয় অবসরের সময়ের তোলা তহবিল দিয়ে (ক্যাপিটাল-ব্যাক তহবিল আলাদা রাখা হয়)",
    },
    goal: {
      chance: "মাসিক বিনিয়োগে লক্ষ্যে পৌঁছনোর সম্ভাবনা",
      sipFor90: "90% সম্ভাবনার জন্য মাসিক বিনিয়োগ",
      axis: "বছর",
      chartTitle: "আপনার সঞ্চয় কত হতে পারে",
      chartTitleToday: "আপনার সঞ্চয় কত হতে পারে, আজকের টাকায়",
      success: "লক্ষ্যের তারিখে সঞ্চয় অন্তত লক্ষ্যের খরচের সমান হওয়া চাই, সেই পথের মূল্যবৃদ্ধিতে বাড়িয়ে",
    },
    crore: {
      monthsFor50: "অর্ধেক পথ কোটিতে পৌঁছয় এত সময়ে",
      monthsFor90: "প্রতি 10টি পথের 9টি পৌঁছয় এত সময়ে",
      axis: "বছর",
      chartTitle: "আপনার SIP কত হতে পারে",
      chartTitleToday: "আপনার SIP কত হতে পারে, আজকের টাকায়",
      success: "SIP-এর মূল্য সেই পথের মূল্যবৃদ্ধিতে বাড়ানো ₹1 কোটিতে পৌঁছনো চাই (মাস গোনা হয় প্রতিটি পথে)",
    },
    sip: {
      finalP10: "শেষ মূল্য: প্রতি 10টি পথের 1টি এর নীচে",
      finalP50: "শেষ মূল্য: মাঝের পথ",
      finalP90: "শেষ মূল্য: প্রতি 10টি পথের 1টি এর উপরে",
      axis: "বছর",
      chartTitle: "আপনার SIP কত হতে পারে",
      chartTitleToday: "আপনার SIP কত হতে পারে, আজকের টাকায়",
      success: "",
    },
  },
};
