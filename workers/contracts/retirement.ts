// The retirement family's part of the worker contract: the retirement planner and the
// aging-parent planner share one plan (spec 1 §3; spec 2 §3).

export interface RetirementInputs {
  currentAge: number;
  retirementAge: number;
  lifeExpectancy: number;
  /** Monthly expenses in today's rupees. */
  monthlyExpenses: number;
  /** Percent a year. */
  inflation: number;
  /** Percent of each withdrawal paid as tax after retirement. */
  taxSlabPostRetirement: number;
  /** Percent a year, until retirement (for the SIP that builds the corpus). */
  preRetirementReturn: number;
  /** Percent a year, on the corpus during retirement. */
  postRetirementReturn: number;
}

/** One row per retirement year, one typed column per field. */
export interface RetirementProjection {
  /** Age at the start of the year, when its withdrawal is taken. */
  age: Float64Array;
  /** 1 for the first year of retirement. */
  year: Float64Array;
  openingBalance: Float64Array;
  /** Taken from the corpus at the start of the year (equals preTaxWithdrawal). */
  withdrawal: Float64Array;
  preTaxWithdrawal: Float64Array;
  postTaxWithdrawal: Float64Array;
  /** Interest earned in the year on what stays invested. */
  return: Float64Array;
  /** Exactly 0 after the last year. */
  yearEndBalance: Float64Array;
  /** The side fund at year end; it reaches the corpus in the last year. */
  capitalProtectionAmount: Float64Array;
  /** yearEndBalance + capitalProtectionAmount. */
  balance: Float64Array;
}

export interface RetirementResult {
  retirementCorpusRequired: number;
  fundToGetCapitalBack: number;
  totalRetirementCorpusRequired: number;
  firstYearExpensePreTax: number;
  /** Percent (30 means 30%). */
  taxRate: number;
  /** The SIP at the pre-retirement return that builds the total corpus by retirement; 0 when already retired. */
  monthlyInvestment: number;
  yearsToRetirement: number;
  yearsInRetirement: number;
  projection: RetirementProjection;
}

export interface RetirementApi {
  /** Corpus, capital-protection fund and the year-by-year drawdown of a retirement. */
  retirement(inputs: RetirementInputs): Promise<RetirementResult>;
}
