import { defineMessages } from "../../../i18n/catalogue";
import type { EmergencyPlanMessages } from "./emergency-plan.en";

export const emergencyPlanMessages = defineMessages<EmergencyPlanMessages>("emergency-plan", {
  en: () => import("./emergency-plan.en"),
  hi: () => import("./emergency-plan.hi"),
  mr: () => import("./emergency-plan.mr"),
  bn: () => import("./emergency-plan.bn"),
});
