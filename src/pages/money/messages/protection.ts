// The protection page's body per language: prose with links, a content module per locale (see
// PageContent in i18n/catalogue.ts). The page hands it the quiz to place.
import type { JSX, ReactNode } from "react";
import { defineMessages, notYetWritten } from "../../../i18n/catalogue";

export interface ProtectionProps {
  /** The protection quiz, shown under its section heading. */
  quiz: ReactNode;
}

export interface ProtectionContent {
  Content: (props: ProtectionProps) => JSX.Element;
}

export const protectionContent = defineMessages<ProtectionContent>("page:protection", {
  en: () => import("./protection.en"),
  hi: () => import("./protection.hi"),
  mr: notYetWritten,
  bn: notYetWritten,
});
