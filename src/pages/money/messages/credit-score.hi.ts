// The sample credit-score check in Hindi.
import type { MessagesOf } from "../../../i18n/catalogue";
import type { CreditScoreMessages } from "./credit-score.en";

export const messages: MessagesOf<CreditScoreMessages> = {
  simulation: "यह एक सिमुलेशन है, असली जांच नहीं।",
  simulationDetail:
    "नीचे दिखने वाला स्कोर 650 से 850 के बीच का एक रैंडम नमूना है, आपका असली क्रेडिट स्कोर नहीं। आपका PAN इस ब्राउजर से बाहर नहीं जाता: न हमें भेजा जाता है, न किसी और को, न सेव होता है और न कहीं दर्ज होता है।",
  pan: "PAN (परमानेंट अकाउंट नंबर)",
  panHint: "10 अक्षर, जैसे आपके PAN कार्ड पर छपे हैं।",
  panMessage: "कृपया 10 अक्षरों का सही PAN लिखें।",
  check: "नमूना स्कोर देखें",
  checking: "जांच हो रही है...",
  sampleScore: "नमूना स्कोर:",
  labels: { Good: "अच्छा", Fair: "ठीक-ठाक" },
  meter: "300 से 900 के पैमाने पर नमूना स्कोर",
  scale: "स्कोर 300 से 900 तक होते हैं; कर्ज देने वाले आमतौर पर करीब 750 और उससे ऊपर को अच्छा मानते हैं।",
};
