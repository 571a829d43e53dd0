// Plain-TypeScript reference for the growth core (tests and bench only, never shipped).
// Deliberately a different method from the core: it walks month by month instead of using
// the closed-form annuity formula, so agreement checks the formula, not a copy of it.

export interface SipReference {
  invested: number;
  gained: number;
  total: number;
  rows: { year: number; principal: number; growth: number; total: number }[];
}

export function sipReference(monthlyInvestment: number, annualRatePct: number, years: number): SipReference {
  const months = Math.round(years * 12);
  const monthlyRate = annualRatePct / 1200;
  const rows: SipReference["rows"] = [];
  let balance = 0;
  for (let month = 1; month <= months; month++) {
    balance = (balance + monthlyInvestment) * (1 + monthlyRate); // paid at the start of the month
    if (month % 12 === 0 || month === months) {
      const principal = monthlyInvestment * month;
      rows.push({ year: month / 12, principal, growth: balance - principal, total: balance });
    }
  }
  const invested = monthlyInvestment * months;
  return { invested, gained: balance - invested, total: balance, rows };
}
