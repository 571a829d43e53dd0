// The loans family: marshals calls into assembly/loans.ts.
import type { EmiInputs, EmiMonthlySchedule, EmiResult, EmiYearlySchedule, LoansApi } from "../contracts/loans";
import { checkedRows, readScalars, readTable, type BufferExports } from "../core-buffers";

/** The raw exports of assembly/loans.ts. */
export interface LoansCoreExports {
  emiSchedule(amount: number, annualRatePct: number, tenureYears: number, startYear: number, startMonth: number): number;
}

// The core's column order (assembly/loans.ts, EMI_COL_*): the monthly columns, then the
// yearly ones, which use only the first `yearRows` rows.
const MONTHLY_COLUMNS = ["loanMonth", "calendarYear", "calendarMonth", "principal", "interest", "balance"] as const satisfies readonly (keyof EmiMonthlySchedule)[];
const EMI_COLUMNS = [...MONTHLY_COLUMNS, "year", "yearPrincipal", "yearInterest", "yearBalance"] as const;

export function loansApi(corePromise: Promise<BufferExports & LoansCoreExports>): LoansApi {
  return {
    async emi({ amount, annualRate, tenure, startYear, startMonth }: EmiInputs): Promise<EmiResult> {
      const core = await corePromise;
      const rows = checkedRows(core.emiSchedule(amount, annualRate, tenure, startYear, startMonth), "EMI");
      const [emi, total, principal, interest, months, yearRows] = readScalars(core, 6);
      const table = readTable(core, rows, EMI_COLUMNS);
      const firstYears = (column: Float64Array) => column.subarray(0, yearRows);
      const yearly: EmiYearlySchedule = {
        year: firstYears(table.year),
        principal: firstYears(table.yearPrincipal),
        interest: firstYears(table.yearInterest),
        balance: firstYears(table.yearBalance),
      };
      const monthly: EmiMonthlySchedule = {
        loanMonth: table.loanMonth,
        calendarYear: table.calendarYear,
        calendarMonth: table.calendarMonth,
        principal: table.principal,
        interest: table.interest,
        balance: table.balance,
      };
      return { emi, total, principal, interest, months, startYear, startMonth, monthly, yearly };
    },
  };
}
