// Same-algorithm twin of assembly/growth.ts sipProjection: the closed form for the totals and
// the year-to-year recurrence for the table, written as a plain TypeScript calculator would.
import { CoreDomainError } from "../../workers/core-buffers";
import { growthResult } from "../../workers/api/growth";
import type { SipInputs, SipResult } from "../../workers/contracts/growth";
import { finishedRows, TWIN_BUFFERS, TWIN_MAX_ROWS } from "./buffers";

/** assembly/growth.ts MAX_MONTHS. */
const MAX_MONTHS = 1200;
// Table columns (assembly/growth.ts SIP_COL_*).
const COL_YEAR = 0;
const COL_PRINCIPAL = 1;
const COL_GROWTH = 2;
const COL_TOTAL = 3;

/** FVdue(P, i, n) = P × ((1+i)^n − 1) / i × (1+i) given (1+i)^n − 1, P × n at i = 0 (assembly/growth.ts fvDueOfGrowth). */
function fvDueOfGrowth(payment: number, monthlyRate: number, growthMinusOne: number, months: number): number {
  return monthlyRate === 0 ? payment * months : ((payment * growthMinusOne) / monthlyRate) * (1 + monthlyRate);
}

/** A flat SIP (no step-up) as the calc API's `sip` returns it. */
export function sipTwin({ monthlyInvestment, annualRate, timePeriod }: Pick<SipInputs, "monthlyInvestment" | "annualRate" | "timePeriod">): SipResult {
  const months = Math.round(timePeriod * 12);
  if (!(monthlyInvestment >= 0) || !(annualRate >= 0) || !(months >= 1) || months > MAX_MONTHS) throw new CoreDomainError("SIP");
  const monthlyRate = annualRate / 1200;
  const rows = Math.ceil(months / 12);
  if (rows > TWIN_MAX_ROWS) throw new CoreDomainError("SIP");
  const { scalars, columns } = TWIN_BUFFERS;

  // One log1p and two expm1 for the whole call, as the core.
  const logGrowth = Math.log1p(monthlyRate);
  const total = fvDueOfGrowth(monthlyInvestment, monthlyRate, Math.expm1(months * logGrowth), months);
  const invested = monthlyInvestment * months;
  scalars[0] = invested;
  scalars[1] = total - invested;
  scalars[2] = total;

  const yearGrowthMinusOne = Math.expm1(12 * logGrowth);
  const yearGrowth = yearGrowthMinusOne + 1;
  const yearOfInstalments = fvDueOfGrowth(monthlyInvestment, monthlyRate, yearGrowthMinusOne, 12);
  let value = 0;
  for (let row = 0; row < rows; row++) {
    const monthsSoFar = Math.min(12 * (row + 1), months);
    const principal = monthlyInvestment * monthsSoFar;
    value = row === rows - 1 ? total : value * yearGrowth + yearOfInstalments;
    columns[COL_YEAR * rows + row] = monthsSoFar / 12;
    columns[COL_PRINCIPAL * rows + row] = principal;
    columns[COL_GROWTH * rows + row] = value - principal;
    columns[COL_TOTAL * rows + row] = value;
  }
  return growthResult(TWIN_BUFFERS, finishedRows(rows));
}
