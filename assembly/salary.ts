// Salary benefits: the Employees' Provident Fund (EPF) and gratuity.
//
// EPF, as EPFO credits it (EPF Scheme 1952, para 60): interest is worked out each month on the
// month's closing balance (the "monthly running balance") at rate / 1200, and the twelve months'
// interest is added to the account once, at the end of the year; it earns interest only from the
// next year. With a balance B at the start of a year and the same contribution c every month,
// the closing balances are B + c, B + 2c, ..., B + 12c, so the year's interest is
// rate / 1200 × (12 B + 78 c) (1 + 2 + ... + 12 = 78). The core uses that closed form per
// year; tests/reference/salary.ts walks the months one by one.
//
// Gratuity (Payment of Gratuity Act, 1972, s. 4): 15 days' wages for each completed year of
// service, a day's wage being the last monthly basic + DA ÷ 26; a final part-year of more than
// six months counts as a year. Payable on leaving after at least five years of continuous
// service, or one year for a fixed-term employee (Code on Social Security, 2020, s. 53, in
// force from 21 November 2025): the caller passes the minimum.
import { ERR_DOMAIN, MAX_ROWS, setCell, setScalar } from "./buffers";

/** The sum of the month numbers 1..12: how many month-contributions the year's closing balances hold. */
const CONTRIBUTION_MONTHS_IN_BALANCES: f64 = 78;

// EPF scalar slots.
export const EPF_CORPUS: i32 = 0;
export const EPF_EMPLOYEE_TOTAL: i32 = 1;
export const EPF_EMPLOYER_TOTAL: i32 = 2;
export const EPF_INTEREST_TOTAL: i32 = 3;
export const EPF_OPENING_BALANCE: i32 = 4;
/** Basic + DA a month in the last year of service. */
export const EPF_FINAL_MONTHLY_SALARY: i32 = 5;

// EPF table columns, one row per year of service.
export const EPF_COL_YEAR: i32 = 0;
export const EPF_COL_AGE: i32 = 1;
export const EPF_COL_MONTHLY_SALARY: i32 = 2;
export const EPF_COL_EMPLOYEE: i32 = 3;
export const EPF_COL_EMPLOYER: i32 = 4;
export const EPF_COL_INTEREST: i32 = 5;
export const EPF_COL_BALANCE: i32 = 6;

/**
 * EPF from `age` to `retirementAge` (whole years; the difference is the row count), on a
 * monthly basic + DA of `monthlyBasicDa` that rises by `salaryGrowthPct` at the start of each
 * later year. Each month the employee puts in `employeePct` and the employer `employerPct` of
 * basic + DA (the employer's share to EPF, after the pension scheme's part); interest at
 * `annualRatePct` on the monthly running balance, credited at each year end; the account
 * starts from `openingBalance`.
 * Scalars: corpus, employee total, employer total, interest total, opening balance, the last
 * year's monthly salary. Table: year, age at the year end, monthly salary, the year's employee
 * and employer contributions, the year's interest, the balance at the year end.
 * Returns the row count, or ERR_DOMAIN.
 */
export function epfProjection(
  monthlyBasicDa: f64,
  age: f64,
  retirementAge: f64,
  employeePct: f64,
  employerPct: f64,
  salaryGrowthPct: f64,
  annualRatePct: f64,
  openingBalance: f64,
): i32 {
  const years = retirementAge - age;
  if (!(monthlyBasicDa >= 0) || !isFinite(monthlyBasicDa) || !(openingBalance >= 0) || !isFinite(openingBalance)) return ERR_DOMAIN;
  if (!(age >= 0) || age != Math.floor(age) || retirementAge != Math.floor(retirementAge) || !(years >= 1) || years > <f64>MAX_ROWS) return ERR_DOMAIN;
  if (!(employeePct >= 0) || employeePct > 100 || !(employerPct >= 0) || employerPct > 100) return ERR_DOMAIN;
  if (!(salaryGrowthPct >= 0) || salaryGrowthPct > 100 || !(annualRatePct >= 0) || annualRatePct > 100) return ERR_DOMAIN;

  const rows = <i32>years;
  const monthlyRate = annualRatePct / 1200;
  const growth = salaryGrowthPct / 100;
  let balance = openingBalance;
  let employeeTotal: f64 = 0;
  let employerTotal: f64 = 0;
  let interestTotal: f64 = 0;
  let salary = monthlyBasicDa;
  for (let row: i32 = 0; row < rows; row++) {
    // One multiplication a year: at most 100 of them, so rounding stays near 1e-14.
    if (row > 0) salary *= 1 + growth;
    const employeeMonthly = (salary * employeePct) / 100;
    const employerMonthly = (salary * employerPct) / 100;
    const monthly = employeeMonthly + employerMonthly;
    const interest = monthlyRate * (12 * balance + CONTRIBUTION_MONTHS_IN_BALANCES * monthly);
    balance += 12 * monthly + interest;
    employeeTotal += 12 * employeeMonthly;
    employerTotal += 12 * employerMonthly;
    interestTotal += interest;
    setCell(EPF_COL_YEAR, rows, row, <f64>(row + 1));
    setCell(EPF_COL_AGE, rows, row, age + <f64>(row + 1));
    setCell(EPF_COL_MONTHLY_SALARY, rows, row, salary);
    setCell(EPF_COL_EMPLOYEE, rows, row, 12 * employeeMonthly);
    setCell(EPF_COL_EMPLOYER, rows, row, 12 * employerMonthly);
    setCell(EPF_COL_INTEREST, rows, row, interest);
    setCell(EPF_COL_BALANCE, rows, row, balance);
  }
  setScalar(EPF_CORPUS, balance);
  setScalar(EPF_EMPLOYEE_TOTAL, employeeTotal);
  setScalar(EPF_EMPLOYER_TOTAL, employerTotal);
  setScalar(EPF_INTEREST_TOTAL, interestTotal);
  setScalar(EPF_OPENING_BALANCE, openingBalance);
  setScalar(EPF_FINAL_MONTHLY_SALARY, salary);
  return rows;
}

// Gratuity scalar slots.
export const GRATUITY_AMOUNT: i32 = 0;
/** Completed years the formula counts (a final part-year over six months counts as one). */
export const GRATUITY_COUNTED_YEARS: i32 = 1;
/** 1 when the service reaches the minimum, else 0 (and the amount is 0). */
export const GRATUITY_ELIGIBLE: i32 = 2;
export const GRATUITY_EXEMPT: i32 = 3;
export const GRATUITY_TAXABLE: i32 = 4;
/** The formula's amount even when the service is short of the minimum (what it would be). */
export const GRATUITY_FORMULA_AMOUNT: i32 = 5;

// Gratuity table columns, one row per counted year of service.
export const GRATUITY_COL_YEARS: i32 = 0;
export const GRATUITY_COL_AMOUNT: i32 = 1;
export const GRATUITY_COL_EXEMPT: i32 = 2;
export const GRATUITY_COL_TAXABLE: i32 = 3;

/** 15 days' wages a year of service, a day's wage being a month's basic + DA ÷ 26 working days. */
const DAYS_WAGES_PER_YEAR: f64 = 15;
const WORKING_DAYS_PER_MONTH: f64 = 26;
/** A final part-year counts as a year when it is longer than this. */
const PART_YEAR_COUNTS_ABOVE_MONTHS: f64 = 6;

/**
 * Gratuity on a last monthly basic + DA of `monthlySalary` after `yearsOfService` (months =
 * round(years × 12)), payable from `minimumMonths` of service (60 for a permanent employee, 12
 * for a fixed-term one), with `exemptLimit` rupees exempt from income tax (s. 10(10)).
 * Scalars: amount, counted years, eligible, exempt part, taxable part, formula amount. Table:
 * for each counted year of service so far, what leaving then would pay (0 before the minimum).
 * Returns the row count, or ERR_DOMAIN.
 */
export function gratuity(monthlySalary: f64, yearsOfService: f64, exemptLimit: f64, minimumMonths: f64): i32 {
  if (!(monthlySalary >= 0) || !isFinite(monthlySalary) || !(exemptLimit >= 0) || !isFinite(exemptLimit)) return ERR_DOMAIN;
  const months = Math.round(yearsOfService * 12);
  if (!(months >= 1) || months > <f64>MAX_ROWS * 12 || !(minimumMonths >= 0) || minimumMonths > 1200) return ERR_DOMAIN;
  const wholeYears = Math.floor(months / 12);
  const counted = wholeYears + (months - wholeYears * 12 > PART_YEAR_COUNTS_ABOVE_MONTHS ? 1 : 0);
  const perYear = (monthlySalary * DAYS_WAGES_PER_YEAR) / WORKING_DAYS_PER_MONTH;
  const formulaAmount = perYear * counted;
  const eligible = months >= minimumMonths;
  const amount = eligible ? formulaAmount : 0;
  setScalar(GRATUITY_AMOUNT, amount);
  setScalar(GRATUITY_COUNTED_YEARS, counted);
  setScalar(GRATUITY_ELIGIBLE, eligible ? 1 : 0);
  setScalar(GRATUITY_EXEMPT, Math.min(amount, exemptLimit));
  setScalar(GRATUITY_TAXABLE, Math.max(0, amount - exemptLimit));
  setScalar(GRATUITY_FORMULA_AMOUNT, formulaAmount);

  const rows = <i32>counted;
  for (let row: i32 = 0; row < rows; row++) {
    const years = <f64>(row + 1);
    // The last counted year may be a part-year rounded up (4 years 7 months counts as 5), which
    // can be short of the minimum; every earlier row is a whole year of service.
    const payable = years * 12 >= minimumMonths && (row + 1 < rows || eligible) ? perYear * years : 0;
    setCell(GRATUITY_COL_YEARS, rows, row, years);
    setCell(GRATUITY_COL_AMOUNT, rows, row, payable);
    setCell(GRATUITY_COL_EXEMPT, rows, row, Math.min(payable, exemptLimit));
    setCell(GRATUITY_COL_TAXABLE, rows, row, Math.max(0, payable - exemptLimit));
  }
  return rows;
}
