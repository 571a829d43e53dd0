// The aging parent planner in Hindi (i18n/definition-text.ts says how a text is read).
import type { DefinitionText } from "../../i18n/definition-text";
import { PARENT_REQUIRED } from "../parents";
import { AFTER_CURRENT_AGE } from "../retirement-planner";
import { RETIREMENT_FIELDS_HI, RETIREMENT_HI } from "./planner-parts.hi";

export const text: DefinitionText = {
  title: "बुजुर्ग माता-पिता प्लानर",
  description:
    "वह फंड जो माता-पिता का बाकी जीवन का खर्च उठाए, जो हर साल महंगाई के साथ बढ़ता है, और साथ में एक फंड जो पूंजी वापस दिलाए: उनकी उम्र, उनकी आय कब बंद होगी और आज वे हर महीने कितना खर्च करते हैं, यह भरें।",
  fields: {
    currentAge: "माता-पिता की मौजूदा उम्र",
    retirementAge: "माता-पिता की रिटायरमेंट की उम्र",
    monthlyExpenses: "माता-पिता का आज का मासिक खर्च",
    ...RETIREMENT_FIELDS_HI,
  },
  results: RETIREMENT_HI.results,
  convention: RETIREMENT_HI.convention,
  method: [
    "अगर माता-पिता पहले ही रिटायर हो चुके हैं, तो रिटायरमेंट की उम्र उनकी मौजूदा उम्र के बराबर रखें: तब फंड की जरूरत आज ही है, और कोई SIP नहीं दिखाई जाती। मासिक खर्च में इलाज का खर्च भी जोड़ें; बढ़ती उम्र में यह बाकी चीजों की कीमतों से तेजी से बढ़ता है, इसलिए महंगाई दर थोड़ी ऊंची रखना समझदारी है।",
    ...RETIREMENT_HI.method,
  ],
  tables: RETIREMENT_HI.tables,
  messages: {
    ...RETIREMENT_HI.messages,
    [PARENT_REQUIRED]: "जरूरी है; शून्य से कम संख्या नहीं रख सकते।",
    // A parent may have retired already: the retirement age may equal the current age.
    [AFTER_CURRENT_AGE]: "मौजूदा उम्र से कम नहीं रख सकते।",
  },
};
