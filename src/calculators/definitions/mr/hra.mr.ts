// The HRA exemption calculator in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { labelsOf } from "../../i18n/rule-patterns";
import type { HraView } from "../hra";
import { hraDefinition } from "../hra";
import { ruleTemplatesMr } from "./rule-parts.mr";
import { HRA_FIELDS_MR, TAX_YEAR_OPTIONS_MR, taxYearMr } from "./tax-parts.mr";

const FIELDS = { year: "आर्थिक वर्ष", ...HRA_FIELDS_MR.fields };

function convention(r: HraView): string {
  const year = taxYearMr(r.year);
  return `${year.label}, ${year.law}: सूट मिळणारा HRA रक्कम 1, 2 आणि 3 पैकी सर्वात कमी असतो, वर्षभराच्या आकड्यांवर. मेट्रो शहरे: ${year.metroCities}. नियम ${year.checkedOn} रोजी तपासले. स्रोत: ${year.hraSources}.`;
}

export const text: DefinitionText = {
  title: "HRA सूट कॅल्क्युलेटर",
  description:
    "जुन्या करप्रणालीत तुमच्या घरभाडे भत्त्याचा (HRA) किती भाग करमुक्त आहे आणि किती भागावर कर लागतो: तीन रकमांपैकी सर्वात कमी, प्रत्येक रक्कम स्वतंत्रपणे दाखवली आहे.",
  fields: FIELDS,
  options: { year: TAX_YEAR_OPTIONS_MR, ...HRA_FIELDS_MR.options },
  results: {
    exemptHra: "सूट मिळणारा HRA",
    taxableHra: "करपात्र HRA",
    actualHra: "1. मिळालेला HRA",
    rentOverTenPct: "2. भरलेले भाडे − मूळ वेतन + DA च्या 10%",
    salaryShare: "3. मूळ वेतन + DA च्या 50% (मेट्रो) किंवा 40%",
  },
  convention,
  method: [
    "सूट मिळणारा HRA = यांपैकी सर्वात कमी: (1) तुमच्या नियोक्त्याकडून मिळालेला HRA; (2) भरलेले भाडे वजा तुमच्या वेतनाच्या 10% (कधीच 0 पेक्षा कमी नाही); (3) मेट्रो शहरात राहत असाल तर वेतनाच्या 50%, इतरत्र 40%. येथे वेतन म्हणजे मूळ वेतन + महागाई भत्ता (DA, तो निवृत्तीच्या लाभांसाठी धरला जात असेल तेव्हा), तुमचे एकूण वेतन नव्हे.",
    "करपात्र HRA = मिळालेला HRA − सूट मिळणारा HRA; तो तुमच्या करपात्र वेतनात जोडला जातो.",
    "सूट फक्त जुन्या करप्रणालीत मिळते; नव्या करप्रणालीत संपूर्ण HRA वर कर लागतो. तुम्ही भाडे भरत नसाल किंवा स्वतःच्या घरात राहत असाल, तर सूट मिळत नाही. ज्या महिन्यांचे भाडे भरले, त्यांचेच आकडे भरा; वर्षभरात तुमचे वेतन किंवा भाडे बदलले असेल, तर सूट महिनानिहाय मोजली जाते, जे हे कॅल्क्युलेटर करत नाही.",
    "घरमालकाचा PAN: भाडे वार्षिक ₹1 लाखापेक्षा जास्त असेल तर तुमच्या नियोक्त्याला त्याची गरज असते.",
  ],
  patterns: ruleTemplatesMr(labelsOf(hraDefinition.fields, FIELDS)),
};
