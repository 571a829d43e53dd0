// The contract between the UI and the calculation worker, written once as types and
// imported by both sides (`import type` only on the UI side). Adding a calculation fails to
// compile until the core wrapper (calc-api.ts) and the UI agree on it.

export interface SipInputs {
  monthlyInvestment: number;
  /** Annual return, percent (12 means 12%). */
  annualRate: number;
  /** Years; months = round(years × 12). */
  timePeriod: number;
}

/** A yearly growth table, one typed column per field (uPlot draws columns as they are). */
export interface GrowthProjection {
  /** Years elapsed at the row (the last row may be a fraction for a part year). */
  year: Float64Array;
  principal: Float64Array;
  growth: Float64Array;
  total: Float64Array;
}

export interface GrowthResult {
  invested: number;
  gained: number;
  total: number;
  projection: GrowthProjection;
}

export interface CalcApi {
  /** SIP: payments at the start of each month, compounded monthly at annual%/12. */
  sip(inputs: SipInputs): Promise<GrowthResult>;
}
