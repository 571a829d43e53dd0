// Plain-TypeScript reference for the goal planners (tests and bench only, never shipped).
// A different method from the core: the cost is inflated one year at a time, and the monthly
// investment is found by simulating ₹1 a month month by month (start-of-month payments) and
// scaling it to the goal, instead of the closed-form annuity-due formula.

export interface GoalReferenceRow {
  year: number;
  investedAmount: number;
  returnsEarned: number;
  totalValue: number;
}

export interface GoalReference {
  futureCost: number;
  monthlyInvestment: number;
  totalInvested: number;
  totalReturns: number;
  rows: GoalReferenceRow[];
}

/** What ₹1 paid at the start of each month is worth after each month, months 1..n. */
function rupeeAMonth(monthlyRate: number, months: number): number[] {
  const values: number[] = [];
  let balance = 0;
  for (let month = 1; month <= months; month++) {
    balance = (balance + 1) * (1 + monthlyRate);
    values.push(balance);
  }
  return values;
}

export function goalReference(presentCost: number, sharePct: number, years: number, annualRatePct: number, inflationPct: number): GoalReference {
  let futureCost = (presentCost * sharePct) / 100;
  const wholeYears = Math.floor(years);
  for (let year = 1; year <= wholeYears; year++) futureCost *= 1 + inflationPct / 100;
  futureCost *= (1 + inflationPct / 100) ** (years - wholeYears); // a part year, if any

  const months = Math.round(years * 12);
  const perRupee = rupeeAMonth(annualRatePct / 1200, months);
  const monthlyInvestment = futureCost / perRupee[months - 1];
  const rows: GoalReferenceRow[] = [];
  for (let month = 1; month <= months; month++) {
    if (month % 12 !== 0 && month !== months) continue;
    const investedAmount = monthlyInvestment * month;
    const totalValue = monthlyInvestment * perRupee[month - 1];
    rows.push({ year: month / 12, investedAmount, returnsEarned: Math.max(0, totalValue - investedAmount), totalValue });
  }
  const totalInvested = monthlyInvestment * months;
  return { futureCost, monthlyInvestment, totalInvested, totalReturns: futureCost - totalInvested, rows };
}
