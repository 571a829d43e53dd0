// Same-algorithm twin of assembly/loans.ts: without part-payments emiSchedule's one pass over
// the months writing ten columns; with them emiScheduleWithPrepayment's, the plain loan
// alongside and thirteen columns; both into one Float64Array.
import { asksForPrepayment, emiResult } from "../../workers/api/loans";
import type { EmiInputs, EmiResult } from "../../workers/contracts/loans";
import { CoreDomainError } from "../../workers/core-buffers";
import { finishedRows, TWIN_BUFFERS, TWIN_MAX_ROWS } from "./buffers";

// Table columns (assembly/loans.ts EMI_COL_*).
const COL_LOAN_MONTH = 0;
const COL_CALENDAR_YEAR = 1;
const COL_CALENDAR_MONTH = 2;
const COL_PRINCIPAL = 3;
const COL_INTEREST = 4;
const COL_BALANCE = 5;
const COL_YEAR = 6;
const COL_YEAR_PRINCIPAL = 7;
const COL_YEAR_INTEREST = 8;
const COL_YEAR_BALANCE = 9;
const COL_PREPAYMENT = 10;
const COL_YEAR_PREPAYMENT = 11;
const COL_PLAIN_YEAR_BALANCE = 12;

/** P × i / (1 − (1+i)^−n), P / n at i = 0, given log1p(i) (assembly/loans.ts emiPaymentAt). */
function emiPayment(amount: number, monthlyRate: number, log1pRate: number, months: number): number {
  if (monthlyRate === 0) return amount / months;
  return (amount * monthlyRate) / -Math.expm1(-months * log1pRate);
}

function isLoanMonth(month: number, months: number): boolean {
  return month >= 1 && month <= months && Math.floor(month) === month;
}

/** assembly/loans.ts validLoan. */
function validLoan(amount: number, annualRate: number, months: number, startYear: number, startMonth: number): boolean {
  if (!(amount > 0) || !Number.isFinite(amount) || !(annualRate >= 0) || !Number.isFinite(annualRate)) return false;
  if (!(months >= 1) || months > TWIN_MAX_ROWS) return false;
  if (!(startMonth >= 1) || startMonth > 12 || Math.floor(startMonth) !== startMonth) return false;
  return Number.isFinite(startYear) && Math.floor(startYear) === startYear;
}

/** assembly/loans.ts emiSchedule: the loan without part-payments. */
function plainSchedule(inputs: EmiInputs): EmiResult {
  const { amount, annualRate, tenure, startYear, startMonth } = inputs;
  const months = Math.round(tenure * 12);
  if (!validLoan(amount, annualRate, months, startYear, startMonth)) throw new CoreDomainError("EMI");
  const monthlyRate = annualRate / 1200;
  const emi = emiPayment(amount, monthlyRate, Math.log1p(monthlyRate), months);
  const dust = amount * 1e-12;
  const { scalars, columns } = TWIN_BUFFERS;

  let balance = amount;
  let totalInterest = 0;
  let prepaid = 0;
  let paidMonths = months;
  let paidYearRows = 0;
  let yearRow = 0;
  let yearPrincipal = 0;
  let yearInterest = 0;
  let calendarYear = startYear;
  let calendarMonth = startMonth - 1;
  for (let k = 0; k < months; k++) {
    if (calendarMonth === 12) {
      calendarMonth = 1;
      calendarYear += 1;
    } else calendarMonth++;
    const last = k === months - 1;
    const interest = balance * monthlyRate;
    let principal = emi - interest;
    if (last || principal >= balance - dust) principal = balance;
    const rest = balance - principal;
    const cleared = rest <= dust ? rest : 0;
    balance = rest - cleared;
    prepaid += cleared;
    if (balance === 0 && paidMonths === months) {
      paidMonths = k + 1;
      paidYearRows = yearRow + 1;
    }
    totalInterest += interest;
    yearPrincipal += principal;
    yearInterest += interest;

    columns[COL_LOAN_MONTH * months + k] = k + 1;
    columns[COL_CALENDAR_YEAR * months + k] = calendarYear;
    columns[COL_CALENDAR_MONTH * months + k] = calendarMonth;
    columns[COL_PRINCIPAL * months + k] = principal;
    columns[COL_INTEREST * months + k] = interest;
    columns[COL_BALANCE * months + k] = balance;
    if (calendarMonth === 12 || last) {
      columns[COL_YEAR * months + yearRow] = calendarYear;
      columns[COL_YEAR_PRINCIPAL * months + yearRow] = yearPrincipal;
      columns[COL_YEAR_INTEREST * months + yearRow] = yearInterest;
      columns[COL_YEAR_BALANCE * months + yearRow] = balance;
      yearRow++;
      yearPrincipal = 0;
      yearInterest = 0;
    }
  }

  scalars[0] = emi;
  scalars[1] = amount + totalInterest;
  scalars[2] = amount;
  scalars[3] = totalInterest;
  scalars[4] = paidMonths;
  scalars[5] = paidYearRows;
  scalars[6] = totalInterest;
  scalars[7] = months;
  scalars[8] = yearRow;
  scalars[9] = prepaid;
  scalars[10] = emi;
  scalars[11] = 0;
  scalars[12] = months - paidMonths;
  return emiResult(TWIN_BUFFERS, finishedRows(months), inputs);
}

/** The EMI schedule, with any part-payments, as the calc API's `emi` returns it. */
export function emiTwin(inputs: EmiInputs): EmiResult {
  if (!asksForPrepayment(inputs.prepayment)) return plainSchedule(inputs);
  const { amount, annualRate, tenure, startYear, startMonth, prepayment } = inputs;
  const { oneTimeAmount = 0, oneTimeMonth = 0, extraMonthly = 0, extraFromMonth = 0 } = prepayment ?? {};
  const reduceEmi = prepayment?.mode === "reduceEmi";

  const monthsF = Math.round(tenure * 12);
  const invalid =
    !validLoan(amount, annualRate, monthsF, startYear, startMonth) ||
    !(oneTimeAmount >= 0) ||
    !Number.isFinite(oneTimeAmount) ||
    !(extraMonthly >= 0) ||
    !Number.isFinite(extraMonthly) ||
    (oneTimeAmount > 0 && !isLoanMonth(oneTimeMonth, monthsF)) ||
    (extraMonthly > 0 && !isLoanMonth(extraFromMonth, monthsF));
  if (invalid) throw new CoreDomainError("EMI");

  const months = monthsF;
  const monthlyRate = annualRate / 1200;
  const log1pRate = Math.log1p(monthlyRate);
  const plainEmi = emiPayment(amount, monthlyRate, log1pRate, monthsF);
  const oneTimeIndex = oneTimeAmount > 0 ? Math.trunc(oneTimeMonth) - 1 : -1;
  const extraFromIndex = extraMonthly > 0 ? Math.trunc(extraFromMonth) - 1 : months;
  const dust = amount * 1e-12;
  const { scalars, columns } = TWIN_BUFFERS;

  let emi = plainEmi;
  let newEmi = plainEmi;
  let balance = amount;
  let plainBalance = amount;
  let totalInterest = 0;
  let plainInterest = 0;
  let prepaid = 0;
  let paidMonths = months;
  let paidYearRows = 0;
  let open = true;
  let yearRow = 0;
  let yearPrincipal = 0;
  let yearInterest = 0;
  let yearPrepayment = 0;
  let calendarYear = startYear;
  let calendarMonth = startMonth - 1;
  for (let k = 0; k < months; k++) {
    if (calendarMonth === 12) {
      calendarMonth = 1;
      calendarYear += 1;
    } else calendarMonth++;
    const last = k === months - 1;

    const plainMonthInterest = plainBalance * monthlyRate;
    plainInterest += plainMonthInterest;
    plainBalance = last ? 0 : plainBalance - (plainEmi - plainMonthInterest);

    let interest = 0;
    let principal = 0;
    let payment = 0;
    if (open) {
      interest = balance * monthlyRate;
      principal = emi - interest;
      if (last || principal >= balance - dust) principal = balance;
      const rest = balance - principal;
      let due = k === oneTimeIndex ? oneTimeAmount : 0;
      if (k >= extraFromIndex) due += extraMonthly;
      payment = due >= rest - dust ? rest : due;
      balance = rest - payment;
      totalInterest += interest;
      const firstPartPayment = payment > 0 && prepaid === 0;
      prepaid += payment;
      if (balance === 0) {
        open = false;
        paidMonths = k + 1;
        paidYearRows = yearRow + 1;
        if (firstPartPayment) newEmi = 0;
      } else if (payment > 0 && reduceEmi) {
        emi = emiPayment(balance, monthlyRate, log1pRate, months - k - 1);
        if (firstPartPayment) newEmi = emi;
      }
    }
    yearPrincipal += principal;
    yearInterest += interest;
    yearPrepayment += payment;

    columns[COL_LOAN_MONTH * months + k] = k + 1;
    columns[COL_CALENDAR_YEAR * months + k] = calendarYear;
    columns[COL_CALENDAR_MONTH * months + k] = calendarMonth;
    columns[COL_PRINCIPAL * months + k] = principal;
    columns[COL_INTEREST * months + k] = interest;
    columns[COL_BALANCE * months + k] = balance;
    columns[COL_PREPAYMENT * months + k] = payment;

    if (calendarMonth === 12 || last) {
      columns[COL_YEAR * months + yearRow] = calendarYear;
      columns[COL_YEAR_PRINCIPAL * months + yearRow] = yearPrincipal;
      columns[COL_YEAR_INTEREST * months + yearRow] = yearInterest;
      columns[COL_YEAR_BALANCE * months + yearRow] = balance;
      columns[COL_YEAR_PREPAYMENT * months + yearRow] = yearPrepayment;
      columns[COL_PLAIN_YEAR_BALANCE * months + yearRow] = plainBalance;
      yearRow++;
      yearPrincipal = 0;
      yearInterest = 0;
      yearPrepayment = 0;
    }
  }

  scalars[0] = plainEmi;
  scalars[1] = amount + totalInterest;
  scalars[2] = amount;
  scalars[3] = totalInterest;
  scalars[4] = paidMonths;
  scalars[5] = paidYearRows;
  scalars[6] = plainInterest;
  scalars[7] = monthsF;
  scalars[8] = yearRow;
  scalars[9] = prepaid;
  scalars[10] = newEmi;
  scalars[11] = Math.max(0, plainInterest - totalInterest);
  scalars[12] = months - paidMonths;
  return emiResult(TWIN_BUFFERS, finishedRows(months), inputs);
}
