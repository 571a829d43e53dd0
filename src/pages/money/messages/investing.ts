// The investing page's body per language (see PageContent in i18n/catalogue.ts).
import { defineMessages, type PageContent } from "../../../i18n/catalogue";

export const investingContent = defineMessages<PageContent>("page:investing", {
  en: () => import("./investing.en"),
  hi: () => import("./investing.hi"),
  mr: () => import("./investing.mr"),
  bn: () => import("./investing.bn"),
});
