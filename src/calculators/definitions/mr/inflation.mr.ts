// The inflation calculator in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { INFLATION_MESSAGES } from "../inflation";

export const text: DefinitionText = {
  title: "महागाई कॅल्क्युलेटर",
  description:
    "आज ठरावीक रकमेला मिळणारी वस्तू काही वर्षांनी किती रुपयांना मिळेल? शाळेची फी असो, लग्न असो किंवा घराचे मासिक बजेट, महागाई किमती कशा वाढवते ते पाहा.",
  fields: {
    currentCost: "आजची किंमत",
    inflationRate: "महागाई दर (वार्षिक)",
    years: "वर्षे",
  },
  results: {
    current: "आजची किंमत",
    future: "भविष्यातील किंमत",
    difference: "वाढ",
  },
  convention: "महागाईवर वर्षातून एकदा तुम्ही भरलेल्या दराने चक्रवाढ; अपूर्ण वर्ष त्याच्या भागाइतके मोजले जाते.",
  method: [
    "किमती मागील वर्षाच्या किमतींवर वाढतात, त्यामुळे महागाई व्याजाप्रमाणे चक्रवाढीने वाढते: दरवर्षी किंमत (1 + f) पट होते, जिथे f दशांशातील वार्षिक महागाई दर (6% = 0.06).",
    "भविष्यातील किंमत = आजची किंमत × (1 + f)^वर्षे; वाढ = भविष्यातील किंमत − आजची किंमत.",
    "RBI चे उद्दिष्ट ग्राहक महागाई दरवर्षी 4% वर, 2% ते 6% च्या पट्ट्यात ठेवण्याचे आहे; गेल्या दशकात ती बहुतेक 4% ते 7% दरम्यान राहिली. शिक्षण आणि उपचारांसारखे खर्च अनेकदा याहून वेगाने वाढले आहेत: ज्या गोष्टीची किंमत काढत आहात त्यानुसार दर निवडा.",
  ],
  charts: [{ title: "किंमत, वर्षानुवर्षे", xLabel: "आजपासून वर्षे", series: ["किंमत"] }],
  tables: [{ caption: "वर्षनिहाय किंमत", columns: { year: "आजपासून वर्षे", cost: "किंमत" } }],
  messages: {
    "Cost today": "आजची किंमत",
    Increase: "वाढ",
    [INFLATION_MESSAGES.currentCost]: "आजची किंमत 0 पेक्षा जास्त भरा",
    [INFLATION_MESSAGES.inflationRate]: "महागाई दर शून्यापेक्षा कमी ठेवता येत नाही",
    [INFLATION_MESSAGES.years]: "वर्षे 0 पेक्षा जास्त भरा",
  },
  patterns: [[/^Years cannot be more than ([\d,]+)$/, (limit) => `वर्षे ${limit} पेक्षा जास्त ठेवता येत नाहीत`]],
  labels: { "Inflation rate": "महागाई दर" },
};
