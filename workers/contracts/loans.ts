// The loans family's part of the worker contract: the EMI and its repayment schedule.
// Imported by the UI only as types, through workers/calc-contract.ts.

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
  /** Outstanding after the instalment; exactly 0 after the last. */
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

export interface EmiResult {
  /** The monthly instalment, unrounded (shown with paise). */
  emi: number;
  /** Everything paid: principal + interest. */
  total: number;
  principal: number;
  interest: number;
  /** Number of instalments. */
  months: number;
  startYear: number;
  startMonth: number;
  monthly: EmiMonthlySchedule;
  yearly: EmiYearlySchedule;
}

export interface LoansApi {
  /** EMI = P·i(1+i)^n/((1+i)^n−1) with the schedule; the last instalment closes the loan at 0. */
  emi(inputs: EmiInputs): Promise<EmiResult>;
}
