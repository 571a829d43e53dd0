// The tools hub and the goals page. Tool titles and summaries come from the tool catalogue
// (src/calculators/tool-catalog.ts, the calculators' own English source); other locales name
// every tool here, keyed by its id, so a new tool without a translation is a type error.
import type { ToolId } from "../../calculators/tool-ids";
import { TOOLS } from "../../calculators/tool-catalog";

interface ToolText {
  title: string;
  summary: string;
}

const tools = Object.fromEntries(TOOLS.map((tool) => [tool.id, { title: tool.title, summary: tool.summary }])) as Record<ToolId, ToolText>;

export const messages = {
  tools,
  hub: {
    title: "Tools & Calculators",
    lead: "Every calculator runs in your browser, in rupees, and says exactly how it computes its figures. Change any number and the results follow at once.",
    /** On a tool's card, in another locale, when the tool opens in English (translated-routes.ts). */
    opensInEnglish: "",
    groups: {
      core: { title: "Core calculators", intro: "Investments, deposits, loans and inflation: the arithmetic behind everyday money decisions." },
      tax: { title: "Tax", intro: "Income tax under the old and the new regime, and the exemptions salaried people claim." },
      schemes: { title: "Government schemes", intro: "PPF, EPF, NPS, Sukanya Samriddhi and the Post Office schemes, at their current rates." },
      goal: { title: "Goal planners", intro: "How much to invest each month for the goals that matter: retirement, children, a home, a car, a trip." },
      other: { title: "Everyday tools", intro: "Budget, debts and your emergency fund." },
    },
  },
  goals: {
    title: "Goals",
    lead: "A goal with a date and an amount is a plan; without them it is a wish. Pick a goal below to see what it will cost by the time you need it and how much to invest each month to get there.",
    listLabel: "Goal planners",
    planIt: "Plan it →",
    howHeading: "How the planners work",
    steps: [
      {
        strong: "Today's cost, grown by inflation.",
        text: "A college course costing ₹10 lakh today costs about ₹24 lakh in 15 years at 6% inflation. Every planner works with the future cost, not today's.",
      },
      {
        strong: "The monthly investment that reaches it.",
        text: "Each planner finds the SIP, invested at the start of every month at the return you assume, that grows to exactly that amount by the goal's date.",
      },
      {
        strong: "Year by year.",
        text: "A chart and table show how much you will have put in and how much growth has added at the end of each year.",
      },
    ],
    callout:
      "The planners run in your browser and send nothing anywhere. Returns are assumptions, not promises: try a lower rate to see how much margin you have, and match the investment to the time left (see {link}).",
    investing: "Investing",
  },
};

export type ToolsMessages = typeof messages;
