// Every default that comes from the outside world (a tax rule, a scheme's rate, a market
// volatility) lives here, once, with the date it was last checked and where it was seen
// (../shared/REFERENCE-DATA.md). A definition shows `asOf` and `source` beside its result, so
// the next rate change is one edit in this file. Sections are kept apart by owner.
import { INDIA_HISTORY, fyLabel, type HistoryFigure } from "../core/india-history";

/** A figure from outside, with when and where it was seen. */
export interface SourcedFigure {
  value: number;
  /** When the figure was last checked, as shown to the visitor ('Oct-Dec 2026 quarter'). */
  asOf: string;
  /** Where it was seen, as shown to the visitor. */
  source: string;
}

// ─── Market assumptions for simulated odds (volatilities) ─────────────────────────────────
// The defaults of the 'How likely is this plan to work?' panel (src/calculators/odds/). Each is
// the standard deviation of a year's log growth, in percent, computed by
// scripts/india-history.mjs from the series shipped in data/india-history/ (never typed here);
// the visitor can change each one. Financial year t runs April t−1 to March t.

const { defaults: HISTORY_DEFAULTS } = INDIA_HISTORY;
/** When the shipped series were last checked against their sources (data/india-history/SOURCES.md). */
const HISTORY_AS_OF = `series to March ${INDIA_HISTORY.lastYear}, checked Nov 2026`;
const years = (figure: HistoryFigure) => `FY ${fyLabel(figure.fromYear)} to FY ${fyLabel(figure.toYear)}`;

/** Equity SIPs and goals (SIP, first crore, the seven goal planners): the Sensex since screen trading came to both exchanges. */
export const EQUITY_RETURN_VOLATILITY: SourcedFigure = {
  value: HISTORY_DEFAULTS.equityVolatility.value,
  asOf: HISTORY_AS_OF,
  source: `BSE Sensex with dividends at ${INDIA_HISTORY.dividendPct}% a year, end-March to end-March, ${years(HISTORY_DEFAULTS.equityVolatility)}, after screen trading came to both exchanges (source: BSE)`,
};

/** The longer view shown beside the default: every year of the series, a more cautious figure a visitor may prefer. */
export const EQUITY_RETURN_VOLATILITY_LONG_RUN: SourcedFigure = {
  value: HISTORY_DEFAULTS.equityVolatilityLongRun.value,
  asOf: HISTORY_AS_OF,
  source: `BSE Sensex with dividends at ${INDIA_HISTORY.dividendPct}% a year, end-March to end-March, ${years(HISTORY_DEFAULTS.equityVolatilityLongRun)}, the 1992 bubble and crash included (source: BSE)`,
};

/**
 * A retirement corpus (retirement and aging parent, after retirement): their post-retirement
 * returns (6% by default) are a safer mix, so a corpus one third in the Sensex and two thirds in
 * PPF, rebalanced each April; stated as such on the page.
 */
export const RETIREMENT_RETURN_VOLATILITY: SourcedFigure = {
  value: HISTORY_DEFAULTS.retirementVolatility.value,
  asOf: HISTORY_AS_OF,
  source: `a corpus one third in the BSE Sensex (with dividends) and two thirds in PPF, rebalanced yearly, ${years(HISTORY_DEFAULTS.retirementVolatility)} (sources: BSE; Government of India PPF notifications)`,
};

/** Inflation: India's CPI inflation year by year. */
export const INFLATION_VOLATILITY: SourcedFigure = {
  value: HISTORY_DEFAULTS.inflationVolatility.value,
  asOf: HISTORY_AS_OF,
  source: `World Bank CPI inflation for India, calendar years ${HISTORY_DEFAULTS.inflationVolatility.fromYear - 1} to ${HISTORY_DEFAULTS.inflationVolatility.toYear - 1} (CC BY 4.0)`,
};

// ─── Income tax (FY 2025-26 and FY 2026-27) ────────────────────────────────────────────────
// Every slab, limit and rate of the income tax and HRA calculators, per financial year with
// the date checked and the sources, lives in ./tax-rules.ts (TAX_YEARS).
export { TAX_YEARS, type TaxYear } from "./tax-rules";

// ─── Small savings schemes (PPF, SSY, SCSS, NSC, Post Office MIS) and NPS ─────────────────
// Rates are notified by the Ministry of Finance each quarter; every rate below was unchanged in
// all four quarters of FY 2025-26 (and, by press reports not confirmed here, into FY 2026-27).
// The scheme rules (terms, limits) are those of the 2019 scheme notifications as amended.

const SMALL_SAVINGS_QUARTER = "Jan-Mar 2026 quarter";
const SMALL_SAVINGS_SOURCE = "Ministry of Finance (DEA) notification of 31.12.2025, reported by taxguru.in";
/** When the scheme rules below were last checked against the sources named with them. */
const SCHEME_RULES_CHECKED = "rules checked 23 Nov 2026";

/** A scheme's rules (terms and limits, in rupees and years), with when and where they were seen. */
export interface SchemeRules {
  asOf: string;
  source: string;
}

const smallSavingsRate = (value: number): SourcedFigure => ({ value, asOf: SMALL_SAVINGS_QUARTER, source: SMALL_SAVINGS_SOURCE });

export const PPF_RULES = {
  rate: smallSavingsRate(7.1),
  minYearlyDeposit: 500,
  maxYearlyDeposit: 150_000,
  termYears: 15,
  extensionBlockYears: 5,
  asOf: SCHEME_RULES_CHECKED,
  source: "Public Provident Fund Scheme, 2019, as summarised by Livemint and India.com",
} as const satisfies SchemeRules & Record<string, unknown>;

export const SSY_RULES = {
  rate: smallSavingsRate(8.2),
  minYearlyDeposit: 250,
  maxYearlyDeposit: 150_000,
  depositYears: 15,
  maturityYears: 21,
  maxOpeningAge: 10,
  asOf: SCHEME_RULES_CHECKED,
  source: "Sukanya Samriddhi Account Scheme, 2019, as reported from the Ministry of Finance (Jan 2025)",
} as const satisfies SchemeRules & Record<string, unknown>;

export const SCSS_RULES = {
  rate: smallSavingsRate(8.2),
  minDeposit: 1_000,
  maxDeposit: 3_000_000,
  depositMultiple: 1_000,
  termYears: 5,
  extensionYears: 3,
  asOf: SCHEME_RULES_CHECKED,
  source: "Senior Citizens' Savings Scheme, 2019 (₹30 lakh limit from 1.4.2023), as published by SBI",
} as const satisfies SchemeRules & Record<string, unknown>;

export const POST_OFFICE_MIS_RULES = {
  rate: smallSavingsRate(7.4),
  minDeposit: 1_000,
  maxDepositSingle: 900_000,
  maxDepositJoint: 1_500_000,
  depositMultiple: 1_000,
  termYears: 5,
  asOf: SCHEME_RULES_CHECKED,
  source: "National Savings (Monthly Income Account) Scheme, 2019 (limits from 1.4.2023), as listed by India Post agents",
} as const satisfies SchemeRules & Record<string, unknown>;

export const NSC_RULES = {
  rate: smallSavingsRate(7.7),
  minAmount: 1_000,
  amountMultiple: 100,
  termYears: 5,
  asOf: SCHEME_RULES_CHECKED,
  source: "National Savings Certificate (VIII Issue) Scheme, 2019",
} as const satisfies SchemeRules & Record<string, unknown>;

/**
 * NPS exit at 60. Since the PFRDA (Exits and Withdrawals under NPS) (Amendment) Regulations,
 * 2025 (gazette of mid-December 2025), a subscriber outside government must put at least 20%
 * of a corpus above ₹12 lakh into an annuity (40% before); a government subscriber at least 40%.
 * Smaller corpora may be taken more freely (up to ₹8 lakh all at once), which the page explains.
 */
export const NPS_RULES = {
  exitAge: 60,
  minEntryAge: 18,
  minAnnuitySharePctGovernment: 40,
  minAnnuitySharePctOthers: 20,
  fullWithdrawalCorpusLimit: 800_000,
  asOf: "in force from Dec 2025; " + SCHEME_RULES_CHECKED,
  source: "PFRDA (Exits and Withdrawals under NPS) (Amendment) Regulations, 2025, reported by Moneycontrol on 16.12.2025",
} as const satisfies SchemeRules & Record<string, unknown>;

/** What the NPS page assumes where no rate is notified: the visitor's own figures to change. */
export const NPS_ASSUMPTIONS = {
  /** A long-run return between equity and government bonds for a mixed NPS allocation. */
  annualReturn: { value: 10, asOf: "Nov 2026", source: "Sense & Life assumption, not a notified rate" },
  /** Not a market quote: insurers price an annuity by age and option, so the visitor sets it. */
  annuityRate: { value: 6, asOf: "Nov 2026", source: "Sense & Life assumption; insurers quote by age and annuity option" },
} as const satisfies Record<string, SourcedFigure>;

// ─── Provident fund, gratuity and other salary rules (EPF, gratuity) ──────────────────────

/** EPF interest rate, percent a year (credited on the monthly running balance, EPF Scheme para 60). */
export const EPF_INTEREST_RATE: SourcedFigure = {
  value: 8.25,
  asOf: "FY 2024-25, kept for FY 2025-26; checked Nov 2026",
  source: "EPFO circular of 22 May 2025; FY 2025-26 as reported from a Ministry of Labour statement of 2 Mar 2026",
};

/** The employee's EPF contribution, percent of basic + DA. */
export const EPF_EMPLOYEE_SHARE: SourcedFigure = {
  value: 12,
  asOf: "checked Nov 2026",
  source: "EPF & MP Act, 1952, s. 6",
};

/**
 * The part of the employer's 12% that goes to the EPF account, percent of basic + DA: the other
 * 8.33% goes to the pension scheme (EPS), on wages up to ₹15,000 a month (at most ₹1,250).
 */
export const EPF_EMPLOYER_SHARE: SourcedFigure = {
  value: 3.67,
  asOf: "checked Nov 2026",
  source: "EPF & MP Act, 1952, s. 6; Employees' Pension Scheme, 1995 (8.33% to EPS)",
};

/** The monthly wage on which the employer's 8.33% pension contribution is capped. */
export const EPS_WAGE_CEILING: SourcedFigure = {
  value: 15_000,
  asOf: "since Sep 2014, checked Nov 2026",
  source: "Employees' Pension Scheme, 1995, para 3",
};

/** Gratuity exempt from income tax over a working life, rupees; also the Act's ceiling on gratuity payable. */
export const GRATUITY_EXEMPT_LIMIT: SourcedFigure = {
  value: 2_000_000,
  asOf: "from 29 Mar 2018, checked Nov 2026",
  source: "CBDT notification S.O. 1213(E) of 8 Mar 2019 (s. 10(10)); Payment of Gratuity (Amendment) Act, 2018",
};

/** Years of continuous service before gratuity is payable (fixed-term employees: 1 year). */
export const GRATUITY_MINIMUM_YEARS = {
  permanent: { value: 5, asOf: "checked Nov 2026", source: "Payment of Gratuity Act, 1972, s. 4(1)" },
  fixedTerm: { value: 1, asOf: "from 21 Nov 2025, checked Nov 2026", source: "Code on Social Security, 2020, s. 53 (labour codes in force 21 Nov 2025)" },
} as const satisfies Record<string, SourcedFigure>;
