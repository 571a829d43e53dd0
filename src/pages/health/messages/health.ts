// The health page's body per language (see PageContent in i18n/catalogue.ts).
import { defineMessages, type PageContent } from "../../../i18n/catalogue";

export const healthContent = defineMessages<PageContent>("page:health", {
  en: () => import("./health.en"),
  hi: () => import("./health.hi"),
  mr: () => import("./health.mr"),
  bn: () => import("./health.bn"),
});
