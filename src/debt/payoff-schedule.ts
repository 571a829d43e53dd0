// The debt tracker's payoff schedule: one row per month of the simulation, both strategies
// side by side (the total still owed, the interest charged so far, the debts cleared that
// month), dated from this month (month 1 is the current calendar month, as the EMI schedule's
// is). The screen and the CSV download read the same rows, so they cannot disagree.
import type { DebtPlan, StrategyPlan } from "../../workers/calc-contract";
import { isoMonth, toCsv, type CsvCell } from "../lib/csv";

/** The calendar month of month 1; `month` runs 1-12. */
export interface ScheduleStart {
  year: number;
  month: number;
}

export function currentMonth(now = new Date()): ScheduleStart {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

export interface StrategyMonth {
  /** All debts together after the month's payments (0 once this strategy has finished). */
  balance: number;
  /** Interest charged from the start to the end of this month. */
  interestPaid: number;
  /** Names of the debts cleared this month, in the strategy's order. */
  cleared: string[];
}

export interface PayoffMonthRow {
  month: number;
  year: number;
  /** 1-12. */
  calendarMonth: number;
  snowball: StrategyMonth;
  avalanche: StrategyMonth;
}

/** Debts cleared in the same month, in one cell: names may hold commas, so a semicolon parts them. */
export function clearedText(cleared: readonly string[]): string {
  return cleared.join("; ");
}

/** The spec's style of field names for the CSV header, one per column on screen. */
export const PAYOFF_SCHEDULE_FIELDS = [
  "month",
  "date",
  "snowballBalance",
  "snowballInterestPaid",
  "snowballCleared",
  "avalancheBalance",
  "avalancheInterestPaid",
  "avalancheCleared",
] as const;

function strategyMonths(plan: StrategyPlan, names: readonly string[], months: number): StrategyMonth[] {
  const { balance, interestPaid } = plan.timeline;
  const last = balance.length - 1;
  const clearedIn = new Map<number, string[]>();
  for (const index of plan.order) {
    const month = plan.payoffMonth[index];
    if (month > 0) clearedIn.set(month, [...(clearedIn.get(month) ?? []), names[index]]);
  }
  // Row m is month m + 1: the timeline's row 0 is the start, before any payment.
  return Array.from({ length: months }, (_, row) => {
    const month = row + 1;
    return month <= last
      ? { balance: balance[month], interestPaid: interestPaid[month], cleared: clearedIn.get(month) ?? [] }
      : { balance: 0, interestPaid: last >= 0 ? interestPaid[last] : 0, cleared: [] };
  });
}

/** Every simulated month of the longer of the two runs; none when there is no budget to simulate. */
export function payoffSchedule(plan: DebtPlan, names: readonly string[], start: ScheduleStart): PayoffMonthRow[] {
  const months = Math.max(plan.snowball.timeline.month.length, plan.avalanche.timeline.month.length) - 1;
  if (months < 1) return [];
  const snowball = strategyMonths(plan.snowball, names, months);
  const avalanche = strategyMonths(plan.avalanche, names, months);
  return snowball.map((snowballMonth, row) => {
    const offset = start.month - 1 + row;
    return {
      month: row + 1,
      year: start.year + Math.floor(offset / 12),
      calendarMonth: (offset % 12) + 1,
      snowball: snowballMonth,
      avalanche: avalanche[row],
    };
  });
}

/** The CSV of the schedule: rupees unformatted, dates as ISO months ('2026-03'); `header` in the page's language. */
export function payoffScheduleCsv(rows: readonly PayoffMonthRow[], header: readonly string[] = PAYOFF_SCHEDULE_FIELDS): string {
  const strategy = ({ balance, interestPaid, cleared }: StrategyMonth): CsvCell[] => [balance, interestPaid, clearedText(cleared)];
  return toCsv(
    header,
    rows.map((row) => [row.month, isoMonth(row.year, row.calendarMonth), ...strategy(row.snowball), ...strategy(row.avalanche)]),
  );
}
