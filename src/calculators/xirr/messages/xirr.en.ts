// The XIRR page's words in English (its own page, not a calculator definition). The form's
// messages and the solver's status messages are defined once beside the code the tests drive.
import { XIRR_MESSAGES, XIRR_STATUS_MESSAGES } from "../xirr-form";

export const messages = {
  title: "XIRR Calculator",
  lead: "Find the real yearly return of an investment you added to or took money from at different times: SIP instalments, top-ups, part withdrawals, and what it is worth today.",
  formLabel: "XIRR Calculator inputs",
  intro: "Enter each amount with its date: money you put in as a negative amount (−10000), money you took out, and the value today, as positive.",
  addFlow: "Add cash flow",
  clear: "Clear",
  calculate: "Calculate",
  maxFlows: (max: number) => `You can enter up to ${max} cash flows.`,
  resultsLabel: "Results",
  empty: "Enter your numbers and press Calculate to see the results.",
  /** A failed worker: its own message (English) or the general one. */
  failure: (message: string) => message || "The calculation failed. Please try again.",
  row: {
    legend: (flow: number) => `Cash flow ${flow}`,
    date: "Date",
    amount: "Amount (₹, − for money put in)",
    remove: "Remove",
    removeLabel: (flow: number) => `Remove cash flow ${flow}`,
  },
  form: XIRR_MESSAGES,
  status: XIRR_STATUS_MESSAGES,
  results: {
    xirr: "XIRR (annual return)",
    invested: "Total put in",
    returned: "Total taken out",
    gain: "Gain",
    convention:
      "Actual days between dates ÷ 365, as spreadsheets' XIRR counts them; every amount discounted to the first date at the XIRR sums to ₹0.",
    caption: "Your cash flows at the XIRR",
    date: "Date",
    amount: "Amount",
    years: "Years from the first date",
    presentValue: "Value at the first date",
    /** The CSV's header row: the spec's style of field names in English. */
    csvHeader: ["date", "amount", "years", "presentValue"],
  },
  methodHeading: "How this is calculated",
  method: [
    "XIRR is the one yearly rate r at which all your cash flows, each moved to the first date, add up to nothing: Σ amount ÷ (1 + r)^(days ÷ 365) = 0, where days counts the calendar days from the first date to that flow's date. It is what spreadsheets' XIRR function computes.",
    "We solve it by Newton's method starting from 10%; if that does not settle, we search outward from 0% for the nearest rate where the sum changes sign and halve the gap until the answer is exact to many decimal places. The table shows each flow's value at the first date at the XIRR: they add up to ₹0.",
    "If every amount has the same sign, no rate can balance them, and we say so. A list whose signs change more than once (money in, out, and in again) can have more than one answer or none; we show the one nearest 0% that we find, or say that there is none.",
    "For a single amount invested once, XIRR equals the CAGR. Returns over less than a year are annualised, so a small gain over a few days can show a very large XIRR.",
  ],
};

export type XirrMessages = typeof messages;
