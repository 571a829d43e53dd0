// /tools/budget in English: the page around the budget planner (whose own words are in the
// shell's catalogue, since the footer shows the same planner on every page).
export const messages = {
  title: "Monthly Budget Planner",
  lead: "Write down this month's take-home income and your expenses to see what is left to save or invest.",
  guideHeading: "Making the numbers useful",
  guide: [
    "Use take-home pay (after TDS, PF and professional tax), not your CTC.",
    "Put fixed costs first: rent, EMIs, school fees, insurance premiums, utilities. Then the variable ones: groceries, fuel and transport, eating out, shopping.",
    "Annual costs (insurance, school fees, festivals, vehicle servicing) are easy to forget: divide each by 12 and add it as a monthly line.",
    "A common starting point is 50/30/20: about half for needs, a third for wants, and at least a fifth saved or invested. Adjust it to your city and family.",
    "If the remaining balance is positive, set up a SIP or RD for it on salary day, before it gets spent.",
  ],
};

export type BudgetPageMessages = typeof messages;
