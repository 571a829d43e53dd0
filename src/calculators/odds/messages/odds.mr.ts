// "How likely is this plan to work?" in Marathi (docs/languages-marathi.md: glossary). The
// sources of the volatility defaults are reference-data.ts's, said in Marathi with the same figures.
import type { MessagesOf } from "../../../i18n/catalogue";
import { INDIA_HISTORY, fyLabel, type HistoryFigure } from "../../../core/india-history";
import type { OddsMessages } from "./odds.en";

const { defaults: HISTORY_DEFAULTS } = INDIA_HISTORY;
const HISTORY_AS_OF = `मार्च ${INDIA_HISTORY.lastYear} पर्यंतचे आकडे, नोव्हेंबर 2026 मध्ये तपासलेले`;
const span = (figure: HistoryFigure) => `${fyLabel(figure.fromYear)} ते ${fyLabel(figure.toYear)}`;
const fy = (year: number) => `वित्तीय वर्ष ${year}`;

export const messages: MessagesOf<OddsMessages> = {
  heading: "हा प्लॅन यशस्वी होण्याची शक्यता किती?",
  tooLong: "शक्यता 100 वर्षांपर्यंतच्या प्लॅनसाठी काढली जाते; हे आकडे त्यापलीकडे जातात.",
  odds: { about: (percent) => `सुमारे ${percent}`, over: "99% पेक्षा जास्त", under: "1% पेक्षा कमी" },
  duration: {
    notWithin: "100 वर्षांच्या आत नाही",
    years: (years) => `${years} ${years === 1 ? "वर्ष" : "वर्षे"}`,
    months: (months) => `${months} ${months === 1 ? "महिना" : "महिने"}`,
  },
  lead: {
    simulated: (count, outcome) => `1,000 काल्पनिक वाटांपैकी सुमारे ${count} वाटांमध्ये ${outcome}.`,
    history: (worked, of, since) => `${fy(since)} पासूनच्या भारताच्या ${of} सुरुवातीच्या वर्षांपैकी ${worked} वर्षांत हा प्लॅन यशस्वी ठरला.`,
  },
  yourPlan: {
    line: (sip, saved, stepUp) => `तुमचा प्लॅन: दरमहा ${sip}${stepUp}, आणि ${saved} आधीच जमा.`,
    theirs: (sip) => `${sip} (प्लॅनची स्वतःची SIP; तुमची SIP ‘तुमचा प्लॅन’ मध्ये भरा)`,
    stepUp: (percent) => `, दरवर्षी ${percent}% वाढ`,
  },
  todo: {
    reached: "तुमचा प्लॅन 10 पैकी किमान 9 वाटांमध्ये यशस्वी ठरतो.",
    intro: "90% शक्यतेसाठी: ",
    sip: (sip) => `दरमहा ${sip} गुंतवा`,
    age: (age) => `वयाच्या ${age} व्या वर्षी निवृत्त व्हा`,
    spend: (spend) => `आजच्या रुपयांत दरमहा जास्तीत जास्त ${spend} खर्च करा`,
    or: ", किंवा ",
    end: ".",
    savingsAlone: "तुमची सध्याची बचतच पुरेशी आहे",
  },
  explain: {
    lognormal: (volatility, inflation) =>
      `प्रत्येक काल्पनिक वाटेत दरवर्षीचा परतावा तुम्ही भरलेल्या दराच्या आसपास घेतला जातो; सर्वसाधारण वर्षात तो सुमारे ${volatility}% वर-खाली होतो` +
      (inflation === null ? "." : `, आणि दरवर्षीची महागाई तुमच्या दराच्या आसपास, सुमारे ${inflation} टक्के अंकांनी वर-खाली.`),
    retirementLognormal: (before, after, inflation) =>
      `प्रत्येक काल्पनिक वाटेत दरवर्षीचा परतावा तुम्ही भरलेल्या दरांच्या आसपास घेतला जातो; सर्वसाधारण वर्षात तो निवृत्तीपूर्वी सुमारे ${before}% आणि निवृत्तीनंतर ${after}% वर-खाली होतो, आणि दरवर्षीची महागाई तुमच्या दराच्या आसपास, सुमारे ${inflation} टक्के अंकांनी वर-खाली.`,
    history: (equity) =>
      `प्रत्येक सुरुवातीच्या वर्षापासून भारताची प्रत्यक्ष वर्षे पुन्हा घडवली जातात: इक्विटीतील ${equity}% भागावर लाभांशासह सेन्सेक्सची वाढ, उरलेल्यावर PPF चा दर (दर एप्रिलमध्ये पुन्हा संतुलित), आणि त्या वर्षाची महागाई.`,
    retirementHistory: (before, after) =>
      `प्रत्येक सुरुवातीच्या वर्षापासून भारताची प्रत्यक्ष वर्षे पुन्हा घडवली जातात: इक्विटीतील भागावर (निवृत्तीपूर्वी ${before}%, निवृत्तीनंतर ${after}%) लाभांशासह सेन्सेक्सची वाढ, उरलेल्यावर PPF चा दर (दर एप्रिलमध्ये पुन्हा संतुलित), आणि त्या वर्षाची महागाई.`,
    bootstrap: (block, equity) =>
      `प्रत्येक काल्पनिक वाट भारताच्या सलग ${block} वर्षांचे तुकडे यादृच्छिकपणे निवडून जोडते; प्रत्येक वर्षाचा परतावा त्याच वर्षाच्या महागाईसोबतच राहतो; ${equity}% इक्विटीत आणि उरलेली रक्कम PPF च्या दराने.`,
    wrapped: (first) => ` हा प्लॅन भारताच्या उपलब्ध आकडेवारीपेक्षा मोठा आहे, म्हणून प्रत्येक कालखंड शेवटी पुन्हा ${fy(first)} पासून सुरू होतो.`,
    margin: (points) => ` ही शक्यता काल्पनिक वाटांवरून काढलेला अंदाज आहे, सुमारे ±${points} टक्के अंकांपर्यंत अचूक.`,
    count: " ही शक्यता भारताच्या प्रत्यक्ष सुरुवातीच्या वर्षांची मोजणी आहे, अंदाज नाही.",
    caveat: " मागील कामगिरी भविष्याची हमी नाही; फॉर्ममधील ‘शक्यतेचे अंदाज’ मध्ये आकडे बदला.",
  },
  convention: (first, last, dividendPct, factor) =>
    `एक वर्ष असे वाचले जाते: वित्तीय वर्ष t म्हणजे एप्रिल t−1 ते मार्च t (${fy(first)} ते ${fy(last)}). इक्विटीची वाढ = मार्च t अखेरचा सेन्सेक्स ÷ मार्च t−1 अखेरचा सेन्सेक्स × ${factor} (लाभांश वार्षिक ${dividendPct}%). वित्तीय वर्ष t ची महागाई म्हणजे कॅलेंडर वर्ष t−1 ची जागतिक बँकेची CPI महागाई. सुरक्षित भागाला 1 एप्रिल t−1 रोजी लागू असलेला PPF दर मिळतो. SIP दरमहा आणि काढलेली रक्कम दरवर्षी; प्रत्येक वर्षाची वाढ आणि महागाई त्या वर्षाच्या महिन्यांत समान विभागली जाते.`,
  attribution: "आकडेवारी: सेन्सेक्स, BSE; CPI महागाई, जागतिक बँक (CC BY 4.0); PPF दर, भारत सरकारच्या अधिसूचना.",
  units: { group: "चार्ट कशात दाखवायचा", eachYear: "त्या त्या वर्षीचे रुपये", today: "आजचे रुपये" },
  status: {
    refining: "आकडे अधिक अचूक केले जात आहेत…",
  },
  sources: {
    returnDefault: (value, source, asOf) => `परताव्यातील चढ-उताराचे डिफॉल्ट: ${value}% (${source}, ${asOf}). `,
    cautious: (value, source, asOf) => `दीर्घकालीन अधिक सावध आकडा: ${value}% (${source}, ${asOf}).`,
    inflation: (value, source, asOf) => ` महागाईतील चढ-उताराचे डिफॉल्ट: ${value}%: ${source} (${asOf}).`,
    equity: {
      source: `BSE सेन्सेक्स (वार्षिक ${INDIA_HISTORY.dividendPct}% लाभांश जोडून), मार्च अखेर ते मार्च अखेर, वित्तीय वर्ष ${span(HISTORY_DEFAULTS.equityVolatility)}, दोन्ही एक्सचेंजवर स्क्रीन ट्रेडिंग सुरू झाल्यानंतरचा काळ (स्रोत: BSE)`,
      asOf: HISTORY_AS_OF,
    },
    equitySince1995: {
      source: `BSE सेन्सेक्स (वार्षिक ${INDIA_HISTORY.dividendPct}% लाभांश जोडून), मार्च अखेर ते मार्च अखेर, वित्तीय वर्ष ${span(HISTORY_DEFAULTS.equityVolatilityLongRun)}, 1992 मधील तेजी आणि घसरणीसह (स्रोत: BSE)`,
      asOf: HISTORY_AS_OF,
    },
    retirement: {
      source: `एक-तृतीयांश BSE सेन्सेक्स (लाभांशासह) आणि दोन-तृतीयांश PPF असलेला निधी, दरवर्षी पुन्हा संतुलित, वित्तीय वर्ष ${span(HISTORY_DEFAULTS.retirementVolatility)} (स्रोत: BSE; PPF साठी भारत सरकारच्या अधिसूचना)`,
      asOf: HISTORY_AS_OF,
    },
    inflationFigure: {
      source: `भारताची CPI महागाई, जागतिक बँक, कॅलेंडर वर्ष ${HISTORY_DEFAULTS.inflationVolatility.fromYear - 1} ते ${HISTORY_DEFAULTS.inflationVolatility.toYear - 1} (CC BY 4.0)`,
      asOf: HISTORY_AS_OF,
    },
  },
  chart: {
    label: (title) => `${title}: सर्व काल्पनिक वाटांमधील दरवर्षीच्या शिलकीचा पट्टा, ठरलेल्या परताव्याच्या प्लॅनसोबत.`,
    legendPlan: "तुमचा प्लॅन, दरवर्षी परतावा सारखाच राहिला तर",
    legendMiddle: "मधली वाट: निम्म्या वाटा याच्या वर संपतात, निम्म्या खाली",
    legendHalf: "निम्म्या वाटा आतल्या, अधिक गडद पट्ट्यात संपतात",
    legendEight: "10 पैकी 8 वाटा बाहेरच्या, फिकट पट्ट्याच्या आत संपतात",
    p10: "10 वा पर्सेंटाइल",
    p25: "25 वा पर्सेंटाइल",
    median: "मधली वाट",
    p75: "75 वा पर्सेंटाइल",
    p90: "90 वा पर्सेंटाइल",
    plan: "ठरलेल्या परताव्यावर प्लॅन",
  },
  history: {
    summary: "प्रत्येक सुरुवातीचे वर्ष",
    success: (worked, of, since, share) => `${fy(since)} पासूनच्या ${of} पैकी ${worked} सुरुवातीची वर्षे, ${share}`,
    caption: (first, last) => `${fy(first)} ते ${fy(last)} या प्रत्येक वर्षी सुरू झालेला तुमचा प्लॅन, शिल्लक आजच्या रुपयांत`,
    startYear: "सुरुवातीचे वर्ष",
    worked: "यशस्वी?",
    yes: "हो",
    no: "नाही",
    ranOut: (age) => `नाही, पैसा ${age} संपला`,
    lowest: "सर्वात कमी शिल्लक",
    end: "शेवटी उरलेले",
    fy,
  },
  path: {
    summaryHistory: (year) => `कुठे कमी पडला: ${fy(year)} पासून सुरुवात, वर्षागणिक`,
    summarySimulated: "कुठे कमी पडला: एक अयशस्वी काल्पनिक वाट, वर्षागणिक",
    captionHistory: (year) => `${fy(year)} पासून सुरू झालेला तुमचा प्लॅन, वर्षागणिक`,
    captionSimulated: "तुमचा प्लॅन कमी पडला अशी एक काल्पनिक वाट, वर्षागणिक",
    ranOut: (when) => `पैसा ${when} संपला.`,
    ended: (balance, today) => `शेवटी ${balance} उरले, म्हणजे आजच्या रुपयांत ${today}.`,
    worst: (low, high) => ` या वाटेतील वार्षिक परतावा ${low} ते ${high} दरम्यान राहिला.`,
    year: "वर्ष",
    dataYear: "पुन्हा घडवलेले वर्ष",
    returnPct: "परतावा",
    inflationPct: "महागाई",
    contribution: "गुंतवणूक",
    withdrawal: "काढलेली रक्कम",
    balance: "शिल्लक",
  },
  planners: {
    retirement: {
      outcome: (age) => `तुमचा पैसा वयाच्या ${age} पर्यंत पुरला`,
      yourOdds: (age) => `वयाच्या ${age} पर्यंत पैसा पुरण्याची शक्यता`,
      historySuccess: "पैसा पुरला अशी सुरुवातीची वर्षे",
      worstStartYear: "सर्वात वाईट सुरुवातीचे वर्ष",
      sipFor90: "90% शक्यतेसाठी मासिक SIP",
      corpusFor90: "90% शक्यतेसाठी निवृत्तीच्या वेळी लागणारा निधी",
      earliestAgeFor90: "90% शक्यतेसह निवृत्तीचे सर्वात कमी वय",
      spendFor90: "90% शक्यतेसह मासिक खर्च (आजचे रुपये)",
      noAge: "आयुर्मानापूर्वी कोणतेही नाही",
      runOutAge: "जिथे पैसा कमी पडतो, तिथे तो साधारण या वयात संपतो",
      compare: (for90, planned, more) =>
        `90% शक्यतेसाठी निवृत्तीच्या वेळी ${for90} लागतील, म्हणजे प्लॅनने काढलेल्या ${planned} पेक्षा ${more}% जास्त (दोन्हींमध्ये कॅपिटल-बॅक निधी वेगळा ठेवला आहे).`,
      ranOutAt: (age) => `वयाच्या ${age} व्या वर्षी`,
      axis: "वय",
      chartTitle: "तुमची बचत किती होऊ शकते",
      chartTitleToday: "तुमची बचत किती होऊ शकते, आजच्या रुपयांत",
    },
    goal: {
      outcome: "तुमची बचत उद्दिष्टापर्यंत पोहोचली",
      yourOdds: "तुमच्या प्लॅनने उद्दिष्ट गाठण्याची शक्यता",
      historySuccess: "उद्दिष्ट गाठले अशी सुरुवातीची वर्षे",
      worstStartYear: "सर्वात वाईट सुरुवातीचे वर्ष",
      sipFor90: "90% शक्यतेसाठी मासिक SIP",
      axis: "वर्षे",
      chartTitle: "तुमची बचत किती होऊ शकते",
      chartTitleToday: "तुमची बचत किती होऊ शकते, आजच्या रुपयांत",
    },
    crore: {
      monthsFor50: "निम्म्या वाटा कोटीपर्यंत इतक्या काळात पोहोचतात",
      monthsFor90: "10 पैकी 9 वाटा इतक्या काळात पोहोचतात",
      axis: "वर्षे",
      chartTitle: "तुमची SIP किती होऊ शकते",
      chartTitleToday: "तुमची SIP किती होऊ शकते, आजच्या रुपयांत",
    },
    sip: {
      rangeHeading: "तुमची SIP कुठपर्यंत पोहोचू शकते",
      outcome: (target) => `तुमची SIP ${target} पर्यंत पोहोचली`,
      yourOdds: "तुमचे लक्ष्य गाठण्याची शक्यता",
      historySuccess: "लक्ष्य गाठले अशी सुरुवातीची वर्षे",
      worstStartYear: "सर्वात वाईट सुरुवातीचे वर्ष",
      sipFor90: "90% शक्यतेसाठी मासिक गुंतवणूक",
      finalP10: "अंतिम मूल्य: 10 पैकी 1 वाट याच्या खाली",
      finalP50: "अंतिम मूल्य: मधली वाट",
      finalP90: "अंतिम मूल्य: 10 पैकी 1 वाट याच्या वर",
      axis: "वर्षे",
      chartTitle: "तुमची SIP किती होऊ शकते",
      chartTitleToday: "तुमची SIP किती होऊ शकते, आजच्या रुपयांत",
    },
  },
};
