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
// (The income tax and HRA calculators add their rules here, or in a tax-rules module this
// section points to.)

// ─── Small savings schemes (PPF, SSY, SCSS, NSC, Post Office MIS) and NPS ─────────────────
// (The government-scheme calculators add their rates here.)

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
