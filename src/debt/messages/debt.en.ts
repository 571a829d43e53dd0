// The debt tracker's words in English (/tools/debt and the debt strategies page): the form,
// the two strategies' results, the chart, the payoff schedule and how it is calculated. The
// spec's messages are defined once beside the code the tests drive.
import { DEBT_FORM_MESSAGES } from "../debt-form";
import { formatMonths } from "../format-duration";
import { PAYOFF_SCHEDULE_FIELDS } from "../payoff-schedule";

export const messages = {
  tool: {
    title: "Debt Tracker",
    lead: "List what you owe and see the order to repay it: the snowball (smallest balance first) or the avalanche (highest interest first). Add a monthly budget to see when you will be debt-free and how much interest each order costs.",
    more: "Not sure which order suits you? Read {strategies}. Before paying debts down fast, keep an {emergency} so a surprise bill does not go back on the card.",
    strategiesLink: "Debt strategies: snowball or avalanche",
    emergencyLink: "emergency fund",
  },
  tracker: {
    heading: "Your debts",
    intro: "List every loan and card: what you still owe, its interest rate and, if you like, the minimum you must pay each month.",
    addDebt: "Add debt",
    clear: "Clear",
    maxDebts: (max: number) => `You can compare up to ${max} debts at a time.`,
    budget: "Monthly budget for all debts (optional)",
    budgetHint: "Everything you can pay toward your debts each month, minimums included.",
    calculate: "Calculate",
    resultsLabel: "Results",
    empty: "Enter your debts and press Calculate to see the order each strategy pays them in.",
    /** A failed worker: its own message (English) or the general one. */
    failure: (message: string) => message || "The calculation failed. Please try again.",
  },
  row: {
    legend: (debt: number) => `Debt ${debt}`,
    name: "Name",
    namePlaceholder: "e.g. Credit card",
    balance: "Balance",
    rate: "Interest rate (p.a.)",
    minimum: "Minimum payment (optional)",
    remove: "Remove",
    removeLabel: (debt: number, name: string) => `Remove debt ${debt}${name ? ` (${name})` : ""}`,
  },
  form: DEBT_FORM_MESSAGES,
  results: {
    convention:
      "Interest is added every month at the annual rate ÷ 12; each month every debt gets its minimum and the rest of the budget goes to the first debt in the strategy's order.",
    snowball: { title: "Snowball", rule: "Smallest balance first" },
    avalanche: { title: "Avalanche", rule: "Highest interest rate first" },
    belowMinimums: (budget: string, minimums: string, atLeast: string) =>
      `Your monthly budget of ${budget} does not cover the minimum payments of ${minimums}. Budget at least ${atLeast} a month.`,
    belowInterest: (budget: string, interest: string, atLeast: string) =>
      `Your monthly budget of ${budget} does not cover the first month's interest of ${interest}, so your debt would only grow. Budget at least ${atLeast} a month, and more to clear it in reasonable time.`,
    noBudget: "Add the monthly budget you can spare for all your debts to see how long each order takes and what it costs in interest.",
    same: "With these debts both strategies cost the same and finish together: pick either and stick to it.",
    saves: (saving: string) => `Avalanche saves you ${saving} in interest. `,
    savesSooner: (saving: string, sooner: string) => `Avalanche saves you ${saving} in interest and makes you debt-free ${sooner} sooner. `,
    aboutSame: "Both strategies cost about the same in interest here. ",
    earlyWin: (snowballMonth: number, avalancheMonth: number) =>
      `Snowball clears your first debt in month ${snowballMonth} instead of month ${avalancheMonth}: an early win that keeps many people going.`,
    /** One debt in a strategy's order, after its name: '₹60,000 at 42%'. */
    debtAt: (balance: string, rate: string) => `${balance} at ${rate}`,
    clearedIn: (month: number) => ` — cleared in month ${month}`,
    debtFreeIn: "Debt-free in",
    totalInterest: "Total interest",
    totalPaid: "Total paid",
    notCleared: (budget: string) =>
      `At ${budget} a month this order does not clear your debts within 600 months (50 years): interest grows faster than the payments reach it. Raise the monthly budget.`,
    /** A number of months as people say it: '1 year 3 months'. */
    months: formatMonths,
  },
  chart: {
    title: "Total owed, month by month",
    label: "Total owed, month by month: the snowball and avalanche strategies",
    month: "Month",
    snowball: "Snowball",
    avalanche: "Avalanche",
  },
  schedule: {
    name: "Payoff schedule",
    caption: "Payoff schedule, month by month (month 1 is this month)",
    month: "Month",
    calendarMonth: "Calendar month",
    snowballOwed: "Snowball: owed",
    snowballInterest: "Snowball: interest so far",
    snowballCleared: "Snowball: cleared",
    avalancheOwed: "Avalanche: owed",
    avalancheInterest: "Avalanche: interest so far",
    avalancheCleared: "Avalanche: cleared",
    csvHeader: PAYOFF_SCHEDULE_FIELDS,
  },
  method: {
    heading: "How this is calculated",
    paragraphs: [
      "Snowball lists your debts from the smallest balance to the largest (equal balances: higher rate first). Avalanche lists them from the highest interest rate to the lowest (equal rates: smaller balance first).",
      "With a monthly budget we follow your debts month by month. Each month, interest is added to every balance at its annual rate ÷ 12. Then every debt gets its minimum payment (or whatever is left of it), and the rest of the budget goes to the first unpaid debt in the strategy's order, spilling over to the next once that one is cleared. A cleared debt's minimum stays in the budget, so the amount you throw at the next debt keeps growing: that is the snowball.",
      "Debt-free in is the month the last balance reaches ₹0; total interest adds up every month's interest; total paid is what leaves your account. If the budget is less than the minimums together, or not more than the first month's interest, we say so instead of running a plan that never ends, and we stop after 600 months (50 years).",
      "Real lenders compute interest daily, add GST to card interest and fees, and change minimum dues as balances fall: treat the figures as a close guide for comparing the two orders, not as your statement.",
    ],
  },
};

export type DebtMessages = typeof messages;
