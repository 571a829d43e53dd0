// "How likely is this plan to work?" in Marathi (docs/languages-marathi.md: glossary). The
// sources of the volatility defaults are reference-data.ts's, said in Marathi with the same figures.
import type { MessagesOf } from "../../../i18n/catalogue";
import type { OddsMessages } from "./odds.en";

const drawn = (returnVolatility: string, inflation: string) =>
  `तुम्ही भरलेला परताव्याचा दर सर्वसाधारण वर्षातील चक्रवाढ वाढ मानला आहे: प्रत्येक काल्पनिक वर्षाची वाढ त्याच्या आसपास घेतली जाते ` +
  `(प्रमाण विचलन दरवर्षी ${returnVolatility}%)${inflation} प्रत्येक वर्षी वेगळी, त्यामुळे जसा प्लॅन मांडला आहे तसा तो साधारण निम्म्या वाटांमध्ये पूर्ण होतो. `;

export const messages: MessagesOf<OddsMessages> = {
  heading: "हा प्लॅन यशस्वी होण्याची शक्यता किती?",
  tooLong: "शक्यता 100 वर्षांपर्यंतच्या प्लॅनसाठी काढली जाते; हे आकडे त्यापलीकडे जातात.",
  share: { over: "99.9% पेक्षा जास्त", under: "0.1% पेक्षा कमी" },
  duration: {
    notWithin: "100 वर्षांच्या आत नाही",
    years: (years) => `${years} वर्षे`,
    months: (months) => `${months} ${months === 1 ? "महिना" : "महिने"}`,
  },
  convention: {
    drawn: (returnVolatility) => drawn(returnVolatility, ","),
    drawnWithInflation: (returnVolatility, inflationVolatility) => drawn(returnVolatility, ` आणि महागाई तिच्या दराच्या आसपास (दरवर्षी ${inflationVolatility}%),`),
    success: (meaning) => `यशाचा अर्थ: ${meaning}. `,
    paths: (paths) => `${paths} वाटा, प्रत्येक वेळी तेच ठरलेले सीड.`,
  },
  units: { group: "चार्ट कशात दाखवायचा", eachYear: "त्या त्या वर्षीचे रुपये", today: "आजचे रुपये" },
  status: {
    paths: (paths, threads) => `${paths} काल्पनिक वाटा, ${threads}`,
    threads: (count) => `${count} थ्रेडवर`,
    oneThread: "एका थ्रेडवर",
    refining: "; आकडे थांबताच 10,000 वाटांनी अधिक अचूक केले जात आहे…",
    done: ".",
  },
  sources: {
    returnDefault: (value, source, asOf) => `परताव्यातील चढ-उताराचे डिफॉल्ट: ${value}% (${source}, ${asOf}). `,
    cautious: (value, source, asOf) => `दीर्घकालीन अधिक सावध आकडा: ${value}% (${source}, ${asOf}).`,
    inflation: (value, source, asOf) => ` महागाईतील चढ-उताराचे डिफॉल्ट: ${value}%: ${source} (${asOf}).`,
    caveat: " मागील चढ-उतार पुढील काळाचे आश्वासन नाहीत; फॉर्ममधील ‘शक्यतेचे अंदाज’ मध्ये आकडे बदला.",
    equity: {
      source: "NIFTY 50 चे 5 वर्षांचे प्रमाण विचलन, दरवर्षी 18.07% (दैनिक परताव्याचे वार्षिक रूप), NSE निर्देशांक फॅक्टशीट",
      asOf: "ऑगस्ट 2020",
    },
    equitySince1995: { source: "1995 या आधार वर्षापासून NIFTY 50 चे प्रमाण विचलन, NSE निर्देशांक फॅक्टशीट", asOf: "ऑगस्ट 2020" },
    retirement: {
      source: "1995 पासूनच्या NIFTY 50 च्या 23.97% चा साधारण एक-तृतीयांश (NSE निर्देशांक फॅक्टशीट), ज्या निधीचा सुमारे एक-तृतीयांश भाग इक्विटीत आणि उरलेला डेटमध्ये आहे अशा निधीसाठी",
      asOf: "ऑगस्ट 2020",
    },
    inflationFigure: {
      source:
        "प्रकाशित आकडा नाही: RBI च्या 4% CPI महागाई लक्ष्याभोवती ±2 टक्के अंकांचा पट्टा, जो एक प्रमाण विचलन मानला आहे (1960-2021 मध्ये CPI महागाईची सरासरी 7.4%, जागतिक बँक)",
      asOf: "2016 पासून लागू लक्ष्य",
    },
  },
  chart: {
    label: (title) => `${title}: दरवर्षी काल्पनिक शिलकीचा पट्टा, ठरलेल्या परताव्याच्या प्लॅनसोबत.`,
    legendPlan: "तुमचा प्लॅन, दरवर्षी परतावा सारखाच राहिला तर",
    legendMiddle: "मधली वाट: निम्म्या काल्पनिक वाटा याच्या वर संपतात, निम्म्या खाली",
    legendHalf: "निम्म्या वाटा गडद रंगाच्या पट्ट्यात संपतात",
    legendEight: "10 पैकी 8 वाटा फिकट रंगाच्या पट्ट्यात संपतात",
    p10: "10 वा पर्सेंटाइल",
    p25: "25 वा पर्सेंटाइल",
    median: "मधली वाट",
    p75: "75 वा पर्सेंटाइल",
    p90: "90 वा पर्सेंटाइल",
    plan: "ठरलेल्या परताव्यावर प्लॅन",
  },
  planners: {
    retirement: {
      chance: (age) => `वयाच्या ${age} पर्यंत निधी पुरण्याची शक्यता`,
      corpusFor90: "90% शक्यतेसाठी लागणारा निधी",
      runOutAge: "जिथे पैसा कमी पडतो, तिथे तो साधारण या वयात संपतो",
      axis: "वय",
      chartTitle: "निधी किती होऊ शकतो",
      chartTitleToday: "निधी किती होऊ शकतो, आजच्या रुपयांत",
      success:
        "निधी आयुर्मानापर्यंत दरवर्षीची काढलेली रक्कम देऊ शकतो; सिम्युलेशन निवृत्तीच्या वेळी काढलेल्या निधीने सुरू होते (कॅपिटल-बॅक निधी वेगळा ठेवला जातो)",
    },
    goal: {
      chance: "मासिक गुंतवणुकीने उद्दिष्ट गाठण्याची शक्यता",
      sipFor90: "90% शक्यतेसाठी मासिक गुंतवणूक",
      axis: "वर्ष",
      chartTitle: "तुमची बचत किती होऊ शकते",
      chartTitleToday: "तुमची बचत किती होऊ शकते, आजच्या रुपयांत",
      success: "उद्दिष्टाच्या तारखेला बचत किमान उद्दिष्टाच्या खर्चाइतकी असावी, त्या वाटेवरील महागाईने वाढवून",
    },
    crore: {
      monthsFor50: "निम्म्या वाटा कोटीपर्यंत इतक्या काळात पोहोचतात",
      monthsFor90: "10 पैकी 9 वाटा इतक्या काळात पोहोचतात",
      axis: "वर्ष",
      chartTitle: "तुमची SIP किती होऊ शकते",
      chartTitleToday: "तुमची SIP किती होऊ शकते, आजच्या रुपयांत",
      success: "SIP चे मूल्य त्या वाटेवरील महागाईने वाढवलेल्या ₹1 कोटीपर्यंत पोहोचावे (महिने प्रत्येक वाटेत मोजले जातात)",
    },
    sip: {
      finalP10: "अंतिम मूल्य: 10 पैकी 1 वाट याच्या खाली",
      finalP50: "अंतिम मूल्य: मधली वाट",
      finalP90: "अंतिम मूल्य: 10 पैकी 1 वाट याच्या वर",
      axis: "वर्ष",
      chartTitle: "तुमची SIP किती होऊ शकते",
      chartTitleToday: "तुमची SIP किती होऊ शकते, आजच्या रुपयांत",
      success: "",
    },
  },
};
