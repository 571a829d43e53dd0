// What each tool is called and what it answers: shown on the tools hub (spec 1 §2 groups)
// and on a tool's page. Path case follows the route table (/tools/RD, /tools/FD, /tools/EMI).
import type { ToolId } from "./tool-ids";

export interface ToolInfo {
  id: ToolId;
  path: string;
  title: string;
  /** One sentence: the question the tool answers. */
  summary: string;
  group: "core" | "tax" | "schemes" | "goal" | "other";
}

const tool = (id: ToolId, title: string, summary: string, group: ToolInfo["group"]): ToolInfo => ({
  id,
  path: `/tools/${id}`,
  title,
  summary,
  group,
});

/** In the order of the hub (spec 1 §2): core calculators, then goal planners, then the rest. */
export const TOOLS: readonly ToolInfo[] = [
  tool("sip", "SIP Calculator", "What a fixed monthly investment grows to, year by year.", "core"),
  tool("sip-need", "SIP Need Calculator", "How much to invest each month to reach a target amount.", "core"),
  tool("lumpsum", "Lumpsum Calculator", "What a one-time investment grows to with annual compounding.", "core"),
  tool("difference-in-returns", "Difference in Returns", "How much a few percent of return changes your final corpus.", "core"),
  tool("compounding", "Compounding Calculator", "Growth of a starting amount plus monthly additions, compounded yearly, quarterly or monthly.", "core"),
  tool("RD", "RD Calculator", "Maturity value of a recurring deposit, with quarterly compounding as Indian banks quote it.", "core"),
  tool("FD", "FD Calculator", "Maturity value of a fixed deposit compounded every quarter.", "core"),
  tool("EMI", "EMI Calculator", "Your monthly loan instalment, total interest and the full repayment schedule.", "core"),
  tool("inflation", "Inflation Calculator", "What today's cost will be after years of inflation.", "core"),
  tool("delay-cost", "Delay Cost Calculator", "How much wealth you give up by starting your SIP later.", "core"),
  tool("income-tax", "Income Tax Calculator", "Your tax under the old and the new regime side by side, and which one saves how much.", "tax"),
  tool("hra", "HRA Exemption Calculator", "How much of your house rent allowance is free of tax under the old regime.", "tax"),
  tool("swp", "SWP Calculator", "A monthly income from a lump sum: the balance year by year and how long it lasts.", "core"),
  tool("cagr", "CAGR Calculator", "The steady yearly growth rate from what you invested to what it is worth.", "core"),
  tool("xirr", "XIRR Calculator", "The annual return of money put in and taken out on different dates.", "core"),
  tool("simple-interest", "Simple Interest Calculator", "Interest on the principal alone, and the total to pay or receive.", "core"),
  tool("gratuity", "Gratuity Calculator", "The gratuity due when you leave or retire, and how much of it is tax-free.", "tax"),
  tool("epf", "EPF Calculator", "Your Employees' Provident Fund balance at retirement, with interest as EPFO credits it.", "schemes"),
  tool("retirement", "Retirement Planner", "The corpus you need to retire and the monthly SIP that builds it.", "goal"),
  tool("crore", "First Crore Planner", "How long your monthly investment takes to make your first crore.", "goal"),
  tool("parents", "Aging Parent Planner", "The corpus that pays a parent's expenses for life, protected against inflation.", "goal"),
  tool("education", "Child Education Planner", "The monthly investment for your child's higher education.", "goal"),
  tool("marriage", "Child Marriage Planner", "The monthly investment for your child's marriage expenses.", "goal"),
  tool("wedding", "Dream Wedding Planner", "The monthly investment for the wedding you have in mind.", "goal"),
  tool("car", "First Car Planner", "The monthly investment to buy your car without a loan.", "goal"),
  tool("home", "Home Down Payment Planner", "The monthly investment for the down payment on a home.", "goal"),
  tool("vacation", "Overseas Vacation Planner", "The monthly investment for a trip abroad.", "goal"),
  tool("custom", "Custom Goal Planner", "The monthly investment for any goal you name.", "goal"),
  tool("budget", "Monthly Budget Planner", "Where your monthly income goes and what is left.", "other"),
  tool("debt", "Debt Tracker", "The order to repay your debts: snowball or avalanche.", "other"),
  tool("emergency", "Emergency Fund Estimator", "How big your emergency fund should be.", "other"),
  tool("ppf", "PPF Calculator", "What your Public Provident Fund grows to over 15 years and each 5-year extension.", "schemes"),
  tool("ssy", "Sukanya Samriddhi Calculator", "What a Sukanya Samriddhi account pays your daughter at 21 years.", "schemes"),
  tool("scss", "SCSS Calculator", "The interest the Senior Citizens' Savings Scheme pays you every quarter.", "schemes"),
  tool("nsc", "NSC Calculator", "What a National Savings Certificate is worth after 5 years.", "schemes"),
  tool("post-office-mis", "Post Office MIS Calculator", "The monthly income from the Post Office Monthly Income Scheme.", "schemes"),
  tool("nps", "NPS Calculator", "Your NPS corpus at 60, the lump sum, and the monthly pension.", "schemes"),
];

export function toolInfo(id: string): ToolInfo | undefined {
  const wanted = id.toLowerCase();
  return TOOLS.find((info) => info.id.toLowerCase() === wanted);
}
