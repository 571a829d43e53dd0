// The browser tests' parameters for each language other than English: the words a test looks
// for on that language's pages. The tests themselves (hindi.test.ts, hindi-tools.test.ts) are
// the same for every language; a new language adds its case here.
import { LOCALE_INFO, type Locale } from "../../src/i18n/locales";

export interface LocaleCase {
  locale: Exclude<Locale, "en">;
  /** The letters of the language's script, for counting how much of a page is in it. */
  letters: RegExp;
  home: { heading: string };
  goals: { heading: string };
  tools: { heading: string };
  nav: { openMenu: string; purpose: string };
  sip: {
    heading: string;
    calculate: string;
    monthly: string;
    tenure: string;
    monthlyMissing: string;
    /** The SIP panel's heading without a target: the range of outcomes. */
    oddsHeading: string;
    csvButton: string;
    csvHeader: string;
    savePlan: string;
    planName: string;
    save: string;
    myPlan: string;
    saved: (name: string) => string;
  };
  /** The XIRR calculator's and the debt tracker's words (hindi-tools.test.ts), each once its page is translated. */
  toolPages?: ToolWords;
}

export interface ToolWords {
  calculate: string;
  /** Each tool's words once its page is translated (a language may have one before the other). */
  xirr?: {
    heading: string;
    presentValue: string;
    csvHeader: string[];
    amount: string;
    notNumber: string;
    zero: string;
    oneSign: string;
  };
  debt?: {
    heading: string;
    missing: string;
    name: string;
    cardName: string;
    balance: string;
    rate: string;
    balanceZero: string;
    budget: string;
    fourMonths: string;
    cardAt42: string;
    avalancheInterest: string;
    csvHeader: string[];
  };
}

const DEVANAGARI = /[\u0900-\u097F]/g;
const BENGALI = /[\u0980-\u09FF]/g;

export const LOCALE_CASES: readonly LocaleCase[] = [
  {
    locale: "hi",
    letters: DEVANAGARI,
    home: { heading: "समझ की नींव पर, जिंदगी के लिए।" },
    goals: { heading: "लक्ष्य" },
    tools: { heading: "टूल और कैलकुलेटर" },
    nav: { openMenu: "मेन्यू खोलें", purpose: "उद्देश्य" },
    sip: {
      heading: "SIP कैलकुलेटर",
      calculate: "गणना करें",
      monthly: "मासिक निवेश",
      tenure: "अवधि",
      monthlyMissing: "मासिक निवेश भरें",
      oddsHeading: "आपकी SIP कहां तक पहुंच सकती है",
      csvButton: "साल-दर-साल अनुमान डाउनलोड करें (CSV)",
      csvHeader: "वर्ष,निवेश,बढ़त,कुल मूल्य",
      savePlan: "प्लान सेव करें",
      planName: "प्लान का नाम",
      save: "सेव करें",
      myPlan: "मेरी SIP",
      saved: (name) => `“${name}” नाम से सेव हो गया।`,
    },
    toolPages: {
      calculate: "गणना करें",
      xirr: {
        heading: "XIRR कैलकुलेटर",
        presentValue: "पहली तारीख पर कीमत",
        csvHeader: ["तारीख", "रकम", "वर्ष", "पहली तारीख पर कीमत"],
        amount: "रकम (₹, लगाया गया पैसा − में)",
        notNumber: "रकम अंकों में लिखें: लगाया गया पैसा माइनस में, निकाला गया पैसा प्लस में।",
        zero: "₹0 के अलावा कोई रकम लिखें।",
        oneSign: "XIRR के लिए पैसा दोनों तरफ जाना चाहिए",
      },
      debt: {
        heading: "कर्ज ट्रैकर",
        missing: "कृपया हर कर्ज की पूरी जानकारी भरें।",
        name: "नाम",
        cardName: "क्रेडिट कार्ड",
        balance: "बकाया",
        rate: "ब्याज दर (सालाना)",
        balanceZero: "₹0 से ज्यादा बकाया लिखें।",
        budget: "सभी कर्जों के लिए मासिक बजट (वैकल्पिक)",
        fourMonths: "4 महीने",
        cardAt42: "₹60,000, 42% ब्याज पर",
        avalancheInterest: "एवलांच: अब तक ब्याज",
        csvHeader: ["महीना", "तारीख", "स्नोबॉल बकाया", "स्नोबॉल अब तक ब्याज", "स्नोबॉल चुकता", "एवलांच बकाया", "एवलांच अब तक ब्याज", "एवलांच चुकता"],
      },
    },
  },
  {
    locale: "mr",
    letters: DEVANAGARI,
    home: { heading: "समजुतीच्या पायावर, आयुष्यासाठी." },
    goals: { heading: "उद्दिष्टे" },
    tools: { heading: "टूल आणि कॅल्क्युलेटर" },
    nav: { openMenu: "मेन्यू उघडा", purpose: "हेतू" },
    sip: {
      heading: "SIP कॅल्क्युलेटर",
      calculate: "हिशोब करा",
      monthly: "मासिक गुंतवणूक",
      tenure: "कालावधी",
      monthlyMissing: "मासिक गुंतवणूक भरा",
      oddsHeading: "तुमची SIP कुठपर्यंत पोहोचू शकते",
      csvButton: "वर्षनिहाय अंदाज डाउनलोड करा (CSV)",
      csvHeader: "वर्ष,गुंतवणूक,वाढ,एकूण मूल्य",
      savePlan: "प्लॅन सेव्ह करा",
      planName: "प्लॅनचे नाव",
      save: "सेव्ह करा",
      myPlan: "माझी SIP",
      saved: (name) => `“${name}” या नावाने सेव्ह झाला.`,
    },
    toolPages: {
      calculate: "हिशोब करा",
      xirr: {
        heading: "XIRR कॅल्क्युलेटर",
        presentValue: "पहिल्या तारखेला मूल्य",
        csvHeader: ["तारीख", "रक्कम", "वर्षे", "पहिल्या तारखेला मूल्य"],
        amount: "रक्कम (₹, गुंतवलेले पैसे − मध्ये)",
        notNumber: "रक्कम अंकांत लिहा: गुंतवलेले पैसे उणे, काढलेले पैसे अधिक.",
        zero: "₹0 व्यतिरिक्त एखादी रक्कम लिहा.",
        oneSign: "XIRR साठी पैसे दोन्ही दिशांनी जायला हवेत",
      },
      debt: {
        heading: "कर्ज ट्रॅकर",
        missing: "कृपया प्रत्येक कर्जाची पूर्ण माहिती भरा.",
        name: "नाव",
        cardName: "क्रेडिट कार्ड",
        balance: "शिल्लक",
        rate: "व्याजदर (वार्षिक)",
        balanceZero: "₹0 पेक्षा जास्त शिल्लक लिहा.",
        budget: "सर्व कर्जांसाठी मासिक बजेट (ऐच्छिक)",
        fourMonths: "4 महिने",
        cardAt42: "₹60,000, 42% व्याजाने",
        avalancheInterest: "ॲव्हलांच: आतापर्यंतचे व्याज",
        csvHeader: ["महिना", "तारीख", "स्नोबॉल शिल्लक", "स्नोबॉल आतापर्यंतचे व्याज", "स्नोबॉल फिटलेले कर्ज", "ॲव्हलांच शिल्लक", "ॲव्हलांच आतापर्यंतचे व्याज", "ॲव्हलांच फिटलेले कर्ज"],
      },
    },
  },
  {
    locale: "bn",
    letters: BENGALI,
    home: { heading: "বুঝে চলার ভিতে, গোটা জীবনের জন্য।" },
    goals: { heading: "লক্ষ্য" },
    tools: { heading: "টুল ও ক্যালকুলেটর" },
    nav: { openMenu: "মেনু খুলুন", purpose: "উদ্দেশ্য" },
    sip: {
      heading: "SIP ক্যালকুলেটর",
      calculate: "হিসাব করুন",
      monthly: "মাসিক বিনিয়োগ",
      tenure: "মেয়াদ",
      monthlyMissing: "মাসিক বিনিয়োগ লিখুন",
      oddsHeading: "আপনার SIP কোথায় পৌঁছতে পারে",
      csvButton: "বছরওয়ারি অনুমান ডাউনলোড করুন (CSV)",
      csvHeader: "বছর,বিনিয়োগ,বৃদ্ধি,মোট মূল্য",
      savePlan: "পরিকল্পনা সেভ করুন",
      planName: "পরিকল্পনার নাম",
      save: "সেভ করুন",
      myPlan: "আমার SIP",
      saved: (name) => `“${name}” নামে সেভ হয়েছে।`,
    },
    toolPages: {
      calculate: "হিসাব করুন",
      xirr: {
        heading: "XIRR ক্যালকুলেটর",
        presentValue: "প্রথম তারিখে মূল্য",
        csvHeader: ["তারিখ", "অঙ্ক", "বছর", "প্রথম তারিখে মূল্য"],
        amount: "অঙ্ক (₹, বিনিয়োগ করা টাকা −)",
        notNumber: "অঙ্কটি সংখ্যায় লিখুন: বিনিয়োগ করা টাকা বিয়োগ চিহ্নে, তোলা টাকা যোগ চিহ্নে।",
        zero: "₹0 ছাড়া অন্য কোনও অঙ্ক লিখুন।",
        oneSign: "XIRR-এর জন্য টাকা দু'দিকেই যেতে হবে",
      },
      debt: {
        heading: "ঋণ ট্র্যাকার",
        missing: "অনুগ্রহ করে প্রতিটি ঋণের সব তথ্য লিখুন।",
        name: "নাম",
        cardName: "ক্রেডিট কার্ড",
        balance: "বকেয়া",
        rate: "সুদের হার (বার্ষিক)",
        balanceZero: "₹0-এর বেশি বকেয়া লিখুন।",
        budget: "সব ঋণের জন্য মাসিক বাজেট (ঐচ্ছিক)",
        fourMonths: "4 মাস",
        cardAt42: "₹60,000, 42% সুদে",
        avalancheInterest: "অ্যাভালাঞ্চ: এ পর্যন্ত সুদ",
        csvHeader: ["মাস", "তারিখ", "স্নোবল বকেয়া", "স্নোবল এ পর্যন্ত সুদ", "স্নোবল শোধ হওয়া ঋণ", "অ্যাভালাঞ্চ বকেয়া", "অ্যাভালাঞ্চ এ পর্যন্ত সুদ", "অ্যাভালাঞ্চ শোধ হওয়া ঋণ"],
      },
    },
  },
];

/** A page of `locale` at the English path `path`: ('/', 'mr') -> '/mr/'. */
export function localePath(locale: Locale, path: string): string {
  const { prefix } = LOCALE_INFO[locale];
  return path === "/" ? `${prefix}/` : `${prefix}${path}`;
}
