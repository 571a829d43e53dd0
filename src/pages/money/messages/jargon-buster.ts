// The jargon-buster page's body per language (see PageContent in i18n/catalogue.ts).
import { defineMessages, type PageContent } from "../../../i18n/catalogue";

export const jargonBusterContent = defineMessages<PageContent>("page:jargon-buster", {
  en: () => import("./jargon-buster.en"),
  hi: () => import("./jargon-buster.hi"),
  mr: () => import("./jargon-buster.mr"),
  bn: () => import("./jargon-buster.bn"),
});
