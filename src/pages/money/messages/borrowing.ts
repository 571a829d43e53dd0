// The borrowing page's body per language: prose with links, a content module per locale (see
// PageContent in i18n/catalogue.ts). The page hands it the credit-score check to place.
import { defineMessages, type PageContent } from "../../../i18n/catalogue";
import type { BorrowingProps } from "./borrowing.en";

export const borrowingContent = defineMessages<PageContent<BorrowingProps>>("page:borrowing", {
  en: () => import("./borrowing.en"),
  hi: () => import("./borrowing.hi"),
  mr: () => import("./borrowing.mr"),
  bn: () => import("./borrowing.bn"),
});
