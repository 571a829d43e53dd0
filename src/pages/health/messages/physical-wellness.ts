// The physical-wellness page's body per language (see PageContent in i18n/catalogue.ts).
import { defineMessages, type PageContent } from "../../../i18n/catalogue";

export const physicalWellnessContent = defineMessages<PageContent>("page:physical-wellness", {
  en: () => import("./physical-wellness.en"),
  hi: () => import("./physical-wellness.hi"),
  mr: () => import("./physical-wellness.mr"),
  bn: () => import("./physical-wellness.bn"),
});
