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
// (Monte Carlo planning adds its figures here.)

// ─── Income tax (FY 2025-26 and FY 2026-27) ────────────────────────────────────────────────
// Every slab, limit and rate of the income tax and HRA calculators, per financial year with
// the date checked and the sources, lives in ./tax-rules.ts (TAX_YEARS).
export { TAX_YEARS, type TaxYear } from "./tax-rules";

// ─── Small savings schemes (PPF, SSY, SCSS, NSC, Post Office MIS) and NPS ─────────────────
// (The government-scheme calculators add their rates here.)

// ─── Provident fund, gratuity and other salary rules (EPF, gratuity) ──────────────────────
// (The EPF and gratuity calculators add their figures here.)
