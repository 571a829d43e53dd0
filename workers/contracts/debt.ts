// The debt family's part of the worker contract: the snowball and avalanche payoff plans,
// and the emergency fund that keeps a surprise from becoming a debt. Imported by the UI only
// as types, through workers/calc-contract.ts.

export interface DebtEntry {
  /** Outstanding, rupees (above 0). */
  balance: number;
  /** Annual interest rate, percent (0 or more). */
  rate: number;
  /** Minimum monthly payment, rupees (0 for none). */
  minimumPayment: number;
}

export interface DebtPlanInputs {
  /** 1 to 20 debts, in the order the visitor listed them. */
  debts: readonly DebtEntry[];
  /** Paid toward all debts each month, rupees; 0 works out only the orders. */
  monthlyBudget: number;
}

/**
 * How a strategy's payoff ended: 'cleared' within the simulation; 'below-minimums' (the budget
 * is less than the minimum payments together); 'below-interest' (the budget does not exceed
 * the first month's interest); 'not-cleared' within 600 months; 'no-budget' (orders only).
 */
export type PayoffStatus = "cleared" | "below-minimums" | "below-interest" | "not-cleared" | "no-budget";

/** Month by month while simulated, from month 0 (the start). */
export interface PayoffTimeline {
  month: Float64Array;
  /** All debts together after the month's payments. */
  balance: Float64Array;
  /** Interest charged so far. */
  interestPaid: Float64Array;
}

export interface StrategyPlan {
  /** Input indices of the debts in the order this strategy pays them. */
  order: number[];
  status: PayoffStatus;
  /** Months to debt-free (0 unless cleared). */
  months: number;
  totalInterest: number;
  totalPaid: number;
  minimumsTotal: number;
  firstMonthInterest: number;
  startBalance: number;
  /** By input index: the month each debt is cleared, 0 if it is not. */
  payoffMonth: number[];
  timeline: PayoffTimeline;
}

export interface DebtPlan {
  /** Smallest balance first. */
  snowball: StrategyPlan;
  /** Highest interest rate first. */
  avalanche: StrategyPlan;
}

export interface EmergencyInputs {
  /** Monthly essential expenses, rupees. */
  monthlyEssentials: number;
}

export interface EmergencyResult {
  /** 3 months of essentials. */
  minimum: number;
  /** 6 months of essentials. */
  ideal: number;
  /** Saved each month (rounded up) to build the minimum in 12 months. */
  monthlyForMinimumIn12: number;
  /** Saved each month (rounded up) to build the ideal in 24 months. */
  monthlyForIdealIn24: number;
}

export interface DebtApi {
  /** Both strategies' orders and, with a budget, their month-by-month payoff. */
  debtPlan(inputs: DebtPlanInputs): Promise<DebtPlan>;
  /** Minimum (3×) and ideal (6×) emergency fund. */
  emergencyFund(inputs: EmergencyInputs): Promise<EmergencyResult>;
}
