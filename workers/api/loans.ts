// The loans family: marshals calls into assembly/loans.ts.
import type { EmiInputs, EmiPrepayment, EmiResult, LoansApi, PrepaymentMode } from "../contracts/loans";
import { checkedRows, copyColumns, resultBuffers, settledValue, type BufferExports, type ResultBuffers } from "../core-buffers";

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

// The core's scalar slots and column order (assembly/loans.ts, EMI_* and EMI_COL_*): six
// monthly columns from 0, four yearly ones from 6 (using only the first rows), then the
// part-payment columns, copied out only when there are part-payments (the plain EMI, dragged
// live, copies only what it shows).
const SCALAR = { emi: 0, total: 1, principal: 2, interest: 3, months: 4, yearRows: 5, plainInterest: 6, plainMonths: 7, plainYearRows: 8, prepaid: 9, newEmi: 10, interestSaved: 11, monthsSaved: 12 } as const;
const MONTHLY_COLUMNS = 6;
const FIRST_YEARLY_COLUMN = 6;
const YEARLY_COLUMNS = 4;
const PREPAYMENT_COLUMN = 10;
/** The yearly part-payments (11) and the plain loan's year-end balance (12). */
const FIRST_PREPAYMENT_YEARLY_COLUMN = 11;

/** True when the visitor asked for a part-payment (of any size: one in the last month changes nothing, and says so). */
export function asksForPrepayment(prepayment: EmiPrepayment | undefined): prepayment is EmiPrepayment {
  return prepayment !== undefined && ((prepayment.oneTimeAmount ?? 0) > 0 || (prepayment.extraMonthly ?? 0) > 0);
}

/**
 * The EMI result from the scalars and table of the last schedule written for `inputs` (the
 * core's, or bench/twins'): `rows` is the plain loan's month count. The rows each column uses
 * are copied into one new buffer (transferred whole to the main thread), and every column is
 * a view of it.
 */
export function emiResult(buffers: ResultBuffers, rows: number, { amount, startYear, startMonth, prepayment }: EmiInputs): EmiResult {
  const { scalars, columns } = buffers;
  const months = scalars[SCALAR.months];
  const yearRows = scalars[SCALAR.yearRows];
  const prepaying = asksForPrepayment(prepayment);
  // With part-payments the yearly columns are copied over all the plain loan's years, for the comparison.
  const years = prepaying ? scalars[SCALAR.plainYearRows] : yearRows;
  const yearlyAt = MONTHLY_COLUMNS * months;
  const prepaymentAt = yearlyAt + YEARLY_COLUMNS * years;
  const copy = new Float64Array(prepaying ? prepaymentAt + months + 2 * years : prepaymentAt);
  copyColumns(columns, rows, 0, MONTHLY_COLUMNS, months, copy, 0);
  copyColumns(columns, rows, FIRST_YEARLY_COLUMN, YEARLY_COLUMNS, years, copy, yearlyAt);
  const monthly = (column: number) => copy.subarray(column * months, (column + 1) * months);
  const yearly = (column: number, length: number) => copy.subarray(yearlyAt + column * years, yearlyAt + column * years + length);
  const result: EmiResult = {
    emi: scalars[SCALAR.emi],
    total: scalars[SCALAR.total],
    principal: scalars[SCALAR.principal],
    interest: scalars[SCALAR.interest],
    months,
    startYear,
    startMonth,
    monthly: { loanMonth: monthly(0), calendarYear: monthly(1), calendarMonth: monthly(2), principal: monthly(3), interest: monthly(4), balance: monthly(5) },
    yearly: { year: yearly(0, yearRows), principal: yearly(1, yearRows), interest: yearly(2, yearRows), balance: yearly(3, yearRows) },
  };
  if (!prepaying) return result;

  copyColumns(columns, rows, PREPAYMENT_COLUMN, 1, months, copy, prepaymentAt);
  const prepaymentYearlyAt = prepaymentAt + months;
  copyColumns(columns, rows, FIRST_PREPAYMENT_YEARLY_COLUMN, 2, years, copy, prepaymentYearlyAt);
  const plainInterest = scalars[SCALAR.plainInterest];
  result.prepayment = {
    mode: prepayment.mode ?? "reduceTenure",
    prepaid: scalars[SCALAR.prepaid],
    interestSaved: scalars[SCALAR.interestSaved],
    monthsSaved: scalars[SCALAR.monthsSaved],
    newEmi: scalars[SCALAR.newEmi],
    plain: { interest: plainInterest, total: amount + plainInterest, months: scalars[SCALAR.plainMonths] },
    byMonth: copy.subarray(prepaymentAt, prepaymentAt + months),
    byYear: copy.subarray(prepaymentYearlyAt, prepaymentYearlyAt + yearRows),
    comparison: { year: yearly(0, years), balance: yearly(3, years), plainBalance: copy.subarray(prepaymentYearlyAt + years, prepaymentYearlyAt + 2 * years) },
  };
  return result;
}

export function loansApi(corePromise: Promise<BufferExports & LoansCoreExports>): LoansApi {
  const coreNow = settledValue(corePromise);
  return {
    async emi(inputs: EmiInputs): Promise<EmiResult> {
      const { amount, annualRate, tenure, startYear, startMonth, prepayment } = inputs;
      const core = coreNow() ?? (await corePromise);
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
