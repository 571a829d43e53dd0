// The emergency fund estimator's month-by-month plan (emergency-plan.tsx). `{amount}` is the
// monthly saving, shown in bold with its test id; the fund is a formatted rupee amount.
export const messages = {
  heading: "Building it month by month",
  minimumIn12: (fund: string) => `Save {amount} a month to reach the minimum fund of ${fund} in 12 months.`,
  idealIn24: (fund: string) => `Save {amount} a month to reach the ideal fund of ${fund} in 24 months.`,
  howTo: "Set it up as an automatic transfer on salary day, before you spend, into a separate account you do not use for daily payments.",
};

export type EmergencyPlanMessages = typeof messages;
