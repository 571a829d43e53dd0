// The loans family: marshals calls into assembly/loans.ts.
import type { EmiInputs, EmiMonthlySchedule, EmiPrepayment, EmiResult, LoansApi, PrepaymentMode } from "../contracts/loans";
import { checkedRows, readScalars, readTable, resultBuffers, type BufferExports, type ResultBuffers } from "../core-buffers";

/** The raw exports of assembly/loans.ts. */
export interface LoansCoreExports {
  emiSchedule(amount: number, annualRatePct: number, tenureYears: number, startYear: number, startMonth: number): number;
  emiScheduleWithPrepayment(
    amount: number,
    annualRatePct: number,
    tenureYears: number,
    startYear: number,
    startMonth: number,
    oneTimeAmount: number,
    oneTimeMonth: number,
    extraMonthly: number,
    extraFromMonth: number,
    mode: number,
  ): number;
}

/** The core's mode numbers (assembly/loans.ts, PREPAY_*). */
const PREPAYMENT_MODE = { reduceTenure: 0, reduceEmi: 1 } as const satisfies Record<PrepaymentMode, number>;

// The core's column order (assembly/loans.ts, EMI_COL_*): the monthly columns, then the
// yearly ones, which use only the first rows, then the part-payment columns, copied out only
// when there are part-payments (the plain EMI, dragged live, copies what it always did).
const MONTHLY_COLUMNS = ["loanMonth", "calendarYear", "calendarMonth", "principal", "interest", "balance"] as const satisfies readonly (keyof EmiMonthlySchedule)[];
const EMI_COLUMNS = [...MONTHLY_COLUMNS, "year", "yearPrincipal", "yearInterest", "yearBalance"] as const;
type EmiColumn = (typeof EMI_COLUMNS)[number];
const PREPAYMENT_COLUMNS = [...EMI_COLUMNS, "prepayment", "yearPrepayment", "plainYearBalance"] as const;

/** True when the visitor asked for a part-payment (of any size: one in the last month changes nothing, and says so). */
export function asksForPrepayment(prepayment: EmiPrepayment | undefined): prepayment is EmiPrepayment {
  return prepayment !== undefined && ((prepayment.oneTimeAmount ?? 0) > 0 || (prepayment.extraMonthly ?? 0) > 0);
}

/**
 * The EMI result from the scalars and table of the last schedule written for `inputs` (the
 * core's, or bench/twins'): `rows` is the plain loan's month count.
 */
export function emiResult(buffers: ResultBuffers, rows: number, { amount, startYear, startMonth, prepayment }: EmiInputs): EmiResult {
  const prepaying = asksForPrepayment(prepayment);
  const [emi, total, principal, interest, months, yearRows, plainInterest, plainMonths, plainYearRows, prepaid, newEmi, interestSaved, monthsSaved] = readScalars(buffers, 13);
  const firstYears = (column: Float64Array) => column.subarray(0, yearRows);
  const firstMonths = (column: Float64Array) => column.subarray(0, months);
  const scheduleOf = (table: Record<EmiColumn, Float64Array>): EmiResult => ({
    emi,
    total,
    principal,
    interest,
    months,
    startYear,
    startMonth,
    monthly: {
      loanMonth: firstMonths(table.loanMonth),
      calendarYear: firstMonths(table.calendarYear),
      calendarMonth: firstMonths(table.calendarMonth),
      principal: firstMonths(table.principal),
      interest: firstMonths(table.interest),
      balance: firstMonths(table.balance),
    },
    yearly: {
      year: firstYears(table.year),
      principal: firstYears(table.yearPrincipal),
      interest: firstYears(table.yearInterest),
      balance: firstYears(table.yearBalance),
    },
  });
  if (!prepaying) return scheduleOf(readTable(buffers, rows, EMI_COLUMNS));

  const table = readTable(buffers, rows, PREPAYMENT_COLUMNS);
  const plainYears = (column: Float64Array) => column.subarray(0, plainYearRows);
  const result = scheduleOf(table);
  result.prepayment = {
    mode: prepayment.mode ?? "reduceTenure",
    prepaid,
    interestSaved,
    monthsSaved,
    newEmi,
    plain: { interest: plainInterest, total: amount + plainInterest, months: plainMonths },
    byMonth: firstMonths(table.prepayment),
    byYear: firstYears(table.yearPrepayment),
    comparison: { year: plainYears(table.year), balance: plainYears(table.yearBalance), plainBalance: plainYears(table.plainYearBalance) },
  };
  return result;
}

export function loansApi(corePromise: Promise<BufferExports & LoansCoreExports>): LoansApi {
  return {
    async emi(inputs: EmiInputs): Promise<EmiResult> {
      const { amount, annualRate, tenure, startYear, startMonth, prepayment } = inputs;
      const core = await corePromise;
      const rows = checkedRows(
        asksForPrepayment(prepayment)
          ? core.emiScheduleWithPrepayment(
              amount,
              annualRate,
              tenure,
              startYear,
              startMonth,
              prepayment.oneTimeAmount ?? 0,
              prepayment.oneTimeMonth ?? 0,
              prepayment.extraMonthly ?? 0,
              prepayment.extraFromMonth ?? 0,
              PREPAYMENT_MODE[prepayment.mode ?? "reduceTenure"],
            )
          : core.emiSchedule(amount, annualRate, tenure, startYear, startMonth),
        "EMI",
      );
      return emiResult(resultBuffers(core), rows, inputs);
    },
  };
}
