// The purpose page's body per language (see PageContent in i18n/catalogue.ts).
import { defineMessages, type PageContent } from "../../../i18n/catalogue";

export const purposeContent = defineMessages<PageContent>("page:purpose", {
  en: () => import("./purpose.en"),
  hi: () => import("./purpose.hi"),
  mr: () => import("./purpose.mr"),
  bn: () => import("./purpose.bn"),
});
