// The EMI schedule as CSV, for its download: the spec's field names as the header (spec 1 §3,
// EMI rows), rupees unformatted, months as ISO months. The monthly file holds every month of
// the loan, not only the calendar year the table shows; with prepayments both files add a
// prepayment column. A page in another language passes its own header names (its catalogue's
// `csv`); the cells are the same.
import type { EmiResult } from "../../../workers/calc-contract";
import { isoMonth, toCsv, type CsvCell } from "../../lib/csv";

export const EMI_MONTHLY_CSV_FILE = "emi-monthly-schedule.csv";
export const EMI_YEARLY_CSV_FILE = "emi-yearly-schedule.csv";

/** The header's field names (spec 1 §3, EMI rows). */
export const EMI_CSV_FIELDS = {
  loanMonth: "loanMonth",
  calendarYear: "calendarYear",
  calendarMonth: "calendarMonth",
  month: "month",
  year: "year",
  principal: "principal",
  interest: "interest",
  balance: "balance",
  prepayment: "prepayment",
};

export type EmiCsvFields = Readonly<Record<keyof typeof EMI_CSV_FIELDS, string>>;

export function emiMonthlyCsv(result: EmiResult, fields: EmiCsvFields = EMI_CSV_FIELDS): string {
  const { loanMonth, calendarYear, calendarMonth, principal, interest, balance } = result.monthly;
  const prepayment = result.prepayment?.byMonth;
  const f = fields;
  const header = [f.loanMonth, f.calendarYear, f.calendarMonth, f.month, f.principal, f.interest, f.balance, ...(prepayment ? [f.prepayment] : [])];
  const rows: CsvCell[][] = [];
  for (let k = 0; k < loanMonth.length; k++) {
    const row: CsvCell[] = [loanMonth[k], calendarYear[k], calendarMonth[k], isoMonth(calendarYear[k], calendarMonth[k]), principal[k], interest[k], balance[k]];
    if (prepayment) row.push(prepayment[k]);
    rows.push(row);
  }
  return toCsv(header, rows);
}

export function emiYearlyCsv(result: EmiResult, fields: EmiCsvFields = EMI_CSV_FIELDS): string {
  const { year, principal, interest, balance } = result.yearly;
  const prepayment = result.prepayment?.byYear;
  const header = [fields.year, fields.principal, fields.interest, fields.balance, ...(prepayment ? [fields.prepayment] : [])];
  const rows = Array.from(year, (calendarYear, row): CsvCell[] => [
    calendarYear,
    principal[row],
    interest[row],
    balance[row],
    ...(prepayment ? [prepayment[row]] : []),
  ]);
  return toCsv(header, rows);
}
