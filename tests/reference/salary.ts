// Plain-TypeScript reference for the salary core (tests only, never shipped), by a different
// method: EPF walks month by month, adding each contribution and accruing each month's
// interest on the running balance into a separate pot that joins the balance at the year end
// (the core uses the yearly closed form rate/1200 × (12 B + 78 c)); gratuity adds 15 days'
// wages year by year, counting the months of service one by one.

export interface EpfReferenceInputs {
  monthlyBasicDa: number;
  age: number;
  retirementAge: number;
  employeeContribution: number;
  employerContribution: number;
  salaryGrowth: number;
  annualRate: number;
  currentBalance: number;
}

export interface EpfReference {
  corpus: number;
  employeeTotal: number;
  employerTotal: number;
  interestTotal: number;
  rows: { year: number; monthlySalary: number; interest: number; balance: number }[];
}

export function epfReference(inputs: EpfReferenceInputs): EpfReference {
  const years = inputs.retirementAge - inputs.age;
  let balance = inputs.currentBalance;
  let salary = inputs.monthlyBasicDa;
  let employeeTotal = 0;
  let employerTotal = 0;
  let interestTotal = 0;
  const rows: EpfReference["rows"] = [];
  for (let year = 1; year <= years; year++) {
    if (year > 1) salary *= 1 + inputs.salaryGrowth / 100;
    let accrued = 0;
    let yearInterest = 0;
    for (let month = 1; month <= 12; month++) {
      const employee = (salary * inputs.employeeContribution) / 100;
      const employer = (salary * inputs.employerContribution) / 100;
      balance += employee + employer;
      employeeTotal += employee;
      employerTotal += employer;
      const interest = (balance * inputs.annualRate) / 1200; // on the month's closing balance
      accrued += interest;
      yearInterest += interest;
    }
    balance += accrued; // credited once, at the year end
    interestTotal += yearInterest;
    rows.push({ year, monthlySalary: salary, interest: yearInterest, balance });
  }
  return { corpus: balance, employeeTotal, employerTotal, interestTotal, rows };
}

/** Gratuity by counting: whole years of service, plus one for a last part-year over six months. */
export function gratuityReference(monthlySalary: number, years: number): { gratuity: number; countedYears: number } {
  const totalMonths = Math.round(years * 12);
  let countedYears = 0;
  let monthsIntoYear = 0;
  for (let month = 1; month <= totalMonths; month++) {
    monthsIntoYear++;
    if (monthsIntoYear === 12) {
      countedYears++;
      monthsIntoYear = 0;
    }
  }
  if (monthsIntoYear > 6) countedYears++;
  const dailyWage = monthlySalary / 26;
  let gratuity = 0;
  for (let year = 0; year < countedYears; year++) gratuity += 15 * dailyWage;
  return { gratuity: totalMonths >= 60 ? gratuity : 0, countedYears };
}
