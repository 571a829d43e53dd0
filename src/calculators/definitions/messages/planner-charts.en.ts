// The planners' charts (goal-planner.tsx, retirement-planner.tsx): the goal planners'
// 'Investment Growth Projection' (spec 2 §2) and the retirement planners' cash flow. The chart
// components take these words as props; amounts and years come in already formatted.
export const messages = {
  goal: {
    title: "Investment Growth Projection",
    year: "Year",
    yAxis: "Lakhs (₹)",
    invested: "Invested",
    returns: "Returns",
    totalValue: "Total Value",
    goal: "Goal",
    /** The dashed line's label and the legend's (spec 2 §2). */
    goalLine: (amount: string) => `Goal: ${amount}`,
    /** The tooltip's first line. */
    endOfYear: (year: string) => `End of Year ${year}`,
    /** What the chart shows, for screen readers. */
    chartLabel: (goalLine: string) => `Investment Growth Projection: money invested and returns earned at the end of each year. ${goalLine}.`,
  },
  cashFlow: {
    /** Each retirement planner's chart title. */
    titles: { retirement: "Cash flow in retirement", parents: "Cash flow: withdrawals and balance" },
    age: "Age",
    withdrawal: "Withdrawal (pre-tax)",
    balance: "Balance",
    /** What the chart shows, for screen readers. */
    chartLabel: (title: string) => `${title}: withdrawal (pre-tax) as bars and balance as a line, by age.`,
  },
};

export type PlannerChartsMessages = typeof messages;
/** The retirement planners, by the key of their chart title. */
export type CashFlowPlanner = keyof PlannerChartsMessages["cashFlow"]["titles"];
