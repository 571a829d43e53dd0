// "How likely is this plan to work?" in Bengali (docs/languages-bengali.md: glossary). The
// sources of the volatility defaults are reference-data.ts's, said in Bengali with the same figures.
import type { MessagesOf } from "../../../i18n/catalogue";
import { INDIA_HISTORY, fyLabel, type HistoryFigure } from "../../../core/india-history";
import type { OddsMessages } from "./odds.en";

const { defaults: HISTORY_DEFAULTS } = INDIA_HISTORY;
const HISTORY_AS_OF = `মার্চ ${INDIA_HISTORY.lastYear} পর্যন্ত পরিসংখ্যান, নভেম্বর 2026-এ যাচাই করা`;
const span = (figure: HistoryFigure) => `${fyLabel(figure.fromYear)} থেকে ${fyLabel(figure.toYear)}`;
const fy = (year: number) => `অর্থবর্ষ ${year}`;

export const messages: MessagesOf<OddsMessages> = {
  heading: "এই পরিকল্পনা সফল হওয়ার সম্ভাবনা কতটা?",
  tooLong: "সম্ভাবনা কষা হয় 100 বছর পর্যন্ত পরিকল্পনার জন্য; এই অঙ্কগুলি তার বাইরে চলে যায়।",
  odds: { about: (percent) => `মোটামুটি ${percent}`, over: "99%-এর বেশি", under: "1%-এর কম" },
  duration: {
    notWithin: "100 বছরের মধ্যে নয়",
    years: (years) => `${years} বছর`,
    months: (months) => `${months} মাস`,
  },
  lead: {
    simulated: (count, outcome) => `1,000টি কাল্পনিক পথের মধ্যে মোটামুটি ${count}টিতে ${outcome}।`,
    history: (worked, of, since) => `${fy(since)} থেকে ভারতের ${of}টি শুরুর বছরের মধ্যে ${worked}টিতে এই পরিকল্পনা সফল হয়েছে।`,
  },
  yourPlan: {
    line: (sip, saved, stepUp) => `আপনার পরিকল্পনা: মাসে ${sip}${stepUp}, আর ${saved} আগেই জমানো।`,
    theirs: (sip) => `${sip} (পরিকল্পনার নিজের SIP; আপনার SIP ‘আপনার পরিকল্পনা’-য় লিখুন)`,
    stepUp: (percent) => `, প্রতি বছর ${percent}% বাড়িয়ে`,
  },
  todo: {
    reached: "আপনার পরিকল্পনা 10টির মধ্যে অন্তত 9টি পথে সফল হয়।",
    intro: "90% সম্ভাবনার জন্য: ",
    sip: (sip) => `মাসে ${sip} বিনিয়োগ করুন`,
    age: (age) => `${age} বছর বয়সে অবসর নিন`,
    spend: (spend) => `আজকের টাকায় মাসে বড়জোর ${spend} খরচ করুন`,
    or: ", অথবা ",
    end: "।",
    savingsAlone: "আপনার এখনকার সঞ্চয়ই যথেষ্ট",
  },
  explain: {
    lognormal: (volatility, inflation) =>
      `প্রতিটি কাল্পনিক পথে প্রতি বছরের রিটার্ন ধরা হয় আপনার দেওয়া হারের আশপাশে; একটি সাধারণ বছরে তা মোটামুটি ${volatility}% ওঠানামা করে` +
      (inflation === null ? "।" : `, আর প্রতি বছরের মূল্যবৃদ্ধি আপনার হারের আশপাশে, মোটামুটি ${inflation} শতাংশ বিন্দু ওঠানামা করে।`),
    retirementLognormal: (before, after, inflation) =>
      `প্রতিটি কাল্পনিক পথে প্রতি বছরের রিটার্ন ধরা হয় আপনার দেওয়া হারগুলির আশপাশে; একটি সাধারণ বছরে তা অবসরের আগে মোটামুটি ${before}% আর অবসরের পরে ${after}% ওঠানামা করে, আর প্রতি বছরের মূল্যবৃদ্ধি আপনার হারের আশপাশে, মোটামুটি ${inflation} শতাংশ বিন্দু ওঠানামা করে।`,
    history: (equity) =>
      `প্রতিটি শুরুর বছর থেকে ভারতের আসল বছরগুলি আবার চালানো হয়: শেয়ারে রাখা ${equity}% অংশে লভ্যাংশ সহ সেনসেক্সের বৃদ্ধি, বাকিটায় PPF-এর হার (প্রতি এপ্রিলে আবার ভাগ মেলানো), আর সেই বছরের মূল্যবৃদ্ধি।`,
    retirementHistory: (before, after) =>
      `প্রতিটি শুরুর বছর থেকে ভারতের আসল বছরগুলি আবার চালানো হয়: শেয়ারে রাখা অংশে (অবসরের আগে ${before}%, অবসরের পরে ${after}%) লভ্যাংশ সহ সেনসেক্সের বৃদ্ধি, বাকিটায় PPF-এর হার (প্রতি এপ্রিলে আবার ভাগ মেলানো), আর সেই বছরের মূল্যবৃদ্ধি।`,
    bootstrap: (block, equity) =>
      `প্রতিটি কাল্পনিক পথ ভারতের পরপর ${block} বছরের টুকরো এলোমেলোভাবে বেছে জোড়া দেয়; প্রতিটি বছরের রিটার্ন সেই বছরের মূল্যবৃদ্ধির সঙ্গেই থাকে; ${equity}% শেয়ারে আর বাকিটা PPF-এর হারে।`,
    wrapped: (first) => ` এই পরিকল্পনা ভারতের হাতে থাকা পরিসংখ্যানের চেয়ে লম্বা, তাই প্রতিটি পর্ব শেষে আবার ${fy(first)} থেকে শুরু হয়।`,
    margin: (points) => ` এই সম্ভাবনা কাল্পনিক পথ থেকে কষা একটি অনুমান, মোটামুটি ±${points} শতাংশ বিন্দু পর্যন্ত নির্ভুল।`,
    count: " এই সম্ভাবনা ভারতের আসল শুরুর বছরগুলির গুনতি, অনুমান নয়।",
    caveat: " অতীতের ফল ভবিষ্যতের প্রতিশ্রুতি নয়; ফর্মের ‘সম্ভাবনার অনুমান’-এ অঙ্ক বদলান।",
  },
  convention: (first, last, dividendPct, factor) =>
    `একটি বছর এভাবে পড়া হয়: অর্থবর্ষ t মানে এপ্রিল t−1 থেকে মার্চ t (${fy(first)} থেকে ${fy(last)})। শেয়ারের বৃদ্ধি = মার্চ t-এর শেষে সেনসেক্স ÷ মার্চ t−1-এর শেষে সেনসেক্স × ${factor} (লভ্যাংশ বছরে ${dividendPct}%)। অর্থবর্ষ t-এর মূল্যবৃদ্ধি মানে ক্যালেন্ডার বছর t−1-এর বিশ্বব্যাঙ্কের CPI মূল্যবৃদ্ধি। নিরাপদ অংশ পায় 1 এপ্রিল t−1-এ চালু PPF হার। SIP প্রতি মাসে আর টাকা তোলা প্রতি বছরে; প্রতিটি বছরের বৃদ্ধি আর মূল্যবৃদ্ধি সেই বছরের মাসগুলিতে সমান ভাগে ভাগ করা হয়।`,
  attribution: "পরিসংখ্যান: সেনসেক্স, BSE; CPI মূল্যবৃদ্ধি, বিশ্বব্যাঙ্ক (CC BY 4.0); PPF হার, ভারত সরকারের বিজ্ঞপ্তি।",
  units: { group: "চার্ট কীসে দেখানো হবে", eachYear: "সেই সেই বছরের টাকা", today: "আজকের টাকা" },
  status: {
    refining: "অঙ্কগুলি আরও নিখুঁত করা হচ্ছে…",
  },
  sources: {
    returnDefault: (value, source, asOf) => `রিটার্নের ওঠানামার ডিফল্ট: ${value}% (${source}, ${asOf})। `,
    cautious: (value, source, asOf) => `দীর্ঘমেয়াদে আরও সাবধানী অঙ্ক: ${value}% (${source}, ${asOf})।`,
    inflation: (value, source, asOf) => ` মূল্যবৃদ্ধির ওঠানামার ডিফল্ট: ${value}%: ${source} (${asOf})।`,
    equity: {
      source: `BSE সেনসেক্স (বছরে ${INDIA_HISTORY.dividendPct}% লভ্যাংশ যোগ করে), মার্চের শেষ থেকে মার্চের শেষ, অর্থবর্ষ ${span(HISTORY_DEFAULTS.equityVolatility)}, দুই এক্সচেঞ্জেই স্ক্রিন ট্রেডিং চালু হওয়ার পরের সময় (সূত্র: BSE)`,
      asOf: HISTORY_AS_OF,
    },
    equitySince1995: {
      source: `BSE সেনসেক্স (বছরে ${INDIA_HISTORY.dividendPct}% লভ্যাংশ যোগ করে), মার্চের শেষ থেকে মার্চের শেষ, অর্থবর্ষ ${span(HISTORY_DEFAULTS.equityVolatilityLongRun)}, 1992-এর তেজি আর পতন সহ (সূত্র: BSE)`,
      asOf: HISTORY_AS_OF,
    },
    retirement: {
      source: `এক-তৃতীয়াংশ BSE সেনসেক্স (লভ্যাংশ সহ) আর দুই-তৃতীয়াংশ PPF-এর একটি তহবিল, প্রতি বছর আবার ভাগ মেলানো, অর্থবর্ষ ${span(HISTORY_DEFAULTS.retirementVolatility)} (সূত্র: BSE; PPF-এর জন্য ভারত সরকারের বিজ্ঞপ্তি)`,
      asOf: HISTORY_AS_OF,
    },
    inflationFigure: {
      source: `ভারতের CPI মূল্যবৃদ্ধি, বিশ্বব্যাঙ্ক, ক্যালেন্ডার বছর ${HISTORY_DEFAULTS.inflationVolatility.fromYear - 1} থেকে ${HISTORY_DEFAULTS.inflationVolatility.toYear - 1} (CC BY 4.0)`,
      asOf: HISTORY_AS_OF,
    },
  },
  chart: {
    label: (title) => `${title}: সব কাল্পনিক পথে প্রতি বছরের জমার পরিসর, নির্দিষ্ট রিটার্নের পরিকল্পনার পাশাপাশি।`,
    legendPlan: "আপনার পরিকল্পনা, প্রতি বছর রিটার্ন একই থাকলে",
    legendMiddle: "মাঝের পথ: অর্ধেক পথ এর ওপরে শেষ হয়, অর্ধেক নীচে",
    legendHalf: "অর্ধেক পথ ভিতরের, গাঢ় পট্টির মধ্যে শেষ হয়",
    legendEight: "10টির মধ্যে 8টি পথ বাইরের, হালকা পট্টির মধ্যে শেষ হয়",
    p10: "10তম পার্সেন্টাইল",
    p25: "25তম পার্সেন্টাইল",
    median: "মাঝের পথ",
    p75: "75তম পার্সেন্টাইল",
    p90: "90তম পার্সেন্টাইল",
    plan: "নির্দিষ্ট রিটার্নে পরিকল্পনা",
  },
  history: {
    summary: "প্রতিটি শুরুর বছর",
    success: (worked, of, since, share) => `${fy(since)} থেকে ${of}টির মধ্যে ${worked}টি শুরুর বছর, ${share}`,
    caption: (first, last) => `${fy(first)} থেকে ${fy(last)} পর্যন্ত প্রতিটি বছরে শুরু হওয়া আপনার পরিকল্পনা, জমা আজকের টাকায়`,
    startYear: "শুরুর বছর",
    worked: "সফল?",
    yes: "হ্যাঁ",
    no: "না",
    ranOut: (age) => `না, টাকা ফুরিয়েছে ${age}`,
    lowest: "সবচেয়ে কম জমা",
    end: "শেষে যা বাকি",
    fy,
  },
  path: {
    summaryHistory: (year) => `কোথায় কম পড়ল: ${fy(year)} থেকে শুরু, বছর ধরে ধরে`,
    summarySimulated: "কোথায় কম পড়ল: একটি ব্যর্থ কাল্পনিক পথ, বছর ধরে ধরে",
    captionHistory: (year) => `${fy(year)} থেকে শুরু হওয়া আপনার পরিকল্পনা, বছর ধরে ধরে`,
    captionSimulated: "যে কাল্পনিক পথে আপনার পরিকল্পনা কম পড়ল, বছর ধরে ধরে",
    ranOut: (when) => `টাকা ফুরিয়েছে ${when}।`,
    ended: (balance, today) => `শেষে ${balance} বাকি ছিল, অর্থাৎ আজকের টাকায় ${today}।`,
    worst: (low, high) => ` এই পথে বার্ষিক রিটার্ন ছিল ${low} থেকে ${high}-এর মধ্যে।`,
    year: "বছর",
    dataYear: "আবার চালানো বছর",
    returnPct: "রিটার্ন",
    inflationPct: "মূল্যবৃদ্ধি",
    contribution: "বিনিয়োগ",
    withdrawal: "তোলা টাকা",
    balance: "জমা",
  },
  planners: {
    retirement: {
      outcome: (age) => `আপনার টাকা ${age} বছর বয়স পর্যন্ত চলেছে`,
      yourOdds: (age) => `${age} বছর বয়স পর্যন্ত টাকা চলার সম্ভাবনা`,
      historySuccess: "যে শুরুর বছরগুলিতে টাকা চলেছে",
      worstStartYear: "সবচেয়ে খারাপ শুরুর বছর",
      sipFor90: "90% সম্ভাবনার জন্য মাসিক SIP",
      corpusFor90: "90% সম্ভাবনার জন্য অবসরের সময় দরকারি তহবিল",
      earliestAgeFor90: "90% সম্ভাবনায় অবসরের সবচেয়ে কম বয়স",
      spendFor90: "90% সম্ভাবনায় মাসিক খরচ (আজকের টাকা)",
      noAge: "আয়ুষ্কালের আগে কোনওটিই নয়",
      runOutAge: "যেখানে টাকা কম পড়ে, সেখানে মোটামুটি এই বয়সে ফুরোয়",
      compare: (for90, planned, more) =>
        `90% সম্ভাবনার জন্য অবসরের সময় ${for90} লাগবে, অর্থাৎ পরিকল্পনায় কষা ${planned}-এর চেয়ে ${more}% বেশি (দুটিতেই ক্যাপিটাল-ব্যাক তহবিল আলাদা রাখা হয়েছে)।`,
      ranOutAt: (age) => `${age} বছর বয়সে`,
      axis: "বয়স",
      chartTitle: "আপনার সঞ্চয় কতটা হতে পারে",
      chartTitleToday: "আপনার সঞ্চয় কতটা হতে পারে, আজকের টাকায়",
    },
    goal: {
      outcome: "আপনার সঞ্চয় লক্ষ্যে পৌঁছেছে",
      yourOdds: "আপনার পরিকল্পনায় লক্ষ্যে পৌঁছনোর সম্ভাবনা",
      historySuccess: "যে শুরুর বছরগুলিতে লক্ষ্যে পৌঁছনো গেছে",
      worstStartYear: "সবচেয়ে খারাপ শুরুর বছর",
      sipFor90: "90% সম্ভাবনার জন্য মাসিক SIP",
      axis: "বছর",
      chartTitle: "আপনার সঞ্চয় কতটা হতে পারে",
      chartTitleToday: "আপনার সঞ্চয় কতটা হতে পারে, আজকের টাকায়",
    },
    crore: {
      monthsFor50: "অর্ধেক পথ এত সময়ে কোটিতে পৌঁছয়",
      monthsFor90: "10টির মধ্যে 9টি পথ এত সময়ে পৌঁছয়",
      axis: "বছর",
      chartTitle: "আপনার SIP কতটা হতে পারে",
      chartTitleToday: "আপনার SIP কতটা হতে পারে, আজকের টাকায়",
    },
    sip: {
      rangeHeading: "আপনার SIP কোথায় পৌঁছতে পারে",
      outcome: (target) => `আপনার SIP ${target}-এ পৌঁছেছে`,
      yourOdds: "আপনার লক্ষ্যে পৌঁছনোর সম্ভাবনা",
      historySuccess: "যে শুরুর বছরগুলিতে লক্ষ্যে পৌঁছনো গেছে",
      worstStartYear: "সবচেয়ে খারাপ শুরুর বছর",
      sipFor90: "90% সম্ভাবনার জন্য মাসিক বিনিয়োগ",
      finalP10: "শেষ মূল্য: 10টির মধ্যে 1টি পথ এর নীচে",
      finalP50: "শেষ মূল্য: মাঝের পথ",
      finalP90: "শেষ মূল্য: 10টির মধ্যে 1টি পথ এর ওপরে",
      axis: "বছর",
      chartTitle: "আপনার SIP কতটা হতে পারে",
      chartTitleToday: "আপনার SIP কতটা হতে পারে, আজকের টাকায়",
    },
  },
};
