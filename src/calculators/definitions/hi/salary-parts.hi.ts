// Hindi for the dated, sourced figures the EPF and gratuity pages show (reference-data.ts), keyed
// by their English so that a changed figure is not shown with stale Hindi: its English comes
// through instead, and the loan and tax texts' test (tests/i18n/loan-tax-texts.test.ts) fails on it.
import { EPF_EMPLOYEE_SHARE, EPF_EMPLOYER_SHARE, EPF_INTEREST_RATE, EPS_WAGE_CEILING, GRATUITY_EXEMPT_LIMIT, GRATUITY_MINIMUM_YEARS } from "../../reference-data";

const SOURCES_HI: Readonly<Record<string, string>> = {
  [EPF_INTEREST_RATE.asOf]: "वित्त वर्ष 2024-25 की दर, वित्त वर्ष 2025-26 के लिए भी वही; नवंबर 2026 में जांची गई",
  [EPF_INTEREST_RATE.source]: "EPFO का 22 मई 2025 का सर्कुलर; वित्त वर्ष 2025-26 की दर श्रम मंत्रालय के 2 मार्च 2026 के बयान के मुताबिक",
  [EPF_EMPLOYEE_SHARE.source]: "EPF एवं MP अधिनियम, 1952, धारा 6",
  [EPF_EMPLOYER_SHARE.source]: "EPF एवं MP अधिनियम, 1952, धारा 6; कर्मचारी पेंशन योजना, 1995 (8.33% EPS में)",
  [EPS_WAGE_CEILING.source]: "कर्मचारी पेंशन योजना, 1995, पैरा 3",
  [GRATUITY_EXEMPT_LIMIT.asOf]: "29 मार्च 2018 से, नवंबर 2026 में जांचा गया",
  [GRATUITY_EXEMPT_LIMIT.source]: "CBDT अधिसूचना S.O. 1213(E), 8 मार्च 2019 (धारा 10(10)); ग्रेच्युटी भुगतान (संशोधन) अधिनियम, 2018",
  [GRATUITY_MINIMUM_YEARS.permanent.source]: "ग्रेच्युटी भुगतान अधिनियम, 1972, धारा 4(1)",
  [GRATUITY_MINIMUM_YEARS.fixedTerm.source]: "सामाजिक सुरक्षा संहिता, 2020, धारा 53 (लेबर कोड 21 नवंबर 2025 से लागू)",
};

/** A figure's date or source in Hindi; the English itself when it has changed since (caught by the test). */
export function sourceHi(english: string): string {
  return SOURCES_HI[english] ?? english;
}
