import type { MessagesOf } from "../../../i18n/catalogue";
import type { IncomeTaxStepsMessages } from "./income-tax-steps.en";

export const messages: MessagesOf<IncomeTaxStepsMessages> = {
  heading: "नवी आणि जुनी करप्रणाली, टप्प्याटप्प्याने",
  step: "टप्पा",
  newRegime: "नवी करप्रणाली",
  oldRegime: "जुनी करप्रणाली",
  steps: {
    grossIncome: "एकूण उत्पन्न (वेतन + इतर उत्पन्न)",
    hraExemption: "HRA ची सूट",
    standardDeduction: "प्रमाणित वजावट",
    homeLoanInterest: "गृहकर्जाचे व्याज, 24(b)",
    allowed80C: "80C (₹1.5 लाखांपर्यंत)",
    allowed80D: "80D (आरोग्य विमा)",
    allowed80CCD1B: "80CCD(1B) (₹50,000 पर्यंत)",
    taxableIncome: "करपात्र उत्पन्न",
    slabTax: "स्लॅब दरांनुसार कर",
    rebate: "कलम 87A ची सवलत (मार्जिनल रिलीफसह)",
    surcharge: "अधिभार (मार्जिनल रिलीफनंतर)",
    surchargeRelief: "अधिभारावरील मार्जिनल रिलीफ (आधीच वजा केलेला)",
    cess: "आरोग्य व शिक्षण उपकर, 4%",
    totalTax: "एकूण कर",
  },
  note: "नव्या करप्रणालीत येथे फक्त प्रमाणित वजावट मिळते; जुन्या करप्रणालीतील वजावटी त्यांच्या मर्यादेनंतर जितक्या मिळतात, तितक्या दाखवल्या आहेत.",
};
