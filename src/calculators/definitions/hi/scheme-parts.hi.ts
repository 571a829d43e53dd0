// Hindi for what the government-scheme calculators share (../scheme-parts.ts, ../payout-parts.ts,
// ../yearly-deposit-parts.ts): the scheme rules' messages, read back from their English by
// patterns; the line that gives a notified rate's quarter and source, and the scheme limits'
// source and date, worded in Hindi from the same reference data the English page shows.
import { formatPercent } from "../../../lib/format-money";
import type { MessagePattern } from "../../i18n/definition-text";
import { MONTHS } from "../messages/months.hi";
import { asOfReader, schemeRuleMessages, type SchemeRuleWords } from "../../i18n/scheme-patterns";
import type { SchemeRules, SourcedFigure } from "../../reference-data";
import { RATE_LABEL } from "../scheme-parts";

export const RATE_FIELD_HI = { annualRate: "ब्याज दर (सालाना)" } as const;

/** The reasons the schemes' limits give in their messages (scheme-parts' `why`), in Hindi. */
const REASONS_HI: Readonly<Record<string, string>> = {
  "the PPF minimum for a year": "PPF में एक साल की न्यूनतम जमा",
  "the PPF limit for a financial year": "PPF में एक वित्त वर्ष की सीमा",
  "the Sukanya Samriddhi minimum for a year": "सुकन्या समृद्धि योजना में एक साल की न्यूनतम जमा",
  "the Sukanya Samriddhi limit for a financial year": "सुकन्या समृद्धि योजना में एक वित्त वर्ष की सीमा",
  "the SCSS minimum": "SCSS में न्यूनतम जमा",
  "the SCSS limit per person": "SCSS में प्रति व्यक्ति सीमा",
  "the NSC minimum": "NSC में न्यूनतम निवेश",
  "the MIS minimum": "POMIS में न्यूनतम जमा",
  "the MIS limit for a single account": "POMIS में एकल खाते की सीमा",
  "the MIS limit for a joint account": "POMIS में संयुक्त खाते की सीमा",
};

const RULE_WORDS_HI: SchemeRuleWords = {
  atLeast: (label, amount, why) => `${label} कम से कम ${amount} रखें (${why})`,
  atMost: (label, amount, why) => `${label} ${amount} से अधिक नहीं रख सकते (${why})`,
  multipleOf: (label, amount) => `${label} ${amount} के गुणक में रखें`,
  wholeYears: (label) => `${label} पूरे वर्षों में भरें`,
  required: (label) => `${label} भरें`,
  negative: (label) => `${label} शून्य से कम नहीं रख सकते`,
};

/**
 * The scheme rules' messages for the labels of one calculator (English label -> Hindi). The
 * patterns match only those labels and the known reasons, so a new label or reason stays
 * English and the catalogue check names it.
 */
export function schemeRulePatterns(labels: Readonly<Record<string, string>>): MessagePattern[] {
  return schemeRuleMessages({ [RATE_LABEL]: RATE_FIELD_HI.annualRate, ...labels }, REASONS_HI, RULE_WORDS_HI);
}

// ─── Where the defaults come from ─────────────────────────────────────────────────────────

/**
 * The reference data's sources in Hindi, keyed by their English exactly as published in
 * reference-data.ts: a source changed there finds no entry here, and the scheme texts' test
 * fails until it is translated. Names of laws, papers and sites stay as published.
 */
const SOURCES_HI: Readonly<Record<string, string>> = {
  "Ministry of Finance (DEA) notification of 31.12.2025, reported by taxguru.in":
    "वित्त मंत्रालय (आर्थिक कार्य विभाग) की 31.12.2025 की अधिसूचना, taxguru.in के अनुसार",
  "Public Provident Fund Scheme, 2019, as summarised by Livemint and India.com":
    "पब्लिक प्रोविडेंट फंड योजना, 2019, Livemint और India.com के सारांश के अनुसार",
  "Sukanya Samriddhi Account Scheme, 2019, as reported from the Ministry of Finance (Jan 2025)":
    "सुकन्या समृद्धि खाता योजना, 2019, वित्त मंत्रालय के हवाले से छपी खबरों के अनुसार (जनवरी 2025)",
  "Senior Citizens' Savings Scheme, 2019 (₹30 lakh limit from 1.4.2023), as published by SBI":
    "वरिष्ठ नागरिक बचत योजना, 2019 (1.4.2023 से ₹30 लाख की सीमा), SBI की जानकारी के अनुसार",
  "National Savings (Monthly Income Account) Scheme, 2019 (limits from 1.4.2023), as listed by India Post agents":
    "राष्ट्रीय बचत (मासिक आय खाता) योजना, 2019 (1.4.2023 से लागू सीमाएं), इंडिया पोस्ट एजेंटों की सूची के अनुसार",
  "National Savings Certificate (VIII Issue) Scheme, 2019": "राष्ट्रीय बचत पत्र (आठवां निर्गम) योजना, 2019",
  "PFRDA (Exits and Withdrawals under NPS) (Amendment) Regulations, 2025, reported by Moneycontrol on 16.12.2025":
    "PFRDA (NPS से निकासी) (संशोधन) विनियम, 2025, Moneycontrol की 16.12.2025 की खबर के अनुसार",
};

/** An 'as of' in Hindi, or the English unchanged for a kind it does not know (the test names it). */
export const asOfHi = asOfReader({
  months: MONTHS,
  quarter: (from, to, year) => `${from}-${to} ${year} तिमाही`,
  checked: (date) => `नियम ${date} को जांचे गए`,
  inForce: (month, year) => `${month} ${year} से लागू`,
});

/** A source in Hindi, or the English unchanged when there is none yet (the test names it). */
export function sourceHi(english: string): string {
  return SOURCES_HI[english] ?? english;
}

/**
 * scheme-parts' rateSource in Hindi: the default rate with its quarter and source. `scheme` is
 * the scheme's name as the sentence needs it before 'की' ('PPF', 'सुकन्या समृद्धि योजना').
 */
export function rateSourceHi(scheme: string, rate: SourcedFigure): string {
  return `फॉर्म में पहले से भरी दर, ${formatPercent(rate.value)} सालाना, ${scheme} की ${asOfHi(rate.asOf)} के लिए अधिसूचित दर है (${sourceHi(rate.source)}); दरें हर तिमाही तय होती हैं।`;
}

/** scheme-parts' rulesSource in Hindi: where the limits come from and when they were checked. */
export function rulesSourceHi(rules: SchemeRules): string {
  return `योजना की सीमाएं: ${sourceHi(rules.source)}, ${asOfHi(rules.asOf)}।`;
}

// ─── The results PPF and Sukanya Samriddhi share (yearly-deposit-parts.ts) ─────────────────

export const YEARLY_DEPOSIT_HI = {
  results: { invested: "कुल जमा", interest: "कुल ब्याज", total: "मैच्योरिटी राशि" },
  /** The chart's axis and series; its title is each scheme's. */
  chart: { xLabel: "वर्ष", series: ["अब तक जमा", "बैलेंस"] },
  table: {
    caption: "साल-दर-साल बैलेंस",
    columns: { year: "वर्ष", deposit: "जमा", interest: "ब्याज", balance: "बैलेंस" },
  },
  /** The donut's slices. */
  messages: { "Total deposited": "कुल जमा", "Interest earned": "कुल ब्याज" },
} as const;

// ─── The results SCSS and the Post Office MIS share (payout-parts.ts) ──────────────────────

export const PAYOUT_HI = {
  results: { yearlyInterest: "एक साल का ब्याज", totalInterest: "कुल ब्याज", total: "कुल मिलने वाली राशि (जमा + ब्याज)" },
  tables: [
    {
      caption: "साल-दर-साल मिला ब्याज",
      columns: { year: "वर्ष", interest: "उस साल मिला ब्याज", interestSoFar: "अब तक मिला ब्याज" },
    },
  ],
  /** The donut's slices. */
  messages: { Deposit: "जमा राशि", "Total interest": "कुल ब्याज" },
} as const;
