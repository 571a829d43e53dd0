// The budgeting page's body per language (see PageContent in i18n/catalogue.ts).
import { defineMessages, type PageContent } from "../../../i18n/catalogue";

export const budgetingContent = defineMessages<PageContent>("page:budgeting", {
  en: () => import("./budgeting.en"),
  hi: () => import("./budgeting.hi"),
  mr: () => import("./budgeting.mr"),
  bn: () => import("./budgeting.bn"),
});
