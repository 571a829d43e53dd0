// Marathi for the dated, sourced figures the EPF and gratuity pages show (reference-data.ts),
// keyed by their English so that a changed figure is not shown with stale Marathi: its English
// comes through instead, and the loan and tax texts' test (tests/i18n/loan-tax-texts.test.tsx) fails on it.
import { EPF_EMPLOYEE_SHARE, EPF_EMPLOYER_SHARE, EPF_INTEREST_RATE, EPS_WAGE_CEILING, GRATUITY_EXEMPT_LIMIT, GRATUITY_MINIMUM_YEARS } from "../../reference-data";

const SOURCES_MR: Readonly<Record<string, string>> = {
  [EPF_INTEREST_RATE.asOf]: "आर्थिक वर्ष 2024-25 चा दर, आर्थिक वर्ष 2025-26 साठीही तोच; नोव्हेंबर 2026 मध्ये तपासला",
  [EPF_INTEREST_RATE.source]: "EPFO चे 22 मे 2025 चे परिपत्रक; आर्थिक वर्ष 2025-26 चा दर कामगार मंत्रालयाच्या 2 मार्च 2026 च्या निवेदनानुसार",
  [EPF_EMPLOYEE_SHARE.source]: "EPF व MP कायदा, 1952, कलम 6",
  [EPF_EMPLOYER_SHARE.source]: "EPF व MP कायदा, 1952, कलम 6; कर्मचारी पेन्शन योजना, 1995 (8.33% EPS मध्ये)",
  [EPS_WAGE_CEILING.source]: "कर्मचारी पेन्शन योजना, 1995, परिच्छेद 3",
  [GRATUITY_EXEMPT_LIMIT.asOf]: "29 मार्च 2018 पासून, नोव्हेंबर 2026 मध्ये तपासली",
  [GRATUITY_EXEMPT_LIMIT.source]: "CBDT अधिसूचना S.O. 1213(E), 8 मार्च 2019 (कलम 10(10)); ग्रॅच्युइटी प्रदान (सुधारणा) कायदा, 2018",
  [GRATUITY_MINIMUM_YEARS.permanent.source]: "ग्रॅच्युइटी प्रदान कायदा, 1972, कलम 4(1)",
  [GRATUITY_MINIMUM_YEARS.fixedTerm.source]: "सामाजिक सुरक्षा संहिता, 2020, कलम 53 (कामगार संहिता 21 नोव्हेंबर 2025 पासून लागू)",
};

/** A figure's date or source in Marathi; the English itself when it has changed since (caught by the test). */
export function sourceMr(english: string): string {
  return SOURCES_MR[english] ?? english;
}
