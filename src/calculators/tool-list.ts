// Every tool's place on the site, without a word of text: its id, its path and its hub group
// (spec 1 §2 groups), in the order of the hub. What each is called and answers is text, in
// each locale's catalogue (English: tool-catalog.ts, read by the English tools catalogue), so a
// page in another language loads no English titles. Path case follows the route table
// (/tools/RD, /tools/FD, /tools/EMI).
import type { ToolId } from "./tool-ids";

export interface ToolEntry {
  id: ToolId;
  path: string;
  group: "core" | "tax" | "schemes" | "goal" | "other";
}

const entry = (id: ToolId, group: ToolEntry["group"]): ToolEntry => ({ id, path: `/tools/${id}`, group });

/** In the order of the hub (spec 1 §2): core calculators, then goal planners, then the rest. */
export const TOOL_LIST: readonly ToolEntry[] = [
  entry("sip", "core"),
  entry("sip-need", "core"),
  entry("lumpsum", "core"),
  entry("difference-in-returns", "core"),
  entry("compounding", "core"),
  entry("RD", "core"),
  entry("FD", "core"),
  entry("EMI", "core"),
  entry("inflation", "core"),
  entry("delay-cost", "core"),
  entry("income-tax", "tax"),
  entry("hra", "tax"),
  entry("swp", "core"),
  entry("cagr", "core"),
  entry("xirr", "core"),
  entry("simple-interest", "core"),
  entry("gratuity", "tax"),
  entry("epf", "schemes"),
  entry("retirement", "goal"),
  entry("crore", "goal"),
  entry("parents", "goal"),
  entry("education", "goal"),
  entry("marriage", "goal"),
  entry("wedding", "goal"),
  entry("car", "goal"),
  entry("home", "goal"),
  entry("vacation", "goal"),
  entry("custom", "goal"),
  entry("budget", "other"),
  entry("debt", "other"),
  entry("emergency", "other"),
  entry("ppf", "schemes"),
  entry("ssy", "schemes"),
  entry("scss", "schemes"),
  entry("nsc", "schemes"),
  entry("post-office-mis", "schemes"),
  entry("nps", "schemes"),
];

export function toolEntry(id: string): ToolEntry | undefined {
  const wanted = id.toLowerCase();
  return TOOL_LIST.find((tool) => tool.id.toLowerCase() === wanted);
}
