// Every default that comes from the outside world (a tax rule, a scheme's rate, a market
// volatility) lives here, once, with the date it was last checked and where it was seen
// (../shared/REFERENCE-DATA.md). A definition shows `asOf` and `source` beside its result, so
// the next rate change is one edit in this file. Sections are kept apart by owner.

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
// the standard deviation of a year's log growth, in percent; the visitor can change each one.

/** Equity SIPs and goals (SIP, first crore, the seven goal planners). */
export const EQUITY_RETURN_VOLATILITY: SourcedFigure = {
  value: 18,
  asOf: "August 2020",
  source: "NIFTY 50 standard deviation of 18.07% a year over 5 years (annualised daily returns), NSE index factsheet",
};

/** The longer view shown beside the default: a more cautious figure a visitor may prefer. */
export const EQUITY_RETURN_VOLATILITY_SINCE_1995: SourcedFigure = {
  value: 23.97,
  asOf: "August 2020",
  source: "NIFTY 50 standard deviation since its 1995 base, NSE index factsheet",
};

/**
 * A retirement corpus (retirement and aging parent): their post-retirement returns (6% by
 * default) are a debt-heavy mix, so a third of the equity figure since 1995, as for a corpus
 * about one-third in equity whose debt part barely moves; stated as such on the page.
 */
export const RETIREMENT_RETURN_VOLATILITY: SourcedFigure = {
  value: 8,
  asOf: "August 2020",
  source: "about a third of the NIFTY 50's 23.97% since 1995 (NSE index factsheet), for a corpus about one-third in equity and the rest in debt",
};

/**
 * Inflation: no published standard deviation was found (../shared/REFERENCE-DATA.md), so the
 * RBI's tolerance band of ±2 points around its 4% CPI target is read as one standard deviation.
 */
export const INFLATION_VOLATILITY: SourcedFigure = {
  value: 2,
  asOf: "target in force since 2016",
  source:
    "no published figure: the RBI's tolerance band of ±2 percentage points around its 4% CPI inflation target, read as one standard deviation (CPI inflation averaged 7.4% over 1960-2021, World Bank)",
};

// ─── Income tax (FY 2025-26 and FY 2026-27) ────────────────────────────────────────────────
// (The income tax and HRA calculators add their rules here, or in a tax-rules module this
// section points to.)

// ─── Small savings schemes (PPF, SSY, SCSS, NSC, Post Office MIS) and NPS ─────────────────
// (The government-scheme calculators add their rates here.)

// ─── Provident fund, gratuity and other salary rules (EPF, gratuity) ──────────────────────
// (The EPF and gratuity calculators add their figures here.)
