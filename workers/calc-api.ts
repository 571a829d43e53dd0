// The worker's API: each family's wrapper over the raw core, joined into one object.
import { croreApi } from "./api/crore";
import { debtApi } from "./api/debt";
import { goalsApi } from "./api/goals";
import { growthApi } from "./api/growth";
import { loansApi } from "./api/loans";
import { planOddsApi } from "./api/odds-plan";
import { retirementApi } from "./api/retirement";
import { schemesApi } from "./api/schemes";
import { taxApi } from "./api/tax";
import { returnsApi } from "./api/returns";
import { salaryApi } from "./api/salary";
import type { CalcApi } from "./calc-contract";
import type { CoreExports, OddsCoreExports } from "./core-module";

export { CoreDomainError } from "./core-buffers";

/**
 * The API over the calculators' core and the odds engine's module. `loadOddsCore` is called on
 * the first odds request, not before, so a worker that only calculates never downloads the odds
 * engine; its module is then kept, and a failed load is tried again on the next request.
 */
export function createCalcApi(corePromise: Promise<CoreExports>, loadOddsCore: () => Promise<OddsCoreExports>): CalcApi {
  let oddsCore: Promise<OddsCoreExports> | undefined;
  const odds = (): Promise<OddsCoreExports> => {
    oddsCore ??= loadOddsCore().catch((error: unknown) => {
      oddsCore = undefined;
      throw error;
    });
    return oddsCore;
  };
  return {
    ...growthApi(corePromise),
    ...goalsApi(corePromise),
    ...retirementApi(corePromise),
    ...loansApi(corePromise),
    ...croreApi(corePromise),
    ...debtApi(corePromise),
    ...schemesApi(corePromise),
    ...taxApi(corePromise),
    ...salaryApi(corePromise),
    ...returnsApi(corePromise),
    ...planOddsApi(corePromise, odds),
  } satisfies CalcApi;
}

/** The distinct buffers behind every typed array in a result, for a zero-copy transfer. */
export function transferablesOf(value: unknown, found = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.add(value.buffer);
  } else if (value !== null && typeof value === "object") {
    for (const member of Object.values(value)) transferablesOf(member, found);
  }
  return [...found];
}
