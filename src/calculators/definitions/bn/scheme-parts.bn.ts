// Bengali for what the government-scheme calculators share (../scheme-parts.ts, ../payout-parts.ts,
// ../yearly-deposit-parts.ts): the scheme rules' messages, read back from their English by
// patterns; the line that gives a notified rate's quarter and source, and the scheme limits'
// source and date, worded in Bengali from the same reference data the English page shows.
import { formatPercent } from "../../../lib/format-money";
import type { MessagePattern } from "../../i18n/definition-text";
import { MONTHS } from "../messages/months.bn";
import { asOfReader, schemeRuleMessages, type SchemeRuleWords } from "../../i18n/scheme-patterns";
import type { SchemeRules, SourcedFigure } from "../../reference-data";
import { RATE_LABEL } from "../scheme-parts";

export const RATE_FIELD_BN = { annualRate: "সুদের হার (বার্ষিক)" } as const;

/** The reasons the schemes' limits give in their messages (scheme-parts' `why`), in Bengali. */
const REASONS_BN: Readonly<Record<string, string>> = {
  "the PPF minimum for a year": "PPF-এ বছরে ন্যূনতম জমা",
  "the PPF limit for a financial year": "PPF-এ এক অর্থবর্ষের ঊর্ধ্বসীমা",
  "the Sukanya Samriddhi minimum for a year": "সুকন্যা সমৃদ্ধিতে বছরে ন্যূনতম জমা",
  "the Sukanya Samriddhi limit for a financial year": "সুকন্যা সমৃদ্ধিতে এক অর্থবর্ষের ঊর্ধ্বসীমা",
  "the SCSS minimum": "SCSS-এ ন্যূনতম আমানত",
  "the SCSS limit per person": "SCSS-এ মাথাপিছু ঊর্ধ্বসীমা",
  "the NSC minimum": "NSC-তে ন্যূনতম বিনিয়োগ",
  "the MIS minimum": "POMIS-এ ন্যূনতম আমানত",
  "the MIS limit for a single account": "POMIS-এ একক অ্যাকাউন্টের ঊর্ধ্বসীমা",
  "the MIS limit for a joint account": "POMIS-এ যৌথ অ্যাকাউন্টের ঊর্ধ্বসীমা",
};

const RULE_WORDS_BN: SchemeRuleWords = {
  atLeast: (label, amount, why) => `${label} অন্তত ${amount} হতে হবে (${why})`,
  atMost: (label, amount, why) => `${label} ${amount}-এর বেশি হতে পারে না (${why})`,
  multipleOf: (label, amount) => `${label} ${amount}-এর গুণিতকে হতে হবে`,
  wholeYears: (label) => `${label} পূর্ণ বছরে লিখুন`,
  required: (label) => `${label} লিখুন`,
  negative: (label) => `${label} শূন্যের কম হতে পারে না`,
};

/**
 * The scheme rules' messages for the labels of one calculator (English label -> Bengali). The
 * patterns match only those labels and the known reasons, so a new label or reason stays
 * English and the catalogue check names it.
 */
export function schemeRulePatternsBn(labels: Readonly<Record<string, string>>): MessagePattern[] {
  return schemeRuleMessages({ [RATE_LABEL]: RATE_FIELD_BN.annualRate, ...labels }, REASONS_BN, RULE_WORDS_BN);
}

// ─── Where the defaults come from ─────────────────────────────────────────────────────────

/**
 * The reference data's sources in Bengali, keyed by their English exactly as published in
 * reference-data.ts: a source changed there finds no entry here, and the scheme texts' test
 * fails until it is translated. Names of papers and sites stay as published.
 */
const SOURCES_BN: Readonly<Record<string, string>> = {
  "Ministry of Finance (DEA) notification of 31.12.2025, reported by taxguru.in":
    "কেন্দ্রীয় অর্থ মন্ত্রকের (আর্থিক বিষয়ক দফতর) 31.12.2025-এর বিজ্ঞপ্তি, taxguru.in-এর খবর অনুযায়ী",
  "Public Provident Fund Scheme, 2019, as summarised by Livemint and India.com":
    "পাবলিক প্রভিডেন্ট ফান্ড প্রকল্প, 2019, Livemint ও India.com-এর সারসংক্ষেপ অনুযায়ী",
  "Sukanya Samriddhi Account Scheme, 2019, as reported from the Ministry of Finance (Jan 2025)":
    "সুকন্যা সমৃদ্ধি অ্যাকাউন্ট প্রকল্প, 2019, অর্থ মন্ত্রকের সূত্রে প্রকাশিত খবর অনুযায়ী (জানুয়ারি 2025)",
  "Senior Citizens' Savings Scheme, 2019 (₹30 lakh limit from 1.4.2023), as published by SBI":
    "প্রবীণ নাগরিক সঞ্চয় প্রকল্প, 2019 (1.4.2023 থেকে ₹30 লক্ষের ঊর্ধ্বসীমা), SBI-এর প্রকাশিত তথ্য অনুযায়ী",
  "National Savings (Monthly Income Account) Scheme, 2019 (limits from 1.4.2023), as listed by India Post agents":
    "জাতীয় সঞ্চয় (মাসিক আয় অ্যাকাউন্ট) প্রকল্প, 2019 (1.4.2023 থেকে চালু সীমা), ডাকঘরের এজেন্টদের তালিকা অনুযায়ী",
  "National Savings Certificate (VIII Issue) Scheme, 2019": "জাতীয় সঞ্চয়পত্র (অষ্টম ইস্যু) প্রকল্প, 2019",
  "PFRDA (Exits and Withdrawals under NPS) (Amendment) Regulations, 2025, reported by Moneycontrol on 16.12.2025":
    "PFRDA (NPS থেকে প্রস্থান ও টাকা তোলা) (সংশোধনী) বিধি, 2025, Moneycontrol-এ 16.12.2025-এর খবর অনুযায়ী",
};

/** An 'as of' in Bengali, or the English unchanged for a kind it does not know (the test names it). */
export const asOfBn = asOfReader({
  months: MONTHS,
  quarter: (from, to, year) => `${from}-${to} ${year} ত্রৈমাসিক`,
  checked: (date) => `${date}-এ নিয়ম যাচাই করা হয়েছে`,
  inForce: (month, year) => `${month} ${year} থেকে চালু`,
});

/** A source in Bengali, or the English unchanged when there is none yet (the test names it). */
export function sourceBn(english: string): string {
  return SOURCES_BN[english] ?? english;
}

/**
 * scheme-parts' rateSource in Bengali: the default rate with its quarter and source. `ofScheme`
 * is the scheme's name in the genitive, as the sentence needs it ('PPF-এর', 'সুকন্যা সমৃদ্ধির').
 * The quarter follows a comma, so no case ending need be joined to it.
 */
export function rateSourceBn(ofScheme: string, rate: SourcedFigure): string {
  return `ফর্মে আগে থেকে বসানো বার্ষিক ${formatPercent(rate.value)} হারটি ${ofScheme} জন্য ঘোষিত সুদের হার, ${asOfBn(rate.asOf)} (${sourceBn(rate.source)}); সুদের হার প্রতি ত্রৈমাসিকে নতুন করে ঠিক হয়।`;
}

/** scheme-parts' rulesSource in Bengali: where the limits come from and when they were checked. */
export function rulesSourceBn(rules: SchemeRules): string {
  return `প্রকল্পের সীমা: ${sourceBn(rules.source)}, ${asOfBn(rules.asOf)}।`;
}

// ─── The results PPF and Sukanya Samriddhi share (yearly-deposit-parts.ts) ─────────────────

export const YEARLY_DEPOSIT_BN = {
  results: { invested: "মোট জমা", interest: "মোট সুদ", total: "মেয়াদপূর্তির অঙ্ক" },
  /** The chart's axis and series; its title is each scheme's. */
  chart: { xLabel: "বছর", series: ["এ পর্যন্ত জমা", "ব্যালান্স"] },
  table: {
    caption: "বছরওয়ারি ব্যালান্স",
    columns: { year: "বছর", deposit: "জমা", interest: "সুদ", balance: "ব্যালান্স" },
  },
  /** The donut's slices. */
  messages: { "Total deposited": "মোট জমা", "Interest earned": "মোট সুদ" },
} as const;

// ─── The results SCSS and the Post Office MIS share (payout-parts.ts) ──────────────────────

export const PAYOUT_BN = {
  results: { yearlyInterest: "বছরে সুদ", totalInterest: "মোট সুদ", total: "মোট প্রাপ্তি (আমানত + সুদ)" },
  tables: [
    {
      caption: "বছরওয়ারি পাওয়া সুদ",
      columns: { year: "বছর", interest: "সেই বছরে পাওয়া সুদ", interestSoFar: "এ পর্যন্ত পাওয়া সুদ" },
    },
  ],
  /** The donut's slices. */
  messages: { Deposit: "আমানত", "Total interest": "মোট সুদ" },
} as const;
