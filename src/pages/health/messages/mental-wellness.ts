// The mental-wellness page's body per language (see PageContent in i18n/catalogue.ts).
import { defineMessages, type PageContent } from "../../../i18n/catalogue";

export const mentalWellnessContent = defineMessages<PageContent>("page:mental-wellness", {
  en: () => import("./mental-wellness.en"),
  hi: () => import("./mental-wellness.hi"),
  mr: () => import("./mental-wellness.mr"),
  bn: () => import("./mental-wellness.bn"),
});
