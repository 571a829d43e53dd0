// Same-algorithm twin of assembly/crore.ts firstCrore: one month-by-month walk, a year of
// months at a time, with the powers stepped by multiplication, writing each year's end after
// its months, CRORE_MAX_ROWS apart, then packing the columns once the row count is known.
import { croreResult } from "../../workers/api/crore";
import type { CroreInputs, CroreResult } from "../../workers/contracts/crore";
import { CoreDomainError } from "../../workers/core-buffers";
import { finishedRows, TWIN_BUFFERS } from "./buffers";

const CRORE_RUPEES = 10_000_000;
const CRORE_MAX_MONTHS = 1200;
const CRORE_MAX_ROWS = CRORE_MAX_MONTHS / 12;
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

/** The first crore as the calc API's `crore` returns it. */
export function croreTwin({ monthlyInvestment, annualRate, inflationRate }: CroreInputs): CroreResult {
  if (!(monthlyInvestment > 0) || !Number.isFinite(monthlyInvestment)) throw new CoreDomainError("first crore");
  if (!(annualRate >= 0) || !Number.isFinite(annualRate) || !(inflationRate >= 0) || !Number.isFinite(inflationRate)) throw new CoreDomainError("first crore");
  const monthlyRate = annualRate / 1200;
  const monthlyInflation = inflationRate / 1200;
  const { scalars, columns } = TWIN_BUFFERS;

  scalars.fill(0, 0, SCALAR_COUNT);
  const growthPerMonth = 1 + monthlyRate;
  const inflationPerMonth = 1 + monthlyInflation;
  let growthMinusOne = 0;
  let target = CRORE_RUPEES;
  let value = 0;
  let goal = 0;
  let m = 0;
  for (let row = 0; row < CRORE_MAX_ROWS && goal === 0; row++) {
    for (let month = 0; month < 12; month++) {
      m++;
      growthMinusOne = growthMinusOne * growthPerMonth + monthlyRate;
      target *= inflationPerMonth;
      value = sipValue(monthlyInvestment, monthlyRate, growthMinusOne, m);
      if (value >= target) {
        goal = m;
        break;
      }
    }
    const invested = monthlyInvestment * m;
    columns[COL_YEAR * CRORE_MAX_ROWS + row] = m / 12;
    columns[COL_INVESTED * CRORE_MAX_ROWS + row] = invested;
    columns[COL_RETURNS * CRORE_MAX_ROWS + row] = value - invested;
    columns[COL_VALUE * CRORE_MAX_ROWS + row] = value;
    columns[COL_TARGET * CRORE_MAX_ROWS + row] = target;
  }
  if (goal === 0) return croreResult(TWIN_BUFFERS, finishedRows(0));
  const rows = Math.trunc((goal + 11) / 12);
  for (let column = 1; column <= COL_TARGET; column++) columns.copyWithin(column * rows, column * CRORE_MAX_ROWS, column * CRORE_MAX_ROWS + rows);

  const invested = monthlyInvestment * goal;
  scalars[0] = 1;
  scalars[1] = goal;
  scalars[2] = Math.trunc(goal / 12);
  scalars[3] = goal % 12;
  scalars[4] = invested;
  scalars[5] = value - invested;
  scalars[6] = value;
  scalars[7] = target;
  return croreResult(TWIN_BUFFERS, finishedRows(rows));
}
