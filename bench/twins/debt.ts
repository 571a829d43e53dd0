// Same-algorithm twin of assembly/debt.ts debtPayoff, both strategies: interest on every
// balance, the minimums, then the rest of the budget in strategy order, month by month. The
// debts are read straight from the visitor's list (the core needs them flattened into INPUTS
// first: that is part of its boundary).
import { DEBT_ORDER, DEBT_PAYOFF_MONTH, MAX_DEBTS, strategyPlan } from "../../workers/api/debt";
import type { DebtEntry, DebtPlan, DebtPlanInputs, StrategyPlan } from "../../workers/contracts/debt";
import { CoreDomainError } from "../../workers/core-buffers";
import { finishedRows, TWIN_BUFFERS } from "./buffers";

const MAX_PAYOFF_MONTHS = 600;
const MAX_RATE_PCT = 1000;
const CLEARED_RUPEES = 0.005;
// Statuses and scalar slots (assembly/debt.ts PAYOFF_*, DEBT_*).
const PAYOFF_CLEARED = 0;
const PAYOFF_BELOW_MINIMUMS = 1;
const PAYOFF_BELOW_INTEREST = 2;
const PAYOFF_NOT_CLEARED = 3;
const PAYOFF_NO_BUDGET = 4;
const DEBT_STATUS = 0;
const DEBT_MONTHS = 1;
const DEBT_TOTAL_INTEREST = 2;
const DEBT_TOTAL_PAID = 3;
const DEBT_MINIMUMS_TOTAL = 4;
const DEBT_FIRST_MONTH_INTEREST = 5;
const DEBT_START_BALANCE = 6;
const COL_MONTH = 0;
const COL_BALANCE = 1;
const COL_INTEREST_PAID = 2;

type Strategy = "snowball" | "avalanche";

// Working state, kept between calls like the core's.
const balances = new Float64Array(MAX_DEBTS);
const order = new Int32Array(MAX_DEBTS);
const payoffMonths = new Int32Array(MAX_DEBTS);

function comesFirst(debts: readonly DebtEntry[], a: number, b: number, strategy: Strategy): boolean {
  const { balance: balanceA, rate: rateA } = debts[a];
  const { balance: balanceB, rate: rateB } = debts[b];
  if (strategy === "snowball") {
    if (balanceA !== balanceB) return balanceA < balanceB;
    if (rateA !== rateB) return rateA > rateB;
  } else {
    if (rateA !== rateB) return rateA > rateB;
    if (balanceA !== balanceB) return balanceA < balanceB;
  }
  return a < b;
}

function sortOrder(debts: readonly DebtEntry[], strategy: Strategy): void {
  const count = debts.length;
  for (let k = 0; k < count; k++) order[k] = k;
  for (let k = 1; k < count; k++) {
    const debt = order[k];
    let j = k - 1;
    while (j >= 0 && comesFirst(debts, debt, order[j], strategy)) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = debt;
  }
}

function validDebts(debts: readonly DebtEntry[]): boolean {
  for (const { balance, rate, minimumPayment } of debts) {
    if (!(balance > 0) || !Number.isFinite(balance)) return false;
    if (!(rate >= 0) || rate > MAX_RATE_PCT) return false;
    if (!(minimumPayment >= 0) || !Number.isFinite(minimumPayment)) return false;
  }
  return true;
}

function payoff(debts: readonly DebtEntry[], monthlyBudget: number, strategy: Strategy): StrategyPlan {
  const count = debts.length;
  if (!validDebts(debts) || !(monthlyBudget >= 0) || !Number.isFinite(monthlyBudget)) throw new CoreDomainError("debt payoff");
  const { scalars } = TWIN_BUFFERS;

  sortOrder(debts, strategy);
  let startBalance = 0;
  let minimumsTotal = 0;
  let firstMonthInterest = 0;
  for (let d = 0; d < count; d++) {
    const { balance, rate, minimumPayment } = debts[d];
    balances[d] = balance;
    startBalance += balance;
    minimumsTotal += minimumPayment;
    firstMonthInterest += (balance * rate) / 1200;
    payoffMonths[d] = 0;
    scalars[DEBT_ORDER + d] = order[d];
    scalars[DEBT_PAYOFF_MONTH + d] = 0;
  }
  scalars[DEBT_MONTHS] = 0;
  scalars[DEBT_TOTAL_INTEREST] = 0;
  scalars[DEBT_TOTAL_PAID] = 0;
  scalars[DEBT_MINIMUMS_TOTAL] = minimumsTotal;
  scalars[DEBT_FIRST_MONTH_INTEREST] = firstMonthInterest;
  scalars[DEBT_START_BALANCE] = startBalance;

  let status = PAYOFF_CLEARED;
  if (monthlyBudget === 0) status = PAYOFF_NO_BUDGET;
  else if (monthlyBudget < minimumsTotal) status = PAYOFF_BELOW_MINIMUMS;
  else if (monthlyBudget <= firstMonthInterest) status = PAYOFF_BELOW_INTEREST;
  scalars[DEBT_STATUS] = status;
  const rows = status === PAYOFF_CLEARED ? simulate(debts, monthlyBudget, startBalance) : 0;
  return strategyPlan(TWIN_BUFFERS, finishedRows(rows), count);
}

function simulate(debts: readonly DebtEntry[], monthlyBudget: number, startBalance: number): number {
  const count = debts.length;
  const { scalars, columns } = TWIN_BUFFERS;
  const stride = MAX_PAYOFF_MONTHS + 1;
  columns[COL_MONTH * stride] = 0;
  columns[COL_BALANCE * stride] = startBalance;
  columns[COL_INTEREST_PAID * stride] = 0;
  let totalInterest = 0;
  let totalPaid = 0;
  let month = 0;
  let remaining = startBalance;
  while (remaining > 0 && month < MAX_PAYOFF_MONTHS) {
    month++;
    for (let d = 0; d < count; d++) {
      const balance = balances[d];
      if (balance > 0) {
        const interest = (balance * debts[d].rate) / 1200;
        totalInterest += interest;
        balances[d] = balance + interest;
      }
    }
    let left = monthlyBudget;
    for (let d = 0; d < count; d++) {
      const balance = balances[d];
      if (balance > 0) {
        const payment = Math.min(debts[d].minimumPayment, balance);
        balances[d] = balance - payment;
        left -= payment;
      }
    }
    for (let k = 0; k < count && left > 0; k++) {
      const d = order[k];
      const balance = balances[d];
      if (balance > 0) {
        const payment = Math.min(left, balance);
        balances[d] = balance - payment;
        left -= payment;
      }
    }
    totalPaid += monthlyBudget - left;
    remaining = 0;
    for (let d = 0; d < count; d++) {
      let balance = balances[d];
      if (balance > 0 && balance < CLEARED_RUPEES) {
        balance = 0;
        balances[d] = 0;
      }
      if (balance === 0 && payoffMonths[d] === 0) {
        payoffMonths[d] = month;
        scalars[DEBT_PAYOFF_MONTH + d] = month;
      }
      remaining += balance;
    }
    columns[COL_MONTH * stride + month] = month;
    columns[COL_BALANCE * stride + month] = remaining;
    columns[COL_INTEREST_PAID * stride + month] = totalInterest;
  }
  scalars[DEBT_STATUS] = remaining > 0 ? PAYOFF_NOT_CLEARED : PAYOFF_CLEARED;
  scalars[DEBT_MONTHS] = remaining > 0 ? 0 : month;
  scalars[DEBT_TOTAL_INTEREST] = totalInterest;
  scalars[DEBT_TOTAL_PAID] = totalPaid;
  const rows = month + 1;
  // Pack the columns written `stride` apart to `rows` apart (rows ≤ stride: copying forward is safe).
  for (let column = 1; column <= COL_INTEREST_PAID; column++) columns.copyWithin(column * rows, column * stride, column * stride + rows);
  return rows;
}

/** Both strategies' plans, as the calc API's `debtPlan` returns them. */
export function debtPlanTwin({ debts, monthlyBudget }: DebtPlanInputs): DebtPlan {
  if (debts.length < 1 || debts.length > MAX_DEBTS) throw new RangeError(`between 1 and ${MAX_DEBTS} debts, got ${debts.length}`);
  return { snowball: payoff(debts, monthlyBudget, "snowball"), avalanche: payoff(debts, monthlyBudget, "avalanche") };
}
