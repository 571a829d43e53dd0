// Plain-TypeScript reference for the government-scheme core (tests only, never shipped).
// Deliberately a different method from assembly/schemes.ts: it follows the scheme rules as a
// post office applies them, month by month (interest on each month's balance after the 5th,
// credited at the year's end; payouts paid period by period), instead of the core's yearly
// recurrence and closed forms, so agreement checks the core's formulas, not a copy of them.

export interface YearlyDepositReference {
  invested: number;
  interest: number;
  total: number;
  rows: { year: number; deposit: number; interest: number; balance: number }[];
}

/**
 * PPF / Sukanya Samriddhi: each deposit year, the deposit lands on 1 April (before the 5th); every
 * month earns rate ÷ 12 on the balance after the 5th, the twelve months' interest is held aside
 * and credited on 31 March (so it earns nothing until the next year).
 */
export function yearlyDepositReference(yearlyDeposit: number, annualRatePct: number, depositYears: number, totalYears: number): YearlyDepositReference {
  const monthlyRate = annualRatePct / 100 / 12;
  const rows: YearlyDepositReference["rows"] = [];
  let balance = 0;
  let invested = 0;
  for (let year = 1; year <= totalYears; year++) {
    const deposit = year <= depositYears ? yearlyDeposit : 0;
    balance += deposit;
    invested += deposit;
    let accrued = 0;
    for (let month = 1; month <= 12; month++) accrued += balance * monthlyRate; // lowest balance after the 5th
    balance += accrued; // credited on 31 March
    rows.push({ year, deposit, interest: accrued, balance });
  }
  return { invested, interest: balance - invested, total: balance, rows };
}

export interface PayoutReference {
  payout: number;
  totalInterest: number;
  totalReceived: number;
  yearlyInterest: number[];
}

/** SCSS / MIS: every period pays the deposit × rate × (the period's share of a year), summed payment by payment. */
export function payoutReference(deposit: number, annualRatePct: number, years: number, paymentsPerYear: number): PayoutReference {
  const payout = deposit * (annualRatePct / 100) * (1 / paymentsPerYear);
  const yearlyInterest: number[] = [];
  let totalInterest = 0;
  for (let year = 1; year <= years; year++) {
    let paidThisYear = 0;
    for (let payment = 1; payment <= paymentsPerYear; payment++) paidThisYear += payout;
    yearlyInterest.push(paidThisYear);
    totalInterest += paidThisYear;
  }
  return { payout, totalInterest, totalReceived: deposit + totalInterest, yearlyInterest };
}

/** NSC: the value multiplied by (1 + r) once a year, one year at a time. */
export function certificateReference(amount: number, annualRatePct: number, years: number): { total: number; values: number[] } {
  const values: number[] = [];
  let value = amount;
  for (let year = 1; year <= years; year++) {
    value *= 1 + annualRatePct / 100;
    values.push(value);
  }
  return { total: value, values };
}

export interface NpsReference {
  invested: number;
  corpus: number;
  lumpSum: number;
  annuityPurchase: number;
  monthlyPension: number;
  yearEndValues: number[];
}

/** NPS: each month's contribution added at its start, the balance grown by return ÷ 12 at its end. */
export function npsReference(
  monthlyContribution: number,
  currentAge: number,
  exitAge: number,
  annualReturnPct: number,
  annuitySharePct: number,
  annuityRatePct: number,
): NpsReference {
  const months = (exitAge - currentAge) * 12;
  const monthlyRate = annualReturnPct / 1200;
  const yearEndValues: number[] = [];
  let balance = 0;
  for (let month = 1; month <= months; month++) {
    balance = (balance + monthlyContribution) * (1 + monthlyRate);
    if (month % 12 === 0) yearEndValues.push(balance);
  }
  const annuityPurchase = balance * (annuitySharePct / 100);
  return {
    invested: monthlyContribution * months,
    corpus: balance,
    lumpSum: balance - annuityPurchase,
    annuityPurchase,
    monthlyPension: (annuityPurchase * (annuityRatePct / 100)) / 12,
    yearEndValues,
  };
}
