// The goal planners' part of the worker contract: education, marriage, wedding, car, home,
// vacation and custom all call one projection (spec 2 §3, §9).

export interface GoalInputs {
  /** The goal's cost today, rupees. */
  presentCost: number;
  /** The share of the inflated cost to save for, percent: a home's down payment, else 100. */
  sharePct: number;
  /** Years until the goal; months = round(years × 12). */
  years: number;
  /** Expected annual return, percent. */
  annualRate: number;
  /** Yearly growth of the cost, percent (0 when an optional field is left empty). */
  inflationRate: number;
  /** Round every amount to whole rupees (vacation and custom, spec 2 §9). */
  wholeRupees: boolean;
}

/** One row per year, one typed column per field. */
export interface GoalProjection {
  /** Years elapsed at the row's end (the last row may be a part year). */
  year: Float64Array;
  investedAmount: Float64Array;
  /** Never below 0 (spec 2 §9). */
  returnsEarned: Float64Array;
  /** investedAmount + returnsEarned: what the SIP is worth at the row's end. */
  totalValue: Float64Array;
}

export interface GoalResult {
  /** The inflation-adjusted goal: what the SIP must reach. */
  futureCost: number;
  monthlyInvestment: number;
  totalInvested: number;
  totalReturns: number;
  /** Today's cost of what is saved for (the down payment share for a home). */
  presentCost: number;
  projection: GoalProjection;
}

export interface GoalsApi {
  /** The monthly SIP (paid at the start of each month) that reaches an inflated goal. */
  goal(inputs: GoalInputs): Promise<GoalResult>;
}
