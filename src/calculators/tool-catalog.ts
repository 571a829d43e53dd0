// What each tool is called and what it answers, in English (the specification's titles): read
// by the English tools catalogue (src/pages/messages/tools.en.ts) and by tests. Pages import
// tool-list.ts for the tools' paths and groups, so this English text loads only with English.
import { TOOL_LIST, type ToolEntry } from "./tool-list";
import type { ToolId } from "./tool-ids";

export interface ToolInfo extends ToolEntry {
  title: string;
  /** One sentence: the question the tool answers. */
  summary: string;
}

const TEXTS: Record<ToolId, { title: string; summary: string }> = {
  sip: { title: "SIP Calculator", summary: "What a fixed monthly investment grows to, year by year." },
  "sip-need": { title: "SIP Need Calculator", summary: "How much to invest each month to reach a target amount." },
  lumpsum: { title: "Lumpsum Calculator", summary: "What a one-time investment grows to with annual compounding." },
  "difference-in-returns": { title: "Difference in Returns", summary: "How much a few percent of return changes your final corpus." },
  compounding: { title: "Compounding Calculator", summary: "Growth of a starting amount plus monthly additions, compounded yearly, quarterly or monthly." },
  RD: { title: "RD Calculator", summary: "Maturity value of a recurring deposit, with quarterly compounding as Indian banks quote it." },
  FD: { title: "FD Calculator", summary: "Maturity value of a fixed deposit compounded every quarter." },
  EMI: { title: "EMI Calculator", summary: "Your monthly loan instalment, total interest and the full repayment schedule." },
  inflation: { title: "Inflation Calculator", summary: "What today's cost will be after years of inflation." },
  "delay-cost": { title: "Delay Cost Calculator", summary: "How much wealth you give up by starting your SIP later." },
  "income-tax": { title: "Income Tax Calculator", summary: "Your tax under the old and the new regime side by side, and which one saves how much." },
  hra: { title: "HRA Exemption Calculator", summary: "How much of your house rent allowance is free of tax under the old regime." },
  swp: { title: "SWP Calculator", summary: "A monthly income from a lump sum: the balance year by year and how long it lasts." },
  cagr: { title: "CAGR Calculator", summary: "The steady yearly growth rate from what you invested to what it is worth." },
  xirr: { title: "XIRR Calculator", summary: "The annual return of money put in and taken out on different dates." },
  "simple-interest": { title: "Simple Interest Calculator", summary: "Interest on the principal alone, and the total to pay or receive." },
  gratuity: { title: "Gratuity Calculator", summary: "The gratuity due when you leave or retire, and how much of it is tax-free." },
  epf: { title: "EPF Calculator", summary: "Your Employees' Provident Fund balance at retirement, with interest as EPFO credits it." },
  retirement: { title: "Retirement Planner", summary: "The corpus you need to retire and the monthly SIP that builds it." },
  crore: { title: "First Crore Planner", summary: "How long your monthly investment takes to make your first crore." },
  parents: { title: "Aging Parent Planner", summary: "The corpus that pays a parent's expenses for life, protected against inflation." },
  education: { title: "Child Education Planner", summary: "The monthly investment for your child's higher education." },
  marriage: { title: "Child Marriage Planner", summary: "The monthly investment for your child's marriage expenses." },
  wedding: { title: "Dream Wedding Planner", summary: "The monthly investment for the wedding you have in mind." },
  car: { title: "First Car Planner", summary: "The monthly investment to buy your car without a loan." },
  home: { title: "Home Down Payment Planner", summary: "The monthly investment for the down payment on a home." },
  vacation: { title: "Overseas Vacation Planner", summary: "The monthly investment for a trip abroad." },
  custom: { title: "Custom Goal Planner", summary: "The monthly investment for any goal you name." },
  budget: { title: "Monthly Budget Planner", summary: "Where your monthly income goes and what is left." },
  debt: { title: "Debt Tracker", summary: "The order to repay your debts: snowball or avalanche." },
  emergency: { title: "Emergency Fund Estimator", summary: "How big your emergency fund should be." },
  ppf: { title: "PPF Calculator", summary: "What your Public Provident Fund grows to over 15 years and each 5-year extension." },
  ssy: { title: "Sukanya Samriddhi Calculator", summary: "What a Sukanya Samriddhi account pays your daughter at 21 years." },
  scss: { title: "SCSS Calculator", summary: "The interest the Senior Citizens' Savings Scheme pays you every quarter." },
  nsc: { title: "NSC Calculator", summary: "What a National Savings Certificate is worth after 5 years." },
  "post-office-mis": { title: "Post Office MIS Calculator", summary: "The monthly income from the Post Office Monthly Income Scheme." },
  nps: { title: "NPS Calculator", summary: "Your NPS corpus at 60, the lump sum, and the monthly pension." },
};

/** In the order of the hub (spec 1 §2): core calculators, then goal planners, then the rest. */
export const TOOLS: readonly ToolInfo[] = TOOL_LIST.map((tool) => ({ ...tool, ...TEXTS[tool.id] }));

export function toolInfo(id: string): ToolInfo | undefined {
  const wanted = id.toLowerCase();
  return TOOLS.find((info) => info.id.toLowerCase() === wanted);
}
