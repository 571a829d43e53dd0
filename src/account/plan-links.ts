// How a saved plan is shown and opened: its calculator's title and the calculator's page
// with the saved inputs in the query, which computes at once (use-calculation.ts).
import { toolInfo } from "../calculators/tool-catalog";
import type { SavedPlan } from "../lib/api-client";

export function planPath(plan: Pick<SavedPlan, "toolId" | "inputs">): string {
  const path = toolInfo(plan.toolId)?.path ?? `/tools/${encodeURIComponent(plan.toolId)}`;
  const query = new URLSearchParams(plan.inputs).toString();
  return query === "" ? path : `${path}?${query}`;
}

export function planToolTitle(toolId: string): string {
  return toolInfo(toolId)?.title ?? "Calculator";
}

const SAVED_DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });

/** "12 Jan 2025"; an unreadable date shows nothing rather than 'Invalid Date'. */
export function savedOn(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? SAVED_DATE.format(time) : "";
}
