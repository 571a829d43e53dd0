// Same-algorithm twin of assembly/crore.ts firstCrore: the month-by-month search with the
// powers stepped by multiplication, then a second walk that writes the yearly rows.
import { croreResult } from "../../workers/api/crore";
import type { CroreInputs, CroreResult } from "../../workers/contracts/crore";
import { CoreDomainError } from "../../workers/core-buffers";
import { TWIN_BUFFERS } from "./buffers";

const CRORE_RUPEES = 10_000_000;
const CRORE_MAX_MONTHS = 1200;
const SCALAR_COUNT = 8;
// Table columns (assembly/crore.ts CRORE_COL_*).
const COL_YEAR = 0;
const COL_INVESTED = 1;
const COL_RETURNS = 2;
const COL_VALUE = 3;
const COL_TARGET = 4;

function sipValue(monthlyInvestment: number, monthlyRate: number, growthMinusOne: number, months: number): number {
  return monthlyRate === 0 ? monthlyInvestment * months : ((monthlyInvestment * growthMinusOne) / monthlyRate) * (1 + monthlyRate);
}

function goalMonth(monthlyInvestment: number, monthlyRate: number, monthlyInflation: number): number {
  let growthMinusOne = 0;
  let target = CRORE_RUPEES;
  for (let m = 1; m <= CRORE_MAX_MONTHS; m++) {
    growthMinusOne = growthMinusOne * (1 + monthlyRate) + monthlyRate;
    target *= 1 + monthlyInflation;
    if (sipValue(monthlyInvestment, monthlyRate, growthMinusOne, m) >= target) return m;
  }
  return 0;
}

/** The first crore as the calc API's `crore` returns it. */
export function croreTwin({ monthlyInvestment, annualRate, inflationRate }: CroreInputs): CroreResult {
  if (!(monthlyInvestment > 0) || !Number.isFinite(monthlyInvestment)) throw new CoreDomainError("first crore");
  if (!(annualRate >= 0) || !Number.isFinite(annualRate) || !(inflationRate >= 0) || !Number.isFinite(inflationRate)) throw new CoreDomainError("first crore");
  const monthlyRate = annualRate / 1200;
  const monthlyInflation = inflationRate / 1200;
  const { scalars, columns } = TWIN_BUFFERS;

  scalars.fill(0, 0, SCALAR_COUNT);
  const goal = goalMonth(monthlyInvestment, monthlyRate, monthlyInflation);
  if (goal === 0) return croreResult(TWIN_BUFFERS, 0);

  const rows = Math.trunc((goal + 11) / 12);
  let growthMinusOne = 0;
  let target = CRORE_RUPEES;
  let value = 0;
  for (let m = 1; m <= goal; m++) {
    growthMinusOne = growthMinusOne * (1 + monthlyRate) + monthlyRate;
    target *= 1 + monthlyInflation;
    if (m % 12 !== 0 && m !== goal) continue;
    value = sipValue(monthlyInvestment, monthlyRate, growthMinusOne, m);
    const invested = monthlyInvestment * m;
    const row = Math.trunc((m - 1) / 12);
    columns[COL_YEAR * rows + row] = m / 12;
    columns[COL_INVESTED * rows + row] = invested;
    columns[COL_RETURNS * rows + row] = value - invested;
    columns[COL_VALUE * rows + row] = value;
    columns[COL_TARGET * rows + row] = target;
  }

  const invested = monthlyInvestment * goal;
  scalars[0] = 1;
  scalars[1] = goal;
  scalars[2] = Math.trunc(goal / 12);
  scalars[3] = goal % 12;
  scalars[4] = invested;
  scalars[5] = value - invested;
  scalars[6] = value;
  scalars[7] = target;
  return croreResult(TWIN_BUFFERS, rows);
}
