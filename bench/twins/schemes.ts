// Same-algorithm twins of assembly/schemes.ts: the PPF's yearly recurrence,
// balance ← (balance + deposit) × (1 + r), and the NPS's annuity due with its power stepped a
// year at a time (one log1p and two expm1 a call).
import { npsResult, wholeYears, yearlyDepositResult } from "../../workers/api/schemes";
import type { NpsInputs, NpsResult, PpfInputs, YearlyDepositResult } from "../../workers/contracts/schemes";
import { CoreDomainError } from "../../workers/core-buffers";
import { finishedRows, TWIN_BUFFERS } from "./buffers";

/** assembly/schemes.ts SCHEME_MAX_YEARS. */
const SCHEME_MAX_YEARS = 100;
// Yearly-deposit columns (assembly/schemes.ts DEPOSIT_COL_*).
const DEPOSIT_COL_YEAR = 0;
const DEPOSIT_COL_DEPOSIT = 1;
const DEPOSIT_COL_INTEREST = 2;
const DEPOSIT_COL_BALANCE = 3;
const DEPOSIT_COL_DEPOSITED = 4;
// NPS columns (assembly/schemes.ts NPS_COL_*).
const NPS_COL_YEAR = 0;
const NPS_COL_AGE = 1;
const NPS_COL_INVESTED = 2;
const NPS_COL_VALUE = 3;

function isAmount(value: number): boolean {
  return value >= 0 && value < Infinity;
}

/** FVdue(P, i, n) = P × ((1+i)^n − 1) / i × (1+i) given (1+i)^n − 1, P × n at i = 0 (assembly/growth.ts fvDueOfGrowth). */
function fvDueOfGrowth(payment: number, monthlyRate: number, growthMinusOne: number, months: number): number {
  return monthlyRate === 0 ? payment * months : ((payment * growthMinusOne) / monthlyRate) * (1 + monthlyRate);
}

/** A PPF account as the calc API's `ppf` returns it: a deposit at the start of every year of the term. */
export function ppfTwin({ yearlyDeposit, annualRate, timePeriod }: PpfInputs): YearlyDepositResult {
  const years = wholeYears(timePeriod, "PPF");
  if (!isAmount(yearlyDeposit) || !isAmount(annualRate) || years < 1 || years > SCHEME_MAX_YEARS) throw new CoreDomainError("PPF");
  const rate = annualRate / 100;
  const { scalars, columns } = TWIN_BUFFERS;
  let balance = 0;
  let deposited = 0;
  for (let year = 1; year <= years; year++) {
    const deposit = yearlyDeposit;
    deposited += deposit;
    const interest = (balance + deposit) * rate;
    balance += deposit + interest;
    const row = year - 1;
    columns[DEPOSIT_COL_YEAR * years + row] = year;
    columns[DEPOSIT_COL_DEPOSIT * years + row] = deposit;
    columns[DEPOSIT_COL_INTEREST * years + row] = interest;
    columns[DEPOSIT_COL_BALANCE * years + row] = balance;
    columns[DEPOSIT_COL_DEPOSITED * years + row] = deposited;
  }
  scalars[0] = deposited;
  scalars[1] = balance - deposited;
  scalars[2] = balance;
  return yearlyDepositResult(TWIN_BUFFERS, finishedRows(years));
}

/** The NPS plan as the calc API's `nps` returns it. */
export function npsTwin({ monthlyContribution, currentAge, exitAge, annualReturn, annuityShare, annuityRate }: NpsInputs): NpsResult {
  const age = wholeYears(currentAge, "NPS");
  const exit = wholeYears(exitAge, "NPS");
  if (!isAmount(monthlyContribution) || !isAmount(annualReturn) || !isAmount(annuityRate) || !(annuityShare >= 0 && annuityShare <= 100)) throw new CoreDomainError("NPS");
  const years = exit - age;
  if (years < 1 || years > SCHEME_MAX_YEARS) throw new CoreDomainError("NPS");
  const monthlyRate = annualReturn / 1200;
  const { scalars, columns } = TWIN_BUFFERS;
  const logGrowth = Math.log1p(monthlyRate);
  const months = 12 * years;
  const corpus = fvDueOfGrowth(monthlyContribution, monthlyRate, Math.expm1(months * logGrowth), months);
  const yearGrowthMinusOne = Math.expm1(12 * logGrowth);
  let growthMinusOne = 0;
  for (let row = 0; row < years; row++) {
    const monthsSoFar = 12 * (row + 1);
    growthMinusOne = growthMinusOne + yearGrowthMinusOne + growthMinusOne * yearGrowthMinusOne;
    columns[NPS_COL_YEAR * years + row] = row + 1;
    columns[NPS_COL_AGE * years + row] = age + row + 1;
    columns[NPS_COL_INVESTED * years + row] = monthlyContribution * monthsSoFar;
    columns[NPS_COL_VALUE * years + row] = row === years - 1 ? corpus : fvDueOfGrowth(monthlyContribution, monthlyRate, growthMinusOne, monthsSoFar);
  }
  const invested = monthlyContribution * months;
  const annuityPurchase = (corpus * annuityShare) / 100;
  scalars[0] = invested;
  scalars[1] = corpus - invested;
  scalars[2] = corpus;
  scalars[3] = corpus - annuityPurchase;
  scalars[4] = annuityPurchase;
  scalars[5] = (annuityPurchase * annuityRate) / 100 / 12;
  return npsResult(TWIN_BUFFERS, finishedRows(years));
}
