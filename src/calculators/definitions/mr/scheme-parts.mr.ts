// Marathi for what the government-scheme calculators share (../scheme-parts.ts, ../payout-parts.ts,
// ../yearly-deposit-parts.ts): the scheme rules' messages, read back from their English by
// patterns; the line that gives a notified rate's quarter and source, and the scheme limits'
// source and date, worded in Marathi from the same reference data the English page shows.
import { formatPercent } from "../../../lib/format-money";
import type { MessagePattern } from "../../i18n/definition-text";
import { MONTHS } from "../messages/months.mr";
import { asOfReader, schemeRuleMessages, type SchemeRuleWords } from "../../i18n/scheme-patterns";
import type { SchemeRules, SourcedFigure } from "../../reference-data";
import { RATE_LABEL } from "../scheme-parts";

export const RATE_FIELD_MR = { annualRate: "व्याजदर (वार्षिक)" } as const;

/** The reasons the schemes' limits give in their messages (scheme-parts' `why`), in Marathi. */
const REASONS_MR: Readonly<Record<string, string>> = {
  "the PPF minimum for a year": "PPF मध्ये एका वर्षाची किमान जमा रक्कम",
  "the PPF limit for a financial year": "PPF मध्ये एका आर्थिक वर्षाची मर्यादा",
  "the Sukanya Samriddhi minimum for a year": "सुकन्या समृद्धी योजनेत एका वर्षाची किमान जमा रक्कम",
  "the Sukanya Samriddhi limit for a financial year": "सुकन्या समृद्धी योजनेत एका आर्थिक वर्षाची मर्यादा",
  "the SCSS minimum": "SCSS मधील किमान ठेव",
  "the SCSS limit per person": "SCSS मध्ये प्रत्येक व्यक्तीची मर्यादा",
  "the NSC minimum": "NSC मधील किमान गुंतवणूक",
  "the MIS minimum": "POMIS मधील किमान ठेव",
  "the MIS limit for a single account": "POMIS मध्ये एकल खात्याची मर्यादा",
  "the MIS limit for a joint account": "POMIS मध्ये संयुक्त खात्याची मर्यादा",
};

const RULE_WORDS_MR: SchemeRuleWords = {
  atLeast: (label, amount, why) => `${label} किमान ${amount} ठेवा (${why})`,
  atMost: (label, amount, why) => `${label} ${amount} पेक्षा जास्त ठेवता येत नाही (${why})`,
  multipleOf: (label, amount) => `${label} ${amount} च्या पटीत ठेवा`,
  wholeYears: (label) => `${label} पूर्ण वर्षांत भरा`,
  required: (label) => `${label} भरा`,
  negative: (label) => `${label} शून्यापेक्षा कमी ठेवता येत नाही`,
};

/**
 * The scheme rules' messages for the labels of one calculator (English label -> Marathi). The
 * patterns match only those labels and the known reasons, so a new label or reason stays
 * English and the catalogue check names it.
 */
export function schemeRulePatternsMr(labels: Readonly<Record<string, string>>): MessagePattern[] {
  return schemeRuleMessages({ [RATE_LABEL]: RATE_FIELD_MR.annualRate, ...labels }, REASONS_MR, RULE_WORDS_MR);
}

// ─── Where the defaults come from ─────────────────────────────────────────────────────────

/**
 * The reference data's sources in Marathi, keyed by their English exactly as published in
 * reference-data.ts: a source changed there finds no entry here, and the scheme texts' test
 * fails until it is translated. Names of papers and sites stay as published.
 */
const SOURCES_MR: Readonly<Record<string, string>> = {
  "Ministry of Finance (DEA) notification of 31.12.2025, reported by taxguru.in":
    "केंद्रीय अर्थ मंत्रालयाची (आर्थिक व्यवहार विभाग) 31.12.2025 ची अधिसूचना, taxguru.in नुसार",
  "Public Provident Fund Scheme, 2019, as summarised by Livemint and India.com":
    "सार्वजनिक भविष्य निर्वाह निधी योजना, 2019, Livemint आणि India.com यांच्या सारांशानुसार",
  "Sukanya Samriddhi Account Scheme, 2019, as reported from the Ministry of Finance (Jan 2025)":
    "सुकन्या समृद्धी खाते योजना, 2019, अर्थ मंत्रालयाच्या हवाल्याने आलेल्या बातम्यांनुसार (जानेवारी 2025)",
  "Senior Citizens' Savings Scheme, 2019 (₹30 lakh limit from 1.4.2023), as published by SBI":
    "ज्येष्ठ नागरिक बचत योजना, 2019 (1.4.2023 पासून ₹30 लाखांची मर्यादा), SBI च्या माहितीनुसार",
  "National Savings (Monthly Income Account) Scheme, 2019 (limits from 1.4.2023), as listed by India Post agents":
    "राष्ट्रीय बचत (मासिक उत्पन्न खाते) योजना, 2019 (1.4.2023 पासूनच्या मर्यादा), इंडिया पोस्ट एजंटांच्या यादीनुसार",
  "National Savings Certificate (VIII Issue) Scheme, 2019": "राष्ट्रीय बचत प्रमाणपत्र (आठवी मालिका) योजना, 2019",
  "PFRDA (Exits and Withdrawals under NPS) (Amendment) Regulations, 2025, reported by Moneycontrol on 16.12.2025":
    "PFRDA (NPS मधून बाहेर पडणे व पैसे काढणे) (सुधारणा) विनियम, 2025, Moneycontrol च्या 16.12.2025 च्या बातमीनुसार",
};

/** An 'as of' in Marathi, or the English unchanged for a kind it does not know (the test names it). */
export const asOfMr = asOfReader({
  months: MONTHS,
  quarter: (from, to, year) => `${from}-${to} ${year} तिमाही`,
  checked: (date) => `नियम ${date} रोजी तपासले`,
  inForce: (month, year) => `${month} ${year} पासून लागू`,
});

/** A source in Marathi, or the English unchanged when there is none yet (the test names it). */
export function sourceMr(english: string): string {
  return SOURCES_MR[english] ?? english;
}

/**
 * scheme-parts' rateSource in Marathi: the default rate with its quarter and source. `forScheme`
 * is 'for the scheme' as the sentence needs it ('PPF साठी', 'सुकन्या समृद्धी योजनेसाठी').
 */
export function rateSourceMr(forScheme: string, rate: SourcedFigure): string {
  return `फॉर्ममध्ये आधीच भरलेला वार्षिक ${formatPercent(rate.value)} दर ${forScheme} ${asOfMr(rate.asOf)} करिता अधिसूचित केलेला दर आहे (${sourceMr(rate.source)}); व्याजदर दर तिमाहीला ठरतात.`;
}

/** scheme-parts' rulesSource in Marathi: where the limits come from and when they were checked. */
export function rulesSourceMr(rules: SchemeRules): string {
  return `योजनेच्या मर्यादा: ${sourceMr(rules.source)}, ${asOfMr(rules.asOf)}.`;
}

// ─── The results PPF and Sukanya Samriddhi share (yearly-deposit-parts.ts) ─────────────────

export const YEARLY_DEPOSIT_MR = {
  results: { invested: "एकूण जमा", interest: "एकूण व्याज", total: "मुदतपूर्ती रक्कम" },
  /** The chart's axis and series; its title is each scheme's. */
  chart: { xLabel: "वर्ष", series: ["आतापर्यंत जमा", "शिल्लक"] },
  table: {
    caption: "वर्षनिहाय शिल्लक",
    columns: { year: "वर्ष", deposit: "जमा", interest: "व्याज", balance: "शिल्लक" },
  },
  /** The donut's slices. */
  messages: { "Total deposited": "एकूण जमा", "Interest earned": "एकूण व्याज" },
} as const;

// ─── The results SCSS and the Post Office MIS share (payout-parts.ts) ──────────────────────

export const PAYOUT_MR = {
  results: { yearlyInterest: "एका वर्षाचे व्याज", totalInterest: "एकूण व्याज", total: "एकूण मिळणारी रक्कम (ठेव + व्याज)" },
  tables: [
    {
      caption: "वर्षनिहाय मिळालेले व्याज",
      columns: { year: "वर्ष", interest: "त्या वर्षी मिळालेले व्याज", interestSoFar: "आतापर्यंत मिळालेले व्याज" },
    },
  ],
  /** The donut's slices. */
  messages: { Deposit: "ठेव रक्कम", "Total interest": "एकूण व्याज" },
} as const;
