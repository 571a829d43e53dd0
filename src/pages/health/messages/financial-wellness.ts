// The financial wellness page's body per language: prose with links, a content module per
// locale (see PageContent in i18n/catalogue.ts). The page hands it the planner to place.
import { defineMessages, type PageContent } from "../../../i18n/catalogue";
import type { FinancialWellnessProps } from "./financial-wellness.en";

export const financialWellnessContent = defineMessages<PageContent<FinancialWellnessProps>>("page:financial-wellness", {
  en: () => import("./financial-wellness.en"),
  hi: () => import("./financial-wellness.hi"),
  mr: () => import("./financial-wellness.mr"),
  bn: () => import("./financial-wellness.bn"),
});
