// The SWP calculator in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { labelsOf, MONTHS_SOURCE } from "../../i18n/rule-patterns";
import { SWP_MESSAGES, swpDefinition } from "../swp";
import { monthsMr, ruleTemplatesMr } from "./rule-parts.mr";

const FIELDS = {
  corpus: "एकूण गुंतवणूक",
  monthlyWithdrawal: "दरमहा काढायची रक्कम",
  annualRate: "अपेक्षित परतावा दर (वार्षिक)",
  years: "कालावधी",
};

export const text: DefinitionText = {
  title: "SWP कॅल्क्युलेटर",
  description:
    "एकरकमी रकमेतून, उदा. म्युच्युअल फंडात ठेवलेल्या निवृत्ती निधीतून, दरमहा नियमित उत्पन्नाचे नियोजन करा: तुम्ही किती काढता, दरवर्षी किती उरते, आणि पैसा किती काळ पुरतो.",
  fields: FIELDS,
  results: {
    totalWithdrawn: "एकूण काढलेली रक्कम",
    finalBalance: "शेवटी उरलेली शिल्लक",
    totalReturns: "अपेक्षित परतावा",
    lasts: "पैसा किती काळ पुरेल",
  },
  convention: "परताव्यावर मासिक चक्रवाढ, वार्षिक दर ÷ 12 ने; प्रत्येक रक्कम महिनाअखेरीस, त्या महिन्याचा परतावा जमा झाल्यानंतर काढली जाते; करापूर्वी.",
  method: [
    "दरमहा शिलकीत अपेक्षित वार्षिक परतावा ÷ 12 जमा होतो, मग काढायची रक्कम वजा होते. k महिन्यांनंतर शिल्लक = C × (1 + i)^k − W × ((1 + i)^k − 1) ÷ i, जिथे C गुंतवलेली रक्कम, W दरमहा काढायची रक्कम आणि i वार्षिक दर ÷ 1200.",
    "पैसा किती काळ पुरेल: दरमहा काढायची रक्कम गुंतवलेल्या रकमेवरील एका महिन्याच्या परताव्यापेक्षा जास्त नसेल (W ≤ C × i), तर शिल्लक कधीच कमी होत नाही आणि पैसा कायम पुरतो. अन्यथा शिल्लक ln(W ÷ (W − C × i)) ÷ ln(1 + i) महिन्यांनी शून्य होते: इतक्या पूर्ण रकमा, मग जे उरले आहे ती एक शेवटची, लहान रक्कम.",
    "अपेक्षित परतावा = एकूण काढलेली रक्कम + शेवटी उरलेली शिल्लक − गुंतवलेली रक्कम. तक्ता पैसा संपतो त्याच वर्षी थांबतो.",
    "बाजाराशी जोडलेले फंड दरमहा सारखा परतावा देत नाहीत: सुरुवातीचे एक वाईट वर्ष योजनेला सरासरीच्या अंदाजापेक्षा खूप लहान करते, म्हणून पैसा दीर्घकाळ पुरायचा असेल तर काढायची रक्कम परताव्यापेक्षा बरीच कमी ठेवा. म्युच्युअल फंडातून प्रत्येक वेळी पैसे काढताना युनिट्स विकली जातात आणि त्यांवर भांडवली नफा कर लागू शकतो, जो हे आकडे दाखवत नाहीत.",
  ],
  charts: [{ title: "वर्षनिहाय तुमची शिल्लक", xLabel: "वर्ष", series: ["शिल्लक"] }],
  tables: [
    {
      caption: "वर्षनिहाय शिल्लक",
      columns: {
        year: "वर्ष",
        withdrawn: "वर्षात काढलेली रक्कम",
        returns: "वर्षातील परतावा",
        balance: "वर्षअखेरची शिल्लक",
      },
    },
  ],
  messages: {
    [SWP_MESSAGES.withdrawalAboveCorpus]: "दरमहा काढायची रक्कम एकूण गुंतवणुकीपेक्षा जास्त ठेवता येत नाही",
    "For ever: the returns cover every withdrawal": "कायम: प्रत्येक वेळी काढलेली रक्कम परताव्यातूनच भागते",
    "More than 100 years": "100 वर्षांपेक्षा जास्त",
    "Total withdrawn": "एकूण काढलेली रक्कम",
    "Balance at the end": "शेवटी उरलेली शिल्लक",
  },
  patterns: [
    // How long the money lasts: '7 years 4 months, then ₹3,201 in the month after'.
    [
      new RegExp(`^${MONTHS_SOURCE}(?:, then (₹[\\d,]+) in the month after)?$`),
      (years, months, last) => `${monthsMr(years, months)}${last === undefined ? "" : `, मग पुढच्या महिन्यात ${last}`}`,
    ],
    ...ruleTemplatesMr(labelsOf(swpDefinition.fields, FIELDS)),
  ],
};
