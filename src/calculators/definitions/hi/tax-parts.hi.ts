// Hindi for what the income tax and HRA calculators share: the financial years (their names,
// law, metro cities, dates and sources, from tax-rules.ts), the HRA fields (tax-fields.ts) and
// the Hindi of tax-fields.ts's amount rules. The years' strings are keyed by their English, so a
// changed rule never shows stale Hindi: its English comes through and the loan and tax texts'
// test (tests/i18n/loan-tax-texts.test.tsx) fails on it.
import { taxYearOptions, taxYearReader } from "../../i18n/tax-year-text";

const SOURCES_2025_26_HI =
  "वित्त अधिनियम, 2025 (धारा 115BAC, धारा 87A और सरचार्ज, जैसा cleartax.in, studycafe.in और taxguru.in ने बताया); पुरानी व्यवस्था के उम्र वाले स्लैब: cleartax.in और bankbazaar.com; 80D की सीमाएं: thefinvia.com और logicaltax.com; मार्जिनल रिलीफ का उदाहरण: labourlawadvisor.in";

const SOURCES_2025_26 =
  "Finance Act, 2025 (section 115BAC, section 87A and the surcharge as reported by cleartax.in, studycafe.in and taxguru.in); old-regime age slabs: cleartax.in and bankbazaar.com; 80D limits: thefinvia.com and logicaltax.com; marginal relief worked example: labourlawadvisor.in";

/** The English of tax-rules.ts's years -> Hindi. */
const YEAR_STRINGS_HI: Readonly<Record<string, string>> = {
  "FY 2025-26": "वित्त वर्ष 2025-26",
  "FY 2026-27": "वित्त वर्ष 2026-27",
  "AY 2026-27": "आकलन वर्ष 2026-27",
  "tax year 2026-27": "कर वर्ष 2026-27",
  "Income-tax Act, 1961": "आयकर अधिनियम, 1961",
  "Income-tax Act, 2025 (in force from 1 April 2026)": "आयकर अधिनियम, 2025 (1 अप्रैल 2026 से लागू)",
  "Delhi, Mumbai, Kolkata and Chennai": "दिल्ली, मुंबई, कोलकाता और चेन्नई",
  "Delhi, Mumbai, Kolkata and Chennai, and Bengaluru, Hyderabad, Pune and Ahmedabad as proposed in rule 279 of the draft Income-tax Rules, 2026 (reported Feb 2026)":
    "दिल्ली, मुंबई, कोलकाता और चेन्नई, और ड्राफ्ट आयकर नियम, 2026 के नियम 279 के प्रस्ताव के मुताबिक बेंगलुरु, हैदराबाद, पुणे और अहमदाबाद (फरवरी 2026 की खबरें)",
  "23 Nov 2026": "23 नवंबर 2026",
  [SOURCES_2025_26]: SOURCES_2025_26_HI,
  [`Budget 2026 kept every slab and rate (outlookmoney.com, inshorts.com, Feb 2026); ${SOURCES_2025_26}`]: `बजट 2026 ने हर स्लैब और दर पहले जैसी रखी (outlookmoney.com, inshorts.com, फरवरी 2026); ${SOURCES_2025_26_HI}`,
  "section 10(13A) of the Income-tax Act, 1961 and rule 2A of the Income-tax Rules, 1962 (as summarised by angelone.in and geosquare.in)":
    "आयकर अधिनियम, 1961 की धारा 10(13A) और आयकर नियम, 1962 का नियम 2A (angelone.in और geosquare.in के सारांश के मुताबिक)",
  "rule 279 of the draft Income-tax Rules, 2026, as reported by angelone.in (12 Feb 2026) and geosquare.in; the three amounts are the same as under rule 2A":
    "ड्राफ्ट आयकर नियम, 2026 का नियम 279, जैसा angelone.in (12 फरवरी 2026) और geosquare.in ने बताया; तीनों रकमें नियम 2A जैसी ही हैं",
};

/** A financial year's words in Hindi. */
export const taxYearHi = taxYearReader(YEAR_STRINGS_HI);

/** The financial year choice's options: 'वित्त वर्ष 2026-27 (कर वर्ष 2026-27)'. */
export const TAX_YEAR_OPTIONS_HI = taxYearOptions(taxYearHi);

export const HRA_FIELDS_HI = {
  fields: {
    basicSalary: "बेसिक सैलरी + DA (सालाना)",
    hraReceived: "मिला HRA (सालाना)",
    rentPaid: "चुकाया किराया (सालाना)",
    metroCity: "मेट्रो शहर",
  },
  options: { metroCity: { yes: "हां (सैलरी का 50%)", no: "नहीं (सैलरी का 40%)" } },
} as const;
