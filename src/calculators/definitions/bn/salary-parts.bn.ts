// Bengali for the dated, sourced figures the EPF and gratuity pages show (reference-data.ts),
// keyed by their English so that a changed figure is not shown with stale Bengali: its English
// comes through instead, and the loan and tax texts' test (tests/i18n/loan-tax-texts.test.tsx) fails on it.
import { EPF_EMPLOYEE_SHARE, EPF_EMPLOYER_SHARE, EPF_INTEREST_RATE, EPS_WAGE_CEILING, GRATUITY_EXEMPT_LIMIT, GRATUITY_MINIMUM_YEARS } from "../../reference-data";

const SOURCES_BN: Readonly<Record<string, string>> = {
  [EPF_INTEREST_RATE.asOf]: "অর্থবর্ষ 2024-25-এর হার, অর্থবর্ষ 2025-26-এও একই; যাচাই নভেম্বর 2026-এ",
  [EPF_INTEREST_RATE.source]: "EPFO-র 22 মে 2025-এর সার্কুলার; অর্থবর্ষ 2025-26-এর হার শ্রম মন্ত্রকের 2 মার্চ 2026-এর বিবৃতির খবর অনুযায়ী",
  [EPF_EMPLOYEE_SHARE.source]: "EPF ও MP আইন, 1952, ধারা 6",
  [EPF_EMPLOYER_SHARE.source]: "EPF ও MP আইন, 1952, ধারা 6; কর্মচারী পেনশন প্রকল্প, 1995 (8.33% যায় EPS-এ)",
  [EPS_WAGE_CEILING.source]: "কর্মচারী পেনশন প্রকল্প, 1995, অনুচ্ছেদ 3",
  [GRATUITY_EXEMPT_LIMIT.asOf]: "29 মার্চ 2018 থেকে, যাচাই নভেম্বর 2026-এ",
  [GRATUITY_EXEMPT_LIMIT.source]: "CBDT-র বিজ্ঞপ্তি S.O. 1213(E), 8 মার্চ 2019 (ধারা 10(10)); গ্র্যাচুইটি প্রদান (সংশোধনী) আইন, 2018",
  [GRATUITY_MINIMUM_YEARS.permanent.source]: "গ্র্যাচুইটি প্রদান আইন, 1972, ধারা 4(1)",
  [GRATUITY_MINIMUM_YEARS.fixedTerm.source]: "সামাজিক সুরক্ষা কোড, 2020, ধারা 53 (শ্রম কোডগুলি 21 নভেম্বর 2025 থেকে চালু)",
};

/** A figure's date or source in Bengali; the English itself when it has changed since (caught by the test). */
export function sourceBn(english: string): string {
  return SOURCES_BN[english] ?? english;
}
