import { defineMessages } from "../../../i18n/catalogue";
import type { PlannerChartsMessages } from "./planner-charts.en";

export const plannerChartsMessages = defineMessages<PlannerChartsMessages>("planner-charts", {
  en: () => import("./planner-charts.en"),
  hi: () => import("./planner-charts.hi"),
  mr: () => import("./planner-charts.mr"),
  bn: () => import("./planner-charts.bn"),
});
