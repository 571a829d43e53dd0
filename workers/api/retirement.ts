// The retirement family: marshals calls into assembly/retirement.ts.
import type { RetirementApi, RetirementInputs, RetirementProjection, RetirementResult } from "../contracts/retirement";
import { checkedRows, readScalars, readTable, resultBuffers, settledValue, type BufferExports } from "../core-buffers";

/** The raw exports of assembly/retirement.ts. */
export interface RetirementCoreExports {
  retirementPlan(
    currentAge: number,
    retirementAge: number,
    lifeExpectancy: number,
    monthlyExpenses: number,
    inflationPct: number,
    taxPct: number,
    preReturnPct: number,
    postReturnPct: number,
  ): number;
}

/** In the core's column order (assembly/retirement.ts, RET_COL_*). */
const RETIREMENT_COLUMNS = [
  "age",
  "year",
  "openingBalance",
  "withdrawal",
  "preTaxWithdrawal",
  "postTaxWithdrawal",
  "return",
  "yearEndBalance",
  "capitalProtectionAmount",
  "balance",
] as const satisfies readonly (keyof RetirementProjection)[];

export function retirementApi(corePromise: Promise<BufferExports & RetirementCoreExports>): RetirementApi {
  const coreNow = settledValue(corePromise);
  return {
    async retirement(inputs: RetirementInputs): Promise<RetirementResult> {
      const core = coreNow() ?? (await corePromise);
      const rows = checkedRows(
        core.retirementPlan(
          inputs.currentAge,
          inputs.retirementAge,
          inputs.lifeExpectancy,
          inputs.monthlyExpenses,
          inputs.inflation,
          inputs.taxSlabPostRetirement,
          inputs.preRetirementReturn,
          inputs.postRetirementReturn,
        ),
        "retirement",
      );
      const [
        retirementCorpusRequired,
        fundToGetCapitalBack,
        totalRetirementCorpusRequired,
        firstYearExpensePreTax,
        taxRate,
        monthlyInvestment,
        yearsToRetirement,
        yearsInRetirement,
      ] = readScalars(resultBuffers(core), 8);
      return {
        retirementCorpusRequired,
        fundToGetCapitalBack,
        totalRetirementCorpusRequired,
        firstYearExpensePreTax,
        taxRate,
        monthlyInvestment,
        yearsToRetirement,
        yearsInRetirement,
        projection: readTable(resultBuffers(core), rows, RETIREMENT_COLUMNS),
      };
    },
  };
}
