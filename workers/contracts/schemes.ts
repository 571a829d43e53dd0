// The government schemes' part of the worker contract: PPF, Sukanya Samriddhi, SCSS, Post
// Office MIS, NSC and the NPS. Imported by the UI only as types, through
// workers/calc-contract.ts. Rates are annual percentages (7.1 means 7.1%); years are whole.

export interface PpfInputs {
  /** Paid at the start of every year of the term, extensions included. */
  yearlyDeposit: number;
  annualRate: number;
  /** Whole years: 15, or 15 plus extension blocks of 5. */
  timePeriod: number;
}

export interface SsyInputs {
  /** Paid at the start of each of the first 15 years of the account. */
  yearlyDeposit: number;
  annualRate: number;
  /** The girl's age in whole years when the account is opened (0 to 10). */
  girlAge: number;
}

/** A yearly table of deposits credited with interest once a year. */
export interface YearlyDepositProjection {
  /** Years since the account was opened, 1, 2, … */
  year: Float64Array;
  /** Deposited at the start of that year (0 once deposits stop). */
  deposit: Float64Array;
  /** Interest credited at that year's end. */
  interest: Float64Array;
  /** Balance at that year's end. */
  balance: Float64Array;
  depositedSoFar: Float64Array;
}

export interface YearlyDepositResult {
  invested: number;
  interest: number;
  total: number;
  projection: YearlyDepositProjection;
}

export interface SsyResult extends YearlyDepositResult {
  /** The girl's age when the account was opened (the table's ages start from it). */
  openingAge: number;
  /** Her age when the account matures, 21 years after opening. */
  maturityAge: number;
}

export interface PayoutInputs {
  deposit: number;
  annualRate: number;
}

export interface ScssInputs extends PayoutInputs {
  /** 5, or 8 when extended once by 3 years. */
  timePeriod: number;
}

export interface PayoutResult {
  deposit: number;
  /** Interest paid each period (a quarter for SCSS, a month for MIS). */
  payout: number;
  yearlyInterest: number;
  totalInterest: number;
  /** The deposit back at maturity plus every payout. */
  totalReceived: number;
  projection: { year: Float64Array; interest: Float64Array; interestSoFar: Float64Array };
}

export interface NscInputs {
  amount: number;
  annualRate: number;
}

export interface NscResult {
  invested: number;
  interest: number;
  total: number;
  projection: { year: Float64Array; interest: Float64Array; accrued: Float64Array; value: Float64Array };
}

export interface NpsInputs {
  monthlyContribution: number;
  /** Whole years, below the exit age. */
  currentAge: number;
  /** Whole years; the normal exit age is 60. */
  exitAge: number;
  /** Expected annual return of the NPS funds, percent. */
  annualReturn: number;
  /** Percent of the corpus that buys an annuity at exit. */
  annuityShare: number;
  /** The annuity's yearly payout as a percent of its price. */
  annuityRate: number;
}

export interface NpsResult {
  invested: number;
  gains: number;
  corpus: number;
  lumpSum: number;
  annuityPurchase: number;
  monthlyPension: number;
  projection: { year: Float64Array; age: Float64Array; invested: Float64Array; value: Float64Array };
}

export interface SchemesApi {
  /** PPF: a deposit at the start of each year, interest compounded yearly, over 15 years or more. */
  ppf(inputs: PpfInputs): Promise<YearlyDepositResult>;
  /** Sukanya Samriddhi: deposits for 15 years, interest compounded yearly, maturity 21 years after opening. */
  ssy(inputs: SsyInputs): Promise<SsyResult>;
  /** Senior Citizens' Savings Scheme: interest paid every quarter, the deposit back at maturity. */
  scss(inputs: ScssInputs): Promise<PayoutResult>;
  /** Post Office Monthly Income Scheme: interest paid every month for 5 years, the deposit back at maturity. */
  postOfficeMis(inputs: PayoutInputs): Promise<PayoutResult>;
  /** National Savings Certificate: compounded yearly for 5 years, paid at maturity. */
  nsc(inputs: NscInputs): Promise<NscResult>;
  /** NPS: monthly contributions to the exit age, then a lump sum and an annuity. */
  nps(inputs: NpsInputs): Promise<NpsResult>;
}
