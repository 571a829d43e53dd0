// The salary family: marshals calls into assembly/salary.ts. Scalar slots and column orders
// mirror the constants there.
import type { EpfInputs, EpfResult, GratuityInputs, GratuityResult, SalaryApi } from "../contracts/salary";
import { checkedRows, readScalars, readTable, resultBuffers, settledValue, type BufferExports, type ResultBuffers } from "../core-buffers";

/** The raw exports of assembly/salary.ts. */
export interface SalaryCoreExports {
  epfProjection(
    monthlyBasicDa: number,
    age: number,
    retirementAge: number,
    employeePct: number,
    employerPct: number,
    salaryGrowthPct: number,
    annualRatePct: number,
    openingBalance: number,
  ): number;
  gratuity(monthlySalary: number, yearsOfService: number, exemptLimit: number, minimumMonths: number): number;
}

type SalaryCore = BufferExports & SalaryCoreExports;

const EPF_COLUMNS = ["year", "age", "monthlySalary", "employee", "employer", "interest", "balance"] as const satisfies readonly (keyof EpfResult["projection"])[];
const GRATUITY_COLUMNS = ["years", "gratuity", "exempt", "taxable"] as const satisfies readonly (keyof GratuityResult["projection"])[];

/** The EPF projection from the last call's scalars and table (the core's, or bench/twins'). */
export function epfResult(buffers: ResultBuffers, rows: number): EpfResult {
  const [corpus, employeeTotal, employerTotal, interestTotal, openingBalance, finalMonthlySalary] = readScalars(buffers, 6);
  return { corpus, employeeTotal, employerTotal, interestTotal, openingBalance, finalMonthlySalary, projection: readTable(buffers, rows, EPF_COLUMNS) };
}

export function salaryApi(corePromise: Promise<SalaryCore>): SalaryApi {
  const coreNow = settledValue(corePromise);
  return {
    async epf(inputs: EpfInputs): Promise<EpfResult> {
      const core = coreNow() ?? (await corePromise);
      const { monthlyBasicDa, age, retirementAge, employeeContribution, employerContribution, salaryGrowth, annualRate, currentBalance } = inputs;
      const rows = checkedRows(
        core.epfProjection(monthlyBasicDa, age, retirementAge, employeeContribution, employerContribution, salaryGrowth, annualRate, currentBalance),
        "EPF",
      );
      return epfResult(resultBuffers(core), rows);
    },
    async gratuity({ monthlySalary, years, exemptLimit, minimumYears }: GratuityInputs): Promise<GratuityResult> {
      const core = coreNow() ?? (await corePromise);
      const rows = checkedRows(core.gratuity(monthlySalary, years, exemptLimit, minimumYears * 12), "gratuity");
      const [gratuity, countedYears, eligible, exempt, taxable, formulaAmount] = readScalars(resultBuffers(core), 6);
      return { gratuity, countedYears, eligible: eligible === 1, exempt, taxable, formulaAmount, projection: readTable(resultBuffers(core), rows, GRATUITY_COLUMNS) };
    },
  };
}
