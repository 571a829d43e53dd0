// The borrowing page's body per language: prose with links, a content module per locale (see
// PageContent in i18n/catalogue.ts). The page hands it the credit-score check to place.
import type { JSX, ReactNode } from "react";
import { defineMessages, notYetWritten } from "../../../i18n/catalogue";

export interface BorrowingProps {
  /** The sample credit-score check, shown under the credit score section. */
  check: ReactNode;
}

export interface BorrowingContent {
  Content: (props: BorrowingProps) => JSX.Element;
}

export const borrowingContent = defineMessages<BorrowingContent>("page:borrowing", {
  en: () => import("./borrowing.en"),
  hi: () => import("./borrowing.hi"),
  mr: notYetWritten,
  bn: notYetWritten,
});
