// The saving page's body per language (see PageContent in i18n/catalogue.ts).
import { defineMessages, type PageContent } from "../../../i18n/catalogue";

export const savingContent = defineMessages<PageContent>("page:saving", {
  en: () => import("./saving.en"),
  hi: () => import("./saving.hi"),
  mr: () => import("./saving.mr"),
  bn: () => import("./saving.bn"),
});
