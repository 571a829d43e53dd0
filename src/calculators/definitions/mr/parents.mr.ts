// The aging parent planner in Marathi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { PARENT_REQUIRED } from "../parents";
import { AFTER_CURRENT_AGE } from "../retirement-planner";
import { RETIREMENT_FIELDS_MR, RETIREMENT_MR } from "./planner-parts.mr";

export const text: DefinitionText = {
  title: "वृद्ध आई-वडील प्लॅनर",
  description:
    "आई-वडिलांच्या उर्वरित आयुष्याचा, दरवर्षी महागाईसोबत वाढणारा खर्च उचलणारा निधी, आणि सोबत मुद्दल परत मिळवून देणारा निधी: त्यांचे वय, त्यांचे उत्पन्न कधी थांबेल आणि आज ते दरमहा किती खर्च करतात ते भरा.",
  fields: {
    currentAge: "आई-वडिलांचे सध्याचे वय",
    retirementAge: "आई-वडिलांचे निवृत्तीचे वय",
    monthlyExpenses: "आई-वडिलांचा आजचा मासिक खर्च",
    ...RETIREMENT_FIELDS_MR,
  },
  results: RETIREMENT_MR.results,
  convention: RETIREMENT_MR.convention,
  method: [
    "आई-वडील आधीच निवृत्त झाले असतील, तर निवृत्तीचे वय त्यांच्या सध्याच्या वयाइतकेच ठेवा: तेव्हा निधीची गरज आजच आहे, आणि कोणतीही SIP दाखवली जात नाही. मासिक खर्चात उपचारांचा खर्चही धरा; वाढत्या वयात तो इतर वस्तूंच्या किमतींपेक्षा वेगाने वाढतो, म्हणून महागाई दर थोडा जास्त ठेवणे शहाणपणाचे.",
    ...RETIREMENT_MR.method,
  ],
  tables: RETIREMENT_MR.tables,
  messages: {
    ...RETIREMENT_MR.messages,
    [PARENT_REQUIRED]: "आवश्यक; शून्यापेक्षा कमी संख्या ठेवता येत नाही.",
    // A parent may have retired already: the retirement age may equal the current age.
    [AFTER_CURRENT_AGE]: "सध्याच्या वयापेक्षा कमी ठेवता येत नाही.",
  },
};
