// How a saved plan is shown and opened: its calculator's title and the calculator's page
// with the saved inputs in the query, which computes at once (use-calculation.ts).
import { toolInfo } from "../calculators/tool-catalog";
import type { SavedPlan } from "../lib/api-client";

export function planPath(plan: Pick<SavedPlan, "toolId" | "inputs">): string {
  const path = toolInfo(plan.toolId)?.path ?? `/tools/${encodeURIComponent(plan.toolId)}`;
  const query = new URLSearchParams(plan.inputs).toString();
  return query === "" ? path : `${path}?${query}`;
}

// A plan's tool title and saved date are shown in the page's language (plan-item.tsx:
// the tools catalogue and formatDate in lib/format-money.ts).
