// The debt strategies page's body per language: long prose with links, a content module per
// locale (see PageContent in i18n/catalogue.ts). The page hands it the tracker to show.
import { defineMessages, type PageContent } from "../../i18n/catalogue";
import type { DebtStrategiesProps } from "./debt-strategies-layout";

export const debtStrategiesContent = defineMessages<PageContent<DebtStrategiesProps>>("page:debt-strategies", {
  en: () => import("./debt-strategies.en"),
  hi: () => import("./debt-strategies.hi"),
  mr: () => import("./debt-strategies.mr"),
  bn: () => import("./debt-strategies.bn"),
});
