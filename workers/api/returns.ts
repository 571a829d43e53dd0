// The returns family: marshals calls into assembly/returns.ts and assembly/xirr.ts. Scalar
// slots, column orders and statuses mirror the constants there.
import type { CagrResult, CashFlow, ReturnsApi, SimpleInterestResult, SwpResult, XirrResult, XirrStatus } from "../contracts/returns";
import { checkedRows, readScalars, readTable, writeInputs, type BufferExports } from "../core-buffers";

/** The raw exports of assembly/returns.ts and assembly/xirr.ts. */
export interface ReturnsCoreExports {
  swpProjection(corpus: number, monthlyWithdrawal: number, annualRatePct: number, years: number): number;
  cagr(initialValue: number, finalValue: number, years: number): number;
  simpleInterest(principal: number, annualRatePct: number, years: number): number;
  xirr(flowCount: number): number;
}

type ReturnsCore = BufferExports & ReturnsCoreExports;

const SWP_COLUMNS = ["year", "withdrawn", "returns", "balance"] as const satisfies readonly (keyof SwpResult["projection"])[];
const CAGR_COLUMNS = ["year", "value"] as const satisfies readonly (keyof CagrResult["projection"])[];
const SIMPLE_COLUMNS = ["year", "interest", "total"] as const satisfies readonly (keyof SimpleInterestResult["projection"])[];
const XIRR_COLUMNS = ["years", "amount", "presentValue"] as const satisfies readonly (keyof XirrResult["flows"])[];
/** assembly/xirr.ts XIRR_SOLVED, XIRR_NO_SIGN_CHANGE, XIRR_NO_SOLUTION. */
const XIRR_STATUSES: readonly XirrStatus[] = ["solved", "no-sign-change", "no-solution"];
/** assembly/xirr.ts MAX_XIRR_FLOWS. */
export const MAX_XIRR_FLOWS = 100;
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of an ISO date, or NaN when it is not a real calendar date. */
export function isoDay(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return Number.NaN;
  return time / MS_PER_DAY;
}

/** Each flow as (days after the earliest flow, amount), the layout assembly/xirr.ts reads. */
function flattenFlows(flows: readonly CashFlow[]): number[] {
  const days = flows.map((flow) => isoDay(flow.date));
  if (days.some((day) => Number.isNaN(day))) throw new RangeError("every cash flow needs a real date as yyyy-mm-dd");
  const first = Math.min(...days);
  return flows.flatMap((flow, k) => [days[k] - first, flow.amount]);
}

export function returnsApi(corePromise: Promise<ReturnsCore>): ReturnsApi {
  return {
    async swp({ corpus, monthlyWithdrawal, annualRate, years }) {
      const core = await corePromise;
      const rows = checkedRows(core.swpProjection(corpus, monthlyWithdrawal, annualRate, years), "SWP");
      const [totalWithdrawn, finalBalance, totalReturns, fullMonths, lastPartial, months] = readScalars(core, 6);
      return {
        totalWithdrawn,
        finalBalance,
        totalReturns,
        fullMonths: fullMonths < 0 ? null : fullMonths,
        lastPartial,
        months,
        projection: readTable(core, rows, SWP_COLUMNS),
      };
    },
    async cagr({ initialValue, finalValue, years }) {
      const core = await corePromise;
      const rows = checkedRows(core.cagr(initialValue, finalValue, years), "CAGR");
      const [cagr, absoluteReturn, gain] = readScalars(core, 3);
      return { cagr, absoluteReturn, gain, projection: readTable(core, rows, CAGR_COLUMNS) };
    },
    async simpleInterest({ principal, annualRate, timePeriod }) {
      const core = await corePromise;
      const rows = checkedRows(core.simpleInterest(principal, annualRate, timePeriod), "simple interest");
      const [interest, total] = readScalars(core, 2);
      return { interest, total, projection: readTable(core, rows, SIMPLE_COLUMNS) };
    },
    async xirr({ flows }) {
      const core = await corePromise;
      if (flows.length < 2 || flows.length > MAX_XIRR_FLOWS) throw new RangeError(`between 2 and ${MAX_XIRR_FLOWS} cash flows, got ${flows.length}`);
      writeInputs(core, flattenFlows(flows));
      const rows = checkedRows(core.xirr(flows.length), "XIRR");
      const [status, xirr, npvAtRate, invested, returned, spanYears] = readScalars(core, 6);
      return {
        status: XIRR_STATUSES[status],
        xirr,
        npvAtRate,
        invested,
        returned,
        gain: returned - invested,
        spanYears,
        flows: readTable(core, rows, XIRR_COLUMNS),
      };
    },
  };
}
