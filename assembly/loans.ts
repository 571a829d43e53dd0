// Loans: the EMI and its repayment schedule (spec 1 §3, §9; DESIGN.md "Formulas").
// Conventions: monthly rate i = annual% / 1200; n = round(tenure years × 12) monthly
// instalments; interest each month is the outstanding balance × i; the last instalment's
// principal is the whole remaining balance, so the schedule closes at exactly 0.
import { ERR_DOMAIN, MAX_ROWS, setCell, setScalar } from "./buffers";

// EMI scalar slots.
export const EMI_EMI: i32 = 0;
export const EMI_TOTAL: i32 = 1;
export const EMI_PRINCIPAL: i32 = 2;
export const EMI_INTEREST: i32 = 3;
export const EMI_MONTHS: i32 = 4;
/** How many of the table's rows hold the yearly (calendar-year) columns. */
export const EMI_YEAR_ROWS: i32 = 5;

// EMI table columns. The table has one row per instalment; the yearly summary shares it,
// in columns of its own, using only its first EMI_YEAR_ROWS rows (a loan has at least one
// instalment in each calendar year it touches, so there are never more years than months).
export const EMI_COL_LOAN_MONTH: i32 = 0;
export const EMI_COL_CALENDAR_YEAR: i32 = 1;
export const EMI_COL_CALENDAR_MONTH: i32 = 2;
export const EMI_COL_PRINCIPAL: i32 = 3;
export const EMI_COL_INTEREST: i32 = 4;
export const EMI_COL_BALANCE: i32 = 5;
export const EMI_COL_YEAR: i32 = 6;
export const EMI_COL_YEAR_PRINCIPAL: i32 = 7;
export const EMI_COL_YEAR_INTEREST: i32 = 8;
export const EMI_COL_YEAR_BALANCE: i32 = 9;

/**
 * The instalment that repays `amount` over `months` at `monthlyRate`:
 * P × i × (1+i)^n / ((1+i)^n − 1), written as P × i / (1 − (1+i)^−n) so a long loan at a
 * high rate never overflows, with (1+i)^−n − 1 as expm1(−n × log1p(i)) to keep a tiny
 * rate's precision. A zero rate repays in equal parts: P / n.
 */
export function emiPayment(amount: f64, monthlyRate: f64, months: f64): f64 {
  if (monthlyRate == 0) return amount / months;
  return (amount * monthlyRate) / -Math.expm1(-months * Math.log1p(monthlyRate));
}

/**
 * EMI schedule of a loan of `amount` at `annualRatePct` over `tenureYears`, whose first
 * instalment falls in calendar month `startMonth` (1-12) of `startYear`.
 * Scalars: emi, total paid, principal, total interest, months, yearly row count.
 * Table, one row per month: loanMonth, calendarYear, calendarMonth (1-12), principal,
 * interest, balance after the instalment; and per calendar year (first rows only): year,
 * principal, interest, balance at the year's end.
 * Returns the number of months (rows), or ERR_DOMAIN.
 */
export function emiSchedule(amount: f64, annualRatePct: f64, tenureYears: f64, startYear: f64, startMonth: f64): i32 {
  const monthsF = Math.round(tenureYears * 12);
  if (!(amount > 0) || !isFinite(amount) || !(annualRatePct >= 0) || !isFinite(annualRatePct)) return ERR_DOMAIN;
  if (!(monthsF >= 1) || monthsF > <f64>MAX_ROWS) return ERR_DOMAIN;
  if (!(startMonth >= 1) || startMonth > 12 || Math.floor(startMonth) != startMonth) return ERR_DOMAIN;
  if (!isFinite(startYear) || Math.floor(startYear) != startYear) return ERR_DOMAIN;

  const months = <i32>monthsF;
  const monthlyRate = annualRatePct / 1200;
  const emi = emiPayment(amount, monthlyRate, monthsF);

  let balance = amount;
  let totalInterest: f64 = 0;
  let yearRow: i32 = 0;
  let yearPrincipal: f64 = 0;
  let yearInterest: f64 = 0;
  const firstMonthIndex = <i32>startMonth - 1;
  for (let k: i32 = 0; k < months; k++) {
    const monthIndex = firstMonthIndex + k;
    const calendarYear = startYear + <f64>(monthIndex / 12);
    const calendarMonth = monthIndex % 12 + 1;
    const interest = balance * monthlyRate;
    const last = k == months - 1;
    // The last instalment takes whatever is left, so the loan closes at exactly 0.
    const principal = last ? balance : emi - interest;
    balance = last ? 0 : balance - principal;
    totalInterest += interest;
    yearPrincipal += principal;
    yearInterest += interest;

    setCell(EMI_COL_LOAN_MONTH, months, k, <f64>(k + 1));
    setCell(EMI_COL_CALENDAR_YEAR, months, k, calendarYear);
    setCell(EMI_COL_CALENDAR_MONTH, months, k, <f64>calendarMonth);
    setCell(EMI_COL_PRINCIPAL, months, k, principal);
    setCell(EMI_COL_INTEREST, months, k, interest);
    setCell(EMI_COL_BALANCE, months, k, balance);

    if (calendarMonth == 12 || last) {
      setCell(EMI_COL_YEAR, months, yearRow, calendarYear);
      setCell(EMI_COL_YEAR_PRINCIPAL, months, yearRow, yearPrincipal);
      setCell(EMI_COL_YEAR_INTEREST, months, yearRow, yearInterest);
      setCell(EMI_COL_YEAR_BALANCE, months, yearRow, balance);
      yearRow++;
      yearPrincipal = 0;
      yearInterest = 0;
    }
  }

  setScalar(EMI_EMI, emi);
  setScalar(EMI_TOTAL, amount + totalInterest);
  setScalar(EMI_PRINCIPAL, amount);
  setScalar(EMI_INTEREST, totalInterest);
  setScalar(EMI_MONTHS, monthsF);
  setScalar(EMI_YEAR_ROWS, <f64>yearRow);
  return months;
}
