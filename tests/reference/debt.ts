// Plain-TypeScript reference for the debt payoff (tests and bench only, never shipped).
// The same rules as assembly/debt.ts, written the obvious way with objects and Array.sort,
// so the core's index juggling and buffers are checked against a plain reading of the rules.

export interface ReferenceDebt {
  balance: number;
  rate: number;
  minimumPayment: number;
}

export type Strategy = "snowball" | "avalanche";

export function referenceOrder(debts: readonly ReferenceDebt[], strategy: Strategy): number[] {
  const byBalance = (a: ReferenceDebt, b: ReferenceDebt) => a.balance - b.balance;
  const byRate = (a: ReferenceDebt, b: ReferenceDebt) => b.rate - a.rate;
  const [first, second] = strategy === "snowball" ? [byBalance, byRate] : [byRate, byBalance];
  return debts
    .map((debt, index) => ({ debt, index }))
    .sort((a, b) => first(a.debt, b.debt) || second(a.debt, b.debt) || a.index - b.index)
    .map(({ index }) => index);
}

export interface ReferencePayoff {
  cleared: boolean;
  months: number;
  totalInterest: number;
  totalPaid: number;
  payoffMonth: number[];
  /** Total balance after each month, from month 0. */
  balances: number[];
}

export function referencePayoff(debts: readonly ReferenceDebt[], monthlyBudget: number, strategy: Strategy, maxMonths = 600): ReferencePayoff {
  const order = referenceOrder(debts, strategy);
  const state = debts.map((debt) => ({ ...debt, payoffMonth: 0 }));
  const total = () => state.reduce((sum, debt) => sum + debt.balance, 0);
  const balances = [total()];
  let totalInterest = 0;
  let totalPaid = 0;
  let month = 0;
  while (total() > 0 && month < maxMonths) {
    month++;
    for (const debt of state) {
      const interest = (debt.balance * debt.rate) / 1200;
      debt.balance += interest;
      totalInterest += interest;
    }
    let left = monthlyBudget;
    for (const debt of state) {
      const payment = Math.min(debt.minimumPayment, debt.balance);
      debt.balance -= payment;
      left -= payment;
    }
    for (const index of order) {
      const payment = Math.min(left, state[index].balance);
      state[index].balance -= payment;
      left -= payment;
    }
    totalPaid += monthlyBudget - left;
    for (const debt of state) {
      if (debt.balance < 0.005) debt.balance = 0;
      if (debt.balance === 0 && debt.payoffMonth === 0) debt.payoffMonth = month;
    }
    balances.push(total());
  }
  const cleared = total() === 0;
  return { cleared, months: cleared ? month : 0, totalInterest, totalPaid, payoffMonth: state.map((debt) => debt.payoffMonth), balances };
}
