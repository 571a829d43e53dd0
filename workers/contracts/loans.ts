// The loans family's part of the worker contract: the EMI and its repayment schedule, with
// optional part-payments. Imported by the UI only as types, through workers/calc-contract.ts.

/** What a part-payment does: keep the EMI and finish early, or keep the end date and lower the EMI. */
export type PrepaymentMode = "reduceTenure" | "reduceEmi";

/**
 * Optional part-payments, each paid just after that month's EMI. Months count from 1 (the
 * first EMI) and must fall within the tenure; an amount of 0 (or none) means no such payment.
 */
export interface EmiPrepayment {
  /** A one-time part-payment, rupees. */
  oneTimeAmount?: number;
  /** The loan month of the one-time part-payment. */
  oneTimeMonth?: number;
  /** A fixed extra paid every month, rupees. */
  extraMonthly?: number;
  /** The loan month of the first extra payment. */
  extraFromMonth?: number;
  /** 'reduceTenure' unless given. Reduce-EMI recomputes the EMI after every month with a part-payment. */
  mode?: PrepaymentMode;
}

export interface EmiInputs {
  /** Loan amount, rupees. */
  amount: number;
  /** Annual interest rate, percent (8.5 means 8.5%). */
  annualRate: number;
  /** Years; instalments = round(tenure × 12). */
  tenure: number;
  /** Calendar year of the first instalment. */
  startYear: number;
  /** Calendar month of the first instalment, 1 (January) to 12. */
  startMonth: number;
  /** Part-payments; none when absent. */
  prepayment?: EmiPrepayment;
}

/** One row per instalment, one typed column per field. */
export interface EmiMonthlySchedule {
  /** 1 for the first instalment. */
  loanMonth: Float64Array;
  calendarYear: Float64Array;
  /** 1 (January) to 12. */
  calendarMonth: Float64Array;
  principal: Float64Array;
  interest: Float64Array;
  /** Outstanding after the instalment and any part-payment; exactly 0 after the last. */
  balance: Float64Array;
}

/** One row per calendar year the loan touches. */
export interface EmiYearlySchedule {
  year: Float64Array;
  /** Principal repaid in the year. */
  principal: Float64Array;
  /** Interest paid in the year. */
  interest: Float64Array;
  /** Outstanding at the year's end (after its last instalment). */
  balance: Float64Array;
}

/** Each calendar year of the loan without part-payments, for the chart's comparison. */
export interface EmiBalanceComparison {
  year: Float64Array;
  /** Outstanding at the year's end with the part-payments (0 once they have repaid the loan). */
  balance: Float64Array;
  /** Outstanding at the year's end without them. */
  plainBalance: Float64Array;
}

/** What the part-payments change against the same loan without them. */
export interface EmiPrepaymentEffect {
  mode: PrepaymentMode;
  /** Every part-payment, added up (a payment beyond the balance counts only what was owed). */
  prepaid: number;
  /** The loan's interest without part-payments, less its interest with them: never negative. */
  interestSaved: number;
  /** The loan without part-payments runs this many months longer. */
  monthsSaved: number;
  /** The EMI from the month after the first part-payment (the same EMI when reducing the tenure; 0 if it repaid the loan). */
  newEmi: number;
  /** The loan without part-payments. */
  plain: { interest: number; total: number; months: number };
  /** The part-payment made in each month of the schedule (row for row with `monthly`; 0 in most). */
  byMonth: Float64Array;
  /** Part-payments made in each calendar year (row for row with `yearly`). */
  byYear: Float64Array;
  comparison: EmiBalanceComparison;
}

export interface EmiResult {
  /** The monthly instalment, unrounded (shown with paise); with part-payments, the first one's. */
  emi: number;
  /** Everything paid: principal + interest (part-payments included). */
  total: number;
  principal: number;
  interest: number;
  /** Number of instalments until the loan is repaid. */
  months: number;
  startYear: number;
  startMonth: number;
  monthly: EmiMonthlySchedule;
  yearly: EmiYearlySchedule;
  /** Present only when a part-payment was asked for (even one that changes nothing). */
  prepayment?: EmiPrepaymentEffect;
}

export interface LoansApi {
  /** EMI = P·i(1+i)^n/((1+i)^n−1) with the schedule and any part-payments; the last instalment closes the loan at 0. */
  emi(inputs: EmiInputs): Promise<EmiResult>;
}
