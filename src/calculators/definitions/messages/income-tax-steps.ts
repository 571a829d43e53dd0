import { defineMessages } from "../../../i18n/catalogue";
import type { IncomeTaxStepsMessages } from "./income-tax-steps.en";

export const incomeTaxStepsMessages = defineMessages<IncomeTaxStepsMessages>("income-tax-steps", {
  en: () => import("./income-tax-steps.en"),
  hi: () => import("./income-tax-steps.hi"),
  mr: () => import("./income-tax-steps.mr"),
  bn: () => import("./income-tax-steps.bn"),
});
