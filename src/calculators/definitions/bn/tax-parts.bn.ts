// Bengali for what the income tax and HRA calculators share: the financial years (their names,
// law, metro cities, dates and sources, from tax-rules.ts) and the HRA fields (tax-fields.ts).
// The years' strings are keyed by their English, so a changed rule never shows stale Bengali:
// its English comes through and the loan and tax texts' test fails on it.
import { taxYearOptions, taxYearReader } from "../../i18n/tax-year-text";

const SOURCES_2025_26_BN =
  "অর্থ আইন, 2025 (ধারা 115BAC, ধারা 87A আর সারচার্জ, cleartax.in, studycafe.in ও taxguru.in-এর বিবরণ অনুযায়ী); পুরনো কর ব্যবস্থার বয়সভিত্তিক স্ল্যাব: cleartax.in ও bankbazaar.com; 80D-র সীমা: thefinvia.com ও logicaltax.com; মার্জিনাল রিলিফের কষা উদাহরণ: labourlawadvisor.in";

const SOURCES_2025_26 =
  "Finance Act, 2025 (section 115BAC, section 87A and the surcharge as reported by cleartax.in, studycafe.in and taxguru.in); old-regime age slabs: cleartax.in and bankbazaar.com; 80D limits: thefinvia.com and logicaltax.com; marginal relief worked example: labourlawadvisor.in";

/** The English of tax-rules.ts's years -> Bengali. */
const YEAR_STRINGS_BN: Readonly<Record<string, string>> = {
  "FY 2025-26": "অর্থবর্ষ 2025-26",
  "FY 2026-27": "অর্থবর্ষ 2026-27",
  "AY 2026-27": "মূল্যায়ন বর্ষ 2026-27",
  "tax year 2026-27": "কর বর্ষ 2026-27",
  "Income-tax Act, 1961": "আয়কর আইন, 1961",
  "Income-tax Act, 2025 (in force from 1 April 2026)": "আয়কর আইন, 2025 (1 এপ্রিল 2026 থেকে চালু)",
  "Delhi, Mumbai, Kolkata and Chennai": "দিল্লি, মুম্বই, কলকাতা আর চেন্নাই",
  "Delhi, Mumbai, Kolkata and Chennai, and Bengaluru, Hyderabad, Pune and Ahmedabad as proposed in rule 279 of the draft Income-tax Rules, 2026 (reported Feb 2026)":
    "দিল্লি, মুম্বই, কলকাতা আর চেন্নাই, এবং আয়কর বিধি, 2026-এর খসড়ার বিধি 279-এর প্রস্তাব অনুযায়ী বেঙ্গালুরু, হায়দরাবাদ, পুণে আর আমদাবাদ (ফেব্রুয়ারি 2026-এর খবর)",
  "23 Nov 2026": "23 নভেম্বর 2026",
  [SOURCES_2025_26]: SOURCES_2025_26_BN,
  [`Budget 2026 kept every slab and rate (outlookmoney.com, inshorts.com, Feb 2026); ${SOURCES_2025_26}`]: `2026-এর বাজেটে সব স্ল্যাব আর হার একই রাখা হয়েছে (outlookmoney.com, inshorts.com, ফেব্রুয়ারি 2026); ${SOURCES_2025_26_BN}`,
  "section 10(13A) of the Income-tax Act, 1961 and rule 2A of the Income-tax Rules, 1962 (as summarised by angelone.in and geosquare.in)":
    "আয়কর আইন, 1961-এর ধারা 10(13A) আর আয়কর বিধি, 1962-র বিধি 2A (angelone.in ও geosquare.in-এর সারসংক্ষেপ অনুযায়ী)",
  "rule 279 of the draft Income-tax Rules, 2026, as reported by angelone.in (12 Feb 2026) and geosquare.in; the three amounts are the same as under rule 2A":
    "আয়কর বিধি, 2026-এর খসড়ার বিধি 279, angelone.in (12 ফেব্রুয়ারি 2026) ও geosquare.in-এর বিবরণ অনুযায়ী; তিনটি অঙ্কই বিধি 2A-র মতো",
};

/** A financial year's words in Bengali. */
export const taxYearBn = taxYearReader(YEAR_STRINGS_BN);

/** The financial year choice's options: 'অর্থবর্ষ 2026-27 (কর বর্ষ 2026-27)'. */
export const TAX_YEAR_OPTIONS_BN = taxYearOptions(taxYearBn);

export const HRA_FIELDS_BN = {
  fields: {
    basicSalary: "মূল বেতন + DA (বার্ষিক)",
    hraReceived: "পাওয়া HRA (বার্ষিক)",
    rentPaid: "দেওয়া বাড়িভাড়া (বার্ষিক)",
    metroCity: "মেট্রো শহর",
  },
  options: { metroCity: { yes: "হ্যাঁ (বেতনের 50%)", no: "না (বেতনের 40%)" } },
} as const;
