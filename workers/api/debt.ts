// The debt family: marshals calls into assembly/debt.ts. The debts travel through the core's
// INPUTS buffer, DEBT_STRIDE numbers each.
import type { DebtApi, DebtEntry, DebtPlan, DebtPlanInputs, EmergencyInputs, EmergencyResult, PayoffStatus, PayoffTimeline, StrategyPlan } from "../contracts/debt";
import { checkedRows, readScalars, readTable, resultBuffers, settledValue, inputBuffer, type BufferExports, type ResultBuffers } from "../core-buffers";

/** The raw exports of assembly/debt.ts. */
export interface DebtCoreExports {
  debtPayoff(debtCount: number, monthlyBudget: number, strategy: number): number;
  emergencyFund(monthlyEssentials: number): number;
}

// Mirrors of assembly/debt.ts: the strategies, statuses and scalar layout.
const STRATEGY = { snowball: 0, avalanche: 1 } as const;
const STATUSES: readonly PayoffStatus[] = ["cleared", "below-minimums", "below-interest", "not-cleared", "no-budget"];
export const MAX_DEBTS = 20;
/** assembly/debt.ts DEBT_STRIDE: balance, rate, minimum payment. */
const DEBT_STRIDE = 3;
export const DEBT_ORDER = 8;
export const DEBT_PAYOFF_MONTH = DEBT_ORDER + MAX_DEBTS;
const TIMELINE_COLUMNS = ["month", "balance", "interestPaid"] as const satisfies readonly (keyof PayoffTimeline)[];

/** Writes the debts into the core's INPUTS, DEBT_STRIDE numbers each, in place (no array per debt). */
function writeDebts(inputs: Float64Array, debts: readonly DebtEntry[]): void {
  for (let d = 0; d < debts.length; d++) {
    const { balance, rate, minimumPayment } = debts[d];
    inputs[d * DEBT_STRIDE] = balance;
    inputs[d * DEBT_STRIDE + 1] = rate;
    inputs[d * DEBT_STRIDE + 2] = minimumPayment;
  }
}

function plan(core: BufferExports & DebtCoreExports, count: number, monthlyBudget: number, strategy: keyof typeof STRATEGY): StrategyPlan {
  const rows = checkedRows(core.debtPayoff(count, monthlyBudget, STRATEGY[strategy]), "debt payoff");
  return strategyPlan(resultBuffers(core), rows, count);
}

/** One strategy's plan from the scalars and table of the last payoff of `count` debts (the core's, or bench/twins'). */
export function strategyPlan(buffers: ResultBuffers, rows: number, count: number): StrategyPlan {
  const scalars = readScalars(buffers, DEBT_PAYOFF_MONTH + MAX_DEBTS);
  const [status, months, totalInterest, totalPaid, minimumsTotal, firstMonthInterest, startBalance] = scalars;
  return {
    order: scalars.slice(DEBT_ORDER, DEBT_ORDER + count),
    status: STATUSES[status],
    months,
    totalInterest,
    totalPaid,
    minimumsTotal,
    firstMonthInterest,
    startBalance,
    payoffMonth: scalars.slice(DEBT_PAYOFF_MONTH, DEBT_PAYOFF_MONTH + count),
    timeline: readTable(buffers, rows, TIMELINE_COLUMNS),
  };
}

export function debtApi(corePromise: Promise<BufferExports & DebtCoreExports>): DebtApi {
  const coreNow = settledValue(corePromise);
  return {
    async debtPlan({ debts, monthlyBudget }: DebtPlanInputs): Promise<DebtPlan> {
      const core = coreNow() ?? (await corePromise);
      if (debts.length < 1 || debts.length > MAX_DEBTS) throw new RangeError(`between 1 and ${MAX_DEBTS} debts, got ${debts.length}`);
      writeDebts(inputBuffer(core), debts);
      const snowball = plan(core, debts.length, monthlyBudget, "snowball");
      const avalanche = plan(core, debts.length, monthlyBudget, "avalanche");
      return { snowball, avalanche };
    },
    async emergencyFund({ monthlyEssentials }: EmergencyInputs): Promise<EmergencyResult> {
      const core = coreNow() ?? (await corePromise);
      checkedRows(core.emergencyFund(monthlyEssentials), "emergency fund");
      const [minimum, ideal, monthlyForMinimumIn12, monthlyForIdealIn24] = readScalars(resultBuffers(core), 4);
      return { minimum, ideal, monthlyForMinimumIn12, monthlyForIdealIn24 };
    },
  };
}
