// The returns family's part of the worker contract: SWP, CAGR, simple interest and XIRR.
// Imported by the UI only as types, through workers/calc-contract.ts.

export interface SwpInputs {
  /** The amount invested at the start. */
  corpus: number;
  /** Taken out at the end of each month. */
  monthlyWithdrawal: number;
  /** Expected return, percent a year (compounded monthly at rate / 12). */
  annualRate: number;
  /** Years; months = round(years × 12). */
  years: number;
}

export interface SwpResult {
  totalWithdrawn: number;
  finalBalance: number;
  totalReturns: number;
  /** Full withdrawals the corpus pays before it runs out; null when it never runs out. */
  fullMonths: number | null;
  /** The smaller last withdrawal, in the month after the full ones (0 when none). */
  lastPartial: number;
  /** Months in the period. */
  months: number;
  /** One row per year, until the money runs out. */
  projection: { year: Float64Array; withdrawn: Float64Array; returns: Float64Array; balance: Float64Array };
}

export interface CagrInputs {
  initialValue: number;
  finalValue: number;
  /** Years; fractions allowed. */
  years: number;
}

export interface CagrResult {
  /** Percent a year. */
  cagr: number;
  /** Percent over the whole period. */
  absoluteReturn: number;
  gain: number;
  /** The steady path at the CAGR, one row per year (and a final part year). */
  projection: { year: Float64Array; value: Float64Array };
}

export interface SimpleInterestInputs {
  principal: number;
  annualRate: number;
  /** Years; months = round(years × 12). */
  timePeriod: number;
}

export interface SimpleInterestResult {
  interest: number;
  total: number;
  projection: { year: Float64Array; interest: Float64Array; total: Float64Array };
}

export interface CashFlow {
  /** An ISO date, yyyy-mm-dd. */
  date: string;
  /** Rupees: negative for money put in, positive for money taken out (or the value today). */
  amount: number;
}

export interface XirrInputs {
  flows: readonly CashFlow[];
}

export type XirrStatus = "solved" | "no-sign-change" | "no-solution";

export interface XirrResult {
  status: XirrStatus;
  /** Percent a year; 0 unless solved. */
  xirr: number;
  /** The flows' value at the answer, discounted to the first date (about 0). */
  npvAtRate: number;
  invested: number;
  returned: number;
  /** returned − invested. */
  gain: number;
  /** Years from the first flow to the last. */
  spanYears: number;
  /** One row per flow in the order given (empty unless solved). */
  flows: { years: Float64Array; amount: Float64Array; presentValue: Float64Array };
}

export interface ReturnsApi {
  /** SWP: a corpus earning rate / 12 a month, paying a fixed withdrawal at each month end. */
  swp(inputs: SwpInputs): Promise<SwpResult>;
  /** CAGR: (final / initial)^(1 / years) − 1. */
  cagr(inputs: CagrInputs): Promise<CagrResult>;
  /** Simple interest: P × r × t / 100. */
  simpleInterest(inputs: SimpleInterestInputs): Promise<SimpleInterestResult>;
  /** XIRR: the annual rate that makes dated flows net to zero (actual days ÷ 365). */
  xirr(inputs: XirrInputs): Promise<XirrResult>;
}
