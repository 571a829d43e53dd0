// The money page's body per language (see PageContent in i18n/catalogue.ts).
import { defineMessages, type PageContent } from "../../../i18n/catalogue";

export const moneyContent = defineMessages<PageContent>("page:money", {
  en: () => import("./money.en"),
  hi: () => import("./money.hi"),
  mr: () => import("./money.mr"),
  bn: () => import("./money.bn"),
});
