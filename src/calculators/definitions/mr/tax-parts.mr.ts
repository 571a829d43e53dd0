// Marathi for what the income tax and HRA calculators share: the financial years (their names,
// law, metro cities, dates and sources, from tax-rules.ts) and the HRA fields (tax-fields.ts).
// The years' strings are keyed by their English, so a changed rule never shows stale Marathi:
// its English comes through and the loan and tax texts' test fails on it.
import { taxYearOptions, taxYearReader } from "../../i18n/tax-year-text";

const SOURCES_2025_26_MR =
  "वित्त कायदा, 2025 (कलम 115BAC, कलम 87A आणि अधिभार, cleartax.in, studycafe.in आणि taxguru.in यांनी दिल्याप्रमाणे); जुन्या करप्रणालीचे वयानुसार स्लॅब: cleartax.in आणि bankbazaar.com; 80D च्या मर्यादा: thefinvia.com आणि logicaltax.com; मार्जिनल रिलीफचे उदाहरण: labourlawadvisor.in";

const SOURCES_2025_26 =
  "Finance Act, 2025 (section 115BAC, section 87A and the surcharge as reported by cleartax.in, studycafe.in and taxguru.in); old-regime age slabs: cleartax.in and bankbazaar.com; 80D limits: thefinvia.com and logicaltax.com; marginal relief worked example: labourlawadvisor.in";

/** The English of tax-rules.ts's years -> Marathi. */
const YEAR_STRINGS_MR: Readonly<Record<string, string>> = {
  "FY 2025-26": "आर्थिक वर्ष 2025-26",
  "FY 2026-27": "आर्थिक वर्ष 2026-27",
  "AY 2026-27": "कर निर्धारण वर्ष 2026-27",
  "tax year 2026-27": "कर वर्ष 2026-27",
  "Income-tax Act, 1961": "प्राप्तिकर कायदा, 1961",
  "Income-tax Act, 2025 (in force from 1 April 2026)": "प्राप्तिकर कायदा, 2025 (1 एप्रिल 2026 पासून लागू)",
  "Delhi, Mumbai, Kolkata and Chennai": "दिल्ली, मुंबई, कोलकाता आणि चेन्नई",
  "Delhi, Mumbai, Kolkata and Chennai, and Bengaluru, Hyderabad, Pune and Ahmedabad as proposed in rule 279 of the draft Income-tax Rules, 2026 (reported Feb 2026)":
    "दिल्ली, मुंबई, कोलकाता आणि चेन्नई, तसेच प्राप्तिकर नियम, 2026 च्या मसुद्यातील नियम 279 मधील प्रस्तावानुसार बंगळुरू, हैदराबाद, पुणे आणि अहमदाबाद (फेब्रुवारी 2026 मधील बातम्या)",
  "23 Nov 2026": "23 नोव्हेंबर 2026",
  [SOURCES_2025_26]: SOURCES_2025_26_MR,
  [`Budget 2026 kept every slab and rate (outlookmoney.com, inshorts.com, Feb 2026); ${SOURCES_2025_26}`]: `अर्थसंकल्प 2026 ने सर्व स्लॅब आणि दर तसेच ठेवले (outlookmoney.com, inshorts.com, फेब्रुवारी 2026); ${SOURCES_2025_26_MR}`,
  "section 10(13A) of the Income-tax Act, 1961 and rule 2A of the Income-tax Rules, 1962 (as summarised by angelone.in and geosquare.in)":
    "प्राप्तिकर कायदा, 1961 चे कलम 10(13A) आणि प्राप्तिकर नियम, 1962 चा नियम 2A (angelone.in आणि geosquare.in यांच्या सारांशानुसार)",
  "rule 279 of the draft Income-tax Rules, 2026, as reported by angelone.in (12 Feb 2026) and geosquare.in; the three amounts are the same as under rule 2A":
    "प्राप्तिकर नियम, 2026 च्या मसुद्यातील नियम 279, angelone.in (12 फेब्रुवारी 2026) आणि geosquare.in यांनी दिल्याप्रमाणे; तिन्ही रकमा नियम 2A प्रमाणेच आहेत",
};

/** A financial year's words in Marathi. */
export const taxYearMr = taxYearReader(YEAR_STRINGS_MR);

/** The financial year choice's options: 'आर्थिक वर्ष 2026-27 (कर वर्ष 2026-27)'. */
export const TAX_YEAR_OPTIONS_MR = taxYearOptions(taxYearMr);

export const HRA_FIELDS_MR = {
  fields: {
    basicSalary: "मूळ वेतन + DA (वार्षिक)",
    hraReceived: "मिळालेला HRA (वार्षिक)",
    rentPaid: "भरलेले भाडे (वार्षिक)",
    metroCity: "मेट्रो शहर",
  },
  options: { metroCity: { yes: "होय (वेतनाच्या 50%)", no: "नाही (वेतनाच्या 40%)" } },
} as const;
