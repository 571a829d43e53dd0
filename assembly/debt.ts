// Debt payoff (spec 2 §2, §4, §9; DESIGN.md "Formulas") and the emergency fund, the cushion
// that keeps a surprise bill from becoming a new debt (spec 2 §9).
//
// Debts arrive in INPUTS, DEBT_STRIDE numbers each: balance (₹), annual rate (%), minimum
// monthly payment (₹, 0 for none). Snowball pays the smallest balance first, avalanche the
// highest rate first. Each simulated month: interest is added to every balance at
// rate / 12; every debt gets its minimum (or what is left of it); the rest of the budget
// goes to the first unpaid debt in strategy order, spilling to the next when that one is
// cleared. A cleared debt's minimum stays in the budget, so freed payments roll over.
import { ERR_DOMAIN, input, packColumns, setCell, setScalar } from "./buffers";

/** Debts one call may take: DEBT_STRIDE × MAX_DEBTS numbers fit INPUT_CAPACITY (256). */
export const MAX_DEBTS: i32 = 20;
export const DEBT_STRIDE: i32 = 3;
/** The simulation gives up after 50 years of months rather than run for ever. */
export const MAX_PAYOFF_MONTHS: i32 = 600;
/** Largest annual rate the core accepts, percent (the UI asks for less). */
const MAX_RATE_PCT: f64 = 1000;
/** A balance left under half a paisa by floating-point rounding counts as cleared. */
const CLEARED_RUPEES: f64 = 0.005;

export const STRATEGY_SNOWBALL: i32 = 0;
export const STRATEGY_AVALANCHE: i32 = 1;

// Status (scalar DEBT_STATUS).
/** Every debt was cleared; DEBT_MONTHS says when. */
export const PAYOFF_CLEARED: i32 = 0;
/** The budget is less than the minimum payments together (DEBT_MINIMUMS_TOTAL). */
export const PAYOFF_BELOW_MINIMUMS: i32 = 1;
/** The budget does not exceed the first month's interest (DEBT_FIRST_MONTH_INTEREST). */
export const PAYOFF_BELOW_INTEREST: i32 = 2;
/** Not cleared within MAX_PAYOFF_MONTHS. */
export const PAYOFF_NOT_CLEARED: i32 = 3;
/** No budget given: only the order is worked out. */
export const PAYOFF_NO_BUDGET: i32 = 4;

// Scalar slots.
export const DEBT_STATUS: i32 = 0;
export const DEBT_MONTHS: i32 = 1;
export const DEBT_TOTAL_INTEREST: i32 = 2;
export const DEBT_TOTAL_PAID: i32 = 3;
export const DEBT_MINIMUMS_TOTAL: i32 = 4;
export const DEBT_FIRST_MONTH_INTEREST: i32 = 5;
export const DEBT_START_BALANCE: i32 = 6;
/** DEBT_ORDER + k: the input index of the k-th debt to pay off in strategy order. */
export const DEBT_ORDER: i32 = 8;
/** DEBT_PAYOFF_MONTH + d: the month debt d (input index) is cleared, 0 if it is not. */
export const DEBT_PAYOFF_MONTH: i32 = DEBT_ORDER + MAX_DEBTS;

// Table columns, one row per month from month 0 (the start) to the last simulated month.
export const DEBT_COL_MONTH: i32 = 0;
export const DEBT_COL_BALANCE: i32 = 1;
export const DEBT_COL_INTEREST_PAID: i32 = 2;
/** The cells debtPayoff may write: its columns MAX_PAYOFF_MONTHS + 1 apart before they are packed. */
export const DEBT_WRITTEN_CELLS: i32 = (MAX_PAYOFF_MONTHS + 1) * (DEBT_COL_INTEREST_PAID + 1);

// Working state, allocated once (the stub runtime never frees).
const balances = new StaticArray<f64>(MAX_DEBTS);
const order = new StaticArray<i32>(MAX_DEBTS);
const payoffMonths = new StaticArray<i32>(MAX_DEBTS);

@inline function debtBalance(d: i32): f64 {
  return input(d * DEBT_STRIDE);
}
@inline function debtRate(d: i32): f64 {
  return input(d * DEBT_STRIDE + 1);
}
@inline function debtMinimum(d: i32): f64 {
  return input(d * DEBT_STRIDE + 2);
}

/** Whether debt a is paid before debt b. Ties fall to the other key, then to list order. */
function comesFirst(a: i32, b: i32, strategy: i32): bool {
  const balanceA = debtBalance(a);
  const balanceB = debtBalance(b);
  const rateA = debtRate(a);
  const rateB = debtRate(b);
  if (strategy == STRATEGY_SNOWBALL) {
    if (balanceA != balanceB) return balanceA < balanceB;
    if (rateA != rateB) return rateA > rateB;
  } else {
    if (rateA != rateB) return rateA > rateB;
    if (balanceA != balanceB) return balanceA < balanceB;
  }
  return a < b;
}

/** Insertion sort of the debt indices into strategy order (at most 20 of them). */
function sortOrder(count: i32, strategy: i32): void {
  for (let k: i32 = 0; k < count; k++) unchecked((order[k] = k));
  for (let k: i32 = 1; k < count; k++) {
    const debt = unchecked(order[k]);
    let j = k - 1;
    while (j >= 0 && comesFirst(debt, unchecked(order[j]), strategy)) {
      unchecked((order[j + 1] = order[j]));
      j--;
    }
    unchecked((order[j + 1] = debt));
  }
}

function validDebts(count: i32): bool {
  for (let d: i32 = 0; d < count; d++) {
    const balance = debtBalance(d);
    const rate = debtRate(d);
    const minimum = debtMinimum(d);
    if (!(balance > 0) || !isFinite(balance)) return false;
    if (!(rate >= 0) || rate > MAX_RATE_PCT) return false;
    if (!(minimum >= 0) || !isFinite(minimum)) return false;
  }
  return true;
}

/**
 * Pays off `debtCount` debts from INPUTS with `monthlyBudget` a month in `strategy` order.
 * Scalars: status, months to debt-free, total interest, total paid, the minimums together,
 * the first month's interest, the starting balance, the order, each debt's payoff month.
 * Table (while simulated): month, total balance after the month's payments, interest so far.
 * Returns the table's row count (0 when nothing was simulated), or ERR_DOMAIN.
 */
export function debtPayoff(debtCount: i32, monthlyBudget: f64, strategy: i32): i32 {
  if (debtCount < 1 || debtCount > MAX_DEBTS || !validDebts(debtCount)) return ERR_DOMAIN;
  if (!(monthlyBudget >= 0) || !isFinite(monthlyBudget)) return ERR_DOMAIN;
  if (strategy != STRATEGY_SNOWBALL && strategy != STRATEGY_AVALANCHE) return ERR_DOMAIN;

  sortOrder(debtCount, strategy);
  let startBalance: f64 = 0;
  let minimumsTotal: f64 = 0;
  let firstMonthInterest: f64 = 0;
  for (let d: i32 = 0; d < debtCount; d++) {
    unchecked((balances[d] = debtBalance(d)));
    startBalance += debtBalance(d);
    minimumsTotal += debtMinimum(d);
    firstMonthInterest += (debtBalance(d) * debtRate(d)) / 1200;
    unchecked((payoffMonths[d] = 0));
    setScalar(DEBT_ORDER + d, <f64>unchecked(order[d]));
    setScalar(DEBT_PAYOFF_MONTH + d, 0);
  }
  setScalar(DEBT_MONTHS, 0);
  setScalar(DEBT_TOTAL_INTEREST, 0);
  setScalar(DEBT_TOTAL_PAID, 0);
  setScalar(DEBT_MINIMUMS_TOTAL, minimumsTotal);
  setScalar(DEBT_FIRST_MONTH_INTEREST, firstMonthInterest);
  setScalar(DEBT_START_BALANCE, startBalance);

  let status = PAYOFF_CLEARED;
  if (monthlyBudget == 0) status = PAYOFF_NO_BUDGET;
  else if (monthlyBudget < minimumsTotal) status = PAYOFF_BELOW_MINIMUMS;
  else if (monthlyBudget <= firstMonthInterest) status = PAYOFF_BELOW_INTEREST;
  setScalar(DEBT_STATUS, <f64>status);
  if (status != PAYOFF_CLEARED) return 0;

  return simulate(debtCount, monthlyBudget, startBalance);
}

/** The month-by-month payoff; the caller has checked that the budget can make progress. */
function simulate(debtCount: i32, monthlyBudget: f64, startBalance: f64): i32 {
  // The row count is known only at the end, so rows are written with the stride of the
  // longest run and the columns are packed together afterwards (packColumns).
  const stride = MAX_PAYOFF_MONTHS + 1;
  setCell(DEBT_COL_MONTH, stride, 0, 0);
  setCell(DEBT_COL_BALANCE, stride, 0, startBalance);
  setCell(DEBT_COL_INTEREST_PAID, stride, 0, 0);
  let totalInterest: f64 = 0;
  let totalPaid: f64 = 0;
  let month: i32 = 0;
  let remaining = startBalance;
  while (remaining > 0 && month < MAX_PAYOFF_MONTHS) {
    month++;
    for (let d: i32 = 0; d < debtCount; d++) {
      const balance = unchecked(balances[d]);
      if (balance > 0) {
        const interest = (balance * debtRate(d)) / 1200;
        totalInterest += interest;
        unchecked((balances[d] = balance + interest));
      }
    }
    let left = monthlyBudget;
    for (let d: i32 = 0; d < debtCount; d++) {
      const balance = unchecked(balances[d]);
      if (balance > 0) {
        const payment = min(debtMinimum(d), balance);
        unchecked((balances[d] = balance - payment));
        left -= payment;
      }
    }
    for (let k: i32 = 0; k < debtCount && left > 0; k++) {
      const d = unchecked(order[k]);
      const balance = unchecked(balances[d]);
      if (balance > 0) {
        const payment = min(left, balance);
        unchecked((balances[d] = balance - payment));
        left -= payment;
      }
    }
    totalPaid += monthlyBudget - left;
    remaining = 0;
    for (let d: i32 = 0; d < debtCount; d++) {
      let balance = unchecked(balances[d]);
      if (balance > 0 && balance < CLEARED_RUPEES) {
        balance = 0;
        unchecked((balances[d] = 0));
      }
      if (balance == 0 && unchecked(payoffMonths[d]) == 0) {
        unchecked((payoffMonths[d] = month));
        setScalar(DEBT_PAYOFF_MONTH + d, <f64>month);
      }
      remaining += balance;
    }
    setCell(DEBT_COL_MONTH, stride, month, <f64>month);
    setCell(DEBT_COL_BALANCE, stride, month, remaining);
    setCell(DEBT_COL_INTEREST_PAID, stride, month, totalInterest);
  }
  setScalar(DEBT_STATUS, <f64>(remaining > 0 ? PAYOFF_NOT_CLEARED : PAYOFF_CLEARED));
  setScalar(DEBT_MONTHS, remaining > 0 ? 0 : <f64>month);
  setScalar(DEBT_TOTAL_INTEREST, totalInterest);
  setScalar(DEBT_TOTAL_PAID, totalPaid);
  const rows = month + 1;
  packColumns(stride, rows, DEBT_COL_INTEREST_PAID + 1);
  return rows;
}

// Emergency fund scalar slots.
export const EMERGENCY_MINIMUM: i32 = 0;
export const EMERGENCY_IDEAL: i32 = 1;
export const EMERGENCY_MONTHLY_FOR_MINIMUM_IN_12: i32 = 2;
export const EMERGENCY_MONTHLY_FOR_IDEAL_IN_24: i32 = 3;

/** Months of essential expenses in the minimum and the ideal fund (spec 2 §9). */
export const EMERGENCY_MINIMUM_MONTHS: f64 = 3;
export const EMERGENCY_IDEAL_MONTHS: f64 = 6;

/**
 * Emergency fund for `monthlyEssentials` of essential spending a month: minimum 3 months,
 * ideal 6 months, and the monthly saving (rounded up to the rupee) that builds the minimum
 * in 12 months and the ideal in 24. Returns 0, or ERR_DOMAIN.
 */
export function emergencyFund(monthlyEssentials: f64): i32 {
  if (!(monthlyEssentials > 0) || !isFinite(monthlyEssentials)) return ERR_DOMAIN;
  const minimum = EMERGENCY_MINIMUM_MONTHS * monthlyEssentials;
  const ideal = EMERGENCY_IDEAL_MONTHS * monthlyEssentials;
  setScalar(EMERGENCY_MINIMUM, minimum);
  setScalar(EMERGENCY_IDEAL, ideal);
  setScalar(EMERGENCY_MONTHLY_FOR_MINIMUM_IN_12, Math.ceil(minimum / 12));
  setScalar(EMERGENCY_MONTHLY_FOR_IDEAL_IN_24, Math.ceil(ideal / 24));
  return 0;
}
