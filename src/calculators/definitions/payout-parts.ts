// What SCSS and the Post Office MIS show alike: the interest each period, a year's and the whole
// term's interest, what comes back in all, and a yearly table of the interest paid.
import type { PayoutResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";

interface Wording {
  /** 'quarterlyPayout' or 'monthlyPayout': the result's test id. */
  payoutId: string;
  payoutLabel: string;
}

export function payoutParts({ payoutId, payoutLabel }: Wording): Pick<CalculatorDefinition<string, PayoutResult>, "results" | "donut" | "tables"> {
  return {
    results: [
      { id: payoutId, label: payoutLabel, format: "rupees", value: (r) => r.payout },
      { id: "yearlyInterest", label: "Interest a year", format: "rupees", value: (r) => r.yearlyInterest },
      { id: "totalInterest", label: "Total interest", format: "rupees", value: (r) => r.totalInterest },
      { id: "total", label: "Total received (deposit + interest)", format: "rupees", value: (r) => r.totalReceived },
    ],
    donut: (r) => [
      { label: "Deposit", value: r.deposit, tone: "accent" },
      { label: "Total interest", value: r.totalInterest, tone: "accent2" },
    ],
    tables: [
      {
        caption: "Interest paid year by year",
        rowCount: (r) => r.projection.year.length,
        columns: [
          { id: "year", label: "Year", format: "number", value: (r, i) => r.projection.year[i] },
          { id: "interest", label: "Interest paid", format: "rupees", value: (r, i) => r.projection.interest[i] },
          { id: "interestSoFar", label: "Interest paid so far", format: "rupees", value: (r, i) => r.projection.interestSoFar[i] },
        ],
      },
    ],
  };
}
