// The growth family: marshals calls into assembly/growth.ts.
import type { GrowthApi, GrowthProjection, GrowthResult, SipInputs } from "../contracts/growth";
import { checkedRows, readScalars, readTable, type BufferExports } from "../core-buffers";

/** The raw exports of assembly/growth.ts. */
export interface GrowthCoreExports {
  sipProjection(monthlyInvestment: number, annualRatePct: number, years: number): number;
}

const GROWTH_COLUMNS = ["year", "principal", "growth", "total"] as const satisfies readonly (keyof GrowthProjection)[];

export function growthApi(corePromise: Promise<BufferExports & GrowthCoreExports>): GrowthApi {
  return {
    async sip({ monthlyInvestment, annualRate, timePeriod }: SipInputs): Promise<GrowthResult> {
      const core = await corePromise;
      const rows = checkedRows(core.sipProjection(monthlyInvestment, annualRate, timePeriod), "SIP");
      const [invested, gained, total] = readScalars(core, 3);
      return { invested, gained, total, projection: readTable(core, rows, GROWTH_COLUMNS) };
    },
  };
}
