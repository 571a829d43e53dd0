// The growth family's part of the worker contract: SIP (and the calculators that grow money
// over years). Imported by the UI only as types, through workers/calc-contract.ts.

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

export interface GrowthApi {
  /** SIP: payments at the start of each month, compounded monthly at annual%/12. */
  sip(inputs: SipInputs): Promise<GrowthResult>;
}
