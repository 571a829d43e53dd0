// The HRA exemption calculator in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import type { HraView } from "../hra";
import { hraDefinition } from "../hra";
import { labelsOf, ruleTemplatesHi } from "./rule-parts.hi";
import { HRA_FIELDS_HI, TAX_YEAR_OPTIONS_HI, taxYearHi } from "./tax-parts.hi";

const FIELDS = { year: "वित्त वर्ष", ...HRA_FIELDS_HI.fields };

function convention(r: HraView): string {
  const year = taxYearHi(r.year);
  return `${year.label}, ${year.law}: छूट वाला HRA रकम 1, 2 और 3 में से सबसे कम होता है, साल भर के आंकड़ों पर। मेट्रो शहर: ${year.metroCities}। नियम ${year.checkedOn} को जांचे गए। स्रोत: ${year.hraSources}।`;
}

export const text: DefinitionText = {
  title: "HRA छूट कैलकुलेटर",
  description:
    "पुरानी कर व्यवस्था में आपके मकान किराया भत्ते (HRA) का कितना हिस्सा टैक्स-फ्री है और कितने पर टैक्स लगता है: तीन रकमों में से सबसे कम, हर रकम अलग से दिखाई गई है।",
  fields: FIELDS,
  options: { year: TAX_YEAR_OPTIONS_HI, ...HRA_FIELDS_HI.options },
  results: {
    exemptHra: "छूट वाला HRA",
    taxableHra: "टैक्स योग्य HRA",
    actualHra: "1. मिला HRA",
    rentOverTenPct: "2. चुकाया किराया − बेसिक + DA का 10%",
    salaryShare: "3. बेसिक + DA का 50% (मेट्रो) या 40%",
  },
  convention,
  method: [
    "छूट वाला HRA = इनमें से सबसे कम: (1) आपके नियोक्ता से मिला HRA; (2) चुकाया किराया घटा आपकी सैलरी का 10% (कभी 0 से कम नहीं); (3) मेट्रो शहर में रहते हों तो सैलरी का 50%, बाकी जगह 40%। यहां सैलरी का मतलब है बेसिक पे + महंगाई भत्ता (DA, जब वह रिटायरमेंट के लाभों में गिना जाता हो), आपकी ग्रॉस सैलरी नहीं।",
    "टैक्स योग्य HRA = मिला HRA − छूट वाला HRA; यह आपकी टैक्स योग्य सैलरी में जुड़ता है।",
    "छूट सिर्फ पुरानी कर व्यवस्था में मिलती है; नई व्यवस्था में पूरे HRA पर टैक्स लगता है। अगर आप किराया नहीं देते या अपने घर में रहते हैं, तो कोई छूट नहीं मिलती। जिन महीनों का किराया दिया, उन्हीं के आंकड़े भरें; अगर साल के दौरान आपकी सैलरी या किराया बदला, तो छूट महीने-दर-महीने निकलती है, जो यह कैलकुलेटर नहीं करता।",
    "मकान मालिक का PAN: किराया सालाना ₹1 लाख से ज्यादा हो तो आपके नियोक्ता को इसकी जरूरत होती है।",
  ],
  patterns: ruleTemplatesHi(labelsOf(hraDefinition.fields, FIELDS)),
};
