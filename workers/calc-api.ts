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
import type { CoreExports } from "./core-module";

export { CoreDomainError } from "./core-buffers";

export function createCalcApi(corePromise: Promise<CoreExports>): CalcApi {
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
    ...planOddsApi(corePromise),
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
