// The medical fund planner's catalogues, one per locale, each loaded with the page that shows it.
import { defineMessages } from "../../../i18n/catalogue";
import type { PlannerMessages } from "./planner.en";

export const plannerMessages = defineMessages<PlannerMessages>("medical-fund-planner", {
  en: () => import("./planner.en"),
  hi: () => import("./planner.hi"),
  mr: () => import("./planner.mr"),
  bn: () => import("./planner.bn"),
});
