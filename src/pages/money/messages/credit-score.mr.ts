// The sample credit-score check in Marathi.
import type { MessagesOf } from "../../../i18n/catalogue";
import type { CreditScoreMessages } from "./credit-score.en";

export const messages: MessagesOf<CreditScoreMessages> = {
  simulation: "ही फक्त एक नमुना तपासणी आहे, खरी तपासणी नव्हे.",
  simulationDetail:
    "खाली दिसणारा स्कोअर 650 ते 850 दरम्यानचा यादृच्छिक नमुना आहे, तुमचा खरा क्रेडिट स्कोअर नव्हे. तुमचा PAN या ब्राउझरबाहेर जात नाही: तो आम्हाला किंवा इतर कोणालाही पाठवला जात नाही, सेव्ह होत नाही आणि कुठेही नोंदवला जात नाही.",
  pan: "PAN (पर्मनंट अकाउंट नंबर)",
  panHint: "10 अक्षरे, तुमच्या PAN कार्डवर छापलेली असतात तशी.",
  panMessage: "कृपया 10 अक्षरांचा योग्य PAN लिहा.",
  check: "नमुना स्कोअर पाहा",
  checking: "तपासणी सुरू आहे...",
  sampleScore: "नमुना स्कोअर:",
  labels: { Good: "चांगला", Fair: "बरा" },
  meter: "300 ते 900 च्या मापनावर नमुना स्कोअर",
  scale: "स्कोअर 300 ते 900 दरम्यान असतो; कर्ज देणाऱ्या संस्था साधारणपणे सुमारे 750 आणि त्याहून अधिक स्कोअर चांगला मानतात.",
};
