// Loans: the EMI and its repayment schedule (spec 1 §3, §9; DESIGN.md "Formulas"), with
// optional part-payments.
// Conventions: monthly rate i = annual% / 1200; n = round(tenure years × 12) monthly
// instalments; interest each month is the outstanding balance × i; the last instalment's
// principal is the whole remaining balance, so the schedule closes at exactly 0.
// Part-payments: a one-time amount in one loan month and/or a fixed extra every month from a
// loan month on, each paid just after that month's EMI and never more than the balance left
// (a part-payment that covers it closes the loan that month). Reduce-tenure keeps the EMI and
// ends early; reduce-EMI recomputes the EMI over the months left to the original end after
// every month with a part-payment (so a regular extra recomputes it every month).
import { ERR_DOMAIN, MAX_ROWS, setCell, setScalar } from "./buffers";

// EMI scalar slots.
export const EMI_EMI: i32 = 0;
export const EMI_TOTAL: i32 = 1;
export const EMI_PRINCIPAL: i32 = 2;
export const EMI_INTEREST: i32 = 3;
export const EMI_MONTHS: i32 = 4;
/** How many of the table's rows hold the yearly (calendar-year) columns. */
export const EMI_YEAR_ROWS: i32 = 5;
// With part-payments: the same loan without them (the plain loan), what they add up to, the
// EMI right after the first one (the plain EMI when reduce-tenure or none was paid), and what
// they save against the plain loan.
export const EMI_PLAIN_INTEREST: i32 = 6;
export const EMI_PLAIN_MONTHS: i32 = 7;
export const EMI_PLAIN_YEAR_ROWS: i32 = 8;
export const EMI_PREPAID: i32 = 9;
export const EMI_NEW_EMI: i32 = 10;
export const EMI_INTEREST_SAVED: i32 = 11;
export const EMI_MONTHS_SAVED: i32 = 12;

// EMI table columns. The table has one row per month of the plain loan; the months after a
// part-payment closed the loan early hold zeros (the first EMI_MONTHS rows are the schedule).
// The yearly summary shares it, in columns of its own, one row per calendar year of the plain
// loan (a loan has at least one instalment in each calendar year it touches, so there are
// never more years than months): the schedule's years are the first EMI_YEAR_ROWS rows, the
// later ones zeros, and the plain loan's year-end balance runs over all EMI_PLAIN_YEAR_ROWS.
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
export const EMI_COL_PREPAYMENT: i32 = 10;
export const EMI_COL_YEAR_PREPAYMENT: i32 = 11;
export const EMI_COL_PLAIN_YEAR_BALANCE: i32 = 12;

/** What a part-payment does: keep the EMI and end early, or keep the end date and lower the EMI. */
export const PREPAY_REDUCE_TENURE: i32 = 0;
export const PREPAY_REDUCE_EMI: i32 = 1;

/**
 * The instalment that repays `amount` over `months` at `monthlyRate`:
 * P × i × (1+i)^n / ((1+i)^n − 1), written as P × i / (1 − (1+i)^−n) so a long loan at a
 * high rate never overflows, with (1+i)^−n − 1 as expm1(−n × log1p(i)) to keep a tiny
 * rate's precision. A zero rate repays in equal parts: P / n.
 */
export function emiPayment(amount: f64, monthlyRate: f64, months: f64): f64 {
  return emiPaymentAt(amount, monthlyRate, Math.log1p(monthlyRate), months);
}

/** emiPayment with log1p(monthlyRate) given, for a loop that recomputes the EMI every month. */
@inline
function emiPaymentAt(amount: f64, monthlyRate: f64, log1pRate: f64, months: f64): f64 {
  if (monthlyRate == 0) return amount / months;
  return (amount * monthlyRate) / -Math.expm1(-months * log1pRate);
}

/** True for a whole loan month 1..months. */
function isLoanMonth(month: f64, months: f64): bool {
  return month >= 1 && month <= months && Math.floor(month) == month;
}

/** True when the loan's arguments are inside the core's domain. */
function validLoan(amount: f64, annualRatePct: f64, monthsF: f64, startYear: f64, startMonth: f64): bool {
  if (!(amount > 0) || !isFinite(amount) || !(annualRatePct >= 0) || !isFinite(annualRatePct)) return false;
  if (!(monthsF >= 1) || monthsF > <f64>MAX_ROWS) return false;
  if (!(startMonth >= 1) || startMonth > 12 || Math.floor(startMonth) != startMonth) return false;
  return isFinite(startYear) && Math.floor(startYear) == startYear;
}

/**
 * EMI schedule of a loan of `amount` at `annualRatePct` over `tenureYears`, whose first
 * instalment falls in calendar month `startMonth` (1-12) of `startYear`, without part-payments.
 * Scalars and return value as emiScheduleWithPrepayment's (the plain loan's interest is the
 * loan's); the table's first ten columns as its, the part-payment columns not written. The
 * same schedule as emiScheduleWithPrepayment with no part-payment, bit for bit, from a loop
 * without its part-payment and plain-loan work, about 2.5 times as fast (bench/, "twin").
 */
export function emiSchedule(amount: f64, annualRatePct: f64, tenureYears: f64, startYear: f64, startMonth: f64): i32 {
  const monthsF = Math.round(tenureYears * 12);
  if (!validLoan(amount, annualRatePct, monthsF, startYear, startMonth)) return ERR_DOMAIN;
  const months = <i32>monthsF;
  const monthlyRate = annualRatePct / 1200;
  const emi = emiPayment(amount, monthlyRate, monthsF);
  // As emiScheduleWithPrepayment's: a balance this small is the float noise of a repaid one.
  const dust = amount * 1e-12;

  let balance = amount;
  let totalInterest: f64 = 0;
  let prepaid: f64 = 0;
  let paidMonths = months;
  let paidYearRows: i32 = 0;
  let yearRow: i32 = 0;
  let yearPrincipal: f64 = 0;
  let yearInterest: f64 = 0;
  // The calendar month is stepped rather than divided out of the loan month on every row.
  let calendarYear = startYear;
  let calendarMonth = <i32>startMonth - 1;
  for (let k: i32 = 0; k < months; k++) {
    if (calendarMonth == 12) {
      calendarMonth = 1;
      calendarYear += 1;
    } else calendarMonth++;
    const last = k == months - 1;
    const interest = balance * monthlyRate;
    let principal = emi - interest;
    if (last || principal >= balance - dust) principal = balance;
    const rest = balance - principal;
    // What is left under `dust` is cleared, as a part-payment would clear it there; a long loan
    // at a high rate can close this way a month or two early through the EMI's rounding.
    const cleared = rest <= dust ? rest : 0;
    balance = rest - cleared;
    prepaid += cleared;
    if (balance == 0 && paidMonths == months) {
      paidMonths = k + 1;
      paidYearRows = yearRow + 1;
    }
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
  setScalar(EMI_MONTHS, <f64>paidMonths);
  setScalar(EMI_YEAR_ROWS, <f64>paidYearRows);
  setScalar(EMI_PLAIN_INTEREST, totalInterest);
  setScalar(EMI_PLAIN_MONTHS, monthsF);
  setScalar(EMI_PLAIN_YEAR_ROWS, <f64>yearRow);
  setScalar(EMI_PREPAID, prepaid);
  setScalar(EMI_NEW_EMI, emi);
  setScalar(EMI_INTEREST_SAVED, 0);
  setScalar(EMI_MONTHS_SAVED, <f64>(months - paidMonths));
  return months;
}

/**
 * EMI schedule as emiSchedule's, with a one-time part-payment of `oneTimeAmount` in loan month
 * `oneTimeMonth` and `extraMonthly` more in every loan month from `extraFromMonth` (months
 * count from 1; each ignored when its amount is 0), in `mode` PREPAY_REDUCE_TENURE or
 * PREPAY_REDUCE_EMI. With no part-payment the schedule is the plain loan's, bit for bit.
 * Scalars: emi (the first), total paid, principal, total interest, months until the loan is
 * repaid, yearly row count; the plain loan's interest, months and yearly rows; the part-payments'
 * sum; the EMI after the first part-payment; interest saved and months saved.
 * Table, one row per month: loanMonth, calendarYear, calendarMonth (1-12), principal of the
 * EMI, interest, balance after the month's payments, part-payment; and per calendar year
 * (first rows only): year, principal of the EMIs, interest, balance at the year's end,
 * part-payments, and the plain loan's balance at the year's end.
 * Returns the number of months of the plain loan (rows), or ERR_DOMAIN.
 */
export function emiScheduleWithPrepayment(
  amount: f64,
  annualRatePct: f64,
  tenureYears: f64,
  startYear: f64,
  startMonth: f64,
  oneTimeAmount: f64,
  oneTimeMonth: f64,
  extraMonthly: f64,
  extraFromMonth: f64,
  mode: i32,
): i32 {
  const monthsF = Math.round(tenureYears * 12);
  if (!validLoan(amount, annualRatePct, monthsF, startYear, startMonth)) return ERR_DOMAIN;
  if (!(oneTimeAmount >= 0) || !isFinite(oneTimeAmount) || !(extraMonthly >= 0) || !isFinite(extraMonthly)) return ERR_DOMAIN;
  if (oneTimeAmount > 0 && !isLoanMonth(oneTimeMonth, monthsF)) return ERR_DOMAIN;
  if (extraMonthly > 0 && !isLoanMonth(extraFromMonth, monthsF)) return ERR_DOMAIN;
  if (mode != PREPAY_REDUCE_TENURE && mode != PREPAY_REDUCE_EMI) return ERR_DOMAIN;

  const months = <i32>monthsF;
  const monthlyRate = annualRatePct / 1200;
  const log1pRate = Math.log1p(monthlyRate);
  const plainEmi = emiPaymentAt(amount, monthlyRate, log1pRate, monthsF);
  // Loan months (0-based) of the part-payments; -1 and `months` never come.
  const oneTimeIndex = oneTimeAmount > 0 ? <i32>oneTimeMonth - 1 : -1;
  const extraFromIndex = extraMonthly > 0 ? <i32>extraFromMonth - 1 : months;
  // Below this a balance is the float noise of one that is repaid: it is paid off rather than
  // left as a last instalment of a fraction of a paisa. A balance of a loan without
  // part-payments is never this small before its last month (it is at least about amount / n).
  const dust = amount * 1e-12;

  let emi = plainEmi;
  let newEmi = plainEmi;
  let balance = amount;
  let plainBalance = amount;
  let totalInterest: f64 = 0;
  let plainInterest: f64 = 0;
  let prepaid: f64 = 0;
  let paidMonths = months;
  let paidYearRows: i32 = 0;
  let open = true;
  let yearRow: i32 = 0;
  let yearPrincipal: f64 = 0;
  let yearInterest: f64 = 0;
  let yearPrepayment: f64 = 0;
  let calendarYear = startYear;
  let calendarMonth = <i32>startMonth - 1;
  for (let k: i32 = 0; k < months; k++) {
    if (calendarMonth == 12) {
      calendarMonth = 1;
      calendarYear += 1;
    } else calendarMonth++;
    const last = k == months - 1;

    // The plain loan, alongside, for what the part-payments save and the chart's second line.
    const plainMonthInterest = plainBalance * monthlyRate;
    plainInterest += plainMonthInterest;
    plainBalance = last ? 0 : plainBalance - (plainEmi - plainMonthInterest);

    let interest: f64 = 0;
    let principal: f64 = 0;
    let prepayment: f64 = 0;
    if (open) {
      interest = balance * monthlyRate;
      // The last instalment (or one that would overpay) takes whatever is left, so the loan
      // closes at exactly 0.
      principal = emi - interest;
      if (last || principal >= balance - dust) principal = balance;
      const rest = balance - principal;
      let due: f64 = k == oneTimeIndex ? oneTimeAmount : 0;
      if (k >= extraFromIndex) due += extraMonthly;
      // A part-payment never takes more than is owed; one that covers it closes the loan.
      prepayment = due >= rest - dust ? rest : due;
      balance = rest - prepayment;
      totalInterest += interest;
      const firstPartPayment = prepayment > 0 && prepaid == 0;
      prepaid += prepayment;
      if (balance == 0) {
        open = false;
        paidMonths = k + 1;
        paidYearRows = yearRow + 1;
        if (firstPartPayment) newEmi = 0; // it repaid everything: no EMI is left
      } else if (prepayment > 0 && mode == PREPAY_REDUCE_EMI) {
        emi = emiPaymentAt(balance, monthlyRate, log1pRate, <f64>(months - k - 1));
        if (firstPartPayment) newEmi = emi;
      }
    }
    yearPrincipal += principal;
    yearInterest += interest;
    yearPrepayment += prepayment;

    setCell(EMI_COL_LOAN_MONTH, months, k, <f64>(k + 1));
    setCell(EMI_COL_CALENDAR_YEAR, months, k, calendarYear);
    setCell(EMI_COL_CALENDAR_MONTH, months, k, <f64>calendarMonth);
    setCell(EMI_COL_PRINCIPAL, months, k, principal);
    setCell(EMI_COL_INTEREST, months, k, interest);
    setCell(EMI_COL_BALANCE, months, k, balance);
    setCell(EMI_COL_PREPAYMENT, months, k, prepayment);

    if (calendarMonth == 12 || last) {
      setCell(EMI_COL_YEAR, months, yearRow, calendarYear);
      setCell(EMI_COL_YEAR_PRINCIPAL, months, yearRow, yearPrincipal);
      setCell(EMI_COL_YEAR_INTEREST, months, yearRow, yearInterest);
      setCell(EMI_COL_YEAR_BALANCE, months, yearRow, balance);
      setCell(EMI_COL_YEAR_PREPAYMENT, months, yearRow, yearPrepayment);
      setCell(EMI_COL_PLAIN_YEAR_BALANCE, months, yearRow, plainBalance);
      yearRow++;
      yearPrincipal = 0;
      yearInterest = 0;
      yearPrepayment = 0;
    }
  }

  setScalar(EMI_EMI, plainEmi);
  setScalar(EMI_TOTAL, amount + totalInterest);
  setScalar(EMI_PRINCIPAL, amount);
  setScalar(EMI_INTEREST, totalInterest);
  setScalar(EMI_MONTHS, <f64>paidMonths);
  setScalar(EMI_YEAR_ROWS, <f64>paidYearRows);
  setScalar(EMI_PLAIN_INTEREST, plainInterest);
  setScalar(EMI_PLAIN_MONTHS, monthsF);
  setScalar(EMI_PLAIN_YEAR_ROWS, <f64>yearRow);
  setScalar(EMI_PREPAID, prepaid);
  setScalar(EMI_NEW_EMI, newEmi);
  // Part-payments only ever lower the balance, so the saving is at least 0. Reducing the tenure
  // keeps that bit for bit (each balance is at or below the plain loan's, and float rounding is
  // monotone); a recomputed EMI carries a rounding error that grows like the debt, (1+i)^n, so
  // a part-payment of a paisa on a long loan at a high rate can come out a rupee or two below 0
  // (a relative 1e-9): that is a saving of 0.
  setScalar(EMI_INTEREST_SAVED, Math.max(0, plainInterest - totalInterest));
  setScalar(EMI_MONTHS_SAVED, <f64>(months - paidMonths));
  return months;
}
