// Plain-TypeScript reference for the retirement and aging-parent plans (tests and bench only,
// never shipped). A different method from the core: the corpus is the sum of each year's
// withdrawal discounted year by year, the side fund is discounted one year at a time, the SIP
// comes from a month-by-month simulation of ₹1 a month, and the drawdown is simulated year by
// year (backwards from its end).

export interface RetirementReferenceInputs {
  currentAge: number;
  retirementAge: number;
  lifeExpectancy: number;
  monthlyExpenses: number;
  inflation: number;
  taxSlabPostRetirement: number;
  preRetirementReturn: number;
  postRetirementReturn: number;
}

export interface RetirementReferenceRow {
  age: number;
  year: number;
  openingBalance: number;
  withdrawal: number;
  postTaxWithdrawal: number;
  return: number;
  yearEndBalance: number;
  capitalProtectionAmount: number;
  balance: number;
}

export interface RetirementReference {
  retirementCorpusRequired: number;
  fundToGetCapitalBack: number;
  totalRetirementCorpusRequired: number;
  firstYearExpensePreTax: number;
  monthlyInvestment: number;
  rows: RetirementReferenceRow[];
}

export function retirementReference(inputs: RetirementReferenceInputs): RetirementReference {
  const inflation = inputs.inflation / 100;
  const post = inputs.postRetirementReturn / 100;
  const tax = inputs.taxSlabPostRetirement / 100;
  const yearsToGo = inputs.retirementAge - inputs.currentAge;
  const yearsRetired = inputs.lifeExpectancy - inputs.retirementAge;

  let annualExpense = inputs.monthlyExpenses * 12;
  for (let year = 0; year < yearsToGo; year++) annualExpense *= 1 + inflation;
  const firstYearExpensePreTax = annualExpense / (1 - tax);

  const withdrawals: number[] = [];
  let corpus = 0;
  let withdrawal = firstYearExpensePreTax;
  let discount = 1;
  for (let year = 0; year < yearsRetired; year++) {
    withdrawals.push(withdrawal);
    corpus += withdrawal / discount;
    withdrawal *= 1 + inflation;
    discount *= 1 + post;
  }
  let fundToGetCapitalBack = corpus;
  for (let year = 0; year < yearsRetired; year++) fundToGetCapitalBack /= 1 + post;
  const total = corpus + fundToGetCapitalBack;

  const months = Math.round(yearsToGo * 12);
  let perRupee = 0;
  for (let month = 0; month < months; month++) perRupee = (perRupee + 1) * (1 + inputs.preRetirementReturn / 1200);
  const monthlyInvestment = months > 0 ? total / perRupee : 0;

  // The drawdown, simulated backwards from its end (nothing left after the last withdrawal):
  // each year's opening balance is its withdrawal plus what, grown for a year, makes the next
  // year's opening. Backwards, rounding errors shrink by (1 + post) each year instead of growing.
  const rows: RetirementReferenceRow[] = [];
  let yearEnd = 0;
  for (let year = yearsRetired - 1; year >= 0; year--) {
    const amount = withdrawals[year];
    const invested = yearEnd / (1 + post);
    const opening = invested + amount;
    rows.unshift({
      age: inputs.retirementAge + year,
      year: year + 1,
      openingBalance: opening,
      withdrawal: amount,
      postTaxWithdrawal: amount * (1 - tax),
      return: yearEnd - invested,
      yearEndBalance: yearEnd,
      capitalProtectionAmount: 0,
      balance: 0,
    });
    yearEnd = opening;
  }
  let sideFund = fundToGetCapitalBack;
  for (const row of rows) {
    sideFund *= 1 + post;
    row.capitalProtectionAmount = sideFund;
    row.balance = row.yearEndBalance + sideFund;
  }
  return { retirementCorpusRequired: corpus, fundToGetCapitalBack, totalRetirementCorpusRequired: total, firstYearExpensePreTax, monthlyInvestment, rows };
}
