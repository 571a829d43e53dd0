import type { MessagesOf } from "../../../i18n/catalogue";
import type { IncomeTaxStepsMessages } from "./income-tax-steps.en";

export const messages: MessagesOf<IncomeTaxStepsMessages> = {
  heading: "नई और पुरानी कर व्यवस्था, कदम-दर-कदम",
  step: "कदम",
  newRegime: "नई व्यवस्था",
  oldRegime: "पुरानी व्यवस्था",
  steps: {
    grossIncome: "कुल आय (सैलरी + अन्य आय)",
    hraExemption: "HRA की छूट",
    standardDeduction: "मानक कटौती",
    homeLoanInterest: "होम लोन का ब्याज, 24(b)",
    allowed80C: "80C (₹1.5 लाख तक)",
    allowed80D: "80D (हेल्थ इंश्योरेंस)",
    allowed80CCD1B: "80CCD(1B) (₹50,000 तक)",
    taxableIncome: "टैक्स योग्य आय",
    slabTax: "स्लैब दरों से टैक्स",
    rebate: "धारा 87A की छूट (मार्जिनल रिलीफ के साथ)",
    surcharge: "सरचार्ज (मार्जिनल रिलीफ के बाद)",
    surchargeRelief: "सरचार्ज पर मार्जिनल रिलीफ (पहले ही घटाया गया)",
    cess: "स्वास्थ्य और शिक्षा सेस, 4%",
    totalTax: "कुल टैक्स",
  },
  note: "नई व्यवस्था में यहां सिर्फ मानक कटौती मिलती है; पुरानी व्यवस्था की कटौतियां अपनी सीमा के बाद जितनी मिलती हैं, उतनी दिखाई गई हैं।",
};
