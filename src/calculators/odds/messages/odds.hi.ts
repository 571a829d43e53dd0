// "How likely is this plan to work?" in Hindi (glossary: docs/languages.md). The sources of
// the volatility defaults are reference-data.ts's, said in Hindi with the same figures.
import type { MessagesOf } from "../../../i18n/catalogue";
import { INDIA_HISTORY, fyLabel, type HistoryFigure } from "../../../core/india-history";
import type { OddsMessages } from "./odds.en";

const { defaults: HISTORY_DEFAULTS } = INDIA_HISTORY;
const HISTORY_AS_OF = `मार्च ${INDIA_HISTORY.lastYear} तक के आंकड़े, नवंबर 2026 में जांचे गए`;
const span = (figure: HistoryFigure) => `${fyLabel(figure.fromYear)} से ${fyLabel(figure.toYear)} तक`;
const fy = (year: number) => `वित्त वर्ष ${year}`;

export const messages: MessagesOf<OddsMessages> = {
  heading: "यह प्लान कामयाब होने की कितनी संभावना है?",
  tooLong: "संभावना 100 वर्ष तक के प्लान के लिए निकाली जाती है; ये आंकड़े उससे आगे जाते हैं।",
  odds: { about: (percent) => `करीब ${percent}`, over: "99% से ज्यादा", under: "1% से कम" },
  duration: {
    notWithin: "100 वर्ष के भीतर नहीं",
    years: (years) => `${years} वर्ष`,
    months: (months) => `${months} ${months === 1 ? "महीना" : "महीने"}`,
  },
  lead: {
    simulated: (count, outcome) => `1,000 काल्पनिक भविष्यों में से करीब ${count} में ${outcome}।`,
    history: (worked, of, since) => `${fy(since)} से भारत के ${of} शुरुआती वर्षों में से ${worked} में यह प्लान कामयाब रहा।`,
  },
  yourPlan: {
    line: (sip, saved, stepUp) => `आपका प्लान: हर महीने ${sip}${stepUp}, और ${saved} पहले से जमा।`,
    theirs: (sip) => `${sip} (प्लान की अपनी SIP; अपनी SIP ‘आपका प्लान’ में भरें)`,
    stepUp: (percent) => `, हर साल ${percent}% ज्यादा`,
  },
  todo: {
    reached: "आपका प्लान 10 में से कम से कम 9 भविष्यों में कामयाब है।",
    intro: "90% संभावना के लिए: ",
    sip: (sip) => `हर महीने ${sip} निवेश करें`,
    age: (age) => `${age} की उम्र में रिटायर हों`,
    spend: (spend) => `आज के रुपयों में हर महीने ज्यादा से ज्यादा ${spend} खर्च करें`,
    or: ", या ",
    end: "।",
    savingsAlone: "आपकी मौजूदा बचत ही काफी है",
  },
  explain: {
    lognormal: (volatility, inflation) =>
      `हर काल्पनिक भविष्य में हर साल का रिटर्न आपकी भरी हुई दर के आसपास लिया जाता है, जो एक आम साल में करीब ${volatility}% ऊपर-नीचे होता है` +
      (inflation === null ? "।" : `, और हर साल की महंगाई आपकी दर के आसपास, करीब ${inflation} प्रतिशत अंक ऊपर-नीचे।`),
    retirementLognormal: (before, after, inflation) =>
      `हर काल्पनिक भविष्य में हर साल का रिटर्न आपकी भरी हुई दरों के आसपास लिया जाता है, जो एक आम साल में रिटायरमेंट से पहले करीब ${before}% और बाद में ${after}% ऊपर-नीचे होता है, और हर साल की महंगाई आपकी दर के आसपास, करीब ${inflation} प्रतिशत अंक ऊपर-नीचे।`,
    history: (equity) =>
      `हर शुरुआती वर्ष से भारत के असली वर्ष दोहराए जाते हैं: इक्विटी के ${equity}% हिस्से पर डिविडेंड सहित सेंसेक्स की बढ़त, बाकी पर PPF की दर (हर अप्रैल में फिर से संतुलित), और उस साल की महंगाई।`,
    retirementHistory: (before, after) =>
      `हर शुरुआती वर्ष से भारत के असली वर्ष दोहराए जाते हैं: इक्विटी के हिस्से (रिटायरमेंट से पहले ${before}%, बाद में ${after}%) पर डिविडेंड सहित सेंसेक्स की बढ़त, बाकी पर PPF की दर (हर अप्रैल में फिर से संतुलित), और उस साल की महंगाई।`,
    bootstrap: (block, equity) =>
      `हर काल्पनिक भविष्य भारत के लगातार ${block} वर्षों के खंडों को बेतरतीब ढंग से चुनकर जोड़ता है; हर साल का रिटर्न अपनी ही महंगाई के साथ रहता है; ${equity}% इक्विटी में और बाकी PPF की दर पर।`,
    wrapped: (first) => ` यह प्लान भारत के आंकड़ों से लंबा है, इसलिए हर अवधि आखिर में फिर ${fy(first)} से जुड़ जाती है।`,
    margin: (points) => ` यह संभावना काल्पनिक भविष्यों से निकला अनुमान है, करीब ±${points} प्रतिशत अंक तक सही।`,
    count: " यह संभावना भारत के असली शुरुआती वर्षों की गिनती है, अनुमान नहीं।",
    caveat: " बीता समय आगे का वादा नहीं है; फॉर्म के ‘संभावना के अनुमान’ में आंकड़े बदलें।",
  },
  convention: (first, last, dividendPct, factor) =>
    `एक साल ऐसे पढ़ा जाता है: वित्त वर्ष t, अप्रैल t−1 से मार्च t तक (${fy(first)} से ${fy(last)})। इक्विटी की बढ़त = मार्च t के अंत का सेंसेक्स ÷ मार्च t−1 के अंत का सेंसेक्स × ${factor} (डिविडेंड ${dividendPct}% सालाना)। वित्त वर्ष t की महंगाई कैलेंडर वर्ष t−1 की विश्व बैंक की CPI महंगाई है। सुरक्षित हिस्से पर 1 अप्रैल t−1 को लागू PPF दर मिलती है। SIP हर महीने और निकासी हर साल होती है; हर साल की बढ़त और महंगाई उसके महीनों में बराबर बांटी जाती है।`,
  attribution: "आंकड़े: सेंसेक्स, BSE; CPI महंगाई, विश्व बैंक (CC BY 4.0); PPF दरें, भारत सरकार की अधिसूचनाएं।",
  units: { group: "चार्ट किसमें दिखाएं", eachYear: "हर साल के रुपये", today: "आज के रुपये" },
  status: {
    refining: "आंकड़े और सटीक किए जा रहे हैं…",
  },
  sources: {
    returnDefault: (value, source, asOf) => `रिटर्न के उतार-चढ़ाव का डिफॉल्ट: ${value}% (${source}, ${asOf})। `,
    cautious: (value, source, asOf) => `लंबी अवधि का ज्यादा सतर्क आंकड़ा: ${value}% (${source}, ${asOf})।`,
    inflation: (value, source, asOf) => ` महंगाई के उतार-चढ़ाव का डिफॉल्ट: ${value}%: ${source} (${asOf})।`,
    equity: {
      source: `BSE सेंसेक्स (लाभांश ${INDIA_HISTORY.dividendPct}% सालाना जोड़कर), मार्च के अंत से मार्च के अंत तक, वित्त वर्ष ${span(HISTORY_DEFAULTS.equityVolatility)}, जब दोनों एक्सचेंजों पर स्क्रीन ट्रेडिंग आ चुकी थी (स्रोत: BSE)`,
      asOf: HISTORY_AS_OF,
    },
    equitySince1995: {
      source: `BSE सेंसेक्स (लाभांश ${INDIA_HISTORY.dividendPct}% सालाना जोड़कर), मार्च के अंत से मार्च के अंत तक, वित्त वर्ष ${span(HISTORY_DEFAULTS.equityVolatilityLongRun)}, 1992 का उछाल और गिरावट शामिल (स्रोत: BSE)`,
      asOf: HISTORY_AS_OF,
    },
    retirement: {
      source: `एक-तिहाई BSE सेंसेक्स (लाभांश सहित) और दो-तिहाई PPF वाला फंड, हर साल फिर से संतुलित, वित्त वर्ष ${span(HISTORY_DEFAULTS.retirementVolatility)} (स्रोत: BSE; PPF पर भारत सरकार की अधिसूचनाएं)`,
      asOf: HISTORY_AS_OF,
    },
    inflationFigure: {
      source: `भारत की CPI महंगाई, विश्व बैंक, कैलेंडर वर्ष ${HISTORY_DEFAULTS.inflationVolatility.fromYear - 1} से ${HISTORY_DEFAULTS.inflationVolatility.toYear - 1} तक (CC BY 4.0)`,
      asOf: HISTORY_AS_OF,
    },
  },
  chart: {
    label: (title) => `${title}: सभी भविष्यों में हर साल बैलेंस का दायरा, तय रिटर्न वाले प्लान के साथ।`,
    legendPlan: "आपका प्लान, अगर हर साल रिटर्न एक जैसा रहे",
    legendMiddle: "बीच का भविष्य: आधे इससे ऊपर खत्म होते हैं, आधे नीचे",
    legendHalf: "आधे भविष्य भीतर की, ज्यादा गहरी रंगी पट्टी में खत्म होते हैं",
    legendEight: "10 में से 8 बाहर की, फीकी पट्टी के भीतर खत्म होते हैं",
    p10: "10वां पर्सेंटाइल",
    p25: "25वां पर्सेंटाइल",
    median: "बीच का भविष्य",
    p75: "75वां पर्सेंटाइल",
    p90: "90वां पर्सेंटाइल",
    plan: "तय रिटर्न पर प्लान",
  },
  history: {
    summary: "हर शुरुआती वर्ष",
    success: (worked, of, since, share) => `${fy(since)} से ${of} में से ${worked} शुरुआती वर्ष, ${share}`,
    caption: (first, last) => `आपका प्लान ${fy(first)} से ${fy(last)} तक हर साल से शुरू होकर, बैलेंस आज के रुपयों में`,
    startYear: "शुरुआती वर्ष",
    worked: "कामयाब?",
    yes: "हां",
    no: "नहीं",
    ranOut: (age) => `नहीं, पैसा ${age} खत्म`,
    lowest: "सबसे निचला स्तर",
    end: "आखिर में बचा",
    fy,
  },
  path: {
    summaryHistory: (year) => `कहां कमी रही: ${fy(year)} से शुरुआत, साल-दर-साल`,
    summarySimulated: "कहां कमी रही: एक नाकाम भविष्य, साल-दर-साल",
    captionHistory: (year) => `${fy(year)} से शुरू हुआ आपका प्लान, साल-दर-साल`,
    captionSimulated: "एक काल्पनिक भविष्य जिसमें आपका प्लान कम पड़ा, साल-दर-साल",
    ranOut: (when) => `पैसा ${when} खत्म हो गया।`,
    ended: (balance, today) => `यह ${balance} पर खत्म हुआ, यानी आज के रुपयों में ${today}।`,
    worst: (low, high) => ` इसका सालाना रिटर्न ${low} से ${high} के बीच रहा।`,
    year: "वर्ष",
    dataYear: "दोहराया गया वर्ष",
    returnPct: "रिटर्न",
    inflationPct: "महंगाई",
    contribution: "निवेश",
    withdrawal: "निकासी",
    balance: "बैलेंस",
  },
  planners: {
    retirement: {
      outcome: (age) => `आपका पैसा ${age} की उम्र तक चला`,
      yourOdds: (age) => `${age} की उम्र तक पैसा चलने की संभावना`,
      historySuccess: "शुरुआती वर्ष जिनमें पैसा चला",
      worstStartYear: "सबसे खराब शुरुआती वर्ष",
      sipFor90: "90% संभावना के लिए मासिक SIP",
      corpusFor90: "90% संभावना के लिए रिटायरमेंट पर फंड",
      earliestAgeFor90: "90% संभावना के साथ रिटायरमेंट की सबसे कम उम्र",
      spendFor90: "90% संभावना के साथ मासिक खर्च (आज के रुपये)",
      noAge: "जीवन प्रत्याशा से पहले कोई नहीं",
      runOutAge: "जहां पैसा कम पड़ता है, वहां आम तौर पर इस उम्र में खत्म होता है",
      compare: (for90, planned, more) =>
        `90% संभावना के लिए रिटायरमेंट पर ${for90} चाहिए, जो प्लान में बताए गए ${planned} से ${more}% ज्यादा है (दोनों में पूंजी वापस पाने के लिए फंड अलग रखा गया है)।`,
      ranOutAt: (age) => `${age} की उम्र में`,
      axis: "उम्र",
      chartTitle: "आपकी बचत कितनी हो सकती है",
      chartTitleToday: "आपकी बचत कितनी हो सकती है, आज के रुपये में",
    },
    goal: {
      outcome: "आपकी बचत लक्ष्य तक पहुंची",
      yourOdds: "आपके प्लान से लक्ष्य तक पहुंचने की संभावना",
      historySuccess: "शुरुआती वर्ष जिनमें लक्ष्य पूरा हुआ",
      worstStartYear: "सबसे खराब शुरुआती वर्ष",
      sipFor90: "90% संभावना के लिए मासिक SIP",
      axis: "वर्ष",
      chartTitle: "आपकी बचत कितनी हो सकती है",
      chartTitleToday: "आपकी बचत कितनी हो सकती है, आज के रुपये में",
    },
    crore: {
      monthsFor50: "आधे भविष्य करोड़ तक इतने समय में पहुंचते हैं",
      monthsFor90: "10 में से 9 भविष्य इतने समय में पहुंचते हैं",
      axis: "वर्ष",
      chartTitle: "आपकी SIP कितनी हो सकती है",
      chartTitleToday: "आपकी SIP कितनी हो सकती है, आज के रुपये में",
    },
    sip: {
      rangeHeading: "आपकी SIP कहां तक पहुंच सकती है",
      outcome: (target) => `आपकी SIP ${target} तक पहुंची`,
      yourOdds: "आपके लक्ष्य तक पहुंचने की संभावना",
      historySuccess: "शुरुआती वर्ष जिनमें लक्ष्य पूरा हुआ",
      worstStartYear: "सबसे खराब शुरुआती वर्ष",
      sipFor90: "90% संभावना के लिए मासिक निवेश",
      finalP10: "आखिरी मूल्य: 10 में से 1 भविष्य इससे नीचे",
      finalP50: "आखिरी मूल्य: बीच का भविष्य",
      finalP90: "आखिरी मूल्य: 10 में से 1 भविष्य इससे ऊपर",
      axis: "वर्ष",
      chartTitle: "आपकी SIP कितनी हो सकती है",
      chartTitleToday: "आपकी SIP कितनी हो सकती है, आज के रुपये में",
    },
  },
};
