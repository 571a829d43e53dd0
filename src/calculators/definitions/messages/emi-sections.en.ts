// The EMI page's own sections (emi-schedule.tsx, emi-chart.tsx, emi-csv.ts), in English: the
// words they showed before they were translated, and the CSV header's field names (spec 1 §3).
import { ENGLISH_SHORT_MONTHS } from "../../../lib/format-month";
import { EMI_CSV_FIELDS } from "../emi-csv";

export const messages = {
  /** Short month names, January first, as the schedule's month column shows them ('Mar 2041'). */
  months: [...ENGLISH_SHORT_MONTHS] as string[],
  yearly: {
    caption: "Year-by-year repayment",
    download: "Download yearly schedule (CSV)",
    year: "Year",
    principalPaid: "Principal paid",
    prepayment: "Prepayment",
    interestPaid: "Interest paid",
    balanceAtYearEnd: "Balance at year end",
  },
  monthly: {
    showYear: "Show year",
    download: "Download monthly schedule (CSV)",
    region: "Month-by-month repayment",
    caption: (year: number) => `Month-by-month repayment in ${year}`,
    loanMonth: "Loan month",
    month: "Month",
    principal: "Principal",
    prepayment: "Prepayment",
    interest: "Interest",
    balance: "Balance",
  },
  chart: {
    title: "Repayment by year and balance owed",
    summary: "principal and interest paid each year, and the balance owed at each year's end",
    summaryWithPrepayments: "principal (with prepayments) and interest paid each year, and the balance owed at each year's end with and without the prepayments",
    year: "Year",
    principalPaid: "Principal paid",
    principalWithPrepayments: "Principal repaid (with prepayments)",
    interestPaid: "Interest paid",
    balanceAtYearEnd: "Balance at year end",
    balanceWithoutPrepayments: "Balance without prepayments",
    paidInYear: "Paid in the year",
    balance: "Balance",
  },
  csv: EMI_CSV_FIELDS,
};

export type EmiSectionsMessages = typeof messages;
