// Plain-TypeScript references for the loans and first-crore cores (tests and bench only,
// never shipped). Deliberately different methods from the core: the EMI is found by
// bisection on a month-by-month simulation (not the annuity formula), balances come from
// the closed form P(1+i)^k − E((1+i)^k − 1)/i, calendar months from JavaScript's Date, and
// the crore search evaluates FVdue and the inflated goal afresh for each month, where the core
// steps both month by month. With part-payments, the balance grows by a month's interest and
// then falls by what is paid (the core subtracts the principal instead), a recomputed EMI uses
// the textbook formula P·i·(1+i)^n / ((1+i)^n − 1) (the core's is expm1-based), the interest
// paid is everything paid less the loan (the core adds up each month's interest), and the
// savings are against emiReference's plain loan.

export interface EmiReferenceRow {
  loanMonth: number;
  calendarYear: number;
  calendarMonth: number;
  principal: number;
  interest: number;
  balance: number;
}

export interface EmiReference {
  emi: number;
  interest: number;
  total: number;
  monthly: EmiReferenceRow[];
  yearly: { year: number; principal: number; interest: number; balance: number }[];
}

/** What is left after paying `payment` for `months` months (negative when it overpays). */
function balanceAfter(amount: number, monthlyRate: number, months: number, payment: number): number {
  let balance = amount;
  for (let month = 0; month < months; month++) balance = balance * (1 + monthlyRate) - payment;
  return balance;
}

/** The payment that leaves nothing after `months` months, by bisection. */
export function emiByBisection(amount: number, annualRatePct: number, months: number): number {
  const monthlyRate = annualRatePct / 1200;
  let low = amount / months; // repays the principal alone: too little whenever the rate is above 0
  let high = amount * (1 + monthlyRate); // clears everything in the first month
  for (let step = 0; step < 2_000; step++) {
    const mid = (low + high) / 2;
    if (mid === low || mid === high) break; // as close as doubles get
    if (balanceAfter(amount, monthlyRate, months, mid) > 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

export function emiReference(amount: number, annualRatePct: number, tenureYears: number, startYear: number, startMonth: number): EmiReference {
  const months = Math.round(tenureYears * 12);
  const monthlyRate = annualRatePct / 1200;
  const emi = emiByBisection(amount, annualRatePct, months);
  const closedBalance = (k: number) =>
    monthlyRate === 0 ? amount - emi * k : amount * (1 + monthlyRate) ** k - (emi * ((1 + monthlyRate) ** k - 1)) / monthlyRate;
  const monthly: EmiReferenceRow[] = [];
  const yearly: EmiReference["yearly"] = [];
  let interestTotal = 0;
  for (let k = 1; k <= months; k++) {
    const date = new Date(Date.UTC(startYear, startMonth - 1 + (k - 1), 1));
    const opening = k === 1 ? amount : monthly[k - 2].balance;
    const interest = opening * monthlyRate;
    const balance = k === months ? 0 : closedBalance(k);
    const row = {
      loanMonth: k,
      calendarYear: date.getUTCFullYear(),
      calendarMonth: date.getUTCMonth() + 1,
      principal: opening - balance,
      interest,
      balance,
    };
    monthly.push(row);
    interestTotal += interest;
    const last = yearly[yearly.length - 1];
    if (last && last.year === row.calendarYear) {
      last.principal += row.principal;
      last.interest += interest;
      last.balance = balance;
    } else {
      yearly.push({ year: row.calendarYear, principal: row.principal, interest, balance });
    }
  }
  return { emi, interest: interestTotal, total: amount + interestTotal, monthly, yearly };
}

export interface EmiPrepaymentInputs {
  oneTimeAmount: number;
  oneTimeMonth: number;
  extraMonthly: number;
  extraFromMonth: number;
  mode: "reduceTenure" | "reduceEmi";
}

export interface EmiPrepaymentReferenceRow extends EmiReferenceRow {
  prepayment: number;
}

export interface EmiPrepaymentReference {
  interest: number;
  months: number;
  prepaid: number;
  interestSaved: number;
  monthsSaved: number;
  monthly: EmiPrepaymentReferenceRow[];
  yearly: { year: number; principal: number; interest: number; balance: number; prepayment: number }[];
}

/** The textbook annuity: what repays `balance` over `months` at `monthlyRate`. */
function textbookEmi(balance: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return balance / months;
  const growth = (1 + monthlyRate) ** months;
  return (balance * monthlyRate * growth) / (growth - 1);
}

export function emiPrepaymentReference(
  amount: number,
  annualRatePct: number,
  tenureYears: number,
  startYear: number,
  startMonth: number,
  prepayment: EmiPrepaymentInputs,
): EmiPrepaymentReference {
  const months = Math.round(tenureYears * 12);
  const monthlyRate = annualRatePct / 1200;
  const plain = emiReference(amount, annualRatePct, tenureYears, startYear, startMonth);
  let emi = plain.emi;
  let balance = amount;
  let paid = 0;
  let prepaid = 0;
  const monthly: EmiPrepaymentReferenceRow[] = [];
  for (let k = 1; k <= months && balance > 0; k++) {
    const date = new Date(Date.UTC(startYear, startMonth - 1 + (k - 1), 1));
    const interest = balance * monthlyRate;
    const owed = balance + interest;
    // The last month, or an EMI that covers what is owed, settles everything.
    const instalment = k === months || emi >= owed ? owed : emi;
    const afterInstalment = owed - instalment;
    let due = 0;
    if (prepayment.oneTimeAmount > 0 && k === prepayment.oneTimeMonth) due += prepayment.oneTimeAmount;
    if (prepayment.extraMonthly > 0 && k >= prepayment.extraFromMonth) due += prepayment.extraMonthly;
    const extra = Math.min(due, afterInstalment);
    balance = afterInstalment - extra;
    paid += instalment + extra;
    prepaid += extra;
    monthly.push({
      loanMonth: k,
      calendarYear: date.getUTCFullYear(),
      calendarMonth: date.getUTCMonth() + 1,
      principal: instalment - interest,
      interest,
      balance,
      prepayment: extra,
    });
    if (extra > 0 && balance > 0 && prepayment.mode === "reduceEmi") emi = textbookEmi(balance, monthlyRate, months - k);
  }
  const yearly: EmiPrepaymentReference["yearly"] = [];
  for (const row of monthly) {
    const last = yearly[yearly.length - 1];
    if (last && last.year === row.calendarYear) {
      last.principal += row.principal;
      last.interest += row.interest;
      last.prepayment += row.prepayment;
      last.balance = row.balance;
    } else {
      yearly.push({ year: row.calendarYear, principal: row.principal, interest: row.interest, balance: row.balance, prepayment: row.prepayment });
    }
  }
  const interest = paid - amount;
  return { interest, months: monthly.length, prepaid, interestSaved: plain.interest - interest, monthsSaved: months - monthly.length, monthly, yearly };
}

export interface CroreReference {
  reached: boolean;
  months: number;
  value: number;
  target: number;
}

/** For each month in turn, the closed-form FVdue against ₹1 crore × (1 + f)^m. */
export function croreReference(monthlyInvestment: number, annualRatePct: number, inflationPct: number): CroreReference {
  const monthlyRate = annualRatePct / 1200;
  const monthlyInflation = inflationPct / 1200;
  let value = 0;
  let target = 10_000_000;
  for (let month = 1; month <= 1200; month++) {
    value =
      monthlyRate === 0
        ? monthlyInvestment * month
        : ((monthlyInvestment * Math.expm1(month * Math.log1p(monthlyRate))) / monthlyRate) * (1 + monthlyRate);
    target = 10_000_000 * (1 + monthlyInflation) ** month;
    if (value >= target) return { reached: true, months: month, value, target };
  }
  return { reached: false, months: 0, value, target };
}
