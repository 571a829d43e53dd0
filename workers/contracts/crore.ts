// The first-crore planner's part of the worker contract. Imported by the UI only as types,
// through workers/calc-contract.ts.

export interface CroreInputs {
  monthlyInvestment: number;
  /** Annual return, percent. */
  annualRate: number;
  /** Annual inflation, percent; the ₹1 crore goal grows by inflation / 12 each month. */
  inflationRate: number;
}

/** One row per year up to the goal month (the last row may be a part year). */
export interface CroreProjection {
  /** Years elapsed at the row (months / 12). */
  year: Float64Array;
  invested: Float64Array;
  returns: Float64Array;
  /** What the SIP is worth then. */
  value: Float64Array;
  /** ₹1 crore grown by inflation to then. */
  target: Float64Array;
}

export interface CroreResult {
  /** False when the goal is not reached within 1200 months; every figure is then 0. */
  reached: boolean;
  /** The goal month m. */
  totalMonths: number;
  /** ⌊m / 12⌋. */
  years: number;
  /** m mod 12. */
  months: number;
  invested: number;
  returns: number;
  fvAtGoal: number;
  inflatedTarget: number;
  projection: CroreProjection;
}

export interface CroreApi {
  /** The first month a start-of-month SIP is worth ₹1 crore grown by inflation, searched up to 1200 months. */
  crore(inputs: CroreInputs): Promise<CroreResult>;
}
