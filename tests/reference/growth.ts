// Plain-TypeScript reference for the growth core (tests and bench only, never shipped).
// Deliberately a different method from the core: it walks month by month instead of using
// the closed-form annuity formula, so agreement checks the formula, not a copy of it.

export interface SipReference {
  invested: number;
  gained: number;
  total: number;
  rows: { year: number; principal: number; growth: number; total: number }[];
}

export function sipReference(monthlyInvestment: number, annualRatePct: number, years: number): SipReference {
  const months = Math.round(years * 12);
  const monthlyRate = annualRatePct / 1200;
  const rows: SipReference["rows"] = [];
  let balance = 0;
  for (let month = 1; month <= months; month++) {
    balance = (balance + monthlyInvestment) * (1 + monthlyRate); // paid at the start of the month
    if (month % 12 === 0 || month === months) {
      const principal = monthlyInvestment * month;
      rows.push({ year: month / 12, principal, growth: balance - principal, total: balance });
    }
  }
  const invested = monthlyInvestment * months;
  return { invested, gained: balance - invested, total: balance, rows };
}

/** A yearly growth table as plain rows (the shape of GrowthResult's columns). */
export interface GrowthReference {
  invested: number;
  gained: number;
  total: number;
  rows: { year: number; principal: number; growth: number; total: number }[];
}

/** Multiplies `factor` in `whole` times, then applies the remaining fraction of a period as a power. */
function grow(amount: number, factor: number, periods: number): number {
  const whole = Math.floor(periods + 1e-9);
  let value = amount;
  for (let k = 0; k < whole; k++) value *= factor;
  const rest = periods - whole;
  return rest > 1e-9 ? value * factor ** rest : value;
}

/** Month ends that close a table row: every 12th month and the last one. */
function isRowEnd(month: number, months: number): boolean {
  return month % 12 === 0 || month === months;
}

/**
 * Lumpsum (m = 1) and FD (m = 4): the amount multiplied by (1 + r/m) once per whole
 * compounding period, a part period as a power, over round(years × 12) months.
 */
export function lumpsumReference(amount: number, annualRatePct: number, years: number, compoundingsPerYear: number): GrowthReference {
  const months = Math.round(years * 12);
  const factor = 1 + annualRatePct / 100 / compoundingsPerYear;
  const valueAt = (month: number) => grow(amount, factor, (month / 12) * compoundingsPerYear);
  const rows: GrowthReference["rows"] = [];
  for (let month = 1; month <= months; month++) {
    if (isRowEnd(month, months)) rows.push({ year: month / 12, principal: amount, growth: valueAt(month) - amount, total: valueAt(month) });
  }
  const total = valueAt(months);
  return { invested: amount, gained: total - amount, total, rows };
}

/** RD as DESIGN.md writes it: the deposit made k months before the end grows by (1 + r/4)^(k/3); summed deposit by deposit. */
export function rdReference(monthlyDeposit: number, annualRatePct: number, years: number): GrowthReference {
  const months = Math.round(years * 12);
  const quarterFactor = 1 + annualRatePct / 400;
  const valueAt = (end: number) => {
    let sum = 0;
    for (let deposit = 1; deposit <= end; deposit++) sum += monthlyDeposit * quarterFactor ** ((end - deposit + 1) / 3);
    return sum;
  };
  const rows: GrowthReference["rows"] = [];
  for (let month = 1; month <= months; month++) {
    if (isRowEnd(month, months)) {
      const total = valueAt(month);
      rows.push({ year: month / 12, principal: monthlyDeposit * month, growth: total - monthlyDeposit * month, total });
    }
  }
  const total = valueAt(months);
  const invested = monthlyDeposit * months;
  return { invested, gained: total - invested, total, rows };
}

/** Compounding: month by month, balance = (balance + addition) × (1 + j), j = (1 + r/m)^(m/12) − 1. */
export function compoundingReference(
  initialInvestment: number,
  monthlyAddition: number,
  years: number,
  annualRatePct: number,
  compoundingsPerYear: number,
): GrowthReference {
  const months = Math.round(years * 12);
  const monthlyFactor = (1 + annualRatePct / 100 / compoundingsPerYear) ** (compoundingsPerYear / 12);
  const rows: GrowthReference["rows"] = [];
  let balance = initialInvestment;
  for (let month = 1; month <= months; month++) {
    balance = (balance + monthlyAddition) * monthlyFactor;
    const principal = initialInvestment + monthlyAddition * month;
    if (isRowEnd(month, months)) rows.push({ year: month / 12, principal, growth: balance - principal, total: balance });
  }
  const invested = initialInvestment + monthlyAddition * months;
  return { invested, gained: balance - invested, total: balance, rows };
}

/** Value after `months` of `initial` on day one plus `monthly` at the start of each month, walked month by month. */
function walk(initial: number, monthly: number, monthlyRate: number, months: number): number {
  let balance = initial;
  for (let month = 1; month <= months; month++) balance = (balance + monthly) * (1 + monthlyRate);
  return balance;
}

export interface SipNeedReference {
  sip: number;
  invested: number;
  wealthGain: number;
  total: number;
  rows: { year: number; invested: number; wealthGain: number; total: number }[];
}

/**
 * SIP need without the closed form: the end value is linear in the SIP, so
 * sip = (T − value of L alone) ÷ (value of ₹1 a month), both walked month by month.
 */
export function sipNeedReference(targetAmount: number, years: number, annualRatePct: number, initialInvestment: number): SipNeedReference {
  const months = Math.round(years) * 12;
  const monthlyRate = annualRatePct / 1200;
  const fromInitial = walk(initialInvestment, 0, monthlyRate, months);
  const perRupee = walk(0, 1, monthlyRate, months);
  const sip = Math.max(0, (targetAmount - fromInitial) / perRupee);
  const rows: SipNeedReference["rows"] = [];
  for (let month = 12; month <= months; month += 12) {
    const total = walk(initialInvestment, sip, monthlyRate, month);
    const invested = initialInvestment + sip * month;
    rows.push({ year: month / 12, invested, wealthGain: total - invested, total });
  }
  const last = rows[rows.length - 1];
  return { sip, invested: last.invested, wealthGain: last.wealthGain, total: last.total, rows };
}

/** Difference in returns: each scenario walked month by month (SIP) or year by year (lumpsum). */
export function scenarioTotalReference(mode: "sip" | "lumpsum", amount: number, years: number, annualRatePct: number): number {
  const months = Math.round(years * 12);
  if (mode === "sip") return walk(0, amount, annualRatePct / 1200, months);
  return grow(amount, 1 + annualRatePct / 100, months / 12);
}

/** Inflation: the cost multiplied by (1 + f) once a year, a part year as a power. */
export function inflationReference(currentCost: number, inflationRatePct: number, years: number): { future: number; costs: number[] } {
  const costs: number[] = [];
  for (let year = 0; year < years; year++) costs.push(grow(currentCost, 1 + inflationRatePct / 100, year));
  const future = grow(currentCost, 1 + inflationRatePct / 100, years);
  costs.push(future);
  return { future, costs };
}

/** Delay cost: both SIPs walked month by month to the same end; the late one pays nothing for its first d months. */
export function delayCostReference(monthlyInvestment: number, annualRatePct: number, years: number, delayMonths: number) {
  const months = Math.round(years * 12);
  const delay = Math.round(delayMonths);
  const monthlyRate = annualRatePct / 1200;
  let now = 0;
  let late = 0;
  for (let month = 1; month <= months; month++) {
    now = (now + monthlyInvestment) * (1 + monthlyRate);
    late = (late + (month > delay ? monthlyInvestment : 0)) * (1 + monthlyRate);
  }
  return { fv_now: now, fv_delayed: late, cost: now - late };
}

export type StepUpReferenceMode = "none" | "percent" | "amount";

export interface StepUpSipReference extends SipReference {
  /** The instalment paid in the last month. */
  finalInstalment: number;
  /** The instalment paid in each year, one per row. */
  instalments: number[];
}

/**
 * Step-up SIP walked month by month: the instalment of month k (from 1) is raised once for
 * every full year before it, by `stepUpValue` percent of the previous instalment (compounded
 * year on year) or by `stepUpValue` rupees, and each month balance = (balance + instalment) ×
 * (1 + i). The core instead adds each year's increase to the flat SIP's closed form.
 */
export function stepUpSipReference(
  monthlyInvestment: number,
  annualRatePct: number,
  years: number,
  stepUpMode: StepUpReferenceMode,
  stepUpValue: number,
): StepUpSipReference {
  const months = Math.round(years * 12);
  const monthlyRate = annualRatePct / 1200;
  const rows: SipReference["rows"] = [];
  const instalments: number[] = [];
  let balance = 0;
  let invested = 0;
  let instalment = monthlyInvestment;
  for (let month = 1; month <= months; month++) {
    if (month > 1 && month % 12 === 1) {
      if (stepUpMode === "percent") instalment *= 1 + stepUpValue / 100;
      if (stepUpMode === "amount") instalment += stepUpValue;
    }
    invested += instalment;
    balance = (balance + instalment) * (1 + monthlyRate);
    if (month % 12 === 0 || month === months) {
      rows.push({ year: month / 12, principal: invested, growth: balance - invested, total: balance });
      instalments.push(instalment);
    }
  }
  return { invested, gained: balance - invested, total: balance, rows, finalInstalment: instalment, instalments };
}
