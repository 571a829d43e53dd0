// The protection page's body per language: prose with links, a content module per locale (see
// PageContent in i18n/catalogue.ts). The page hands it the quiz to place.
import { defineMessages, type PageContent } from "../../../i18n/catalogue";
import type { ProtectionProps } from "./protection.en";

export const protectionContent = defineMessages<PageContent<ProtectionProps>>("page:protection", {
  en: () => import("./protection.en"),
  hi: () => import("./protection.hi"),
  mr: () => import("./protection.mr"),
  bn: () => import("./protection.bn"),
});
