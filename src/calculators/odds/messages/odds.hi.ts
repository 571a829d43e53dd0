// "How likely is this plan to work?" in Hindi (glossary: docs/languages.md). The sources of
// the volatility defaults are reference-data.ts's, said in Hindi with the same figures.
import type { MessagesOf } from "../../../i18n/catalogue";
import { INDIA_HISTORY, fyLabel, type HistoryFigure } from "../../../core/india-history";
import type { OddsMessages } from "./odds.en";

const { defaults: HISTORY_DEFAULTS } = INDIA_HISTORY;
const HISTORY_AS_OF = `मार्च ${INDIA_HISTORY.lastYear} तक के आंकड़े, नवंबर 2026 में जांचे गए`;
const span = (figure: HistoryFigure) => `${fyLabel(figure.fromYear)} से ${fyLabel(figure.toYear)} तक`;

const drawn = (returnVolatility: string, inflation: string) =>
  `आपकी भरी हुई रिटर्न दर को एक आम साल की चक्रवृद्धि बढ़त माना गया है: हर काल्पनिक साल की बढ़त उसके आसपास से ली जाती है ` +
  `(मानक विचलन ${returnVolatility}% प्रति वर्ष)${inflation} हर साल अलग से, इसलिए जैसा प्लान निकाला गया है वह लगभग आधे रास्तों में पूरा होता है। `;

export const messages: MessagesOf<OddsMessages> = {
  heading: "यह प्लान कामयाब होने की कितनी संभावना है?",
  tooLong: "संभावना 100 वर्ष तक के प्लान के लिए निकाली जाती है; ये आंकड़े उससे आगे जाते हैं।",
  share: { over: "99.9% से ज्यादा", under: "0.1% से कम" },
  duration: {
    notWithin: "100 वर्ष के भीतर नहीं",
    years: (years) => `${years} वर्ष`,
    months: (months) => `${months} ${months === 1 ? "महीना" : "महीने"}`,
  },
  convention: {
    drawn: (returnVolatility) => drawn(returnVolatility, ","),
    drawnWithInflation: (returnVolatility, inflationVolatility) => drawn(returnVolatility, ` और महंगाई उसकी दर के आसपास (${inflationVolatility}% प्रति वर्ष),`),
    success: (meaning) => `कामयाबी का मतलब: ${meaning}। `,
    paths: (paths) => `${paths} रास्ते, हर बार वही तय सीड।`,
  },
  units: { group: "चार्ट किसमें दिखाएं", eachYear: "हर साल के रुपये", today: "आज के रुपये" },
  status: {
    paths: (paths, threads) => `${paths} काल्पनिक रास्ते, ${threads}`,
    threads: (count) => `${count} थ्रेड पर`,
    oneThread: "एक थ्रेड पर",
    refining: "; आंकड़े रुकते ही 10,000 रास्तों से और सटीक किया जा रहा है…",
    done: "।",
  },
  sources: {
    returnDefault: (value, source, asOf) => `रिटर्न के उतार-चढ़ाव का डिफॉल्ट: ${value}% (${source}, ${asOf})। `,
    cautious: (value, source, asOf) => `लंबी अवधि का ज्यादा सतर्क आंकड़ा: ${value}% (${source}, ${asOf})।`,
    inflation: (value, source, asOf) => ` महंगाई के उतार-चढ़ाव का डिफॉल्ट: ${value}%: ${source} (${asOf})।`,
    caveat: " पिछले उतार-चढ़ाव आगे का वादा नहीं हैं; फॉर्म के ‘संभावना के अनुमान’ में आंकड़े बदलें।",
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
    label: (title) => `${title}: हर साल काल्पनिक बैलेंस का दायरा, तय रिटर्न वाले प्लान के साथ।`,
    legendPlan: "आपका प्लान, अगर हर साल रिटर्न एक जैसा रहे",
    legendMiddle: "बीच का रास्ता: आधे काल्पनिक रास्ते इससे ऊपर खत्म होते हैं, आधे नीचे",
    legendHalf: "आधे रास्ते गहरे रंग की पट्टी में खत्म होते हैं",
    legendEight: "10 में से 8 रास्ते हल्के रंग की पट्टी के भीतर खत्म होते हैं",
    p10: "10वां पर्सेंटाइल",
    p25: "25वां पर्सेंटाइल",
    median: "बीच का रास्ता",
    p75: "75वां पर्सेंटाइल",
    p90: "90वां पर्सेंटाइल",
    plan: "तय रिटर्न पर प्लान",
  },
  planners: {
    retirement: {
      chance: (age) => `${age} की उम्र तक फंड चलने की संभावना`,
      corpusFor90: "90% संभावना के लिए जरूरी फंड",
      runOutAge: "जहां पैसा कम पड़ता है, वहां आम तौर पर इस उम्र में खत्म होता है",
      axis: "उम्र",
      chartTitle: "फंड कितना हो सकता है",
      chartTitleToday: "फंड कितना हो सकता है, आज के रुपये में",
      success:
        "फंड जीवन प्रत्याशा तक हर साल की निकासी दे पाता है; सिमुलेशन रिटायरमेंट से ऊपर निकाले गए फंड के साथ शुरू होता है (कैपिटल-बैक फंड अलग रखा जाता है)",
    },
    goal: {
      chance: "मासिक निवेश से लक्ष्य तक पहुंचने की संभावना",
      sipFor90: "90% संभावना के लिए मासिक निवेश",
      axis: "वर्ष",
      chartTitle: "आपकी बचत कितनी हो सकती है",
      chartTitleToday: "आपकी बचत कितनी हो सकती है, आज के रुपये में",
      success: "लक्ष्य की तारीख पर बचत कम से कम लक्ष्य की लागत जितनी हो, उस रास्ते की महंगाई से बढ़ाकर",
    },
    crore: {
      monthsFor50: "आधे रास्ते करोड़ तक इतने समय में पहुंचते हैं",
      monthsFor90: "10 में से 9 रास्ते इतने समय में पहुंचते हैं",
      axis: "वर्ष",
      chartTitle: "आपकी SIP कितनी हो सकती है",
      chartTitleToday: "आपकी SIP कितनी हो सकती है, आज के रुपये में",
      success: "SIP का मूल्य उस रास्ते की महंगाई से बढ़ाए गए ₹1 करोड़ तक पहुंचे (महीने हर रास्ते में गिने जाते हैं)",
    },
    sip: {
      finalP10: "आखिरी मूल्य: 10 में से 1 रास्ता इससे नीचे",
      finalP50: "आखिरी मूल्य: बीच का रास्ता",
      finalP90: "आखिरी मूल्य: 10 में से 1 रास्ता इससे ऊपर",
      axis: "वर्ष",
      chartTitle: "आपकी SIP कितनी हो सकती है",
      chartTitleToday: "आपकी SIP कितनी हो सकती है, आज के रुपये में",
      success: "",
    },
  },
};
