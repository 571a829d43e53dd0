// Plain-TypeScript reference for the returns core (tests only, never shipped), by different
// methods: the SWP walks month by month (the core uses the annuity closed form), the CAGR and
// the XIRR are found by bisection alone (the core uses a closed form and Newton's method),
// simple interest adds each month's interest.

export interface SwpReference {
  totalWithdrawn: number;
  finalBalance: number;
  /** Full withdrawals before the money ran out, or null if it lasted the whole walk. */
  fullMonths: number | null;
  lastPartial: number;
  rows: { year: number; withdrawn: number; balance: number }[];
}

/** The core's unit of "nothing left": half a paisa, in rupees. */
const HALF_PAISA = 0.005;

/** A balance below half a paisa, left by rounding, is shown as nothing (as in the core). */
function shownBalance(balance: number): number {
  return balance < HALF_PAISA ? 0 : balance;
}

/** Month by month for `walkMonths` (at least the period), recording the period's yearly rows. */
export function swpReference(corpus: number, monthlyWithdrawal: number, annualRatePct: number, years: number, walkMonths = 1200): SwpReference {
  const months = Math.round(years * 12);
  const monthlyRate = annualRatePct / 1200;
  let balance = corpus;
  let withdrawn = 0;
  let withdrawnInYear = 0;
  let fullMonths: number | null = null;
  let lastPartial = 0;
  let totalWithdrawn = 0;
  let finalBalance = corpus;
  const rows: SwpReference["rows"] = [];
  for (let month = 1; month <= Math.max(months, walkMonths); month++) {
    balance *= 1 + monthlyRate;
    const take = Math.min(monthlyWithdrawal, balance);
    // As the core counts it: a withdrawal short by less than half a paisa is a full one; a last
    // one below half a paisa is no withdrawal (the remainder it would have paid is nothing).
    const short = take < monthlyWithdrawal - HALF_PAISA;
    const paid = !short ? monthlyWithdrawal : take < HALF_PAISA ? 0 : take;
    if (fullMonths === null && short) {
      fullMonths = month - 1;
      lastPartial = paid;
    }
    balance -= take;
    if (month <= months) {
      withdrawn += paid;
      withdrawnInYear += paid;
      if (month % 12 === 0 || month === months) {
        rows.push({ year: month / 12, withdrawn: withdrawnInYear, balance: shownBalance(balance) });
        withdrawnInYear = 0;
      }
      totalWithdrawn = withdrawn;
      finalBalance = shownBalance(balance);
    }
    if (balance <= 0 && month >= months) break;
  }
  // The core stops its table in the year the money runs out.
  const lastRow = rows.findIndex((row) => row.balance <= HALF_PAISA);
  return { totalWithdrawn, finalBalance, fullMonths, lastPartial, rows: lastRow < 0 ? rows : rows.slice(0, lastRow + 1) };
}

/** The rate r with initial × (1 + r)^years = final, by bisection on r. */
export function cagrReference(initialValue: number, finalValue: number, years: number): number {
  let low = -0.999999;
  let high = 1000;
  for (let step = 0; step < 300; step++) {
    const middle = (low + high) / 2;
    if (initialValue * (1 + middle) ** years < finalValue) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 100;
}

export function simpleInterestReference(principal: number, annualRatePct: number, years: number): number {
  let interest = 0;
  for (let month = 1; month <= Math.round(years * 12); month++) interest += (principal * annualRatePct) / 100 / 12;
  return interest;
}

/** Net present value at annual rate r of flows (years from the first, amount). */
export function npvAt(flows: readonly { years: number; amount: number }[], rate: number): number {
  return flows.reduce((sum, flow) => sum + flow.amount / (1 + rate) ** flow.years, 0);
}

/**
 * XIRR by bisection alone, between `low` and `high` (annual rates as fractions), which must
 * bracket a sign change of the NPV; null when they do not.
 */
export function xirrBisection(flows: readonly { years: number; amount: number }[], low = -0.99, high = 10): number | null {
  let lowValue = npvAt(flows, low);
  if (Math.sign(lowValue) === Math.sign(npvAt(flows, high))) return null;
  for (let step = 0; step < 300; step++) {
    const middle = (low + high) / 2;
    const value = npvAt(flows, middle);
    if (Math.sign(value) === Math.sign(lowValue)) {
      low = middle;
      lowValue = value;
    } else high = middle;
  }
  return ((low + high) / 2) * 100;
}
