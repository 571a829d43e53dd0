// Same-algorithm twin of assembly/returns.ts swpProjection: the balance after k withdrawals in
// closed form, B(k) = C g^k − W (g^k − 1) / i, the month the money runs out from
// k* = ln(W / (W − C i)) / ln g, and one row per year from B at each year end.
import { swpResult } from "../../workers/api/returns";
import type { SwpInputs, SwpResult } from "../../workers/contracts/returns";
import { CoreDomainError } from "../../workers/core-buffers";
import { finishedRows, TWIN_BUFFERS, TWIN_MAX_ROWS } from "./buffers";

/** assembly/growth.ts MAX_MONTHS. */
const MAX_MONTHS = 1200;
const NOTHING_LEFT_RUPEES = 0.005;
const LONGEST_LASTING_MONTHS = 12_000;
// Scalar slots and table columns (assembly/returns.ts SWP_*, SWP_COL_*).
const TOTAL_WITHDRAWN = 0;
const FINAL_BALANCE = 1;
const TOTAL_RETURNS = 2;
const FULL_MONTHS = 3;
const LAST_PARTIAL = 4;
const MONTHS = 5;
const COL_YEAR = 0;
const COL_WITHDRAWN = 1;
const COL_RETURNS = 2;
const COL_BALANCE = 3;

function balanceAfter(corpus: number, withdrawal: number, i: number, k: number): number {
  if (i === 0) return corpus - withdrawal * k;
  const growthMinusOne = Math.expm1(k * Math.log1p(i));
  return corpus * (growthMinusOne + 1) - (withdrawal * growthMinusOne) / i;
}

/** Full withdrawals the corpus pays, or -1 when it pays them for ever. */
function fullMonthsOf(corpus: number, withdrawal: number, i: number): number {
  if (withdrawal === 0 || withdrawal <= corpus * i) return -1;
  const exact = i === 0 ? corpus / withdrawal : Math.log1p((corpus * i) / (withdrawal - corpus * i)) / Math.log1p(i);
  if (!(exact < LONGEST_LASTING_MONTHS)) return LONGEST_LASTING_MONTHS;
  let full = Math.floor(exact);
  if (balanceAfter(corpus, withdrawal, i, full + 1) >= -NOTHING_LEFT_RUPEES) full += 1;
  else if (full > 0 && balanceAfter(corpus, withdrawal, i, full) < -NOTHING_LEFT_RUPEES) full -= 1;
  return full;
}

/** The SWP as the calc API's `swp` returns it. */
export function swpTwin({ corpus, monthlyWithdrawal, annualRate, years }: SwpInputs): SwpResult {
  const months = Math.round(years * 12);
  if (!(corpus > 0) || !Number.isFinite(corpus) || !(monthlyWithdrawal >= 0) || !Number.isFinite(monthlyWithdrawal)) throw new CoreDomainError("SWP");
  if (!(annualRate >= 0) || annualRate > 100 || !(months >= 1) || months > MAX_MONTHS) throw new CoreDomainError("SWP");
  const i = annualRate / 1200;
  const fullMonths = fullMonthsOf(corpus, monthlyWithdrawal, i);
  const partial = fullMonths < 0 || fullMonths >= LONGEST_LASTING_MONTHS ? 0 : balanceAfter(corpus, monthlyWithdrawal, i, fullMonths) * (1 + i);
  const partialShown = partial < NOTHING_LEFT_RUPEES ? 0 : partial;
  const lastMonth = fullMonths < 0 ? months : Math.max(1, Math.min(months, partialShown > 0 ? fullMonths + 1 : fullMonths));
  const rows = Math.ceil(lastMonth / 12);
  if (rows > TWIN_MAX_ROWS) throw new CoreDomainError("SWP");
  const { scalars, columns } = TWIN_BUFFERS;
  scalars[FULL_MONTHS] = fullMonths;
  scalars[MONTHS] = months;
  scalars[LAST_PARTIAL] = partialShown;

  let previousBalance = corpus;
  let previousWithdrawn = 0;
  for (let row = 0; row < rows; row++) {
    const month = Math.min(12 * (row + 1), months);
    let balance = 0;
    if (fullMonths < 0 || month <= fullMonths) {
      balance = balanceAfter(corpus, monthlyWithdrawal, i, month);
      if (balance < NOTHING_LEFT_RUPEES) balance = 0;
    }
    const withdrawn = fullMonths < 0 || month <= fullMonths ? monthlyWithdrawal * month : monthlyWithdrawal * fullMonths + partialShown;
    columns[COL_YEAR * rows + row] = month / 12;
    columns[COL_WITHDRAWN * rows + row] = withdrawn - previousWithdrawn;
    columns[COL_RETURNS * rows + row] = balance - previousBalance + (withdrawn - previousWithdrawn);
    columns[COL_BALANCE * rows + row] = balance;
    previousBalance = balance;
    previousWithdrawn = withdrawn;
  }
  scalars[TOTAL_WITHDRAWN] = previousWithdrawn;
  scalars[FINAL_BALANCE] = previousBalance;
  scalars[TOTAL_RETURNS] = previousBalance + previousWithdrawn - corpus;
  return swpResult(TWIN_BUFFERS, finishedRows(rows));
}
